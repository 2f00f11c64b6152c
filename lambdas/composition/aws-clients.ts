import { S3Client } from '../adapters/aws/s3-client';
import { SQSClient } from '../adapters/aws/sqs-client';
import { SFNClient } from '../adapters/aws/sfn-client';
import type { DynamoDBDocumentClient } from '../adapters/aws/dynamodb-document-client';
import { createDocumentClient } from '../adapters/dynamodb/document-client';
import type { AppConfig } from '../contract/config';
import { invocationDeadline } from './invocation-deadline';

export interface AwsClients {
  readonly dynamodb: DynamoDBDocumentClient;
  readonly sqs: SQSClient;
  readonly s3: S3Client;
}

type ClientConfig = Pick<AppConfig, 'region' | 'endpoints'>;

// Every call made during an invocation ends before the invocation must answer (invocation-deadline.ts).
const deadline = invocationDeadline;

// One factory per service, so a function bundles only the clients it builds.
export const dynamoClientFor = ({ region, endpoints }: ClientConfig): DynamoDBDocumentClient =>
  createDocumentClient({ region, endpoint: endpoints.dynamodb, deadline });

export const sqsClientFor = ({ region, endpoints }: ClientConfig): SQSClient =>
  new SQSClient({ region, deadline, ...(endpoints.sqs ? { endpoint: endpoints.sqs } : {}) });

export const sfnClientFor = ({ region, endpoints }: ClientConfig): SFNClient =>
  new SFNClient({ region, deadline, ...(endpoints.sfn ? { endpoint: endpoints.sfn } : {}) });

export const s3ClientFor = ({ region, endpoints }: ClientConfig): S3Client =>
  new S3Client({ region, deadline, ...(endpoints.s3 ? { endpoint: endpoints.s3, forcePathStyle: true } : {}) });

/** AWS clients for AWS, or for the local engines when the config names their endpoints. */
export function createAwsClients(config: ClientConfig): AwsClients {
  return { dynamodb: dynamoClientFor(config), sqs: sqsClientFor(config), s3: s3ClientFor(config) };
}
