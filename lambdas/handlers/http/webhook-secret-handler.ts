import { livemodeOf } from '../../core/key-mode';
import { webhookSecretOf, type WebhookSecretDeps } from '../../core/webhook-secret';
import type { AbuseGuard } from '../../core/abuse-guard';
import type { KeyStore } from '../../ports/key-store';
import type { Logger } from '../../ports/logger';
import type { ApiContext, HttpEvent, HttpHandler, HttpResult } from './http-types';
import { keyedRoute } from './keyed-route';

export interface WebhookSecretHttpDeps extends WebhookSecretDeps {
  readonly keys: KeyStore;
  readonly guard: AbuseGuard;
  readonly logger: Logger;
}

// GET /v1/webhooks/secret: key → where it is used from (abuse rules) → the owner's secret, made on first use.
export function webhookSecretHandler(deps: WebhookSecretHttpDeps): HttpHandler {
  const handle = async (_event: HttpEvent, context: ApiContext): Promise<HttpResult> => {
    const data = await webhookSecretOf(deps, context.principal!.userId, livemodeOf(context.principal!));
    // A secret is a credential: no cache may keep it.
    return { statusCode: 200, data, headers: { 'cache-control': 'no-store' } };
  };
  return keyedRoute(deps, handle);
}
