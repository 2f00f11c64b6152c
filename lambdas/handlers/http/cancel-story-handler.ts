import { cancelStory, type CancelStoryDeps } from '../../core/cancel-story';
import { bookIdSchema } from '../../core/schemas';
import type { AbuseGuard } from '../../core/abuse-guard';
import type { KeyStore } from '../../ports/key-store';
import type { LogFields } from '../../ports/logger';
import type { RequestCounter } from '../../ports/request-counter';
import type { ApiContext, HttpEvent, HttpHandler, HttpResult } from './http-types';
import { keyedRoute } from './keyed-route';

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
  return keyedRoute(deps, handle, { write: true, fields: bookIdFields });
}
