import type { Window } from '../core/time-windows';

export interface CountResult {
  readonly allowed: boolean;
  /** Requests in the window, this one included: the allowed ones, plus those refused when not allowed. */
  readonly count: number;
}

export interface RequestCounter {
  /** Counts one create in the user's window unless `limit` is already reached, atomically. */
  countRequest(input: { userId: string; window: Window; limit: number }): Promise<CountResult>;
  /** Counts one read (GET of a story) in the key's window unless `limit` is already reached, atomically. */
  countRead(input: { keyHash: string; window: Window; limit: number }): Promise<CountResult>;
}
