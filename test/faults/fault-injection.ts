import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { sdkError, type ApiFixture, type FaultRule } from '../integration/api-fixture';
import { callName } from './sdk-calls';

/** Before: the request never reaches the service. After: the service did the work and the answer is lost. */
export type When = 'before' | 'after';

export interface Fault {
  /** The call to fail, by its name in `callName`, e.g. "accept" or "save picture 3". */
  readonly call: string;
  readonly when: When;
  readonly error: () => Error;
  /** How many calls fail; every one when omitted (a permanent failure). */
  readonly times?: number;
}

export interface Injected {
  /** How many calls the fault has failed so far: a test asserts it fired. */
  readonly hits: number;
}

/** Adds a fault to the fixture's SDK middleware; it applies to every client the fixture built, workflow included. */
export function inject(api: ApiFixture, fault: Fault): Injected {
  let hits = 0;
  const rule: FaultRule = (command, input) => {
    if (callName(command, input) !== fault.call) return undefined;
    if (fault.times !== undefined && hits >= fault.times) return undefined;
    hits++;
    return fault.error();
  };
  (fault.when === 'before' ? api.faults : api.afterFaults).push(rule);
  return {
    get hits() {
      return hits;
    },
  };
}

/** How a fault reads in a test's name. */
export const failing = (when: When) => (when === 'before' ? 'fails' : 'goes through but its answer is lost');

/** Table rows keyed by their full name (`$name` in a title would be cut short). */
export const byName = <T extends { name: string }>(cases: readonly T[]): Array<[string, T]> => cases.map((row) => [row.name, row]);

export function clearFaults(api: ApiFixture): void {
  api.faults.length = 0;
  api.afterFaults.length = 0;
}

/** An AWS service error as the SDK throws it once its own retries gave up. */
export const awsError = (name: string, status: number): Error => sdkError(name, status);

type ErrorCase = readonly [label: string, error: () => Error];

/** Throttling and server errors of each service, as the SDK names them. */
export const serviceErrors = {
  dynamodb: [
    ['throttled (ProvisionedThroughputExceededException 400)', () => awsError('ProvisionedThroughputExceededException', 400)],
    ['throttled (ThrottlingException 400)', () => awsError('ThrottlingException', 400)],
    ['a server error (InternalServerError 500)', () => awsError('InternalServerError', 500)],
    ['unavailable (ServiceUnavailable 503)', () => awsError('ServiceUnavailable', 503)],
  ],
  sqs: [
    ['throttled (RequestThrottled 400)', () => awsError('RequestThrottled', 400)],
    ['a server error (InternalError 500)', () => awsError('InternalError', 500)],
    ['unavailable (ServiceUnavailable 503)', () => awsError('ServiceUnavailable', 503)],
  ],
  s3: [
    ['throttled (SlowDown 503)', () => awsError('SlowDown', 503)],
    ['a server error (InternalError 500)', () => awsError('InternalError', 500)],
  ],
  sfn: [
    ['throttled (ThrottlingException 400)', () => awsError('ThrottlingException', 400)],
    ['unavailable (ServiceUnavailable 503)', () => awsError('ServiceUnavailable', 503)],
  ],
} as const satisfies Record<string, readonly ErrorCase[]>;

/** DynamoDB cancelling a transaction mid-way: nothing is written, one item names the reason. */
export function cancelledTransaction(code: 'ThrottlingError' | 'TransactionConflict', items = 5): Error {
  return new TransactionCanceledException({
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${code}]`,
    $metadata: { httpStatusCode: 400 },
    CancellationReasons: Array.from({ length: items }, (_, i) => ({ Code: i === 1 ? code : 'None' })),
  });
}
