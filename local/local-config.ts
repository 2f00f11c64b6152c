import { parseConfig, type AppConfig } from '../lambdas/contract/config';
import type { LocalEndpoints } from './local-aws';
import { localRegion } from './local-aws';

export interface LocalResourceNames {
  readonly tableName: string;
  readonly bucketName: string;
}

/** The app's config for the local engines: the deployed functions' variables, pointed at 127.0.0.1. */
export function localAppConfig(
  endpoints: LocalEndpoints,
  names: LocalResourceNames,
  queueUrl: string,
  settings: Record<string, string | undefined> = {},
): AppConfig {
  return parseConfig({
    AWS_REGION: localRegion,
    TABLE_NAME: names.tableName,
    BUCKET_NAME: names.bucketName,
    QUEUE_URL: queueUrl,
    DYNAMODB_ENDPOINT: endpoints.dynamodb,
    S3_ENDPOINT: endpoints.s3,
    SQS_ENDPOINT: endpoints.sqs,
    ...settings,
  });
}
