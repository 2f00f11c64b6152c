import { ConditionalCheckFailedException } from '../aws/dynamodb-errors';
import { UpdateCommand } from '../aws/dynamodb-document-client';
import { itemKeys } from './item-keys';
import { sendToTable, type DynamoTarget } from './document-client';
import type { CountResult, RequestCounter } from '../../ports/request-counter';

// Counter rows outlive their window by a little, then TTL removes them.
const COUNTER_GRACE_SECONDS = 300;

export class DynamoRequestCounter implements RequestCounter {
  constructor(private readonly db: DynamoTarget) {}

  async countRequest(input: Parameters<RequestCounter['countRequest']>[0]): Promise<CountResult> {
    try {
      const { Attributes } = await sendToTable(this.db, new UpdateCommand({
            TableName: this.db.tableName,
            Key: itemKeys.minuteCounter(input.userId, input.window.id),
            UpdateExpression: 'ADD #count :one SET expiresAtEpoch = :ttl',
            ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
            ExpressionAttributeNames: { '#count': 'requests' },
            ExpressionAttributeValues: {
              ':one': 1,
              ':limit': input.limit,
              ':ttl': input.window.endsAtEpoch + COUNTER_GRACE_SECONDS,
            },
            ReturnValues: 'UPDATED_NEW',
          }));
      return { allowed: true, count: Number(Attributes?.requests ?? 1) };
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return { allowed: false, count: input.limit };
      throw error;
    }
  }
}
