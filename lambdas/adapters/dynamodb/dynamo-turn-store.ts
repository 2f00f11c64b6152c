import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '../aws/dynamodb-document-client';
import { ConditionalCheckFailedException } from '../aws/dynamodb-errors';
import { itemKeys, withoutKeys } from './item-keys';
import { sendToTable, type DynamoTarget } from './document-client';
import type { ModelKind } from '../../core/model-rates';
import type { GateState, TurnStore, WaitingTurn } from '../../ports/model-turns';

// One partition per model: its waiting turns, sorted by when they came (so a keeper reads only the new ones), and
// one STATE item (the keeper's lease, the throttle count). A retried AwaitTurn may write its turn twice: the second
// grant finds the task answered already and the copy is dropped.
// Turns that outlive every deadline are removed by TTL, should a keeper never read them again.
const TURN_TTL_SECONDS = 2 * 24 * 3600;

type Page = { Items?: Record<string, unknown>[]; LastEvaluatedKey?: Record<string, unknown> };

export class DynamoTurnStore implements TurnStore {
  constructor(private readonly db: DynamoTarget) {}

  async addTurn(turn: WaitingTurn): Promise<void> {
    try {
      await sendToTable(this.db, new PutCommand({
        TableName: this.db.tableName,
        Item: {
          ...itemKeys.waitingTurn(turn.model, turn.enqueuedAt, turn.turnId),
          entity: 'turn',
          ...turn,
          expiresAtEpoch: Math.floor(Date.parse(turn.deadlineAt) / 1000) + TURN_TTL_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }));
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }

  async listTurns(model: ModelKind, after?: string): Promise<WaitingTurn[]> {
    const turns: WaitingTurn[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page: Page = await sendToTable(this.db, new QueryCommand({
        TableName: this.db.tableName,
        ...(after === undefined
          ? { KeyConditionExpression: 'pk = :pk AND begins_with(sk, :turn)', ExpressionAttributeValues: { ':pk': itemKeys.gateState(model).pk, ':turn': itemKeys.waitingTurnPrefix } }
          : { KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to', ExpressionAttributeValues: { ':pk': itemKeys.gateState(model).pk, ':from': `${itemKeys.waitingTurnPrefix}${after}`, ':to': `${itemKeys.waitingTurnPrefix}\uffff` } }),
        ConsistentRead: true,
        ...(start && { ExclusiveStartKey: start }),
      }));
      for (const item of page.Items ?? []) turns.push(withoutKeys<WaitingTurn>(item));
      start = page.LastEvaluatedKey;
    } while (start);
    return turns;
  }

  async removeTurn(turn: WaitingTurn): Promise<void> {
    await sendToTable(this.db, new DeleteCommand({ TableName: this.db.tableName, Key: itemKeys.waitingTurn(turn.model, turn.enqueuedAt, turn.turnId) }));
  }

  async readGate(model: ModelKind): Promise<GateState> {
    const { Item } = await sendToTable(this.db, new GetCommand({ TableName: this.db.tableName, Key: itemKeys.gateState(model), ConsistentRead: true }));
    return {
      keeper: typeof Item?.keeper === 'string' ? Item.keeper : undefined,
      leaseUntil: typeof Item?.leaseUntil === 'number' ? Item.leaseUntil : undefined,
      throttles: typeof Item?.throttles === 'number' ? Item.throttles : 0,
    };
  }

  async takeLease(model: ModelKind, keeper: string, untilMs: number, nowMs: number): Promise<boolean> {
    try {
      await sendToTable(this.db, new UpdateCommand({
        TableName: this.db.tableName,
        Key: itemKeys.gateState(model),
        UpdateExpression: 'SET keeper = :keeper, leaseUntil = :until',
        ConditionExpression: 'attribute_not_exists(leaseUntil) OR leaseUntil <= :now OR keeper = :keeper',
        ExpressionAttributeValues: { ':keeper': keeper, ':until': untilMs, ':now': nowMs },
      }));
      return true;
    } catch (error) {
      if (error instanceof ConditionalCheckFailedException) return false;
      throw error;
    }
  }

  async releaseLease(model: ModelKind, keeper: string): Promise<void> {
    try {
      await sendToTable(this.db, new UpdateCommand({
        TableName: this.db.tableName,
        Key: itemKeys.gateState(model),
        UpdateExpression: 'REMOVE keeper, leaseUntil',
        ConditionExpression: 'keeper = :keeper',
        ExpressionAttributeValues: { ':keeper': keeper },
      }));
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }

  async countThrottle(model: ModelKind): Promise<void> {
    await sendToTable(this.db, new UpdateCommand({
      TableName: this.db.tableName,
      Key: itemKeys.gateState(model),
      UpdateExpression: 'ADD throttles :one',
      ExpressionAttributeValues: { ':one': 1 },
    }));
  }
}
