import { DynamoDBClient, PutItemCommand, TransactWriteItemsCommand, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localClientConfigs } from '../../local/local-aws';
import { createTestResources } from '../support/test-resources';

let tableName: string;
let client: DynamoDBClient;
let documents: DynamoDBDocumentClient;

beforeAll(async () => {
  const resources = await createTestResources('ddb-transactions');
  tableName = resources.tableName;
  client = new DynamoDBClient(localClientConfigs(resources.endpoints).dynamodb);
  documents = DynamoDBDocumentClient.from(client);
});

afterAll(() => client.destroy());

let counter = 0;
const uniquePk = (prefix: string) => `${prefix}#${Date.now()}#${counter++}`;

async function seed(pk: string, sk: string, extra: Record<string, string> = {}): Promise<void> {
  const item = { pk: { S: pk }, sk: { S: sk }, ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, { S: v }])) };
  await client.send(new PutItemCommand({ TableName: tableName, Item: item }));
}

async function cancellation(run: () => Promise<unknown>): Promise<TransactionCanceledException> {
  const error = await run().then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(TransactionCanceledException);
  return error as TransactionCanceledException;
}

describe('a. a transaction cancelled by a failed condition reports a reason per item', () => {
  it('gives one CancellationReason per item, in order, with None for the items that were fine', async () => {
    const pk = uniquePk('A');
    await seed(pk, 'TAKEN');
    const error = await cancellation(() =>
      client.send(
        new TransactWriteItemsCommand({
          TransactItems: [
            { Put: { TableName: tableName, Item: { pk: { S: pk }, sk: { S: 'FREE' } } } },
            {
              Put: {
                TableName: tableName,
                Item: { pk: { S: pk }, sk: { S: 'TAKEN' } },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      ),
    );
    expect(error.CancellationReasons?.map((reason) => reason.Code)).toEqual(['None', 'ConditionalCheckFailed']);
    expect(error.message).toMatch(/ConditionalCheckFailed/);
  });
});

describe('b. ReturnValuesOnConditionCheckFailure ALL_OLD inside TransactWriteItems', () => {
  it('puts the old item, as raw AttributeValues, in the reason (low-level client)', async () => {
    const pk = uniquePk('B');
    await seed(pk, 'IDEM', { bookId: 'book-1' });
    const error = await cancellation(() =>
      client.send(
        new TransactWriteItemsCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName,
                Item: { pk: { S: pk }, sk: { S: 'IDEM' }, bookId: { S: 'book-2' } },
                ConditionExpression: 'attribute_not_exists(pk)',
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              },
            },
          ],
        }),
      ),
    );
    const [reason] = error.CancellationReasons ?? [];
    expect(reason?.Code).toBe('ConditionalCheckFailed');
    expect(reason?.Item).toEqual({ pk: { S: pk }, sk: { S: 'IDEM' }, bookId: { S: 'book-1' } });
  });

  it('is NOT unmarshalled by the DynamoDBDocumentClient: the reason still holds AttributeValues', async () => {
    const pk = uniquePk('B');
    await seed(pk, 'IDEM', { bookId: 'book-1' });
    const error = await cancellation(() =>
      documents.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName,
                Item: { pk, sk: 'IDEM', bookId: 'book-2' },
                ConditionExpression: 'attribute_not_exists(pk)',
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              },
            },
          ],
        }),
      ),
    );
    const [reason] = error.CancellationReasons ?? [];
    expect(reason?.Code).toBe('ConditionalCheckFailed');
    expect(reason?.Item).toEqual({ pk: { S: pk }, sk: { S: 'IDEM' }, bookId: { S: 'book-1' } });
  });

  it('leaves Item out when ALL_OLD was not asked for', async () => {
    const pk = uniquePk('B');
    await seed(pk, 'IDEM', { bookId: 'book-1' });
    const error = await cancellation(() =>
      documents.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: tableName, Item: { pk, sk: 'IDEM' }, ConditionExpression: 'attribute_not_exists(pk)' } },
          ],
        }),
      ),
    );
    expect(error.CancellationReasons?.[0]?.Item).toBeUndefined();
  });
});

describe('c. two failing conditions in one transaction', () => {
  it('reports every failed item as ConditionalCheckFailed, not only the first', async () => {
    const pk = uniquePk('C');
    await seed(pk, 'ONE');
    await seed(pk, 'TWO');
    const error = await cancellation(() =>
      documents.send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: tableName, Item: { pk, sk: 'ONE' }, ConditionExpression: 'attribute_not_exists(pk)' } },
            { Put: { TableName: tableName, Item: { pk, sk: 'NEW' } } },
            {
              Update: {
                TableName: tableName,
                Key: { pk, sk: 'TWO' },
                UpdateExpression: 'SET used = :one',
                ConditionExpression: 'attribute_not_exists(pk)',
                ExpressionAttributeValues: { ':one': 1 },
                ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
              },
            },
          ],
        }),
      ),
    );
    expect(error.CancellationReasons?.map((reason) => reason.Code)).toEqual([
      'ConditionalCheckFailed',
      'None',
      'ConditionalCheckFailed',
    ]);
    expect(error.CancellationReasons?.[2]?.Item).toEqual({ pk: { S: pk }, sk: { S: 'TWO' } });
  });
});
