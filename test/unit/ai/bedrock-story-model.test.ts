import {
  AccessDeniedException, BedrockRuntimeClient, ConverseCommand, ModelNotReadyException, ServiceUnavailableException,
  ThrottlingException, ValidationException, type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { transientErrorNames } from '../../../lambdas/contract/workflow-steps';
import { beforeEach, describe, expect, it } from 'vitest';
import { BedrockStoryModel } from '../../../lambdas/adapters/ai/bedrock-story-model';
import {
  ProviderRejectedError, ProviderThrottledError, ProviderUnavailableError,
} from '../../../lambdas/ports/provider-errors';
import type { StoryBrief } from '../../../lambdas/ports/story-model';

const bedrock = mockClient(BedrockRuntimeClient);
const model = () => new BedrockStoryModel({ client: new BedrockRuntimeClient({ region: 'us-east-1' }), modelId: 'amazon.nova-lite-v1:0' });

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

const reply = (text: string, stopReason: ConverseCommandOutput['stopReason'] = 'end_turn'): Partial<ConverseCommandOutput> => ({
  output: { message: { role: 'assistant', content: [{ text }] } },
  stopReason,
  usage: { inputTokens: 10, outputTokens: 20, totalTokens: 30 },
  metrics: { latencyMs: 5 },
});

beforeEach(() => bedrock.reset());

describe('Bedrock writer: Converse request', () => {
  it('sends the model id, a system prompt with language, age and tone, the idea, and inference settings', async () => {
    bedrock.on(ConverseCommand).resolves(reply(JSON.stringify(planJson)));
    await model().planStory(brief);
    const input = bedrock.commandCalls(ConverseCommand)[0]!.args[0].input;
    expect(input.modelId).toBe('amazon.nova-lite-v1:0');
    const system = input.system?.map((b) => ('text' in b ? b.text : '')).join(' ') ?? '';
    expect(system).toContain('French');
    expect(system).toMatch(/8 to 12/);
    expect(system).toMatch(/magic/);
    expect(input.messages?.[0]?.role).toBe('user');
    const prompt = input.messages?.[0]?.content?.map((b) => ('text' in b ? b.text : '')).join('') ?? '';
    expect(prompt).toContain(brief.storyIdea);
    expect(prompt).toContain('exactly 5 entries');
    expect(input.inferenceConfig).toMatchObject({ maxTokens: 4096, temperature: 0.7 });
  });
});

describe('Bedrock writer: reply parsing', () => {
  it('parses the JSON plan (even inside a code fence), sorts pages, lowercases colours, adds a slug', async () => {
    bedrock.on(ConverseCommand).resolves(reply(`Here it is:\n\`\`\`json\n${JSON.stringify(planJson)}\n\`\`\``));
    const plan = await model().planStory(brief);
    expect(plan.title).toBe('Pip veut voler');
    expect(plan.slug).toBe('pip-veut-voler');
    expect(plan.pages.map((p) => p.index)).toEqual([0, 1, 2, 3, 4]);
    expect(plan.pages[2]).toEqual({ index: 2, outline: 'outline 2', scene: 'scene 2' });
    expect(plan.characterSheet.bodyColor).toBe('#9a6a3f');
  });

  it('writes a story page from JSON and answers the cover without calling the model', async () => {
    bedrock.on(ConverseCommand).resolvesOnce(reply(JSON.stringify(planJson))).resolves(reply('{"title": "Le rêve", "content": "Pip regardait le ciel."}'));
    const m = model();
    const plan = await m.planStory(brief);
    expect(await m.writePage({ brief, plan, index: 0 })).toEqual({ title: plan.title, content: plan.summary });
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(1);
    expect(await m.writePage({ brief, plan, index: 2 })).toEqual({ title: 'Le rêve', content: 'Pip regardait le ciel.' });
    const prompt = bedrock.commandCalls(ConverseCommand)[1]!.args[0].input.messages?.[0]?.content?.map((b) => ('text' in b ? b.text : '')).join('');
    expect(prompt).toContain('Write page 2 of 4: outline 2');
  });

  it('treats malformed JSON, a wrong page count or a cut-off reply as transient', async () => {
    bedrock.on(ConverseCommand).resolves(reply('Once upon a time…'));
    await expect(model().planStory(brief)).rejects.toBeInstanceOf(ProviderUnavailableError);
    bedrock.on(ConverseCommand).resolves(reply(JSON.stringify({ ...planJson, pages: planJson.pages.slice(0, 3) })));
    await expect(model().planStory(brief)).rejects.toThrow(/expected 0 to 4/);
    bedrock.on(ConverseCommand).resolves(reply('{"title": "x", "con', 'max_tokens'));
    await expect(model().planStory(brief)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('treats a content filter stop as a permanent refusal', async () => {
    bedrock.on(ConverseCommand).resolves(reply('', 'content_filtered'));
    await expect(model().planStory(brief)).rejects.toBeInstanceOf(ProviderRejectedError);
  });
});

describe('Bedrock writer: error mapping', () => {
  const meta = { $metadata: {} };
  it.each([
    ['ThrottlingException', new ThrottlingException({ message: 'slow down', ...meta }), ProviderThrottledError, true],
    ['ServiceUnavailableException', new ServiceUnavailableException({ message: 'down', ...meta }), ProviderUnavailableError, true],
    ['ModelNotReadyException', new ModelNotReadyException({ message: 'warming up', ...meta }), ProviderUnavailableError, true],
    ['ValidationException', new ValidationException({ message: 'bad input', ...meta }), ProviderRejectedError, false],
    ['AccessDeniedException', new AccessDeniedException({ message: 'no access', ...meta }), ProviderRejectedError, false],
  ])('maps %s', async (_name, sdkError, expected, retryable) => {
    bedrock.on(ConverseCommand).rejects(sdkError);
    const error = await model().planStory(brief).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(expected);
    expect(transientErrorNames.includes((error as Error).name)).toBe(retryable);
    expect((error as Error).name).toBe(expected.errorName);
    expect((error as Error).cause).toBe(sdkError);
  });
});
