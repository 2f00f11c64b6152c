// The HTTP API's routes: CDK builds the gateway from this list and the local stack routes with it.
import type { HttpHandlerName } from './functions';

export type { HttpHandlerName } from './functions';

export interface HttpRoute {
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** The function that answers it (see `functionEntries`). */
  readonly handler: HttpHandlerName;
}

export const httpRoutes: readonly HttpRoute[] = [
  { method: 'GET', path: '/v1/health', handler: 'health' },
  { method: 'POST', path: '/v1/stories', handler: 'createStory' },
  { method: 'GET', path: '/v1/stories/{id}', handler: 'getStory' },
  { method: 'GET', path: '/v1/stories', handler: 'listStories' },
  { method: 'GET', path: '/v1/usage', handler: 'getUsage' },
  { method: 'POST', path: '/v1/stories/{id}/cancel', handler: 'cancelStory' },
  { method: 'GET', path: '/v1/webhooks/secret', handler: 'webhookSecret' },
  { method: 'GET', path: '/v1/webhooks/deliveries', handler: 'listWebhookDeliveries' },
  { method: 'POST', path: '/v1/webhooks/deliveries/{id}/replay', handler: 'replayWebhookDelivery' },
  // The contract and its reference page: documents, public, not enveloped.
  { method: 'GET', path: '/v1/openapi.json', handler: 'apiReference' },
  { method: 'GET', path: '/docs', handler: 'apiReference' },
  { method: 'GET', path: '/docs/{asset}', handler: 'apiReference' },
];

/** Everything no route matches ($default): 404 for unknown paths, 405 for known paths with another method. */
export const fallbackRoute = { handler: 'fallback' } as const satisfies Pick<HttpRoute, 'handler'>;
