import { ExternalServiceError } from '../core/errors';

// Failures of a dependency that a client can retry become 502; programming or configuration errors stay 500.
const transientNames = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'Throttling',
  'RequestLimitExceeded',
  'InternalServerError',
  'InternalFailure',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'TransactionInProgressException',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'SlowDown',
  'KMS.ThrottlingException',
]);
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_SOCKET']);

interface SdkLikeError {
  name?: string;
  code?: string;
  $retryable?: unknown;
  $metadata?: { httpStatusCode?: number };
}

export function isTransientDependencyError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as SdkLikeError;
  if (e.name && transientNames.has(e.name)) return true;
  if (e.code && networkCodes.has(e.code)) return true;
  if (e.$retryable) return true;
  return (e.$metadata?.httpStatusCode ?? 0) >= 500;
}

/** Runs a dependency call; a transient failure becomes an ExternalServiceError naming the dependency. */
export async function callDependency<T>(dependency: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isTransientDependencyError(error)) {
      throw new ExternalServiceError(`The ${dependency} is temporarily unavailable. Please retry.`, {
        meta: { dependency },
        cause: error,
      });
    }
    throw error;
  }
}
