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
    return this.count(itemKeys.minuteCounter(input.userId, input.window.id), input.window, input.limit, { keyId: input.keyId, at: input.at });
  }

  countRead(input: Parameters<RequestCounter['countRead']>[0]): Promise<CountResult> {
    return this.count(itemKeys.readCounter(input.keyHash, input.window.id), input.window, input.limit);
  }

  private async count(Key: ItemKey, window: Window, limit: number, sender?: { keyId: string; at: string }): Promise<CountResult> {
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
      // Refused requests are counted apart, and per key that sent them with the time of its first, in the same write:
      // the abuse rules judge the key, not the account (core/abuse-guard.ts).
      const { Attributes } = await sendToTable(this.db, new UpdateCommand({
        TableName: this.db.tableName,
        Key,
        UpdateExpression: sender ? 'ADD refused :one, #keyRefused :one SET #keyFirst = if_not_exists(#keyFirst, :at)' : 'ADD refused :one',
        ...(sender && { ExpressionAttributeNames: { '#keyRefused': `refused_${sender.keyId}`, '#keyFirst': `firstRefused_${sender.keyId}` } }),
        ExpressionAttributeValues: { ':one': 1, ...(sender && { ':at': sender.at }) },
        // ALL_NEW: the key's first refusal time is returned even when this write kept it.
        ReturnValues: sender ? 'ALL_NEW' : 'UPDATED_NEW',
      }));
      const keyRefusals = sender && { count: Number(Attributes?.[`refused_${sender.keyId}`] ?? 1), firstAt: String(Attributes?.[`firstRefused_${sender.keyId}`] ?? sender.at) };
      return { allowed: false, count: limit + Number(Attributes?.refused ?? 1), ...(keyRefusals && { keyRefusals }) };
    }
  }
}
