// What the client throws: one ApiError subclass per error code, plus the waiting outcomes that are not API errors.
import type { DocumentedErrorCode, Story } from './api-shapes.js';

export const errorCodes = [
  'UNAUTHORIZED',
  'INVALID_API_KEY',
  'PLAN_REQUIRED',
  'FORBIDDEN',
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'INVALID_CURSOR',
  'PAYLOAD_TOO_LARGE',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'ALREADY_EXISTS',
  'IDEMPOTENCY_CONFLICT',
  'STORY_ALREADY_FINISHED',
  'INSUFFICIENT_CREDITS',
  'RATE_LIMIT_EXCEEDED',
  'DAILY_CAP_EXCEEDED',
  'EXTERNAL_SERVICE_ERROR',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export interface ApiErrorInit {
  status: number;
  code: string;
  message: string;
  requestId?: string | undefined;
  fields?: Record<string, string> | undefined;
  meta?: Record<string, unknown> | undefined;
  retryAfterSeconds?: number | undefined;
}

/** An error envelope from the API; `code` is for logic, `message` for people. */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The spec's list is open-ended, so a code this client does not know still arrives as a plain ApiError. */
  readonly code: string;
  readonly status: number;
  readonly requestId?: string;
  readonly fields?: Record<string, string>;
  readonly meta?: Record<string, unknown>;
  readonly retryAfterSeconds?: number;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.code = init.code;
    this.status = init.status;
    if (init.requestId !== undefined) this.requestId = init.requestId;
    if (init.fields !== undefined) this.fields = init.fields;
    if (init.meta !== undefined) this.meta = init.meta;
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

export class UnauthorizedError extends ApiError {
  override name = 'UnauthorizedError';
}
export class InvalidApiKeyError extends ApiError {
  override name = 'InvalidApiKeyError';
}
export class PlanRequiredError extends ApiError {
  override name = 'PlanRequiredError';
}
export class ForbiddenError extends ApiError {
  override name = 'ForbiddenError';
}
export class ValidationError extends ApiError {
  override name = 'ValidationError';
}
export class BadRequestError extends ApiError {
  override name = 'BadRequestError';
}
/** A library cursor from another account, for other filters, or altered: list again without it. */
export class InvalidCursorError extends ApiError {
  override name = 'InvalidCursorError';
}
export class PayloadTooLargeError extends ApiError {
  override name = 'PayloadTooLargeError';
}
export class NotFoundError extends ApiError {
  override name = 'NotFoundError';
}
export class MethodNotAllowedError extends ApiError {
  override name = 'MethodNotAllowedError';
}
export class AlreadyExistsError extends ApiError {
  override name = 'AlreadyExistsError';
}
export class IdempotencyConflictError extends ApiError {
  override name = 'IdempotencyConflictError';
}
/** A cancel reached a book that had already completed or failed; `meta.status` says which. */
export class StoryAlreadyFinishedError extends ApiError {
  override name = 'StoryAlreadyFinishedError';
}
export class InsufficientCreditsError extends ApiError {
  override name = 'InsufficientCreditsError';
}
export class RateLimitExceededError extends ApiError {
  override name = 'RateLimitExceededError';
}
export class DailyCapExceededError extends ApiError {
  override name = 'DailyCapExceededError';
}
export class ExternalServiceError extends ApiError {
  override name = 'ExternalServiceError';
}
export class InternalError extends ApiError {
  override name = 'InternalError';
}
/** GET /v1/health only: a dependency did not answer; `meta.failing` names which. */
export class ServiceUnavailableError extends ApiError {
  override name = 'ServiceUnavailableError';
}

export const errorClassByCode: Readonly<Record<ErrorCode, new (init: ApiErrorInit) => ApiError>> = {
  UNAUTHORIZED: UnauthorizedError,
  INVALID_API_KEY: InvalidApiKeyError,
  PLAN_REQUIRED: PlanRequiredError,
  FORBIDDEN: ForbiddenError,
  VALIDATION_ERROR: ValidationError,
  BAD_REQUEST: BadRequestError,
  INVALID_CURSOR: InvalidCursorError,
  PAYLOAD_TOO_LARGE: PayloadTooLargeError,
  NOT_FOUND: NotFoundError,
  METHOD_NOT_ALLOWED: MethodNotAllowedError,
  ALREADY_EXISTS: AlreadyExistsError,
  IDEMPOTENCY_CONFLICT: IdempotencyConflictError,
  STORY_ALREADY_FINISHED: StoryAlreadyFinishedError,
  INSUFFICIENT_CREDITS: InsufficientCreditsError,
  RATE_LIMIT_EXCEEDED: RateLimitExceededError,
  DAILY_CAP_EXCEEDED: DailyCapExceededError,
  EXTERNAL_SERVICE_ERROR: ExternalServiceError,
  INTERNAL_ERROR: InternalError,
  SERVICE_UNAVAILABLE: ServiceUnavailableError,
};

const isKnownCode = (code: string): code is ErrorCode => Object.hasOwn(errorClassByCode, code);

/** The subclass is picked by `error.code`, never by status: several codes share one status. */
export function apiErrorFrom(init: ApiErrorInit): ApiError {
  return isKnownCode(init.code) ? new errorClassByCode[init.code](init) : new ApiError(init);
}

/** The request never got an HTTP answer (connection refused or dropped, DNS), after the client's retries. */
export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The book ended `failed`; the Story keeps the pages it finished. */
export class BookFailedError extends Error {
  override name = 'BookFailedError';
  readonly errorMessage: string | null;
  constructor(readonly story: Story) {
    super(story.errorMessage ?? `Book ${story.id} failed`);
    this.errorMessage = story.errorMessage ?? null;
  }
}

/** waitForStory's deadline passed before the book ended; `story` is the last one seen, if any. */
export class DeadlineExceededError extends Error {
  override name = 'DeadlineExceededError';
  constructor(
    readonly bookId: string,
    readonly story: Story | undefined,
  ) {
    super(`Book ${bookId} was not finished by the deadline (last status: ${story?.status ?? 'not read'})`);
  }
}

/** Compiles only while every code the OpenAPI document names has its class here. */
export type EveryDocumentedCodeHasAClass = [Exclude<DocumentedErrorCode, ErrorCode>] extends [never] ? true : never;
const everyDocumentedCodeHasAClass: EveryDocumentedCodeHasAClass = true;
void everyDocumentedCodeHasAClass;
