import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ProviderRejectedError, ProviderThrottledError, ProviderUnavailableError } from '../../lambdas/ports/provider-errors';
import { validStory } from '../integration/api-fixture';
import { startWorkflowFixture, type WorkflowFixture } from '../workflow/workflow-fixture';
import { expectExactOutcome, expectOneRun, expectSettled, runEnded, type BookRef } from './book-outcome';
import { expectDependencyFailure } from './envelope-expectations';
import { awsError, byName, cancelledTransaction, clearFaults, inject, type Injected } from './fault-injection';
import { Ledger } from './ledger';

// Faults at every workflow step (model ports, S3, DynamoDB before and after each write, Step Functions behind the
// dispatcher): whatever fails, and however often, the book ends completed or failed, charged for what was delivered.

let wf: WorkflowFixture;
let ledger: Ledger;
beforeAll(async () => {
  wf = await startWorkflowFixture('faults-workflow');
  ledger = new Ledger(wf.api.config);
});
afterAll(() => wf.close());
afterEach(() => {
  clearFaults(wf.api);
  wf.images.rule = undefined;
  wf.stories.rule = undefined;
});

const story = { ...validStory, pageCount: 5 };
const provider = { provider: 'test', operation: 'illustrate' } as const;
const rejected = () => new ProviderRejectedError('The model refused this request', provider);
const unavailable = () => new ProviderUnavailableError('The model is not answering', provider);
const throttled = () => new ProviderThrottledError('Too many requests', provider);
const EVERY_TIME = undefined;

/** A fault at the story model port: the plan, or one page's text, fails `times` times (every time if undefined). */
function storyModelFails(target: 'plan' | number, error: () => Error, times?: number): Injected {
  let hits = 0;
  wf.stories.rule = (call) => {
    const matches = target === 'plan' ? call.operation === 'planStory' : call.operation === 'writePage' && call.index === target;
    if (!matches || (times !== undefined && hits >= times)) return undefined;
    hits++;
    return { fail: error() };
  };
  return {
    get hits() {
      return hits;
    },
  };
}

/** A fault at the image model port: one page's picture fails `times` times (every time if undefined). */
function imageModelFails(index: number, error: () => Error, times?: number): Injected {
  let hits = 0;
  wf.images.rule = (input) => {
    if (input.index !== index || (times !== undefined && hits >= times)) return undefined;
    hits++;
    return { fail: error() };
  };
  return {
    get hits() {
      return hits;
    },
  };
}

/** Runs one book of a new user to its end under the faults `arrange` sets up; returns it and how often the fault fired. */
async function bookUnder(arrange: () => Injected) {
  const { apiKey, userId } = await wf.api.newUser('premium');
  const fault = arrange();
  const { bookId, taskId } = await wf.createBook(apiKey, story);
  await runEnded(ledger, () => wf.runtime, taskId);
  clearFaults(wf.api);
  return { ref: { bookId, taskId, userId, apiKey } satisfies BookRef, hits: fault.hits };
}

// Step Functions tries a step 6 times (5 retries) on a provider's transient error, 7 times (6 retries, an outage
// waited out) when the service's own dependency is down, once on anything else.
const ALL_ATTEMPTS = 6;
const OUTAGE_ATTEMPTS = 7;
// A crashed or timed-out invocation: tried 4 times (3 retries).
const CRASH_ATTEMPTS = 4;
/** What Step Functions reports for a Lambda that timed out, or died (killed, out of memory). */
const timedOut = () => Object.assign(new Error('Task timed out after 60.00 seconds'), { name: 'Sandbox.Timedout' });
const crashed = () => Object.assign(new Error('Runtime exited with error: signal: killed'), { name: 'Lambda.Unknown' });

interface Case {
  name: string;
  arrange: () => Injected;
  /** How often the fault fires: a number, or at least once where the count depends on timing. */
  hits: number | 'some';
}

function expectHits(fired: number, hits: number | 'some'): void {
  if (hits === 'some') expect(fired).toBeGreaterThan(0);
  else expect(fired).toBe(hits);
}

describe('Workflow: a transient failure at any step is retried and the book completes, charged in full', () => {
  const db = (call: string) => () => inject(wf.api, { call, when: 'before', error: () => awsError('ProvisionedThroughputExceededException', 400), times: 2 });
  const lostAnswer = (call: string) => () => inject(wf.api, { call, when: 'after', error: () => awsError('ServiceUnavailable', 503), times: 2 });
  const s3 = (call: string) => () => inject(wf.api, { call, when: 'before', error: () => awsError('SlowDown', 503), times: 2 });
  const cases: Case[] = [
    { name: 'the story model is unavailable for the plan, twice', arrange: () => storyModelFails('plan', unavailable, 2), hits: 2 },
    { name: "the story model throttles page 2's text, twice", arrange: () => storyModelFails(2, throttled, 2), hits: 2 },
    { name: "the image model is unavailable for page 3's picture, twice", arrange: () => imageModelFails(3, unavailable, 2), hits: 2 },
    { name: 'S3 fails storing the plan, twice', arrange: s3('put plan'), hits: 2 },
    { name: 'S3 fails reading the plan in a page step, twice', arrange: s3('get plan'), hits: 2 },
    { name: "S3 fails storing page 3's picture, twice", arrange: s3('put picture 3'), hits: 2 },
    { name: 'DynamoDB throttles reading the book, twice', arrange: db('find book'), hits: 2 },
    { name: 'DynamoDB throttles marking the task processing, twice', arrange: db('start task'), hits: 2 },
    { name: 'DynamoDB throttles saving the plan, twice', arrange: db('save plan'), hits: 2 },
    { name: "DynamoDB throttles saving page 2's text, twice", arrange: db('save text 2'), hits: 2 },
    { name: "DynamoDB throttles saving page 3's picture, twice", arrange: db('save picture 3'), hits: 2 },
    { name: "DynamoDB throttles Finalize's read of the book, twice", arrange: db('find story'), hits: 2 },
    { name: 'DynamoDB throttles completing the book, twice', arrange: db('complete'), hits: 2 },
    {
      name: "DynamoDB cancels saving page 2's text (TransactionConflict), three times",
      arrange: () => inject(wf.api, { call: 'save text 2', when: 'before', error: () => cancelledTransaction('TransactionConflict', 2), times: 3 }),
      hits: 3,
    },
    // The write landed and the answer was lost: the step runs again and must not count its step or credits twice.
    { name: 'marking the task processing lands but its answer is lost, twice', arrange: lostAnswer('start task'), hits: 2 },
    { name: 'saving the plan lands but its answer is lost, twice', arrange: lostAnswer('save plan'), hits: 2 },
    { name: "saving page 2's text lands but its answer is lost, twice", arrange: lostAnswer('save text 2'), hits: 2 },
    { name: "saving page 3's picture lands but its answer is lost, twice", arrange: lostAnswer('save picture 3'), hits: 2 },
    // Its retry finds the book completed already: that write is refused, not lost, and counts as done.
    { name: 'completing the book lands but its answer is lost', arrange: lostAnswer('complete'), hits: 1 },
    // A Lambda that dies right after its write is retried: what it wrote counts once.
    { name: "the picture step times out right after saving page 3's picture (Sandbox.Timedout)", arrange: () => inject(wf.api, { call: 'save picture 3', when: 'after', error: timedOut, times: 1 }), hits: 1 },
    { name: "the text step crashes right after saving page 2's text (Lambda.Unknown), twice", arrange: () => inject(wf.api, { call: 'save text 2', when: 'after', error: crashed, times: 2 }), hits: 2 },
    { name: 'Finalize crashes right after completing the book (Lambda.Unknown)', arrange: () => inject(wf.api, { call: 'complete', when: 'after', error: crashed, times: 1 }), hits: 1 },
    { name: 'MarkProcessing crashes before marking the task processing (Lambda.Unknown)', arrange: () => inject(wf.api, { call: 'start task', when: 'before', error: crashed, times: 1 }), hits: 1 },
  ];

  it.each(byName(cases))('%s', async (_name, { arrange, hits }) => {
    const { ref, hits: fired } = await bookUnder(arrange);
    expectHits(fired, hits);
    await expectExactOutcome(wf, ledger, ref, { status: 'completed' });
    await expectOneRun(ledger, wf.runtime, ref.taskId, 'SUCCEEDED');
  });
});

describe('Workflow: a permanent failure at any step ends the book failed, charging only the pages delivered', () => {
  const always = (call: string, error: () => Error, when: 'before' | 'after' = 'before') => () => inject(wf.api, { call, when, error });
  const dbDown = () => awsError('ServiceUnavailable', 503);
  const cases: Array<Case & { delivered?: number }> = [
    { name: 'the story model refuses the plan', arrange: () => storyModelFails('plan', rejected), hits: 1, delivered: 0 },
    { name: "the story model refuses page 3's text", arrange: () => storyModelFails(3, rejected), hits: 1 },
    { name: "the story model stays unavailable for page 3's text", arrange: () => storyModelFails(3, unavailable, EVERY_TIME), hits: ALL_ATTEMPTS },
    { name: "the image model refuses page 3's picture", arrange: () => imageModelFails(3, rejected), hits: 1 },
    { name: "the image model stays unavailable for page 3's picture", arrange: () => imageModelFails(3, unavailable, EVERY_TIME), hits: ALL_ATTEMPTS },
    { name: 'S3 stays unavailable for storing the plan', arrange: always('put plan', () => awsError('ServiceUnavailable', 503)), hits: OUTAGE_ATTEMPTS, delivered: 0 },
    { name: "S3 stays unavailable for storing page 3's picture", arrange: always('put picture 3', () => awsError('ServiceUnavailable', 503)), hits: OUTAGE_ATTEMPTS },
    { name: "S3 refuses page 3's picture (AccessDenied 403, not retried)", arrange: always('put picture 3', () => awsError('AccessDenied', 403)), hits: 1 },
    { name: 'DynamoDB stays down for marking the task processing', arrange: always('start task', dbDown), hits: OUTAGE_ATTEMPTS, delivered: 0 },
    { name: 'DynamoDB stays down for saving the plan', arrange: always('save plan', dbDown), hits: OUTAGE_ATTEMPTS, delivered: 0 },
    { name: "DynamoDB stays down for saving page 3's text", arrange: always('save text 3', dbDown), hits: OUTAGE_ATTEMPTS },
    { name: "DynamoDB stays down for saving page 3's picture", arrange: always('save picture 3', dbDown), hits: OUTAGE_ATTEMPTS },
    // Every page is delivered and paid for; only the book's last write fails.
    { name: 'DynamoDB stays down for completing the book', arrange: always('complete', dbDown), hits: OUTAGE_ATTEMPTS, delivered: 5 },
    // The picture lands every time and its answer never comes back: page 3 is delivered, so it is paid for.
    { name: "saving page 3's picture lands but its answer is always lost", arrange: always('save picture 3', dbDown, 'after'), hits: OUTAGE_ATTEMPTS },
    // A step that crashes every time is retried three times (crashRetry), then the book fails: a bug, not luck.
    { name: "the picture step crashes every time right after saving page 3's picture (Lambda.Unknown)", arrange: always('save picture 3', crashed, 'after'), hits: CRASH_ATTEMPTS },
  ];

  it.each(byName(cases))('%s', async (_name, { arrange, hits, delivered }) => {
    const { ref, hits: fired } = await bookUnder(arrange);
    expectHits(fired, hits);
    const ended = await expectExactOutcome(wf, ledger, ref, { status: 'failed', ...(delivered !== undefined && { delivered }) });
    await expectOneRun(ledger, wf.runtime, ref.taskId, 'FAILED');
    await expectSettled(ledger, ref, ended);
  });
});

describe('Workflow: MarkFailed refunds exactly once, whatever fails while it runs', () => {
  const cases: Case[] = [
    { name: 'its refund transaction is throttled twice', arrange: () => inject(wf.api, { call: 'fail', when: 'before', error: () => awsError('ThrottlingException', 400), times: 2 }), hits: 2 },
    { name: 'its read of the book is throttled twice', arrange: () => inject(wf.api, { call: 'find story', when: 'before', error: () => awsError('ThrottlingException', 400), times: 2 }), hits: 2 },
    // Its retry reads the book failed already and writes nothing, so it cannot refund twice.
    { name: 'its refund lands but the answer is lost', arrange: () => inject(wf.api, { call: 'fail', when: 'after', error: () => awsError('ServiceUnavailable', 503), times: 2 }), hits: 1 },
  ];

  it.each(byName(cases))("page 3's picture is refused and %s", async (_name, { arrange, hits }) => {
    const { ref, hits: fired } = await bookUnder(() => {
      imageModelFails(3, rejected);
      return arrange();
    });
    expectHits(fired, hits);
    const ended = await expectExactOutcome(wf, ledger, ref, { status: 'failed' });
    await expectOneRun(ledger, wf.runtime, ref.taskId, 'FAILED');
    await expectSettled(ledger, ref, ended);
  });
});

describe('Workflow: a job delivered again, or a dispatcher that crashes around StartExecution, runs exactly once', () => {
  // A failed dispatch is redelivered after the queue's visibility timeout: one second here instead of thirty.
  beforeAll(() => ledger.setRedeliveryDelay(1));
  afterAll(() => ledger.setRedeliveryDelay(30));

  const startRun = (when: 'before' | 'after', times?: number) => () =>
    inject(wf.api, { call: 'start run', when, error: () => awsError('ServiceUnavailable', 503), ...(times !== undefined && { times }) });
  const cases: Case[] = [
    { name: 'StartExecution fails twice before starting the run', arrange: startRun('before', 2), hits: 2 },
    { name: 'the run starts but the dispatcher crashes before acknowledging the message', arrange: startRun('after', 1), hits: 1 },
    // Redelivered while the run is going, StartExecution answers with that run; once it ended, "already exists".
    { name: 'the run starts but the dispatcher crashes after every StartExecution that succeeds', arrange: startRun('after'), hits: 'some' },
  ];

  it.each(byName(cases))('%s → redelivered, one execution, the book completes', async (_name, { arrange, hits }) => {
    const starts = () => wf.api.log.count(/SFNClient:StartExecutionCommand/);
    const startsBefore = starts();
    const { ref, hits: fired } = await bookUnder(arrange);
    expectHits(fired, hits);
    // The message came back after each failed dispatch, until one was acknowledged.
    await expect.poll(() => starts() - startsBefore, { timeout: 10_000 }).toBeGreaterThan(fired);
    await expectExactOutcome(wf, ledger, ref, { status: 'completed' });
    expect(await ledger.takeDeadLetters()).toEqual([]);
    await expectOneRun(ledger, wf.runtime, ref.taskId, 'SUCCEEDED');
  }, 60_000);

  it("the queue send's answer is lost: the acceptance is undone, the stray job's run stops without touching it, and the retry's book completes", async () => {
    const { apiKey, userId } = await wf.api.newUser('premium');
    inject(wf.api, { call: 'send job', when: 'after', error: () => awsError('ServiceUnavailable', 503), times: 1 });
    wf.api.clock.set(new Date().toISOString());
    const headers = { 'x-api-key': apiKey, 'idempotency-key': 'lost-send' };
    const res = await wf.api.request('POST', '/v1/stories', { headers, body: story });
    expectDependencyFailure(res);
    const stray: BookRef = { bookId: res.body.error.meta.bookId, taskId: res.body.error.meta.taskId, userId, apiKey };

    // The message landed: it is dispatched, and MarkProcessing finds the task already failed.
    const strayRuns = await runEnded(ledger, () => wf.runtime, stray.taskId);
    expect(strayRuns.map((run) => run.status)).toEqual(['SUCCEEDED']);
    const strayBook = await expectExactOutcome(wf, ledger, stray, { status: 'failed', delivered: 0 });
    expect(strayBook.errorMessage).toMatch(/could not be queued/);

    const retry = await wf.api.request('POST', '/v1/stories', { headers, body: story });
    expect(retry.status).toBe(202);
    const fresh: BookRef = { ...retry.body.data, userId, apiKey };
    expect(fresh.bookId).not.toBe(stray.bookId);
    await runEnded(ledger, () => wf.runtime, fresh.taskId);
    await expectExactOutcome(wf, ledger, fresh, { status: 'completed' });
    await expectOneRun(ledger, wf.runtime, fresh.taskId, 'SUCCEEDED');
    expect((await ledger.account(userId)).creditsUsed).toBe(story.pageCount);
  }, 60_000);
});
