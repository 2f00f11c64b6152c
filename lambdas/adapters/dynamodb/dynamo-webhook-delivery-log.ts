import { GetCommand, PutCommand, QueryCommand } from '../aws/dynamodb-document-client';
import { epochSeconds, itemKeys, withoutKeys } from './item-keys';
import { sendToTable, type DynamoTarget } from './document-client';
import type { DeliveryAttempt, DeliveryLogFilters, DeliveryLogPage, DeliveryLogQuery, WebhookDeliveryLog } from '../../ports/webhook-delivery-log';

/** Queries one page may take when filters drop most attempts; past them the page ends short, with a cursor. */
const MAX_QUERIES_PER_PAGE = 4;

function filterExpression(filters: DeliveryLogFilters) {
  const clauses: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(filters)) {
    if (value === undefined) continue;
    clauses.push(`#${field} = :${field}`);
    names[`#${field}`] = field;
    values[`:${field}`] = value;
  }
  return clauses.length > 0 ? { FilterExpression: clauses.join(' AND '), ExpressionAttributeNames: names, values } : { values };
}

/** `USER#<id>` / `DELIVERY#LIVE#<dlv id>` (or `DELIVERY#TEST#…`): the owner's partition, one mode per sort-key prefix. */
export class DynamoWebhookDeliveryLog implements WebhookDeliveryLog {
  constructor(private readonly db: DynamoTarget) {}

  async record(attempt: DeliveryAttempt, expiresAt: Date): Promise<void> {
    await sendToTable(this.db, new PutCommand({
      TableName: this.db.tableName,
      Item: { ...itemKeys.webhookDelivery(attempt.userId, attempt.livemode, attempt.id), entity: 'webhookDelivery', ...attempt, expiresAtEpoch: epochSeconds(expiresAt) },
    }));
  }

  async find(userId: string, livemode: boolean, id: string): Promise<DeliveryAttempt | undefined> {
    const { Item } = await sendToTable(this.db, new GetCommand({ TableName: this.db.tableName, Key: itemKeys.webhookDelivery(userId, livemode, id) }));
    return Item ? withoutKeys<DeliveryAttempt>(Item) : undefined;
  }

  /**
   * Newest first, one mode's prefix of the owner's partition. Each Query asks for one attempt more than the page holds,
   * so a page ending at the last attempt has no cursor; filters are applied by DynamoDB after the read.
   */
  async list(query: DeliveryLogQuery): Promise<DeliveryLogPage> {
    const { userId, livemode, limit, after, filters } = query;
    const filter = filterExpression(filters);
    const found: DeliveryAttempt[] = [];
    let start: Record<string, unknown> | undefined = after ? { ...itemKeys.webhookDelivery(userId, livemode, after) } : undefined;
    for (let round = 0; round < MAX_QUERIES_PER_PAGE; round++) {
      const { Items = [], LastEvaluatedKey }: { Items?: Record<string, unknown>[]; LastEvaluatedKey?: Record<string, unknown> } = await sendToTable(this.db, new QueryCommand({
        TableName: this.db.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ...(filter.FilterExpression && { FilterExpression: filter.FilterExpression, ExpressionAttributeNames: filter.ExpressionAttributeNames }),
        ExpressionAttributeValues: { ':pk': itemKeys.ownerPartition(userId), ':prefix': itemKeys.webhookDeliveryPrefix(livemode), ...filter.values },
        ScanIndexForward: false,
        Limit: limit + 1 - found.length,
        ExclusiveStartKey: start,
      }));
      found.push(...Items.map((item) => withoutKeys<DeliveryAttempt>(item)));
      if (found.length > limit) return { attempts: found.slice(0, limit), next: found[limit - 1]!.id };
      if (!LastEvaluatedKey) return { attempts: found };
      start = LastEvaluatedKey;
    }
    // Filters dropped most of what was read: the page ends where reading stopped.
    const sk = String(start?.sk ?? '');
    return { attempts: found, next: sk.slice(itemKeys.webhookDeliveryPrefix(livemode).length) };
  }
}
