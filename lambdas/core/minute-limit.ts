import { RateLimitExceededError } from './errors';
import { minuteWindow } from './time-windows';
import type { Principal } from './authenticate';
import type { RequestCounter } from '../ports/request-counter';

/** The per-minute window as the x-ratelimit-* headers describe it. */
export interface RateInfo {
  readonly limit: number;
  readonly remaining: number;
  readonly resetSeconds: number;
}

export class MinuteLimitExceededError extends RateLimitExceededError {
  /** `requestsThisMinute` counts the refused requests too (what the abuse rules read). */
  constructor(readonly rate: RateInfo, readonly requestsThisMinute: number, what = 'requests') {
    super(`Too many ${what}: the limit is ${rate.limit} per minute.`, rate.resetSeconds, { limit: rate.limit, window: 'minute' });
  }
}

/** Counts this create in the clock minute; refuses it when the plan's per-minute limit is reached. */
export async function countMinuteRequest(counter: RequestCounter, principal: Principal, now: Date): Promise<RateInfo> {
  const window = minuteWindow(now);
  const limit = principal.limits.requestsPerMinute;
  const { allowed, count } = await counter.countRequest({ userId: principal.userId, window, limit });
  const rate = { limit, remaining: Math.max(0, limit - count), resetSeconds: window.secondsLeft };
  if (!allowed) throw new MinuteLimitExceededError({ ...rate, remaining: 0 }, count);
  return rate;
}

/** Counts this read against the key's own per-minute read limit (README, "Limits"). */
export async function countMinuteRead(counter: RequestCounter, principal: Principal, now: Date): Promise<RateInfo> {
  const window = minuteWindow(now);
  const limit = principal.limits.readsPerMinute;
  const { allowed, count } = await counter.countRead({ keyHash: principal.keyHash, window, limit });
  const rate = { limit, remaining: Math.max(0, limit - count), resetSeconds: window.secondsLeft };
  if (!allowed) throw new MinuteLimitExceededError({ ...rate, remaining: 0 }, count, 'reads of stories');
  return rate;
}
