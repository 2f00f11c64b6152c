import { listStories, type ListStoriesDeps } from '../../core/story-library';
import type { AbuseGuard } from '../../core/abuse-guard';
import type { KeyStore } from '../../ports/key-store';
import type { Logger } from '../../ports/logger';
import type { ApiContext, HttpEvent, HttpHandler, HttpResult } from './http-types';
import { keyedRoute } from './keyed-route';

export interface ListStoriesHttpDeps extends ListStoriesDeps {
  readonly keys: KeyStore;
  readonly guard: AbuseGuard;
  readonly logger: Logger;
}

// GET /v1/stories: key → where it is used from → (in the use case) the read limit, the query, one page of the library.
export function listStoriesHandler(deps: ListStoriesHttpDeps): HttpHandler {
  const handle = async (event: HttpEvent, context: ApiContext): Promise<HttpResult> => {
    const page = await listStories(deps, {
      principal: context.principal!,
      query: event.queryStringParameters ?? {},
      onRate: (rate) => (context.rate = rate),
    });
    return { statusCode: 200, data: page };
  };
  return keyedRoute(deps, handle);
}
