import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../client/src/cli';
import { InvalidCursorError, StorybookClient, ValidationError } from '../../client/src/index';
import { startApiFixture, validStory, type ApiFixture } from '../integration/api-fixture';

let api: ApiFixture;
let owner: { apiKey: string; userId: string };
const created: string[] = [];
beforeAll(async () => {
  api = await startApiFixture('library-client');
  owner = await api.newUser('pro');
  for (let i = 0; i < 5; i++) {
    api.clock.set(`2026-11-21T09:0${i}:00.000Z`);
    const res = await api.request('POST', '/v1/stories', { headers: { 'x-api-key': owner.apiKey }, body: { ...validStory, pageCount: 5 } });
    created.unshift(res.body.data.bookId);
  }
});
afterAll(() => api.close());

const clientOf = (apiKey = owner.apiKey) => new StorybookClient({ baseUrl: api.url, apiKey });

/** The CLI in this process, against the fixture's API, its output collected. */
async function cli(args: string[], apiKey = owner.apiKey) {
  let stdout = '';
  let stderr = '';
  const sink = (write: (text: string) => void) => new Writable({ write: (chunk, _encoding, done) => (write(String(chunk)), done()) });
  const code = await runCli(args, {
    stdout: sink((text) => (stdout += text)),
    stderr: sink((text) => (stderr += text)),
    env: { STORYBOOK_API_URL: api.url, STORYBOOK_API_KEY: apiKey },
  });
  return { code, stdout, stderr };
}

describe('Rule: the client lists the library page by page, or all of it', () => {
  it('listStories returns a page and its cursor; the next page follows from it', async () => {
    const first = await clientOf().listStories({ limit: 2 });
    expect(first.items.map((item) => item.id)).toEqual(created.slice(0, 2));
    const second = await clientOf().listStories({ limit: 2, cursor: first.nextCursor! });
    expect(second.items.map((item) => item.id)).toEqual(created.slice(2, 4));
  });

  it('allStories yields every book once, newest first, across pages', async () => {
    const ids: string[] = [];
    for await (const book of clientOf().allStories({ limit: 2, source: 'api' })) ids.push(book.id);
    expect(ids).toEqual(created);
  });

  it('a cursor of another account rejects with InvalidCursorError; a bad limit with ValidationError', async () => {
    const { nextCursor } = await clientOf().listStories({ limit: 1 });
    const other = await api.newUser('pro');
    await expect(clientOf(other.apiKey).listStories({ cursor: nextCursor! })).rejects.toBeInstanceOf(InvalidCursorError);
    await expect(clientOf().listStories({ limit: 101 })).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('Rule: the client reads usage as the server counts it', () => {
  it('getUsage: 25 credits used by five 5-page books, five books of the day', async () => {
    api.clock.set('2026-11-21T09:30:00.000Z');
    const usage = await clientOf().getUsage();
    expect(usage.plan).toBe('pro');
    expect(usage.credits).toMatchObject({ limit: 300, used: 25, remaining: 275, period: '2026-11' });
    expect(usage.rateLimits.day).toMatchObject({ limit: 50, remaining: 45 });
  });
});

describe('Rule: the CLI has list and usage commands', () => {
  it('list prints one line per book and the next cursor on stderr', async () => {
    const run = await cli(['list', '--limit', '3']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines.map((line) => line.split(/\s+/)[0])).toEqual(created.slice(0, 3));
    expect(lines[0]).toContain('pending 0%');
    expect(run.stderr).toMatch(/^next: [A-Za-z0-9_-]+\n$/);
  });

  it('list --all --json prints every book as one JSON array', async () => {
    const run = await cli(['list', '--all', '--limit', '2', '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout).map((book: { id: string }) => book.id)).toEqual(created);
  });

  it('list --cursor with another account\'s cursor: exit 3 and INVALID_CURSOR on stderr', async () => {
    const { nextCursor } = await clientOf().listStories({ limit: 1 });
    const other = await api.newUser('pro');
    const run = await cli(['list', '--cursor', nextCursor!], other.apiKey);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('INVALID_CURSOR (HTTP 400)');
  });

  it('list with a status outside the enum is a usage error (exit 2), nothing sent', async () => {
    api.log.reset();
    const run = await cli(['list', '--status', 'done']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--status must be one of');
    expect(api.log.calls).toEqual([]);
  });

  it('usage prints the plan, credits and both windows; --json the object', async () => {
    api.clock.set('2026-11-21T09:40:00.000Z');
    const run = await cli(['usage']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Plan:    pro');
    expect(run.stdout).toContain('Credits: 275 of 300 left in 2026-11 (25 used; resets 2026-12-01T00:00:00.000Z)');
    expect(run.stdout).toContain('Day:     45 of 50 books left');
    const json = await cli(['usage', '--json']);
    expect(JSON.parse(json.stdout).credits.remaining).toBe(275);
  });
});
