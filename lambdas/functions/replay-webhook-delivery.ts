// POST /v1/webhooks/deliveries/{id}/replay.
import { replayWebhookDeliveryDependencies } from '../composition/http-dependencies';
import { lambdaEntry } from '../composition/lambda-entry';
import { replayWebhookDeliveryHandler } from '../handlers/http/webhook-deliveries-handler';

export const handler = lambdaEntry((config) => replayWebhookDeliveryHandler(replayWebhookDeliveryDependencies(config)));
