// What Step Functions sees when a Lambda task fails, so Retry and Catch match locally as they do on AWS:
// Error = the error's name (the runtime's errorType), Cause = the function's error payload as a JSON string.

/** The payload the Node.js Lambda runtime reports for a thrown value. */
export interface LambdaErrorPayload {
  readonly errorType: string;
  readonly errorMessage: string;
  readonly trace: string[];
}

/** Mirrors the Node.js runtime: an Error gives its name, message and stack; anything else its type and text. */
export function lambdaErrorPayload(thrown: unknown): LambdaErrorPayload {
  if (thrown instanceof Error) {
    return { errorType: thrown.name, errorMessage: thrown.message, trace: (thrown.stack ?? '').split('\n') };
  }
  return { errorType: typeof thrown, errorMessage: String(thrown), trace: [] };
}

/** Thrown into the interpreter: its name is the ASL error name and its message becomes `Cause`. */
export class LambdaTaskError extends Error {
  constructor(readonly payload: LambdaErrorPayload) {
    super(JSON.stringify(payload));
    this.name = payload.errorType;
  }
}

// A function run in its own sandbox already reports the runtime's payload: kept as it is.
export const toLambdaTaskError = (thrown: unknown): LambdaTaskError =>
  thrown instanceof LambdaTaskError ? thrown : new LambdaTaskError(lambdaErrorPayload(thrown));

/** Step Functions' own limit on a state's payload. */
export const statePayloadLimitBytes = 256 * 1024;

/** `States.DataLimitExceeded` is terminal on AWS: neither Retry nor a States.ALL Catch takes it. */
export class DataLimitExceededError extends Error {
  readonly isRetryable = false;
  readonly isCatchable = false;
  constructor(stateName: string, bytes: number) {
    super(`The state/task '${stateName}' returned a result with a size of ${bytes} bytes, exceeding the maximum of ${statePayloadLimitBytes} bytes`);
    this.name = 'States.DataLimitExceeded';
  }
}
