import type { DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import type { S3ClientConfig } from '@aws-sdk/client-s3';
import type { SQSClientConfig } from '@aws-sdk/client-sqs';

/** Region every local engine and client agrees on. */
export const localRegion = 'us-east-1';

/** One fake key pair for all engines: s3rver insists on this one, the others accept anything. */
export const localCredentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

/** Base URLs of the local engines, e.g. `http://127.0.0.1:8000`. */
export interface LocalEndpoints {
  readonly dynamodb: string;
  readonly s3: string;
  readonly sqs: string;
}

export interface LocalClientConfigs {
  readonly dynamodb: DynamoDBClientConfig;
  readonly s3: S3ClientConfig;
  readonly sqs: SQSClientConfig;
}

/** SDK client configs that point at the local engines. */
export function localClientConfigs(endpoints: LocalEndpoints): LocalClientConfigs {
  const common = { region: localRegion, credentials: { ...localCredentials } };
  return {
    dynamodb: { ...common, endpoint: endpoints.dynamodb },
    // Path-style because bucket subdomains of 127.0.0.1 do not resolve.
    s3: { ...common, endpoint: endpoints.s3, forcePathStyle: true },
    sqs: { ...common, endpoint: endpoints.sqs },
  };
}
