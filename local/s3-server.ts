import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import S3rver from 's3rver';
import { assertPortFree } from './free-port';

export interface S3ServerOptions {
  /** Port to listen on; one the OS picks when omitted. */
  readonly port?: number;
  /** Directory the buckets and objects live in. */
  readonly directory: string;
}

export interface RunningS3Server {
  readonly endpoint: string;
  readonly port: number;
  stop(): Promise<void>;
}

/** Starts s3rver on 127.0.0.1. Clients use path-style addressing and the key pair S3RVER/S3RVER. */
export async function startS3Server(options: S3ServerOptions): Promise<RunningS3Server> {
  const directory = resolve(options.directory);
  mkdirSync(directory, { recursive: true });
  // s3rver turns a busy port into an unhandled 'error' event, so check first.
  if (options.port !== undefined) await assertPortFree(options.port);
  const server = new S3rver({ address: '127.0.0.1', port: options.port ?? 0, directory, silent: true });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    async stop() {
      // Keep-alive sockets from SDK clients would otherwise hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
    },
  };
}
