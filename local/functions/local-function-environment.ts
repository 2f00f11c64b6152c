import { originSecretVariable } from '../../lambdas/contract/edge';
import type { FunctionName } from '../../lambdas/contract/functions';
import { localCredentials, localRegion } from '../local-aws';
import type { SynthesizedFunction } from '../step-functions/synthesized-workflow';

// A bundled function gets the variables its template gives it, not a superset: a variable the stack forgets to
// set is missing locally too. What the template takes from a stack resource is filled with the local engine's.

export class MissingLocalValueError extends Error {
  override name = 'MissingLocalValueError';
}

/** The local stack's resources and engines, and settings a developer may change between starts. */
export interface LocalStackValues {
  readonly tableName: string;
  readonly bucketName: string;
  readonly queueUrl: string;
  /** The webhook deliveries queue and its dead-letter queue. */
  readonly webhookQueueUrl?: string | undefined;
  readonly webhookDlqUrl?: string | undefined;
  /** The queue that starts turn keepers, where model calls wait for turns. */
  readonly keepersQueueUrl?: string | undefined;
  /** Known once the local state machine runs. */
  readonly stateMachineArn?: string | undefined;
  readonly endpoints: { readonly dynamodb?: string | undefined; readonly s3?: string | undefined; readonly sqs?: string | undefined; readonly sfn?: string | undefined };
  /** e.g. PROVIDER_LATENCY_MS, STUCK_AFTER_SECONDS; override the template's values. */
  readonly settings?: Readonly<Record<string, string | undefined>>;
}

const defined = (record: Readonly<Record<string, string | undefined>>) =>
  Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => entry[1] !== undefined));

const optionalResources = new Set(['WEBHOOK_QUEUE_URL', 'WEBHOOK_DLQ_URL']);

// The local stack has no CloudFront: the HTTP bridge is its edge, so there is no origin to lock (lib/edge-construct.ts).
const awsOnly = new Set([originSecretVariable]);

/** The environment `name` runs with on the local stack. */
export function localFunctionEnvironment(name: FunctionName, fn: SynthesizedFunction, values: LocalStackValues): Record<string, string> {
  const resources: Record<string, string | undefined> = {
    TABLE_NAME: values.tableName,
    BUCKET_NAME: values.bucketName,
    QUEUE_URL: values.queueUrl,
    KEEPERS_QUEUE_URL: values.keepersQueueUrl,
    STATE_MACHINE_ARN: values.stateMachineArn,
    WEBHOOK_QUEUE_URL: values.webhookQueueUrl,
    WEBHOOK_DLQ_URL: values.webhookDlqUrl,
  };
  const environment: Record<string, string> = {};
  for (const [key, value] of Object.entries(fn.environment)) {
    if (awsOnly.has(key)) continue;
    // A setting stands in for a stack resource the local stack does not run (the stack's own guardrail: a test's GUARDRAIL_ID).
    const local = value ?? resources[key] ?? values.settings?.[key];
    // A stack that runs no webhook deliveries (a test, the bench): the functions then emit nothing.
    if (local === undefined && optionalResources.has(key)) continue;
    if (local === undefined) throw new MissingLocalValueError(`${name}'s ${key} refers to a stack resource the local stack has no value for`);
    environment[key] = local;
  }
  return {
    ...environment,
    // What Lambda adds: the region, the role's credentials (here the engines' fixed pair), the function's name.
    AWS_REGION: localRegion,
    AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
    AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
    AWS_LAMBDA_FUNCTION_NAME: `storybook-local-${name}`,
    ...defined({
      DYNAMODB_ENDPOINT: values.endpoints.dynamodb,
      S3_ENDPOINT: values.endpoints.s3,
      SQS_ENDPOINT: values.endpoints.sqs,
      SFN_ENDPOINT: values.endpoints.sfn,
      ...values.settings,
    }),
  };
}
