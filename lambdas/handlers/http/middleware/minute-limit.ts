import type { MiddlewareObj } from '@middy/core';
import type { AbuseGuard } from '../../../core/abuse-guard';
import { countMinuteRequest, MinuteLimitExceededError } from '../../../core/minute-limit';
import type { Clock } from '../../../ports/clock';
import type { Logger } from '../../../ports/logger';
import type { RequestCounter } from '../../../ports/request-counter';
import type { ApiContext, HttpEvent, HttpResponse } from '../http-types';

/** Counts every authenticated create before its body is even read, valid or not; refusals go to the abuse rules, with the key's own count. */
export function minuteLimit(counter: RequestCounter, clock: Clock, guard: AbuseGuard, logger: Logger): MiddlewareObj<HttpEvent, HttpResponse, Error, ApiContext> {
  return {
    before: async (request) => {
      const principal = request.context.principal;
      if (!principal) throw new Error('minuteLimit needs authenticateKey before it');
      const now = clock.now();
      try {
        request.context.rate = await countMinuteRequest(counter, principal, now);
      } catch (error) {
        if (error instanceof MinuteLimitExceededError) {
          // The client gets its 429 whatever the rules' own writes do.
          await guard.onLimited(principal, error.keyRefusals, now).catch((failure: unknown) => logger.warn('abuse rules could not record a refusal', { error: String(failure) }));
        }
        throw error;
      }
    },
  };
}
