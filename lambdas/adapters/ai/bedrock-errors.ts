// Maps Bedrock SDK failures onto the provider error classes the workflow retries (or not) by name.
import {
  ProviderError, ProviderRejectedError, ProviderThrottledError, ProviderUnavailableError, type ProviderOperation,
} from '../../ports/provider-errors';

const THROTTLED = new Set(['ThrottlingException', 'ServiceQuotaExceededException', 'TooManyRequestsException']);
const UNAVAILABLE = new Set([
  'ServiceUnavailableException', 'ModelNotReadyException', 'ModelTimeoutException', 'InternalServerException',
  'ModelErrorException', 'ModelStreamErrorException', 'TimeoutError', 'RequestTimeout', 'AbortError',
]);
const REJECTED = new Set([
  'ValidationException', 'AccessDeniedException', 'ResourceNotFoundException', 'ConflictException',
  'UnrecognizedClientException',
]);

interface SdkErrorShape {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

export function toProviderError(error: unknown, operation: ProviderOperation, provider = 'bedrock'): ProviderError {
  if (error instanceof ProviderError) return error;
  const e = (typeof error === 'object' && error !== null ? error : {}) as SdkErrorShape;
  const name = e.name ?? 'Error';
  const status = e.$metadata?.httpStatusCode;
  const message = `Bedrock ${operation} failed: ${name}${e.message ? `: ${e.message}` : ''}`;
  const options = { provider, operation, cause: error };
  if (THROTTLED.has(name) || status === 429) return new ProviderThrottledError(message, options);
  if (UNAVAILABLE.has(name) || (status !== undefined && status >= 500)) return new ProviderUnavailableError(message, options);
  if (REJECTED.has(name) || (status !== undefined && status >= 400)) return new ProviderRejectedError(message, options);
  // No HTTP answer at all (connection reset, DNS): worth another try.
  return new ProviderUnavailableError(message, options);
}
