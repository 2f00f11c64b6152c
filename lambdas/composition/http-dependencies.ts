import { DynamoKeyStore } from '../adapters/dynamodb/dynamo-key-store';
import { DynamoRequestCounter } from '../adapters/dynamodb/dynamo-request-counter';
import { DynamoStoryStore } from '../adapters/dynamodb/dynamo-story-store';
import { jsonLogger } from '../adapters/json-logger';
import { S3AssetUrlSigner } from '../adapters/s3/s3-asset-url-signer';
import { SqsJobQueue } from '../adapters/sqs/sqs-job-queue';
import { RulesContentPolicy } from '../core/content-policy-rules';
import type { AppConfig } from '../core/config';
import type { CreateStoryHttpDeps } from '../handlers/http/create-story-handler';
import type { GetStoryHttpDeps } from '../handlers/http/get-story-handler';
import type { HttpHandlerName } from '../handlers/http/routes';
import type { HttpHandler } from '../handlers/http/http-types';
import { createStoryHandler } from '../handlers/http/create-story-handler';
import { fallbackHandler } from '../handlers/http/fallback-handler';
import { getStoryHandler } from '../handlers/http/get-story-handler';
import { healthHandler } from '../handlers/http/health-handler';
import { systemClock, type Clock } from '../ports/clock';
import type { ContentPolicy } from '../ports/content-policy';
import { randomIds, type IdGenerator } from '../ports/id-generator';
import type { JobQueue } from '../ports/job-queue';
import type { Logger } from '../ports/logger';
import type { Metrics } from '../ports/metrics';
import { meteredStoryStore } from './metered-stores';
import { metricsFor } from './metrics-for';
import { createAwsClients, type AwsClients } from './aws-clients';

/** What tests and the local stack may swap; everything else is built from the config. */
export interface HttpOverrides {
  readonly clients?: AwsClients;
  readonly clock?: Clock;
  readonly ids?: IdGenerator;
  readonly policy?: ContentPolicy;
  readonly queue?: JobQueue;
  readonly logger?: Logger;
  readonly metrics?: Metrics;
}

function shared(config: AppConfig, overrides: HttpOverrides) {
  const clients = overrides.clients ?? createAwsClients(config);
  const db = { client: clients.dynamodb, tableName: config.tableName };
  return {
    clients,
    keys: new DynamoKeyStore(db),
    store: meteredStoryStore(new DynamoStoryStore(db), overrides.metrics ?? metricsFor(config)),
    clock: overrides.clock ?? systemClock,
    logger: overrides.logger ?? jsonLogger({ stage: config.stage }),
  };
}

export function createStoryDependencies(config: AppConfig, overrides: HttpOverrides = {}): CreateStoryHttpDeps {
  const { clients, keys, store, clock, logger } = shared(config, overrides);
  return {
    keys,
    store,
    clock,
    logger,
    counter: new DynamoRequestCounter({ client: clients.dynamodb, tableName: config.tableName }),
    queue: overrides.queue ?? new SqsJobQueue(clients.sqs, config.queueUrl),
    policy: overrides.policy ?? new RulesContentPolicy(),
    ids: overrides.ids ?? randomIds,
    maxBodyBytes: config.maxBodyBytes,
  };
}

export function getStoryDependencies(config: AppConfig, overrides: HttpOverrides = {}): GetStoryHttpDeps {
  const { clients, keys, store, logger } = shared(config, overrides);
  return { keys, store, logger, assets: new S3AssetUrlSigner(clients.s3, config.bucketName, config.imageUrlTtlSeconds) };
}

/** Every HTTP handler, wired as the deployed functions are: used by the local stack and the tests. */
export function createHttpApp(config: AppConfig, overrides: HttpOverrides = {}): Record<HttpHandlerName, HttpHandler> {
  const clock = overrides.clock ?? systemClock;
  const logger = overrides.logger ?? jsonLogger({ stage: config.stage });
  const withShared = { ...overrides, clients: overrides.clients ?? createAwsClients(config), clock, logger };
  return {
    health: healthHandler({ config, clock, logger }),
    createStory: createStoryHandler(createStoryDependencies(config, withShared)),
    getStory: getStoryHandler(getStoryDependencies(config, withShared)),
    fallback: fallbackHandler({ logger }),
  };
}
