// The document client against DynamoDB Local, side by side with @aws-sdk/lib-dynamodb: same inputs, same outputs.
import { ConditionalCheckFailedException as SdkConditionalCheckFailed, DynamoDBClient as SdkDynamoDBClient, TransactionCanceledException as SdkTransactionCanceled } from '@aws-sdk/client-dynamodb';
import * as sdk from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BatchGetCommand,
  DynamoDBClient,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '../../lambdas/adapters/aws/dynamodb-document-client';
import { ConditionalCheckFailedException, ResourceNotFoundException, TransactionCanceledException } from '../../lambdas/adapters/aws/dynamodb-errors';
import { localClientConfigs } from '../../local/local-aws';
import { createTestResources } from '../support/test-resources';

let tableName: string;
let lean: DynamoDBDocumentClient;
let reference: sdk.DynamoDBDocumentClient;
let referenceBase: SdkDynamoDBClient;

beforeAll(async () => {
  const resources = await createTestResources('aws-client-dynamodb');
  tableName = resources.tableName;
  // Built the way the app builds its client: region, endpoint, credentials from the environment.
  lean = DynamoDBDocumentClient.from(new DynamoDBClient({ region: resources.env.AWS_REGION, endpoint: resources.endpoints.dynamodb }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  referenceBase = new SdkDynamoDBClient(localClientConfigs(resources.endpoints).dynamodb);
  reference = sdk.DynamoDBDocumentClient.from(referenceBase, { marshallOptions: { removeUndefinedValues: true } });
});

afterAll(() => {
  lean.destroy();
  referenceBase.destroy();
});

let counter = 0;
const uniquePk = (prefix: string) => `${prefix}#${Date.now()}#${counter++}`;
const withoutMetadata = <T extends { $metadata?: unknown }>({ $metadata: _, ...rest }: T) => rest;

const everyKind = (pk: string) => ({
  pk,
  sk: 'ITEM',
  text: 'ünïcödé ✓ 📚',
  number: 42.5,
  negative: -7,
  big: 9007199254740991,
  yes: true,
  nothing: null,
  missing: undefined,
  nested: { list: [1, 'two', { three: [3] }], empty: {} },
  emptyList: [],
  steps: new Set(['plan', 'text#001']),
  numbers: new Set([1, 2, 3]),
  bytes: new Uint8Array([0, 1, 2, 250, 255]),
  byteSet: new Set([new Uint8Array([1]), new Uint8Array([2, 3])]),
});

describe('document values round-trip as lib-dynamodb gives them (Sets as Sets, bytes as bytes)', () => {
  it('Put then Get: every kind of value comes back, undefined members left out', async () => {
    const pk = uniquePk('KINDS');
    const put = await lean.send(new PutCommand({ TableName: tableName, Item: everyKind(pk) }));
    expect(put.$metadata).toMatchObject({ httpStatusCode: 200, attempts: 1 });
    expect(put.$metadata.requestId).toEqual(expect.any(String));
    const { Item } = await lean.send(new GetCommand({ TableName: tableName, Key: { pk, sk: 'ITEM' }, ConsistentRead: true }));
    const { missing: _, ...expected } = everyKind(pk);
    expect(Item).toEqual(expected);
    expect(Item!.steps).toBeInstanceOf(Set);
    expect(Item!.bytes).toBeInstanceOf(Uint8Array);
    expect('missing' in Item!).toBe(false);
  });

  it('reads the same outputs as lib-dynamodb, for an item written by either', async () => {
    const pk = uniquePk('SAME');
    await reference.send(new sdk.PutCommand({ TableName: tableName, Item: everyKind(pk) }));
    const key = { TableName: tableName, Key: { pk, sk: 'ITEM' }, ConsistentRead: true };
    expect(withoutMetadata(await lean.send(new GetCommand(key)))).toEqual(withoutMetadata(await reference.send(new sdk.GetCommand(key))));
    const other = uniquePk('SAME');
    await lean.send(new PutCommand({ TableName: tableName, Item: everyKind(other) }));
    const { missing: _, ...expected } = everyKind(other);
    expect((await reference.send(new sdk.GetCommand({ ...key, Key: { pk: other, sk: 'ITEM' } }))).Item).toEqual(expected);
  });

  it('a missing item gives no Item', async () => {
    const output = await lean.send(new GetCommand({ TableName: tableName, Key: { pk: uniquePk('NONE'), sk: 'ITEM' } }));
    expect(output.Item).toBeUndefined();
  });
});

describe('UpdateItem: expressions with Sets and counters, ReturnValues', () => {
  it('ADD to a string set and a counter, ReturnValues UPDATED_NEW, as lib-dynamodb returns them', async () => {
    const update = (pk: string) => ({
      TableName: tableName,
      Key: { pk, sk: 'TASK#1' },
      UpdateExpression: 'ADD doneSteps :step, #count :one SET updatedAt = :now',
      ExpressionAttributeNames: { '#count': 'requests' },
      ExpressionAttributeValues: { ':step': new Set(['text#002']), ':one': 1, ':now': '2026-11-21T10:00:00.000Z' },
      ReturnValues: 'UPDATED_NEW' as const,
    });
    const pk = uniquePk('UPD');
    await lean.send(new UpdateCommand(update(pk)));
    const second = await lean.send(new UpdateCommand({ ...update(pk), ExpressionAttributeValues: { ...update(pk).ExpressionAttributeValues, ':step': new Set(['image#002']) } }));
    expect(second.Attributes).toEqual({ doneSteps: new Set(['text#002', 'image#002']), requests: 2, updatedAt: '2026-11-21T10:00:00.000Z' });
    const other = uniquePk('UPD');
    expect(withoutMetadata(await lean.send(new UpdateCommand(update(other))))).toEqual(
      withoutMetadata(await reference.send(new sdk.UpdateCommand({ ...update(other), Key: { pk: other, sk: 'TASK#2' } }))),
    );
  });

  it('ReturnValues ALL_NEW returns the whole item', async () => {
    const pk = uniquePk('NEW');
    const { Attributes } = await lean.send(
      new UpdateCommand({ TableName: tableName, Key: { pk, sk: 'C' }, UpdateExpression: 'SET #l = :l', ExpressionAttributeNames: { '#l': 'creditLimit' }, ExpressionAttributeValues: { ':l': 300 }, ReturnValues: 'ALL_NEW' }),
    );
    expect(Attributes).toEqual({ pk, sk: 'C', creditLimit: 300 });
  });
});

describe('a failed condition is ConditionalCheckFailedException, as the SDK throws it', () => {
  it('Put with attribute_not_exists on an existing item: name, message, $fault, $metadata; instanceof both classes', async () => {
    const pk = uniquePk('COND');
    const put = new PutCommand({ TableName: tableName, Item: { pk, sk: 'ONE' }, ConditionExpression: 'attribute_not_exists(pk)' });
    await lean.send(put);
    const error = await lean.send(put).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConditionalCheckFailedException);
    expect(error).toBeInstanceOf(SdkConditionalCheckFailed);
    expect(error).toMatchObject({
      name: 'ConditionalCheckFailedException',
      message: 'The conditional request failed',
      $fault: 'client',
      $metadata: { httpStatusCode: 400, attempts: 1 },
    });
    expect((error as ConditionalCheckFailedException).$metadata.requestId).toEqual(expect.any(String));
  });

  it('ReturnValuesOnConditionCheckFailure ALL_OLD puts the old item on the error, raw, as the SDK does', async () => {
    const pk = uniquePk('OLD');
    await lean.send(new PutCommand({ TableName: tableName, Item: { pk, sk: 'RATE', requests: 5 } }));
    const update = {
      TableName: tableName,
      Key: { pk, sk: 'RATE' },
      UpdateExpression: 'ADD requests :one',
      ConditionExpression: 'requests < :limit',
      ExpressionAttributeValues: { ':one': 1, ':limit': 5 },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    };
    const mine = (await lean.send(new UpdateCommand(update)).catch((e: unknown) => e)) as ConditionalCheckFailedException;
    const theirs = (await reference.send(new sdk.UpdateCommand(update)).catch((e: unknown) => e)) as SdkConditionalCheckFailed;
    expect(mine.Item).toEqual({ pk: { S: pk }, sk: { S: 'RATE' }, requests: { N: '5' } });
    expect(mine.Item).toEqual(theirs.Item);
  });
});

describe('a cancelled transaction is TransactionCanceledException with one reason per item', () => {
  it('codes in item order, the failed item’s old values raw (as lib-dynamodb leaves them), equal to the SDK’s', async () => {
    const pk = uniquePk('TX');
    await lean.send(new PutCommand({ TableName: tableName, Item: { pk, sk: 'TASK', status: 'completed', doneSteps: new Set(['plan']) } }));
    const items = [
      { Put: { TableName: tableName, Item: { pk, sk: 'PAGE#001', title: 'x' } } },
      {
        Update: {
          TableName: tableName,
          Key: { pk, sk: 'TASK' },
          UpdateExpression: 'ADD doneSteps :step',
          ConditionExpression: '#status = :processing',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':step': new Set(['finalize']), ':processing': 'processing' },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
        },
      },
    ];
    const mine = (await lean.send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: pk.slice(-36) })).catch((e: unknown) => e)) as TransactionCanceledException;
    const theirs = (await reference.send(new sdk.TransactWriteCommand({ TransactItems: items })).catch((e: unknown) => e)) as SdkTransactionCanceled;
    expect(mine).toBeInstanceOf(TransactionCanceledException);
    expect(mine).toBeInstanceOf(SdkTransactionCanceled);
    expect(mine).toMatchObject({ name: 'TransactionCanceledException', $fault: 'client', $metadata: { httpStatusCode: 400, attempts: 1 } });
    expect(mine.message).toMatch(/^Transaction cancelled, please refer cancellation reasons for specific reasons \[None, ConditionalCheckFailed\]/);
    expect(mine.CancellationReasons?.map((reason) => reason.Code)).toEqual(['None', 'ConditionalCheckFailed']);
    // The read dynamo-generation-store.ts does on a retried Finalize.
    expect((mine.CancellationReasons?.[1]?.Item as Record<string, { S?: string }>).status?.S).toBe('completed');
    expect(mine.CancellationReasons).toEqual(theirs.CancellationReasons);
  });

  it('a transaction that holds commits every item (Put, Update with a Set, Delete, ConditionCheck)', async () => {
    const pk = uniquePk('OK');
    await lean.send(new PutCommand({ TableName: tableName, Item: { pk, sk: 'GONE' } }));
    await lean.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName, Item: { pk, sk: 'BOOK', title: undefined, pages: 6 }, ConditionExpression: 'attribute_not_exists(pk)' } },
          { Update: { TableName: tableName, Key: { pk, sk: 'TASK' }, UpdateExpression: 'ADD doneSteps :s', ExpressionAttributeValues: { ':s': new Set(['plan']) } } },
          { Delete: { TableName: tableName, Key: { pk, sk: 'GONE' }, ConditionExpression: 'attribute_exists(pk)' } },
        ],
        ClientRequestToken: `ok-${pk}`.slice(0, 36),
      }),
    );
    const { Items } = await lean.send(new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true }));
    expect(Items).toEqual([
      { pk, sk: 'BOOK', pages: 6 },
      { pk, sk: 'TASK', doneSteps: new Set(['plan']) },
    ]);
  });
});

describe('Query pages with Limit and ExclusiveStartKey, on the table and on an index', () => {
  it('seven items read three at a time come back whole and in order, LastEvaluatedKey as plain values', async () => {
    const pk = uniquePk('BOOK');
    for (let i = 0; i < 7; i++) await lean.send(new PutCommand({ TableName: tableName, Item: { pk, sk: `PAGE#${String(i).padStart(3, '0')}`, index: i } }));
    const pages: unknown[][] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await lean.send(
        new QueryCommand({ TableName: tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true, Limit: 3, ExclusiveStartKey: startKey }),
      );
      pages.push(page.Items ?? []);
      startKey = page.LastEvaluatedKey;
      if (startKey) expect(startKey).toEqual({ pk, sk: expect.stringMatching(/^PAGE#/) });
    } while (startKey);
    expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
    expect(pages.flat().map((item) => (item as { index: number }).index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('IndexName and a key condition with a range: the reaper’s query on the activity index', async () => {
    const marker = uniquePk('ACTIVE');
    for (const heartbeat of ['2026-11-21T09:00:00Z', '2026-11-21T09:30:00Z', '2026-11-21T11:00:00Z']) {
      await lean.send(new PutCommand({ TableName: tableName, Item: { pk: uniquePk('BOOK'), sk: 'TASK#1', gsi2pk: marker, gsi2sk: heartbeat } }));
    }
    const input = { TableName: tableName, IndexName: 'byActivity', KeyConditionExpression: 'gsi2pk = :active AND gsi2sk < :before', ExpressionAttributeValues: { ':active': marker, ':before': '2026-11-21T10:00:00Z' }, Limit: 10 };
    const mine = await lean.send(new QueryCommand(input));
    expect(mine.Items?.map((item) => item.gsi2sk)).toEqual(['2026-11-21T09:00:00Z', '2026-11-21T09:30:00Z']);
    expect(mine.Count).toBe(2);
    expect(withoutMetadata(mine)).toEqual(withoutMetadata(await reference.send(new sdk.QueryCommand(input))));
  });
});

describe('BatchGetItem returns Responses by table and UnprocessedKeys as plain keys', () => {
  it('finds the items that exist and skips the missing one, as lib-dynamodb does', async () => {
    const pks = [uniquePk('KEY'), uniquePk('KEY'), uniquePk('KEY')];
    for (const pk of pks) await lean.send(new PutCommand({ TableName: tableName, Item: { pk, sk: 'KEY', plan: 'pro', scopes: new Set(['books']) } }));
    const input = { RequestItems: { [tableName]: { Keys: [...pks, uniquePk('MISSING')].map((pk) => ({ pk, sk: 'KEY' })), ConsistentRead: true } } };
    const mine = await lean.send(new BatchGetCommand(input));
    const found = mine.Responses?.[tableName] ?? [];
    expect(found.map((item) => item.pk).sort()).toEqual([...pks].sort());
    expect(found[0]!.scopes).toEqual(new Set(['books']));
    expect(mine.UnprocessedKeys?.[tableName]?.Keys ?? []).toEqual([]);
    const theirs = await reference.send(new sdk.BatchGetCommand(input));
    expect(new Set(found.map((item) => JSON.stringify({ ...item, scopes: [...item.scopes] })))).toEqual(
      new Set((theirs.Responses?.[tableName] ?? []).map((item) => JSON.stringify({ ...item, scopes: [...item.scopes] }))),
    );
    expect(mine.UnprocessedKeys).toEqual(theirs.UnprocessedKeys);
  });
});

describe('service errors keep DynamoDB’s names and are not retried', () => {
  it('a table that does not exist: ResourceNotFoundException', async () => {
    const error = await lean.send(new GetCommand({ TableName: `${tableName}-nope`, Key: { pk: 'a', sk: 'b' } })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResourceNotFoundException);
    expect(error).toMatchObject({ name: 'ResourceNotFoundException', $fault: 'client', $metadata: { httpStatusCode: 400, attempts: 1 } });
  });

  it('a key missing its sort key: ValidationException', async () => {
    const error = await lean.send(new GetCommand({ TableName: tableName, Key: { pk: 'a' } })).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ValidationException', $fault: 'client', $metadata: { httpStatusCode: 400, attempts: 1 } });
    expect((error as Error).message).toMatch(/key/i);
  });
});
