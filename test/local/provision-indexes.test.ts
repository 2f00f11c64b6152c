import { randomBytes } from 'node:crypto';
import { CreateTableCommand, DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableKeys } from '../../lambdas/contract/table-layout';
import { localClientConfigs } from '../../local/local-aws';
import { provisionResources } from '../../local/provision';
import { createTestResources, localEndpoints, type TestResources } from '../support/test-resources';

let resources: TestResources;
let dynamodb: DynamoDBClient;

beforeAll(async () => {
  resources = await createTestResources('provision-indexes');
  dynamodb = new DynamoDBClient(localClientConfigs(resources.endpoints).dynamodb);
});

afterAll(() => dynamodb.destroy());

const indexesOf = async (tableName: string) => {
  const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: tableName }));
  return Object.fromEntries(
    (Table?.GlobalSecondaryIndexes ?? []).map((index) => [
      index.IndexName,
      { keys: index.KeySchema?.map((k) => k.AttributeName), projection: index.Projection?.ProjectionType, status: index.IndexStatus },
    ]),
  );
};

const expectedIndexes = {
  [tableKeys.ownerIndex.name]: { keys: ['gsi1pk', 'gsi1sk'], projection: 'ALL', status: 'ACTIVE' },
  [tableKeys.activityIndex.name]: { keys: ['gsi2pk', 'gsi2sk'], projection: 'ALL', status: 'ACTIVE' },
};

describe('provisioning: the table has the owner and activity indexes, as CDK builds it', () => {
  it('creates both, projecting every attribute', async () => {
    expect(await indexesOf(resources.tableName)).toEqual(expectedIndexes);
  });

  // DynamoDB Local backfills a new index in about a second, far slower when the machine is busy.
  it('refuses a table kept from before the activity index existed, saying how to start afresh', async () => {
    const tableName = `provision-old-${randomBytes(4).toString('hex')}`;
    const { ownerIndex } = tableKeys;
    await dynamodb.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: ['pk', 'sk', ownerIndex.partitionKey, ownerIndex.sortKey].map((name) => ({
          AttributeName: name,
          AttributeType: 'S',
        })),
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: [
          {
            IndexName: ownerIndex.name,
            KeySchema: [
              { AttributeName: ownerIndex.partitionKey, KeyType: 'HASH' },
              { AttributeName: ownerIndex.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          },
        ],
      }),
    );
    expect(Object.keys(await indexesOf(tableName))).toEqual([ownerIndex.name]);

    const queueName = `${tableName}-jobs`;
    await expect(
      provisionResources({ endpoints: localEndpoints(), tableName, bucketName: `${tableName}-assets`, queueName }),
    ).rejects.toThrow(/lacks the index\(es\) byActivity.*DATA_DIR/);
  });
});
