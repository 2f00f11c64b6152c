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
  constructor(readonly rate: RateInfo) {
    super(`Too many requests: the limit is ${rate.limit} per minute.`, rate.resetSeconds, { limit: rate.limit, window: 'minute' });
  }
}

/** Counts this request in the clock minute; refuses it when the plan's per-minute limit is reached. */
export async function countMinuteRequest(counter: RequestCounter, principal: Principal, now: Date): Promise<RateInfo> {
  const window = minuteWindow(now);
  const limit = principal.limits.requestsPerMinute;
  const { allowed, count } = await counter.countRequest({ userId: principal.userId, window, limit });
  const rate = { limit, remaining: Math.max(0, limit - count), resetSeconds: window.secondsLeft };
  if (!allowed) throw new MinuteLimitExceededError({ ...rate, remaining: 0 });
  return rate;
}
