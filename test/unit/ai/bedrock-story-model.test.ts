import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { BedrockStoryModel, outputTokenLimit } from '../../../lambdas/adapters/ai/bedrock-story-model';
import { PAGE_TOOL, PLAN_TOOL, toolInputSchema } from '../../../lambdas/adapters/ai/bedrock-story-tools';
import { planSchema } from '../../../lambdas/adapters/ai/story-prompts';
import { BedrockRuntimeClient, type ConverseCommandInput } from '../../../lambdas/adapters/aws/bedrock-runtime-client';
import { transientErrorNames } from '../../../lambdas/contract/workflow-steps';
import {
  ProviderRejectedError, ProviderThrottledError, ProviderUnavailableError,
} from '../../../lambdas/ports/provider-errors';
import type { StoryBrief } from '../../../lambdas/ports/story-model';
import { bedrockError, converseReply, converseToolUse, hang, startFakeBedrock, type BedrockErrorName, type FakeBedrock } from '../../support/fake-bedrock';

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

const toolUseFixture = JSON.parse(readFileSync(new URL('../../fixtures/bedrock/converse-tool-use.json', import.meta.url), 'utf8')) as { response: unknown };

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

describe('Bedrock writer: the Converse request forces a tool whose input schema is the plan or page shape', () => {
  it('sends the model id, a system prompt with language, age and tone, the idea, and inference settings', async () => {
    bedrock.answer(converseToolUse(PLAN_TOOL, planJson));
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
    expect(promptOf()).toContain(`calling the ${PLAN_TOOL} tool`);
    // Nova calls tools with greedy decoding, as its user guide advises ("Troubleshooting tool calls").
    expect(sent().inferenceConfig).toEqual({ maxTokens: 4096, temperature: 0 });
    expect(sent().additionalModelRequestFields).toEqual({ inferenceConfig: { topK: 1 } });
  });

  it('the plan tool: one toolSpec with the plan schema (exactly pageCount pages), chosen by toolChoice', async () => {
    bedrock.answer(converseToolUse(PLAN_TOOL, planJson));
    await model().planStory(brief);
    const toolConfig = sent().toolConfig!;
    expect(toolConfig.toolChoice).toEqual({ tool: { name: PLAN_TOOL } });
    expect(toolConfig.tools).toHaveLength(1);
    const { name, description, inputSchema } = toolConfig.tools[0]!.toolSpec;
    expect(name).toBe(PLAN_TOOL);
    expect(description).toMatch(/plan/);
    const json = inputSchema.json as { type: string; required: string[]; properties: Record<string, any>; $schema?: string };
    expect(json.$schema).toBeUndefined();
    expect(json.type).toBe('object');
    expect(json.required).toEqual(['title', 'summary', 'characterSheet', 'pages']);
    expect(json.properties.characterSheet.required).toEqual(['name', 'kind', 'bodyColor', 'accentColor', 'outfit', 'feature', 'description']);
    expect(json.properties.characterSheet.properties.bodyColor.pattern).toBe('^#[0-9a-fA-F]{6}$');
    expect(json.properties.pages).toMatchObject({ type: 'array', minItems: 5, maxItems: 5 });
    expect(json.properties.pages.items.properties.index).toMatchObject({ type: 'integer', minimum: 0, maximum: 4 });
    // The schema is the zod schema the answer is validated with: a plan it accepts satisfies the schema's required keys.
    expect(toolInputSchema(planSchema).required).toEqual(json.required);
  });

  it('the page tool: the page schema (title and content)', async () => {
    const plan = await planned();
    bedrock.answer(converseToolUse(PAGE_TOOL, { title: 'Le rêve', content: 'Pip regardait le ciel.' }));
    await model().writePage({ brief, plan, index: 2 });
    const toolConfig = bedrock.requests.at(-1)!.body as { toolConfig: { tools: Array<{ toolSpec: { name: string; inputSchema: { json: { required: string[] } } } }>; toolChoice: unknown } };
    expect(toolConfig.toolConfig.toolChoice).toEqual({ tool: { name: PAGE_TOOL } });
    expect(toolConfig.toolConfig.tools[0]!.toolSpec.name).toBe(PAGE_TOOL);
    expect(toolConfig.toolConfig.tools[0]!.toolSpec.inputSchema.json.required).toEqual(['title', 'content']);
  });
});

/** A plan made through the fake, for page tests (its request is forgotten). */
async function planned() {
  bedrock.answer(converseToolUse(PLAN_TOOL, planJson));
  const plan = await model().planStory(brief);
  bedrock.requests.length = 0;
  return plan;
}

describe('Bedrock writer: the answer is read from toolUse.input and validated with zod', () => {
  it('reads the plan from the tool input: pages sorted, colours lowercased, a slug added', async () => {
    bedrock.answer(converseToolUse(PLAN_TOOL, planJson));
    const plan = await model().planStory(brief);
    expect(plan.title).toBe('Pip veut voler');
    expect(plan.slug).toBe('pip-veut-voler');
    expect(plan.pages.map((p) => p.index)).toEqual([0, 1, 2, 3, 4]);
    expect(plan.pages[2]).toEqual({ index: 2, outline: 'outline 2', scene: 'scene 2' });
    expect(plan.characterSheet.bodyColor).toBe('#9a6a3f');
  });

  it('the published tool-use answer (fixture) is read as it is', async () => {
    const plan = await planned();
    bedrock.answer({ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(toolUseFixture.response) });
    expect(await model().writePage({ brief, plan, index: 2 })).toEqual({ title: 'Le rêve', content: 'Pip regardait le ciel.' });
  });

  it('writes a story page from the tool input and answers the cover without calling the model', async () => {
    const plan = await planned();
    bedrock.answer(converseToolUse(PAGE_TOOL, { title: 'Le rêve', content: 'Pip regardait le ciel.' }));
    const m = model();
    expect(await m.writePage({ brief, plan, index: 0 })).toEqual({ title: plan.title, content: plan.summary });
    expect(bedrock.requests).toHaveLength(0);
    expect(await m.writePage({ brief, plan, index: 2 })).toEqual({ title: 'Le rêve', content: 'Pip regardait le ciel.' });
    expect(promptOf()).toContain('Write page 2 of 4: outline 2');
    expect(sent().inferenceConfig?.maxTokens).toBe(1024);
  });

  it('free text is not parsed: JSON in the text, without the tool, is not an answer', async () => {
    bedrock.answer(converseReply(JSON.stringify(planJson)), converseReply(JSON.stringify(planJson)));
    await expect(model().planStory(brief)).rejects.toThrow(`Model answered twice without calling the ${PLAN_TOOL} tool`);
  });

  it('tool input of the wrong shape or a wrong page count: transient, with the problem named', async () => {
    bedrock.answer(
      converseToolUse(PLAN_TOOL, { ...planJson, characterSheet: { ...planJson.characterSheet, bodyColor: 'brown' } }),
      converseToolUse(PLAN_TOOL, { ...planJson, pages: planJson.pages.slice(0, 3) }),
    );
    const shape = await model().planStory(brief).catch((e: unknown) => e);
    expect(shape).toBeInstanceOf(ProviderUnavailableError);
    expect((shape as Error).message).toMatch(/write_book_plan input does not have the expected shape .*bodyColor/);
    await expect(model().planStory(brief)).rejects.toThrow(/expected 0 to 4/);
  });

  it('tool input sent as a JSON string is read too', async () => {
    bedrock.answer(converseToolUse(PLAN_TOOL, JSON.stringify(planJson)));
    expect((await model().planStory(brief)).title).toBe('Pip veut voler');
  });
});

describe('Bedrock writer: every stopReason', () => {
  it('tool_use and end_turn with the tool call: the answer', async () => {
    bedrock.answer(converseToolUse(PLAN_TOOL, planJson), converseToolUse(PLAN_TOOL, planJson, { stopReason: 'end_turn', text: 'Here is the plan.' }));
    expect((await model().planStory(brief)).title).toBe('Pip veut voler');
    expect((await model().planStory(brief)).title).toBe('Pip veut voler');
    expect(bedrock.requests).toHaveLength(2);
  });

  it('end_turn without the tool: asked once more (its words kept, a reminder added), then the answer', async () => {
    bedrock.answer(converseReply('Once upon a time…'), converseToolUse(PLAN_TOOL, planJson));
    expect((await model().planStory(brief)).title).toBe('Pip veut voler');
    expect(bedrock.requests).toHaveLength(2);
    const again = sent(1).messages!;
    expect(again.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
    expect(again[1]!.content).toEqual([{ text: 'Once upon a time…' }]);
    expect(again[2]!.content[0]!.text).toMatch(new RegExp(`calling the ${PLAN_TOOL} tool`));
    expect(sent(1).toolConfig).toEqual(sent(0).toolConfig);
  });

  it('end_turn without the tool twice: a clear transient failure after 2 requests', async () => {
    bedrock.answer(converseReply(''), converseReply('No.'));
    const error = await model().planStory(brief).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as Error).message).toBe(`Model answered twice without calling the ${PLAN_TOOL} tool`);
    // An empty answer is not kept as an assistant turn: the reminder joins the first question.
    expect(sent(1).messages).toHaveLength(1);
    expect(bedrock.requests).toHaveLength(2);
  });

  it('max_tokens: asked once more with twice the tokens within the model limit (Nova Lite 5,000), then the answer', async () => {
    bedrock.answer(converseToolUse(PLAN_TOOL, { title: 'Pip' }, { stopReason: 'max_tokens' }), converseToolUse(PLAN_TOOL, planJson));
    expect((await model().planStory(brief)).title).toBe('Pip veut voler');
    expect(sent(0).inferenceConfig?.maxTokens).toBe(4096);
    expect(sent(1).inferenceConfig?.maxTokens).toBe(5000);
  });

  it('max_tokens twice: a clear error saying the answer was cut', async () => {
    bedrock.handle(() => converseToolUse(PLAN_TOOL, { title: 'Pip' }, { stopReason: 'max_tokens' }));
    const error = await model().planStory(brief).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as Error).message).toBe('Model answer was cut off at 5000 output tokens (maxTokens; the model allows 5000): the write_book_plan input is incomplete');
    expect(bedrock.requests).toHaveLength(2);
  });

  it('max_tokens on a model whose limit is unknown: not asked again', async () => {
    const plan = await planned();
    bedrock.handle(() => converseToolUse(PAGE_TOOL, {}, { stopReason: 'max_tokens' }));
    const m = new BedrockStoryModel({ client: client(), modelId: 'example.unknown-model-v1:0' });
    await expect(m.writePage({ brief, plan, index: 1 })).rejects.toThrow(/cut off at 1024 output tokens \(maxTokens\)/);
    expect(bedrock.requests).toHaveLength(1);
  });

  it.each([
    ['content_filtered', "Model refused to plan this book: the model's own content filter blocked the answer"],
    ['guardrail_intervened', 'Model refused to plan this book: the Bedrock guardrail blocked the request or the answer'],
  ] as const)('%s: the permanent refusal, with a plain reason, not asked again', async (stopReason, message) => {
    bedrock.answer(converseReply('', stopReason));
    const error = await model().planStory(brief).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRejectedError);
    expect((error as Error).message).toBe(message);
    expect(transientErrorNames.includes((error as Error).name)).toBe(false);
    expect(bedrock.requests).toHaveLength(1);
  });

  it.each(['malformed_tool_use', 'malformed_model_output', 'stop_sequence'] as const)('%s: a clear transient error naming it', async (stopReason) => {
    bedrock.answer(converseReply('…', stopReason));
    const error = await model().planStory(brief).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as Error).message).toBe(`Model stopped without a usable answer (stopReason ${stopReason})`);
  });

  it('model_context_window_exceeded: refused (the same prompt would not fit again)', async () => {
    bedrock.answer(converseReply('', 'model_context_window_exceeded'));
    await expect(model().planStory(brief)).rejects.toBeInstanceOf(ProviderRejectedError);
  });
});

describe('Bedrock writer: an optional guardrail on every Converse call', () => {
  it('sent as guardrailConfig when configured', async () => {
    bedrock.answer(converseToolUse(PLAN_TOOL, planJson));
    await new BedrockStoryModel({ client: client(), modelId: 'amazon.nova-lite-v1:0', guardrail: { id: 'gr0123456789', version: '3' } }).planStory(brief);
    expect(sent().guardrailConfig).toEqual({ guardrailIdentifier: 'gr0123456789', guardrailVersion: '3' });
  });

  it('absent without one', async () => {
    bedrock.answer(converseToolUse(PLAN_TOOL, planJson));
    await model().planStory(brief);
    expect(sent()).not.toHaveProperty('guardrailConfig');
  });
});

describe('Bedrock writer: model limits by id', () => {
  it.each([
    ['amazon.nova-lite-v1:0', 5000],
    ['us.amazon.nova-pro-v1:0', 5000],
    ['arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.amazon.nova-micro-v1:0', 5000],
    ['anthropic.claude-3-5-haiku-20241022-v1:0', 8192],
    ['example.unknown-model-v1:0', undefined],
  ])('%s → %s', (modelId, limit) => {
    expect(outputTokenLimit(modelId)).toBe(limit);
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
    bedrock.answer(bedrockError('ThrottlingException', 'Too many requests, please wait before trying again.'), converseToolUse(PLAN_TOOL, planJson));
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
