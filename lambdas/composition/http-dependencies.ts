import { DynamoAbuseStore } from '../adapters/dynamodb/dynamo-abuse-store';
import { DynamoKeyStore } from '../adapters/dynamodb/dynamo-key-store';
import { loadIpLocator } from '../adapters/geo/table-ip-locator';
import { AbuseGuard } from '../core/abuse-guard';
import type { IpLocator } from '../ports/ip-locator';
import { DynamoRequestCounter } from '../adapters/dynamodb/dynamo-request-counter';
import { DynamoStoryStore } from '../adapters/dynamodb/dynamo-story-store';
import { S3AssetUrlSigner } from '../adapters/s3/s3-asset-url-signer';
import { SqsJobQueue } from '../adapters/sqs/sqs-job-queue';
import { SqsWebhookQueue } from '../adapters/sqs/sqs-webhook-queue';
import { RulesContentPolicy } from '../core/content-policy-rules';
import type { AppConfig } from '../contract/config';
import type { CreateStoryHttpDeps } from '../handlers/http/create-story-handler';
import type { GetStoryHttpDeps } from '../handlers/http/get-story-handler';
import { listStoriesHandler, type ListStoriesHttpDeps } from '../handlers/http/list-stories-handler';
import { getUsageHandler, type GetUsageHttpDeps } from '../handlers/http/get-usage-handler';
import { DynamoStoryLibrary } from '../adapters/dynamodb/dynamo-story-library';
import { DynamoUsageReader } from '../adapters/dynamodb/dynamo-usage-reader';
import { cancelStoryHandler, type CancelStoryHttpDeps } from '../handlers/http/cancel-story-handler';
import { DynamoGenerationStore } from '../adapters/dynamodb/dynamo-generation-store';
import type { WorkflowRunner } from '../ports/workflow-runner';
import { lazyWorkflowRunner } from './workflow-runner';
import type { HttpHandlerName } from '../contract/routes';
import type { HttpHandler } from '../handlers/http/http-types';
import { createStoryHandler } from '../handlers/http/create-story-handler';
import { apiReferenceHandler } from '../handlers/http/api-reference-handler';
import { fallbackHandler } from '../handlers/http/fallback-handler';
import { getStoryHandler } from '../handlers/http/get-story-handler';
import { healthHandler } from '../handlers/http/health-handler';
import { webhookSecretHandler } from '../handlers/http/webhook-secret-handler';
import { webhookSecretDependencies } from './webhook-secret-dependencies';
import { DynamoWebhookDeliveryLog } from '../adapters/dynamodb/dynamo-webhook-delivery-log';
import {
  listWebhookDeliveriesHandler,
  replayWebhookDeliveryHandler,
  type ListWebhookDeliveriesHttpDeps,
  type ReplayWebhookDeliveryHttpDeps,
} from '../handlers/http/webhook-deliveries-handler';
import { webhookEventsFor } from './webhook-emitter';
import { systemClock, type Clock } from '../ports/clock';
import { offsetFileClock } from '../adapters/offset-file-clock';
import type { ContentPolicy } from '../ports/content-policy';
import { randomIds, type IdGenerator } from '../ports/id-generator';
import type { JobQueue } from '../ports/job-queue';
import type { Metrics } from '../ports/metrics';
import { meteredGenerationStore, meteredStoryStore } from './metered-stores';
import { metricsFor } from './metrics-for';
import { createAwsClients, dynamoClientFor, s3ClientFor, sqsClientFor, type AwsClients } from './aws-clients';
import { apiReferenceDependencies, fallbackDependencies, loggerFor, type KeylessOverrides } from './keyless-dependencies';
import { healthDependencies } from './health-dependencies';

/** What tests and the local stack may swap; everything else is built from the config. */
export interface HttpOverrides extends KeylessOverrides {
  readonly clients?: AwsClients;
  readonly ids?: IdGenerator;
  readonly policy?: ContentPolicy;
  readonly queue?: JobQueue;
  readonly metrics?: Metrics;
  readonly locator?: IpLocator;
  /** Stops a cancelled book's run (cancelStory). */
  readonly runner?: WorkflowRunner;
}

// Each function builds only the SDK clients it uses: create DynamoDB and SQS, get DynamoDB and S3.
/** The system clock; on the local stack, moved on by LOCAL_CLOCK_OFFSET_FILE when a test sets it. */
const clockFor = (config: AppConfig): Clock => (config.clockOffsetFile ? offsetFileClock(config.clockOffsetFile) : systemClock);

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
    clock: overrides.clock ?? clockFor(config),
    logger,
    metrics,
  };
}

export function createStoryDependencies(config: AppConfig, overrides: HttpOverrides = {}): CreateStoryHttpDeps {
  const { dynamodb, keys, store, counter, guard, clock, logger } = withTable(config, overrides);
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
    allowLoopbackWebhooks: config.webhooks.allowLoopback,
    usage: new DynamoUsageReader({ client: dynamodb, tableName: config.tableName }),
  };
}

export function getStoryDependencies(config: AppConfig, overrides: HttpOverrides = {}): GetStoryHttpDeps {
  const { keys, store, counter, guard, clock, logger } = withTable(config, overrides);
  const s3 = overrides.clients?.s3 ?? s3ClientFor(config);
  return { keys, store, counter, guard, clock, logger, assets: new S3AssetUrlSigner(s3, config.bucketName, config.imageUrlTtlSeconds) };
}

/** The owner's cancel: the key's checks as for a create, the generation store's ending, the run stopped, URLs signed. */
export function cancelStoryDependencies(config: AppConfig, overrides: HttpOverrides = {}): CancelStoryHttpDeps {
  const { dynamodb, keys, counter, guard, clock, logger, metrics } = withTable(config, overrides);
  const s3 = overrides.clients?.s3 ?? s3ClientFor(config);
  return {
    keys, counter, guard, clock, logger,
    store: meteredGenerationStore(new DynamoGenerationStore({ client: dynamodb, tableName: config.tableName }), metrics),
    runner: overrides.runner ?? lazyWorkflowRunner(config),
    assets: new S3AssetUrlSigner(s3, config.bucketName, config.imageUrlTtlSeconds),
    webhooks: webhookEventsFor(config, overrides),
  };
}

/** The owner's library: the owner index, each book's latest task, cover and file URLs signed at read time. */
export function listStoriesDependencies(config: AppConfig, overrides: HttpOverrides = {}): ListStoriesHttpDeps {
  const { dynamodb, keys, counter, guard, clock, logger } = withTable(config, overrides);
  const s3 = overrides.clients?.s3 ?? s3ClientFor(config);
  return {
    keys, counter, guard, clock, logger,
    library: new DynamoStoryLibrary({ client: dynamodb, tableName: config.tableName }),
    assets: new S3AssetUrlSigner(s3, config.bucketName, config.imageUrlTtlSeconds),
  };
}

/** The owner's webhook delivery log: one Query on the owner's partition. */
export function listWebhookDeliveriesDependencies(config: AppConfig, overrides: HttpOverrides = {}): ListWebhookDeliveriesHttpDeps {
  const { dynamodb, keys, counter, guard, clock, logger } = withTable(config, overrides);
  return { keys, counter, guard, clock, logger, deliveries: new DynamoWebhookDeliveryLog({ client: dynamodb, tableName: config.tableName }) };
}

/** A replay: the attempt read from the owner's log, its event put back on the deliveries queue. */
export function replayWebhookDeliveryDependencies(config: AppConfig, overrides: HttpOverrides = {}): ReplayWebhookDeliveryHttpDeps {
  const { dynamodb, keys, counter, guard, clock, logger } = withTable(config, overrides);
  const { queueUrl } = config.webhooks;
  return {
    keys, counter, guard, clock, logger,
    deliveries: new DynamoWebhookDeliveryLog({ client: dynamodb, tableName: config.tableName }),
    webhooks: queueUrl ? new SqsWebhookQueue(overrides.clients?.sqs ?? sqsClientFor(config), queueUrl) : undefined,
  };
}

/** The counters POST /v1/stories writes, read back. */
export function getUsageDependencies(config: AppConfig, overrides: HttpOverrides = {}): GetUsageHttpDeps {
  const { dynamodb, keys, counter, guard, clock, logger } = withTable(config, overrides);
  return { keys, counter, guard, clock, logger, usage: new DynamoUsageReader({ client: dynamodb, tableName: config.tableName }) };
}

/** Every HTTP handler, wired as the deployed functions are (one set of clients): for the tests, the bench and the local stack. */
export function createHttpApp(config: AppConfig, overrides: HttpOverrides = {}): Record<HttpHandlerName, HttpHandler> {
  const shared = { ...overrides, clients: overrides.clients ?? createAwsClients(config), clock: overrides.clock ?? clockFor(config), logger: loggerFor(config, overrides) };
  return {
    health: healthHandler(healthDependencies(config, shared)),
    createStory: createStoryHandler(createStoryDependencies(config, shared)),
    getStory: getStoryHandler(getStoryDependencies(config, shared)),
    listStories: listStoriesHandler(listStoriesDependencies(config, shared)),
    getUsage: getUsageHandler(getUsageDependencies(config, shared)),
    cancelStory: cancelStoryHandler(cancelStoryDependencies(config, shared)),
    fallback: fallbackHandler(fallbackDependencies(config, shared)),
    apiReference: apiReferenceHandler(apiReferenceDependencies(config, shared)),
    webhookSecret: webhookSecretHandler(webhookSecretDependencies(config, shared)),
    listWebhookDeliveries: listWebhookDeliveriesHandler(listWebhookDeliveriesDependencies(config, shared)),
    replayWebhookDelivery: replayWebhookDeliveryHandler(replayWebhookDeliveryDependencies(config, shared)),
  };
}
