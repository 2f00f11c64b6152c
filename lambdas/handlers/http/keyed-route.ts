import middy from '@middy/core';
import type { AbuseGuard } from '../../core/abuse-guard';
import type { Clock } from '../../ports/clock';
import type { KeyStore } from '../../ports/key-store';
import type { LogFields, Logger } from '../../ports/logger';
import type { RequestCounter } from '../../ports/request-counter';
import { authenticateKey } from './middleware/authenticate-key';
import { envelope } from './middleware/envelope';
import { minuteLimit } from './middleware/minute-limit';
import { watchKeyUse } from './middleware/watch-key-use';
import { withRequestLogContext } from './request-log-context';
import type { ApiContext, HttpEvent, HttpHandler, HttpResponse, HttpResult } from './http-types';

export interface KeyedRouteDeps {
  readonly keys: KeyStore;
  readonly guard: AbuseGuard;
  readonly clock: Clock;
  readonly logger: Logger;
}

/**
 * A route that needs a key: the envelope, the key, where it is used from (the abuse rules), for a write the
 * per-minute limit, then `handle`; its log lines carry the request's ids (and `fields` of the event).
 */
export function keyedRoute(
  deps: KeyedRouteDeps & { readonly counter?: RequestCounter },
  handle: (event: HttpEvent, context: ApiContext) => Promise<HttpResult>,
  options: { readonly write?: boolean; readonly fields?: (event: HttpEvent) => LogFields } = {},
): HttpHandler {
  let chain = middy<HttpEvent, HttpResponse, Error, ApiContext>()
    .use(envelope(deps.logger))
    .use(authenticateKey(deps.keys))
    .use(watchKeyUse(deps.guard, deps.clock));
  if (options.write) {
    if (!deps.counter) throw new Error('a write route needs the request counter');
    chain = chain.use(minuteLimit(deps.counter, deps.clock, deps.guard, deps.logger));
  }
  const handler = chain.handler(handle as never) as unknown as HttpHandler;
  return options.fields ? withRequestLogContext(deps.logger, handler, options.fields) : withRequestLogContext(deps.logger, handler);
}
