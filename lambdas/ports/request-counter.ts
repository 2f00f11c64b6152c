import type { Window } from '../core/time-windows';

export interface CountResult {
  readonly allowed: boolean;
  /** Requests counted in the window, this one included when allowed. */
  readonly count: number;
}

export interface RequestCounter {
  /** Counts one request in the user's window unless `limit` is already reached, atomically. */
  countRequest(input: { userId: string; window: Window; limit: number }): Promise<CountResult>;
}
