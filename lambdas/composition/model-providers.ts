// Who writes and who draws: the offline provider (default, no network) or Bedrock. Each is imported only on the
// branch that builds it, and the branch of a provider the bundle was not built for is removed at bundle time
// (lib/bundling.ts defines the variable), so a function carries one provider's code.
import { invocationDeadline } from './invocation-deadline';
import type { BedrockRuntimeClient } from '../adapters/aws/bedrock-runtime-client';
import { ConfigError, type ProviderName } from '../contract/config';
import type { ImageModel } from '../ports/image-model';
import type { StoryModel } from '../ports/story-model';

export interface ProviderSelection {
  readonly provider: ProviderName;
  readonly textModelId: string;
  readonly imageModelId: string;
  /** Simulated delays such as "text:1000,image:3000" (see simulated-latency.ts). */
  readonly latency?: string | undefined;
  /** Bedrock client; one with the default configuration (region and credentials from the environment) is made when absent. */
  readonly client?: BedrockRuntimeClient | undefined;
}

export interface Providers {
  readonly storyModel: StoryModel;
  readonly imageModel: ImageModel;
}

const notBundled = (selection: ProviderSelection) =>
  new ConfigError(
    `PROVIDER=${selection.provider}, but this function was bundled for ${process.env.STORYBOOK_BUNDLED_PROVIDER ?? 'another provider'}: deploy with -c provider=${selection.provider}.`,
  );

// Two attempts of at most 25 s each end before the model steps' 60 s Lambda timeout, so a hung model call comes
// back as a named, retried error instead of a killed function.
const bedrockClient = async (selection: ProviderSelection): Promise<BedrockRuntimeClient> =>
  selection.client ?? new (await import('../adapters/aws/bedrock-runtime-client')).BedrockRuntimeClient({ maxAttempts: 2, requestTimeoutMs: 25_000, deadline: invocationDeadline });

/** The story model the config names (PlanStory and WritePage need no image model). */
export async function loadStoryModel(selection: ProviderSelection): Promise<StoryModel> {
  let model: StoryModel;
  if (process.env.STORYBOOK_BUNDLED_PROVIDER !== 'bedrock' && selection.provider === 'offline') {
    model = new (await import('../adapters/ai/offline-story-model')).OfflineStoryModel();
  } else if (process.env.STORYBOOK_BUNDLED_PROVIDER !== 'offline' && selection.provider === 'bedrock') {
    const { BedrockStoryModel } = await import('../adapters/ai/bedrock-story-model');
    model = new BedrockStoryModel({ client: await bedrockClient(selection), modelId: selection.textModelId });
  } else throw notBundled(selection);
  if (!selection.latency) return model;
  const { DelayedStoryModel, parseLatency } = await import('../adapters/ai/simulated-latency');
  return new DelayedStoryModel(model, parseLatency(selection.latency).text);
}

/** The image model the config names (IllustratePage needs no story model). */
export async function loadImageModel(selection: ProviderSelection): Promise<ImageModel> {
  let model: ImageModel;
  if (process.env.STORYBOOK_BUNDLED_PROVIDER !== 'bedrock' && selection.provider === 'offline') {
    model = new (await import('../adapters/ai/offline-image-model')).OfflineImageModel();
  } else if (process.env.STORYBOOK_BUNDLED_PROVIDER !== 'offline' && selection.provider === 'bedrock') {
    const { BedrockImageModel } = await import('../adapters/ai/bedrock-image-model');
    model = new BedrockImageModel({ client: await bedrockClient(selection), modelId: selection.imageModelId });
  } else throw notBundled(selection);
  if (!selection.latency) return model;
  const { DelayedImageModel, parseLatency } = await import('../adapters/ai/simulated-latency');
  return new DelayedImageModel(model, parseLatency(selection.latency).image);
}

/** Both models (the local runtime composes every step in one process). */
export async function loadProviders(selection: ProviderSelection): Promise<Providers> {
  const client = selection.provider === 'bedrock' ? await bedrockClient(selection) : undefined;
  const [storyModel, imageModel] = await Promise.all([loadStoryModel({ ...selection, client }), loadImageModel({ ...selection, client })]);
  return { storyModel, imageModel };
}
