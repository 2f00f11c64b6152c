import { describe, expect, it } from 'vitest';
import { endingFor, failureReason, progressOf, stepsFor, undeliveredCredits, withCreditsNote } from '../../lambdas/core/generation';
import { cancelEnding } from '../../lambdas/core/cancel-story';
import type { StoredStory, TaskRecord } from '../../lambdas/core/records';

const task = (over: Partial<TaskRecord> = {}): TaskRecord => ({
  taskId: 't1', bookId: 'b1', userId: 'u1', status: 'processing', progress: 0, errorMessage: null, creditsReserved: 6,
  creditPeriod: '2026-11', creditsRefunded: 0, createdAt: '', updatedAt: '', completedAt: null, ...over,
});
const story = (pages: Array<[number, boolean, boolean]>, over: Partial<TaskRecord> = {}): StoredStory => ({
  book: {} as StoredStory['book'],
  tasks: [task(over)],
  pages: pages.map(([index, text, image]) => ({ index, title: null, content: text ? 'x' : null, imageKey: image ? 'k' : null })),
});

describe('progress rises with finished steps: plan, each page text and picture, finalize', () => {
  it('counts 2 steps per page plus plan and finalize', () => {
    expect(stepsFor(5)).toBe(13);
    expect(stepsFor(15)).toBe(33);
  });

  it('is the share of steps done, never 100 before completion', () => {
    expect(progressOf(task({ stepsDone: 0, stepsTotal: 12 }))).toBe(0);
    expect(progressOf(task({ stepsDone: 6, stepsTotal: 12 }))).toBe(50);
    expect(progressOf(task({ stepsDone: 12, stepsTotal: 12 }))).toBe(99);
    expect(progressOf(task({ status: 'completed', stepsDone: 12, stepsTotal: 12 }))).toBe(100);
  });

  it('a task not started yet shows its stored progress (0)', () => {
    expect(progressOf(task({ status: 'pending' }))).toBe(0);
  });
});

describe('a failed book returns the credits of the pages not delivered', () => {
  it('a page counts as delivered only with both text and picture', () => {
    expect(undeliveredCredits(story([[0, true, true], [1, true, false], [2, false, true]]), 't1')).toBe(5);
  });

  it('nothing delivered → everything back; everything delivered → nothing back', () => {
    expect(undeliveredCredits(story([]), 't1')).toBe(6);
    expect(undeliveredCredits(story(Array.from({ length: 6 }, (_, i) => [i, true, true] as [number, boolean, boolean])), 't1')).toBe(0);
  });
});

describe('errorMessage is human-readable', () => {
  const failureMessage = (error: Parameters<typeof failureReason>[0], refunded = 3) => withCreditsNote(failureReason(error), refunded);

  it('names a refused provider call with its reason', () => {
    const message = failureMessage({ Error: 'ProviderRejectedError', Cause: JSON.stringify({ errorMessage: 'Image model refused page 3' }) });
    expect(message).toBe('The story or picture service refused this book: Image model refused page 3. Credits for unfinished pages were returned.');
  });

  it('an unknown error says so without leaking its internals', () => {
    const message = failureMessage({ Error: 'TypeError', Cause: JSON.stringify({ errorMessage: 'x is undefined at /var/task/index.mjs' }) });
    expect(message).toBe('Generation failed unexpectedly (TypeError). Credits for unfinished pages were returned.');
  });

  it('a book that failed with every page made says its credits stay spent, not that any came back', () => {
    const message = failureMessage({ Error: 'ProviderUnavailableError', Cause: '{}' }, 0);
    expect(message).toBe('The story or picture service was unavailable for too long (ProviderUnavailableError). Every page was finished, so its credits stay spent.');
  });

  it('a dependency of the service that stayed down is named, with how long the book waited', () => {
    const message = failureMessage({ Error: 'ExternalServiceError', Cause: JSON.stringify({ errorMessage: 'The picture storage is temporarily unavailable. Please retry.' }) });
    expect(message).toBe('The picture storage stayed unavailable for too long (the book waited about two minutes). Credits for unfinished pages were returned.');
    expect(failureMessage({ Error: 'ExternalServiceError', Cause: '{}' })).toMatch(/^The storage stayed unavailable/);
  });

  it('a timeout and a missing error are handled', () => {
    expect(failureMessage({ Error: 'States.Timeout' })).toMatch(/took too long/);
    expect(failureMessage(undefined)).toMatch(/unexpectedly \(Unknown\)/);
  });
});

describe('every failure message is true for a test book, which reserved no credits', () => {
  const testBook = (pages: Array<[number, boolean, boolean]>): StoredStory => ({ ...story(pages, { creditsReserved: 0 }), book: { livemode: false } as StoredStory['book'] });
  const reaperReason = 'Generation stopped making progress for 15 minutes and was ended.';

  it('reaped with every page made: says it used no credits, not that they stay spent', () => {
    const ending = endingFor(reaperReason, 't1')(testBook([[0, true, true], [1, true, true]]));
    expect(ending).toEqual({ creditsToRefund: 0, errorMessage: `${reaperReason} Test books use no credits.` });
  });

  it('cancelled at progress 0: says it used no credits, not that every page was finished', () => {
    const ending = cancelEnding('t1', '2026-11-27T00:00:00.000Z')(testBook([]));
    expect(ending).toEqual({ creditsToRefund: 0, errorMessage: 'Cancelled by its owner. Test books use no credits.', cancelledAt: '2026-11-27T00:00:00.000Z' });
  });

  it('a live book keeps its notes', () => {
    expect(endingFor('Cancelled by its owner', 't1')(story([])).errorMessage).toBe('Cancelled by its owner. Credits for unfinished pages were returned.');
    expect(withCreditsNote('x', 0, false)).toBe('x. Test books use no credits.');
  });
});
