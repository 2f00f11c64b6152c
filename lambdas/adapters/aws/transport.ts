// One HTTP exchange over node:http/https: keep-alive sockets, a connect timeout and a whole-request timeout.
// Retries and signing are the caller's (service-client.ts); this only sends bytes and reads the answer.
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';

export interface WireRequest {
  /** Scheme, host and port; the path and query come from `path`. */
  readonly origin: URL;
  readonly method: string;
  /** Path and query string, percent-encoded as they go on the wire. */
  readonly path: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array | undefined;
  /** Shorter than the transport's request timeout when the caller's own time is running out. */
  readonly timeoutMs?: number | undefined;
}

export interface WireResponse {
  readonly statusCode: number;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

export interface TransportTimeouts {
  /** From asking for a socket to a connected one (TLS handshake included); reused sockets skip it. */
  readonly connectTimeoutMs: number;
  /** From sending the request to the last byte of the answer. */
  readonly requestTimeoutMs: number;
}

/** What the SDK's Node handler throws when a connection or a request takes too long. */
export interface TimeoutError extends Error {
  readonly name: 'TimeoutError';
  readonly $fault: 'server';
  $metadata: Record<string, unknown>;
}

export function timeoutError(message: string): TimeoutError {
  return Object.assign(new Error(message), { name: 'TimeoutError' as const, $fault: 'server' as const, $metadata: {} });
}

const connectionReset = (): Error => Object.assign(new Error('The connection closed before the whole answer arrived'), { code: 'ECONNRESET' });

export class Transport {
  private httpAgent: HttpAgent | undefined;
  private httpsAgent: HttpsAgent | undefined;

  constructor(private readonly timeouts: TransportTimeouts) {}

  private agentFor(secure: boolean): HttpAgent {
    // Keep-alive saves a TCP (and TLS) handshake on every call after the first: most of a warm call's latency.
    if (secure) return (this.httpsAgent ??= new HttpsAgent({ keepAlive: true, maxSockets: 50 }));
    return (this.httpAgent ??= new HttpAgent({ keepAlive: true, maxSockets: 50 }));
  }

  send(request: WireRequest): Promise<WireResponse> {
    const connectTimeoutMs = Math.min(this.timeouts.connectTimeoutMs, request.timeoutMs ?? Number.POSITIVE_INFINITY);
    const requestTimeoutMs = Math.min(this.timeouts.requestTimeoutMs, request.timeoutMs ?? Number.POSITIVE_INFINITY);
    const secure = request.origin.protocol === 'https:';
    return new Promise<WireResponse>((resolve, reject) => {
      let connectTimer: NodeJS.Timeout | undefined;
      let requestTimer: NodeJS.Timeout | undefined;
      let settled = false;
      const settle = (error: Error | undefined, response?: WireResponse) => {
        if (settled) return;
        settled = true;
        clearTimeout(connectTimer);
        clearTimeout(requestTimer);
        if (error) {
          outgoing.destroy();
          reject(error);
        } else resolve(response!);
      };
      const outgoing = (secure ? httpsRequest : httpRequest)(
        {
          protocol: request.origin.protocol,
          hostname: request.origin.hostname.replace(/^\[|\]$/g, ''),
          port: request.origin.port || undefined,
          method: request.method,
          path: request.path,
          headers: request.headers,
          agent: this.agentFor(secure),
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', (error) => settle(error));
          incoming.on('end', () =>
            settle(undefined, { statusCode: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
          );
          incoming.on('close', () => settle(connectionReset()));
        },
      );
      requestTimer = setTimeout(() => settle(timeoutError(`The request took longer than ${requestTimeoutMs} ms`)), requestTimeoutMs);
      outgoing.on('socket', (socket: Socket) => {
        if (!socket.connecting) return;
        connectTimer = setTimeout(
          () => settle(timeoutError(`Connecting to ${request.origin.host} took longer than ${connectTimeoutMs} ms`)),
          connectTimeoutMs,
        );
        socket.once(secure ? 'secureConnect' : 'connect', () => clearTimeout(connectTimer));
      });
      outgoing.on('error', (error) => settle(error));
      outgoing.end(request.body);
    });
  }

  /** Closes the kept-alive sockets (the SDK clients' `destroy()`). */
  destroy(): void {
    this.httpAgent?.destroy();
    this.httpsAgent?.destroy();
    this.httpAgent = this.httpsAgent = undefined;
  }
}
