import { SendMessageCommand } from '../lambdas/adapters/aws/sqs-client';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '../lambdas/adapters/aws/dynamodb-document-client';
import { itemKeys } from '../lambdas/adapters/dynamodb/item-keys';
import { hashApiKey } from '../lambdas/core/api-key';
import { newAcceptance, parseCreateStoryRequest } from '../lambdas/core/create-story';
import { planLimits } from '../lambdas/core/plans';
import { randomIds } from '../lambdas/ports/id-generator';
import type { BookRecord, TaskRecord } from '../lambdas/core/records';
import { dayWindow, minuteWindow } from '../lambdas/core/time-windows';
import { benchStoryBody } from './api-requests';
import type { BenchStack } from './bench-stack';

// The SDK calls a POST and a GET make, issued straight from the bench with the stack's clients: the floor the
// service's own work (HTTP bridge, middleware, validation, policy, JSON) is measured against.
// Inputs mirror the DynamoDB and SQS adapters (same expressions, items and sizes); keep them in step with those.

/** Limits for the bench-only user: as large as needed for every iteration to succeed, same expressions. */
const UNLIMITED = 1_000_000_000;
const COUNTER_GRACE_SECONDS = 300;
const DAY_COUNTER_GRACE_SECONDS = 24 * 60 * 60;

export interface BareTiming {
  /** What one request waits for in its backend calls: their sum one after another, the slowest side by side. */
  totalMs: number;
  byCommand: Record<string, number>;
}

async function timed<T>(byCommand: Record<string, number>, name: string, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await call();
  byCommand[name] = performance.now() - started;
  return result;
}

const totalOf = (byCommand: Record<string, number>): BareTiming => ({
  totalMs: Object.values(byCommand).reduce((sum, ms) => sum + ms, 0),
  byCommand,
});

export class BareBackendCalls {
  private constructor(
    private readonly stack: BenchStack,
    private readonly userId: string,
    private readonly keyHash: string,
  ) {}

  /** A bench-only Premium user of its own: its counters, credits and books are nobody else's. */
  static async prepare(stack: BenchStack): Promise<BareBackendCalls> {
    const { userId } = await stack.admin.createUser({ email: 'bench-bare-calls@example.com', plan: 'premium' });
    const { apiKey } = await stack.admin.createKey(userId);
    return new BareBackendCalls(stack, userId, hashApiKey(apiKey));
  }

  /** Key read, minute counter, acceptance transaction (fresh book and task ids), queue send. */
  async post(): Promise<BareTiming> {
    const { clients, config } = this.stack;
    const TableName = config.tableName;
    const userId = this.userId;
    const byCommand: Record<string, number> = {};
    await timed(byCommand, 'GetItem', () =>
      clients.dynamodb.send(new GetCommand({ TableName, Key: itemKeys.apiKey(this.keyHash), ConsistentRead: true })),
    );
    const now = new Date();
    const minute = minuteWindow(now);
    await timed(byCommand, 'UpdateItem', () =>
      clients.dynamodb.send(
        new UpdateCommand({
          TableName,
          Key: itemKeys.minuteCounter(userId, minute.id),
          UpdateExpression: 'ADD #count :one SET expiresAtEpoch = :ttl',
          ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
          ExpressionAttributeNames: { '#count': 'requests' },
          ExpressionAttributeValues: { ':one': 1, ':limit': UNLIMITED, ':ttl': minute.endsAtEpoch + COUNTER_GRACE_SECONDS },
          ReturnValues: 'UPDATED_NEW',
        }),
      ),
    );
    const { book, task } = this.acceptedRecords(now);
    const day = dayWindow(now);
    await timed(byCommand, 'TransactWriteItems', () =>
      clients.dynamodb.send(
        new TransactWriteCommand({
          ClientRequestToken: task.taskId,
          TransactItems: [
            {
              Update: {
                TableName,
                Key: itemKeys.dayCounter(userId, day.id),
                UpdateExpression: 'ADD #books :one SET expiresAtEpoch = :ttl',
                ConditionExpression: 'attribute_not_exists(#books) OR #books < :cap',
                ExpressionAttributeNames: { '#books': 'books' },
                ExpressionAttributeValues: { ':one': 1, ':cap': UNLIMITED, ':ttl': day.endsAtEpoch + DAY_COUNTER_GRACE_SECONDS },
              },
            },
            {
              Update: {
                TableName,
                Key: itemKeys.credits(userId, task.creditPeriod),
                UpdateExpression:
                  'SET #limit = if_not_exists(#limit, :default), #available = if_not_exists(#available, :default) - :n ADD #used :n',
                ConditionExpression: 'attribute_not_exists(#available) OR #available >= :n',
                ExpressionAttributeNames: { '#limit': 'creditLimit', '#available': 'available', '#used': 'used' },
                ExpressionAttributeValues: { ':default': UNLIMITED, ':n': task.creditsReserved },
              },
            },
            {
              Put: {
                TableName,
                Item: {
                  ...itemKeys.book(book.bookId),
                  entity: 'book',
                  gsi1pk: itemKeys.ownerPartition(userId),
                  gsi1sk: `BOOK#${book.createdAt}#${book.bookId}`,
                  ...book,
                },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName,
                Item: { ...itemKeys.task(task.bookId, task.taskId), entity: 'task', ...itemKeys.activeTask(task.updatedAt), ...task },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      ),
    );
    await timed(byCommand, 'SendMessage', () =>
      clients.sqs.send(
        new SendMessageCommand({
          QueueUrl: config.queueUrl,
          MessageBody: JSON.stringify({ bookId: book.bookId, taskId: task.taskId, userId }),
          MessageAttributes: { taskId: { DataType: 'String', StringValue: task.taskId } },
        }),
      ),
    );
    return totalOf(byCommand);
  }

  /** Key read and the strongly consistent Query of the book's partition, side by side as the GET makes them. */
  async get(target: { apiKey: string; bookId: string }): Promise<BareTiming> {
    const { clients, config } = this.stack;
    const TableName = config.tableName;
    const byCommand: Record<string, number> = {};
    const started = performance.now();
    await Promise.all([
      timed(byCommand, 'GetItem', () =>
        clients.dynamodb.send(new GetCommand({ TableName, Key: itemKeys.apiKey(hashApiKey(target.apiKey)), ConsistentRead: true })),
      ),
      timed(byCommand, 'Query', async () => {
        let startKey: Record<string, unknown> | undefined;
        do {
          const page = await clients.dynamodb.send(
            new QueryCommand({
              TableName,
              KeyConditionExpression: 'pk = :pk',
              ExpressionAttributeValues: { ':pk': itemKeys.bookPartition(target.bookId) },
              ConsistentRead: true,
              ExclusiveStartKey: startKey,
            }),
          );
          startKey = page.LastEvaluatedKey;
        } while (startKey);
      }),
    ]);
    // Side by side, the request waits for the slower call, not the sum.
    return { totalMs: performance.now() - started, byCommand };
  }

  // The book and task a POST of benchStoryBody stores, built by the use case itself.
  private acceptedRecords(now: Date): { book: BookRecord; task: TaskRecord } {
    const principal = { userId: this.userId, keyId: 'bench', keyHash: 'bench', plan: 'premium' as const, limits: planLimits.premium, monthlyCredits: UNLIMITED };
    const { book, task } = newAcceptance({ clock: { now: () => now }, ids: randomIds }, { principal, body: benchStoryBody, idempotencyKey: undefined }, parseCreateStoryRequest(benchStoryBody));
    return { book, task };
  }
}
