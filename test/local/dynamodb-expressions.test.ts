import { ConditionalCheckFailedException, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localClientConfigs } from '../../local/local-aws';
import { createTestResources } from '../support/test-resources';

let tableName: string;
let client: DynamoDBClient;
let documents: DynamoDBDocumentClient;

beforeAll(async () => {
  const resources = await createTestResources('ddb-expressions');
  tableName = resources.tableName;
  client = new DynamoDBClient(localClientConfigs(resources.endpoints).dynamodb);
  documents = DynamoDBDocumentClient.from(client);
});

afterAll(() => client.destroy());

describe('d. value-minus-attribute updates and value-to-value conditions', () => {
  it('accepts SET a = :n - b (a value minus an attribute)', async () => {
    const key = { pk: 'D#minus', sk: 'CREDITS' };
    await documents.send(new PutCommand({ TableName: tableName, Item: { ...key, used: 3 } }));
    const { Attributes } = await documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: key,
        UpdateExpression: 'SET remaining = :limit - used',
        ExpressionAttributeValues: { ':limit': 10 },
        ReturnValues: 'ALL_NEW',
      }),
    );
    expect(Attributes).toMatchObject({ used: 3, remaining: 7 });
  });

  it('accepts a condition that compares two values (:x <= :y) and evaluates it', async () => {
    const key = { pk: 'D#values', sk: 'CHECK' };
    const update = (x: number, y: number) =>
      documents.send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: 'SET hits = if_not_exists(hits, :zero) + :one',
          ConditionExpression: ':x <= :y',
          ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':x': x, ':y': y },
          ReturnValues: 'ALL_NEW',
        }),
      );
    await expect(update(2, 5)).resolves.toMatchObject({ Attributes: { hits: 1 } });
    await expect(update(6, 5)).rejects.toBeInstanceOf(ConditionalCheckFailedException);
  });

  it('reads every operand of an update from the item as it was before the update', async () => {
    const key = { pk: 'D#combined', sk: 'CREDITS' };
    await documents.send(new PutCommand({ TableName: tableName, Item: { ...key, used: 8 } }));
    const spend = (cost: number, ceiling: number) =>
      documents.send(
        new UpdateCommand({
          TableName: tableName,
          Key: key,
          UpdateExpression: 'SET used = used + :cost, remaining = :limit - used',
          ConditionExpression: 'used <= :ceiling',
          ExpressionAttributeValues: { ':cost': cost, ':limit': 10, ':ceiling': ceiling },
          ReturnValues: 'ALL_NEW',
        }),
      );
    // remaining is computed from the old value of used: every operand reads the item as it was.
    await expect(spend(2, 8)).resolves.toMatchObject({ Attributes: { used: 10, remaining: 2 } });
    await expect(spend(2, 8)).rejects.toBeInstanceOf(ConditionalCheckFailedException);
  });

  it('rejects arithmetic inside a ConditionExpression (only updates may add or subtract)', async () => {
    const attempt = documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk: 'D#arith', sk: 'CHECK' },
        UpdateExpression: 'SET hits = :one',
        ConditionExpression: ':x + :y <= :z',
        ExpressionAttributeValues: { ':one': 1, ':x': 1, ':y': 2, ':z': 5 },
      }),
    );
    await expect(attempt).rejects.toMatchObject({ name: 'ValidationException' });
  });
});
