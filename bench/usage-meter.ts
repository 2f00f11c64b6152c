import type { Pluggable } from '@smithy/types';
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
    const dynamo: Pluggable<object, object> = {
      applyToStack: (stack) =>
        stack.add(
          (next, context) => async (args) => {
            if (!meter.enabled) return next(args);
            (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
            const result = await next(args);
            const output = result.output as { ConsumedCapacity?: unknown };
            const consumed = [output.ConsumedCapacity].flat().filter(Boolean) as Array<{ CapacityUnits?: number; ReadCapacityUnits?: number; WriteCapacityUnits?: number }>;
            const units = consumed.reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
            if (/^(GetItem|Query|BatchGetItem|Scan)/.test(String(context.commandName))) meter.dynamoReadUnits += units;
            else meter.dynamoWriteUnits += units;
            return result;
          },
          { step: 'initialize', name: 'usageMeter', override: true },
        ),
    };
    const perRequest: Pluggable<object, object> = {
      applyToStack: (stack) =>
        stack.add(
          (next, context) => async (args) => {
            if (!meter.enabled) return next(args);
            const result = await next(args);
            const command = String(context.commandName);
            // An empty receive is the event source mapping's own polling, not this book's.
            if (command === 'ReceiveMessageCommand' && !(result.output as { Messages?: unknown[] }).Messages?.length) return result;
            if (String(context.clientName) === 'SQSClient') meter.sqsRequests += 1;
            if (command === 'PutObjectCommand') meter.s3Puts += 1;
            if (command === 'GetObjectCommand') meter.s3Gets += 1;
            return result;
          },
          { step: 'initialize', name: 'usageMeter', override: true },
        ),
    };
    clients.dynamodb.middlewareStack.use(dynamo as never);
    clients.sqs.middlewareStack.use(perRequest as never);
    clients.s3.middlewareStack.use(perRequest as never);
  }
}
