import { GetCommand } from '../aws/dynamodb-document-client';
import { itemKeys, withoutKeys } from './item-keys';
import { sendToTable, type DynamoTarget } from './document-client';
import type { ApiKeyRecord } from '../../core/records';
import type { KeyStore } from '../../ports/key-store';

export class DynamoKeyStore implements KeyStore {
  constructor(private readonly db: DynamoTarget) {}

  async findKey(keyHash: string): Promise<ApiKeyRecord | undefined> {
    const { Item } = await sendToTable(this.db, new GetCommand({ TableName: this.db.tableName, Key: itemKeys.apiKey(keyHash), ConsistentRead: true }));
    return Item ? withoutKeys<ApiKeyRecord>(Item) : undefined;
  }
}
