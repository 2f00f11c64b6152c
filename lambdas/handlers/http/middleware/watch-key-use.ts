import type { MiddlewareObj } from '@middy/core';
import type { AbuseGuard } from '../../../core/abuse-guard';
import type { Clock } from '../../../ports/clock';
import type { ApiContext, HttpEvent, HttpResponse } from '../http-types';

/** The client's address as API Gateway saw it (the local bridge fills the same field). */
export const sourceIpOf = (event: HttpEvent): string | undefined => event.requestContext?.http?.sourceIp;

/** After authenticateKey: where the key is used from; a jump across continents revokes it and refuses this request. */
export function watchKeyUse(guard: AbuseGuard, clock: Clock): MiddlewareObj<HttpEvent, HttpResponse, Error, ApiContext> {
  return {
    before: async (request) => {
      const principal = request.context.principal;
      if (!principal) throw new Error('watchKeyUse needs authenticateKey before it');
      await guard.checkUse(principal, sourceIpOf(request.event), clock.now());
    },
  };
}
