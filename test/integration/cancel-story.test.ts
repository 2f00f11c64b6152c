import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DynamoGenerationStore } from '../../lambdas/adapters/dynamodb/dynamo-generation-store';
import { reapStuck } from '../../lambdas/core/generation';
import { storySchema } from '../../lambdas/core/schemas';
import { TaskAlreadyEndedError } from '../../lambdas/core/generation-errors';
import { silentLogger } from '../../lambdas/ports/logger';
import type { WorkflowRunner } from '../../lambdas/ports/workflow-runner';
import { startApiFixture, validStory, type ApiFixture } from './api-fixture';

// POST /v1/stories/{id}/cancel against DynamoDB Local: who may cancel, what the book becomes, what the credits
// become, and the races with a page landing, the reaper and a second cancel.

/** Records the runs asked to stop; a test may make stopping fail. */
class RecordingRunner implements WorkflowRunner {
  stopped: { name: string; cause: string }[] = [];
  failStop: Error | undefined;
  start = async () => 'started' as const;
  stop = async (name: string, cause: string) => {
    if (this.failStop) throw this.failStop;
    this.stopped.push({ name, cause });
  };
}

const runner = new RecordingRunner();
let api: ApiFixture;
let store: DynamoGenerationStore;
let owner: { apiKey: string; userId: string };
let stranger: { apiKey: string; userId: string };

beforeAll(async () => {
  api = await startApiFixture('cancel-story', { runner });
  store = new DynamoGenerationStore({ client: api.clients.dynamodb, tableName: api.config.tableName });
  owner = await api.newUser('premium');
  stranger = await api.newUser('pro');
});
afterAll(() => api.close());
beforeEach(() => {
  runner.stopped = [];
  runner.failStop = undefined;
});

const now = () => api.clock.now().toISOString();
const creditsUsed = async () => (await api.admin.showUser(owner.userId)).creditsUsed;
const cancel = (id: string, apiKey = owner.apiKey, headers: Record<string, string> = {}) =>
  api.request('POST', `/v1/stories/${id}/cancel`, { headers: { 'x-api-key': apiKey, ...headers } });
/** The Story with every presigned link cut at its query string. */
const unsigned = (story: unknown): unknown => JSON.parse(JSON.stringify(story).replace(/\?X-Amz-[^"]*/g, ''));
const get = (id: string, apiKey = owner.apiKey) => api.request('GET', `/v1/stories/${id}`, { headers: { 'x-api-key': apiKey } });

async function createBook(pageCount = 6): Promise<{ bookId: string; taskId: string }> {
  const res = await api.request('POST', '/v1/stories', { headers: { 'x-api-key': owner.apiKey }, body: { ...validStory, pageCount } });
  expect(res.status).toBe(202);
  return res.body.data;
}

/** A book whose run has started and delivered pages `0..delivered-1` (text and picture), plus the plan. */
async function processingBook(pageCount: number, delivered: number): Promise<{ bookId: string; taskId: string }> {
  const task = await createBook(pageCount);
  expect(await store.startTask(task, 2 * pageCount + 3, now())).toBe(true);
  await store.savePlan(task, { title: 'Pip flies', summary: 'A hedgehog flies.', slug: 'pip-flies' }, now());
  for (let index = 0; index < delivered; index++) await deliverPage(task, index);
  return task;
}

async function deliverPage(task: { bookId: string; taskId: string }, index: number): Promise<void> {
  await store.savePageText(task, index, { title: null, content: `Page ${index}` }, now());
  await store.savePageImage(task, index, `books/${task.bookId}/pages/${String(index).padStart(3, '0')}.png`, now());
}

const deliveredPages = (story: { pages: { content: string | null; imageUrl: string | null }[] }) => story.pages.filter((p) => p.content && p.imageUrl).length;

describe('Only the owner cancels; anyone else gets the same answer as GET gives them', () => {
  it('another user\'s book is 404 NOT_FOUND, as GET says, and the book goes on', async () => {
    const { bookId } = await createBook();
    const res = await cancel(bookId, stranger.apiKey);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
    expect((await get(bookId, stranger.apiKey)).status).toBe(404);
    expect((await get(bookId)).body.data.status).toBe('pending');
    expect(runner.stopped).toEqual([]);
  });

  it('an unknown id is 404, an id that is not a UUID 400 naming id, no key 401', async () => {
    expect((await cancel('6f1c1f9e-8d0a-4c53-9e7e-2b1f0c7d9a11')).body.error.code).toBe('NOT_FOUND');
    const invalid = await cancel('not-a-uuid');
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toHaveProperty('id');
    const anonymous = await api.request('POST', '/v1/stories/6f1c1f9e-8d0a-4c53-9e7e-2b1f0c7d9a11/cancel');
    expect(anonymous.status).toBe(401);
  });

  it('GET on the cancel path is 405 with allow: POST', async () => {
    const res = await api.request('GET', '/v1/stories/6f1c1f9e-8d0a-4c53-9e7e-2b1f0c7d9a11/cancel', { headers: { 'x-api-key': owner.apiKey } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });
});

describe('A pending book stops: failed, cancelledAt, every credit back, its run stopped', () => {
  it('answers 200 with the Story as GET shows it, and GET shows the same afterwards', async () => {
    const before = await creditsUsed();
    const { bookId, taskId } = await createBook(6);
    expect((await creditsUsed()) - before).toBe(6);
    const res = await cancel(bookId);
    expect(res.status).toBe(200);
    const story = storySchema.parse(res.body.data);
    expect(story).toMatchObject({ id: bookId, status: 'failed', cancelledAt: now(), completedAt: null });
    expect(story.errorMessage).toBe('Cancelled by its owner. Credits for unfinished pages were returned.');
    expect(await creditsUsed()).toBe(before);
    expect(runner.stopped).toEqual([{ name: taskId, cause: 'Cancelled by its owner.' }]);
    expect((await get(bookId)).body.data).toEqual(res.body.data);
    // A run the dispatcher starts late finds the task ended at its first step.
    await expect(store.startTask({ bookId, taskId }, 15, now())).resolves.toBe(false);
  });

  it('a cancel counts against the per-minute request limit and says so in the rate headers', async () => {
    const { bookId } = await createBook();
    const res = await cancel(bookId);
    expect(Number(res.headers.get('x-ratelimit-limit'))).toBe(200);
    expect(Number(res.headers.get('x-ratelimit-remaining'))).toBeLessThan(200);
  });
});

describe('A processing book stops: only the pages not finished are refunded', () => {
  it('two of six pages delivered: two credits stay spent, four come back; the pages it made stay', async () => {
    const before = await creditsUsed();
    const { bookId } = await processingBook(6, 2);
    const res = await cancel(bookId);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('failed');
    expect(res.body.data.errorMessage).toBe('Cancelled by its owner. Credits for unfinished pages were returned.');
    expect(deliveredPages(res.body.data)).toBe(2);
    expect((await creditsUsed()) - before).toBe(2);
  });

  it('every page delivered (only the files and finalize left): nothing to refund, and the message says so', async () => {
    const before = await creditsUsed();
    const { bookId } = await processingBook(5, 5);
    const res = await cancel(bookId);
    expect(res.body.data.errorMessage).toBe('Cancelled by its owner. Every page was finished, so its credits stay spent.');
    expect((await creditsUsed()) - before).toBe(5);
  });

  it('a page that lands after the cancel is refused and changes no credit', async () => {
    const before = await creditsUsed();
    const task = await processingBook(6, 1);
    await cancel(task.bookId);
    await expect(deliverPage(task, 1)).rejects.toBeInstanceOf(TaskAlreadyEndedError);
    expect((await creditsUsed()) - before).toBe(1);
    expect(deliveredPages((await get(task.bookId)).body.data)).toBe(1);
  });

  it('a run that cannot be stopped is logged, and the book is cancelled all the same', async () => {
    runner.failStop = new Error('Step Functions is down');
    const before = await creditsUsed();
    const { bookId } = await processingBook(6, 0);
    const res = await cancel(bookId);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('failed');
    expect(await creditsUsed()).toBe(before);
  });
});

describe('Cancelling a finished book is 409 STORY_ALREADY_FINISHED', () => {
  it('a completed book: 409 with meta.status completed; nothing changes', async () => {
    const task = await processingBook(5, 5);
    expect(await store.complete(task, `books/${task.bookId}/pages/000.png`, now())).toBe(true);
    const before = await creditsUsed();
    const res = await cancel(task.bookId);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'STORY_ALREADY_FINISHED', meta: { status: 'completed' } });
    expect((await get(task.bookId)).body.data).toMatchObject({ status: 'completed', cancelledAt: null });
    expect(await creditsUsed()).toBe(before);
    expect(runner.stopped).toEqual([]);
  });

  it('a book failed by its workflow: 409 with meta.status failed; its message is kept', async () => {
    const task = await processingBook(6, 0);
    await store.fail(task, () => ({ errorMessage: 'The story or picture service refused this book.', creditsToRefund: 6 }), now());
    const res = await cancel(task.bookId);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'STORY_ALREADY_FINISHED', meta: { status: 'failed' } });
    expect((await get(task.bookId)).body.data).toMatchObject({ errorMessage: 'The story or picture service refused this book.', cancelledAt: null });
  });
});

describe('Cancelling twice is idempotent: the same answer, the credits refunded once', () => {
  it('one after the other: the second answers 200 with the same Story and stops nothing', async () => {
    const before = await creditsUsed();
    const { bookId } = await processingBook(8, 3);
    const first = await cancel(bookId);
    api.clock.advance(5_000);
    const second = await cancel(bookId);
    api.clock.advance(-5_000);
    expect(second.status).toBe(200);
    // Presigned links are signed at the second they are read, so the same Story may carry other signatures.
    expect(unsigned(second.body.data)).toEqual(unsigned(first.body.data));
    expect(runner.stopped).toHaveLength(1);
    expect((await creditsUsed()) - before).toBe(3);
  });

  it('at the same moment, five times over: every answer 200 and cancelled, one refund, one stop', async () => {
    for (let round = 0; round < 5; round++) {
      runner.stopped = [];
      const before = await creditsUsed();
      const { bookId } = await processingBook(7, round);
      const answers = await Promise.all([cancel(bookId), cancel(bookId), cancel(bookId)]);
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
      for (const answer of answers) expect(answer.body.data.cancelledAt).not.toBeNull();
      expect(runner.stopped).toHaveLength(1);
      expect((await creditsUsed()) - before).toBe(round);
    }
  });
});

describe('Races keep the credits exact: a page landing, the reaper', () => {
  it('a page landing at the same moment as the cancel: whichever wins, spent = pages delivered (ten rounds)', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 10; round++) {
      const before = await creditsUsed();
      const task = await processingBook(6, 2);
      await store.savePageText(task, 2, { title: null, content: 'Page 2' }, now());
      // The picture of page 2 lands while the cancel reads the book and writes its ending.
      const [landed, res] = await Promise.all([
        new Promise((resolve) => setTimeout(resolve, round % 3)).then(() =>
          store.savePageImage(task, 2, `books/${task.bookId}/pages/002.png`, now()).then(() => 'landed', (error: unknown) => (error instanceof TaskAlreadyEndedError ? 'refused' : Promise.reject(error))),
        ),
        cancel(task.bookId),
      ]);
      outcomes.add(landed);
      expect(res.status).toBe(200);
      const story = (await get(task.bookId)).body.data;
      expect(story.status).toBe('failed');
      expect(deliveredPages(story)).toBe(landed === 'landed' ? 3 : 2);
      expect((await creditsUsed()) - before).toBe(deliveredPages(story));
    }
    // Both orders happen over the rounds often enough; say which were seen if one never did.
    expect([...outcomes].length).toBeGreaterThanOrEqual(1);
  });

  it('the reaper ending the same book at the same moment: one ending wins, the refund is made once', async () => {
    const later = { now: () => new Date(api.clock.now().getTime() + 3_600_000) };
    const reaperDeps = { store, runner, clock: later, logger: silentLogger, stuckAfterSeconds: 900 };
    const winners = new Set<string>();
    // Earlier tests' books still pending are ended first, so the reaper's refunds below are this book's only.
    await reapStuck(reaperDeps);
    for (let round = 0; round < 5; round++) {
      const before = await creditsUsed();
      const task = await processingBook(6, round % 3);
      const [res] = await Promise.all([cancel(task.bookId), reapStuck(reaperDeps)]);
      const story = (await get(task.bookId)).body.data;
      expect(story.status).toBe('failed');
      if (story.cancelledAt) {
        winners.add('cancel');
        expect(res.status).toBe(200);
        expect(story.errorMessage).toMatch(/^Cancelled by its owner\./);
      } else {
        winners.add('reaper');
        expect(res.status).toBe(409);
        expect(res.body.error).toMatchObject({ code: 'STORY_ALREADY_FINISHED', meta: { status: 'failed' } });
        expect(story.errorMessage).toMatch(/stopped making progress/);
      }
      expect((await creditsUsed()) - before).toBe(round % 3);
    }
    expect(winners.size).toBeGreaterThanOrEqual(1);
  });

  it('the reaper after a cancel finds nothing to do', async () => {
    const before = await creditsUsed();
    const task = await processingBook(6, 1);
    await cancel(task.bookId);
    const { reaped } = await reapStuck({ store, runner, clock: { now: () => new Date(api.clock.now().getTime() + 3_600_000) }, logger: silentLogger, stuckAfterSeconds: 900 });
    expect(reaped.map((r) => r.bookId)).not.toContain(task.bookId);
    expect((await creditsUsed()) - before).toBe(1);
  });
});
