import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { localCredentials, localRegion, type LocalEndpoints } from '../../local/local-aws';
import { provisionResources } from '../../local/provision';
import './provided-context';

export interface TestResources {
  /** Ready for `parseConfig`. */
  readonly env: Record<string, string>;
  readonly endpoints: LocalEndpoints;
  readonly tableName: string;
  readonly bucketName: string;
  readonly queueUrl: string;
  readonly dlqUrl: string;
  /** The webhook deliveries queue and its dead-letter queue (not in `env`: a test that wants events adds them). */
  readonly webhookQueueUrl: string;
  readonly webhookDlqUrl: string;
  /** The queue that starts turn keepers (in `env` as KEEPERS_QUEUE_URL; used only with a MODEL_BUDGET). */
  readonly keepersQueueUrl: string;
}

/** Lower-case letters, digits and dashes: valid in table, bucket and queue names alike. */
function slug(label: string): string {
  const cleaned = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/, '');
  return cleaned || 'test';
}

/** The engines the global setup started. */
export function localEndpoints(): LocalEndpoints {
  return inject('localEndpoints');
}

/** A table, bucket and queue pair of this test file's own (unique names), on the shared local engines. */
export async function createTestResources(label: string): Promise<TestResources> {
  const endpoints = localEndpoints();
  const base = `${slug(label)}-${randomBytes(4).toString('hex')}`;
  const tableName = `${base}-table`;
  const bucketName = `${base}-assets`;
  const { queueUrl, dlqUrl, webhookQueueUrl, webhookDlqUrl, keepersQueueUrl } = await provisionResources({ endpoints, tableName, bucketName, queueName: `${base}-jobs` });
  const env: Record<string, string> = {
    TABLE_NAME: tableName,
    BUCKET_NAME: bucketName,
    QUEUE_URL: queueUrl,
    // Used only where MODEL_BUDGET makes model calls wait for turns.
    KEEPERS_QUEUE_URL: keepersQueueUrl,
    DYNAMODB_ENDPOINT: endpoints.dynamodb,
    S3_ENDPOINT: endpoints.s3,
    SQS_ENDPOINT: endpoints.sqs,
    AWS_REGION: localRegion,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
  };
  return { env, endpoints, tableName, bucketName, queueUrl, dlqUrl, webhookQueueUrl, webhookDlqUrl, keepersQueueUrl };
}
