import type { MiddlewareObj } from '@middy/core';
import { countMinuteRequest } from '../../../core/minute-limit';
import type { Clock } from '../../../ports/clock';
import type { RequestCounter } from '../../../ports/request-counter';
import type { ApiContext, HttpEvent, HttpResponse } from '../http-types';

/** Counts every authenticated request before its body is even read, valid or not. */
export function minuteLimit(counter: RequestCounter, clock: Clock): MiddlewareObj<HttpEvent, HttpResponse, Error, ApiContext> {
  return {
    before: async (request) => {
      const principal = request.context.principal;
      if (!principal) throw new Error('minuteLimit needs authenticateKey before it');
      request.context.rate = await countMinuteRequest(counter, principal, clock.now());
    },
  };
}
