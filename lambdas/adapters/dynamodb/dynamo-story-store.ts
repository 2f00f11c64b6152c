import { TransactionCanceledException, type CancellationReason } from '../aws/dynamodb-errors';
import { GetCommand, TransactWriteCommand } from '../aws/dynamodb-document-client';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { ExternalServiceError, InternalError } from '../../core/errors';
import { refundCreditsItem } from './credit-items';
import { epochSeconds, itemKeys, withoutKeys } from './item-keys';
import { readBookPartition } from './book-partition';
import { toTaskRecord } from './task-item';
import { cancelledByConflict, retryingConflicts, sendToTable, type DynamoTarget, type TransactItem } from './document-client';
import type { IdempotencyRecord, StoredStory, TaskRecord } from '../../core/records';
import type { Acceptance, AcceptOutcome, Charge, StoryStore } from '../../ports/story-store';


// Concurrent acceptances for one user contend on the same counter rows; DynamoDB cancels the losers with
// TransactionConflict, and they are simply tried again.
const ACCEPT_CONFLICTS = { attempts: 12, baseMs: 15, capMs: 400 };
const DAY_COUNTER_GRACE_SECONDS = 24 * 60 * 60;


// Cancellation reasons carry raw attribute values, which the document client does not translate.
function asPlainItem(item: Record<string, unknown>): Record<string, unknown> {
  const first = Object.values(item)[0];
  const raw = typeof first === 'object' && first !== null && Object.keys(first).length === 1 && /^(S|N|B|BOOL|NULL|M|L|SS|NS|BS)$/.test(Object.keys(first)[0]!);
  return raw ? (unmarshall(item as Parameters<typeof unmarshall>[0]) as Record<string, unknown>) : item;
}

// The month's charge: refused when the balance (opened at the plan's monthly credits) is short.
function creditsItem(TableName: string, charge: Charge): TransactItem {
  const canOpenPeriod = charge.defaultLimit >= charge.credits;
  return {
    Update: {
      TableName,
      Key: itemKeys.credits(charge.userId, charge.period),
      UpdateExpression:
        'SET #limit = if_not_exists(#limit, :default), #available = if_not_exists(#available, :default) - :n ADD #used :n',
      ConditionExpression: canOpenPeriod ? 'attribute_not_exists(#available) OR #available >= :n' : '#available >= :n',
      ExpressionAttributeNames: { '#limit': 'creditLimit', '#available': 'available', '#used': 'used' },
      ExpressionAttributeValues: { ':default': charge.defaultLimit, ':n': charge.credits },
    },
  };
}

type ItemRole = 'idempotency' | 'daily' | 'credits' | 'book' | 'task';

export class DynamoStoryStore implements StoryStore {
  constructor(private readonly db: DynamoTarget) {}

  async accept(acceptance: Acceptance): Promise<AcceptOutcome> {
    const { roles, items } = this.acceptanceItems(acceptance);
    try {
      await retryingConflicts(
        // The token makes every resend of this transaction idempotent on the service side.
        () => sendToTable(this.db, new TransactWriteCommand({ TransactItems: items, ClientRequestToken: acceptance.task.taskId })),
        ACCEPT_CONFLICTS,
      );
      return { outcome: 'accepted' };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = (role: ItemRole) => reasons[roles.indexOf(role)]?.Code === 'ConditionalCheckFailed';
      // Checked in the spec's order: idempotent replay, then the daily cap, then credits.
      if (failed('idempotency')) return { outcome: 'duplicate', existing: await this.existingClaim(acceptance, reasons[roles.indexOf('idempotency')]) };
      if (failed('daily')) return { outcome: 'daily_cap_reached' };
      if (failed('credits')) return { outcome: 'insufficient_credits' };
      if (failed('book') || failed('task')) throw new InternalError('A generated id collided with an existing one.');
      if (cancelledByConflict(error)) {
        throw new ExternalServiceError('The database is busy with concurrent requests. Please retry.', { meta: { dependency: 'database' }, cause: error });
      }
      throw new InternalError(`The acceptance transaction was cancelled: ${reasons.map((r) => r.Code).join(',')}`, { cause: error });
    }
  }

  private acceptanceItems(acceptance: Acceptance): { roles: ItemRole[]; items: TransactItem[] } {
    const { book, task, charge, daily, idempotency } = acceptance;
    const TableName = this.db.tableName;
    const roles: ItemRole[] = [];
    const items: TransactItem[] = [];
    const add = (role: ItemRole, item: TransactItem) => {
      roles.push(role);
      items.push(item);
    };
    if (idempotency) {
      add('idempotency', {
        Put: {
          TableName,
          Item: {
            ...itemKeys.idempotency(idempotency.userId, idempotency.keyHash),
            entity: 'idempotency',
            ...idempotency.record,
            expiresAtEpoch: epochSeconds(idempotency.record.expiresAt),
          },
          // Expiry is decided here, by the clock, not by when TTL happens to delete the row.
          ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
          ExpressionAttributeValues: { ':now': idempotency.now.toISOString() },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      });
    }
    add('daily', {
      Update: {
        TableName,
        Key: itemKeys.dayCounter(daily.userId, daily.window.id),
        UpdateExpression: 'ADD #books :one SET expiresAtEpoch = :ttl',
        ConditionExpression: 'attribute_not_exists(#books) OR #books < :cap',
        ExpressionAttributeNames: { '#books': 'books' },
        ExpressionAttributeValues: { ':one': 1, ':cap': daily.cap, ':ttl': daily.window.endsAtEpoch + DAY_COUNTER_GRACE_SECONDS },
      },
    });
    // A month's balance row is created by its first charge, with the plan's monthly credits as the limit.
    if (charge) add('credits', creditsItem(TableName, charge));
    add('book', {
      Put: {
        TableName,
        Item: {
          ...itemKeys.book(book.bookId),
          entity: 'book',
          gsi1pk: itemKeys.ownerPartition(book.userId),
          gsi1sk: `BOOK#${book.createdAt}#${book.bookId}`,
          ...book,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
    add('task', {
      Put: {
        TableName,
        Item: { ...itemKeys.task(task.bookId, task.taskId), entity: 'task', ...itemKeys.activeTask(task.updatedAt), ...task },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
    return { roles, items };
  }

  private async existingClaim(acceptance: Acceptance, reason: CancellationReason | undefined): Promise<IdempotencyRecord> {
    const claim = acceptance.idempotency!;
    const old = reason?.Item ? asPlainItem(reason.Item) : undefined;
    if (old) return withoutKeys<IdempotencyRecord>(old);
    // Engines that do not return the old item on a failed condition: read it (only on this rare path).
    const { Item } = await sendToTable(this.db, new GetCommand({
          TableName: this.db.tableName,
          Key: itemKeys.idempotency(claim.userId, claim.keyHash),
          ConsistentRead: true,
        }));
    if (!Item) throw new InternalError('The idempotency record vanished during the request.');
    return withoutKeys<IdempotencyRecord>(Item);
  }

  async releaseUnqueued(acceptance: Acceptance, errorMessage: string): Promise<boolean> {
    const { task, charge, daily, idempotency } = acceptance;
    const TableName = this.db.tableName;
    const now = new Date().toISOString();
    const items: TransactItem[] = [
      {
        Update: {
          TableName,
          Key: itemKeys.task(task.bookId, task.taskId),
          UpdateExpression: 'SET #status = :failed, errorMessage = :message, updatedAt = :now, creditsRefunded = :n REMOVE gsi2pk, gsi2sk',
          ConditionExpression: '#status = :pending',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':failed': 'failed', ':pending': 'pending', ':message': errorMessage, ':now': now, ':n': charge?.credits ?? 0 },
        },
      },
      ...(charge ? [refundCreditsItem(TableName, charge.userId, charge.period, charge.credits)] : []),
      {
        Update: {
          TableName,
          Key: itemKeys.dayCounter(daily.userId, daily.window.id),
          UpdateExpression: 'ADD #books :minus',
          ExpressionAttributeNames: { '#books': 'books' },
          ExpressionAttributeValues: { ':minus': -1 },
        },
      },
    ];
    if (idempotency) {
      // Frees the key so the client's retry creates the book afresh instead of replaying a failed one.
      items.push({
        Delete: {
          TableName,
          Key: itemKeys.idempotency(idempotency.userId, idempotency.keyHash),
          ConditionExpression: 'taskId = :taskId',
          ExpressionAttributeValues: { ':taskId': task.taskId },
        },
      });
    }
    try {
      // No request token needed: the `status = pending` condition makes a repeated release change nothing.
      await sendToTable(this.db, new TransactWriteCommand({ TransactItems: items }));
      return true;
    } catch (error) {
      // No pending task: the acceptance never landed, or was undone already.
      if (error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed') return false;
      throw error;
    }
  }

  findStory(bookId: string): Promise<StoredStory | undefined> {
    return readBookPartition(this.db, bookId);
  }

  async findTask(bookId: string, taskId: string): Promise<TaskRecord | undefined> {
    const { Item } = await sendToTable(this.db, new GetCommand({ TableName: this.db.tableName, Key: itemKeys.task(bookId, taskId), ConsistentRead: true }));
    return Item ? toTaskRecord(Item) : undefined;
  }
}
