import * as z from 'zod';
import { NamedError } from '../core/named-error';
import { describeIssues } from '../core/zod-issues';
import { parseModelRates } from '../core/model-rates';
import { defaultAbuseSettings } from '../core/abuse-guard';

// Parsed once at the composition root and passed in; nothing else reads process.env.
const optionalUrl = z.string().url().optional();
const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

/** Who writes and draws: `offline` (no network, deterministic), Amazon `bedrock`, or an OpenAI-compatible server (`openai`). */
export const providerNames = ['offline', 'bedrock', 'openai'] as const;
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
    SECRETS_MANAGER_ENDPOINT: optionalUrl,
    BEDROCK_ENDPOINT: optionalUrl,
    SES_ENDPOINT: optionalUrl,
    // Each DynamoDB, S3, SQS and Step Functions call's connect and per-attempt timeouts: what fits AWS; the local stack
    // passes longer ones (LOCAL_AWS_*_TIMEOUT_MS, docs/decisions/local-timeouts-on-a-busy-machine.md).
    AWS_CONNECT_TIMEOUT_MS: positiveInt(1000),
    AWS_REQUEST_TIMEOUT_MS: positiveInt(5000),
    // GET /v1/health: how long it waits for each engine's answer.
    HEALTH_CHECK_TIMEOUT_MS: positiveInt(2000),
    MAX_BODY_BYTES: positiveInt(64 * 1024),
    IMAGE_URL_TTL_SECONDS: positiveInt(900),
    // Who writes and draws: `offline` (no network, deterministic) or Amazon `bedrock`.
    PROVIDER: z.enum(providerNames).default('offline'),
    // A pair both callable from us-west-2 (docs/providers-bedrock.md): Nova Lite through its US profile, SD3.5 Large by its id.
    TEXT_MODEL_ID: z.string().min(1).default('us.amazon.nova-lite-v1:0'),
    IMAGE_MODEL_ID: z.string().min(1).default('stability.sd3-5-large-v1:0'),
    // With an application inference profile ARN as the model id: the model or system profile it was made from.
    TEXT_MODEL_SOURCE: z.string().min(1).optional(),
    IMAGE_MODEL_SOURCE: z.string().min(1).optional(),
    // An optional Bedrock Guardrail on every model call; without a version its working draft (DRAFT) applies.
    GUARDRAIL_ID: z.string().min(1).optional(),
    GUARDRAIL_VERSION: z.string().regex(/^(DRAFT|[1-9]\d{0,7})$/, 'must be DRAFT or a version number').optional(),
    // PROVIDER=openai: any OpenAI-compatible server (Ollama's address by default), the models it serves (required by the
    // model steps only, when they load the models), and its key (from the environment, or on AWS from a Secrets Manager
    // secret read once per cold start).
    OPENAI_BASE_URL: z.string().url().default('http://127.0.0.1:11434'),
    /** Pictures from another server than text (llama.cpp and vLLM draw none); OPENAI_BASE_URL when absent. */
    OPENAI_IMAGE_BASE_URL: z.string().url().optional(),
    OPENAI_TEXT_MODEL: z.string().min(1).optional(),
    OPENAI_IMAGE_MODEL: z.string().min(1).optional(),
    /** A moderation model the server serves (`omni-moderation-latest` on OpenAI): the content policy's second opinion. */
    OPENAI_MODERATION_MODEL: z.string().min(1).optional(),
    OPENAI_API_KEY: z.string().min(1).optional(),
    OPENAI_API_KEY_SECRET_ARN: z.string().regex(/^arn:aws[a-z-]*:secretsmanager:[a-z0-9-]+:\d{12}:secret:.+$/, 'must be a Secrets Manager secret ARN').optional(),
    OPENAI_REQUEST_TIMEOUT_MS: positiveInt(50_000),
    /** e.g. `text:1000,image:3000`: the offline provider waits this long per call (for the benchmark). */
    PROVIDER_LATENCY_MS: z.string().optional(),
    /** e.g. `image:4/s,text:20/s`: the offline provider refuses calls beyond it as a throttled model service would. */
    PROVIDER_QUOTA: z.string().optional(),
    /** A job whose task has not moved for this long is ended by the reaper. */
    STUCK_AFTER_SECONDS: positiveInt(900),
    // Model turns (core/model-turns.ts): calls a second each model kind may get from every book together, e.g.
    // `image:4/s,text:20/s` (empty: no turns, calls go straight to the model); how long a book may wait for turns;
    // and the queue that starts a turn keeper.
    MODEL_BUDGET: z.string().optional().transform((spec, ctx) => {
      try {
        return parseModelRates(spec ?? '', 'MODEL_BUDGET');
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
        return z.NEVER;
      }
    }),
    BOOK_DEADLINE_SECONDS: positiveInt(1800),
    KEEPERS_QUEUE_URL: z.string().min(1).optional(),
    // Abuse rules (core/abuse-guard.ts, docs/decisions/abuse-rules.md): moves between continents are counted within
    // this window; a key sending while told to wait this many minutes in a row warns its owner, then is revoked; so is
    // one refused this many times its rate in one minute while told to wait.
    ABUSE_JUMP_WINDOW_SECONDS: positiveInt(600),
    ABUSE_LIMITED_WARN_MINUTES: positiveInt(3),
    ABUSE_LIMITED_MINUTES: positiveInt(10),
    ABUSE_BURST_FACTOR: positiveInt(2),
    // Local stack only (STAGE=development): a file of milliseconds the API functions' clock runs ahead by, for tests.
    LOCAL_CLOCK_OFFSET_FILE: z.string().min(1).optional(),
    // Mail to owners: SES from MAIL_FROM (and a configuration set) on AWS; an SMTP catcher locally when SMTP_URL is set.
    MAIL_FROM: z.string().min(3).default('Storybook API <no-reply@storybook.example>'),
    MAIL_CONFIGURATION_SET: z.string().min(1).optional(),
    SMTP_URL: z.string().regex(/^smtp:\/\/[^/]+:\d+\/?$/, 'must be smtp://host:port').optional(),
    MAIL_MAX_ATTEMPTS: positiveInt(10),
    // Webhooks (docs/webhooks.md): the deliveries queue and its dead-letter queue; the retry schedule's scale (tests
    // shrink a day to seconds); loopback and http targets, allowed on the local stack only.
    WEBHOOK_QUEUE_URL: z.string().min(1).optional(),
    WEBHOOK_DLQ_URL: z.string().min(1).optional(),
    WEBHOOK_RETRY_SCALE: z.coerce.number().positive().max(1).default(1),
    WEBHOOK_ALLOW_LOOPBACK: z.enum(['0', '1']).default('0'),
    // The origin lock (contract/edge.ts): set on AWS only, where CloudFront sends it; unset, every caller is served.
    ORIGIN_VERIFY_SECRET: z.string().min(32).optional(),
    // Set by the Lambda runtime: metrics are emitted only where CloudWatch turns log lines into metrics.
    AWS_LAMBDA_FUNCTION_NAME: z.string().optional(),
  })
  .refine((env) => env.LOCAL_CLOCK_OFFSET_FILE === undefined || env.STAGE === 'development', {
    message: 'LOCAL_CLOCK_OFFSET_FILE is for the local stack (STAGE=development) only',
    path: ['LOCAL_CLOCK_OFFSET_FILE'],
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
    awsTimeouts: { connectMs: env.AWS_CONNECT_TIMEOUT_MS, requestMs: env.AWS_REQUEST_TIMEOUT_MS },
    healthCheckTimeoutMs: env.HEALTH_CHECK_TIMEOUT_MS,
    maxBodyBytes: env.MAX_BODY_BYTES,
    originSecret: env.ORIGIN_VERIFY_SECRET,
    imageUrlTtlSeconds: env.IMAGE_URL_TTL_SECONDS,
    provider: {
      name: env.PROVIDER,
      textModelId: env.TEXT_MODEL_ID,
      imageModelId: env.IMAGE_MODEL_ID,
      textModelSource: env.TEXT_MODEL_SOURCE,
      imageModelSource: env.IMAGE_MODEL_SOURCE,
      guardrail: env.GUARDRAIL_ID ? { id: env.GUARDRAIL_ID, version: env.GUARDRAIL_VERSION ?? 'DRAFT' } : undefined,
      bedrockEndpoint: env.BEDROCK_ENDPOINT,
      latency: env.PROVIDER_LATENCY_MS,
      quota: env.PROVIDER_QUOTA,
      openai: {
        baseUrl: env.OPENAI_BASE_URL,
        imageBaseUrl: env.OPENAI_IMAGE_BASE_URL,
        textModel: env.OPENAI_TEXT_MODEL,
        imageModel: env.OPENAI_IMAGE_MODEL,
        moderationModel: env.OPENAI_MODERATION_MODEL,
        apiKey: env.OPENAI_API_KEY,
        apiKeySecretArn: env.OPENAI_API_KEY_SECRET_ARN,
        requestTimeoutMs: env.OPENAI_REQUEST_TIMEOUT_MS,
        secretsManagerEndpoint: env.SECRETS_MANAGER_ENDPOINT,
      },
    },
    stuckAfterSeconds: env.STUCK_AFTER_SECONDS,
    turns: { budget: env.MODEL_BUDGET, deadlineSeconds: env.BOOK_DEADLINE_SECONDS, keepersQueueUrl: env.KEEPERS_QUEUE_URL },
    abuse: {
      ...defaultAbuseSettings,
      jumpWindowSeconds: env.ABUSE_JUMP_WINDOW_SECONDS,
      limitedWarnMinutes: env.ABUSE_LIMITED_WARN_MINUTES,
      limitedMinutesInARow: env.ABUSE_LIMITED_MINUTES,
      burstFactor: env.ABUSE_BURST_FACTOR,
    },
    clockOffsetFile: env.LOCAL_CLOCK_OFFSET_FILE,
    mail: {
      from: env.MAIL_FROM,
      configurationSet: env.MAIL_CONFIGURATION_SET,
      smtpUrl: env.SMTP_URL,
      maxAttempts: env.MAIL_MAX_ATTEMPTS,
      sesEndpoint: env.SES_ENDPOINT,
    },
    webhooks: {
      queueUrl: env.WEBHOOK_QUEUE_URL,
      deadLetterUrl: env.WEBHOOK_DLQ_URL,
      retryScale: env.WEBHOOK_RETRY_SCALE,
      allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK === '1',
    },
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
