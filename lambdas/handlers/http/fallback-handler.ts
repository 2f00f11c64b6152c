import middy from '@middy/core';
import { MethodNotAllowedError, NotFoundError } from '../../core/errors';
import type { Logger } from '../../ports/logger';
import { envelope } from './middleware/envelope';
import { withRequestLogContext } from './request-log-context';
import { httpRoutes } from '../../contract/routes';
import type { ApiContext, HttpEvent, HttpHandler, HttpResponse } from './http-types';

const routePatterns = httpRoutes.map((route) => ({
  method: route.method,
  pattern: new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
}));

/** Allowed methods of a known path, or an empty list for a path the API does not have. */
export function allowedMethods(path: string): string[] {
  return routePatterns.filter((route) => route.pattern.test(path)).map((route) => route.method);
}

export interface FallbackDeps {
  readonly logger: Logger;
}

export function fallbackHandler(deps: FallbackDeps): HttpHandler {
  const handle = async (event: HttpEvent): Promise<never> => {
    const path = event.rawPath ?? event.requestContext?.http?.path ?? '/';
    const method = event.requestContext?.http?.method ?? 'GET';
    const allowed = allowedMethods(path);
    // A route's own method reaches here only through a percent-encoded literal (POST /v1/%73tories): no route, not 405.
    if (allowed.length > 0 && !allowed.includes(method)) throw new MethodNotAllowedError(allowed);
    throw new NotFoundError(`No route for ${method} ${path}.`);
  };
  const chain = middy<HttpEvent, HttpResponse, Error, ApiContext>()
    .use(envelope(deps.logger))
    .handler(handle as never) as unknown as HttpHandler;
  return withRequestLogContext(deps.logger, chain);
}
