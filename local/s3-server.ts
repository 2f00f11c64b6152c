import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import S3rver from 's3rver';
import { engineDidNotStart, engineStartTimeoutMs } from './engine-start';
import { assertPortFree, startOnFreePort } from './free-port';
import { killOnExit } from './kill-on-exit';

export interface S3ServerOptions {
  /** Port to listen on; one the OS picks when omitted. */
  readonly port?: number;
  /** Directory the buckets and objects live in. */
  readonly directory: string;
  /** Run it as its own process, as S3 is: its file work then never waits on this process's event loop. */
  readonly separateProcess?: boolean;
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
  if (options.separateProcess) return startS3ServerProcess(directory, options.port);
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

async function startS3ServerProcess(directory: string, requestedPort: number | undefined): Promise<RunningS3Server> {
  if (requestedPort === undefined) return startOnFreePort((port) => startS3ServerProcessOn(directory, port));
  await assertPortFree(requestedPort);
  return startS3ServerProcessOn(directory, requestedPort);
}

async function startS3ServerProcessOn(directory: string, port: number): Promise<RunningS3Server> {
  const require = createRequire(import.meta.url);
  const cli = join(dirname(require.resolve('s3rver/package.json')), 'bin', 's3rver.js');
  const child = spawn(process.execPath, [cli, '-d', directory, '-a', '127.0.0.1', '-p', String(port), '--silent'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const forget = killOnExit(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4096)));
  const endpoint = `http://127.0.0.1:${port}`;
  const timeoutMs = engineStartTimeoutMs();
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The S3 server exited with ${child.exitCode}: ${stderr}`);
    if (await answers(endpoint)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw engineDidNotStart(`The S3 server (${endpoint})`, timeoutMs, stderr);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    endpoint,
    port,
    async stop() {
      forget();
      // Already gone (an interrupt's hook may have signalled it first): its exit event has fired.
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function answers(endpoint: string): Promise<boolean> {
  try {
    await fetch(endpoint, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}
