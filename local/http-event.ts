import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { MatchedRoute } from './http-routing';
import { safeDecode } from './http-routing';
import { localAccountId } from './lambda-context';

/** The parts of a request line API Gateway keeps apart. */
export interface RequestTarget {
  /** Path as sent, still percent-encoded: routes match on this. */
  readonly encodedPath: string;
  readonly rawQueryString: string;
}

/** What the bridge knows about the connection, beyond the request itself. */
export interface ConnectionFacts {
  readonly sourceIp: string;
  /** `host:port` the bridge listens on, for requests without a Host header. */
  readonly listenAddress: string;
  readonly listenPort: number;
  readonly apiId: string;
}

const textMediaType = /^text\/|json|xml|javascript|x-www-form-urlencoded/i;

/** Splits a request target (origin-form or absolute-form) into path and query, never throwing. */
export function parseRequestTarget(url: string | undefined): RequestTarget {
  let target = url ?? '/';
  // Absolute-form (`http://host/path`), as proxies send it: keep only the path.
  const absolute = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i.exec(target);
  if (absolute) target = target.slice(absolute[0].length) || '/';
  const hash = target.indexOf('#');
  if (hash >= 0) target = target.slice(0, hash);
  const question = target.indexOf('?');
  const path = question >= 0 ? target.slice(0, question) : target;
  return { encodedPath: path || '/', rawQueryString: question >= 0 ? target.slice(question + 1) : '' };
}

/** Repeated query keys become one comma-joined value, as in payload 2.0. */
function queryParameters(rawQueryString: string): Record<string, string> | undefined {
  if (rawQueryString === '') return undefined;
  const result: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    result[key] = key in result ? `${result[key]},${value}` : value;
  }
  return Object.keys(result).length > 0 ? result : undefined;
}

/** Lower-case names, repeated headers comma-joined; cookies leave the headers for the `cookies` array. */
function eventHeaders(distinct: NodeJS.Dict<string[]>): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, values] of Object.entries(distinct)) {
    if (name === 'cookie' || values === undefined) continue;
    headers[name] = values.join(',');
  }
  return headers;
}

function eventCookies(headers: IncomingHttpHeaders): string[] | undefined {
  const cookies = (headers.cookie ?? '')
    .split(';')
    .map((cookie) => cookie.trim())
    .filter((cookie) => cookie !== '');
  return cookies.length > 0 ? cookies : undefined;
}

/** The headers API Gateway adds in front of every integration. */
function gatewayHeaders(headers: Record<string, string>, facts: ConnectionFacts, traceId: string): void {
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${facts.sourceIp}` : facts.sourceIp;
  headers['x-forwarded-port'] = String(facts.listenPort);
  headers['x-forwarded-proto'] = 'http';
  headers['x-amzn-trace-id'] ??= traceId;
}

function traceId(now: number): string {
  return `Root=1-${Math.floor(now / 1000).toString(16)}-${randomBytes(12).toString('hex')}`;
}

/** API Gateway's request time format, e.g. `21/Nov/2026:10:00:05 +0000`. */
export function requestTime(now: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${pad(now.getUTCDate())}/${months[now.getUTCMonth()]}/${now.getUTCFullYear()}:` +
    `${pad(now.getUTCHours())}:${pad(now.getUTCMinutes())}:${pad(now.getUTCSeconds())} +0000`
  );
}

/** API Gateway request ids are short base64 strings, e.g. `JKJaXmPLvHcESHA=`. */
export function gatewayRequestId(): string {
  return randomBytes(11).toString('base64');
}

function isTextBody(contentType: string | undefined): boolean {
  return contentType !== undefined && textMediaType.test(contentType.split(';')[0]!.trim());
}

function eventBody(body: Buffer, contentType: string | undefined): Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded'> {
  if (body.length === 0) return { isBase64Encoded: false };
  return isTextBody(contentType)
    ? { body: body.toString('utf8'), isBase64Encoded: false }
    : { body: body.toString('base64'), isBase64Encoded: true };
}

export interface EventInput {
  readonly request: IncomingMessage;
  readonly target: RequestTarget;
  readonly route: MatchedRoute;
  readonly body: Buffer;
  readonly facts: ConnectionFacts;
  readonly requestId: string;
  readonly now?: Date;
}

/** The payload-format-2.0 event HTTP API would send for this request. */
export function buildHttpEvent(input: EventInput): APIGatewayProxyEventV2 {
  const { request, target, route, facts } = input;
  const now = input.now ?? new Date();
  const headers = eventHeaders(request.headersDistinct);
  gatewayHeaders(headers, facts, traceId(now.getTime()));
  const domainName = headers.host ?? facts.listenAddress;
  const rawPath = safeDecode(target.encodedPath);
  const cookies = eventCookies(request.headers);
  const queryStringParameters = queryParameters(target.rawQueryString);
  return {
    version: '2.0',
    routeKey: route.routeKey,
    rawPath,
    rawQueryString: target.rawQueryString,
    ...(cookies && { cookies }),
    headers,
    ...(queryStringParameters && { queryStringParameters }),
    requestContext: {
      accountId: localAccountId,
      apiId: facts.apiId,
      domainName,
      domainPrefix: domainName.split('.')[0]!.split(':')[0]!,
      http: {
        method: request.method ?? 'GET',
        path: rawPath,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: facts.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: input.requestId,
      routeKey: route.routeKey,
      stage: '$default',
      time: requestTime(now),
      timeEpoch: now.getTime(),
    },
    ...(route.pathParameters && { pathParameters: route.pathParameters }),
    ...eventBody(input.body, headers['content-type']),
  };
}

/** An HTTP API event for a request made without a socket (the bench's cold starts, tests invoking a bundle). */
export function directHttpEvent(method: string, path: string, options: { headers?: Record<string, string>; body?: string } = {}): APIGatewayProxyEventV2 {
  const now = new Date();
  const headers = { host: 'direct.local', 'content-type': 'application/json', ...options.headers };
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers,
    requestContext: {
      accountId: localAccountId,
      apiId: 'direct',
      domainName: headers.host,
      domainPrefix: 'direct',
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'direct' },
      requestId: gatewayRequestId(),
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: requestTime(now),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: false,
    ...(options.body !== undefined && { body: options.body }),
  };
}
