// Maps Bedrock client failures onto the provider error classes the workflow retries (or not) by name.
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

// The message becomes the book's failure reason, which API clients read, and AWS's texts name roles and accounts
// ("User: arn:aws:sts::123456789012:assumed-role/…"): ARNs and account ids are cut out (the error in `cause` keeps them).
const withoutAccounts = (text: string) => text.replace(/\barn:aws[\w-]*:[^\s"'`,;)]*/g, '[arn]').replace(/\b\d{12}\b/g, '[account]');

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
  const message = `Bedrock ${operation} failed: ${name}${e.message ? `: ${withoutAccounts(e.message)}` : ''}`;
  const options = { provider, operation, cause: error };
  // The name first: Bedrock answers ModelNotReadyException with 429, and that model is not ready, not busy.
  if (THROTTLED.has(name)) return new ProviderThrottledError(message, options);
  if (UNAVAILABLE.has(name)) return new ProviderUnavailableError(message, options);
  if (REJECTED.has(name)) return new ProviderRejectedError(message, options);
  if (status === 429) return new ProviderThrottledError(message, options);
  if (status !== undefined && status >= 500) return new ProviderUnavailableError(message, options);
  if (status !== undefined && status >= 400) return new ProviderRejectedError(message, options);
  // No HTTP answer at all (connection reset, DNS): worth another try.
  return new ProviderUnavailableError(message, options);
}
