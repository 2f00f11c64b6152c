import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_SIZE } from '../../lambdas/ports/image-model';
import { launchChromium } from '../support/browser';
import { pdfPageCount, pdfText } from '../support/pdf-tools';
import { pngSize } from '../support/png-header';
import { assertFetchResponseConforms } from '../support/openapi-conformance';
import { apiUrlFrom, runScript, startScript, waitForExit } from './process-runner';

// The service as a client meets it: `npm start` as a process, users made by the admin CLI as another process,
// and nothing but fetch against the HTTP API and the picture URLs it hands out.

const PAGE_COUNT = 5;
const KEY_PATTERN = /^cbk_live_[0-9A-Za-z]{38}$/;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STATUS_ORDER = ['pending', 'processing', 'completed'] as const;

interface Envelope<T> {
  ok: boolean;
  requestId: string;
  data?: T;
  error?: { code: string; message: string; fields?: Record<string, string>; meta?: Record<string, unknown> };
}
interface Acceptance {
  taskId: string;
  bookId: string;
  status: string;
}
interface Page {
  index: number;
  title: string | null;
  content: string | null;
  imageUrl: string | null;
}
interface Story {
  id: string;
  title: string | null;
  status: string;
  pdfUrl: string | null;
  readerUrl: string | null;
  progress: number;
  pageCount: number | null;
  coverImage: string | null;
  completedAt: string | null;
  errorMessage?: string | null;
  pages: Page[];
}
interface IssuedKey {
  keyId: string;
  apiKey: string;
}

let dataDir: string;
let base: string;
let stack: { child: ChildProcess; output: () => string } | undefined;

const userA = { userId: '', keys: [] as IssuedKey[] };
const userB = { userId: '', keys: [] as IssuedKey[] };
let book: Acceptance | undefined;
let finished: Story | undefined;

const idea = {
  storyIdea: 'A shy hedgehog named Pip who wants to fly',
  ageRange: '4-7',
  style: 'watercolor',
  pageCount: PAGE_COUNT,
  tone: 'animal',
  language: 'english',
};

/** The admin CLI as its own process, reaching the running stack through DATA_DIR as docs/local-stack.md says. */
async function admin(...args: string[]): Promise<Record<string, unknown>> {
  const result = await runScript('bin/admin.ts', args, { DATA_DIR: dataDir });
  expect(result.code, `admin ${args.join(' ')} failed:\n${result.stderr}`).toBe(0);
  const lines = result.stdout.trim().split('\n');
  expect(lines, 'the admin CLI prints one JSON object on one line').toHaveLength(1);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

async function createKey(userId: string): Promise<IssuedKey> {
  const issued = await admin('key', 'create', '--user', userId);
  expect(issued).toMatchObject({ keyId: expect.any(String), apiKey: expect.stringMatching(KEY_PATTERN) });
  return issued as unknown as IssuedKey;
}

// Every answer is held to the published contract (test/support/openapi-conformance.ts).
async function postStory(apiKey: string, body: unknown, idempotencyKey: string): Promise<Response> {
  const response = await fetch(`${base}/v1/stories`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey, 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(body),
  });
  await assertFetchResponseConforms('POST', response);
  return response;
}

async function getStory(apiKey: string, bookId: string): Promise<Response> {
  const response = await fetch(`${base}/v1/stories/${bookId}`, { headers: { 'x-api-key': apiKey } });
  await assertFetchResponseConforms('GET', response);
  return response;
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return (await response.json()) as Envelope<T>;
}

/** The spec's error envelope: ok false, a requestId, a code and a message, and no data. */
async function expectError(response: Response, status: number, code: string): Promise<Envelope<never>> {
  const body = await readEnvelope<never>(response);
  expect(response.status, JSON.stringify(body.error ?? body).slice(0, 300)).toBe(status);
  expect(body).toMatchObject({ ok: false, requestId: expect.any(String), error: { code, message: expect.any(String) } });
  expect(body).not.toHaveProperty('data');
  expect(response.headers.get('x-request-id')).toBe(body.requestId);
  return body;
}

function requireBook(): Acceptance {
  if (!book) throw new Error('The book was not accepted; see the POST /v1/stories test.');
  return book;
}

function requireFinished(): Story {
  if (!finished) throw new Error('The book did not complete; see the polling test.');
  return finished;
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storybook-http-'));
  // A little simulated model time, so the book stays in `processing` long enough for polling to see pages arrive.
  const env = { DATA_DIR: dataDir, PORT: '0', PROVIDER_LATENCY_MS: 'text:400,image:800' };
  stack = await startScript('bin/local.ts', env, /Ctrl-C stops everything/, 120_000);
  base = apiUrlFrom(stack.output());

  // Separate CLI processes side by side: each one costs a Node start, which adds up on a slow machine.
  const [a, b] = await Promise.all([
    admin('user', 'create', '--email', 'reader-a@example.com', '--plan', 'pro'),
    admin('user', 'create', '--email', 'reader-b@example.com', '--plan', 'premium'),
  ]);
  expect(a).toMatchObject({ userId: expect.any(String), plan: 'pro' });
  expect(b).toMatchObject({ userId: expect.any(String), plan: 'premium' });
  userA.userId = a.userId as string;
  userB.userId = b.userId as string;
  // A gets two keys: one to revoke, one to rotate.
  const [a1, a2, b1] = await Promise.all([createKey(userA.userId), createKey(userA.userId), createKey(userB.userId)]);
  userA.keys.push(a1, a2);
  userB.keys.push(b1);
}, 180_000);

afterAll(async () => {
  try {
    if (stack) {
      stack.child.kill('SIGTERM');
      expect(await waitForExit(stack.child, 45_000), stack.output()).toBe(0);
    }
  } finally {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}, 60_000);

describe('GET /v1/health needs no key', () => {
  it('answers 200 with status ok and the stage', async () => {
    const response = await fetch(`${base}/v1/health`);
    expect(response.status).toBe(200);
    expect(await readEnvelope(response)).toMatchObject({ ok: true, data: { status: 'ok', stage: 'development' } });
  });
});

describe('POST /v1/stories queues a job and answers 202 at once with taskId and bookId', () => {
  it('accepts the idea with status pending, and a replay with the same Idempotency-Key returns the same ids', async () => {
    const idempotencyKey = randomUUID();
    const response = await postStory(userA.keys[1]!.apiKey, idea, idempotencyKey);
    const body = await readEnvelope<Acceptance>(response);
    expect(response.status, JSON.stringify(body)).toBe(202);
    expect(body).toMatchObject({
      ok: true,
      requestId: expect.any(String),
      data: { taskId: expect.stringMatching(UUID_PATTERN), bookId: expect.stringMatching(UUID_PATTERN), status: 'pending' },
    });
    expect(body).not.toHaveProperty('error');
    expect(response.headers.get('x-request-id')).toBe(body.requestId);
    for (const header of ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset']) {
      expect(response.headers.get(header), header).toMatch(/^\d+$/);
    }
    book = body.data!;

    const replay = await postStory(userA.keys[1]!.apiKey, idea, idempotencyKey);
    const replayed = await readEnvelope<Acceptance>(replay);
    expect(replay.status).toBe(202);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replayed.data).toMatchObject({ taskId: book.taskId, bookId: book.bookId });
  });
});

describe('GET /v1/stories/{id} is polled until the book is completed', () => {
  it('moves pending → processing → completed, progress never goes back, and pages appear while processing', async () => {
    const { bookId } = requireBook();
    const seen: Story[] = [];
    const deadline = Date.now() + 90_000;
    for (;;) {
      const response = await getStory(userA.keys[1]!.apiKey, bookId);
      const body = await readEnvelope<Story>(response);
      expect(response.status, JSON.stringify(body)).toBe(200);
      expect(body.ok).toBe(true);
      const story = body.data!;
      expect(story.id).toBe(bookId);
      expect(story.status, story.errorMessage ?? '').not.toBe('failed');
      seen.push(story);
      if (story.status === 'completed') break;
      if (Date.now() > deadline) throw new Error(`Not completed in time; last status ${story.status} at ${story.progress}%.`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }

    // The acceptance said pending; each read is the same or a later state, never an earlier one.
    const ranks = ['pending', ...seen.map((story) => story.status)].map((status) => STATUS_ORDER.indexOf(status as (typeof STATUS_ORDER)[number]));
    expect(ranks).not.toContain(-1);
    for (let i = 1; i < ranks.length; i += 1) expect(ranks[i]!, `statuses ${seen.map((s) => s.status).join(',')}`).toBeGreaterThanOrEqual(ranks[i - 1]!);
    expect(seen.map((story) => story.status)).toContain('processing');

    const progress = seen.map((story) => story.progress);
    for (let i = 1; i < progress.length; i += 1) expect(progress[i]!, `progress ${progress.join(',')}`).toBeGreaterThanOrEqual(progress[i - 1]!);
    for (const story of seen) {
      expect(Number.isInteger(story.progress)).toBe(true);
      expect(story.progress).toBeGreaterThanOrEqual(0);
      expect(story.progress).toBeLessThanOrEqual(story.status === 'completed' ? 100 : 99);
    }

    const pageCounts = seen.map((story) => story.pages.length);
    for (let i = 1; i < pageCounts.length; i += 1) expect(pageCounts[i]!, `pages ${pageCounts.join(',')}`).toBeGreaterThanOrEqual(pageCounts[i - 1]!);
    // Pages grow while processing: some read shows written text before the book is done.
    expect(seen.some((story) => story.status === 'processing' && story.pages.some((page) => page.content))).toBe(true);

    finished = seen.at(-1)!;
    expect(finished.progress).toBe(100);
    expect(finished.completedAt).toEqual(expect.any(String));
    expect(finished.pageCount).toBe(PAGE_COUNT);
    expect(finished.pages.map((page) => page.index)).toEqual([0, 1, 2, 3, 4]);
    for (const page of finished.pages) {
      expect(page.content, `page ${page.index}`).toEqual(expect.stringMatching(/\S/));
      expect(page.imageUrl, `page ${page.index}`).toEqual(expect.stringMatching(/^http:\/\//));
    }
    expect(finished.coverImage).toEqual(expect.stringMatching(/^http:\/\//));
  }, 120_000);
});

describe('the pictures are plain HTTP downloads', () => {
  it('every page imageUrl and the coverImage answer 200 with a PNG of the picture size, and the cover is page 0’s picture', async () => {
    const story = requireFinished();
    const download = async (url: string) => {
      // No key and no extra headers: the URL alone grants the read, as it would in a browser.
      const response = await fetch(url);
      expect(response.status, url).toBe(200);
      expect(new URL(url).pathname, url).toMatch(/\.png$/);
      expect(response.headers.get('content-type'), url).toBe('image/png');
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(pngSize(bytes), url).toEqual(PICTURE_SIZE);
      return bytes;
    };
    const pictures = await Promise.all(story.pages.map((page) => download(page.imageUrl!)));
    const cover = await download(story.coverImage!);
    expect(cover.equals(pictures[0]!)).toBe(true);
    // Each page has its own picture.
    expect(new Set(pictures.map((bytes) => bytes.toString('base64'))).size).toBe(PAGE_COUNT);
  });
});

describe('a completed book is also a PDF and a reader page, in every script', () => {
  // A reader of its own, so the other describes' credit counts stay theirs.
  let reader: IssuedKey | undefined;
  const readerKey = async () => {
    if (!reader) reader = await createKey((await admin('user', 'create', '--email', 'reader-c@example.com', '--plan', 'premium')).userId as string);
    return reader.apiKey;
  };

  /** Posts the idea and polls until the book completes (pdfUrl and readerUrl are null until then). */
  async function finishedBook(body: typeof idea): Promise<Story> {
    const apiKey = await readerKey();
    const accepted = await readEnvelope<Acceptance>(await postStory(apiKey, body, randomUUID()));
    const deadline = Date.now() + 90_000;
    for (;;) {
      const story = (await readEnvelope<Story>(await getStory(apiKey, accepted.data!.bookId))).data!;
      expect(story.status, story.errorMessage ?? '').not.toBe('failed');
      if (story.status === 'completed') return story;
      expect([story.pdfUrl, story.readerUrl]).toEqual([null, null]);
      if (Date.now() > deadline) throw new Error(`Not completed in time; last status ${story.status}.`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  const books = {
    english: () => Promise.resolve(requireFinished()),
    japanese: () => finishedBook({ ...idea, language: 'japanese', storyIdea: 'うみをみたい、ちいさなペンギンのポポ' }),
    russian: () => finishedBook({ ...idea, language: 'russian', ageRange: '8-12', storyIdea: 'Медвежонок Топтыжка хочет найти друга' }),
  };

  it.each(Object.keys(books) as Array<keyof typeof books>)('%s: the PDF opens with every page and the book’s own text; the reader page shows it page by page', async (language) => {
    const story = await books[language]();
    const pdf = await fetch(story.pdfUrl!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await pdf.arrayBuffer());
    expect(await pdfPageCount(bytes)).toBeGreaterThanOrEqual(PAGE_COUNT);
    // The text is there as text (its glyphs mapped), in the book's own script.
    const firstWords = story.pages[1]!.content!.replace(/\s+/g, '').slice(0, 6);
    expect((await pdfText(bytes)).replace(/\s+/g, '')).toContain(firstWords);

    const reader = await fetch(story.readerUrl!);
    expect(reader.status).toBe(200);
    expect(reader.headers.get('content-type')).toMatch(/^text\/html/);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(story.readerUrl!);
      await expect.poll(() => page.locator('#indicator').textContent()).toBe(`1 / ${PAGE_COUNT}`);
      for (let n = 2; n <= PAGE_COUNT; n++) {
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => page.locator('#indicator').textContent()).toBe(`${n} / ${PAGE_COUNT}`);
      }
      await expect.poll(() => page.locator(`[data-page="${PAGE_COUNT}"]`).innerText()).toContain(story.pages.at(-1)!.content!.slice(0, 12));
      // Self-contained: nothing but the page itself (and its data: pictures) was fetched.
      expect(requests.filter((url) => !url.startsWith('data:'))).toEqual([story.readerUrl]);
    } finally {
      await browser.close();
    }
  }, 150_000);
});

describe('each page, the cover included, uses 1 credit', () => {
  it('the admin CLI shows pageCount credits used for the owner (the replay cost nothing) and none for the other user', async () => {
    requireFinished();
    const [a, b] = await Promise.all([admin('user', 'show', '--user', userA.userId), admin('user', 'show', '--user', userB.userId)]);
    expect(a).toMatchObject({ userId: userA.userId, plan: 'pro', creditsUsed: PAGE_COUNT, creditsLimit: 300 });
    expect(b).toMatchObject({ userId: userB.userId, plan: 'premium', creditsUsed: 0, creditsLimit: 1500 });
  });
});

describe('only books owned by the key’s user are visible: another user’s id gives 404', () => {
  it('user B reading A’s book gets the same 404 as for an id that does not exist', async () => {
    const { bookId, taskId } = requireBook();
    const foreign = await getStory(userB.keys[0]!.apiKey, bookId);
    const foreignBody = await expectError(foreign, 404, 'NOT_FOUND');
    const missing = await getStory(userB.keys[0]!.apiKey, randomUUID());
    const missingBody = await expectError(missing, 404, 'NOT_FOUND');
    // No hint that the book exists: same status, same error, and nothing about the book in the body.
    expect(foreignBody.error).toEqual(missingBody.error);
    const text = JSON.stringify(foreignBody);
    expect(text).not.toContain(bookId);
    expect(text).not.toContain(taskId);
    // The owner still reads it.
    expect((await getStory(userA.keys[1]!.apiKey, bookId)).status).toBe(200);
  });
});

describe('a revoked key is refused at the very next request: 401 INVALID_API_KEY', () => {
  it('after `key revoke`, GET and POST with that key get 401 with the envelope; the user’s other key still works', async () => {
    const { bookId } = requireBook();
    const [revoked, other] = userA.keys as [IssuedKey, IssuedKey];
    expect((await getStory(revoked.apiKey, bookId)).status).toBe(200);
    expect(await admin('key', 'revoke', '--key', revoked.keyId)).toEqual({ keyId: revoked.keyId, status: 'revoked' });

    await expectError(await getStory(revoked.apiKey, bookId), 401, 'INVALID_API_KEY');
    await expectError(await postStory(revoked.apiKey, idea, randomUUID()), 401, 'INVALID_API_KEY');
    expect((await getStory(other.apiKey, bookId)).status).toBe(200);
  });
});

describe('a rotated key: the old one is refused, the new one reads the user’s books', () => {
  it('after `key rotate`, the old key gets 401 and the new key reads A’s book (200)', async () => {
    const { bookId } = requireBook();
    const old = userA.keys[1]!;
    const rotated = await admin('key', 'rotate', '--key', old.keyId);
    expect(rotated).toMatchObject({ keyId: expect.any(String), apiKey: expect.stringMatching(KEY_PATTERN), revokedKeyId: old.keyId });
    const fresh = rotated as unknown as IssuedKey;
    expect(fresh.keyId).not.toBe(old.keyId);
    expect(fresh.apiKey).not.toBe(old.apiKey);

    await expectError(await getStory(old.apiKey, bookId), 401, 'INVALID_API_KEY');
    await expectError(await postStory(old.apiKey, idea, randomUUID()), 401, 'INVALID_API_KEY');
    const read = await getStory(fresh.apiKey, bookId);
    const body = await readEnvelope<Story>(read);
    expect(read.status, JSON.stringify(body)).toBe(200);
    expect(body.data).toMatchObject({ id: bookId, status: 'completed' });

    const shown = await admin('user', 'show', '--user', userA.userId);
    const statuses = Object.fromEntries((shown.keys as Array<{ keyId: string; status: string }>).map((key) => [key.keyId, key.status]));
    expect(statuses).toEqual({ [userA.keys[0]!.keyId]: 'revoked', [old.keyId]: 'revoked', [fresh.keyId]: 'active' });
  });
});

describe('npm start runs the functions as the bundles CDK deploys, each logging to its own file', () => {
  it('the POST and the GETs were invocations of the createStory and getStory bundles, and every workflow step ran from its bundle', async () => {
    const { bookId, taskId } = requireBook();
    const logOf = async (name: string) => readFile(join(dataDir, 'logs', `${name}.log`), 'utf8');
    // Lambda's REPORT line closes every invocation; the first one carries the cold start.
    const reports = (text: string) => text.split('\n').filter((line) => line.startsWith('REPORT RequestId: '));
    for (const name of ['health', 'createStory', 'getStory', 'dispatcher', 'markProcessing', 'planStory', 'writePage', 'illustratePage', 'finalize']) {
      const text = await logOf(name);
      expect(reports(text).length, name).toBeGreaterThan(0);
      expect(text, name).toMatch(/\tInit Duration: \d+\.\d+ ms/);
    }
    // The functions' own JSON lines, with the ids of this book.
    expect(await logOf('createStory')).toContain(bookId);
    expect(await logOf('finalize')).toContain(taskId);
    expect(stack!.output()).toMatch(/Functions run as the bundles CDK deploys/);
  });
});
