import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BedrockImageModel } from '../../../lambdas/adapters/ai/bedrock-image-model';
import { BedrockStoryModel } from '../../../lambdas/adapters/ai/bedrock-story-model';
import { PLAN_TOOL, planTool } from '../../../lambdas/adapters/ai/bedrock-story-tools';
import { BedrockRuntimeClient, type ConverseCommandInput } from '../../../lambdas/adapters/aws/bedrock-runtime-client';
import { ProviderRejectedError } from '../../../lambdas/ports/provider-errors';
import { illustrationPromptFor, type StoryBrief, type StoryPlan } from '../../../lambdas/ports/story-model';
import { bedrockError, converseToolUse, imageFiltered, startFakeBedrock, stabilityReply, type FakeBedrock } from '../../support/fake-bedrock';
import { encodePng } from '../../../lambdas/adapters/ai/picture-fit';

// The requests current models accept, against a fake Bedrock that refuses what the service refuses (rules on):
// model ids a Region cannot call that way, temperature with topP on Claude 4.5+, a tool choice a model lacks.
let strict: FakeBedrock;
let lenient: FakeBedrock;
beforeAll(async () => {
  strict = await startFakeBedrock({ rules: true });
  lenient = await startFakeBedrock();
});
afterAll(async () => {
  await strict.close();
  await lenient.close();
});
beforeEach(() => {
  strict.reset();
  lenient.reset();
});

const brief: StoryBrief = { bookId: 'bk_rules', storyIdea: 'A hedgehog learns to fly', ageRange: '4-7', style: 'watercolor', tone: 'gentle', language: 'english', pageCount: 3 } as unknown as StoryBrief;
const plan = {
  title: 'Pip', summary: 'Pip flies.',
  characterSheet: { name: 'Pip', kind: 'hedgehog', bodyColor: '#9A6A3F', accentColor: '#E63946', outfit: 'a red scarf', feature: 'a star', description: 'Pip is a small brown hedgehog.' },
  pages: [0, 1, 2].map((index) => ({ index, outline: `Pip tries ${index}.`, scene: `Pip on a hill ${index}` })),
};
const writer = (fake: FakeBedrock, region: string, modelId: string) =>
  new BedrockStoryModel({ client: new BedrockRuntimeClient({ region, endpoint: fake.endpoint, maxAttempts: 1 }), modelId });
const sent = (fake: FakeBedrock, n: number) => fake.requests[n]!.body as Omit<ConverseCommandInput, 'modelId'>;

describe('the fake refuses what Bedrock refuses before the model runs', () => {
  it('a bare id not on demand in the Region: the on-demand ValidationException naming inference profiles', async () => {
    strict.answer(converseToolUse(PLAN_TOOL, plan));
    await expect(writer(strict, 'us-west-2', 'amazon.nova-lite-v1:0').planStory(brief)).rejects.toThrow(/on-demand throughput isn’t supported.*inference profile/);
  });

  it('a model the Region does not serve: invalid model identifier', async () => {
    const client = new BedrockRuntimeClient({ region: 'us-east-1', endpoint: strict.endpoint, maxAttempts: 1 });
    const illustrator = new BedrockImageModel({ client, modelId: 'stability.sd3-5-large-v1:0' });
    await expect(illustrator.illustrate({ bookId: 'bk', index: 1, style: 'watercolor', prompt: 'a hill', characterSheet: plan.characterSheet, isCover: false, title: 'Pip' })).rejects.toThrow(/The provided model identifier is invalid/);
  });

  it('temperature with topP on Claude 4.5, and a named tool choice on a model without one', async () => {
    const client = new BedrockRuntimeClient({ region: 'us-west-2', endpoint: strict.endpoint, maxAttempts: 1 });
    const converse = (modelId: string, body: Partial<ConverseCommandInput>) =>
      client.send(new (class { readonly operation = 'Converse' as const; constructor(readonly input: ConverseCommandInput) {} })({ modelId, messages: [{ role: 'user', content: [{ text: 'hi' }] }], ...body }) as never);
    await expect(converse('us.anthropic.claude-haiku-4-5-20251001-v1:0', { inferenceConfig: { temperature: 0.7, topP: 0.9 } })).rejects.toThrow(/temperature and top_p cannot both be specified/);
    await expect(converse('us.meta.llama3-3-70b-instruct-v1:0', { toolConfig: planTool(3, 'tool') })).rejects.toThrow(/doesn't support the toolConfig.toolChoice.tool field/);
    await expect(converse('mistral.mistral-large-2407-v1:0', { toolConfig: planTool(3, 'tool') })).rejects.toThrow(/toolChoice.tool/);
  });
});

describe('per model family: the inference settings and tool choice it takes', () => {
  it.each([
    ['us-west-2', 'us.anthropic.claude-haiku-4-5-20251001-v1:0', { maxTokens: 4096, temperature: 0.7 }, { tool: { name: PLAN_TOOL } }],
    ['us-west-2', 'global.anthropic.claude-sonnet-4-5-20250929-v1:0', { maxTokens: 4096, temperature: 0.7 }, { tool: { name: PLAN_TOOL } }],
    ['us-west-2', 'us.amazon.nova-lite-v1:0', { maxTokens: 4096, temperature: 0 }, { tool: { name: PLAN_TOOL } }],
    ['us-west-2', 'mistral.mistral-large-2407-v1:0', { maxTokens: 4096, temperature: 0.7, topP: 0.9 }, { any: {} }],
    ['us-east-2', 'us.meta.llama3-3-70b-instruct-v1:0', { maxTokens: 4096, temperature: 0.7, topP: 0.9 }, undefined],
  ])('%s %s', async (region, modelId, inferenceConfig, toolChoice) => {
    strict.answer(converseToolUse(PLAN_TOOL, plan));
    await writer(strict, region, modelId).planStory(brief);
    expect(sent(strict, 0).inferenceConfig).toEqual(inferenceConfig);
    expect(sent(strict, 0).toolConfig?.toolChoice).toEqual(toolChoice);
    // The tool is still offered, and the prompt still asks for it.
    expect(sent(strict, 0).toolConfig?.tools[0]?.toolSpec.name).toBe(PLAN_TOOL);
  });
});

describe('a model outside the table that refuses a named tool choice: any, then auto, remembered for the process', () => {
  it('steps down on the ValidationException and keeps what it learnt', async () => {
    const refusal = (field: string) => bedrockError('ValidationException', `This model doesn't support the toolConfig.toolChoice.${field} field. Remove toolConfig.toolChoice.${field} and try again.`);
    lenient.answer(refusal('tool'), refusal('any'), converseToolUse(PLAN_TOOL, plan));
    await writer(lenient, 'us-east-1', 'example.new-model-v1:0').planStory(brief);
    expect(lenient.requests.map((_, n) => sent(lenient, n).toolConfig?.toolChoice)).toEqual([{ tool: { name: PLAN_TOOL } }, { any: {} }, undefined]);
    // Its sampling: temperature alone, which every model takes.
    expect(sent(lenient, 0).inferenceConfig).toEqual({ maxTokens: 4096, temperature: 0.7 });
    lenient.reset();
    lenient.answer(converseToolUse(PLAN_TOOL, plan));
    await writer(lenient, 'us-east-1', 'example.new-model-v1:0').planStory(brief);
    expect(sent(lenient, 0).toolConfig?.toolChoice).toBeUndefined();
  });
});

describe('Nova out of tokens in a tool call (ModelErrorException) is max_tokens: asked again with more', () => {
  it('4096 tokens, then the model\'s 5000', async () => {
    lenient.answer(
      bedrockError('ModelErrorException', 'The model produced an invalid sequence as part of ToolUse. Please refer to the model tool use troubleshooting guide.'),
      converseToolUse(PLAN_TOOL, plan),
    );
    await writer(lenient, 'us-east-1', 'amazon.nova-lite-v1:0').planStory(brief);
    expect([sent(lenient, 0).inferenceConfig?.maxTokens, sent(lenient, 1).inferenceConfig?.maxTokens]).toEqual([4096, 5000]);
  });
});

describe('picture filtering as the service answers it', () => {
  it('Nova Canvas and Titan: a 400 ValidationException, read as a refusal naming the content filter', async () => {
    strict.answer(imageFiltered());
    const client = new BedrockRuntimeClient({ region: 'us-east-1', endpoint: strict.endpoint, maxAttempts: 1 });
    const illustrator = new BedrockImageModel({ client, modelId: 'amazon.nova-canvas-v1:0' });
    const drawing = illustrator.illustrate({ bookId: 'bk', index: 2, style: 'watercolor', prompt: 'a hill', characterSheet: plan.characterSheet, isCover: false, title: 'Pip' });
    await expect(drawing).rejects.toBeInstanceOf(ProviderRejectedError);
    await expect(drawing).rejects.toThrow(/refused page 2: its content filters blocked/);
  });

  it('an application inference profile draws in the shape of the model it was made from', () => {
    const client = new BedrockRuntimeClient({ region: 'us-west-2', endpoint: strict.endpoint });
    const illustrator = new BedrockImageModel({ client, modelId: 'arn:aws:bedrock:us-west-2:123456789012:application-inference-profile/abc123', source: 'stability.sd3-5-large-v1:0' });
    expect(illustrator.buildRequest({ bookId: 'bk', index: 0, style: 'watercolor', prompt: 'a hill', characterSheet: plan.characterSheet, isCover: true, title: 'Pip' })).toMatchObject({ mode: 'text-to-image', aspect_ratio: '5:4' });
    void stabilityReply;
    void encodePng;
  });
});

describe('picture prompts are English whatever the book\'s language', () => {
  const french = { ...plan, pages: [{ index: 0, outline: 'Pip sur la couverture.' }, { index: 1, outline: 'Pip essaie de voler.' }] } as unknown as StoryPlan;
  it('the plan tool asks every page for its (English) scene', () => {
    const items = (planTool(3).tools[0]!.toolSpec.inputSchema.json.properties as { pages: { items: { required: string[] } } }).pages.items;
    expect(items.required).toContain('scene');
  });

  it('without a scene, a French book\'s picture is prompted from the English character sheet, not the French outline', () => {
    expect(illustrationPromptFor(french, 1, 'french')).toBe('The hero, a hedgehog wearing a red scarf, in a gentle moment of the story (page 1)');
    expect(illustrationPromptFor(french, 1, 'english')).toBe('Pip essaie de voler.');
    expect(illustrationPromptFor(plan as unknown as StoryPlan, 1, 'french')).toBe('Pip on a hill 1');
  });
});
