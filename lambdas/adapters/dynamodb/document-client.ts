import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, type TransactWriteCommand } from '@aws-sdk/lib-dynamodb';

export interface DynamoTarget {
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;
}

export function createDocumentClient(options: { region: string; endpoint?: string | undefined }): DynamoDBDocumentClient {
  const base = new DynamoDBClient({ region: options.region, ...(options.endpoint ? { endpoint: options.endpoint } : {}) });
  return DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
}

/** One entry of a TransactWriteItems call, in the document client's shape. */
export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];
