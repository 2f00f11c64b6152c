import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../local/free-port';
import { assertFetchResponseConforms } from '../support/openapi-conformance';
import { startScript, waitForExit } from './process-runner';

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
