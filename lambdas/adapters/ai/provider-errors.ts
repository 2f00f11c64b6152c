// Errors every AI adapter throws, so the workflow can retry by name (Step Functions matches on error.name).

export type ProviderOperation = 'planStory' | 'writePage' | 'illustrate';

interface ProviderErrorOptions {
  provider: string;
  operation: ProviderOperation;
  cause?: unknown;
}

export abstract class ProviderError extends Error {
  /** True when the same call may succeed later (retry with backoff). */
  abstract readonly retryable: boolean;
  readonly provider: string;
  readonly operation: ProviderOperation;

  constructor(message: string, options: ProviderErrorOptions) {
    super(message, { cause: options.cause });
    this.provider = options.provider;
    this.operation = options.operation;
  }
}

/** Transient: the provider asked us to slow down (rate limit, quota per minute). */
export class ProviderThrottledError extends ProviderError {
  override name = 'ProviderThrottledError';
  readonly retryable = true;
}

/** Transient: the provider is down, not ready, timed out, or gave an unusable answer this time. */
export class ProviderUnavailableError extends ProviderError {
  override name = 'ProviderUnavailableError';
  readonly retryable = true;
}

/** Permanent: the request was refused (content filter, bad request, no access); retrying will not help. */
export class ProviderRejectedError extends ProviderError {
  override name = 'ProviderRejectedError';
  readonly retryable = false;
}

export const TRANSIENT_PROVIDER_ERRORS = ['ProviderThrottledError', 'ProviderUnavailableError'] as const;

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}
