import middy from '@middy/core';
import { getUsage, type GetUsageDeps } from '../../core/usage';
import type { AbuseGuard } from '../../core/abuse-guard';
import type { KeyStore } from '../../ports/key-store';
import type { Logger } from '../../ports/logger';
import { authenticateKey } from './middleware/authenticate-key';
import { envelope } from './middleware/envelope';
import { watchKeyUse } from './middleware/watch-key-use';
import { withRequestLogContext } from './request-log-context';
import type { ApiContext, HttpEvent, HttpHandler, HttpResponse, HttpResult } from './http-types';

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
  const chain = middy<HttpEvent, HttpResponse, Error, ApiContext>()
    .use(envelope(deps.logger))
    .use(authenticateKey(deps.keys))
    .use(watchKeyUse(deps.guard, deps.clock))
    .handler(handle as never) as unknown as HttpHandler;
  return withRequestLogContext(deps.logger, chain);
}
