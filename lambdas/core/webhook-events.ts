import { sha256Hex } from './canonical-json';
import { progressOf } from './generation';
import type { BookRecord, StoredStory, TaskRecord } from './records';
import { webhookEventTypes, type Story } from './schemas';
import { toStoryView } from './get-story';
import { livemodeOf, testModeMark } from './key-mode';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';
import type { WebhookEvents } from '../ports/webhook-events';

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
