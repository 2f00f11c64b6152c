import { newWebhookSecret } from './webhook-signing';
import type { Clock } from '../ports/clock';
import type { WebhookSecretStore } from '../ports/webhook-secrets';

// GET /v1/webhooks/secret and the admin CLI's rotation.

export interface WebhookSecretDeps {
  readonly secrets: WebhookSecretStore;
  readonly clock: Clock;
}

/** The caller's signing secret, made on first use (two first requests at once end with the same one). */
export async function webhookSecretOf(deps: WebhookSecretDeps, userId: string): Promise<{ secret: string }> {
  const existing = await deps.secrets.find(userId);
  if (existing) return { secret: existing };
  return { secret: await deps.secrets.createIfAbsent(userId, newWebhookSecret(), deps.clock.now().toISOString()) };
}

/** A new secret replaces the old one at once: deliveries from now on (retries included) are signed with it. */
export async function rotateWebhookSecret(deps: WebhookSecretDeps, userId: string): Promise<{ secret: string }> {
  const secret = newWebhookSecret();
  await deps.secrets.replace(userId, secret, deps.clock.now().toISOString());
  return { secret };
}
