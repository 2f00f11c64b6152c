import middy from '@middy/core';
import { webhookSecretOf, type WebhookSecretDeps } from '../../core/webhook-secret';
import type { AbuseGuard } from '../../core/abuse-guard';
import type { KeyStore } from '../../ports/key-store';
import type { Logger } from '../../ports/logger';
import { authenticateKey } from './middleware/authenticate-key';
import { envelope } from './middleware/envelope';
import { watchKeyUse } from './middleware/watch-key-use';
import { withRequestLogContext } from './request-log-context';
import type { ApiContext, HttpEvent, HttpHandler, HttpResponse, HttpResult } from './http-types';

export interface WebhookSecretHttpDeps extends WebhookSecretDeps {
  readonly keys: KeyStore;
  readonly guard: AbuseGuard;
  readonly logger: Logger;
}

// GET /v1/webhooks/secret: key → where it is used from (abuse rules) → the owner's secret, made on first use.
export function webhookSecretHandler(deps: WebhookSecretHttpDeps): HttpHandler {
  const handle = async (_event: HttpEvent, context: ApiContext): Promise<HttpResult> => {
    const data = await webhookSecretOf(deps, context.principal!.userId);
    // A secret is a credential: no cache may keep it.
    return { statusCode: 200, data, headers: { 'cache-control': 'no-store' } };
  };
  const chain = middy<HttpEvent, HttpResponse, Error, ApiContext>()
    .use(envelope(deps.logger))
    .use(authenticateKey(deps.keys))
    .use(watchKeyUse(deps.guard, deps.clock))
    .handler(handle as never) as unknown as HttpHandler;
  return withRequestLogContext(deps.logger, chain);
}
