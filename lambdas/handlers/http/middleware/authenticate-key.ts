import type { MiddlewareObj } from '@middy/core';
import { authenticate } from '../../../core/authenticate';
import type { KeyStore } from '../../../ports/key-store';
import type { ApiContext, HttpEvent, HttpResponse } from '../http-types';

export function authenticateKey(keys: KeyStore): MiddlewareObj<HttpEvent, HttpResponse, Error, ApiContext> {
  return {
    before: async (request) => {
      const headers = request.event.headers ?? {};
      request.context.principal = await authenticate(keys, {
        xApiKey: headers['x-api-key'],
        authorization: headers.authorization,
      });
    },
  };
}
