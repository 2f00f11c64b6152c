import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderRejectedError } from '../../lambdas/ports/provider-errors';
import type { Clock } from '../../lambdas/ports/clock';
import { maxReceiveCount } from '../../local/provision';
import { validStory } from '../integration/api-fixture';
import { startWorkflowFixture, type ProviderAction, type WorkflowFixture } from '../workflow/workflow-fixture';
import { expectExactOutcome, runEnded, type BookRef } from './book-outcome';
import { expectDependencyFailure } from './envelope-expectations';
import { awsError, byName, clearFaults, inject } from './fault-injection';
import { Ledger } from './ledger';

// Jobs nothing will move again (process died mid-book, accepted but never queued or started, MarkFailed unable to
// write): the stuck-job reaper ends each one failed, refunding every page not delivered, and starts no run.

let wf: WorkflowFixture;
let ledger: Ledger;
beforeAll(async () => {
  wf = await startWorkflowFixture('faults-stranded');
  ledger = new Ledger(wf.api.config);
});
afterAll(() => wf.close());
afterEach(() => {
  clearFaults(wf.api);
  wf.images.rule = undefined;
  wf.stories.rule = undefined;
});

const story = { ...validStory, pageCount: 5 };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The reaper's clock, moved past STUCK_AFTER_SECONDS: every job still active now counts as stuck. */
const pastStuck = (): Clock => ({ now: () => new Date(Date.now() + (wf.runtime.config.stuckAfterSeconds + 5) * 1000) });

async function post(apiKey: string, idempotencyKey: string) {
  wf.api.clock.set(new Date().toISOString());
  return wf.api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey, 'idempotency-key': idempotencyKey }, body: story });
}

async function reapAndExpectFailed(ref: BookRef, delivered: number) {
  expect(await wf.runtime.reapNow(pastStuck())).toBeGreaterThanOrEqual(1);
  const book = await expectExactOutcome(wf, ledger, ref, { status: 'failed', delivered });
  expect(book.errorMessage).toMatch(/stopped making progress/);
  expect(book.creditsRefunded).toBe(story.pageCount - delivered);
  // Reaped once: a second pass finds nothing and changes nothing.
  expect(await wf.runtime.reapNow(pastStuck())).toBe(0);
  expect(await ledger.book(ref.bookId)).toEqual(book);
}

// A call that never returns: the process running it is gone.
const never = new Promise<never>(() => undefined);

describe('Stranded jobs: when the generation process dies between two steps, the reaper ends the book and refunds every undelivered page', () => {
  const cases: Array<{
    name: string;
    hold: (held: () => ProviderAction) => void;
    held: number;
    stepsDone: number;
    delivered: number;
  }> = [
    {
      name: 'after MarkProcessing, while the plan is being written',
      hold: (held) => (wf.stories.rule = (call) => (call.operation === 'planStory' ? held() : undefined)),
      held: 1,
      stepsDone: 0,
      delivered: 0,
    },
    {
      name: "after the plan, while every page's text is being written",
      hold: (held) => (wf.stories.rule = (call) => (call.operation === 'writePage' ? held() : undefined)),
      held: 5,
      stepsDone: 1,
      delivered: 0,
    },
    {
      name: 'with pages 0 and 1 finished, while the other pictures are being drawn',
      hold: (held) => (wf.images.rule = (input) => (input.index >= 2 ? held() : undefined)),
      held: 3,
      stepsDone: 1 + 5 + 2,
      delivered: 2,
    },
  ];

  it.each(byName(cases))('%s', async (_name, { hold, held, stepsDone, delivered }) => {
    let holding = 0;
    hold(() => {
      holding++;
      return { wait: never };
    });
    const { apiKey, userId } = await wf.api.newUser('premium');
    const { bookId, taskId } = await wf.createBook(apiKey, story);
    const ref: BookRef = { bookId, taskId, userId, apiKey };
    await expect.poll(() => holding, { timeout: 20_000 }).toBe(held);
    await expect.poll(async () => (await ledger.book(bookId)).stepsDone, { timeout: 20_000 }).toBe(stepsDone);

    const dead = await wf.restartRuntime();
    // The old process's run ended with it; the new process knows nothing of the book, which stays processing.
    expect(dead.stateMachine.executions.list().filter((run) => run.name === taskId).map((run) => run.status)).toEqual(['ABORTED']);
    await sleep(300);
    expect(await ledger.executionsNamed(wf.runtime, taskId)).toEqual([]);
    expect((await ledger.book(bookId)).status).toBe('processing');

    await reapAndExpectFailed(ref, delivered);
    // No redrive: the reaper only ends the book, it starts nothing.
    expect(await ledger.executionsNamed(wf.runtime, taskId)).toEqual([]);
  }, 60_000);
});

describe('Stranded jobs: a job accepted but never run is ended by the reaper and fully refunded; a retry never charges twice', () => {
  it('the acceptance transaction committed but its answer was lost: it is undone at once, named in the answer, and the retry is charged once', async () => {
    const { apiKey, userId } = await wf.api.newUser('premium');
    inject(wf.api, { call: 'accept', when: 'after', error: () => awsError('ServiceUnavailable', 503), times: 1 });
    const first = await post(apiKey, 'lost-acceptance');
    expectDependencyFailure(first);
    const [undone] = (await ledger.account(userId)).books;
    expect(first.body.error.meta).toMatchObject({ bookId: undone!.bookId, taskId: undone!.taskId });
    expect(undone).toMatchObject({ status: 'failed', creditsRefunded: 5 });
    expect(await ledger.account(userId)).toMatchObject({ creditsUsed: 0, booksToday: 0, claims: 0 });

    const retry = await post(apiKey, 'lost-acceptance');
    expect(retry.status).toBe(202);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    const ref: BookRef = { bookId: retry.body.data.bookId, taskId: retry.body.data.taskId, userId, apiKey };
    await wf.waitForBook(ref.bookId, apiKey);
    await expectExactOutcome(wf, ledger, ref, { status: 'completed', delivered: story.pageCount });
    expect(await ledger.account(userId)).toMatchObject({ creditsUsed: 5, booksToday: 1, claims: 1 });
  });

  it('the acceptance answer was lost and its undo failed too: the client has the ids, the reaper fails the book and refunds it all', async () => {
    const { apiKey, userId } = await wf.api.newUser('premium');
    inject(wf.api, { call: 'accept', when: 'after', error: () => awsError('ServiceUnavailable', 503), times: 1 });
    inject(wf.api, { call: 'release', when: 'before', error: () => awsError('ServiceUnavailable', 503), times: 1 });
    const first = await post(apiKey, 'never-retried');
    expectDependencyFailure(first);
    const [book] = (await ledger.account(userId)).books;
    expect(first.body.error.meta).toMatchObject({ bookId: book!.bookId, taskId: book!.taskId });
    const ref: BookRef = { bookId: book!.bookId, taskId: book!.taskId, userId, apiKey };
    // Nothing was queued, so nothing runs; the credits stay reserved, once.
    await sleep(300);
    expect(await ledger.executionsNamed(wf.runtime, ref.taskId)).toEqual([]);
    expect(await ledger.account(userId)).toMatchObject({ creditsUsed: 5, booksToday: 1, claims: 1 });

    await reapAndExpectFailed(ref, 0);
    // The key still names that book for its 24 hours: the answer now says it failed, and nothing is charged.
    const later = await post(apiKey, 'never-retried');
    expect(later.body.data).toEqual({ bookId: ref.bookId, taskId: ref.taskId, status: 'failed' });
    expect((await ledger.account(userId)).creditsUsed).toBe(0);
  });


  it('the queue send failed and so did its undo: the retry queues the job and the book is generated, charged once', async () => {
    const { apiKey, userId } = await wf.api.newUser('premium');
    inject(wf.api, { call: 'send job', when: 'before', error: () => awsError('ServiceUnavailable', 503) });
    inject(wf.api, { call: 'release', when: 'before', error: () => awsError('ProvisionedThroughputExceededException', 400) });
    const res = await post(apiKey, 'undo-failed');
    clearFaults(wf.api);
    expectDependencyFailure(res);
    const ref: BookRef = { bookId: res.body.error.meta.bookId, taskId: res.body.error.meta.taskId, userId, apiKey };
    const retry = await post(apiKey, 'undo-failed');
    expect(retry.body.data).toMatchObject({ bookId: ref.bookId, taskId: ref.taskId });
    await wf.waitForBook(ref.bookId, apiKey);
    await expectExactOutcome(wf, ledger, ref, { status: 'completed', delivered: story.pageCount });
    expect((await ledger.account(userId)).books).toHaveLength(1);
  });

  it('the queue send failed, so did its undo, and the client never retried: the reaper fails the book and refunds it all', async () => {
    const { apiKey, userId } = await wf.api.newUser('premium');
    inject(wf.api, { call: 'send job', when: 'before', error: () => awsError('ServiceUnavailable', 503) });
    inject(wf.api, { call: 'release', when: 'before', error: () => awsError('ProvisionedThroughputExceededException', 400) });
    const res = await post(apiKey, 'undo-failed-no-retry');
    clearFaults(wf.api);
    const ref: BookRef = { bookId: res.body.error.meta.bookId, taskId: res.body.error.meta.taskId, userId, apiKey };
    await sleep(300);
    expect(await ledger.executionsNamed(wf.runtime, ref.taskId)).toEqual([]);
    expect((await ledger.account(userId)).creditsUsed).toBe(5);
    await reapAndExpectFailed(ref, 0);
  });

  it('StartExecution is refused every time: the job goes to the dead-letter queue, the reaper fails it', async () => {
    await ledger.setRedeliveryDelay(1);
    try {
      const { apiKey, userId } = await wf.api.newUser('premium');
      const refused = inject(wf.api, { call: 'start run', when: 'before', error: () => awsError('ServiceUnavailable', 503) });
      const { bookId, taskId } = await wf.createBook(apiKey, story);
      const ref: BookRef = { bookId, taskId, userId, apiKey };
      const deadLetters: unknown[] = [];
      await expect
        .poll(async () => (deadLetters.push(...(await ledger.takeDeadLetters())), deadLetters), { timeout: 30_000, interval: 500 })
        .toEqual([{ bookId, taskId, userId }]);
      clearFaults(wf.api);
      // Delivered as often as the redrive policy allows, refused each time.
      expect(refused.hits).toBe(maxReceiveCount);
      expect(await ledger.executionsNamed(wf.runtime, taskId)).toEqual([]);
      expect((await ledger.book(bookId)).status).toBe('pending');

      await reapAndExpectFailed(ref, 0);
      expect(await ledger.executionsNamed(wf.runtime, taskId)).toEqual([]);
    } finally {
      await ledger.setRedeliveryDelay(30);
    }
  }, 60_000);

  it('the database stays down through MarkFailed: the run fails, the book stays processing, the reaper fails and refunds it', async () => {
    wf.images.rule = (input) => (input.index === 3 ? { fail: new ProviderRejectedError('refused', { provider: 'test', operation: 'illustrate' }) } : undefined);
    const refund = inject(wf.api, { call: 'fail', when: 'before', error: () => awsError('ServiceUnavailable', 503) });
    const { apiKey, userId } = await wf.api.newUser('premium');
    const { bookId, taskId } = await wf.createBook(apiKey, story);
    const ref: BookRef = { bookId, taskId, userId, apiKey };
    const runs = await runEnded(ledger, () => wf.runtime, taskId);
    clearFaults(wf.api);
    expect(runs.map((run) => run.status)).toEqual(['FAILED']);
    // MarkFailed's own retries (10 on a dependency error) all failed.
    expect(refund.hits).toBeGreaterThanOrEqual(11);
    const stuck = await ledger.book(bookId);
    expect(stuck.status).toBe('processing');
    expect(stuck.creditsRefunded).toBe(0);

    await reapAndExpectFailed(ref, stuck.delivered);
  }, 60_000);
});
