import type { Window } from '../core/time-windows';

export interface CountResult {
  readonly allowed: boolean;
  /** Requests in the window, this one included: the allowed ones, plus those refused when not allowed. */
  readonly count: number;
  /** When refused: the refusals of the key that sent this one in the window, this one included, and when its first came. */
  readonly keyRefusals?: { readonly count: number; readonly firstAt: string };
}

export interface RequestCounter {
  /**
   * Counts one create in the user's window unless `limit` is already reached, atomically; a refusal is also counted
   * for `keyId`, the key that sent it, with `at` as its time if it is the key's first in the window.
   */
  countRequest(input: { userId: string; keyId: string; at: string; window: Window; limit: number }): Promise<CountResult>;
  /** Counts one read (GET of a story) in the key's window unless `limit` is already reached, atomically. */
  countRead(input: { keyHash: string; window: Window; limit: number }): Promise<CountResult>;
}
