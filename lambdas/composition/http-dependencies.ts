import { DynamoAbuseStore } from '../adapters/dynamodb/dynamo-abuse-store';
import { DynamoKeyStore } from '../adapters/dynamodb/dynamo-key-store';
import { loadIpLocator } from '../adapters/geo/table-ip-locator';
import { AbuseGuard } from '../core/abuse-guard';
import type { IpLocator } from '../ports/ip-locator';
import { DynamoRequestCounter } from '../adapters/dynamodb/dynamo-request-counter';
import { DynamoStoryStore } from '../adapters/dynamodb/dynamo-story-store';
import { S3AssetUrlSigner } from '../adapters/s3/s3-asset-url-signer';
import { SqsJobQueue } from '../adapters/sqs/sqs-job-queue';
import { RulesContentPolicy } from '../core/content-policy-rules';
import type { AppConfig } from '../contract/config';
import type { CreateStoryHttpDeps } from '../handlers/http/create-story-handler';
import type { GetStoryHttpDeps } from '../handlers/http/get-story-handler';
import type { HttpHandlerName } from '../contract/routes';
import type { HttpHandler } from '../handlers/http/http-types';
import { createStoryHandler } from '../handlers/http/create-story-handler';
import { apiReferenceHandler } from '../handlers/http/api-reference-handler';
import { fallbackHandler } from '../handlers/http/fallback-handler';
import { getStoryHandler } from '../handlers/http/get-story-handler';
import { healthHandler } from '../handlers/http/health-handler';
import { systemClock } from '../ports/clock';
import type { ContentPolicy } from '../ports/content-policy';
import { randomIds, type IdGenerator } from '../ports/id-generator';
import type { JobQueue } from '../ports/job-queue';
import type { Metrics } from '../ports/metrics';
import { meteredStoryStore } from './metered-stores';
import { metricsFor } from './metrics-for';
import { createAwsClients, dynamoClientFor, s3ClientFor, sqsClientFor, type AwsClients } from './aws-clients';
import { apiReferenceDependencies, fallbackDependencies, healthDependencies, loggerFor, type KeylessOverrides } from './keyless-dependencies';

/** What tests and the local stack may swap; everything else is built from the config. */
export interface HttpOverrides extends KeylessOverrides {
  readonly clients?: AwsClients;
  readonly ids?: IdGenerator;
  readonly policy?: ContentPolicy;
  readonly queue?: JobQueue;
  readonly metrics?: Metrics;
  readonly locator?: IpLocator;
}

// Each function builds only the SDK clients it uses: create DynamoDB and SQS, get DynamoDB and S3.
function withTable(config: AppConfig, overrides: HttpOverrides) {
  const dynamodb = overrides.clients?.dynamodb ?? dynamoClientFor(config);
  const db = { client: dynamodb, tableName: config.tableName };
  const metrics = overrides.metrics ?? metricsFor(config);
  const logger = loggerFor(config, overrides);
  return {
    dynamodb,
    keys: new DynamoKeyStore(db),
    store: meteredStoryStore(new DynamoStoryStore(db), metrics),
    counter: new DynamoRequestCounter(db),
    guard: new AbuseGuard({
      store: new DynamoAbuseStore(db),
      locator: overrides.locator ?? loadIpLocator(),
      ids: overrides.ids ?? randomIds,
      settings: config.abuse,
      metrics,
      logger,
    }),
    clock: overrides.clock ?? systemClock,
    logger,
  };
}

export function createStoryDependencies(config: AppConfig, overrides: HttpOverrides = {}): CreateStoryHttpDeps {
  const { keys, store, counter, guard, clock, logger } = withTable(config, overrides);
  return {
    keys,
    store,
    clock,
    logger,
    counter,
    guard,
    queue: overrides.queue ?? new SqsJobQueue(overrides.clients?.sqs ?? sqsClientFor(config), config.queueUrl),
    policy: overrides.policy ?? new RulesContentPolicy(),
    ids: overrides.ids ?? randomIds,
    maxBodyBytes: config.maxBodyBytes,
  };
}

export function getStoryDependencies(config: AppConfig, overrides: HttpOverrides = {}): GetStoryHttpDeps {
  const { keys, store, counter, guard, clock, logger } = withTable(config, overrides);
  const s3 = overrides.clients?.s3 ?? s3ClientFor(config);
  return { keys, store, counter, guard, clock, logger, assets: new S3AssetUrlSigner(s3, config.bucketName, config.imageUrlTtlSeconds) };
}

/** Every HTTP handler, wired as the deployed functions are (one set of clients): for the tests, the bench and the local stack. */
export function createHttpApp(config: AppConfig, overrides: HttpOverrides = {}): Record<HttpHandlerName, HttpHandler> {
  const shared = { ...overrides, clients: overrides.clients ?? createAwsClients(config), clock: overrides.clock ?? systemClock, logger: loggerFor(config, overrides) };
  return {
    health: healthHandler(healthDependencies(config, shared)),
    createStory: createStoryHandler(createStoryDependencies(config, shared)),
    getStory: getStoryHandler(getStoryDependencies(config, shared)),
    fallback: fallbackHandler(fallbackDependencies(config, shared)),
    apiReference: apiReferenceHandler(apiReferenceDependencies(config, shared)),
  };
}
