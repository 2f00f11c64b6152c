import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startOnFreePort } from '../../local/free-port';

// A slow server (DynamoDB Local's JVM) binds its port seconds after the OS offered it; someone may take it first.
describe('A server started on a port the OS picked', () => {
  it('starts again on a fresh port when its port was taken in between', async () => {
    const tried: number[] = [];
    const started = await startOnFreePort(async (port) => {
      tried.push(port);
      if (tried.length === 1) throw new Error(`java.io.IOException: Failed to bind to /127.0.0.1:${port}`);
      return port;
    });
    expect(tried).toHaveLength(2);
    expect(started).toBe(tried[1]);
  });

  it('gives up after three bind conflicts, with the last one', async () => {
    let calls = 0;
    await expect(
      startOnFreePort(async () => {
        calls += 1;
        throw Object.assign(new Error(`listen EADDRINUSE: address already in use (try ${calls})`), { code: 'EADDRINUSE' });
      }),
    ).rejects.toThrow('(try 3)');
    expect(calls).toBe(3);
  });

  it('passes any other failure through at once', async () => {
    let calls = 0;
    await expect(
      startOnFreePort(async () => {
        calls += 1;
        throw new Error('`java` is not on PATH');
      }),
    ).rejects.toThrow('not on PATH');
    expect(calls).toBe(1);
  });

  it('hands the start a port nobody holds', async () => {
    const port = await startOnFreePort(async (free) => free);
    const server = createServer();
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen({ port, host: '127.0.0.1' }, resolve));
    await new Promise((resolve) => server.close(resolve));
  });
});
