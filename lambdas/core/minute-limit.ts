import { RateLimitExceededError } from './errors';
import { minuteWindow, type Window } from './time-windows';
import type { Principal } from './authenticate';
import type { RequestCounter } from '../ports/request-counter';

/** The per-minute window as the x-ratelimit-* headers describe it. */
export interface RateInfo {
  readonly limit: number;
  readonly remaining: number;
  readonly resetSeconds: number;
}

export class MinuteLimitExceededError extends RateLimitExceededError {
  /** `keyRefusals`: the refusals of the key that sent this one, this minute (what the abuse rules read). */
  constructor(readonly rate: RateInfo, readonly keyRefusals: { readonly count: number; readonly firstAt: string } | undefined, what = 'requests') {
    super(`Too many ${what}: the limit is ${rate.limit} per minute.`, rate.resetSeconds, { limit: rate.limit, window: 'minute' });
  }
}

/**
 * The account's create window for the key's mode: test keys count in a window of their own, so a test key's traffic
 * never spends what the account's live keys may send (docs/decisions/abuse-rules.md).
 */
export function createMinuteWindow(principal: Principal, now: Date): Window {
  const window = minuteWindow(now);
  return principal.livemode === false ? { ...window, id: `test:${window.id}` } : window;
}

/** Counts this create in the clock minute; refuses it when the plan's per-minute limit is reached. */
export async function countMinuteRequest(counter: RequestCounter, principal: Principal, now: Date): Promise<RateInfo> {
  const window = createMinuteWindow(principal, now);
  const limit = principal.limits.requestsPerMinute;
  const { allowed, count, keyRefusals } = await counter.countRequest({ userId: principal.userId, keyId: principal.keyId, at: now.toISOString(), window, limit });
  const rate = { limit, remaining: Math.max(0, limit - count), resetSeconds: window.secondsLeft };
  if (!allowed) throw new MinuteLimitExceededError({ ...rate, remaining: 0 }, keyRefusals);
  return rate;
}

/** Counts this read against the key's own per-minute read limit (docs/api-guide.md, "Limits"). */
export async function countMinuteRead(counter: RequestCounter, principal: Principal, now: Date): Promise<RateInfo> {
  const window = minuteWindow(now);
  const limit = principal.limits.readsPerMinute;
  const { allowed, count } = await counter.countRead({ keyHash: principal.keyHash, window, limit });
  const rate = { limit, remaining: Math.max(0, limit - count), resetSeconds: window.secondsLeft };
  if (!allowed) throw new MinuteLimitExceededError({ ...rate, remaining: 0 }, undefined, 'reads of stories');
  return rate;
}
