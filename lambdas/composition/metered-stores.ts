import type { GenerationStore } from '../ports/generation-store';
import type { Metrics } from '../ports/metrics';
import type { StoryStore } from '../ports/story-store';

// Counted where the write is confirmed, so the figures match the table and not the attempts.

/** Counts accepted books and the credits charged for them, and credits given back when a job could not be queued. */
export function meteredStoryStore(store: StoryStore, metrics: Metrics): StoryStore {
  return {
    accept: async (acceptance) => {
      const result = await store.accept(acceptance);
      if (result.outcome === 'accepted') {
        metrics.count('BooksAccepted');
        metrics.count('CreditsSpent', acceptance.charge?.credits ?? 0);
      }
      return result;
    },
    releaseUnqueued: async (acceptance, errorMessage) => {
      const released = await store.releaseUnqueued(acceptance, errorMessage);
      if (released) metrics.count('CreditsRefunded', acceptance.charge?.credits ?? 0);
      return released;
    },
    findStory: (bookId) => store.findStory(bookId),
    findTask: (bookId, taskId) => store.findTask(bookId, taskId),
  };
}

/** Counts completed and failed books, and the credits refunded for pages never made. */
export function meteredGenerationStore(store: GenerationStore, metrics: Metrics): GenerationStore {
  return {
    startTask: (task, stepsTotal, now) => store.startTask(task, stepsTotal, now),
    findBook: (bookId) => store.findBook(bookId),
    findStory: (bookId) => store.findStory(bookId),
    savePlan: (task, plan, now) => store.savePlan(task, plan, now),
    savePageText: (task, index, text, now, events) => store.savePageText(task, index, text, now, events),
    saveBookFiles: (task, files, now) => store.saveBookFiles(task, files, now),
    savePageImage: (task, index, imageKey, now, events) => store.savePageImage(task, index, imageKey, now, events),
    complete: async (task, coverImageKey, now, events) => {
      const completedNow = await store.complete(task, coverImageKey, now, events);
      // A retried Finalize finds the book completed already: it was counted the first time.
      if (completedNow) metrics.count('BooksCompleted');
      return completedNow;
    },
    fail: async (task, ending, now) => {
      const outcome = await store.fail(task, ending, now);
      if (!outcome.alreadyEnded) {
        metrics.count('BooksFailed');
        metrics.count('CreditsRefunded', outcome.creditsRefunded);
      }
      return outcome;
    },
    findStuck: (before, limit) => store.findStuck(before, limit),
  };
}
