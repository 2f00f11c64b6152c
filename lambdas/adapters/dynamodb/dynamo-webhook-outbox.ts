import { DeleteCommand, QueryCommand } from '../aws/dynamodb-document-client';
import { ConditionalCheckFailedException } from '../aws/dynamodb-errors';
import { tableKeys } from '../../contract/table-layout';
import { itemKeys, webhookQueuePartition, withoutKeys } from './item-keys';
import { sendToTable, type DynamoTarget, type TransactItem } from './document-client';
import type { WebhookOutbox, WebhookOutboxEntry } from '../../ports/webhook-events';

// The webhook outbox, as the mail outbox (dynamo-mail-outbox.ts): an event is an item in its book's partition, put in
// the transaction that makes the change it tells of, and listed in the activity index's WEBHOOKQ partition until it
// is in the deliveries queue; then it is deleted.

/** The Puts a store transaction adds for its events. Re-putting the same event (a retried step) renews its `at`. */
export function webhookEventPuts(tableName: string, events: readonly WebhookOutboxEntry[]): TransactItem[] {
  return events.map((event) => ({
    Put: { TableName: tableName, Item: { ...itemKeys.webhookEvent(event.bookId, event.eventId), ...itemKeys.queuedWebhook(event.at), entity: 'webhookEvent', ...event } },
  }) as TransactItem);
}

export class DynamoWebhookOutbox implements WebhookOutbox {
  constructor(private readonly db: DynamoTarget) {}

  async queued(before: string, limit: number): Promise<WebhookOutboxEntry[]> {
    const index = tableKeys.activityIndex;
    const { Items } = await sendToTable(this.db, new QueryCommand({
      TableName: this.db.tableName,
      IndexName: index.name,
      KeyConditionExpression: '#pk = :queue AND #sk < :before',
      ExpressionAttributeNames: { '#pk': index.partitionKey, '#sk': index.sortKey },
      ExpressionAttributeValues: { ':queue': webhookQueuePartition, ':before': before },
      Limit: limit,
    }));
    return (Items ?? []).map((item) => withoutKeys<WebhookOutboxEntry>(item));
  }

  async forwarded(entry: WebhookOutboxEntry): Promise<void> {
    try {
      await sendToTable(this.db, new DeleteCommand({
        TableName: this.db.tableName,
        Key: itemKeys.webhookEvent(entry.bookId, entry.eventId),
        ConditionExpression: '#at = :at',
        ExpressionAttributeNames: { '#at': 'at' },
        ExpressionAttributeValues: { ':at': entry.at },
      }));
    } catch (error) {
      // Gone already (another forward) or written again since: the newer write is forwarded on its own.
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
}
