import { GetCommand, QueryCommand, UpdateCommand } from '../aws/dynamodb-document-client';
import { ConditionalCheckFailedException } from '../aws/dynamodb-errors';
import { tableKeys } from '../../contract/table-layout';
import { itemKeys, withoutKeys } from './item-keys';
import { sendToTable, type DynamoTarget } from './document-client';
import type { OutboxMail } from '../../core/records';
import type { MailOutbox } from '../../ports/mail-outbox';

// A mail is an item in its user's partition; while queued it also sits in the sparse activity index under its own
// partition, so the sender finds every queued mail with one Query and a sent one drops out of the index.

/** The item a queued mail is written as (inside whichever transaction makes the change it tells of). */
export function outboxMailItem(mail: OutboxMail): Record<string, unknown> {
  return { ...itemKeys.outboxMail(mail.userId, mail.createdAt, mail.mailId), ...itemKeys.queuedMail(mail.createdAt), entity: 'mail', ...mail };
}

type Page = { Items?: Record<string, unknown>[]; LastEvaluatedKey?: Record<string, unknown> };

export class DynamoMailOutbox implements MailOutbox {
  constructor(private readonly db: DynamoTarget) {}

  async queued(limit: number): Promise<OutboxMail[]> {
    const index = tableKeys.activityIndex;
    const page: Page = await sendToTable(this.db, new QueryCommand({
      TableName: this.db.tableName,
      IndexName: index.name,
      KeyConditionExpression: '#pk = :queue',
      ExpressionAttributeNames: { '#pk': index.partitionKey },
      ExpressionAttributeValues: { ':queue': itemKeys.queuedMail('').gsi2pk },
      Limit: limit,
    }));
    return (page.Items ?? []).map((item) => withoutKeys<OutboxMail>(item));
  }

  async claim(mail: OutboxMail, now: string, until: string): Promise<boolean> {
    try {
      await sendToTable(this.db, new UpdateCommand({
        TableName: this.db.tableName,
        Key: itemKeys.outboxMail(mail.userId, mail.createdAt, mail.mailId),
        UpdateExpression: 'SET claimedUntil = :until',
        ConditionExpression: '#status = :queued AND (attribute_not_exists(claimedUntil) OR claimedUntil < :now)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':until': until, ':now': now, ':queued': 'queued' },
      }));
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  async recipientOf(userId: string): Promise<string | undefined> {
    const { Item } = await sendToTable(this.db, new GetCommand({ TableName: this.db.tableName, Key: itemKeys.user(userId), ProjectionExpression: 'email' }));
    return typeof Item?.email === 'string' ? Item.email : undefined;
  }

  async markSent(mail: OutboxMail, sent: { to: string; subject: string; text: string; sentAt: string }): Promise<void> {
    await sendToTable(this.db, new UpdateCommand({
      TableName: this.db.tableName,
      Key: itemKeys.outboxMail(mail.userId, mail.createdAt, mail.mailId),
      UpdateExpression: 'SET #status = :sent, #to = :to, subject = :subject, #text = :text, sentAt = :sentAt, attempts = attempts + :one REMOVE gsi2pk, gsi2sk',
      ExpressionAttributeNames: { '#status': 'status', '#to': 'to', '#text': 'text' },
      ExpressionAttributeValues: { ':sent': 'sent', ':to': sent.to, ':subject': sent.subject, ':text': sent.text, ':sentAt': sent.sentAt, ':one': 1 },
    }));
  }

  async markAttempt(mail: OutboxMail, attempt: { error: string; failed: boolean; at: string }): Promise<void> {
    await sendToTable(this.db, new UpdateCommand({
      TableName: this.db.tableName,
      Key: itemKeys.outboxMail(mail.userId, mail.createdAt, mail.mailId),
      UpdateExpression: attempt.failed
        ? 'SET #status = :failed, lastError = :error, lastAttemptAt = :at, attempts = attempts + :one REMOVE gsi2pk, gsi2sk'
        : 'SET lastError = :error, lastAttemptAt = :at, attempts = attempts + :one REMOVE claimedUntil',
      ExpressionAttributeNames: attempt.failed ? { '#status': 'status' } : undefined,
      ExpressionAttributeValues: { ':error': attempt.error.slice(0, 500), ':at': attempt.at, ':one': 1, ...(attempt.failed && { ':failed': 'failed' }) },
    }));
  }

  async list(userId: string): Promise<OutboxMail[]> {
    const mails: OutboxMail[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page: Page = await sendToTable(this.db, new QueryCommand({
        TableName: this.db.tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :mails)',
        ExpressionAttributeValues: { ':pk': itemKeys.ownerPartition(userId), ':mails': itemKeys.outboxMailPrefix },
        ConsistentRead: true,
        ...(start && { ExclusiveStartKey: start }),
      }));
      mails.push(...(page.Items ?? []).map((item) => withoutKeys<OutboxMail>(item)));
      start = page.LastEvaluatedKey;
    } while (start);
    return mails;
  }
}
