import { ConditionalCheckFailedException } from '../aws/dynamodb-errors';
import { UpdateCommand } from '../aws/dynamodb-document-client';
import { itemKeys } from './item-keys';
import { sendToTable, type DynamoTarget } from './document-client';
import type { QuotaWindow } from '../../ports/quota-window';

// One counter item per name and clock second, counted up to the limit by a conditional write (every sandbox of
// every function shares it); TTL removes the seconds that passed.
const SECOND_GRACE = 60;

export class DynamoQuotaWindow implements QuotaWindow {
  constructor(private readonly db: DynamoTarget) {}

  async take(name: string, perSecond: number, now: Date): Promise<boolean> {
    const second = Math.floor(now.getTime() / 1000);
    try {
      await sendToTable(this.db, new UpdateCommand({
        TableName: this.db.tableName,
        Key: itemKeys.quotaSecond(name, second),
        UpdateExpression: 'ADD calls :one SET expiresAtEpoch = :ttl',
        ConditionExpression: 'attribute_not_exists(calls) OR calls < :limit',
        ExpressionAttributeValues: { ':one': 1, ':limit': perSecond, ':ttl': second + SECOND_GRACE },
      }));
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }
}
