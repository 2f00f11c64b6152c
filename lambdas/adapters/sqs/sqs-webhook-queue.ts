import { SendMessageCommand, type SQSClient } from '../aws/sqs-client';
import { callDependency } from '../dependency-errors';
import type { QueuedDelivery, WebhookDelivery, WebhookEvents, WebhookRetryQueue } from '../../ports/webhook-events';

/** The deliveries queue: events in from the generation steps, retries back in (delayed), give-ups to its dead-letter queue. */
export class SqsWebhookQueue implements WebhookEvents, WebhookRetryQueue {
  constructor(
    private readonly sqs: SQSClient,
    private readonly queueUrl: string,
    private readonly deadLetterUrl?: string | undefined,
  ) {}

  publish(delivery: WebhookDelivery): Promise<void> {
    return this.send(this.queueUrl, { ...delivery, attempt: 0 }, 0);
  }

  later(delivery: QueuedDelivery, delaySeconds: number): Promise<void> {
    return this.send(this.queueUrl, delivery, Math.min(900, Math.max(0, Math.round(delaySeconds))));
  }

  deadLetter(delivery: QueuedDelivery): Promise<void> {
    if (!this.deadLetterUrl) throw new Error('WEBHOOK_DLQ_URL is required to give up on a webhook delivery.');
    return this.send(this.deadLetterUrl, delivery, 0);
  }

  private async send(queueUrl: string, delivery: QueuedDelivery, delaySeconds: number): Promise<void> {
    await callDependency('webhook queue', () =>
      this.sqs.send(new SendMessageCommand({
        QueueUrl: queueUrl,
        MessageBody: JSON.stringify(delivery),
        ...(delaySeconds > 0 && { DelaySeconds: delaySeconds }),
        MessageAttributes: { eventId: { DataType: 'String', StringValue: delivery.eventId } },
      })),
    );
  }
}
