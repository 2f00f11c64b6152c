import middy from '@middy/core';
import { cancelStory, type CancelStoryDeps } from '../../core/cancel-story';
import { bookIdSchema } from '../../core/schemas';
import type { AbuseGuard } from '../../core/abuse-guard';
import type { KeyStore } from '../../ports/key-store';
import type { LogFields } from '../../ports/logger';
import type { RequestCounter } from '../../ports/request-counter';
import { authenticateKey } from './middleware/authenticate-key';
import { envelope } from './middleware/envelope';
import { minuteLimit } from './middleware/minute-limit';
import { watchKeyUse } from './middleware/watch-key-use';
import { withRequestLogContext } from './request-log-context';
import type { ApiContext, HttpEvent, HttpHandler, HttpResponse, HttpResult } from './http-types';

export interface CancelStoryHttpDeps extends CancelStoryDeps {
  readonly keys: KeyStore;
  readonly counter: RequestCounter;
  readonly guard: AbuseGuard;
}

const bookIdFields = (event: HttpEvent): LogFields => {
  const id = event.pathParameters?.id ?? '';
  return bookIdSchema.safeParse(id).success ? { bookId: id.toLowerCase() } : {};
};

// Order of checks as for a create: key → where it is used from → per-minute limit (a cancel is a write) → the use case. No body is read.
export function cancelStoryHandler(deps: CancelStoryHttpDeps): HttpHandler {
  const handle = async (event: HttpEvent, context: ApiContext): Promise<HttpResult> => {
    const story = await cancelStory(deps, { principal: context.principal!, bookId: event.pathParameters?.id });
    return { statusCode: 200, data: story };
  };
  const chain = middy<HttpEvent, HttpResponse, Error, ApiContext>()
    .use(envelope(deps.logger))
    .use(authenticateKey(deps.keys))
    .use(watchKeyUse(deps.guard, deps.clock))
    .use(minuteLimit(deps.counter, deps.clock, deps.guard, deps.logger))
    .handler(handle as never) as unknown as HttpHandler;
  return withRequestLogContext(deps.logger, chain, bookIdFields);
}
