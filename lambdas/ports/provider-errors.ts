// Errors every story, image and moderation adapter throws: the workflow retries the transient ones by name.
import { NamedError } from '../core/named-error';

/** `moderate`: a content policy second opinion (Bedrock ApplyGuardrail, an OpenAI-compatible /v1/moderations). */
export type ProviderOperation = 'planStory' | 'writePage' | 'illustrate' | 'moderate';

interface ProviderErrorOptions {
  provider: string;
  operation: ProviderOperation;
  cause?: unknown;
}

export abstract class ProviderError extends NamedError {
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
  static override readonly errorName = 'ProviderThrottledError';
}

/** Transient: the provider is down, not ready, timed out, or gave an unusable answer this time. */
export class ProviderUnavailableError extends ProviderError {
  static override readonly errorName = 'ProviderUnavailableError';
}

/** Permanent: the request was refused (content filter, bad request, no access); retrying will not help. */
export class ProviderRejectedError extends ProviderError {
  static override readonly errorName = 'ProviderRejectedError';
}
