import * as z from 'zod';
import { NamedError } from '../core/named-error';
import { describeIssues } from '../core/zod-issues';

// Parsed once at the composition root and passed in; nothing else reads process.env.
const optionalUrl = z.string().url().optional();
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Who writes and draws: `offline` (no network, deterministic) or Amazon `bedrock`. */
export const providerNames = ['offline', 'bedrock'] as const;
export type ProviderName = (typeof providerNames)[number];

export const stageSchema = z.enum(['development', 'preview', 'production']);
export type Stage = z.infer<typeof stageSchema>;

export const configSchema = z
  .object({
    STAGE: stageSchema.default('development'),
    APP_VERSION: z.string().min(1).default('1.0.0'),
    TABLE_NAME: z.string().min(1),
    BUCKET_NAME: z.string().min(1),
    QUEUE_URL: z.string().min(1),
    STATE_MACHINE_ARN: z.string().min(1).optional(),
    AWS_REGION: z.string().min(1).default('us-east-1'),
    // Set only by the local stack and tests: point the SDK clients at engines on 127.0.0.1.
    DYNAMODB_ENDPOINT: optionalUrl,
    S3_ENDPOINT: optionalUrl,
    SQS_ENDPOINT: optionalUrl,
    SFN_ENDPOINT: optionalUrl,
    MAX_BODY_BYTES: positiveInt(64 * 1024),
    IMAGE_URL_TTL_SECONDS: positiveInt(900),
    // Who writes and draws: `offline` (no network, deterministic) or Amazon `bedrock`.
    PROVIDER: z.enum(providerNames).default('offline'),
    TEXT_MODEL_ID: z.string().min(1).default('amazon.nova-lite-v1:0'),
    IMAGE_MODEL_ID: z.string().min(1).default('amazon.nova-canvas-v1:0'),
    /** e.g. `text:1000,image:3000`: the offline provider waits this long per call (for the benchmark). */
    PROVIDER_LATENCY_MS: z.string().optional(),
    /** A job whose task has not moved for this long is ended by the reaper. */
    STUCK_AFTER_SECONDS: positiveInt(900),
    // Set by the Lambda runtime: metrics are emitted only where CloudWatch turns log lines into metrics.
    AWS_LAMBDA_FUNCTION_NAME: z.string().optional(),
  })
  .transform((env) => ({
    stage: env.STAGE,
    version: env.APP_VERSION,
    tableName: env.TABLE_NAME,
    bucketName: env.BUCKET_NAME,
    queueUrl: env.QUEUE_URL,
    stateMachineArn: env.STATE_MACHINE_ARN,
    region: env.AWS_REGION,
    endpoints: {
      dynamodb: env.DYNAMODB_ENDPOINT,
      s3: env.S3_ENDPOINT,
      sqs: env.SQS_ENDPOINT,
      sfn: env.SFN_ENDPOINT,
    },
    maxBodyBytes: env.MAX_BODY_BYTES,
    imageUrlTtlSeconds: env.IMAGE_URL_TTL_SECONDS,
    provider: {
      name: env.PROVIDER,
      textModelId: env.TEXT_MODEL_ID,
      imageModelId: env.IMAGE_MODEL_ID,
      latency: env.PROVIDER_LATENCY_MS,
    },
    stuckAfterSeconds: env.STUCK_AFTER_SECONDS,
    emitMetrics: env.AWS_LAMBDA_FUNCTION_NAME !== undefined,
  }));

export type AppConfig = z.output<typeof configSchema>;

export class ConfigError extends NamedError {
  static override readonly errorName = 'ConfigError';
}

export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    throw new ConfigError(`Invalid configuration: ${describeIssues(result.error)}`);
  }
  return result.data;
}
