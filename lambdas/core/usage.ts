import { countMinuteRead, createMinuteWindow, type RateInfo } from './minute-limit';
import { livemodeOf } from './key-mode';
import { creditPeriod, dayWindow, minuteWindow, type Window } from './time-windows';
import type { Principal } from './authenticate';
import type { Usage } from './library-schemas';
import type { Clock } from '../ports/clock';
import type { RequestCounter } from '../ports/request-counter';
import type { UsageReader } from '../ports/usage-reader';

export interface GetUsageDeps {
  readonly usage: UsageReader;
  readonly counter: RequestCounter;
  readonly clock: Clock;
}

export interface GetUsageInput {
  readonly principal: Principal;
  readonly onRate?: (rate: RateInfo) => void;
}

const isoOf = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();
const windowView = (limit: number, used: number, window: Window) => ({
  limit,
  remaining: Math.max(0, limit - used),
  reset: window.secondsLeft,
  resetsAt: isoOf(window.endsAtEpoch),
});

function nextMonth(now: Date): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString();
}

/**
 * The plan, this month's credits and the create windows (GET /v1/usage), read from the very rows POST /v1/stories
 * counts in, so what it says is what the next create is held to. Counted as a read, like GET /v1/stories/{id}.
 */
export async function getUsage(deps: GetUsageDeps, input: GetUsageInput): Promise<Usage> {
  const { principal } = input;
  const now = deps.clock.now();
  input.onRate?.(await countMinuteRead(deps.counter, principal, now));
  const period = creditPeriod(now);
  const minute = minuteWindow(now);
  const day = dayWindow(now);
  const counters = await deps.usage.readUsage({ userId: principal.userId, period, minuteWindowId: createMinuteWindow(principal, now).id, dayWindowId: day.id });
  // No balance row yet this month: the first charge will open it at the plan's monthly credits.
  const credits = counters.credits ?? { limit: principal.monthlyCredits, used: 0, available: principal.monthlyCredits };
  return {
    plan: principal.plan as Usage['plan'],
    credits: { period, limit: credits.limit, used: Math.max(0, credits.used), remaining: Math.max(0, credits.available), resetsAt: nextMonth(now) },
    rateLimits: {
      minute: windowView(principal.limits.requestsPerMinute, counters.requestsThisMinute, minute),
      day: windowView(principal.limits.booksPerDay, counters.booksToday, day),
    },
    livemode: livemodeOf(principal),
  };
}

/** The day window as it stands (the `day` entry of a create's RateLimit fields); undefined when it cannot be read. */
export async function currentDayRate(usage: UsageReader, principal: Principal, now: Date): Promise<RateInfo | undefined> {
  const day = dayWindow(now);
  try {
    const books = await usage.booksOn({ userId: principal.userId, dayWindowId: day.id });
    const cap = principal.limits.booksPerDay;
    return { limit: cap, remaining: Math.max(0, cap - books), resetSeconds: day.secondsLeft };
  } catch {
    // The book is accepted either way: a header entry left out is better than a failed create.
    return undefined;
  }
}
