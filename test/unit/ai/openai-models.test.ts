import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OpenAiClient, type OpenAiThrottledError } from '../../../lambdas/adapters/ai/openai-client';
import { OpenAiImageModel, requestedSize } from '../../../lambdas/adapters/ai/openai-image-model';
import { decodePng } from '../../../lambdas/adapters/ai/picture-fit';
import { OpenAiStoryModel } from '../../../lambdas/adapters/ai/openai-story-model';
import { pagePrompt, planPrompt, planSchema, systemPrompt } from '../../../lambdas/adapters/ai/story-prompts';
import { loadProviders } from '../../../lambdas/composition/model-providers';
import { ConfigError } from '../../../lambdas/contract/config';
import { transientErrorNames } from '../../../lambdas/contract/workflow-steps';
import { PICTURE_SIZE, type IllustrateInput } from '../../../lambdas/ports/image-model';
import { ProviderRejectedError, ProviderThrottledError, ProviderUnavailableError } from '../../../lambdas/ports/provider-errors';
import type { StoryBrief, StoryPlan } from '../../../lambdas/ports/story-model';
import {
  bandedPng, chatCompletion, hang, imageAnswer, malformedContent, openAiError, planContent, rateLimited, schemaViolatingContent, serverError,
  startFakeOpenAi, type FakeOpenAi,
} from '../../support/fake-openai';

/** A 1024 × 1024 picture banded red, green and blue (an eighth at the top and at the bottom), as a square-only model draws. */
const squarePicture = () => bandedPng(1024, 1024, false);
import { pngSize } from '../../support/png-header';

const API_KEY = 'sk-test-0123456789abcdef0123456789';
let server: FakeOpenAi;
beforeAll(async () => {
  server = await startFakeOpenAi({ apiKey: API_KEY, models: ['llama3.1:8b', 'gpt-5-mini', 'gpt-image-1.5', 'x/z-image-turbo'] });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

const client = (options: Partial<ConstructorParameters<typeof OpenAiClient>[0]> = {}) => new OpenAiClient({ baseUrl: server.url, apiKey: API_KEY, ...options });
const stories = (options: Partial<ConstructorParameters<typeof OpenAiClient>[0]> = {}, model = 'llama3.1:8b') => new OpenAiStoryModel({ client: client(options), model });
const pictures = (model = 'x/z-image-turbo', options: Partial<ConstructorParameters<typeof OpenAiClient>[0]> = {}) => new OpenAiImageModel({ client: client(options), model });

const brief: StoryBrief = {
  bookId: 'c0ffee00-0000-4000-8000-000000000001',
  storyIdea: 'a shy hedgehog named Pip who wants to fly',
  ageRange: '4-7',
  style: 'watercolor',
  tone: 'animal',
  language: 'english',
  pageCount: 5,
};

const illustration = (overrides: Partial<IllustrateInput> = {}): IllustrateInput => ({
  bookId: brief.bookId,
  index: 2,
  style: 'watercolor',
  prompt: 'Pip on a hill at sunrise',
  isCover: false,
  characterSheet: { name: 'Pip', kind: 'hedgehog', bodyColor: '#8b5a2b', accentColor: '#ffcc00', outfit: 'a red scarf', feature: 'a star patch', description: 'A small hedgehog in a red scarf.' },
  ...overrides,
});

const failure = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a failure'); }, (error: unknown) => error as Error);

describe('A plan and pages come back as the port’s types', () => {
  it('plans exactly pageCount pages, cover first, with a slug, lower-case colours and no null scenes', async () => {
    const plan = await stories().planStory(brief);
    expect(plan.title).toBe('Pip Learns to Fly');
    expect(plan.slug).toMatch(/^pip-learns-to-fly/);
    expect(plan.characterSheet).toMatchObject({ name: 'Pip', bodyColor: '#8b5a2b', accentColor: '#ffcc00' });
    expect(plan.pages.map((p) => p.index)).toEqual([0, 1, 2, 3, 4]);
    expect(plan.pages[0]!.scene).toEqual(expect.any(String));
    expect('scene' in plan.pages[1]!).toBe(false);
  });

  it('writes a page as { title, content }; the cover is the title page, with no call', async () => {
    const plan: StoryPlan = await stories().planStory(brief);
    server.reset();
    expect(await stories().writePage({ brief, plan, index: 3 })).toEqual({ title: 'Idea 3', content: expect.stringContaining('idea number 3') });
    expect(await stories().writePage({ brief, plan, index: 0 })).toEqual({ title: plan.title, content: plan.summary });
    expect(server.requests).toHaveLength(1);
  });
});

describe('The request carries the model, the shared prompts and the answer’s JSON schema', () => {
  it('POSTs /v1/chat/completions with the model, the Bedrock writer’s prompts, and response_format json_schema (strict)', async () => {
    const plan = await stories().planStory(brief);
    await stories().writePage({ brief, plan, index: 2 });
    const [planRequest, pageRequest] = server.requests;
    expect(planRequest!.route).toBe('chat');
    expect(planRequest!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(planRequest!.body).toMatchObject({
      model: 'llama3.1:8b',
      messages: [{ role: 'system', content: systemPrompt(brief) }, { role: 'user', content: planPrompt(brief) }],
      response_format: { type: 'json_schema', json_schema: { name: 'story_plan', strict: true } },
    });
    expect(pageRequest!.body.messages[1].content).toBe(pagePrompt({ brief, plan, index: 2 }));
    expect(pageRequest!.body.response_format.json_schema.name).toBe('story_page');
  });

  it('sends max_tokens and a temperature; a model whose 400 names them unsupported gets max_completion_tokens instead, remembered', async () => {
    await stories().planStory(brief);
    expect(server.requests[0]!.body).toMatchObject({ max_tokens: 4096, temperature: 0.7 });
    // Learnt from the server's answer (OpenAI's words for a reasoning model), not from the model's name.
    server.answer(openAiError(400, "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.", 'invalid_request_error', 'unsupported_parameter'));
    await new OpenAiStoryModel({ client: client(), model: 'gpt-5-mini' }).planStory(brief);
    const [refused, retried] = server.requests.slice(-2).map((r) => r.body);
    expect(refused).toMatchObject({ model: 'gpt-5-mini', max_tokens: 4096, temperature: 0.7 });
    expect(retried).toMatchObject({ model: 'gpt-5-mini', max_completion_tokens: 4096 });
    expect([retried.max_tokens, retried.temperature]).toEqual([undefined, undefined]);
    // The next book starts with what this process learnt.
    await new OpenAiStoryModel({ client: client(), model: 'gpt-5-mini' }).planStory(brief);
    expect(server.requests.at(-1)!.body).toMatchObject({ max_completion_tokens: 4096 });
  });

  it('the schema is the zod plan schema in strict mode’s subset: every field required, no extra fields, exactly pageCount pages', async () => {
    await stories().planStory(brief);
    const schema = server.requests[0]!.body.response_format.json_schema.schema;
    expect(schema).toMatchObject({ type: 'object', additionalProperties: false, required: Object.keys(planSchema.shape) });
    expect(schema.properties.pages).toMatchObject({ type: 'array', minItems: 5, maxItems: 5 });
    expect(schema.properties.pages.items).toMatchObject({ additionalProperties: false, required: ['index', 'outline', 'scene'] });
    expect(schema.properties.pages.items.properties.scene).toEqual({ anyOf: [{ type: 'string' }, { type: 'null' }] });
    expect(schema.properties.characterSheet.properties.bodyColor).toEqual({ type: 'string', pattern: '^#[0-9a-fA-F]{6}$' });
    expect(JSON.stringify(schema)).not.toMatch(/minLength|maxLength|\$schema/);
  });
});

describe('429 → the throttled error, which the workflow retries, with the server’s retry-after', () => {
  it('rate limited → ProviderThrottledError naming the wait, retryAfterMs set', async () => {
    server.answer(rateLimited(20));
    const error = await failure(stories().planStory(brief));
    expect(error).toBeInstanceOf(ProviderThrottledError);
    expect(error.message).toMatch(/429.*retry after 20 s/);
    expect((error as OpenAiThrottledError).retryAfterMs).toBe(20_000);
    expect(transientErrorNames).toContain(error.name);
  });

  it('a spent quota (429 insufficient_quota) is not waited out: rejected, naming the billing', async () => {
    server.answer({ status: 429, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ error: { message: 'You exceeded your current quota.', type: 'insufficient_quota', param: null, code: 'insufficient_quota' } }) });
    const error = await failure(pictures().illustrate(illustration()));
    expect(error).toBeInstanceOf(ProviderRejectedError);
    expect(error.message).toMatch(/quota is spent/);
  });
});

describe('500 and timeouts → the unavailable error, which the workflow retries', () => {
  it('500 server_error → ProviderUnavailableError', async () => {
    server.answer(serverError());
    const error = await failure(stories().planStory(brief));
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect(transientErrorNames).toContain(error.name);
  });

  it('a server that never answers → ProviderUnavailableError after the request timeout', async () => {
    server.answer(hang);
    const started = Date.now();
    const error = await failure(pictures('x/z-image-turbo', { requestTimeoutMs: 300 }).illustrate(illustration()));
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect(error.message).toMatch(/did not answer illustrate within 300 ms/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('the invocation deadline shortens the timeout, and a call is not sent once it has passed', async () => {
    server.answer(hang);
    const error = await failure(stories({ deadline: () => Date.now() + 200 }).planStory(brief));
    expect(error.message).toMatch(/within (1\d\d|200) ms/);
    const late = await failure(stories({ deadline: () => Date.now() - 1 }).planStory(brief));
    expect(late).toBeInstanceOf(ProviderUnavailableError);
    expect(server.requests).toHaveLength(1);
  });

  it('nothing listening at OPENAI_BASE_URL → ProviderUnavailableError naming the setting', async () => {
    const error = await failure(new OpenAiStoryModel({ client: new OpenAiClient({ baseUrl: 'http://127.0.0.1:9' }), model: 'm' }).planStory(brief));
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect(error.message).toMatch(/OPENAI_BASE_URL/);
  });
});

describe('401, 404 and 400 → a clear error, not retried, naming the setting to fix and never the key', () => {
  it('a wrong key → ProviderRejectedError naming OPENAI_API_KEY; neither key appears in the message', async () => {
    const wrongKey = 'sk-wrong-9876543210fedcba9876';
    const error = await failure(stories({ apiKey: wrongKey }).planStory(brief));
    expect(error).toBeInstanceOf(ProviderRejectedError);
    expect(transientErrorNames).not.toContain(error.name);
    expect(error.message).toMatch(/401.*OPENAI_API_KEY/);
    for (const fragment of [wrongKey, wrongKey.slice(0, 5), wrongKey.slice(-3), API_KEY]) expect(error.message).not.toContain(fragment);
  });

  it('an unknown model → ProviderRejectedError naming the model and OPENAI_TEXT_MODEL (OPENAI_IMAGE_MODEL for pictures)', async () => {
    const text = await failure(stories({}, 'llama9').planStory(brief));
    expect(text).toBeInstanceOf(ProviderRejectedError);
    expect(text.message).toMatch(/404.*"llama9".*OPENAI_TEXT_MODEL/);
    const image = await failure(pictures('dall-e-9').illustrate(illustration()));
    expect(image.message).toMatch(/OPENAI_IMAGE_MODEL/);
  });

  it('400 (a model without JSON schema support) → ProviderRejectedError naming OPENAI_TEXT_MODEL', async () => {
    server.answer({ status: 400, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ error: { code: 400, message: 'Either "json_schema" or "grammar" can be specified, but not both', type: 'invalid_request_error' } }) });
    const error = await failure(stories().planStory(brief));
    expect(error).toBeInstanceOf(ProviderRejectedError);
    expect(error.message).toMatch(/json_schema.*OPENAI_TEXT_MODEL/);
  });
});

describe('A malformed or schema-violating answer gets one repair attempt, then a clear failure', () => {
  it('malformed JSON, then a good answer → the plan; the second request carries the bad answer and what was wrong', async () => {
    server.answer(malformedContent('llama3.1:8b'));
    const plan = await stories().planStory(brief);
    expect(plan.pages).toHaveLength(5);
    expect(server.requests).toHaveLength(2);
    const repair = server.requests[1]!.body.messages;
    expect(repair).toHaveLength(4);
    expect(repair[2]).toMatchObject({ role: 'assistant', content: expect.stringContaining('Here is your story plan') });
    expect(repair[3]).toMatchObject({ role: 'user', content: expect.stringMatching(/not JSON/) });
  });

  it('schema-violating JSON, then a good answer → the plan; the repair names the broken fields', async () => {
    server.answer(schemaViolatingContent('llama3.1:8b'));
    await stories().planStory(brief);
    expect(server.requests[1]!.body.messages[3].content).toMatch(/characterSheet\.bodyColor: must be a #rrggbb colour.*pages/);
  });

  it('pages with the wrong indices count as a schema violation too', async () => {
    const wrong = JSON.parse(planContent(5)) as { pages: Array<{ index: number }> };
    wrong.pages[4]!.index = 7;
    server.answer(chatCompletion('llama3.1:8b', JSON.stringify(wrong)));
    await stories().planStory(brief);
    expect(server.requests[1]!.body.messages[3].content).toMatch(/page indices must be 0 to 4/);
  });

  it('two bad answers → ProviderUnavailableError saying so and naming OPENAI_TEXT_MODEL; no third call', async () => {
    server.answer(malformedContent('llama3.1:8b'), schemaViolatingContent('llama3.1:8b'));
    const error = await failure(stories().planStory(brief));
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect(error.message).toMatch(/no usable plan in two answers.*does not match the schema.*OPENAI_TEXT_MODEL/);
    expect(server.requests).toHaveLength(2);
  });

  it('a page answer cut off at max_tokens → unavailable, no repair', async () => {
    const plan = await stories().planStory(brief);
    server.reset();
    server.answer(chatCompletion('llama3.1:8b', '{"title": "Idea', 'length'));
    const error = await failure(stories().writePage({ brief, plan, index: 1 }));
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect(error.message).toMatch(/cut off/);
    expect(server.requests).toHaveLength(1);
  });
});

describe('Pictures are PNGs of PICTURE_SIZE, whatever size the model draws', () => {
  it.each([
    ['x/z-image-turbo', '1024x768'],
    ['gpt-image-1.5', '1536x1024'],
  ])('%s is asked for %s and the picture comes back 1024 × 768', async (model, size) => {
    const picture = await pictures(model).illustrate(illustration());
    const request = server.requests.at(-1)!;
    expect(request.route).toBe('images');
    expect(request.body).toMatchObject({ model, n: 1, size, prompt: expect.stringContaining('Pip on a hill at sunrise') });
    expect(request.body.response_format).toBe(model.startsWith('gpt-image') ? undefined : 'b64_json');
    expect(requestedSize(model)).toBe(size);
    expect(picture.contentType).toBe('image/png');
    expect(picture.extension).toBe('png');
    expect(pngSize(picture.body)).toEqual(PICTURE_SIZE);
  });

  it('a square picture is centre-cropped: the top and bottom bands (an eighth each) are cut, nothing is stretched', async () => {
    server.answer(imageAnswer(squarePicture()));
    const { rgb, width, height } = decodePng((await pictures().illustrate(illustration())).body);
    const at = (x: number, y: number) => [...rgb.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)];
    for (const y of [0, height / 2, height - 1]) expect(at(width / 2, y)).toEqual([30, 200, 60]);
  });

  it('a JPEG answer → a clear refusal (only PNG is stored)', async () => {
    server.answer({ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ created: 1, data: [{ b64_json: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5]).toString('base64') }] }) });
    const error = await failure(pictures().illustrate(illustration()));
    expect(error).toBeInstanceOf(ProviderRejectedError);
    expect(error.message).toMatch(/JPEG picture.*only PNG/);
  });
});

describe('PROVIDER=openai builds this pair, each model from its own setting', () => {
  const selection = { provider: 'openai' as const, textModelId: 'unused', imageModelId: 'unused' };

  it('loads the OpenAI-compatible story and image models on the configured server', async () => {
    const { storyModel, imageModel } = await loadProviders({ ...selection, openai: { baseUrl: `${server.url}/v1/`, textModel: 'llama3.1:8b', imageModel: 'gpt-image-1.5', apiKey: API_KEY } });
    expect(storyModel).toBeInstanceOf(OpenAiStoryModel);
    expect(imageModel).toBeInstanceOf(OpenAiImageModel);
    await imageModel.illustrate(illustration());
    expect(server.requests[0]!.body.model).toBe('gpt-image-1.5');
  });

  it('OPENAI_IMAGE_BASE_URL sends pictures to another server (llama.cpp and vLLM draw none)', async () => {
    const drawer = await startFakeOpenAi();
    try {
      const { storyModel, imageModel } = await loadProviders({ ...selection, openai: { baseUrl: server.url, imageBaseUrl: drawer.url, textModel: 'llama3.1:8b', imageModel: 'x/z-image-turbo', apiKey: API_KEY } });
      await storyModel.planStory(brief);
      await imageModel.illustrate(illustration());
      expect([server.requests.map((r) => r.route), drawer.requests.map((r) => r.route)]).toEqual([['chat'], ['images']]);
    } finally {
      await drawer.close();
    }
  });

  it('without a model setting → ConfigError naming it', async () => {
    await expect(loadProviders({ ...selection, openai: { baseUrl: server.url, textModel: 'm' } })).rejects.toThrow(ConfigError);
    await expect(loadProviders({ ...selection, openai: { baseUrl: server.url, imageModel: 'm' } })).rejects.toThrow(/OPENAI_TEXT_MODEL/);
  });
});
