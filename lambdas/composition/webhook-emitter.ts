// Kept apart from webhook-dependencies.ts so the workflow steps' bundles carry only the queue's and the outbox's adapters.
import { DynamoWebhookOutbox } from '../adapters/dynamodb/dynamo-webhook-outbox';
import { SqsWebhookQueue } from '../adapters/sqs/sqs-webhook-queue';
import type { AppConfig } from '../contract/config';
import type { WebhookEvents } from '../ports/webhook-events';
import { dynamoClientFor, sqsClientFor, type AwsClients } from './aws-clients';

/**
 * The deliveries queue the generation steps emit to, where one is configured (WEBHOOK_QUEUE_URL), with the outbox in
 * the table that the store's transactions write events to first.
 */
export function webhookEventsFor(config: AppConfig, overrides: { readonly clients?: Partial<AwsClients> | undefined } = {}): WebhookEvents | undefined {
  const { queueUrl, deadLetterUrl } = config.webhooks;
  if (!queueUrl) return undefined;
  const queue = new SqsWebhookQueue(overrides.clients?.sqs ?? sqsClientFor(config), queueUrl, deadLetterUrl);
  const outbox = new DynamoWebhookOutbox({ client: overrides.clients?.dynamodb ?? dynamoClientFor(config), tableName: config.tableName });
  return { publish: (delivery) => queue.publish(delivery), outbox };
}
