import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIP, type AddressInfo, type Socket } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { HttpHandlerName } from '../lambdas/contract/routes';
import { buildHttpEvent, gatewayRequestId, parseRequestTarget, type ConnectionFacts } from './http-event';
import { edgeRefusal, gatewayError, internalServerError, toGatewayResponse, type GatewayResponse } from './http-result';
import { matchRoute } from './http-routing';
import { readRequestBody } from './request-body';
import { createLambdaContext } from './lambda-context';

export type BridgeHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2 | string | object>;

export interface HttpBridgeOptions {
  /** 0 lets the OS choose; the chosen port is in `url`. */
  readonly port: number;
  readonly host?: string;
  readonly handlers: Record<HttpHandlerName, BridgeHandler>;
  /** API Gateway's integration timeout (30 s for HTTP APIs); also each invocation's Lambda time budget. */
  readonly timeoutMs?: number;
  /**
   * The client's address is the first of `X-Forwarded-For` when it holds one (LOCAL_TRUST_FORWARDED_FOR=1), so tests
   * can play clients around the world; otherwise, as on AWS, the connection's own address.
   */
  readonly trustForwardedFor?: boolean;
}

export interface RunningHttpBridge {
  readonly url: string;
  close(): Promise<void>;
}

/** HTTP API's hard payload limit. */
export const requestBodyLimitBytes = 10 * 1024 * 1024;
const defaultTimeoutMs = 30_000;

function declaredTooLarge(request: IncomingMessage, limit: number): boolean {
  const declared = Number(request.headers['content-length']);
  return Number.isFinite(declared) && declared > limit;
}

// The envelope's echo rule (lambdas/handlers/http/middleware/envelope.ts): a sent id of 1 to 64 characters, else the gateway's.
function requestIdFor(header: string | string[] | undefined, fallback: string): string {
  const sent = typeof header === 'string' ? header.trim() : '';
  return sent.length >= 1 && sent.length <= 64 ? sent : fallback;
}

const payloadTooLarge = (request: IncomingMessage, requestId: string): GatewayResponse =>
  edgeRefusal(413, 'PAYLOAD_TOO_LARGE', 'The request body is too large.', requestIdFor(request.headers['x-request-id'], requestId));

function writeResponse(response: ServerResponse, result: GatewayResponse, requestId: string): void {
  if (response.headersSent || response.destroyed) return;
  const lines: Array<readonly [string, string]> = [...result.headers, ['apigw-requestid', requestId]];
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of lines) {
    const existing = headers[name];
    headers[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
  }
  headers['content-length'] = String(result.body.length);
  try {
    response.writeHead(result.statusCode, headers);
    response.end(result.body);
  } catch {
    // Invalid header characters from a handler: API Gateway would refuse the response as malformed.
    if (!response.headersSent) writeResponse(response, internalServerError(), requestId);
    else response.destroy();
  }
}

function sourceIp(socket: Socket, request: IncomingMessage, trustForwardedFor: boolean): string {
  const forwarded = trustForwardedFor ? String(request.headers['x-forwarded-for'] ?? '').split(',')[0]!.trim() : '';
  if (forwarded && isIP(forwarded)) return forwarded;
  return (socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, '');
}

/** Runs the handler within the integration timeout; a throw or a timeout becomes API Gateway's own error. */
async function invoke(handler: BridgeHandler, event: APIGatewayProxyEventV2, context: Context, timeoutMs: number) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<GatewayResponse>((resolve) => {
    timer = setTimeout(() => resolve(gatewayError(503, 'Service Unavailable')), timeoutMs);
  });
  const run = (async () => toGatewayResponse(await handler(event, context)))().catch(() => internalServerError());
  try {
    return await Promise.race([run, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

interface BridgeState {
  readonly handlers: Record<HttpHandlerName, BridgeHandler>;
  readonly timeoutMs: number;
  readonly facts: (socket: Socket, request: IncomingMessage) => ConnectionFacts;
}

async function handleRequest(state: BridgeState, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const requestId = gatewayRequestId();
  // A client may vanish at any point; that is no reason for the bridge to crash.
  request.on('error', () => undefined);
  response.on('error', () => undefined);
  if (declaredTooLarge(request, requestBodyLimitBytes)) {
    // Say no at once, then drain what the client still sends.
    writeResponse(response, payloadTooLarge(request, requestId), requestId);
    request.resume();
    return;
  }
  const read = await readRequestBody(request, requestBodyLimitBytes);
  if (read.kind === 'tooLarge') return writeResponse(response, payloadTooLarge(request, requestId), requestId);

  const target = parseRequestTarget(request.url);
  const route = matchRoute(request.method ?? 'GET', target.encodedPath);
  const facts = state.facts(request.socket, request);
  const event = buildHttpEvent({ request, target, route, body: read.body, facts, requestId });
  const context = createLambdaContext({ functionName: `local-${route.handler}`, timeoutMs: state.timeoutMs });
  writeResponse(response, await invoke(state.handlers[route.handler], event, context, state.timeoutMs), requestId);
}

/** Answers malformed requests the way a front door does, without disturbing the server. */
function onClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
  // Node's parser stops at 16 KB of request line and headers; the edge answers that in the envelope (431).
  const refusal = error.code === 'HPE_HEADER_OVERFLOW'
    ? edgeRefusal(431, 'BAD_REQUEST', 'The request headers are too large.', gatewayRequestId())
    : edgeRefusal(400, 'BAD_REQUEST', 'The request is not valid HTTP.', gatewayRequestId());
  const status = refusal.statusCode === 431 ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const head = [...refusal.headers, ['connection', 'close'], ['content-length', String(refusal.body.length)]].map(([name, value]) => `${name}: ${value}\r\n`).join('');
  socket.end(Buffer.concat([Buffer.from(`HTTP/1.1 ${status}\r\n${head}\r\n`), refusal.body]));
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/** Serves the API's handlers over HTTP exactly as API Gateway HTTP API (payload format 2.0) would invoke them. */
export async function startHttpBridge(options: HttpBridgeOptions): Promise<RunningHttpBridge> {
  const host = options.host ?? '127.0.0.1';
  let listenPort = options.port;
  const state: BridgeState = {
    handlers: options.handlers,
    timeoutMs: options.timeoutMs ?? defaultTimeoutMs,
    facts: (socket, request) => ({
      sourceIp: sourceIp(socket, request, options.trustForwardedFor ?? false),
      listenAddress: `${host}:${listenPort}`,
      listenPort,
      apiId: 'local',
    }),
  };
  const server = createServer((request, response) => {
    handleRequest(state, request, response).catch(() => {
      // A client that vanished mid-body, or a fault of the bridge itself: answer 500 if anyone still listens.
      if (request.destroyed || response.headersSent) response.destroy();
      else writeResponse(response, internalServerError(), gatewayRequestId());
    });
  });
  server.on('clientError', onClientError);
  const address = await listen(server, options.port, host);
  listenPort = address.port;
  // A host such as '::1' needs brackets in a URL.
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
