// Fixed rate windows: the clock minute and the UTC day, plus the credit period (UTC month).

export interface Window {
  /** Stable id of the window, used in item keys, e.g. 2026-11-21T10:04 or 2026-11-21. */
  readonly id: string;
  /** Epoch seconds when the window ends. */
  readonly endsAtEpoch: number;
  /** Whole seconds from `now` to the end of the window, at least 1. */
  readonly secondsLeft: number;
}

function windowOf(now: Date, id: string, end: Date): Window {
  const endsAtEpoch = Math.floor(end.getTime() / 1000);
  return { id, endsAtEpoch, secondsLeft: Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000)) };
}

export function minuteWindow(now: Date): Window {
  const start = new Date(now);
  start.setUTCSeconds(0, 0);
  return windowOf(now, now.toISOString().slice(0, 16), new Date(start.getTime() + 60_000));
}

export function dayWindow(now: Date): Window {
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
  return windowOf(now, now.toISOString().slice(0, 10), end);
}

export function creditPeriod(now: Date): string {
  return now.toISOString().slice(0, 7);
}
