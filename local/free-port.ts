import { createServer } from 'node:net';

/** Asks the OS for a port that is free on `host` right now (the caller binds it soon after). */
export function findFreePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('The OS returned no port'))));
    });
  });
}

/** Fails with a clear message when `port` is already taken, instead of a crash later in a server library. */
export function assertPortFree(port: number, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new Error(`Port ${port} on ${host} is not available (${error.code ?? error.message})`)),
    );
    server.listen({ port, host }, () => server.close(() => resolve()));
  });
}

const portTaken = /EADDRINUSE|Address already in use|Failed to bind/;

/**
 * Starts a server on a port the OS picked a moment before; another process (or an outgoing connection) can take that
 * port before a slow server binds it, so a bind conflict picks a fresh port and starts again.
 */
export async function startOnFreePort<T>(start: (port: number) => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await findFreePort();
    try {
      return await start(port);
    } catch (error) {
      if (attempt >= attempts || !portTaken.test(error instanceof Error ? error.message : String(error))) throw error;
    }
  }
}
