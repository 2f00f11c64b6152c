import type { MiddlewareObj } from '@middy/core';
import { authenticate, type CredentialHeaders } from '../../../core/authenticate';
import type { KeyStore } from '../../../ports/key-store';
import type { ApiContext, HttpEvent, HttpResponse } from '../http-types';

/** The headers that may carry the API key (API Gateway lower-cases header names). */
export function credentialsOf(event: HttpEvent): CredentialHeaders {
  const headers = event.headers ?? {};
  return { xApiKey: headers['x-api-key'], authorization: headers.authorization };
}

export function authenticateKey(keys: KeyStore): MiddlewareObj<HttpEvent, HttpResponse, Error, ApiContext> {
  return {
    before: async (request) => {
      request.context.principal = await authenticate(keys, credentialsOf(request.event));
    },
  };
}
