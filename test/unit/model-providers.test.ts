import { BedrockRuntimeClient, ConverseCommand, InvokeModelCommand } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { BedrockImageModel } from '../../lambdas/adapters/ai/bedrock-image-model';
import { BedrockStoryModel } from '../../lambdas/adapters/ai/bedrock-story-model';
import { OfflineImageModel } from '../../lambdas/adapters/ai/offline-image-model';
import { OfflineStoryModel } from '../../lambdas/adapters/ai/offline-story-model';
import { loadProviders } from '../../lambdas/composition/model-providers';
import { DelayedImageModel, DelayedStoryModel, LatencyConfigError } from '../../lambdas/adapters/ai/simulated-latency';
import type { StoryBrief } from '../../lambdas/ports/story-model';

const bedrock = mockClient(BedrockRuntimeClient);
beforeEach(() => bedrock.reset());

const models = { textModelId: 'text-model', imageModelId: 'image-model' };

describe('provider selection', () => {
  it('builds the offline pair for "offline"', async () => {
    const { storyModel, imageModel } = await loadProviders({ provider: 'offline', ...models });
    expect(storyModel).toBeInstanceOf(OfflineStoryModel);
    expect(imageModel).toBeInstanceOf(OfflineImageModel);
  });

  it('builds the Bedrock pair on the given client with the given model ids', async () => {
    const client = new BedrockRuntimeClient({ region: 'eu-west-1' });
    const { storyModel, imageModel } = await loadProviders({ provider: 'bedrock', client, ...models });
    expect(storyModel).toBeInstanceOf(BedrockStoryModel);
    expect(imageModel).toBeInstanceOf(BedrockImageModel);
    bedrock.on(ConverseCommand).rejects(new Error('stop here'));
    bedrock.on(InvokeModelCommand).rejects(new Error('stop here'));
    const brief = { bookId: 'b', storyIdea: 'an idea here', ageRange: '4-7', style: '3d', tone: 'animal', language: 'english', pageCount: 5 } as StoryBrief;
    await storyModel.planStory(brief).catch(() => undefined);
    await imageModel.illustrate({ bookId: 'b', index: 1, style: '3d', prompt: 'p', isCover: false, characterSheet: { name: 'n', kind: 'k', bodyColor: '#000000', accentColor: '#ffffff', outfit: 'o', feature: 'f', description: 'd' } }).catch(() => undefined);
    expect(bedrock.commandCalls(ConverseCommand)[0]!.args[0].input.modelId).toBe('text-model');
    expect(bedrock.commandCalls(InvokeModelCommand)[0]!.args[0].input.modelId).toBe('image-model');
  });

  it('wraps either pair with simulated latency when asked, and rejects a bad latency string', async () => {
    const slow = await loadProviders({ provider: 'offline', ...models, latency: 'text:10,image:20' });
    expect(slow.storyModel).toBeInstanceOf(DelayedStoryModel);
    expect(slow.imageModel).toBeInstanceOf(DelayedImageModel);
    await expect(loadProviders({ provider: 'offline', ...models, latency: 'fast' })).rejects.toThrow(LatencyConfigError);
  });
});
