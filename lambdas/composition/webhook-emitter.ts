// Kept apart from webhook-dependencies.ts so the workflow steps' bundles carry only the queue's adapter.
import { SqsWebhookQueue } from '../adapters/sqs/sqs-webhook-queue';
import type { AppConfig } from '../contract/config';
import type { WebhookEvents } from '../ports/webhook-events';
import { sqsClientFor, type AwsClients } from './aws-clients';

/** The deliveries queue the generation steps emit to, where one is configured (WEBHOOK_QUEUE_URL). */
export function webhookEventsFor(config: AppConfig, overrides: { readonly clients?: Partial<AwsClients> | undefined } = {}): WebhookEvents | undefined {
  const { queueUrl, deadLetterUrl } = config.webhooks;
  return queueUrl ? new SqsWebhookQueue(overrides.clients?.sqs ?? sqsClientFor(config), queueUrl, deadLetterUrl) : undefined;
}
