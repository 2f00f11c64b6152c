import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface DynamoTarget {
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;
}

export function createDocumentClient(options: { region: string; endpoint?: string | undefined }): DynamoDBDocumentClient {
  const base = new DynamoDBClient({ region: options.region, ...(options.endpoint ? { endpoint: options.endpoint } : {}) });
  return DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });
}
