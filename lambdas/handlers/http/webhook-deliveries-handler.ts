import { isDeliveryId, listDeliveries, replayDelivery, type DeliveryLogDeps, type ReplayDeps } from '../../core/webhook-delivery-log';
import type { AbuseGuard } from '../../core/abuse-guard';
import type { KeyStore } from '../../ports/key-store';
import type { Logger } from '../../ports/logger';
import type { RequestCounter } from '../../ports/request-counter';
import type { ApiContext, HttpEvent, HttpHandler, HttpResult } from './http-types';
import { keyedRoute } from './keyed-route';

interface KeyedDeps {
  readonly keys: KeyStore;
  readonly guard: AbuseGuard;
  readonly logger: Logger;
  readonly counter: RequestCounter;
}

export type ListWebhookDeliveriesHttpDeps = DeliveryLogDeps & KeyedDeps;
export type ReplayWebhookDeliveryHttpDeps = ReplayDeps & KeyedDeps;

// GET /v1/webhooks/deliveries: key → where it is used from → (in the use case) the read limit, one page of the owner's log.
export function listWebhookDeliveriesHandler(deps: ListWebhookDeliveriesHttpDeps): HttpHandler {
  const handle = async (event: HttpEvent, context: ApiContext): Promise<HttpResult> => {
    const page = await listDeliveries(deps, {
      principal: context.principal!,
      query: event.queryStringParameters ?? {},
      onRate: (rate) => (context.rate = rate),
    });
    return { statusCode: 200, data: page };
  };
  return keyedRoute(deps, handle);
}

// POST /v1/webhooks/deliveries/{id}/replay: a write (it makes the service POST to the receiver), so the per-minute limit applies.
export function replayWebhookDeliveryHandler(deps: ReplayWebhookDeliveryHttpDeps): HttpHandler {
  const handle = async (event: HttpEvent, context: ApiContext): Promise<HttpResult> => {
    const accepted = await replayDelivery(deps, { principal: context.principal!, id: event.pathParameters?.id });
    return { statusCode: 202, data: accepted };
  };
  return keyedRoute(deps, handle, { write: true, fields: (event) => (isDeliveryId(event.pathParameters?.id ?? '') ? { deliveryId: event.pathParameters!.id! } : {}) });
}
