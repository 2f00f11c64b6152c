import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BedrockImageModel } from '../../lambdas/adapters/ai/bedrock-image-model';
import { BedrockStoryModel } from '../../lambdas/adapters/ai/bedrock-story-model';
import { OfflineImageModel } from '../../lambdas/adapters/ai/offline-image-model';
import { OfflineStoryModel } from '../../lambdas/adapters/ai/offline-story-model';
import { BedrockRuntimeClient } from '../../lambdas/adapters/aws/bedrock-runtime-client';
import { loadProviders, loadStoryModel } from '../../lambdas/composition/model-providers';
import { DelayedImageModel, DelayedStoryModel, LatencyConfigError } from '../../lambdas/adapters/ai/simulated-latency';
import type { StoryBrief } from '../../lambdas/ports/story-model';
import { startFakeBedrock, type FakeBedrock } from '../support/fake-bedrock';

let bedrock: FakeBedrock;
beforeAll(async () => {
  bedrock = await startFakeBedrock();
});
afterAll(() => bedrock.close());

const models = { textModelId: 'text-model', imageModelId: 'image-model' };

describe('provider selection', () => {
  it('builds the offline pair for "offline"', async () => {
    const { storyModel, imageModel } = await loadProviders({ provider: 'offline', ...models });
    expect(storyModel).toBeInstanceOf(OfflineStoryModel);
    expect(imageModel).toBeInstanceOf(OfflineImageModel);
  });

  it('builds the Bedrock pair on the given client with the given model ids', async () => {
    const client = new BedrockRuntimeClient({ region: 'eu-west-1', endpoint: bedrock.endpoint });
    const { storyModel, imageModel } = await loadProviders({ provider: 'bedrock', client, ...models });
    expect(storyModel).toBeInstanceOf(BedrockStoryModel);
    expect(imageModel).toBeInstanceOf(BedrockImageModel);
    // Nothing is scripted, so the fake refuses both calls (ValidationException): only what was sent matters here.
    const brief = { bookId: 'b', storyIdea: 'an idea here', ageRange: '4-7', style: '3d', tone: 'animal', language: 'english', pageCount: 5 } as StoryBrief;
    await storyModel.planStory(brief).catch(() => undefined);
    await imageModel.illustrate({ bookId: 'b', index: 1, style: '3d', prompt: 'p', isCover: false, characterSheet: { name: 'n', kind: 'k', bodyColor: '#000000', accentColor: '#ffffff', outfit: 'o', feature: 'f', description: 'd' } }).catch(() => undefined);
    expect(bedrock.requests.map(({ operation, modelId }) => [operation, modelId])).toEqual([['converse', 'text-model'], ['invoke', 'image-model']]);
    expect(bedrock.requests.every((request) => /\/eu-west-1\/bedrock\/aws4_request, /.test(request.headers.authorization ?? ''))).toBe(true);
  });

  it('without a client, makes one from the environment (region and credentials, as Lambda gives them)', async () => {
    const storyModel = await loadStoryModel({ provider: 'bedrock', ...models });
    expect(storyModel).toBeInstanceOf(BedrockStoryModel);
  });

  it('wraps either pair with simulated latency when asked, and rejects a bad latency string', async () => {
    const slow = await loadProviders({ provider: 'offline', ...models, latency: 'text:10,image:20' });
    expect(slow.storyModel).toBeInstanceOf(DelayedStoryModel);
    expect(slow.imageModel).toBeInstanceOf(DelayedImageModel);
    await expect(loadProviders({ provider: 'offline', ...models, latency: 'fast' })).rejects.toThrow(LatencyConfigError);
  });
});
