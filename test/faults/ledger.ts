import { ListExecutionsCommand, SFNClient, type ExecutionListItem } from '@aws-sdk/client-sfn';
import { QueryCommand, type QueryCommandInput } from '../../lambdas/adapters/aws/dynamodb-document-client';
import { createAwsClients, type AwsClients } from '../../lambdas/composition/aws-clients';
import type { AppConfig } from '../../lambdas/contract/config';
import type { GenerationRuntime } from '../../local/generation-runtime';
import { queueReader, type QueueReader } from '../support/queue-reader';

// What the tables, the queue and the state machine hold, read with clients of its own: the faults a test injects
// into the service's clients never touch the reading of the outcome.

export interface BookState {
  bookId: string;
  taskId: string;
  status: string;
  errorMessage: string | null;
  creditsReserved: number;
  creditsRefunded: number;
  /** Distinct finished steps (the task's `doneSteps` set) and how many the book has. */
  stepsDone: number;
  stepsTotal: number | undefined;
  /** Pages with both text and picture: what the user pays for. */
  delivered: number;
}

export interface AccountState {
  creditsUsed: number;
  booksToday: number;
  /** Idempotency keys currently claimed. */
  claims: number;
  /** Oldest first. */
  books: BookState[];
}

export interface QueuedJob {
  bookId: string;
  taskId: string;
  userId: string;
}

export class Ledger {
  private readonly clients: AwsClients;
  private readonly queues: QueueReader;
  private readonly stateMachines = new Map<string, SFNClient>();

  constructor(private readonly config: AppConfig) {
    this.clients = createAwsClients(config);
    this.queues = queueReader(config);
  }

  private async query(input: Omit<QueryCommandInput, 'TableName'>): Promise<Record<string, any>[]> {
    const items: Record<string, any>[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await this.clients.dynamodb.send(new QueryCommand({ TableName: this.config.tableName, ...input, ExclusiveStartKey }));
      items.push(...(page.Items ?? []));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey);
    return items;
  }

  async book(bookId: string): Promise<BookState> {
    const items = await this.query({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `BOOK#${bookId}` }, ConsistentRead: true });
    const book = items.find((item) => item.entity === 'book');
    const task = items.find((item) => item.entity === 'task' && item.taskId === book?.latestTaskId);
    if (!book || !task) throw new Error(`No book ${bookId} with its task`);
    const pages = items.filter((item) => item.entity === 'page');
    return {
      bookId,
      taskId: String(task.taskId),
      status: String(task.status),
      errorMessage: task.errorMessage ?? null,
      creditsReserved: Number(task.creditsReserved),
      creditsRefunded: Number(task.creditsRefunded ?? 0),
      stepsDone: task.doneSteps instanceof Set ? task.doneSteps.size : 0,
      stepsTotal: task.stepsTotal === undefined ? undefined : Number(task.stepsTotal),
      delivered: pages.filter((page) => page.content && page.imageKey).length,
    };
  }

  async account(userId: string): Promise<AccountState> {
    const own = await this.query({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': `USER#${userId}` }, ConsistentRead: true });
    const sum = (prefix: string, field: string) =>
      own.filter((item) => String(item.sk).startsWith(prefix)).reduce((total, item) => total + Number(item[field] ?? 0), 0);
    const owned = await this.query({
      IndexName: 'byOwner',
      KeyConditionExpression: 'gsi1pk = :owner',
      ExpressionAttributeValues: { ':owner': `USER#${userId}` },
    });
    const books = await Promise.all(owned.filter((item) => item.entity === 'book').map((item) => this.book(String(item.bookId))));
    return {
      creditsUsed: sum('CREDITS#', 'used'),
      booksToday: sum('RATE#D#', 'books'),
      claims: own.filter((item) => String(item.sk).startsWith('IDEM#')).length,
      books,
    };
  }

  /** Receives and deletes every job visible on the jobs queue now. */
  takeJobs(): Promise<QueuedJob[]> {
    return this.drain(this.config.queueUrl);
  }

  /** Receives and deletes every job the jobs queue gave up on (its dead-letter queue, named after it). */
  takeDeadLetters(): Promise<QueuedJob[]> {
    return this.drain(`${this.config.queueUrl}-dlq`);
  }

  /** How long a received job stays hidden before it is delivered again (a failed dispatch's redelivery delay). */
  setRedeliveryDelay(seconds: number): Promise<void> {
    return this.queues.setVisibilityTimeout(this.config.queueUrl, seconds);
  }

  private drain(queueUrl: string): Promise<QueuedJob[]> {
    return this.queues.drain<QueuedJob>(queueUrl);
  }

  /** The runs of the runtime's local state machine named `name` (executions are named by taskId). */
  async executionsNamed(runtime: GenerationRuntime, name: string): Promise<ExecutionListItem[]> {
    const endpoint = runtime.stateMachine.endpoint;
    const sfn = this.stateMachines.get(endpoint) ?? new SFNClient({ region: runtime.config.region, endpoint });
    this.stateMachines.set(endpoint, sfn);
    const { executions = [] } = await sfn.send(new ListExecutionsCommand({ stateMachineArn: runtime.stateMachine.stateMachineArn, maxResults: 1000 }));
    return executions.filter((execution) => execution.name === name);
  }
}
