import middy from '@middy/core';
import { getStory, type GetStoryDeps } from '../../core/get-story';
import type { KeyStore } from '../../ports/key-store';
import type { Logger } from '../../ports/logger';
import { authenticateKey } from './middleware/authenticate-key';
import { envelope } from './middleware/envelope';
import type { ApiContext, HttpEvent, HttpHandler, HttpResponse, HttpResult } from './http-types';

export interface GetStoryHttpDeps extends GetStoryDeps {
  readonly keys: KeyStore;
  readonly logger: Logger;
}

export function getStoryHandler(deps: GetStoryHttpDeps): HttpHandler {
  const handle = async (event: HttpEvent, context: ApiContext): Promise<HttpResult> => {
    const story = await getStory(deps, { principal: context.principal!, bookId: event.pathParameters?.id });
    return { statusCode: 200, data: story };
  };
  return middy<HttpEvent, HttpResponse, Error, ApiContext>()
    .use(envelope(deps.logger))
    .use(authenticateKey(deps.keys))
    .handler(handle as never) as unknown as HttpHandler;
}
