// Service errors shaped like the SDK's: `name` is the service's error code, with `message`, `$fault` and
// `$metadata`, and the fields of the error body copied on (e.g. DynamoDB's CancellationReasons).

export interface ResponseMetadata {
  httpStatusCode?: number | undefined;
  requestId?: string | undefined;
  extendedRequestId?: string | undefined;
  attempts?: number | undefined;
  totalRetryDelay?: number | undefined;
}

export interface MetadataBearer {
  $metadata: ResponseMetadata;
}

export interface ServiceExceptionOptions {
  readonly name?: string | undefined;
  readonly message?: string | undefined;
  readonly $fault?: 'client' | 'server' | undefined;
  readonly $metadata?: ResponseMetadata | undefined;
  readonly [field: string]: unknown;
}

interface ServiceLike {
  name?: unknown;
  $fault?: unknown;
  $metadata?: unknown;
}

const isServiceLike = (value: unknown): value is ServiceLike => {
  const candidate = value as ServiceLike | null;
  return (
    typeof candidate === 'object' && candidate !== null && (candidate.$fault === 'client' || candidate.$fault === 'server') &&
    typeof candidate.$metadata === 'object' && candidate.$metadata !== null
  );
};

export class ServiceException extends Error {
  /** The service's code for this error; a class without its own matches by prototype only. */
  static readonly errorName: string | undefined = undefined;
  declare $fault: 'client' | 'server';
  declare $metadata: ResponseMetadata;
  /** Set on throttling errors, as the SDK marks retryable ones. */
  declare $retryable?: { throttling?: boolean } | undefined;

  constructor(options: ServiceExceptionOptions = {}) {
    const { name, message, $fault, $metadata, ...fields } = options;
    super(message ?? '');
    Object.assign(this, fields);
    this.name = name ?? (new.target as typeof ServiceException).errorName ?? 'ServiceException';
    this.$fault = $fault ?? 'client';
    this.$metadata = $metadata ?? {};
  }

  // As the SDK's exceptions do: an error from another copy of a client (or the SDK itself) with the same name is
  // an instance too, so `instanceof ConditionalCheckFailedException` works whichever client threw it.
  static override [Symbol.hasInstance](value: unknown): boolean {
    if (Function.prototype[Symbol.hasInstance].call(this, value)) return true;
    if (!isServiceLike(value)) return false;
    if (this === ServiceException) return true;
    const own = Object.prototype.hasOwnProperty.call(this, 'errorName') ? (this as typeof ServiceException).errorName : undefined;
    return own !== undefined && value.name === own;
  }
}

export type ServiceExceptionClass = new (options: ServiceExceptionOptions) => ServiceException;

/** Error classes of one service by code, and the class for codes it does not name. */
export interface ErrorTypes {
  readonly base: ServiceExceptionClass;
  readonly byName: Readonly<Record<string, ServiceExceptionClass>>;
}

export const faultOf = (statusCode: number): 'client' | 'server' => (statusCode >= 500 ? 'server' : 'client');

const throttlingNames = new Set([
  'ThrottlingException', 'Throttling', 'ThrottledException', 'RequestThrottledException', 'TooManyRequestsException',
  'ProvisionedThroughputExceededException', 'TransactionInProgressException', 'RequestLimitExceeded',
  'BandwidthLimitExceeded', 'LimitExceededException', 'RequestThrottled', 'SlowDown', 'PriorRequestNotComplete',
  'EC2ThrottledException',
]);
const transientNames = new Set(['TimeoutError', 'RequestTimeout', 'RequestTimeoutException']);
const networkCodes = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

export function serviceError(types: ErrorTypes, options: ServiceExceptionOptions & { name: string }): ServiceException {
  const ErrorClass = types.byName[options.name] ?? types.base;
  const error = new ErrorClass(options);
  // dependency-errors.ts (and the SDK's own classification) read this to call a throttle transient.
  if (throttlingNames.has(options.name)) error.$retryable = { throttling: true };
  return error;
}

export type RetryKind = 'throttling' | 'transient';

/** How the SDK's standard retry mode sees an error: throttling, transient, or not worth another attempt. */
export function retryKind(error: unknown): RetryKind | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { name?: string; code?: string; $metadata?: ResponseMetadata; $retryable?: { throttling?: boolean } };
  const status = e.$metadata?.httpStatusCode ?? 0;
  if ((e.name && throttlingNames.has(e.name)) || status === 429 || e.$retryable?.throttling) return 'throttling';
  if ((e.name && transientNames.has(e.name)) || (e.code && networkCodes.has(e.code)) || status >= 500 || e.$retryable) return 'transient';
  return undefined;
}
