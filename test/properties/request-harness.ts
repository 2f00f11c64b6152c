import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createHttpApp } from '../../lambdas/composition/http-dependencies';
import { silentLogger } from '../../lambdas/ports/logger';
import type { HttpHandlerName } from '../../lambdas/contract/routes';
import type { HttpHandler } from '../../lambdas/handlers/http/http-types';
import { buildHttpEvent, gatewayRequestId, parseRequestTarget } from '../../local/http-event';
import { toGatewayResponse } from '../../local/http-result';
import { matchRoute } from '../../local/http-routing';
import { createLambdaContext } from '../../local/lambda-context';
import type { ApiFixture } from '../integration/api-fixture';

/** One request as a client would send it: header names any case, body as raw bytes. */
export interface RawRequest {
  readonly method: string;
  /** Request target as sent (percent-encoded, may carry a query). */
  readonly path: string;
  readonly headers: Record<string, string>;
  readonly body?: Buffer | string;
}

export interface DirectResponse {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly text: string;
  readonly json: unknown;
  readonly parseError?: string;
}

/** The same handlers the fixture's bridge serves, with the fixture's clients and clock, called without HTTP. */
export function directApp(api: ApiFixture): Record<HttpHandlerName, HttpHandler> {
  return createHttpApp(api.config, { logger: silentLogger, clients: api.clients, clock: api.clock });
}

/** Builds the payload 2.0 event the way local/http-bridge.ts does (same buildHttpEvent, matchRoute and result mapping). */
export async function invokeDirect(app: Record<HttpHandlerName, HttpHandler>, raw: RawRequest): Promise<DirectResponse> {
  const headersDistinct: Record<string, string[]> = {};
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw.headers)) {
    const lower = name.toLowerCase();
    (headersDistinct[lower] ??= []).push(value);
    headers[lower] = headers[lower] === undefined ? value : `${headers[lower]}, ${value}`;
  }
  const fakeRequest = { method: raw.method, httpVersion: '1.1', headers, headersDistinct } as unknown as IncomingMessage;
  const target = parseRequestTarget(raw.path);
  const route = matchRoute(raw.method, target.encodedPath);
  const body = raw.body === undefined ? Buffer.alloc(0) : Buffer.isBuffer(raw.body) ? raw.body : Buffer.from(raw.body, 'utf8');
  const event: APIGatewayProxyEventV2 = buildHttpEvent({
    request: fakeRequest,
    target,
    route,
    body,
    facts: { sourceIp: '127.0.0.1', listenAddress: '127.0.0.1:1', listenPort: 1, apiId: 'local' },
    requestId: gatewayRequestId(),
  });
  const context = createLambdaContext({ functionName: `local-${route.handler}`, timeoutMs: 30_000 });
  let result;
  try {
    result = toGatewayResponse(await app[route.handler](event, context));
  } catch (error) {
    // The bridge turns a thrown handler into API Gateway's 500; keep that visible to the property.
    return { status: 500, headers: {}, text: `handler threw: ${String(error)}`, json: undefined, parseError: 'threw' };
  }
  const outHeaders: Record<string, string> = {};
  for (const [name, value] of result.headers) outHeaders[name] = outHeaders[name] === undefined ? value : `${outHeaders[name]}, ${value}`;
  const text = result.body.toString('utf8');
  try {
    return { status: result.statusCode, headers: outHeaders, text, json: JSON.parse(text) };
  } catch (error) {
    return { status: result.statusCode, headers: outHeaders, text, json: undefined, parseError: String(error) };
  }
}
