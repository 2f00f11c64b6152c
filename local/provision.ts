import {
  type AttributeDefinition,
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  type GlobalSecondaryIndex,
  ResourceInUseException,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
} from '@aws-sdk/client-dynamodb';
import { BucketAlreadyExists, BucketAlreadyOwnedByYou, CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import { tableKeys } from '../lambdas/contract/table-layout';
import { localClientConfigs, type LocalEndpoints } from './local-aws';
import { keeperTimeoutSeconds } from '../lambdas/contract/workflow-steps';

export interface ProvisionRequest {
  readonly endpoints: LocalEndpoints;
  readonly tableName: string;
  readonly bucketName: string;
  /** The jobs queue; its dead-letter queue is named `<queueName>-dlq`. */
  readonly queueName: string;
}

export interface ProvisionedQueues {
  readonly queueUrl: string;
  readonly dlqUrl: string;
  /** The webhook deliveries queue (`<queueName>-webhooks`) and its dead-letter queue. */
  readonly webhookQueueUrl: string;
  readonly webhookDlqUrl: string;
  /** The queue that starts turn keepers (`<queueName>-keepers`), when model calls wait for turns. */
  readonly keepersQueueUrl: string;
}

/** Receives before a message moves to the dead-letter queue. */
export const maxReceiveCount = 5;

type TableIndex = (typeof tableKeys)['ownerIndex' | 'activityIndex'];

// Both indexes project every attribute, as in lib/data-construct.ts.
const globalIndexes: readonly TableIndex[] = [tableKeys.ownerIndex, tableKeys.activityIndex];

function indexDefinition(index: TableIndex): GlobalSecondaryIndex {
  return {
    IndexName: index.name,
    KeySchema: [
      { AttributeName: index.partitionKey, KeyType: 'HASH' },
      { AttributeName: index.sortKey, KeyType: 'RANGE' },
    ],
    Projection: { ProjectionType: 'ALL' },
  };
}

const stringAttributes = (names: string[]): AttributeDefinition[] =>
  names.map((name) => ({ AttributeName: name, AttributeType: 'S' }));

/** The table as CDK builds it, from the same key description. */
async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const { partitionKey, sortKey } = tableKeys;
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: stringAttributes([
          partitionKey,
          sortKey,
          ...globalIndexes.flatMap((index) => [index.partitionKey, index.sortKey]),
        ]),
        KeySchema: [
          { AttributeName: partitionKey, KeyType: 'HASH' },
          { AttributeName: sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: globalIndexes.map(indexDefinition),
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  await waitUntilTableExists({ client, maxWaitTime: 30, minDelay: 1 }, { TableName: tableName });
  await ensureIndexes(client, tableName);
  await ensureTimeToLive(client, tableName);
}

/**
 * A table kept in DATA_DIR from before an index existed is refused with how to start afresh: DynamoDB Local's
 * backfill of an index added to an existing table has been seen to stay CREATING for minutes.
 */
async function ensureIndexes(client: DynamoDBClient, tableName: string): Promise<void> {
  const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
  const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((index) => index.IndexName));
  const missing = globalIndexes.filter((index) => !existing.has(index.name)).map((index) => index.name);
  if (missing.length > 0) {
    throw new Error(
      `Table ${tableName} was made by an older version and lacks the index(es) ${missing.join(', ')}. ` +
        'Stop the stack and move or delete its DATA_DIR (default ./.data) to start afresh.',
    );
  }
}

async function ensureTimeToLive(client: DynamoDBClient, tableName: string): Promise<void> {
  const { TimeToLiveDescription } = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  // Enabling it twice is an error, so only when it is off.
  if (TimeToLiveDescription?.TimeToLiveStatus === 'ENABLED') return;
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: tableKeys.ttlAttribute, Enabled: true },
    }),
  );
}

async function ensureBucket(client: S3Client, bucketName: string): Promise<void> {
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucketName }));
  } catch (error) {
    if (!(error instanceof BucketAlreadyOwnedByYou || error instanceof BucketAlreadyExists)) throw error;
  }
}

async function queueArn(client: SQSClient, queueUrl: string): Promise<string> {
  const { Attributes } = await client.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }),
  );
  const arn = Attributes?.QueueArn;
  if (!arn) throw new Error(`Queue ${queueUrl} has no QueueArn`);
  return arn;
}

/** CreateQueue returns the existing queue when the attributes match, which makes this idempotent. */
async function ensureQueues(client: SQSClient, queueName: string): Promise<ProvisionedQueues> {
  const dlq = await client.send(new CreateQueueCommand({ QueueName: `${queueName}-dlq` }));
  if (!dlq.QueueUrl) throw new Error(`CreateQueue returned no URL for ${queueName}-dlq`);
  const redrivePolicy = { deadLetterTargetArn: await queueArn(client, dlq.QueueUrl), maxReceiveCount };
  const jobs = await client.send(
    new CreateQueueCommand({ QueueName: queueName, Attributes: { RedrivePolicy: JSON.stringify(redrivePolicy) } }),
  );
  if (!jobs.QueueUrl) throw new Error(`CreateQueue returned no URL for ${queueName}`);
  const webhooks = await ensureWebhookQueues(client, `${queueName}-webhooks`);
  // As the workflow construct makes it: a keeper holds its start message for up to its whole run.
  const keepers = await client.send(new CreateQueueCommand({ QueueName: `${queueName}-keepers`, Attributes: { VisibilityTimeout: String(keeperTimeoutSeconds + 30) } }));
  if (!keepers.QueueUrl) throw new Error(`CreateQueue returned no URL for ${queueName}-keepers`);
  return { queueUrl: jobs.QueueUrl, dlqUrl: dlq.QueueUrl, ...webhooks, keepersQueueUrl: keepers.QueueUrl };
}

/** The deliveries queue as lib/webhooks-construct.ts makes it: deliverWebhook dead-letters on its own, the redrive is the backstop. */
async function ensureWebhookQueues(client: SQSClient, queueName: string): Promise<Pick<ProvisionedQueues, 'webhookQueueUrl' | 'webhookDlqUrl'>> {
  const dlq = await client.send(new CreateQueueCommand({ QueueName: `${queueName}-dlq` }));
  if (!dlq.QueueUrl) throw new Error(`CreateQueue returned no URL for ${queueName}-dlq`);
  const redrivePolicy = { deadLetterTargetArn: await queueArn(client, dlq.QueueUrl), maxReceiveCount: 10 };
  const deliveries = await client.send(new CreateQueueCommand({ QueueName: queueName, Attributes: { RedrivePolicy: JSON.stringify(redrivePolicy) } }));
  if (!deliveries.QueueUrl) throw new Error(`CreateQueue returned no URL for ${queueName}`);
  return { webhookQueueUrl: deliveries.QueueUrl, webhookDlqUrl: dlq.QueueUrl };
}

/** Creates the app's table, bucket and queues on the local engines; existing ones are left as they are. */
export async function provisionResources(request: ProvisionRequest): Promise<ProvisionedQueues> {
  const configs = localClientConfigs(request.endpoints);
  const dynamodb = new DynamoDBClient(configs.dynamodb);
  const s3 = new S3Client(configs.s3);
  const sqs = new SQSClient(configs.sqs);
  try {
    const [, , queues] = await Promise.all([
      ensureTable(dynamodb, request.tableName),
      ensureBucket(s3, request.bucketName),
      ensureQueues(sqs, request.queueName),
    ]);
    return queues;
  } finally {
    dynamodb.destroy();
    s3.destroy();
    sqs.destroy();
  }
}
