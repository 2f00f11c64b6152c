// GET /v1/webhooks/secret.
import { webhookSecretDependencies } from '../composition/webhook-secret-dependencies';
import { lambdaEntry } from '../composition/lambda-entry';
import { webhookSecretHandler } from '../handlers/http/webhook-secret-handler';

export const handler = lambdaEntry((config) => webhookSecretHandler(webhookSecretDependencies(config)));
