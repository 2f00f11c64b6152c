import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

/** A response ready to write: header lines (repeats allowed) and the raw body. */
export interface GatewayResponse {
  readonly statusCode: number;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  readonly body: Buffer;
}

/** Lambda refuses synchronous responses above 6 MB; API Gateway then answers 500. */
export const lambdaResponseLimitBytes = 6 * 1024 * 1024;

// Hop-by-hop and framing headers are the gateway's own business, never the function's.
const gatewayOwnedHeaders = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive']);

/** API Gateway's own error bodies. */
export function gatewayError(statusCode: number, message: string): GatewayResponse {
  return {
    statusCode,
    headers: [['content-type', 'application/json']],
    body: Buffer.from(JSON.stringify({ message })),
  };
}

export const internalServerError = () => gatewayError(500, 'Internal Server Error');

/**
 * What the edge answers before any function runs, in the spec's error envelope: on AWS the web ACL's size rules
 * (lib/edge-construct.ts) refuse an oversized body or header block with such a body.
 */
export function edgeRefusal(statusCode: number, code: string, message: string, requestId: string): GatewayResponse {
  return {
    statusCode,
    headers: [['content-type', 'application/json; charset=utf-8'], ['cache-control', 'no-store'], ['x-request-id', requestId]],
    body: Buffer.from(JSON.stringify({ requestId, ok: false, error: { code, message } })),
  };
}

class MalformedResultError extends Error {}

function isStructured(result: unknown): result is APIGatewayProxyStructuredResultV2 {
  return typeof result === 'object' && result !== null && 'statusCode' in result;
}

function headerLines(result: APIGatewayProxyStructuredResultV2): Array<[string, string]> {
  const lines: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    if (value !== undefined && value !== null) lines.push([name.toLowerCase(), String(value)]);
  }
  // Not part of the 2.0 type, but functions written for 1.0 send it: write each value as its own line.
  const multi = (result as { multiValueHeaders?: Record<string, unknown> }).multiValueHeaders ?? {};
  for (const [name, values] of Object.entries(multi)) {
    for (const value of Array.isArray(values) ? values : [values]) lines.push([name.toLowerCase(), String(value)]);
  }
  for (const cookie of result.cookies ?? []) lines.push(['set-cookie', cookie]);
  return lines.filter(([name]) => !gatewayOwnedHeaders.has(name));
}

function structuredBody(result: APIGatewayProxyStructuredResultV2): Buffer {
  if (result.body === undefined || result.body === null) return Buffer.alloc(0);
  if (typeof result.body !== 'string') throw new MalformedResultError('body must be a string');
  return result.isBase64Encoded ? Buffer.from(result.body, 'base64') : Buffer.from(result.body, 'utf8');
}

function fromStructured(result: APIGatewayProxyStructuredResultV2): GatewayResponse {
  const { statusCode } = result;
  if (!Number.isInteger(statusCode) || statusCode! < 100 || statusCode! > 599) {
    throw new MalformedResultError(`statusCode ${String(statusCode)} is not an HTTP status`);
  }
  const headers = headerLines(result);
  const body = structuredBody(result);
  // HTTP API labels an untyped body as text.
  if (body.length > 0 && !headers.some(([name]) => name === 'content-type')) {
    headers.push(['content-type', 'text/plain; charset=utf-8']);
  }
  return { statusCode: statusCode!, headers, body };
}

/** A return value without statusCode: API Gateway sends it as a 200 JSON body (a string as it is). */
function fromPlainValue(result: unknown): GatewayResponse {
  const text = typeof result === 'string' ? result : JSON.stringify(result ?? null);
  return { statusCode: 200, headers: [['content-type', 'application/json']], body: Buffer.from(text, 'utf8') };
}

/** What API Gateway (payload format 2.0) sends the client for a function's return value. */
export function toGatewayResponse(result: unknown): GatewayResponse {
  try {
    // Lambda serialises the return value; what does not serialise, or is too big, is a function error.
    const serialised = JSON.stringify(result ?? null);
    if (Buffer.byteLength(serialised, 'utf8') > lambdaResponseLimitBytes) return internalServerError();
    return isStructured(result) ? fromStructured(result) : fromPlainValue(result);
  } catch {
    return internalServerError();
  }
}
