// GET /v1/webhooks/deliveries.
import { listWebhookDeliveriesDependencies } from '../composition/http-dependencies';
import { lambdaEntry } from '../composition/lambda-entry';
import { listWebhookDeliveriesHandler } from '../handlers/http/webhook-deliveries-handler';

export const handler = lambdaEntry((config) => listWebhookDeliveriesHandler(listWebhookDeliveriesDependencies(config)));
