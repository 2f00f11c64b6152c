import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { callDependency } from '../dependency-errors';
import { itemKeys, withoutKeys } from './item-keys';
import type { DynamoTarget } from './document-client';
import type { ApiKeyRecord } from '../../core/records';
import type { KeyStore } from '../../ports/key-store';

export class DynamoKeyStore implements KeyStore {
  constructor(private readonly db: DynamoTarget) {}

  async findKey(keyHash: string): Promise<ApiKeyRecord | undefined> {
    const { Item } = await callDependency('database', () =>
      this.db.client.send(
        new GetCommand({ TableName: this.db.tableName, Key: itemKeys.apiKey(keyHash), ConsistentRead: true }),
      ),
    );
    return Item ? withoutKeys<ApiKeyRecord>(Item) : undefined;
  }
}
