import { newWebhookSecret } from './webhook-signing';
import type { Clock } from '../ports/clock';
import type { WebhookSecretStore } from '../ports/webhook-secrets';

// GET /v1/webhooks/secret and the admin CLI's rotation.

export interface WebhookSecretDeps {
  readonly secrets: WebhookSecretStore;
  readonly clock: Clock;
}

/**
 * The signing secret of the caller's mode (a test key gets the test one, never the live one), made on first use
 * (two first requests at once end with the same one).
 */
export async function webhookSecretOf(deps: WebhookSecretDeps, userId: string, livemode = true): Promise<{ secret: string }> {
  const existing = await deps.secrets.find(userId, livemode);
  if (existing) return { secret: existing };
  return { secret: await deps.secrets.createIfAbsent(userId, newWebhookSecret(), deps.clock.now().toISOString(), livemode) };
}

/** A new secret replaces the mode's old one at once: deliveries from now on (retries included) are signed with it. */
export async function rotateWebhookSecret(deps: WebhookSecretDeps, userId: string, livemode = true): Promise<{ secret: string }> {
  const secret = newWebhookSecret();
  await deps.secrets.replace(userId, secret, deps.clock.now().toISOString(), livemode);
  return { secret };
}
