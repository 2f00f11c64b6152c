// GET /v1/health: one cheap call to each engine, on clients of its own that try once and give up at the health timeout.
import { dynamoTableCheck } from '../adapters/dynamodb/dynamo-table-check';
import { s3BucketCheck } from '../adapters/s3/s3-bucket-check';
import { sqsQueueCheck } from '../adapters/sqs/sqs-queue-check';
import type { AppConfig } from '../contract/config';
import type { HealthDeps } from '../handlers/http/health-handler';
import { systemClock } from '../ports/clock';
import { createAwsClients, type AwsClients } from './aws-clients';
import { loggerFor, type KeylessOverrides } from './keyless-dependencies';

export interface HealthOverrides extends KeylessOverrides {
  readonly clients?: AwsClients;
}

/** Clients whose every call ends by the health timeout: a hung engine must not hold the probe for the request timeouts. */
function healthClients(config: AppConfig): AwsClients {
  const timeoutMs = config.healthCheckTimeoutMs;
  return createAwsClients({ ...config, awsTimeouts: { connectMs: Math.min(config.awsTimeouts.connectMs, timeoutMs), requestMs: timeoutMs }, maxAttempts: 1 });
}

export const healthDependencies = (config: AppConfig, overrides: HealthOverrides = {}): HealthDeps => {
  const clients = overrides.clients ?? healthClients(config);
  return {
    config,
    clock: overrides.clock ?? systemClock,
    logger: loggerFor(config, overrides),
    checks: [
      dynamoTableCheck(clients.dynamodb, config.tableName),
      s3BucketCheck(clients.s3, config.bucketName),
      sqsQueueCheck(clients.sqs, config.queueUrl),
    ],
  };
};
