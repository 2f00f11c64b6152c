import { SFNClient } from '@aws-sdk/client-sfn';
import { DynamoGenerationStore } from '../adapters/dynamodb/dynamo-generation-store';
import { jsonLogger } from '../adapters/json-logger';
import { S3AssetStore } from '../adapters/s3/s3-asset-store';
import { selectProviders } from '../adapters/ai/select-providers';
import { StepFunctionsRunner } from '../adapters/sfn/step-functions-runner';
import type { AppConfig } from '../core/config';
import type { DispatchDeps, GenerationDeps, ReaperDeps } from '../core/generation';
import { systemClock, type Clock } from '../ports/clock';
import type { ImageModel } from '../ports/image-model';
import type { Logger } from '../ports/logger';
import type { Metrics } from '../ports/metrics';
import { meteredGenerationStore } from './metered-stores';
import { metricsFor } from './metrics-for';
import type { StoryModel } from '../ports/story-model';
import type { WorkflowRunner } from '../ports/workflow-runner';
import { createAwsClients, type AwsClients } from './aws-clients';

/** What tests, the benchmark and the local stack may swap; everything else is built from the config. */
export interface WorkflowOverrides {
  readonly clients?: AwsClients;
  readonly clock?: Clock;
  readonly logger?: Logger;
  readonly storyModel?: StoryModel;
  readonly imageModel?: ImageModel;
  readonly runner?: WorkflowRunner;
  readonly metrics?: Metrics;
}

function requireStateMachine(config: AppConfig): string {
  if (!config.stateMachineArn) throw new Error('STATE_MACHINE_ARN is required for the dispatcher and the reaper.');
  return config.stateMachineArn;
}

function runnerFor(config: AppConfig, overrides: WorkflowOverrides): WorkflowRunner {
  if (overrides.runner) return overrides.runner;
  const sfn = new SFNClient({ region: config.region, ...(config.endpoints.sfn ? { endpoint: config.endpoints.sfn } : {}) });
  return new StepFunctionsRunner(sfn, requireStateMachine(config));
}

export function generationDependencies(config: AppConfig, overrides: WorkflowOverrides = {}): GenerationDeps {
  const clients = overrides.clients ?? createAwsClients(config);
  const providers =
    overrides.storyModel && overrides.imageModel
      ? { storyModel: overrides.storyModel, imageModel: overrides.imageModel }
      : selectProviders({
          provider: config.provider.name,
          textModelId: config.provider.textModelId,
          imageModelId: config.provider.imageModelId,
          ...(config.provider.latency !== undefined && { latency: config.provider.latency }),
        });
  return {
    store: meteredGenerationStore(
      new DynamoGenerationStore({ client: clients.dynamodb, tableName: config.tableName }),
      overrides.metrics ?? metricsFor(config),
    ),
    assets: new S3AssetStore(clients.s3, config.bucketName),
    storyModel: overrides.storyModel ?? providers.storyModel,
    imageModel: overrides.imageModel ?? providers.imageModel,
    clock: overrides.clock ?? systemClock,
    logger: overrides.logger ?? jsonLogger({ stage: config.stage }),
  };
}

export function dispatchDependencies(config: AppConfig, overrides: WorkflowOverrides = {}): DispatchDeps {
  return { runner: runnerFor(config, overrides), logger: overrides.logger ?? jsonLogger({ stage: config.stage }) };
}

export function reaperDependencies(config: AppConfig, overrides: WorkflowOverrides = {}): ReaperDeps {
  const clients = overrides.clients ?? createAwsClients(config);
  return {
    store: meteredGenerationStore(
      new DynamoGenerationStore({ client: clients.dynamodb, tableName: config.tableName }),
      overrides.metrics ?? metricsFor(config),
    ),
    runner: runnerFor(config, overrides),
    clock: overrides.clock ?? systemClock,
    logger: overrides.logger ?? jsonLogger({ stage: config.stage }),
    stuckAfterSeconds: config.stuckAfterSeconds,
  };
}
