import { DynamoAbuseStore } from '../adapters/dynamodb/dynamo-abuse-store';
import { DynamoKeyStore } from '../adapters/dynamodb/dynamo-key-store';
import { DynamoWebhookSecrets } from '../adapters/dynamodb/dynamo-webhook-secrets';
import { loadIpLocator } from '../adapters/geo/table-ip-locator';
import { AbuseGuard } from '../core/abuse-guard';
import type { AppConfig } from '../contract/config';
import type { WebhookSecretHttpDeps } from '../handlers/http/webhook-secret-handler';
import { systemClock } from '../ports/clock';
import { randomIds } from '../ports/id-generator';
import type { IpLocator } from '../ports/ip-locator';
import { dynamoClientFor, type AwsClients } from './aws-clients';
import { loggerFor, type KeylessOverrides } from './keyless-dependencies';
import { metricsFor } from './metrics-for';

/** What tests and the local stack may swap. */
export interface WebhookSecretOverrides extends KeylessOverrides {
  readonly clients?: Partial<AwsClients>;
  readonly locator?: IpLocator;
}

/** GET /v1/webhooks/secret: the key, the abuse rules, the owner's secret. */
export function webhookSecretDependencies(config: AppConfig, overrides: WebhookSecretOverrides = {}): WebhookSecretHttpDeps {
  const db = { client: overrides.clients?.dynamodb ?? dynamoClientFor(config), tableName: config.tableName };
  const logger = loggerFor(config, overrides);
  return {
    keys: new DynamoKeyStore(db),
    secrets: new DynamoWebhookSecrets(db),
    guard: new AbuseGuard({
      store: new DynamoAbuseStore(db),
      locator: overrides.locator ?? loadIpLocator(),
      ids: randomIds,
      settings: config.abuse,
      metrics: metricsFor(config),
      logger,
    }),
    clock: overrides.clock ?? systemClock,
    logger,
  };
}
