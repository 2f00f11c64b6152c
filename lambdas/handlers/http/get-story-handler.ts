import middy from '@middy/core';
import { getStory, type GetStoryDeps } from '../../core/get-story';
import { bookIdSchema } from '../../core/schemas';
import type { LogFields, Logger } from '../../ports/logger';
import { credentialsOf } from './middleware/authenticate-key';
import { sourceIpOf } from './middleware/watch-key-use';
import { envelope } from './middleware/envelope';
import { withRequestLogContext } from './request-log-context';
import type { ApiContext, HttpEvent, HttpHandler, HttpResponse, HttpResult } from './http-types';

// No authenticateKey middleware here: the use case reads the key and the book side by side.
export interface GetStoryHttpDeps extends GetStoryDeps {
  readonly logger: Logger;
}

// Only an id that could be a book goes on the log lines; anything else is the caller's noise.
function bookIdFields(event: HttpEvent): LogFields {
  const id = event.pathParameters?.id ?? '';
  return bookIdSchema.safeParse(id).success ? { bookId: id.toLowerCase() } : {};
}

export function getStoryHandler(deps: GetStoryHttpDeps): HttpHandler {
  const handle = async (event: HttpEvent, context: ApiContext): Promise<HttpResult> => {
    const story = await getStory(deps, {
      credentials: credentialsOf(event),
      bookId: event.pathParameters?.id,
      sourceIp: sourceIpOf(event),
      // Set as soon as the read is counted, so a 404 after it carries the headers too.
      onRate: (rate) => (context.rate = rate),
    });
    return { statusCode: 200, data: story };
  };
  const chain = middy<HttpEvent, HttpResponse, Error, ApiContext>()
    .use(envelope(deps.logger))
    .handler(handle as never) as unknown as HttpHandler;
  return withRequestLogContext(deps.logger, chain, bookIdFields);
}
