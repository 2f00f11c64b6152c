import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BedrockStoryModel } from '../../../lambdas/adapters/ai/bedrock-story-model';
import { BedrockRuntimeClient, type ConverseCommandInput } from '../../../lambdas/adapters/aws/bedrock-runtime-client';
import { transientErrorNames } from '../../../lambdas/contract/workflow-steps';
import {
  ProviderRejectedError, ProviderThrottledError, ProviderUnavailableError,
} from '../../../lambdas/ports/provider-errors';
import type { StoryBrief } from '../../../lambdas/ports/story-model';
import { bedrockError, converseReply, hang, startFakeBedrock, type BedrockErrorName, type FakeBedrock } from '../../support/fake-bedrock';

let bedrock: FakeBedrock;
beforeAll(async () => {
  bedrock = await startFakeBedrock();
});
afterAll(() => bedrock.close());
beforeEach(() => bedrock.reset());

const client = (config: ConstructorParameters<typeof BedrockRuntimeClient>[0] = {}) =>
  new BedrockRuntimeClient({ region: 'us-east-1', endpoint: bedrock.endpoint, ...config });
const model = (config?: ConstructorParameters<typeof BedrockRuntimeClient>[0]) =>
  new BedrockStoryModel({ client: client(config), modelId: 'amazon.nova-lite-v1:0' });

/** The Converse request the fake got, as the protocol carries it (the model id is in the path). */
const sent = (n = 0) => bedrock.requests[n]!.body as Omit<ConverseCommandInput, 'modelId'>;
const promptOf = (n = 0) => sent(n).messages?.[0]?.content.map((block) => block.text ?? '').join('') ?? '';

const brief: StoryBrief = {
  bookId: 'c0ffee00-0000-4000-8000-000000000001',
  storyIdea: 'a shy hedgehog named Pip who wants to fly',
  ageRange: '8-12',
  style: 'watercolor',
  tone: 'fantasy_magic',
  language: 'french',
  pageCount: 5,
};

const planJson = {
  title: 'Pip veut voler',
  summary: 'Un hérisson timide rêve de voler.',
  characterSheet: {
    name: 'Pip', kind: 'hedgehog', bodyColor: '#9A6A3F', accentColor: '#E63946', outfit: 'a red scarf',
    feature: 'a star-shaped patch on one cheek', description: 'Pip is a small brown hedgehog with a red scarf.',
  },
  // Out of order on purpose: the adapter sorts by index.
  pages: [3, 0, 1, 4, 2].map((index) => ({ index, outline: `outline ${index}`, scene: `scene ${index}` })),
};

describe('Bedrock writer: Converse request', () => {
  it('sends the model id, a system prompt with language, age and tone, the idea, and inference settings', async () => {
    bedrock.answer(converseReply(JSON.stringify(planJson)));
    await model().planStory(brief);
    expect(bedrock.requests).toHaveLength(1);
    const [request] = bedrock.requests;
    expect(request!.operation).toBe('converse');
    expect(request!.modelId).toBe('amazon.nova-lite-v1:0');
    expect(request!.path).toBe('/model/amazon.nova-lite-v1%3A0/converse');
    expect(request!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=\w+\/\d{8}\/us-east-1\/bedrock\/aws4_request, /);
    expect(request!.headers['content-type']).toBe('application/json');
    const system = sent().system?.map((block) => block.text ?? '').join(' ') ?? '';
    expect(system).toContain('French');
    expect(system).toMatch(/8 to 12/);
    expect(system).toMatch(/magic/);
    expect(sent().messages?.[0]?.role).toBe('user');
    expect(promptOf()).toContain(brief.storyIdea);
    expect(promptOf()).toContain('exactly 5 entries');
    expect(sent().inferenceConfig).toEqual({ maxTokens: 4096, temperature: 0.7, topP: 0.9 });
  });
});

describe('Bedrock writer: reply parsing', () => {
  it('parses the JSON plan (even inside a code fence), sorts pages, lowercases colours, adds a slug', async () => {
    bedrock.answer(converseReply(`Here it is:\n\`\`\`json\n${JSON.stringify(planJson)}\n\`\`\``));
    const plan = await model().planStory(brief);
    expect(plan.title).toBe('Pip veut voler');
    expect(plan.slug).toBe('pip-veut-voler');
    expect(plan.pages.map((p) => p.index)).toEqual([0, 1, 2, 3, 4]);
    expect(plan.pages[2]).toEqual({ index: 2, outline: 'outline 2', scene: 'scene 2' });
    expect(plan.characterSheet.bodyColor).toBe('#9a6a3f');
  });

  it('writes a story page from JSON and answers the cover without calling the model', async () => {
    bedrock.answer(converseReply(JSON.stringify(planJson)), converseReply('{"title": "Le rêve", "content": "Pip regardait le ciel."}'));
    const m = model();
    const plan = await m.planStory(brief);
    expect(await m.writePage({ brief, plan, index: 0 })).toEqual({ title: plan.title, content: plan.summary });
    expect(bedrock.requests).toHaveLength(1);
    expect(await m.writePage({ brief, plan, index: 2 })).toEqual({ title: 'Le rêve', content: 'Pip regardait le ciel.' });
    expect(promptOf(1)).toContain('Write page 2 of 4: outline 2');
    expect(sent(1).inferenceConfig?.maxTokens).toBe(1024);
  });

  it('treats malformed JSON, a wrong page count or a cut-off reply as transient', async () => {
    bedrock.answer(
      converseReply('Once upon a time…'),
      converseReply(JSON.stringify({ ...planJson, pages: planJson.pages.slice(0, 3) })),
      converseReply('{"title": "x", "con', 'max_tokens'),
    );
    await expect(model().planStory(brief)).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(model().planStory(brief)).rejects.toThrow(/expected 0 to 4/);
    await expect(model().planStory(brief)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('treats a content filter stop as a permanent refusal', async () => {
    bedrock.answer(converseReply('', 'content_filtered'));
    await expect(model().planStory(brief)).rejects.toBeInstanceOf(ProviderRejectedError);
  });
});

describe('Bedrock writer: error mapping', () => {
  it.each([
    ['ThrottlingException', 'slow down', ProviderThrottledError, true],
    ['ServiceUnavailableException', 'down', ProviderUnavailableError, true],
    // Sent with 429, as Bedrock does: not ready is not busy.
    ['ModelNotReadyException', 'warming up', ProviderUnavailableError, true],
    ['ModelTimeoutException', 'took too long', ProviderUnavailableError, true],
    ['ModelErrorException', 'the model failed', ProviderUnavailableError, true],
    ['ServiceQuotaExceededException', 'quota reached', ProviderThrottledError, true],
    ['ValidationException', 'bad input', ProviderRejectedError, false],
    ['AccessDeniedException', 'no access', ProviderRejectedError, false],
  ] as const)('maps %s', async (name: BedrockErrorName, message, expected, retryable) => {
    // One attempt: the mapping is under test here, not the client's retries.
    bedrock.handle(() => bedrockError(name, message));
    const error = await model({ maxAttempts: 1 }).planStory(brief).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(expected);
    expect(transientErrorNames.includes((error as Error).name)).toBe(retryable);
    expect((error as Error).name).toBe(expected.errorName);
    expect((error as Error).cause).toMatchObject({ name, message, $metadata: { httpStatusCode: expect.any(Number) } });
  });

  it('a throttled answer is retried by the client itself, and the plan then arrives', async () => {
    bedrock.answer(bedrockError('ThrottlingException', 'Too many requests, please wait before trying again.'), converseReply(JSON.stringify(planJson)));
    const plan = await model().planStory(brief);
    expect(plan.title).toBe('Pip veut voler');
    expect(bedrock.requests).toHaveLength(2);
    // Signed afresh for each attempt, the same request each time.
    expect(bedrock.requests[1]!.body).toEqual(bedrock.requests[0]!.body);
  });

  it('throttled on every attempt: the workflow gets ProviderThrottledError after the client’s 3 tries', async () => {
    bedrock.handle(() => bedrockError('ThrottlingException', 'Too many requests'));
    const error = await model().planStory(brief).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderThrottledError);
    expect((error as Error).cause).toMatchObject({ $metadata: { httpStatusCode: 429, attempts: 3 } });
    expect(bedrock.requests).toHaveLength(3);
  });

  it('AccessDeniedException naming a role ARN and the account: refused at once, neither reaches the message', async () => {
    const denial =
      'User: arn:aws:sts::123456789012:assumed-role/Storybook-production-PlanStoryRole/Storybook-production-planStory is not authorized to perform: ' +
      'bedrock:InvokeModel on resource: arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.amazon.nova-lite-v1:0 because no identity-based policy allows the bedrock:InvokeModel action';
    bedrock.handle(() => bedrockError('AccessDeniedException', denial));
    const error = await model().planStory(brief).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRejectedError);
    expect(bedrock.requests).toHaveLength(1);
    // The message becomes the book's failure reason, which the API returns to its client.
    const { message } = error as Error;
    expect(message).toMatch(/^Bedrock planStory failed: AccessDeniedException: User: \[arn\] is not authorized to perform: bedrock:InvokeModel on resource: \[arn\]/);
    expect(message).not.toMatch(/123456789012|arn:aws|assumed-role/);
    expect((error as Error).cause).toMatchObject({ name: 'AccessDeniedException', message: denial, $fault: 'client', $metadata: { httpStatusCode: 403, attempts: 1 } });
  });

  it('a model that never answers: each attempt times out, then ProviderUnavailableError', async () => {
    bedrock.handle(() => hang);
    const error = await model({ requestTimeoutMs: 100 }).planStory(brief).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as Error).cause).toMatchObject({ name: 'TimeoutError', $metadata: { attempts: 3 } });
    expect(bedrock.requests).toHaveLength(3);
  });
});
