import { execFileSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../local/free-port';
import { assertFetchResponseConforms } from '../support/openapi-conformance';
import { startCommand, startScript, waitForExit } from './process-runner';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** DynamoDB Local processes serving this data directory, whoever their parent is now. */
function dynamoDbLocalFor(dataDir: string): string {
  try {
    return execFileSync('pgrep', ['-f', `DynamoDBLocal.*${dataDir}`], { encoding: 'utf8' });
  } catch {
    return '';
  }
}

describe('npm start: the whole service on one machine', () => {
  it('serves the API, prints a working key once, keeps data across restarts, and stops everything on SIGTERM', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'storybook-start-'));
    dirs.push(dataDir);
    const port = await findFreePort();
    const env = { DATA_DIR: dataDir, PORT: String(port) };

    const first = await startScript('bin/local.ts', env, /Ctrl-C stops everything/, 120_000);
    const key = /cbk_live_[0-9A-Za-z]{38}/.exec(first.output())?.[0];
    expect(key, first.output()).toBeDefined();
    expect(first.output()).toContain(`http://127.0.0.1:${port}`);
    const base = `http://127.0.0.1:${port}`;
    const health = await fetch(`${base}/v1/health`);
    await assertFetchResponseConforms('GET', health);
    expect(health.status).toBe(200);
    const created = await fetch(`${base}/v1/stories`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': key! },
      body: JSON.stringify({ storyIdea: 'A shy hedgehog named Pip who wants to fly', ageRange: '4-7', style: 'watercolor', pageCount: 6, tone: 'animal', language: 'english' }),
    });
    await assertFetchResponseConforms('POST', created);
    expect(created.status).toBe(202);
    const { bookId } = ((await created.json()) as { data: { bookId: string } }).data;

    first.child.kill('SIGTERM');
    expect(await waitForExit(first.child)).toBe(0);
    await expect.poll(() => dynamoDbLocalFor(dataDir), { timeout: 15_000, interval: 250 }).toBe('');
    expect(await readdir(dataDir)).not.toContain('local-stack.json');

    const second = await startScript('bin/local.ts', env, /Ctrl-C stops everything/, 120_000);
    try {
      expect(second.output()).not.toMatch(/cbk_live_/);
      expect(second.output()).toMatch(/key create --user/);
      const read = await fetch(`${base}/v1/stories/${bookId}`, { headers: { 'x-api-key': key! } });
      await assertFetchResponseConforms('GET', read);
      expect(read.status).toBe(200);
      expect(((await read.json()) as { data: { status: string } }).data.status).toBe('pending');
    } finally {
      second.child.kill('SIGINT');
      expect(await waitForExit(second.child)).toBe(0);
    }
    // Java may take a moment to leave the process table after its parent exits; it must not stay.
    await expect.poll(() => dynamoDbLocalFor(dataDir), { timeout: 15_000, interval: 250 }).toBe('');
  }, 300_000);
});

/** Every process below `pid`, children first found through `ps` (the stack's engines, sandboxes and Java). */
function descendantsOf(pid: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' }).trim().split('\n').map((row) => row.trim().split(/\s+/).map(Number));
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    const parent = queue.shift()!;
    for (const [child, ppid] of rows) if (ppid === parent) (found.push(child!), queue.push(child!));
  }
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('npm start: a first start that cannot lose the key, and a stop however it is asked', () => {
  it('a folder that a failed start left engine folders in still gets its user, a live and a test key, and the curl and CLI lines; killing the npm process stops every process the stack started', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'storybook-restart-'));
    dirs.push(dataDir);
    // What a start that failed half-way leaves behind.
    for (const engine of ['dynamodb', 's3', 'mail']) await mkdir(join(dataDir, engine));
    const port = await findFreePort();
    const started = await startCommand('npm', ['start'], { DATA_DIR: dataDir, PORT: String(port) }, /Ctrl-C stops everything/, 240_000);
    const output = started.output();
    expect(output).toMatch(/live: cbk_live_[0-9A-Za-z]{38}/);
    expect(output).toMatch(/test: cbk_test_[0-9A-Za-z]{38}/);
    expect(output).toMatch(/curl -s -X POST/);
    expect(output).toMatch(/npx storybook-api create/);

    const stack = descendantsOf(started.child.pid!);
    expect(stack.length).toBeGreaterThan(3);
    // kill <pid of npm start>: npm goes, and the stack notices it was left behind.
    started.child.kill('SIGTERM');
    await expect.poll(() => stack.filter(alive), { timeout: 45_000, interval: 500 }).toEqual([]);
    await expect(fetch(`http://127.0.0.1:${port}/v1/health`)).rejects.toThrow();
  }, 300_000);
});
