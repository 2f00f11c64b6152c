// The webhook deliveries queue's consumer: signs and POSTs each event, retrying with backoff for a day.
import { deliveryDependencies } from '../composition/webhook-dependencies';
import { lambdaEntry } from '../composition/lambda-entry';
import { deliverWebhookHandler } from '../handlers/webhooks/deliver-webhook-handler';

export const handler = lambdaEntry((config) => deliverWebhookHandler(deliveryDependencies(config)));
