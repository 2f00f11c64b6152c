// Chooses who writes and who draws: the offline provider (default, no network) or Bedrock.
import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';
import type { ImageModel } from '../../ports/image-model';
import type { StoryModel } from '../../ports/story-model';
import { BedrockImageModel, NOVA_CANVAS_MODEL_ID } from './bedrock-image-model';
import { BedrockStoryModel } from './bedrock-story-model';
import { OfflineImageModel } from './offline-image-model';
import { OfflineStoryModel } from './offline-story-model';
import { withSimulatedLatency } from './simulated-latency';

export type ProviderName = 'offline' | 'bedrock';

export const DEFAULT_TEXT_MODEL_ID = 'amazon.nova-lite-v1:0';
export const DEFAULT_IMAGE_MODEL_ID = NOVA_CANVAS_MODEL_ID;

export interface ProviderSelection {
  provider: ProviderName;
  textModelId?: string | undefined;
  imageModelId?: string | undefined;
  /** Simulated delays such as "text:1000,image:3000" (see simulated-latency.ts). */
  latency?: string | undefined;
  /** Bedrock client; one with the SDK's default configuration is made when absent. */
  client?: BedrockRuntimeClient | undefined;
}

export interface Providers {
  storyModel: StoryModel;
  imageModel: ImageModel;
}

export function selectProviders(selection: ProviderSelection): Providers {
  let providers: Providers;
  switch (selection.provider) {
    case 'offline':
      providers = { storyModel: new OfflineStoryModel(), imageModel: new OfflineImageModel() };
      break;
    case 'bedrock': {
      const client = selection.client ?? new BedrockRuntimeClient({});
      providers = {
        storyModel: new BedrockStoryModel({ client, modelId: selection.textModelId ?? DEFAULT_TEXT_MODEL_ID }),
        imageModel: new BedrockImageModel({ client, modelId: selection.imageModelId ?? DEFAULT_IMAGE_MODEL_ID }),
      };
      break;
    }
    default: {
      const unknown: never = selection.provider;
      throw new Error(`Unknown AI provider "${String(unknown)}" (use "offline" or "bedrock")`);
    }
  }
  return selection.latency ? withSimulatedLatency(providers, selection.latency) : providers;
}
