import { QueryCommand, TransactWriteCommand, UpdateCommand } from '../aws/dynamodb-document-client';
import { ConditionalCheckFailedException, TransactionCanceledException } from '../aws/dynamodb-errors';
import { itemKeys, withoutKeys } from './item-keys';
import { outboxMailItem } from './dynamo-mail-outbox';
import { sendToTable, type DynamoTarget, type TransactItem } from './document-client';
import type { AuditEvent, OutboxMail } from '../../core/records';
import type { AbuseStore, AuditLog } from '../../ports/abuse-store';

// What the abuse rules keep lives on the key's own item (one read authorises a request and shows its history);
// an automatic revocation, its audit event and the owner's mail are one transaction.
/** The audit event and the owner's mail that every rule's action writes in its own transaction. */
const auditEventAndMail = (TableName: string, event: AuditEvent, mail: OutboxMail) => [
  { Put: { TableName, Item: { ...itemKeys.auditEvent(event.userId, event.at, event.eventId), entity: 'auditEvent', ...event } } },
  { Put: { TableName, Item: outboxMailItem(mail) } },
];

export class DynamoAbuseStore implements AbuseStore, AuditLog {
  constructor(private readonly db: DynamoTarget) {}

  async recordUse(...[keyHash, seen, travel]: Parameters<AbuseStore['recordUse']>): Promise<void> {
    try {
      await sendToTable(this.db, new UpdateCommand({
        TableName: this.db.tableName,
        Key: itemKeys.apiKey(keyHash),
        UpdateExpression: 'SET seen = :seen, travel = :travel',
        ConditionExpression: '#status = :active',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':seen': seen, ':travel': travel, ':active': 'active' },
      }));
    } catch (error) {
      // Revoked meanwhile: nothing left to watch.
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }

  async recordLimited(...[keyHash, limited, previousMinute]: Parameters<AbuseStore['recordLimited']>): Promise<boolean> {
    try {
      await sendToTable(this.db, new UpdateCommand({
        TableName: this.db.tableName,
        Key: itemKeys.apiKey(keyHash),
        // "limited" and "minute" are DynamoDB reserved words.
        UpdateExpression: 'SET #limited = :limited',
        ConditionExpression: previousMinute === undefined
          ? '#status = :active AND attribute_not_exists(#limited)'
          : '#status = :active AND #limited.#minute = :previous',
        ExpressionAttributeNames: { '#status': 'status', '#limited': 'limited', ...(previousMinute !== undefined && { '#minute': 'minute' }) },
        ExpressionAttributeValues: { ':limited': limited, ':active': 'active', ...(previousMinute !== undefined && { ':previous': previousMinute }) },
      }));
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  async warnOwner({ keyHash, rule, event, mail, notBefore }: Parameters<AbuseStore['warnOwner']>[0]): Promise<boolean> {
    // warnedAt is a map: its entry is set where the map exists, the whole map where it does not yet.
    for (const firstWarning of [false, true]) {
      const written = await this.actOnKey({
        TableName: this.db.tableName,
        Key: itemKeys.apiKey(keyHash),
        UpdateExpression: firstWarning ? 'SET warnedAt = :warned' : 'SET warnedAt.#rule = :now',
        ConditionExpression: firstWarning
          ? '#status = :active AND attribute_not_exists(warnedAt)'
          : '#status = :active AND attribute_exists(warnedAt) AND (attribute_not_exists(warnedAt.#rule) OR warnedAt.#rule < :notBefore)',
        ExpressionAttributeNames: { '#status': 'status', ...(!firstWarning && { '#rule': rule }) },
        ExpressionAttributeValues: {
          ':active': 'active',
          ...(firstWarning ? { ':warned': { [rule]: event.at } } : { ':now': event.at, ':notBefore': notBefore }),
        },
      }, event, mail);
      // Refused: warned already (or revoked meanwhile); one mail is enough.
      if (written) return true;
    }
    return false;
  }

  async revokeForAbuse({ keyHash, event, mail }: Parameters<AbuseStore['revokeForAbuse']>[0]): Promise<boolean> {
    // Refused: another request revoked it first; one event and one mail are enough.
    return this.actOnKey({
      TableName: this.db.tableName,
      Key: itemKeys.apiKey(keyHash),
      UpdateExpression: 'SET #status = :revoked, revokedAt = :now, revokedBy = :rule',
      ConditionExpression: '#status = :active',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':revoked': 'revoked', ':active': 'active', ':now': event.at, ':rule': event.rule },
    }, event, mail);
  }

  /** A rule's action: the key's update, its audit event and the owner's mail in one transaction; false when the key's condition refused it. */
  private async actOnKey(update: NonNullable<TransactItem['Update']>, event: AuditEvent, mail: OutboxMail): Promise<boolean> {
    try {
      await sendToTable(this.db, new TransactWriteCommand({ TransactItems: [{ Update: update }, ...auditEventAndMail(this.db.tableName, event, mail)] }));
      return true;
    } catch (error) {
      if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
      throw error;
    }
  }

  async listEvents(userId: string): Promise<AuditEvent[]> {
    const events: AuditEvent[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page: { Items?: Record<string, unknown>[]; LastEvaluatedKey?: Record<string, unknown> } = await sendToTable(this.db, new QueryCommand({
        TableName: this.db.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :events)',
        ExpressionAttributeValues: { ':pk': itemKeys.ownerPartition(userId), ':events': itemKeys.auditEventPrefix },
        ConsistentRead: true,
        ...(start && { ExclusiveStartKey: start }),
      }));
      events.push(...(page.Items ?? []).map((item) => withoutKeys<AuditEvent>(item)));
      start = page.LastEvaluatedKey;
    } while (start);
    return events;
  }
}
