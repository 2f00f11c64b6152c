import { sha256Hex } from './canonical-json';
import { progressOf } from './generation';
import type { BookRecord, StoredStory, TaskRecord } from './records';
import { webhookEventTypes, type Story } from './schemas';
import { toStoryView } from './get-story';
import { livemodeOf, testModeMark } from './key-mode';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';
import type { WebhookEvents, WebhookOutboxEntry } from '../ports/webhook-events';
import type { TaskEnding } from '../ports/generation-store';

// What a book's webhook is told, and when: the generation steps call notifyWebhook after each status change.

export { webhookEventTypes };
export type WebhookEventType = (typeof webhookEventTypes)[number];
/** What a book created with `webhook` and without `webhookEvents` is told. */
export const defaultWebhookEvents: readonly WebhookEventType[] = ['story.completed', 'story.failed'];

/**
 * The `webhook-id`: one per fact (this task of this book reached this state, or this page landed), so a step
 * retried after it emitted, or two steps that both see a page land, give the receiver the same id to dedupe on.
 */
export function webhookEventId(bookId: string, taskId: string, type: WebhookEventType, pageIndex?: number): string {
  return `msg_${sha256Hex([bookId, taskId, type, pageIndex ?? ''].join('|')).slice(0, 32)}`;
}

export interface WebhookPayload {
  readonly type: WebhookEventType;
  /** When the event was emitted (ISO 8601). */
  readonly timestamp: string;
  readonly data: {
    readonly bookId: string;
    readonly taskId: string;
    readonly status: TaskRecord['status'];
    readonly progress: number;
    /** False for a test book's events (signed with the test secret), true for a live one's. */
    readonly livemode: boolean;
    /** story.failed: the reason, as GET shows it. */
    readonly errorMessage?: string | null;
    /** story.page: the page that now has its text and its picture (fetch GET for the picture's URL). */
    readonly page?: { readonly index: number; readonly title: string | null; readonly content: string | null };
    /** story.completed: the Story as GET returns it, every URL null (signed URLs would expire before they are read). */
    readonly story?: Story;
  };
}

// No signed URLs travel in a payload: a receiver asks GET /v1/stories/{id} for fresh ones when it wants the pictures.
const noUrls = { signedUrl: async () => '' };

async function storyWithoutUrls(stored: StoredStory): Promise<Story> {
  const story = await toStoryView(stored, noUrls);
  return { ...story, coverImage: null, pdfUrl: null, readerUrl: null, pages: story.pages.map((page) => ({ ...page, imageUrl: null })) };
}

export interface WebhookNoticeDeps {
  readonly store: {
    findBook(bookId: string): Promise<BookRecord | undefined>;
    findStory(bookId: string): Promise<StoredStory | undefined>;
  };
  /** Absent where no deliveries queue is configured: nothing is emitted. */
  readonly webhooks?: WebhookEvents | undefined;
  readonly clock: Clock;
  readonly logger: Logger;
}

function subscribed(book: BookRecord, type: WebhookEventType): book is BookRecord & { webhook: string } {
  return typeof book.webhook === 'string' && (book.webhookEvents ?? defaultWebhookEvents).includes(type);
}

/** The payload for this fact, or undefined when the stored book does not (yet) show it. */
async function payloadFor(stored: StoredStory, taskId: string, type: WebhookEventType, now: string, pageIndex?: number): Promise<WebhookPayload | undefined> {
  const task = stored.tasks.find((t) => t.taskId === taskId);
  if (!task) return undefined;
  const data = { bookId: stored.book.bookId, taskId, status: task.status, progress: progressOf(task), livemode: livemodeOf(stored.book) };
  switch (type) {
    case 'story.processing':
      return { type, timestamp: now, data };
    case 'story.page': {
      const page = stored.pages.find((p) => p.index === pageIndex);
      if (!page?.content || !page.imageKey) return undefined;
      return { type, timestamp: now, data: { ...data, page: { index: page.index, title: page.title, content: page.content } } };
    }
    case 'story.completed':
      return task.status === 'completed' ? { type, timestamp: now, data: { ...data, story: await storyWithoutUrls(stored) } } : undefined;
    case 'story.failed':
      return task.status === 'failed' ? { type, timestamp: now, data: { ...data, errorMessage: task.errorMessage } } : undefined;
  }
}

/**
 * Emits `type` for the task when the book subscribed to it and the stored book shows the fact. One consistent read
 * of the book for every call; the whole partition only for a subscribed book.
 */
export async function notifyWebhook(
  deps: WebhookNoticeDeps,
  job: { readonly bookId: string; readonly taskId: string },
  type: WebhookEventType,
  pageIndex?: number,
): Promise<void> {
  if (!deps.webhooks) return;
  const book = await deps.store.findBook(job.bookId);
  if (!book || !subscribed(book, type)) return;
  const stored = await deps.store.findStory(job.bookId);
  const payload = stored && (await payloadFor(stored, job.taskId, type, deps.clock.now().toISOString(), pageIndex));
  if (!payload) return;
  const eventId = webhookEventId(job.bookId, job.taskId, type, pageIndex);
  await deps.webhooks.publish({ eventId, userId: book.userId, bookId: book.bookId, url: book.webhook, body: JSON.stringify(payload), ...testModeMark(livemodeOf(book)) });
  deps.logger.info('webhook event queued', { bookId: job.bookId, taskId: job.taskId, type, eventId });
}

// The outbox (docs/decisions/webhooks.md): the store writes each event in the transaction that makes the change it
// reports; the step then forwards it at once, and the reaper's run every minute forwards whatever a failed send left.

/** The outbox entries a change writes for `type`: none where the book did not subscribe or no outbox is configured. */
export function outboxEntries(deps: Pick<WebhookNoticeDeps, 'webhooks'>, book: BookRecord, taskId: string, type: WebhookEventType, at: string, pageIndex?: number): WebhookOutboxEntry[] {
  if (!deps.webhooks?.outbox || !subscribed(book, type)) return [];
  return [{ eventId: webhookEventId(book.bookId, taskId, type, pageIndex), bookId: book.bookId, taskId, type, ...(pageIndex !== undefined && { pageIndex }), at }];
}

/** A failing ending that also writes the book's story.failed event, and remembers what it wrote. */
export function endingWithFailedEvent(deps: Pick<WebhookNoticeDeps, 'webhooks'>, taskId: string, at: string, ending: (story: StoredStory) => TaskEnding) {
  const written: WebhookOutboxEntry[] = [];
  return {
    written,
    ending: (story: StoredStory): TaskEnding => {
      const webhookEvents = outboxEntries(deps, story.book, taskId, 'story.failed', at);
      written.splice(0, written.length, ...webhookEvents);
      return { ...ending(story), webhookEvents };
    },
  };
}

/** Builds the entry's payload from the stored book, publishes it, and removes it from the outbox. */
async function forwardOne(deps: WebhookNoticeDeps, entry: WebhookOutboxEntry): Promise<boolean> {
  const outbox = deps.webhooks!.outbox!;
  const stored = await deps.store.findStory(entry.bookId);
  const book = stored?.book;
  // A page event written when only half the page had landed says nothing yet: the other half's write brings it back.
  const payload = stored && book && subscribed(book, entry.type) ? await payloadFor(stored, entry.taskId, entry.type, entry.at, entry.pageIndex) : undefined;
  if (payload && book?.webhook) {
    await deps.webhooks!.publish({ eventId: entry.eventId, userId: book.userId, bookId: book.bookId, url: book.webhook, body: JSON.stringify(payload), ...testModeMark(livemodeOf(book)) });
    deps.logger.info('webhook event queued', { bookId: entry.bookId, taskId: entry.taskId, type: entry.type, eventId: entry.eventId });
  }
  await outbox.forwarded(entry);
  return payload !== undefined;
}

/**
 * After the change: forwards what it wrote. Where no outbox is configured, publishes as before the outbox. A failed
 * send leaves the entry in the outbox for the next sweep; the step itself does not fail for it.
 */
export async function emitWritten(deps: WebhookNoticeDeps, job: { readonly bookId: string; readonly taskId: string }, type: WebhookEventType, written: readonly WebhookOutboxEntry[], pageIndex?: number): Promise<void> {
  if (!deps.webhooks) return;
  if (!deps.webhooks.outbox) return notifyWebhook(deps, job, type, pageIndex);
  for (const entry of written) {
    await forwardOne(deps, entry).catch((error: unknown) =>
      deps.logger.warn('webhook event left in the outbox for the next sweep', { bookId: entry.bookId, eventId: entry.eventId, type: entry.type, error: String(error) }));
  }
}

/** Entries younger than this are left to the step that wrote them (its own forward is under way). */
export const OUTBOX_SWEEP_AFTER_MS = 30_000;

/** The sweep (run by the reaper every minute): forwards every entry older than OUTBOX_SWEEP_AFTER_MS, oldest first. */
export async function forwardQueuedWebhooks(deps: WebhookNoticeDeps, limit = 100): Promise<{ forwarded: number; failed: number }> {
  const outbox = deps.webhooks?.outbox;
  if (!outbox) return { forwarded: 0, failed: 0 };
  const before = new Date(deps.clock.now().getTime() - OUTBOX_SWEEP_AFTER_MS).toISOString();
  const run = { forwarded: 0, failed: 0 };
  for (const entry of await outbox.queued(before, limit)) {
    try {
      if (await forwardOne(deps, entry)) run.forwarded += 1;
    } catch (error) {
      run.failed += 1;
      deps.logger.warn('webhook event still in the outbox', { bookId: entry.bookId, eventId: entry.eventId, type: entry.type, error: String(error) });
    }
  }
  if (run.forwarded + run.failed > 0) deps.logger.info('webhook outbox swept', run);
  return run;
}
