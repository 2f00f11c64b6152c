// Domain errors: each carries the spec's machine-readable code; the HTTP status lives in one map below.
import { NamedError } from './named-error';

export type ErrorCode =
  | 'UNAUTHORIZED'
  | 'INVALID_API_KEY'
  | 'PLAN_REQUIRED'
  | 'VALIDATION_ERROR'
  | 'BAD_REQUEST'
  | 'INVALID_CURSOR'
  | 'PAYLOAD_TOO_LARGE'
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'IDEMPOTENCY_CONFLICT'
  | 'STORY_ALREADY_FINISHED'
  | 'INSUFFICIENT_CREDITS'
  | 'RATE_LIMIT_EXCEEDED'
  | 'DAILY_CAP_EXCEEDED'
  | 'EXTERNAL_SERVICE_ERROR'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_ERROR';

export abstract class AppError extends NamedError {
  abstract readonly code: ErrorCode;
  readonly fields?: Record<string, string>;
  readonly meta?: Record<string, unknown>;

  constructor(message: string, options?: { fields?: Record<string, string>; meta?: Record<string, unknown>; cause?: unknown }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    if (options?.fields) this.fields = options.fields;
    if (options?.meta) this.meta = options.meta;
  }
}

export class MissingApiKeyError extends AppError {
  static override readonly errorName = 'MissingApiKeyError';
  readonly code = 'UNAUTHORIZED';
}
export class InvalidApiKeyError extends AppError {
  static override readonly errorName = 'InvalidApiKeyError';
  readonly code = 'INVALID_API_KEY';
}
export class PlanRequiredError extends AppError {
  static override readonly errorName = 'PlanRequiredError';
  readonly code = 'PLAN_REQUIRED';
}
export class ValidationError extends AppError {
  static override readonly errorName = 'ValidationError';
  readonly code = 'VALIDATION_ERROR';
}
export class BadRequestError extends AppError {
  static override readonly errorName = 'BadRequestError';
  readonly code = 'BAD_REQUEST';
}
/** A library cursor that is not one this service gave this key's owner for these filters. */
export class InvalidCursorError extends AppError {
  static override readonly errorName = 'InvalidCursorError';
  readonly code = 'INVALID_CURSOR';
}
export class PayloadTooLargeError extends AppError {
  static override readonly errorName = 'PayloadTooLargeError';
  readonly code = 'PAYLOAD_TOO_LARGE';
}
export class NotFoundError extends AppError {
  static override readonly errorName = 'NotFoundError';
  readonly code = 'NOT_FOUND';
}
export class MethodNotAllowedError extends AppError {
  static override readonly errorName = 'MethodNotAllowedError';
  readonly code = 'METHOD_NOT_ALLOWED';
  constructor(readonly allowed: readonly string[]) {
    super(`Method not allowed here. Allowed: ${allowed.join(', ')}.`, { meta: { allowed } });
  }
}
export class IdempotencyConflictError extends AppError {
  static override readonly errorName = 'IdempotencyConflictError';
  readonly code = 'IDEMPOTENCY_CONFLICT';
}
/** A cancel reached a book that had already ended (completed, or failed other than by a cancel). */
export class StoryAlreadyFinishedError extends AppError {
  static override readonly errorName = 'StoryAlreadyFinishedError';
  readonly code = 'STORY_ALREADY_FINISHED';
}
export class InsufficientCreditsError extends AppError {
  static override readonly errorName = 'InsufficientCreditsError';
  readonly code = 'INSUFFICIENT_CREDITS';
}

/** A refused request that the client may retry after `retryAfterSeconds`. */
export abstract class LimitExceededError extends AppError {
  constructor(message: string, readonly retryAfterSeconds: number, meta?: Record<string, unknown>) {
    super(message, meta ? { meta } : undefined);
  }
}
export class RateLimitExceededError extends LimitExceededError {
  static override readonly errorName = 'RateLimitExceededError';
  readonly code = 'RATE_LIMIT_EXCEEDED';
}
export class DailyCapExceededError extends LimitExceededError {
  static override readonly errorName = 'DailyCapExceededError';
  readonly code = 'DAILY_CAP_EXCEEDED';
}

/** A dependency (database, queue) failed; nothing was left half-written. */
export class ExternalServiceError extends AppError {
  static override readonly errorName = 'ExternalServiceError';
  readonly code = 'EXTERNAL_SERVICE_ERROR';
}
/** GET /v1/health: a dependency did not answer its check; `meta.failing` names which. */
export class ServiceUnavailableError extends AppError {
  static override readonly errorName = 'ServiceUnavailableError';
  readonly code = 'SERVICE_UNAVAILABLE';
}
export class InternalError extends AppError {
  static override readonly errorName = 'InternalError';
  readonly code = 'INTERNAL_ERROR';
}

export const httpStatusByCode: Readonly<Record<ErrorCode, number>> = {
  UNAUTHORIZED: 401,
  INVALID_API_KEY: 401,
  PLAN_REQUIRED: 403,
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  INVALID_CURSOR: 400,
  PAYLOAD_TOO_LARGE: 413,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  IDEMPOTENCY_CONFLICT: 409,
  STORY_ALREADY_FINISHED: 409,
  INSUFFICIENT_CREDITS: 402,
  RATE_LIMIT_EXCEEDED: 429,
  DAILY_CAP_EXCEEDED: 429,
  EXTERNAL_SERVICE_ERROR: 502,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};
