import type { ExecutionListItem, ExecutionStatus } from '@aws-sdk/client-sfn';
import { expect } from 'vitest';
import type { GenerationRuntime } from '../../local/generation-runtime';
import type { WorkflowFixture } from '../workflow/workflow-fixture';
import type { BookState, Ledger } from './ledger';

// The rule every workflow fault case ends with: completed or failed, paid for exactly the pages delivered (the rest
// given back), one run named by the task, and GET answering with the spec's envelope.

export interface BookRef {
  bookId: string;
  taskId: string;
  userId: string;
  apiKey: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until the run named `taskId` on the runtime's state machine has ended; returns the runs of that name. */
export async function runEnded(ledger: Ledger, runtime: () => GenerationRuntime, taskId: string, timeoutMs = 45_000): Promise<ExecutionListItem[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const runs = await ledger.executionsNamed(runtime(), taskId);
    if (runs.length > 0 && runs.every((run) => run.status !== 'RUNNING')) return runs;
    if (Date.now() > deadline) throw new Error(`The run ${taskId} did not end: ${JSON.stringify(runs)}`);
    await sleep(50);
  }
}

/** Exactly one run named by the task, ended as `status`. */
export async function expectOneRun(ledger: Ledger, runtime: GenerationRuntime, taskId: string, status: ExecutionStatus): Promise<void> {
  expect((await ledger.executionsNamed(runtime, taskId)).map((run) => run.status)).toEqual([status]);
}

export async function expectExactOutcome(
  wf: WorkflowFixture,
  ledger: Ledger,
  ref: BookRef,
  expected: { status: 'completed' | 'failed'; delivered?: number },
): Promise<BookState> {
  const book = await ledger.book(ref.bookId);
  const pageCount = book.creditsReserved;
  expect(book.status, 'the book ended').toBe(expected.status);
  if (expected.delivered !== undefined) expect(book.delivered, 'pages delivered').toBe(expected.delivered);
  if (expected.status === 'completed') {
    expect(book.delivered, 'a completed book delivered every page').toBe(pageCount);
    expect(book.stepsDone, 'a completed book finished every step once').toBe(2 * pageCount + 3);
  } else {
    // It says why, then what happened to the credits: some came back, or every page was made and they stay spent.
    const creditsNote = book.creditsRefunded > 0 ? /credits .*were returned\.$/i : /Every page was finished, so its credits stay spent\.$/;
    expect(book.errorMessage, 'a failed book says why and what became of its credits').toMatch(creditsNote);
  }
  // A retried step is counted once: never more finished steps than the book has.
  expect(book.stepsDone, 'finished steps, each counted once').toBeLessThanOrEqual(2 * pageCount + 3);
  // Spent for what was delivered, refunded for the rest: on the task and on the account alike.
  expect(book.creditsReserved - book.creditsRefunded, 'credits kept by the task = pages delivered').toBe(book.delivered);
  const account = await ledger.account(ref.userId);
  expect(account.books.map((b) => b.bookId)).toContain(ref.bookId);
  expect(account.creditsUsed, "the account's credits used = what its books kept").toBe(account.books.reduce((sum, b) => sum + b.creditsReserved - b.creditsRefunded, 0));

  const requestId = `outcome-${ref.taskId}`;
  const res = await wf.api.request('GET', `/v1/stories/${ref.bookId}`, { headers: { 'x-api-key': ref.apiKey, 'x-request-id': requestId } });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ ok: true, requestId, data: { id: ref.bookId, status: expected.status } });
  const story = res.body.data;
  expect(story.pages.filter((page: { content: unknown; imageUrl: unknown }) => page.content && page.imageUrl)).toHaveLength(book.delivered);
  expect(story.progress).toBe(expected.status === 'completed' ? 100 : Math.min(99, Math.floor((100 * book.stepsDone) / (2 * pageCount + 3))));
  expect(story.errorMessage).toBe(expected.status === 'failed' ? book.errorMessage : null);
  return book;
}

/** A failed book stays as it ended: a page still in flight cannot land after the refund. */
export async function expectSettled(ledger: Ledger, ref: BookRef, ended: BookState): Promise<void> {
  await sleep(150);
  expect(await ledger.book(ref.bookId)).toEqual(ended);
}
