import { mkdtemp, rm } from 'node:fs/promises';
import { Writable } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../../client/src/cli';
import { StorybookClient } from '../../client/src/index';
import { hashApiKey, isWellFormedApiKey } from '../../lambdas/core/api-key';
import { keyModeOf } from '../../lambdas/core/key-mode';
import type { GenerationJob } from '../../lambdas/ports/job-queue';
import type { WorkflowRunner } from '../../lambdas/ports/workflow-runner';
import { writeLocalStackState } from '../../local/local-stack-state';
import { runScript } from '../e2e/process-runner';
import { queueReader, type QueueReader } from '../support/queue-reader';
import { startApiFixture, validStory, type ApiFixture } from './api-fixture';

// Test-mode keys (docs/test-mode.md) against DynamoDB Local and the local SQS: the key format and the admin
// CLI, what a test book costs, who sees it, and what its job tells the workflow.

const runner: WorkflowRunner = { start: async () => 'started', stop: async () => undefined };
let api: ApiFixture;
let queue: QueueReader;
/** One account with a live key and a test key. */
let account: { userId: string; live: string; test: string; testKeyId: string };

beforeAll(async () => {
  api = await startApiFixture('test-mode-keys', { runner });
  queue = queueReader(api.config);
  const user = await api.newUser('premium');
  const test = await api.admin.createKey(user.userId, 'test');
  account = { userId: user.userId, live: user.apiKey, test: test.apiKey, testKeyId: test.keyId };
});
afterAll(() => api.close());
beforeEach(async () => {
  await queue.drain(api.config.queueUrl);
});

const headers = (apiKey: string, extra: Record<string, string> = {}) => ({ 'x-api-key': apiKey, ...extra });
const create = (apiKey: string, extra: Record<string, string> = {}) =>
  api.request('POST', '/v1/stories', { headers: headers(apiKey, extra), body: validStory });
const get = (apiKey: string, id: string) => api.request('GET', `/v1/stories/${id}`, { headers: headers(apiKey) });
const list = (apiKey: string, query = '') => api.request('GET', `/v1/stories${query}`, { headers: headers(apiKey) });
const cancel = (apiKey: string, id: string) => api.request('POST', `/v1/stories/${id}/cancel`, { headers: headers(apiKey) });
const usage = (apiKey: string) => api.request('GET', '/v1/usage', { headers: headers(apiKey) });

async function createdBook(apiKey: string): Promise<string> {
  const res = await create(apiKey);
  expect(res.status).toBe(202);
  return res.body.data.bookId as string;
}

describe('A test-mode key is cbk_test_ + the same format, made by the admin CLI with --test', () => {
  it('the key has the test prefix, 38 base62 characters and check digits the service verifies', () => {
    expect(account.test).toMatch(/^cbk_test_[0-9A-Za-z]{38}$/);
    expect(keyModeOf(account.test)).toBe('test');
    expect(isWellFormedApiKey(account.test)).toBe(true);
    // One changed check digit: refused by the format, like a live key's.
    const last = account.test.at(-1) === 'a' ? 'b' : 'a';
    expect(isWellFormedApiKey(`${account.test.slice(0, -1)}${last}`)).toBe(false);
    // The same body under the other prefix is another key: another hash, so another stored record.
    expect(hashApiKey(account.test.replace('cbk_test_', 'cbk_live_'))).not.toBe(hashApiKey(account.test));
  });

  it('a mistyped test key is 401 without a database read; a test key is accepted as a bearer token', async () => {
    const mistyped = `${account.test.slice(0, -1)}${account.test.at(-1) === 'a' ? 'b' : 'a'}`;
    api.log.reset();
    const refused = await usage(mistyped);
    expect(refused.status).toBe(401);
    expect(api.log.count(/^DynamoDBClient:/)).toBe(0);
    const bearer = await api.request('GET', '/v1/usage', { headers: { authorization: `Bearer ${account.test}` } });
    expect(bearer.status).toBe(200);
  });

  it('user show lists the key with livemode false; a rotation gives a test key again', async () => {
    const user = await api.newUser('pro');
    const test = await api.admin.createKey(user.userId, 'test');
    const rotated = await api.admin.rotateKey(test.keyId);
    expect(rotated.apiKey).toMatch(/^cbk_test_/);
    expect(rotated.livemode).toBe(false);
    const shown = await api.admin.showUser(user.userId);
    expect(shown.keys.map((key) => [key.keyId, key.livemode])).toEqual(
      expect.arrayContaining([[user.keyId, true], [test.keyId, false], [rotated.keyId, false]]),
    );
  });

  it('npm run admin -- key create --user ID --test prints a cbk_test_ key; --test on another command is a usage error', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'storybook-test-keys-'));
    try {
      await writeLocalStackState(dataDir, {
        pid: process.pid,
        apiUrl: api.url,
        region: api.config.region,
        tableName: api.config.tableName,
        bucketName: api.config.bucketName,
        queueUrl: api.config.queueUrl,
        endpoints: { dynamodb: api.config.endpoints.dynamodb!, s3: api.config.endpoints.s3!, sqs: api.config.endpoints.sqs! },
        startedAt: new Date().toISOString(),
      });
      const admin = (...args: string[]) => runScript('bin/admin.ts', [...args, '--data-dir', dataDir]);
      const made = await admin('key', 'create', '--user', account.userId, '--test');
      const key = JSON.parse(made.stdout) as { apiKey: string; keyId: string; livemode: boolean };
      expect(key).toMatchObject({ apiKey: expect.stringMatching(/^cbk_test_[0-9A-Za-z]{38}$/), livemode: false });
      // The printed key works against the service at once, in test mode.
      const seen = await usage(key.apiKey);
      expect(seen.status).toBe(200);
      expect(seen.body.data.livemode).toBe(false);
      const live = JSON.parse((await admin('key', 'create', '--user', account.userId)).stdout) as { apiKey: string };
      expect(live.apiKey).toMatch(/^cbk_live_/);
      const misuse = await admin('user', 'show', '--user', account.userId, '--test');
      expect(misuse.code).toBe(2);
      expect(misuse.stderr).toContain('--test is for key create only');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('A test book spends no credits; the day limit counts it as today, the minute limit in a window of test keys\' own', () => {
  it('a test create charges nothing: the month\'s credits stay as they were, and the usage says so', async () => {
    const before = await api.admin.showUser(account.userId);
    await createdBook(account.test);
    const after = await api.admin.showUser(account.userId);
    expect(after.creditsUsed).toBe(before.creditsUsed);
    const seen = (await usage(account.test)).body.data;
    expect(seen).toMatchObject({ livemode: false, credits: { used: before.creditsUsed } });
  });

  it('a live create after it charges its pages as before', async () => {
    const before = (await api.admin.showUser(account.userId)).creditsUsed;
    await createdBook(account.live);
    expect((await api.admin.showUser(account.userId)).creditsUsed).toBe(before + validStory.pageCount);
  });

  it('with no credits left a live key gets 402 and a test key still creates', async () => {
    const user = await api.newUser('pro', 0);
    const test = await api.admin.createKey(user.userId, 'test');
    expect((await create(user.apiKey)).status).toBe(402);
    expect((await create(test.apiKey)).status).toBe(202);
  });

  it('test creates count in a minute window of their own (a test key\'s traffic never spends the live keys\' minute) and in the shared day window', async () => {
    const before = (await usage(account.live)).body.data.rateLimits;
    const beforeTest = (await usage(account.test)).body.data.rateLimits;
    const created = await create(account.test);
    expect(created.status).toBe(202);
    const after = (await usage(account.live)).body.data.rateLimits;
    expect(after.minute.remaining).toBe(before.minute.remaining);
    expect(after.day.remaining).toBe(before.day.remaining - 1);
    const afterTest = (await usage(account.test)).body.data.rateLimits;
    expect(afterTest.minute.remaining).toBe(beforeTest.minute.remaining - 1);
    expect(Number(created.headers.get('x-ratelimit-remaining'))).toBe(afterTest.minute.remaining);
  });

  it('the day cap holds test creates too: the plan\'s last book of the day is refused 429 whatever the key', async () => {
    const user = await api.newUser('pro');
    const test = await api.admin.createKey(user.userId, 'test');
    const day = (await usage(test.apiKey)).body.data.rateLimits.day;
    // Fill the day with live books but one, then the test key takes the last one.
    await api.admin.setMonthlyCredits(user.userId, 10_000);
    for (let i = 0; i < day.remaining - 1; i++) {
      api.clock.advance(61_000);
      expect((await create(user.apiKey)).status).toBe(202);
    }
    api.clock.advance(61_000);
    expect((await create(test.apiKey)).status).toBe(202);
    const refused = await create(test.apiKey);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('DAILY_CAP_EXCEEDED');
  }, 120_000);

  it('a cancelled test book refunds nothing, since it was charged nothing', async () => {
    const bookId = await createdBook(account.test);
    const before = (await api.admin.showUser(account.userId)).creditsUsed;
    const cancelled = await cancel(account.test, bookId);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ status: 'failed', livemode: false });
    // Not "every page was finished" nor "credits were returned": neither is true of a book at progress 0 that cost nothing.
    expect(cancelled.body.data.errorMessage).toBe('Cancelled by its owner. Test books use no credits.');
    expect((await api.admin.showUser(account.userId)).creditsUsed).toBe(before);
  });
});

describe('A test book is visible only to test keys; a live book only to live keys', () => {
  let liveBook: string;
  let testBook: string;

  beforeAll(async () => {
    liveBook = await createdBook(account.live);
    testBook = await createdBook(account.test);
  });

  it('GET: each key reads its own mode\'s book, and the other mode\'s is 404 like another user\'s', async () => {
    expect((await get(account.live, liveBook)).status).toBe(200);
    expect((await get(account.test, testBook)).status).toBe(200);
    for (const [apiKey, id] of [[account.live, testBook], [account.test, liveBook]] as const) {
      const hidden = await get(apiKey, id);
      expect(hidden.status).toBe(404);
      expect(hidden.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('the list: a test key lists test books only, a live key live books only', async () => {
    const testItems = (await list(account.test, '?limit=100')).body.data.items as { id: string; livemode: boolean }[];
    const liveItems = (await list(account.live, '?limit=100')).body.data.items as { id: string; livemode: boolean }[];
    expect(testItems.map((item) => item.id)).toContain(testBook);
    expect(testItems.map((item) => item.id)).not.toContain(liveBook);
    expect(testItems.every((item) => item.livemode === false)).toBe(true);
    expect(liveItems.map((item) => item.id)).toContain(liveBook);
    expect(liveItems.map((item) => item.id)).not.toContain(testBook);
    expect(liveItems.every((item) => item.livemode === true)).toBe(true);
  });

  it('a cursor made for one mode\'s list is refused by the other\'s', async () => {
    const page = await list(account.test, '?limit=1');
    expect(page.body.data.nextCursor).toEqual(expect.any(String));
    const crossed = await list(account.live, `?limit=1&cursor=${page.body.data.nextCursor}`);
    expect(crossed.status).toBe(400);
    expect(crossed.body.error.code).toBe('INVALID_CURSOR');
  });

  it('cancel: the other mode\'s book is 404 and stays as it was', async () => {
    expect((await cancel(account.test, liveBook)).status).toBe(404);
    expect((await cancel(account.live, testBook)).status).toBe(404);
    expect((await get(account.live, liveBook)).body.data.status).toBe('pending');
    expect((await get(account.test, testBook)).body.data.status).toBe('pending');
  });

  it('the same Idempotency-Key sent with a live and a test key makes two books, one of each mode', async () => {
    const key = `same-key-${Date.now()}`;
    const live = await create(account.live, { 'idempotency-key': key });
    const test = await create(account.test, { 'idempotency-key': key });
    expect(test.body.data.bookId).not.toBe(live.body.data.bookId);
    expect((await get(account.test, test.body.data.bookId)).body.data.livemode).toBe(false);
    // Each key's replay answers its own book.
    expect((await create(account.test, { 'idempotency-key': key })).body.data.bookId).toBe(test.body.data.bookId);
  });
});

describe('Every Story carries livemode: false for a test book, true for a live one', () => {
  it('GET, the list and the usage say the mode', async () => {
    const liveBook = await createdBook(account.live);
    const testBook = await createdBook(account.test);
    expect((await get(account.live, liveBook)).body.data.livemode).toBe(true);
    expect((await get(account.test, testBook)).body.data.livemode).toBe(false);
    expect((await usage(account.live)).body.data.livemode).toBe(true);
    expect((await usage(account.test)).body.data.livemode).toBe(false);
  });
});

describe('A test book\'s job says livemode: false; a live book\'s job is as it was', () => {
  it('the queued job, which becomes the run\'s input, carries livemode only for the test book', async () => {
    const liveBook = await createdBook(account.live);
    const testBook = await createdBook(account.test);
    const jobs = await queue.drain<GenerationJob>(api.config.queueUrl);
    const byBook = new Map(jobs.map((job) => [job.bookId, job]));
    expect(byBook.get(testBook)).toEqual({ bookId: testBook, taskId: expect.any(String), userId: account.userId, livemode: false });
    expect(byBook.get(liveBook)).toEqual({ bookId: liveBook, taskId: expect.any(String), userId: account.userId });
  });
});

describe('The typed client and the storybook-api CLI show livemode', () => {
  /** The CLI in this process against the fixture's API, its output collected. */
  async function cli(args: string[], apiKey: string) {
    let stdout = '';
    const sink = (write: (text: string) => void) => new Writable({ write: (chunk, _encoding, done) => (write(String(chunk)), done()) });
    const code = await runCli(args, { stdout: sink((text) => (stdout += text)), stderr: sink(() => undefined), env: { STORYBOOK_API_URL: api.url, STORYBOOK_API_KEY: apiKey } });
    return { code, stdout };
  }

  it('the client reads livemode on a Story and on the usage; a test key works with it unchanged', async () => {
    const client = new StorybookClient({ baseUrl: api.url, apiKey: account.test });
    const { bookId } = await client.createStory(validStory);
    expect((await client.getStory(bookId)).livemode).toBe(false);
    expect((await client.getUsage()).livemode).toBe(false);
    expect((await new StorybookClient({ baseUrl: api.url, apiKey: account.live }).getUsage()).livemode).toBe(true);
  });

  it('get and usage say "Mode: test" for a test key; a live book\'s summary has no Mode line', async () => {
    const testBook = await createdBook(account.test);
    const liveBook = await createdBook(account.live);
    expect((await cli(['get', testBook], account.test)).stdout).toMatch(/^Mode: +test /m);
    expect((await cli(['get', liveBook], account.live)).stdout).not.toMatch(/^Mode:/m);
    expect((await cli(['usage'], account.test)).stdout).toMatch(/^Mode: +test /m);
    expect(JSON.parse((await cli(['get', testBook, '--json'], account.test)).stdout).livemode).toBe(false);
  });
});
