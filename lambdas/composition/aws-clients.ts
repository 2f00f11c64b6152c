import { S3Client } from '@aws-sdk/client-s3';
import { SQSClient } from '@aws-sdk/client-sqs';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDocumentClient } from '../adapters/dynamodb/document-client';
import type { AppConfig } from '../core/config';

export interface AwsClients {
  readonly dynamodb: DynamoDBDocumentClient;
  readonly sqs: SQSClient;
  readonly s3: S3Client;
}

/** SDK clients for AWS, or for the local engines when the config names their endpoints. */
export function createAwsClients(config: Pick<AppConfig, 'region' | 'endpoints'>): AwsClients {
  const { region, endpoints } = config;
  return {
    dynamodb: createDocumentClient({ region, endpoint: endpoints.dynamodb }),
    sqs: new SQSClient({ region, ...(endpoints.sqs ? { endpoint: endpoints.sqs } : {}) }),
    s3: new S3Client({ region, ...(endpoints.s3 ? { endpoint: endpoints.s3, forcePathStyle: true } : {}) }),
  };
}
