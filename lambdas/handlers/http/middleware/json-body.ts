import type { MiddlewareObj } from '@middy/core';
import { BadRequestError, PayloadTooLargeError } from '../../../core/errors';
import type { ApiContext, HttpEvent, HttpResponse } from '../http-types';

const JSON_CONTENT_TYPE = /^application\/json\s*(;.*)?$/i;

/** Parses a JSON object body into context.body; anything else is a 400 (413 when too large). */
export function jsonBody(maxBytes: number): MiddlewareObj<HttpEvent, HttpResponse, Error, ApiContext> {
  return {
    before: (request) => {
      const { event } = request;
      const contentType = event.headers?.['content-type'] ?? '';
      if (!JSON_CONTENT_TYPE.test(contentType.trim())) {
        throw new BadRequestError('The request body must be JSON.', {
          fields: { 'content-type': 'content-type must be application/json' },
        });
      }
      const raw = event.body === undefined ? '' : event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
      const size = Buffer.byteLength(raw, 'utf8');
      if (size > maxBytes) {
        throw new PayloadTooLargeError(`The request body is larger than ${maxBytes} bytes.`, {
          fields: { body: `body must be at most ${maxBytes} bytes` },
          meta: { maxBytes, size },
        });
      }
      if (raw.trim() === '') throw new BadRequestError('The request body is empty.', { fields: { body: 'body must be a JSON object' } });
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch (error) {
        throw new BadRequestError('The request body is not valid JSON.', {
          fields: { body: `body is not valid JSON: ${(error as Error).message}` },
        });
      }
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
        throw new BadRequestError('The request body must be a JSON object.', { fields: { body: 'body must be a JSON object' } });
      }
      request.context.body = parsed;
    },
  };
}
