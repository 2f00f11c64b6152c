import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRequestBody } from '../../local/request-body';

// Faults at the protocol boundary, for code the tests cannot reach into (the bundled functions): an HTTP proxy in
// front of a local engine that answers chosen requests with the service's own error, in its wire format.

export interface ProxiedRequest {
  /** DynamoDB's operation, from `X-Amz-Target` (e.g. `DynamoDB_20120810.TransactWriteItems`). */
  readonly target: string;
  readonly body: string;
}

/** An error answer as the service sends it. */
export interface WireError {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/** DynamoDB's JSON-protocol error, e.g. `ProvisionedThroughputExceededException` (400). */
export const dynamoDbError = (type: string, status = 400, message = 'Injected by the test'): WireError => ({
  status,
  headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-errortype': type },
  body: JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${type}`, message }),
});

/**
 * Holds a request unanswered and says so: before it reaches the service (`request`), or after the service did the
 * work (`answer`: the write landed, its answer never comes back). The caller then does what it came for (kills the
 * process that sent it).
 */
export interface Hold {
  readonly hold: 'request' | 'answer';
  readonly held: () => void;
}

/** A rule's answer: the service's error, `'hang'` (the request is never answered: a hung dependency), a hold, or none. */
export type ProxyRule = (request: ProxiedRequest) => WireError | 'hang' | Hold | undefined;

export interface FaultProxy {
  readonly endpoint: string;
  /** Rules in order; the first that answers wins, otherwise the request goes through. */
  readonly rules: ProxyRule[];
  close(): Promise<void>;
}

/** Proxies to `upstream` (e.g. DynamoDB Local's endpoint) on 127.0.0.1. */
export async function startFaultProxy(upstream: string): Promise<FaultProxy> {
  const target = new URL(upstream);
  const rules: ProxyRule[] = [];
  const server = createServer((incoming, outgoing) => {
    void readRequestBody(incoming, Number.POSITIVE_INFINITY).then((read) => {
      const body = read.kind === 'body' ? read.body : Buffer.alloc(0);
      const fault = rules.map((rule) => rule({ target: String(incoming.headers['x-amz-target'] ?? ''), body: body.toString('utf8') })).find(Boolean);
      if (fault === 'hang') return;
      if (fault && 'hold' in fault && fault.hold === 'request') return fault.held();
      if (fault && 'status' in fault) {
        outgoing.writeHead(fault.status, { ...fault.headers, 'content-length': Buffer.byteLength(fault.body) });
        return void outgoing.end(fault.body);
      }
      const upstreamRequest = forward(
        { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
        (answer) => {
          if (fault && 'hold' in fault) {
            answer.resume();
            return answer.once('end', fault.held);
          }
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstreamRequest.once('error', () => outgoing.destroy());
      upstreamRequest.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    rules,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
