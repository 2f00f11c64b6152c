// Who writes and who draws: the offline provider (default, no network), Bedrock, or an OpenAI-compatible server. Each
// is imported only on the branch that builds it, and the branch of a provider the bundle was not built for is removed
// at bundle time (lib/bundling.ts defines the variable), so a function carries one provider's code.
import { invocationDeadline } from './invocation-deadline';
import type { BedrockRuntimeClient } from '../adapters/aws/bedrock-runtime-client';
import type { OpenAiClient } from '../adapters/ai/openai-client';
import { ConfigError, type ProviderName } from '../contract/config';
import { ProviderRejectedError, ProviderUnavailableError, type ProviderError } from '../ports/provider-errors';
import type { ImageModel } from '../ports/image-model';
import type { StoryModel } from '../ports/story-model';
import type { SecondOpinion } from '../ports/content-policy';
import type { QuotaWindow } from '../ports/quota-window';
import { systemClock } from '../ports/clock';
import { OFFLINE_IMAGE_MODEL_FILE, OFFLINE_STORY_MODEL_FILE } from '../contract/bundle-files';

export interface ProviderSelection {
  readonly provider: ProviderName;
  readonly textModelId: string;
  readonly imageModelId: string;
  /** Bedrock, with an application inference profile as a model id: the model or profile it was made from. */
  readonly textModelSource?: string | undefined;
  readonly imageModelSource?: string | undefined;
  /** Bedrock only: the guardrail every model call goes through (GUARDRAIL_ID, GUARDRAIL_VERSION). */
  readonly guardrail?: { readonly id: string; readonly version: string } | undefined;
  /** Simulated delays such as "text:1000,image:3000" (see simulated-latency.ts). */
  readonly latency?: string | undefined;
  /** The offline provider's simulated account quota, e.g. "image:4/s,text:20/s" (see simulated-quota.ts). */
  readonly quota?: string | undefined;
  /** Where that quota's calls are counted, across every process (required with `quota`). */
  readonly quotaWindow?: QuotaWindow | undefined;
  /** Tests only: a Bedrock Runtime on 127.0.0.1 instead of the regional endpoint. */
  readonly bedrockEndpoint?: string | undefined;
  /** Bedrock client; one with the default configuration (region and credentials from the environment) is made when absent. */
  readonly client?: BedrockRuntimeClient | undefined;
  /** PROVIDER=openai: where the server is, its models, and where its key comes from. */
  readonly openai?: OpenAiSettings | undefined;
}

export interface OpenAiSettings {
  readonly baseUrl: string;
  /** Where pictures come from when not `baseUrl`. */
  readonly imageBaseUrl?: string | undefined;
  readonly textModel?: string | undefined;
  readonly imageModel?: string | undefined;
  /** The content policy's second opinion through `/v1/moderations`, when set. */
  readonly moderationModel?: string | undefined;
  readonly apiKey?: string | undefined;
  /** Read once per cold start when there is no `apiKey`. */
  readonly apiKeySecretArn?: string | undefined;
  readonly requestTimeoutMs?: number | undefined;
  /** Tests only: a Secrets Manager on 127.0.0.1 instead of the secret's regional endpoint. */
  readonly secretsManagerEndpoint?: string | undefined;
}

export interface Providers {
  readonly storyModel: StoryModel;
  readonly imageModel: ImageModel;
}

const notBundled = (selection: ProviderSelection) =>
  new ConfigError(
    `PROVIDER=${selection.provider}, but this function was bundled for ${process.env.STORYBOOK_BUNDLED_PROVIDER ?? 'another provider'}: deploy with -c provider=${selection.provider}.`,
  );

// Every try ends before the model steps' 60 s Lambda timeout, so a hung model call comes back as a named, retried
// error instead of a killed function: a fast model (supported-model table) gets two tries of 25 s, a slow one (a
// Sonnet-class plan, a picture) one of 50 s; the guardrail, the fast budget.
const bedrockClient = async (selection: ProviderSelection, model?: { id: string; source?: string | undefined }): Promise<BedrockRuntimeClient> => {
  if (selection.client) return selection.client;
  const { modelBehindId } = await import('../adapters/ai/bedrock-models');
  const slow = model !== undefined && modelBehindId(model.id, model.source)?.latency === 'slow';
  return new (await import('../adapters/aws/bedrock-runtime-client')).BedrockRuntimeClient({
    maxAttempts: slow ? 1 : 2,
    requestTimeoutMs: slow ? 50_000 : 25_000,
    deadline: invocationDeadline,
    ...(selection.bedrockEndpoint ? { endpoint: selection.bedrockEndpoint } : {}),
  });
};

// A key stored as the secret's whole text, or as {"OPENAI_API_KEY": "…"} / {"apiKey": "…"} (the console's key/value form).
function keyFromSecret(secret: string): string {
  try {
    const fields = JSON.parse(secret) as Record<string, unknown>;
    const key = fields.OPENAI_API_KEY ?? fields.apiKey;
    if (typeof key === 'string' && key) return key;
  } catch {
    // Not JSON: the secret is the key itself.
  }
  return secret.trim();
}

// One read per execution environment: the key does not change while a function stays warm.
const secretKeys = new Map<string, Promise<string>>();

async function readKeySecret(arn: string, endpoint: string | undefined): Promise<string> {
  const { GetSecretValueCommand, SecretsManagerClient } = await import('../adapters/aws/secrets-manager-client');
  // The secret's own region, which the ARN names.
  const region = arn.split(':')[3];
  const client = new SecretsManagerClient({ region, endpoint, deadline: invocationDeadline });
  try {
    const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: arn }));
    if (!SecretString) throw new ConfigError(`The secret OPENAI_API_KEY_SECRET_ARN names holds no text (SecretString); store the API key as text.`);
    return keyFromSecret(SecretString);
  } finally {
    client.destroy();
  }
}

// The key's secret unreadable: a service hiccup is retried by the workflow, anything else (no such secret, no access)
// fails the book with a reason that names the setting and not the account.
async function secretReadError(error: unknown, purpose: 'text' | 'image'): Promise<ProviderError> {
  const { retryKind } = await import('../adapters/aws/aws-errors');
  const name = (error as { name?: string } | null)?.name ?? 'Error';
  const context = { provider: 'openai', operation: purpose === 'text' ? ('planStory' as const) : ('illustrate' as const), cause: error };
  const message = `Could not read the API key from the secret OPENAI_API_KEY_SECRET_ARN names (${name})`;
  return retryKind(error) ? new ProviderUnavailableError(message, context) : new ProviderRejectedError(message, context);
}

/** The OpenAI-compatible client the settings describe, its key read from Secrets Manager when only its ARN is given. */
async function openAiClient(selection: ProviderSelection, purpose: 'text' | 'image'): Promise<OpenAiClient> {
  const settings = selection.openai;
  if (!settings) throw new ConfigError('PROVIDER=openai needs OPENAI_BASE_URL, OPENAI_TEXT_MODEL and OPENAI_IMAGE_MODEL.');
  let apiKey = settings.apiKey;
  if (!apiKey && settings.apiKeySecretArn) {
    const arn = settings.apiKeySecretArn;
    let read = secretKeys.get(arn);
    if (!read) {
      read = readKeySecret(arn, settings.secretsManagerEndpoint);
      secretKeys.set(arn, read);
      // A failed read is tried again by the next invocation, not remembered.
      read.catch(() => secretKeys.delete(arn));
    }
    apiKey = await read.catch(async (error: unknown) => {
      throw error instanceof ConfigError ? error : await secretReadError(error, purpose);
    });
  }
  const { OpenAiClient } = await import('../adapters/ai/openai-client');
  const ownImageServer = purpose === 'image' && settings.imageBaseUrl !== undefined;
  const baseUrl = ownImageServer ? settings.imageBaseUrl! : settings.baseUrl;
  return new OpenAiClient({ baseUrl, baseUrlSetting: ownImageServer ? 'OPENAI_IMAGE_BASE_URL' : 'OPENAI_BASE_URL', apiKey, requestTimeoutMs: settings.requestTimeoutMs, deadline: invocationDeadline });
}

function openAiModel(selection: ProviderSelection, kind: 'textModel' | 'imageModel'): string {
  const model = selection.openai?.[kind];
  const setting = kind === 'textModel' ? 'OPENAI_TEXT_MODEL' : 'OPENAI_IMAGE_MODEL';
  if (!model) throw new ConfigError(`PROVIDER=openai needs ${setting}: the name of a model the server at OPENAI_BASE_URL serves.`);
  return model;
}

/** The story model the config names (PlanStory and WritePage need no image model). */
export async function loadStoryModel(selection: ProviderSelection): Promise<StoryModel> {
  let model: StoryModel;
  if (process.env.STORYBOOK_BUNDLED_PROVIDER !== 'bedrock' && process.env.STORYBOOK_BUNDLED_PROVIDER !== 'openai' && selection.provider === 'offline') {
    model = new (await import('../adapters/ai/offline-story-model')).OfflineStoryModel();
  } else if (process.env.STORYBOOK_BUNDLED_PROVIDER !== 'offline' && process.env.STORYBOOK_BUNDLED_PROVIDER !== 'openai' && selection.provider === 'bedrock') {
    const { BedrockStoryModel } = await import('../adapters/ai/bedrock-story-model');
    const text = { id: selection.textModelId, source: selection.textModelSource };
    model = new BedrockStoryModel({ client: await bedrockClient(selection, text), modelId: text.id, source: text.source, guardrail: selection.guardrail });
  } else if (process.env.STORYBOOK_BUNDLED_PROVIDER !== 'offline' && process.env.STORYBOOK_BUNDLED_PROVIDER !== 'bedrock' && selection.provider === 'openai') {
    const textModel = openAiModel(selection, 'textModel');
    const { OpenAiStoryModel } = await import('../adapters/ai/openai-story-model');
    model = new OpenAiStoryModel({ client: await openAiClient(selection, 'text'), model: textModel });
  } else throw notBundled(selection);
  if (selection.latency) {
    const { DelayedStoryModel, parseLatency } = await import('../adapters/ai/simulated-latency');
    model = new DelayedStoryModel(model, parseLatency(selection.latency).text);
  }
  const quota = await simulatedQuota(selection);
  if (!quota) return model;
  const { QuotaLimitedStoryModel } = await import('../adapters/ai/simulated-quota');
  return new QuotaLimitedStoryModel(model, quota.window, quota.limits.text, systemClock);
}

/** The image model the config names (IllustratePage needs no story model). */
export async function loadImageModel(selection: ProviderSelection): Promise<ImageModel> {
  let model: ImageModel;
  if (process.env.STORYBOOK_BUNDLED_PROVIDER !== 'bedrock' && process.env.STORYBOOK_BUNDLED_PROVIDER !== 'openai' && selection.provider === 'offline') {
    model = new (await import('../adapters/ai/offline-image-model')).OfflineImageModel();
  } else if (process.env.STORYBOOK_BUNDLED_PROVIDER !== 'offline' && process.env.STORYBOOK_BUNDLED_PROVIDER !== 'openai' && selection.provider === 'bedrock') {
    const { BedrockImageModel } = await import('../adapters/ai/bedrock-image-model');
    const image = { id: selection.imageModelId, source: selection.imageModelSource };
    model = new BedrockImageModel({ client: await bedrockClient(selection, image), modelId: image.id, source: image.source, guardrail: selection.guardrail });
  } else if (process.env.STORYBOOK_BUNDLED_PROVIDER !== 'offline' && process.env.STORYBOOK_BUNDLED_PROVIDER !== 'bedrock' && selection.provider === 'openai') {
    const imageModel = openAiModel(selection, 'imageModel');
    const { OpenAiImageModel } = await import('../adapters/ai/openai-image-model');
    model = new OpenAiImageModel({ client: await openAiClient(selection, 'image'), model: imageModel });
  } else throw notBundled(selection);
  if (selection.latency) {
    const { DelayedImageModel, parseLatency } = await import('../adapters/ai/simulated-latency');
    model = new DelayedImageModel(model, parseLatency(selection.latency).image);
  }
  const quota = await simulatedQuota(selection);
  if (!quota) return model;
  const { QuotaLimitedImageModel } = await import('../adapters/ai/simulated-quota');
  return new QuotaLimitedImageModel(model, quota.window, quota.limits.image, systemClock);
}

/**
 * The offline writer, whatever the deployment's provider: a test-mode book's (docs/test-mode.md). A Bedrock or
 * OpenAI bundle does not carry the offline engine: it imports it from beside the bundle, on a test book's first call.
 */
export async function loadOfflineStoryModel(): Promise<StoryModel> {
  // Define-time constants: esbuild keeps one branch, and with the other goes its import.
  if (process.env.STORYBOOK_BUNDLED_PROVIDER !== 'offline' && process.env.STORYBOOK_FILES_BESIDE_BUNDLE === 'true') {
    const module = (await import(new URL(`./${OFFLINE_STORY_MODEL_FILE}`, import.meta.url).href)) as typeof import('../adapters/ai/offline-story-model');
    return new module.OfflineStoryModel();
  } else {
    return new (await import('../adapters/ai/offline-story-model')).OfflineStoryModel();
  }
}

/** The offline illustrator, whatever the deployment's provider (a test-mode book's), loaded as the writer is. */
export async function loadOfflineImageModel(): Promise<ImageModel> {
  if (process.env.STORYBOOK_BUNDLED_PROVIDER !== 'offline' && process.env.STORYBOOK_FILES_BESIDE_BUNDLE === 'true') {
    const module = (await import(new URL(`./${OFFLINE_IMAGE_MODEL_FILE}`, import.meta.url).href)) as typeof import('../adapters/ai/offline-image-model');
    return new module.OfflineImageModel();
  } else {
    return new (await import('../adapters/ai/offline-image-model')).OfflineImageModel();
  }
}

/** The offline provider's simulated quota, when PROVIDER_QUOTA names one (real providers have their own). */
async function simulatedQuota(selection: ProviderSelection) {
  if (!selection.quota || selection.provider !== 'offline') return undefined;
  if (!selection.quotaWindow) throw new ConfigError('PROVIDER_QUOTA needs a quota window (the table) to count calls in.');
  const { parseQuota } = await import('../adapters/ai/simulated-quota');
  return { limits: parseQuota(selection.quota), window: selection.quotaWindow };
}

/**
 * The content policy's second opinion, where one is configured: the Bedrock Guardrail (GUARDRAIL_ID) through
 * ApplyGuardrail, or the OpenAI-compatible server's moderation model (OPENAI_MODERATION_MODEL); none offline.
 */
export async function loadSecondOpinion(selection: ProviderSelection): Promise<SecondOpinion | undefined> {
  if (process.env.STORYBOOK_BUNDLED_PROVIDER !== 'offline' && process.env.STORYBOOK_BUNDLED_PROVIDER !== 'openai' && selection.provider === 'bedrock') {
    if (!selection.guardrail) return undefined;
    const { BedrockGuardrailOpinion } = await import('../adapters/ai/bedrock-guardrail-opinion');
    return new BedrockGuardrailOpinion({ client: await bedrockClient(selection), guardrail: selection.guardrail });
  }
  if (process.env.STORYBOOK_BUNDLED_PROVIDER !== 'offline' && process.env.STORYBOOK_BUNDLED_PROVIDER !== 'bedrock' && selection.provider === 'openai') {
    const model = selection.openai?.moderationModel;
    if (!model) return undefined;
    const { OpenAiModerationOpinion } = await import('../adapters/ai/openai-moderation-opinion');
    return new OpenAiModerationOpinion({ client: await openAiClient(selection, 'text'), model });
  }
  return undefined;
}

/** Both models (the local runtime composes every step in one process). */
export async function loadProviders(selection: ProviderSelection): Promise<Providers> {
  const [storyModel, imageModel] = await Promise.all([loadStoryModel(selection), loadImageModel(selection)]);
  return { storyModel, imageModel };
}
