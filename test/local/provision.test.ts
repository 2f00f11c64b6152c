import { DescribeTableCommand, DescribeTimeToLiveCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableKeys } from '../../lambdas/contract/table-layout';
import { parseConfig } from '../../lambdas/contract/config';
import { localClientConfigs } from '../../local/local-aws';
import { provisionResources } from '../../local/provision';
import { createTestResources, type TestResources } from '../support/test-resources';

let resources: TestResources;
let dynamodb: DynamoDBClient;

beforeAll(async () => {
  resources = await createTestResources('provision');
  dynamodb = new DynamoDBClient(localClientConfigs(resources.endpoints).dynamodb);
});

afterAll(() => dynamodb.destroy());

describe('provisioning builds the table from the shared table definition', () => {
  it('has pk/sk keys, on-demand billing and the owner GSI projecting everything', async () => {
    const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: resources.tableName }));
    expect(Table?.KeySchema).toEqual([
      { AttributeName: tableKeys.partitionKey, KeyType: 'HASH' },
      { AttributeName: tableKeys.sortKey, KeyType: 'RANGE' },
    ]);
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    const [index] = Table?.GlobalSecondaryIndexes ?? [];
    expect(index?.IndexName).toBe(tableKeys.ownerIndex.name);
    expect(index?.KeySchema?.map((k) => k.AttributeName)).toEqual([
      tableKeys.ownerIndex.partitionKey,
      tableKeys.ownerIndex.sortKey,
    ]);
    expect(index?.Projection?.ProjectionType).toBe('ALL');
  });

  it('enables TTL on the TTL attribute', async () => {
    const { TimeToLiveDescription } = await dynamodb.send(new DescribeTimeToLiveCommand({ TableName: resources.tableName }));
    expect(TimeToLiveDescription).toMatchObject({ TimeToLiveStatus: 'ENABLED', AttributeName: tableKeys.ttlAttribute });
  });
});

describe('provisioning is idempotent', () => {
  it('accepts existing resources and returns the same queue URLs', async () => {
    const queueName = resources.queueUrl.split('/').pop()!;
    const again = await provisionResources({
      endpoints: resources.endpoints,
      tableName: resources.tableName,
      bucketName: resources.bucketName,
      queueName,
    });
    expect(again).toMatchObject({ queueUrl: resources.queueUrl, dlqUrl: resources.dlqUrl, webhookQueueUrl: resources.webhookQueueUrl, webhookDlqUrl: resources.webhookDlqUrl });
    const s3 = new S3Client(localClientConfigs(resources.endpoints).s3);
    await expect(s3.send(new HeadBucketCommand({ Bucket: resources.bucketName }))).resolves.toBeDefined();
    s3.destroy();
  });
});

describe('test resources', () => {
  it('hand out an env the app config accepts, pointing at the local engines', () => {
    const config = parseConfig(resources.env);
    expect(config).toMatchObject({
      tableName: resources.tableName,
      bucketName: resources.bucketName,
      queueUrl: resources.queueUrl,
      endpoints: { dynamodb: resources.endpoints.dynamodb, s3: resources.endpoints.s3, sqs: resources.endpoints.sqs },
    });
    expect(resources.endpoints.dynamodb).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('gives every call its own names', async () => {
    const other = await createTestResources('provision');
    expect(other.tableName).not.toBe(resources.tableName);
    expect(other.bucketName).not.toBe(resources.bucketName);
    expect(other.queueUrl).not.toBe(resources.queueUrl);
  });
});
