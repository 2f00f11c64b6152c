import { randomUUID } from 'node:crypto';
import type { MiddlewareObj } from '@middy/core';
import { AppError, DailyCapExceededError, httpStatusByCode, LimitExceededError, MethodNotAllowedError } from '../../../core/errors';
import { MinuteLimitExceededError, type RateInfo } from '../../../core/minute-limit';
import { REQUEST_ID_MAX } from '../../../core/schemas';
import type { Logger } from '../../../ports/logger';
import type { ApiContext, HttpEvent, HttpResponse, HttpResult } from '../http-types';
import { rateLimitFields } from '../rate-limit-fields';

export function requestIdOf(event: HttpEvent): string {
  // Surrounding white space is not part of an HTTP header value, and would not survive the trip back.
  const sent = event.headers?.['x-request-id']?.trim();
  return sent !== undefined && sent.length >= 1 && sent.length <= REQUEST_ID_MAX ? sent : randomUUID();
}

// x-ratelimit-* describe the minute window as before; the IETF fields add the day window where it is known.
function rateHeaders(rate: RateInfo | undefined, dayRate?: RateInfo): Record<string, string> {
  if (!rate) return {};
  return {
    'x-ratelimit-limit': String(rate.limit),
    'x-ratelimit-remaining': String(rate.remaining),
    'x-ratelimit-reset': String(rate.resetSeconds),
    ...rateLimitFields({ minute: rate, day: dayRate }),
  };
}

/** A daily cap refusal is itself the day window's state: nothing left until the day ends. */
function dayRateOf(error: AppError, context: ApiContext): RateInfo | undefined {
  if (error instanceof DailyCapExceededError && typeof error.meta?.limit === 'number') {
    return { limit: error.meta.limit, remaining: 0, resetSeconds: error.retryAfterSeconds };
  }
  return context.dayRate;
}

function respond(context: ApiContext, statusCode: number, body: Record<string, unknown>, headers: Record<string, string> = {}): HttpResponse {
  return {
    statusCode,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-request-id': context.requestId,
      ...headers,
    },
    body: JSON.stringify({ requestId: context.requestId, ...body }),
  };
}

function errorHeaders(error: AppError, context: ApiContext): Record<string, string> {
  const headers = rateHeaders(error instanceof MinuteLimitExceededError ? error.rate : context.rate, dayRateOf(error, context));
  if (error instanceof LimitExceededError) headers['retry-after'] = String(error.retryAfterSeconds);
  if (error instanceof MethodNotAllowedError) headers.allow = error.allowed.join(', ');
  return headers;
}

/** Outermost middleware: request id in, the spec's envelope out, every error mapped to its HTTP status here. */
export function envelope(logger: Logger): MiddlewareObj<HttpEvent, HttpResponse, Error, ApiContext> {
  return {
    before: (request) => {
      request.context.requestId = requestIdOf(request.event);
      logger.appendContext({ requestId: request.context.requestId });
    },
    after: (request) => {
      const result = request.response as unknown as HttpResult;
      const headers = { ...rateHeaders(request.context.rate, request.context.dayRate), ...result.headers };
      request.response = respond(request.context, result.statusCode, { ok: true, data: result.data }, headers);
    },
    onError: (request) => {
      const context = request.context;
      if (context.requestId === undefined) {
        context.requestId = requestIdOf(request.event);
        logger.appendContext({ requestId: context.requestId });
      }
      const error = request.error;
      if (error instanceof AppError) {
        // An error about a book (a queue failure after acceptance) puts the book on the line that reports it.
        const { bookId, taskId } = error.meta ?? {};
        if (typeof bookId === 'string') logger.appendContext({ bookId, ...(typeof taskId === 'string' && { taskId }) });
        const status = httpStatusByCode[error.code];
        if (status >= 500) logger.error('dependency or server error', { code: error.code, error: describe(error) });
        const body = { code: error.code, message: error.message, ...(error.fields && { fields: error.fields }), ...(error.meta && { meta: error.meta }) };
        request.response = respond(context, status, { ok: false, error: body }, errorHeaders(error, context));
        return;
      }
      // Never a stack or an internal message in the body: the request id finds the log line.
      logger.error('unexpected error', { error: describe(error) });
      request.response = respond(context, 500, {
        ok: false,
        error: { code: 'INTERNAL_ERROR', message: 'Unexpected server error. Quote the requestId when reporting it.' },
      });
    },
  };
}

function describe(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { value: String(error) };
  return { name: error.name, message: error.message, stack: error.stack, cause: error.cause ? describe(error.cause) : undefined };
}
