import { randomBytes, randomUUID } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { localRegion } from './local-aws';

/** The account id the local engines put in ARNs. */
export const localAccountId = '123456789012';

export interface LambdaContextOptions {
  readonly functionName: string;
  /** The function's timeout; `getRemainingTimeInMillis` counts down from it. */
  readonly timeoutMs: number;
  readonly memoryLimitInMB?: number;
}

function logStreamName(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '/');
  return `${day}/[$LATEST]${randomBytes(16).toString('hex')}`;
}

/** A Context shaped like the Node.js Lambda runtime's, for one invocation. */
export function createLambdaContext(options: LambdaContextOptions): Context {
  const startedAt = Date.now();
  const { functionName } = options;
  const unsupported = (name: string) => () => {
    throw new Error(`context.${name}() is the callback-style API; handlers here are async`);
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${localRegion}:${localAccountId}:function:${functionName}`,
    memoryLimitInMB: String(options.memoryLimitInMB ?? 1024),
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: logStreamName(new Date(startedAt)),
    getRemainingTimeInMillis: () => Math.max(0, startedAt + options.timeoutMs - Date.now()),
    done: unsupported('done'),
    fail: unsupported('fail'),
    succeed: unsupported('succeed'),
  };
}
