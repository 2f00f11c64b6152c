import { ConditionalCheckFailedException } from '../aws/dynamodb-errors';
import { UpdateCommand } from '../aws/dynamodb-document-client';
import { itemKeys, type ItemKey } from './item-keys';
import { sendToTable, type DynamoTarget } from './document-client';
import type { Window } from '../../core/time-windows';
import type { CountResult, RequestCounter } from '../../ports/request-counter';

// Counter rows outlive their window by a little, then TTL removes them.
const COUNTER_GRACE_SECONDS = 300;

export class DynamoRequestCounter implements RequestCounter {
  constructor(private readonly db: DynamoTarget) {}

  countRequest(input: Parameters<RequestCounter['countRequest']>[0]): Promise<CountResult> {
    return this.count(itemKeys.minuteCounter(input.userId, input.window.id), input.window, input.limit);
  }

  countRead(input: Parameters<RequestCounter['countRead']>[0]): Promise<CountResult> {
    return this.count(itemKeys.readCounter(input.keyHash, input.window.id), input.window, input.limit);
  }

  private async count(Key: ItemKey, window: Window, limit: number): Promise<CountResult> {
    try {
      const { Attributes } = await sendToTable(this.db, new UpdateCommand({
        TableName: this.db.tableName,
        Key,
        UpdateExpression: 'ADD #count :one SET expiresAtEpoch = :ttl',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'requests' },
        ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':ttl': window.endsAtEpoch + COUNTER_GRACE_SECONDS },
        ReturnValues: 'UPDATED_NEW',
      }));
      return { allowed: true, count: Number(Attributes?.requests ?? 1) };
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
      // Refused requests are counted apart, so a burst far past the limit can be seen (core/abuse-guard.ts).
      const { Attributes } = await sendToTable(this.db, new UpdateCommand({
        TableName: this.db.tableName,
        Key,
        UpdateExpression: 'ADD refused :one',
        ExpressionAttributeValues: { ':one': 1 },
        ReturnValues: 'UPDATED_NEW',
      }));
      return { allowed: false, count: limit + Number(Attributes?.refused ?? 1) };
    }
  }
}
