import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiFixture, validStory, type ApiFixture } from '../integration/api-fixture';
import { expectDependencyFailure, expectErrorEnvelope } from './envelope-expectations';
import { awsError, byName, cancelledTransaction, clearFaults, failing, inject, serviceErrors, type When } from './fault-injection';
import { Ledger, type AccountState } from './ledger';

// Every SDK call of POST and GET, failed before it reaches the service or after the service did the work (the answer
// lost): the client gets the envelope, the account holds exactly what was accepted, a retry with the same key charges once.

let api: ApiFixture;
let ledger: Ledger;
beforeAll(async () => {
  api = await startApiFixture('faults-request-path');
  ledger = new Ledger(api.config);
});
afterAll(() => api.close());
beforeEach(async () => {
  await ledger.takeJobs();
});
afterEach(() => clearFaults(api));

const story = { ...validStory, pageCount: 5 };
let requestCount = 0;

function post(apiKey: string, idempotencyKey: string) {
  const requestId = `fault-${++requestCount}`;
  const res = api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey, 'idempotency-key': idempotencyKey, 'x-request-id': requestId }, body: story });
  return { requestId, res };
}

/** The account as a table row: book statuses (sorted), credits, today's count, claimed keys, queued jobs. */
interface Holding {
  books: string[];
  creditsUsed: number;
  booksToday: number;
  claims: number;
  jobs: number;
}

async function holding(userId: string): Promise<Holding & { account: AccountState; jobIds: string[] }> {
  const account = await ledger.account(userId);
  const jobs = await ledger.takeJobs();
  return {
    account,
    jobIds: jobs.map((job) => job.bookId),
    books: account.books.map((book) => book.status).sort(),
    creditsUsed: account.creditsUsed,
    booksToday: account.booksToday,
    claims: account.claims,
    jobs: jobs.length,
  };
}

/** Credits are exact: what is used is what the books reserved minus what they gave back; a failed book gave back all. */
function expectExactCredits(account: AccountState): void {
  expect(account.creditsUsed, "credits used = what the user's books kept").toBe(account.books.reduce((sum, book) => sum + book.creditsReserved - book.creditsRefunded, 0));
  for (const book of account.books.filter((b) => b.status === 'failed')) expect(book.creditsRefunded, 'a book failed before it ran gave back all').toBe(book.creditsReserved);
}

const nothing: Holding = { books: [], creditsUsed: 0, booksToday: 0, claims: 0, jobs: 0 };
const oneQueuedBook: Holding = { books: ['pending'], creditsUsed: 5, booksToday: 1, claims: 1, jobs: 1 };

interface PostStep {
  step: string;
  call: string;
  service: 'dynamodb' | 'sqs';
  when: When;
  /** What the failed request leaves behind. */
  left: Holding;
  /** After the client's retry with the same key (its jobs counted anew). */
  retried: Holding;
  /** Whether the retry answers with the first request's ids (`idempotent-replayed`). */
  replayed: boolean;
}

const postSteps: PostStep[] = [
  { step: 'the key lookup', call: 'find key', service: 'dynamodb', when: 'before', left: nothing, retried: oneQueuedBook, replayed: false },
  { step: 'the key lookup', call: 'find key', service: 'dynamodb', when: 'after', left: nothing, retried: oneQueuedBook, replayed: false },
  { step: 'the minute counter', call: 'count request', service: 'dynamodb', when: 'before', left: nothing, retried: oneQueuedBook, replayed: false },
  { step: 'the minute counter', call: 'count request', service: 'dynamodb', when: 'after', left: nothing, retried: oneQueuedBook, replayed: false },
  { step: 'the acceptance transaction', call: 'accept', service: 'dynamodb', when: 'before', left: nothing, retried: oneQueuedBook, replayed: false },
  // Committed, answer lost: the outcome is unknown to the service, so it undoes the acceptance (task failed, credits
  // and daily slot back, key freed) and names the book in error.meta; the retry makes a fresh book (when even the
  // undo fails, the stuck-job reaper ends it: see stranded-jobs.test.ts).
  {
    step: 'the acceptance transaction',
    call: 'accept',
    service: 'dynamodb',
    when: 'after',
    left: { books: ['failed'], creditsUsed: 0, booksToday: 0, claims: 0, jobs: 0 },
    retried: { books: ['failed', 'pending'], creditsUsed: 5, booksToday: 1, claims: 1, jobs: 1 },
    replayed: false,
  },
  // The acceptance is undone (task failed, credits and daily slot back, key freed): the retry makes a fresh book.
  {
    step: 'the queue send',
    call: 'send job',
    service: 'sqs',
    when: 'before',
    left: { books: ['failed'], creditsUsed: 0, booksToday: 0, claims: 0, jobs: 0 },
    retried: { books: ['failed', 'pending'], creditsUsed: 5, booksToday: 1, claims: 1, jobs: 1 },
    replayed: false,
  },
  // Undone as above, but the message did land: its run must find the task ended (see workflow-faults.test.ts).
  {
    step: 'the queue send',
    call: 'send job',
    service: 'sqs',
    when: 'after',
    left: { books: ['failed'], creditsUsed: 0, booksToday: 0, claims: 0, jobs: 1 },
    retried: { books: ['failed', 'pending'], creditsUsed: 5, booksToday: 1, claims: 1, jobs: 1 },
    replayed: false,
  },
];

const postCases = postSteps.flatMap((step) =>
  serviceErrors[step.service].map(([errorLabel, error]) => ({ ...step, error, name: `${step.step} ${failing(step.when)}: ${errorLabel}` })),
);

describe('Request path: a dependency failure at any step of POST /v1/stories is a 502 envelope and leaves nothing half done', () => {
  it.each(byName(postCases))('%s', async (_name, { call, when, error, left, retried, replayed }) => {
    const { apiKey, userId } = await api.newUser('pro');
    const fault = inject(api, { call, when, error });
    const first = post(apiKey, 'the-same-key');
    const res = await first.res;
    clearFaults(api);

    expect(fault.hits).toBe(1);
    expectDependencyFailure(res, first.requestId);
    const afterFailure = await holding(userId);
    expect(afterFailure, 'what the failed request left').toMatchObject(left);
    expectExactCredits(afterFailure.account);
    // A book the client was told about is one it can find; a released one is named in error.meta.
    if (left.books.includes('failed')) expect(res.body.error.meta.bookId).toBe(afterFailure.account.books[0]!.bookId);
    if (call === 'send job' && when === 'after') expect(afterFailure.jobIds).toEqual([afterFailure.account.books[0]!.bookId]);

    const retry = await post(apiKey, 'the-same-key').res;
    expect(retry.status).toBe(202);
    expect(retry.headers.get('idempotent-replayed') === 'true').toBe(replayed);
    const afterRetry = await holding(userId);
    expect(afterRetry, "what the client's retry left").toMatchObject(retried);
    expectExactCredits(afterRetry.account);
    // Exactly one live book, the one the retry names, charged once.
    const live = afterRetry.account.books.filter((book) => book.status !== 'failed');
    expect(live.map((book) => book.bookId)).toEqual([retry.body.data.bookId]);
    expect(afterRetry.jobIds).toEqual(retried.jobs === 1 ? [retry.body.data.bookId] : []);

    // A third send of the same request never charges again.
    const again = await post(apiKey, 'the-same-key').res;
    expect(again.status).toBe(202);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.data.bookId).toBe(retry.body.data.bookId);
    expect((await ledger.account(userId)).creditsUsed).toBe(retried.creditsUsed);
  });
});

describe('Request path: a transaction DynamoDB cancels (throttled or conflicting) is tried again inside the request', () => {
  it.each(['ThrottlingError', 'TransactionConflict'] as const)('cancelled for %s twice → 202, one book, one charge', async (code) => {
    const { apiKey, userId } = await api.newUser('pro');
    const fault = inject(api, { call: 'accept', when: 'before', error: () => cancelledTransaction(code), times: 2 });
    const res = await post(apiKey, 'k').res;
    expect(fault.hits).toBe(2);
    expect(res.status).toBe(202);
    expect(await holding(userId)).toMatchObject(oneQueuedBook);
  });

  it.each(['ThrottlingError', 'TransactionConflict'] as const)('cancelled for %s every time → 502 envelope, nothing written; the retry succeeds', async (code) => {
    const { apiKey, userId } = await api.newUser('pro');
    const fault = inject(api, { call: 'accept', when: 'before', error: () => cancelledTransaction(code) });
    const first = post(apiKey, 'k');
    const res = await first.res;
    clearFaults(api);
    expect(fault.hits).toBeGreaterThan(1);
    expectDependencyFailure(res, first.requestId);
    expect(await holding(userId)).toMatchObject(nothing);
    expect((await post(apiKey, 'k').res).status).toBe(202);
    expect(await holding(userId)).toMatchObject(oneQueuedBook);
  });

  it('a transaction still in progress (TransactionInProgressException) → 502 envelope, nothing written', async () => {
    const { apiKey, userId } = await api.newUser('pro');
    inject(api, { call: 'accept', when: 'before', error: () => awsError('TransactionInProgressException', 400) });
    const first = post(apiKey, 'k');
    expectDependencyFailure(await first.res, first.requestId);
    expect(await holding(userId)).toMatchObject(nothing);
  });
});

describe('Request path: when the queue send fails and so does its undo, the job stays charged once, never twice', () => {
  it.each(serviceErrors.dynamodb)('the undo %s → 502 envelope saying it will be refunded; the retry replays the same book', async (_label, error) => {
    const { apiKey, userId } = await api.newUser('pro');
    inject(api, { call: 'send job', when: 'before', error: () => awsError('ServiceUnavailable', 503) });
    const undo = inject(api, { call: 'release', when: 'before', error });
    const first = post(apiKey, 'k');
    const res = await first.res;
    clearFaults(api);
    expect(undo.hits).toBe(1);
    expectDependencyFailure(res, first.requestId);
    expect(res.body.error.message).toMatch(/marked failed and refunded/);
    const left = await holding(userId);
    expect(left).toMatchObject({ books: ['pending'], creditsUsed: 5, booksToday: 1, claims: 1, jobs: 0 });
    expect(res.body.error.meta).toMatchObject({ bookId: left.account.books[0]!.bookId, taskId: left.account.books[0]!.taskId });

    const retry = await post(apiKey, 'k').res;
    expect(retry.status).toBe(202);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body.data).toEqual({ bookId: res.body.error.meta.bookId, taskId: res.body.error.meta.taskId, status: 'pending' });
    // The replay queued the job the first request could not.
    expect(await holding(userId)).toMatchObject({ books: ['pending'], creditsUsed: 5, booksToday: 1, claims: 1, jobs: 1 });
  });
});

describe('Request path: a replay of a book still pending queues its job again, and a failing queue there undoes nothing', () => {
  it('the replay queues the job once more (the dispatcher runs one per task id); nothing is charged again', async () => {
    const { apiKey, userId } = await api.newUser('pro');
    const first = await post(apiKey, 'k').res;
    expect((await holding(userId)).jobIds).toEqual([first.body.data.bookId]);
    const replay = await post(apiKey, 'k').res;
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await holding(userId)).toMatchObject({ books: ['pending'], creditsUsed: 5, booksToday: 1, claims: 1, jobs: 1 });
  });

  it.each(serviceErrors.sqs)('the queue %s on the replay → 502 naming the book; the book stays accepted and a later retry queues it', async (_label, error) => {
    const { apiKey, userId } = await api.newUser('pro');
    const first = await post(apiKey, 'k').res;
    await ledger.takeJobs();
    inject(api, { call: 'send job', when: 'before', error });
    const replay = post(apiKey, 'k');
    const res = await replay.res;
    clearFaults(api);
    expectDependencyFailure(res, replay.requestId);
    expect(res.body.error.meta).toMatchObject({ bookId: first.body.data.bookId, taskId: first.body.data.taskId });
    expect(await holding(userId)).toMatchObject({ books: ['pending'], creditsUsed: 5, booksToday: 1, claims: 1, jobs: 0 });
    const retry = await post(apiKey, 'k').res;
    expect(retry.status).toBe(202);
    expect(retry.body.data.bookId).toBe(first.body.data.bookId);
    expect(await holding(userId)).toMatchObject({ books: ['pending'], creditsUsed: 5, jobs: 1 });
  });
});

describe('Request path: a refusal that retrying cannot fix is a 500 envelope without internals, and nothing is charged', () => {
  it.each([
    ['the key lookup', 'find key'],
    ['the minute counter', 'count request'],
    ['the acceptance transaction', 'accept'],
  ])('%s refused (AccessDeniedException 400) → 500 INTERNAL_ERROR', async (_step, call) => {
    const { apiKey, userId } = await api.newUser('pro');
    inject(api, { call, when: 'before', error: () => awsError('AccessDeniedException', 400) });
    const first = post(apiKey, 'k');
    const res = await first.res;
    clearFaults(api);
    expectErrorEnvelope(res, { status: 500, code: 'INTERNAL_ERROR', requestId: first.requestId });
    expect(await holding(userId)).toMatchObject(nothing);
    expect((await post(apiKey, 'k').res).status).toBe(202);
  });

  it('the queue refusing the send (AccessDenied 403) is still a dependency failure: 502, the acceptance undone', async () => {
    const { apiKey, userId } = await api.newUser('pro');
    inject(api, { call: 'send job', when: 'before', error: () => awsError('AccessDenied', 403) });
    const first = post(apiKey, 'k');
    expectDependencyFailure(await first.res, first.requestId);
    expect(await holding(userId)).toMatchObject({ books: ['failed'], creditsUsed: 0, booksToday: 0, claims: 0, jobs: 0 });
  });
});

describe('Request path: a dependency failure on GET /v1/stories/{id} is a 502 envelope and changes nothing', () => {
  let reader: { apiKey: string; userId: string };
  let bookId: string;
  beforeAll(async () => {
    reader = await api.newUser('pro');
    bookId = (await post(reader.apiKey, 'get-book').res).body.data.bookId;
  });

  const getCases = (['find key', 'find story'] as const).flatMap((call) =>
    (['before', 'after'] as const).flatMap((when) =>
      serviceErrors.dynamodb.map(([errorLabel, error]) => ({ call, when, error, name: `${call === 'find key' ? 'the key lookup' : 'the book read'} ${failing(when)}: ${errorLabel}` })),
    ),
  );

  it.each(byName(getCases))('%s', async (_name, { call, when, error }) => {
    const before = await ledger.account(reader.userId);
    const requestId = `get-${++requestCount}`;
    const fault = inject(api, { call, when, error });
    const res = await api.request('GET', `/v1/stories/${bookId}`, { headers: { 'x-api-key': reader.apiKey, 'x-request-id': requestId } });
    clearFaults(api);
    expect(fault.hits).toBe(1);
    expectDependencyFailure(res, requestId);
    expect(await ledger.account(reader.userId)).toEqual(before);
    const ok = await api.request('GET', `/v1/stories/${bookId}`, { headers: { 'x-api-key': reader.apiKey } });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ ok: true, data: { id: bookId, status: 'pending' } });
  });
});
