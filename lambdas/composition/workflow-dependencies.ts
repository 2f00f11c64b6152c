import { DynamoGenerationStore } from '../adapters/dynamodb/dynamo-generation-store';
import { DynamoQuotaWindow } from '../adapters/dynamodb/dynamo-quota-window';
import { ThrottleCountingImageModel, ThrottleCountingStoryModel } from '../adapters/ai/throttle-counting-models';
import { S3AssetStore } from '../adapters/s3/s3-asset-store';
import type { AppConfig } from '../contract/config';
import type { DispatchDeps, GenerationDeps, ImageStepDeps, ReaperDeps, RecordDeps, StoryStepDeps } from '../core/generation';
import { systemClock, type Clock } from '../ports/clock';
import { RulesContentPolicy } from '../core/content-policy-rules';
import type { BookFileMaker } from '../ports/book-files';
import type { ContentPolicy, SecondOpinion } from '../ports/content-policy';
import type { ImageModel } from '../ports/image-model';
import type { Logger } from '../ports/logger';
import type { Metrics } from '../ports/metrics';
import type { StoryModel } from '../ports/story-model';
import type { WorkflowRunner } from '../ports/workflow-runner';
import { dynamoClientFor, s3ClientFor, type AwsClients } from './aws-clients';
import { meteredGenerationStore } from './metered-stores';
import { metricsFor } from './metrics-for';
import { turnStoreFor } from './turn-store';
import { workflowRunnerFor } from './workflow-runner';
import { loggerFor } from './keyless-dependencies';
import { webhookEventsFor } from './webhook-emitter';
import { loadImageModel, loadOfflineImageModel, loadOfflineStoryModel, loadProviders, loadSecondOpinion, loadStoryModel, type ProviderSelection } from './model-providers';

/** What tests, the benchmark and the local stack may swap; everything else is built from the config. */
export interface WorkflowOverrides {
  readonly clients?: AwsClients;
  readonly clock?: Clock;
  readonly logger?: Logger;
  readonly storyModel?: StoryModel;
  readonly imageModel?: ImageModel;
  readonly bookFiles?: BookFileMaker;
  readonly policy?: ContentPolicy;
  /** Replaces (or, as undefined, switches off) the configured second opinion. */
  readonly secondOpinion?: SecondOpinion | undefined;
  readonly runner?: WorkflowRunner;
  readonly metrics?: Metrics;
}

const runnerFor = (config: AppConfig, overrides: WorkflowOverrides): WorkflowRunner => overrides.runner ?? workflowRunnerFor(config);

/** MarkProcessing, Finalize and MarkFailed: the table only. */
export function recordDependencies(config: AppConfig, overrides: WorkflowOverrides = {}): RecordDeps {
  return {
    store: meteredGenerationStore(
      new DynamoGenerationStore({ client: overrides.clients?.dynamodb ?? dynamoClientFor(config), tableName: config.tableName }),
      overrides.metrics ?? metricsFor(config),
    ),
    clock: overrides.clock ?? systemClock,
    logger: loggerFor(config, overrides),
    webhooks: webhookEventsFor(config, overrides),
  };
}

const modelSelection = (config: AppConfig, overrides: WorkflowOverrides = {}): ProviderSelection => ({
  ...(config.provider.quota && {
    quota: config.provider.quota,
    quotaWindow: new DynamoQuotaWindow({ client: overrides.clients?.dynamodb ?? dynamoClientFor(config), tableName: config.tableName }),
  }),
  provider: config.provider.name,
  textModelId: config.provider.textModelId,
  imageModelId: config.provider.imageModelId,
  textModelSource: config.provider.textModelSource,
  imageModelSource: config.provider.imageModelSource,
  guardrail: config.provider.guardrail,
  bedrockEndpoint: config.provider.bedrockEndpoint,
  latency: config.provider.latency,
  openai: config.provider.openai,
});

/** A model whose calls wait for turns counts its throttling answers, so the turn keeper slows down. */
const countingStory = (config: AppConfig, overrides: WorkflowOverrides, model: StoryModel): StoryModel =>
  config.turns.budget.text === undefined ? model : new ThrottleCountingStoryModel(model, turnStoreFor(config, overrides));
const countingImage = (config: AppConfig, overrides: WorkflowOverrides, model: ImageModel): ImageModel =>
  config.turns.budget.image === undefined ? model : new ThrottleCountingImageModel(model, turnStoreFor(config, overrides));

/** Loaded once per process, on the first test-mode book (docs/test-mode.md); a failed load is tried again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () => {
    if (!loaded) {
      const loading = load();
      loading.catch(() => { if (loaded === loading) loaded = undefined; });
      loaded = loading;
    }
    return loaded;
  };
}

/** Test-mode books' models: the offline ones, where the configured provider is another (an offline one serves both). */
const offlineStory = (config: AppConfig) => (config.provider.name === 'offline' ? undefined : once(loadOfflineStoryModel));
const offlineImage = (config: AppConfig) => (config.provider.name === 'offline' ? undefined : once(loadOfflineImageModel));

/** The record steps' dependencies and the book's bucket. */
export const withBucket = (config: AppConfig, overrides: WorkflowOverrides) => ({
  ...recordDependencies(config, overrides),
  assets: new S3AssetStore(overrides.clients?.s3 ?? s3ClientFor(config), config.bucketName),
});

/** PlanStory and WritePage: the table, the bucket, the configured story model and the policy its writing passes. */
export async function storyStepDependencies(config: AppConfig, overrides: WorkflowOverrides = {}): Promise<StoryStepDeps> {
  const selection = modelSelection(config, overrides);
  return {
    ...withBucket(config, overrides),
    storyModel: countingStory(config, overrides, overrides.storyModel ?? (await loadStoryModel(selection))),
    policy: overrides.policy ?? new RulesContentPolicy(),
    secondOpinion: 'secondOpinion' in overrides ? overrides.secondOpinion : await loadSecondOpinion(selection),
    offlineStoryModel: offlineStory(config),
  };
}

/** IllustratePage: the table, the bucket and the configured image model. */
export async function imageStepDependencies(config: AppConfig, overrides: WorkflowOverrides = {}): Promise<ImageStepDeps> {
  const imageModel = overrides.imageModel ?? (await loadImageModel(modelSelection(config, overrides)));
  return { ...withBucket(config, overrides), imageModel: countingImage(config, overrides, imageModel), offlineImageModel: offlineImage(config) };
}

/**
 * Every step's dependencies at once, for the workflow composed in one process (tests, the bench); the book-file
 * maker comes from the caller (book-files-dependencies.ts), so no step's bundle carries the renderers through here.
 */
export async function generationDependencies(config: AppConfig, bookFiles: BookFileMaker, overrides: WorkflowOverrides = {}): Promise<GenerationDeps> {
  const { storyModel, imageModel } = overrides;
  const selection = modelSelection(config, overrides);
  const models = storyModel && imageModel ? { storyModel, imageModel } : await loadProviders(selection);
  return {
    ...withBucket(config, overrides),
    storyModel: countingStory(config, overrides, storyModel ?? models.storyModel),
    imageModel: countingImage(config, overrides, imageModel ?? models.imageModel),
    bookFiles,
    policy: overrides.policy ?? new RulesContentPolicy(),
    secondOpinion: 'secondOpinion' in overrides ? overrides.secondOpinion : await loadSecondOpinion(selection),
    offlineStoryModel: offlineStory(config),
    offlineImageModel: offlineImage(config),
  };
}

export function dispatchDependencies(config: AppConfig, overrides: WorkflowOverrides = {}): DispatchDeps {
  return { runner: runnerFor(config, overrides), logger: loggerFor(config, overrides) };
}

export function reaperDependencies(config: AppConfig, overrides: WorkflowOverrides = {}): ReaperDeps {
  return { ...recordDependencies(config, overrides), runner: runnerFor(config, overrides), stuckAfterSeconds: config.stuckAfterSeconds };
}
