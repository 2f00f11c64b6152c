import type { Interceptor } from '../lambdas/adapters/aws/interceptors';
import type { AwsClients } from '../lambdas/composition/aws-clients';

/** What one book costs in billable AWS requests, counted at the SDK while it is made. */
export class UsageMeter {
  dynamoReadUnits = 0;
  dynamoWriteUnits = 0;
  sqsRequests = 0;
  s3Puts = 0;
  s3Gets = 0;
  /** Off while requests are timed: asking DynamoDB for consumed capacity is not what a request does. */
  enabled = true;

  reset(): void {
    Object.assign(this, { dynamoReadUnits: 0, dynamoWriteUnits: 0, sqsRequests: 0, s3Puts: 0, s3Gets: 0 });
  }

  /** DynamoDB reports the capacity each call consumed when asked; SQS and S3 bill per request. */
  attach(clients: AwsClients): void {
    const meter = this;
    clients.dynamodb.use({
      before: (call) => {
        if (meter.enabled) (call.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      },
      after: (call, output) => {
        if (!meter.enabled) return;
        const consumed = [(output as { ConsumedCapacity?: unknown }).ConsumedCapacity].flat().filter(Boolean) as Array<{ CapacityUnits?: number }>;
        const units = consumed.reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
        if (/^(GetItem|Query|BatchGetItem|Scan)/.test(call.command)) meter.dynamoReadUnits += units;
        else meter.dynamoWriteUnits += units;
      },
    });
    const perRequest: Interceptor = {
      after: (call) => {
        if (!meter.enabled || call.signedLocally) return;
        if (call.client === 'SQSClient') meter.sqsRequests += 1;
        if (call.command === 'PutObjectCommand') meter.s3Puts += 1;
        if (call.command === 'GetObjectCommand') meter.s3Gets += 1;
      },
    };
    clients.sqs.use(perRequest);
    clients.s3.use(perRequest);
  }
}
