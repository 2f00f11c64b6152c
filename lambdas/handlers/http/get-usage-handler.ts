import { getUsage, type GetUsageDeps } from '../../core/usage';
import type { AbuseGuard } from '../../core/abuse-guard';
import type { KeyStore } from '../../ports/key-store';
import type { Logger } from '../../ports/logger';
import type { ApiContext, HttpEvent, HttpHandler, HttpResult } from './http-types';
import { keyedRoute } from './keyed-route';

export interface GetUsageHttpDeps extends GetUsageDeps {
  readonly keys: KeyStore;
  readonly guard: AbuseGuard;
  readonly logger: Logger;
}

// GET /v1/usage: key → where it is used from → (in the use case) the read limit, then the counters.
export function getUsageHandler(deps: GetUsageHttpDeps): HttpHandler {
  const handle = async (_event: HttpEvent, context: ApiContext): Promise<HttpResult> => {
    const usage = await getUsage(deps, { principal: context.principal!, onRate: (rate) => (context.rate = rate) });
    return { statusCode: 200, data: usage };
  };
  return keyedRoute(deps, handle);
}
