import { createHash, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Context } from 'aws-lambda';
import { originVerifyHeader, viewerAddressHeader } from '../contract/edge';
import type { HttpEvent, HttpHandler, HttpResponse } from '../handlers/http/http-types';

// Every function's entry loads this module, so it imports nothing of the HTTP layer: the envelope's id rule, inline.
function requestIdOf(event: HttpEvent): string {
  const sent = event.headers?.['x-request-id']?.trim();
  return sent !== undefined && sent.length >= 1 && sent.length <= 64 ? sent : randomUUID();
}

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** The viewer's address from CloudFront's `ip:port` (IPv6 as `a:b::c:port`, or bracketed). */
export function viewerAddressOf(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed);
  if (bracketed) return bracketed[1];
  const port = trimmed.lastIndexOf(':');
  return port > 0 && /^\d+$/.test(trimmed.slice(port + 1)) ? trimmed.slice(0, port) : trimmed;
}

// Outside the envelope middleware on purpose: a request that did not come through CloudFront reaches no handler.
function refusal(event: HttpEvent): HttpResponse {
  const requestId = requestIdOf(event);
  return {
    statusCode: 404,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-request-id': requestId },
    body: JSON.stringify({ requestId, ok: false, error: { code: 'NOT_FOUND', message: 'Nothing is served at this address: call the API at its published URL.' } }),
  };
}

/**
 * The HTTP API answers only what CloudFront forwarded (docs/decisions/edge-protection.md): the origin secret must be
 * in its header. A forwarded request then carries the viewer's address as its source, and loses the secret header.
 */
export function originLocked(secret: string, handler: HttpHandler): HttpHandler {
  const expected = digest(secret);
  return (event, context: Context) => {
    const headers = event.headers ?? {};
    const sent = headers[originVerifyHeader];
    if (sent === undefined || !timingSafeEqual(digest(sent), expected)) return Promise.resolve(refusal(event));
    const { [originVerifyHeader]: _secret, ...forwarded } = headers;
    const viewer = viewerAddressOf(headers[viewerAddressHeader]);
    const http = event.requestContext?.http;
    const requestContext = viewer && http ? { ...event.requestContext, http: { ...http, sourceIp: viewer } } : event.requestContext;
    return handler({ ...event, headers: forwarded, requestContext }, context);
  };
}
