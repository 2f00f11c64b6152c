import { DynamoWebhookDeliveryLog } from '../adapters/dynamodb/dynamo-webhook-delivery-log';
import { DynamoWebhookSecrets } from '../adapters/dynamodb/dynamo-webhook-secrets';
import { SqsWebhookQueue } from '../adapters/sqs/sqs-webhook-queue';
import { HttpsWebhookSender } from '../adapters/webhooks/https-webhook-sender';
import { webhookRetrySchedule, type DeliveryDeps } from '../core/webhook-delivery';
import type { AppConfig } from '../contract/config';
import { systemClock } from '../ports/clock';
import type { WebhookSender } from '../ports/webhook-sender';
import { dynamoClientFor, sqsClientFor, type AwsClients } from './aws-clients';
import { loggerFor, type KeylessOverrides } from './keyless-dependencies';

/** What tests and the local stack may swap. */
export interface WebhookOverrides extends KeylessOverrides {
  readonly clients?: Partial<AwsClients>;
  readonly sender?: WebhookSender;
  readonly random?: () => number;
}

/** The deliverWebhook function: secrets from the table, POSTs with the address rules, retries through the queue, each attempt in the owner's log. */
export function deliveryDependencies(config: AppConfig, overrides: WebhookOverrides = {}): DeliveryDeps {
  const { queueUrl, deadLetterUrl, allowLoopback, retryScale } = config.webhooks;
  if (!queueUrl || !deadLetterUrl) throw new Error('WEBHOOK_QUEUE_URL and WEBHOOK_DLQ_URL are required for deliverWebhook.');
  const db = { client: overrides.clients?.dynamodb ?? dynamoClientFor(config), tableName: config.tableName };
  return {
    secrets: new DynamoWebhookSecrets(db),
    log: new DynamoWebhookDeliveryLog(db),
    sender: overrides.sender ?? new HttpsWebhookSender({ allowLoopback, timeoutMs: webhookRetrySchedule.timeoutMs }),
    retries: new SqsWebhookQueue(overrides.clients?.sqs ?? sqsClientFor(config), queueUrl, deadLetterUrl),
    clock: overrides.clock ?? systemClock,
    logger: loggerFor(config, overrides),
    retryScale,
    ...(overrides.random && { random: overrides.random }),
  };
}
