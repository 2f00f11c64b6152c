import middy from '@middy/core';
import { createStory, type CreateStoryDeps } from '../../core/create-story';
import type { KeyStore } from '../../ports/key-store';
import type { Logger } from '../../ports/logger';
import type { RequestCounter } from '../../ports/request-counter';
import type { UsageReader } from '../../ports/usage-reader';
import { currentDayRate } from '../../core/usage';
import { authenticateKey } from './middleware/authenticate-key';
import { envelope } from './middleware/envelope';
import { withRequestLogContext } from './request-log-context';
import { jsonBody } from './middleware/json-body';
import { minuteLimit } from './middleware/minute-limit';
import { watchKeyUse } from './middleware/watch-key-use';
import type { AbuseGuard } from '../../core/abuse-guard';
import type { ApiContext, HttpEvent, HttpHandler, HttpResponse, HttpResult } from './http-types';

export interface CreateStoryHttpDeps extends CreateStoryDeps {
  readonly keys: KeyStore;
  readonly counter: RequestCounter;
  readonly guard: AbuseGuard;
  readonly logger: Logger;
  readonly maxBodyBytes: number;
  /** Reads the day's book count once a create is accepted, for the RateLimit fields' `day` entry. */
  readonly usage: UsageReader;
}

// Order of checks: key → where it is used from (abuse rules) → per-minute limit → body → (in the use case) content policy, replay, daily cap, credits.
export function createStoryHandler(deps: CreateStoryHttpDeps): HttpHandler {
  const handle = async (event: HttpEvent, context: ApiContext): Promise<HttpResult> => {
    const principal = context.principal!;
    const dayRateOf = () => currentDayRate(deps.usage, principal, deps.clock.now());
    // The day's count is read beside the queue send (no extra wait); a replay reads it after.
    let dayRead: ReturnType<typeof dayRateOf> | undefined;
    const { acceptance, replayed } = await createStory(deps, {
      principal,
      body: context.body,
      idempotencyKey: event.headers?.['idempotency-key'],
      onAccepted: () => void (dayRead = dayRateOf()),
    });
    const dayRate = await (dayRead ?? dayRateOf());
    if (dayRate) context.dayRate = dayRate;
    deps.logger.appendContext({ bookId: acceptance.bookId, taskId: acceptance.taskId });
    deps.logger.info(replayed ? 'story replayed' : 'story accepted', { pageCount: (context.body as { pageCount?: number }).pageCount });
    return { statusCode: 202, data: acceptance, headers: replayed ? { 'idempotent-replayed': 'true' } : {} };
  };
  const chain = middy<HttpEvent, HttpResponse, Error, ApiContext>()
    .use(envelope(deps.logger))
    .use(authenticateKey(deps.keys))
    .use(watchKeyUse(deps.guard, deps.clock))
    .use(minuteLimit(deps.counter, deps.clock, deps.guard, deps.logger))
    .use(jsonBody(deps.maxBodyBytes))
    .handler(handle as never) as unknown as HttpHandler;
  return withRequestLogContext(deps.logger, chain);
}
