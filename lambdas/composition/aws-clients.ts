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

/** `maxAttempts` 1 for a caller that must not retry (health); the SDK's standard 3 otherwise. */
type ClientConfig = Pick<AppConfig, 'region' | 'endpoints' | 'awsTimeouts'> & { readonly maxAttempts?: number };

// Every call made during an invocation ends before the invocation must answer (invocation-deadline.ts).
const deadline = invocationDeadline;

/** What each client shares: its region, the invocation's deadline and the configured timeouts. */
const common = ({ region, awsTimeouts, maxAttempts }: ClientConfig) => ({ region, deadline, maxAttempts, connectTimeoutMs: awsTimeouts.connectMs, requestTimeoutMs: awsTimeouts.requestMs });

// One factory per service, so a function bundles only the clients it builds.
export const dynamoClientFor = (config: ClientConfig): DynamoDBDocumentClient =>
  createDocumentClient({ ...common(config), endpoint: config.endpoints.dynamodb });

export const sqsClientFor = (config: ClientConfig): SQSClient =>
  new SQSClient({ ...common(config), ...(config.endpoints.sqs ? { endpoint: config.endpoints.sqs } : {}) });

export const sfnClientFor = (config: ClientConfig): SFNClient =>
  new SFNClient({ ...common(config), ...(config.endpoints.sfn ? { endpoint: config.endpoints.sfn } : {}) });

export const s3ClientFor = (config: ClientConfig): S3Client =>
  new S3Client({ ...common(config), ...(config.endpoints.s3 ? { endpoint: config.endpoints.s3, forcePathStyle: true } : {}) });

/** AWS clients for AWS, or for the local engines when the config names their endpoints. */
export function createAwsClients(config: ClientConfig): AwsClients {
  return { dynamodb: dynamoClientFor(config), sqs: sqsClientFor(config), s3: s3ClientFor(config) };
}
