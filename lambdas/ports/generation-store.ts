import type { BookRecord, StoredStory, TaskRecord } from '../core/records';
import type { WebhookOutboxEntry } from './webhook-events';

export interface TaskRef {
  readonly bookId: string;
  readonly taskId: string;
}

export interface StuckTask extends TaskRef {
  readonly userId: string;
  readonly status: TaskRecord['status'];
  readonly heartbeatAt: string;
}

/** How a failed task ends, decided from the book as it stands: the refund, and the message that tells of it. */
export interface TaskEnding {
  readonly errorMessage: string;
  readonly creditsToRefund: number;
  /** Set when the owner cancelled the task: kept on it as `cancelledAt`. */
  readonly cancelledAt?: string;
  /** Webhook events written in the same transaction (the outbox). */
  readonly webhookEvents?: readonly WebhookOutboxEntry[];
}

export interface FailOutcome {
  readonly alreadyEnded: boolean;
  readonly creditsRefunded: number;
}

/** What the generation workflow reads and writes. Every write to a task also renews its heartbeat. */
export interface GenerationStore {
  /** pending → processing (again, for a retried step). False when the task already ended. */
  startTask(task: TaskRef, stepsTotal: number, now: string): Promise<boolean>;
  findBook(bookId: string): Promise<BookRecord | undefined>;
  findStory(bookId: string): Promise<StoredStory | undefined>;
  /** Title, summary and slug on the book, one step done. Throws TaskAlreadyEndedError if the task ended. */
  savePlan(task: TaskRef, plan: { title: string; summary: string; slug: string }, now: string): Promise<void>;
  /** The page's text, one step done; a repeated call for the same page changes nothing. */
  savePageText(task: TaskRef, index: number, text: { title: string | null; content: string }, now: string, events?: readonly WebhookOutboxEntry[]): Promise<void>;
  savePageImage(task: TaskRef, index: number, imageKey: string, now: string, events?: readonly WebhookOutboxEntry[]): Promise<void>;
  /**
   * Where the book's PDF and reader page are, one step done. A completed book may get them later (its files made
   * again after it completed without them); throws TaskAlreadyEndedError if the task failed.
   */
  saveBookFiles(task: TaskRef, files: { pdfKey: string; readerKey: string }, now: string): Promise<void>;
  /** processing → completed with the cover; `false` when a retried Finalize finds it completed already. */
  complete(task: TaskRef, coverImageKey: string, now: string, events?: readonly WebhookOutboxEntry[]): Promise<boolean>;
  /** Task failed with the message; credits for undelivered pages returned. A task already ended is left alone. */
  fail(task: TaskRef, ending: (story: StoredStory) => TaskEnding, now: string): Promise<FailOutcome>;
  /** Tasks still pending or processing whose last heartbeat is older than `before`. */
  findStuck(before: string, limit: number): Promise<StuckTask[]>;
}
