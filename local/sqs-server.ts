import type { AddressInfo } from 'node:net';
import { createSqsServer } from 'local-aws-sqs';
import { assertPortFree } from './free-port';
import { localRegion } from './local-aws';

export interface SqsServerOptions {
  /** Port to listen on; one the OS picks when omitted. */
  readonly port?: number;
}

export interface RunningSqsServer {
  readonly endpoint: string;
  readonly port: number;
  stop(): Promise<void>;
}

/** Starts local-aws-sqs (JSON protocol, as the current SDK speaks) on 127.0.0.1. */
export async function startSqsServer(options: SqsServerOptions = {}): Promise<RunningSqsServer> {
  // The library listens without an error handler: a busy port would crash the process.
  if (options.port !== undefined) await assertPortFree(options.port);
  const server = await createSqsServer({
    port: options.port ?? 0,
    hostname: '127.0.0.1',
    region: localRegion,
    // Tests delete and recreate queues by name; AWS's 60-second wait would only slow them down.
    emulateQueueCreationLifecycle: false,
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        // Long-polling receives keep sockets open; end them so close() returns now.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
