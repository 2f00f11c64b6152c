import type { Window } from '../core/time-windows';
import type { BookRecord, IdempotencyRecord, StoredStory, TaskRecord } from '../core/records';

export interface Charge {
  readonly userId: string;
  readonly period: string;
  readonly credits: number;
  /** This period's limit when no balance row exists for it yet (the plan's monthly credits). */
  readonly defaultLimit: number;
}

export interface DailyAllowance {
  readonly userId: string;
  readonly window: Window;
  readonly cap: number;
}

export interface IdempotencyClaim {
  readonly userId: string;
  readonly keyHash: string;
  readonly record: IdempotencyRecord;
  readonly now: Date;
}

export interface Acceptance {
  readonly book: BookRecord;
  readonly task: TaskRecord;
  /** Absent for a test-mode book: it charges no credits (and is refunded none). */
  readonly charge?: Charge;
  readonly daily: DailyAllowance;
  readonly idempotency?: IdempotencyClaim;
}

export type AcceptOutcome =
  | { readonly outcome: 'accepted' }
  | { readonly outcome: 'duplicate'; readonly existing: IdempotencyRecord }
  | { readonly outcome: 'daily_cap_reached' }
  | { readonly outcome: 'insufficient_credits' };

export interface StoryStore {
  /** Idempotency record, daily counter, credits, book and task: all written, or none. */
  accept(acceptance: Acceptance): Promise<AcceptOutcome>;
  /**
   * Undoes an acceptance whose job was never queued: task failed, credits and daily slot back, key freed. False
   * when there was nothing to undo: the acceptance never landed (or was undone already).
   */
  releaseUnqueued(acceptance: Acceptance, errorMessage: string): Promise<boolean>;
  findStory(bookId: string): Promise<StoredStory | undefined>;
  findTask(bookId: string, taskId: string): Promise<TaskRecord | undefined>;
}
