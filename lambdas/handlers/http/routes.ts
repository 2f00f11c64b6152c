// The HTTP API's routes: CDK builds the gateway from this list and the local stack routes with it.
export type HttpHandlerName = 'health' | 'createStory' | 'getStory' | 'fallback';

export interface HttpRoute {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly handler: HttpHandlerName;
  /** Handler module, relative to the repository root, exporting `handler`. */
  readonly entry: string;
}

export const httpRoutes: readonly HttpRoute[] = [
  { method: 'GET', path: '/v1/health', handler: 'health', entry: 'lambdas/handlers/http/health.ts' },
  { method: 'POST', path: '/v1/stories', handler: 'createStory', entry: 'lambdas/handlers/http/create-story.ts' },
  { method: 'GET', path: '/v1/stories/{id}', handler: 'getStory', entry: 'lambdas/handlers/http/get-story.ts' },
];

/** Everything no route matches ($default): 404 for unknown paths, 405 for known paths with another method. */
export const fallbackRoute = { handler: 'fallback', entry: 'lambdas/handlers/http/fallback.ts' } as const;
