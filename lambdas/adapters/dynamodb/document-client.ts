import { DynamoDBClient, DynamoDBDocumentClient, type DocumentCommand, type TransactWriteCommandInput } from '../aws/dynamodb-document-client';
import { TransactionCanceledException } from '../aws/dynamodb-errors';
import type { AwsClientConfig } from '../aws/service-client';
import { callDependency } from '../dependency-errors';

export interface DynamoTarget {
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;
}

export function createDocumentClient(options: Pick<AwsClientConfig, 'endpoint' | 'credentials' | 'deadline' | 'connectTimeoutMs' | 'requestTimeoutMs' | 'maxAttempts'> & { region: string }): DynamoDBDocumentClient {
  const base = new DynamoDBClient(options);
  return DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
}

/** One entry of a TransactWriteItems call, in the document client's shape. */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** One call to the table; a throttled or unavailable DynamoDB becomes an ExternalServiceError (dependency-errors.ts). */
export function sendToTable<I extends object, O>(db: DynamoTarget, command: DocumentCommand<I, O>): Promise<O> {
  return callDependency('database', () => db.client.send(command));
}

/** A transaction DynamoDB cancelled only because another one touched the same items at the same moment. */
export function cancelledByConflict(error: unknown): error is TransactionCanceledException {
  if (!(error instanceof TransactionCanceledException)) return false;
  const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code);
  return !codes.includes('ConditionalCheckFailed') && codes.some((code) => code === 'TransactionConflict' || code === 'ThrottlingError');
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `transact`, and again after a short random pause (full jitter, doubling up to `capMs`) while DynamoDB cancels
 * it for a conflict, up to `attempts` times; any other failure, or the last conflict, is the caller's to read.
 */
export async function retryingConflicts<T>(transact: () => Promise<T>, policy: { attempts: number; baseMs: number; capMs: number }): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transact();
    } catch (error) {
      if (!cancelledByConflict(error) || attempt >= policy.attempts) throw error;
      await sleep(Math.random() * Math.min(policy.capMs, policy.baseMs * 2 ** attempt));
    }
  }
}
