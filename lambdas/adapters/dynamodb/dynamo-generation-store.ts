import { ConditionalCheckFailedException, TransactionCanceledException } from '../aws/dynamodb-errors';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '../aws/dynamodb-document-client';
import { TaskAlreadyEndedError } from '../../core/generation-errors';
import { readBookPartition } from './book-partition';
import { refundCreditsItem } from './credit-items';
import { itemKeys, withoutKeys } from './item-keys';
import { retryingConflicts, sendToTable, type DynamoTarget, type TransactItem } from './document-client';
import { tableKeys } from '../../contract/table-layout';
import type { BookRecord, StoredStory, TaskRecord } from '../../core/records';
import type { FailOutcome, GenerationStore, StuckTask, TaskEnding, TaskRef } from '../../ports/generation-store';
import type { WebhookOutboxEntry } from '../../ports/webhook-events';
import { webhookEventPuts } from './dynamo-webhook-outbox';


const pad = (index: number) => String(index).padStart(3, '0');
type UpdateInput = ConstructorParameters<typeof UpdateCommand>[0];
const STEP_CONFLICTS = { attempts: 10, baseMs: 20, capMs: 500 };

export class DynamoGenerationStore implements GenerationStore {
  constructor(private readonly db: DynamoTarget) {}

  async startTask(task: TaskRef, stepsTotal: number, now: string): Promise<boolean> {
    try {
      await sendToTable(this.db, 
        new UpdateCommand({
          TableName: this.db.tableName,
          Key: itemKeys.task(task.bookId, task.taskId),
          UpdateExpression: 'SET #status = :processing, stepsTotal = :total, updatedAt = :now, gsi2sk = :now',
          // A retried MarkProcessing finds the task processing already: that is fine; an ended task is not.
          ConditionExpression: '#status IN (:pending, :processing)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':processing': 'processing', ':pending': 'pending', ':total': stepsTotal, ':now': now },
        }),
      );
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  async findBook(bookId: string): Promise<BookRecord | undefined> {
    const { Item } = await sendToTable(this.db, 
      new GetCommand({ TableName: this.db.tableName, Key: itemKeys.book(bookId), ConsistentRead: true }),
    );
    return Item ? withoutKeys<BookRecord>(Item) : undefined;
  }

  findStory(bookId: string): Promise<StoredStory | undefined> {
    return readBookPartition(this.db, bookId);
  }

  // Finished steps are a string set: adding the same step twice (a retried Lambda) counts it once.
  private stepDone(task: TaskRef, step: string, now: string, afterCompletion = false) {
    return {
      TableName: this.db.tableName,
      Key: itemKeys.task(task.bookId, task.taskId),
      UpdateExpression: 'ADD doneSteps :step SET updatedAt = :now, gsi2sk = :now',
      // The book's files may land after it completed without them (a completed task has no gsi2pk: no heartbeat).
      ConditionExpression: afterCompletion ? '#status IN (:processing, :completed)' : '#status = :processing',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':step': new Set([step]), ':now': now, ':processing': 'processing', ...(afterCompletion && { ':completed': 'completed' }) },
    };
  }

  // One transaction: content lands only while the task is processing, so a failed book never gains a page it
  // was refunded for. Pages finishing together contend on the task item; DynamoDB refuses all but one of them
  // with TransactionConflict, and the others try again after a short random pause.
  private async writeStep(task: TaskRef, step: string, content: UpdateInput, now: string, options: { readonly afterCompletion?: boolean; readonly events?: readonly WebhookOutboxEntry[] } = {}): Promise<void> {
    const items = [{ Update: content }, { Update: this.stepDone(task, step, now, options.afterCompletion ?? false) }, ...webhookEventPuts(this.db.tableName, options.events ?? [])] as TransactItem[];
    try {
      await retryingConflicts(() => sendToTable(this.db, new TransactWriteCommand({ TransactItems: items })), STEP_CONFLICTS);
    } catch (error) {
      if (error instanceof TransactionCanceledException && error.CancellationReasons?.[1]?.Code === 'ConditionalCheckFailed') {
        throw new TaskAlreadyEndedError(`Task ${task.taskId} is no longer processing.`);
      }
      throw error;
    }
  }

  savePlan(task: TaskRef, plan: { title: string; summary: string; slug: string }, now: string): Promise<void> {
    return this.writeStep(task, 'plan', {
      TableName: this.db.tableName,
      Key: itemKeys.book(task.bookId),
      UpdateExpression: 'SET title = :title, summary = :summary, slug = :slug, updatedAt = :now',
      ExpressionAttributeValues: { ':title': plan.title, ':summary': plan.summary, ':slug': plan.slug, ':now': now },
    }, now);
  }

  savePageText(task: TaskRef, index: number, text: { title: string | null; content: string }, now: string, events?: readonly WebhookOutboxEntry[]): Promise<void> {
    return this.writeStep(task, `text#${pad(index)}`, {
      TableName: this.db.tableName,
      Key: itemKeys.page(task.bookId, index),
      UpdateExpression: 'SET entity = :page, #index = :index, title = :title, content = :content, imageKey = if_not_exists(imageKey, :none)',
      ExpressionAttributeNames: { '#index': 'index' },
      ExpressionAttributeValues: { ':page': 'page', ':index': index, ':title': text.title, ':content': text.content, ':none': null },
    }, now, { events });
  }

  savePageImage(task: TaskRef, index: number, imageKey: string, now: string, events?: readonly WebhookOutboxEntry[]): Promise<void> {
    return this.writeStep(task, `image#${pad(index)}`, {
      TableName: this.db.tableName,
      Key: itemKeys.page(task.bookId, index),
      UpdateExpression: 'SET entity = :page, #index = :index, imageKey = :key, title = if_not_exists(title, :none), content = if_not_exists(content, :none)',
      ExpressionAttributeNames: { '#index': 'index' },
      ExpressionAttributeValues: { ':page': 'page', ':index': index, ':key': imageKey, ':none': null },
    }, now, { events });
  }

  saveBookFiles(task: TaskRef, files: { pdfKey: string; readerKey: string }, now: string): Promise<void> {
    return this.writeStep(task, 'files', {
      TableName: this.db.tableName,
      Key: itemKeys.book(task.bookId),
      UpdateExpression: 'SET pdfKey = :pdf, readerKey = :reader, updatedAt = :now',
      ExpressionAttributeValues: { ':pdf': files.pdfKey, ':reader': files.readerKey, ':now': now },
    }, now, { afterCompletion: true });
  }

  async complete(task: TaskRef, coverImageKey: string, now: string, events: readonly WebhookOutboxEntry[] = []): Promise<boolean> {
    const items: TransactItem[] = [
      {
        Update: {
          TableName: this.db.tableName,
          Key: itemKeys.book(task.bookId),
          UpdateExpression: 'SET coverImageKey = :cover, updatedAt = :now',
          ExpressionAttributeValues: { ':cover': coverImageKey, ':now': now },
        },
      },
      {
        Update: {
          TableName: this.db.tableName,
          Key: itemKeys.task(task.bookId, task.taskId),
          UpdateExpression:
            'SET #status = :completed, progress = :full, completedAt = :now, updatedAt = :now ADD doneSteps :step REMOVE gsi2pk, gsi2sk',
          ConditionExpression: '#status = :processing',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':completed': 'completed', ':full': 100, ':now': now, ':step': new Set(['finalize']), ':processing': 'processing' },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      ...webhookEventPuts(this.db.tableName, events),
    ];
    try {
      await sendToTable(this.db, new TransactWriteCommand({ TransactItems: items }));
      return true;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException) || error.CancellationReasons?.[1]?.Code !== 'ConditionalCheckFailed') throw error;
      // A retried Finalize whose first attempt went through: done already.
      const status = (error.CancellationReasons[1].Item as Record<string, { S?: string }> | undefined)?.status?.S;
      if (status !== 'completed') throw new TaskAlreadyEndedError(`Task ${task.taskId} ended as ${status ?? 'unknown'}.`);
      return false;
    }
  }

  async fail(task: TaskRef, ending: (story: StoredStory) => TaskEnding, now: string): Promise<FailOutcome> {
    // The refund is computed from a read; a page finishing meanwhile changes doneSteps and the write is tried again.
    for (let attempt = 1; ; attempt++) {
      const story = await this.findStory(task.bookId);
      const current = story?.tasks.find((t) => t.taskId === task.taskId);
      if (!story || !current || current.status === 'completed' || current.status === 'failed') return { alreadyEnded: true, creditsRefunded: 0 };
      const { errorMessage, creditsToRefund: refund, cancelledAt, webhookEvents = [] } = ending(story);
      try {
        const items = [...this.failItems(task, current, { errorMessage, refund, cancelledAt }, now), ...webhookEventPuts(this.db.tableName, webhookEvents)];
        await sendToTable(this.db, new TransactWriteCommand({ TransactItems: items }));
        return { alreadyEnded: false, creditsRefunded: refund };
      } catch (error) {
        const raced = error instanceof TransactionCanceledException && error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed';
        if (!raced || attempt >= 5) throw error;
      }
    }
  }

  private failItems(task: TaskRef, current: TaskRecord, ending: { errorMessage: string; refund: number; cancelledAt: string | undefined }, now: string): TransactItem[] {
    const { errorMessage, refund, cancelledAt } = ending;
    const items: TransactItem[] = [
      {
        Update: {
          TableName: this.db.tableName,
          Key: itemKeys.task(task.bookId, task.taskId),
          UpdateExpression: `SET #status = :failed, errorMessage = :message, creditsRefunded = :refund, updatedAt = :now${cancelledAt ? ', cancelledAt = :cancelledAt' : ''} REMOVE gsi2pk, gsi2sk`,
          // Only one ending wins, and only if no step finished since the refund was counted.
          ConditionExpression:
            '#status IN (:pending, :processing) AND ((attribute_not_exists(doneSteps) AND :seen = :zero) OR size(doneSteps) = :seen)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':failed': 'failed', ':message': errorMessage, ':refund': refund, ':now': now, ':pending': 'pending', ':processing': 'processing',
            ':seen': current.stepsDone ?? 0, ':zero': 0,
            ...(cancelledAt && { ':cancelledAt': cancelledAt }),
          },
        },
      },
    ];
    if (refund > 0) items.push(refundCreditsItem(this.db.tableName, current.userId, current.creditPeriod, refund));
    return items;
  }

  async findStuck(before: string, limit: number): Promise<StuckTask[]> {
    const { Items } = await sendToTable(this.db, 
      new QueryCommand({
        TableName: this.db.tableName,
        IndexName: tableKeys.activityIndex.name,
        KeyConditionExpression: 'gsi2pk = :active AND gsi2sk < :before',
        ExpressionAttributeValues: { ':active': 'ACTIVE', ':before': before },
        Limit: limit,
      }),
    );
    return (Items ?? []).map((item) => ({
      bookId: String(item.bookId),
      taskId: String(item.taskId),
      userId: String(item.userId),
      status: item.status as StuckTask['status'],
      heartbeatAt: String(item.gsi2sk),
    }));
  }
}
