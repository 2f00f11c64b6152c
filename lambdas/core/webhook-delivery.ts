import * as z from 'zod';
import { newWebhookSecret, webhookHeaders } from './webhook-signing';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';
import type { QueuedDelivery, WebhookRetryQueue } from '../ports/webhook-events';
import type { WebhookSecretStore } from '../ports/webhook-secrets';
import type { SendOutcome, WebhookSender } from '../ports/webhook-sender';
import type { AttemptOutcome, WebhookDeliveryLog } from '../ports/webhook-delivery-log';
import { deliveryLogExpiry, eventTypeOf, newDeliveryId } from './webhook-delivery-log';

// One delivery attempt per received message; a failed one is sent back to the queue with a delay, until a day has passed.

/** The retry schedule, in one place (docs/webhooks.md). */
export const webhookRetrySchedule = {
  /** The wait after the first failed attempt; it doubles after each further one… */
  firstDelaySeconds: 5,
  /** …up to this. */
  maxDelaySeconds: 3600,
  /** Attempts go on until this long after the first one, then the delivery goes to the dead-letter queue. */
  retryForSeconds: 24 * 60 * 60,
  /** SQS delays a message at most this long; longer waits are made of several. */
  maxQueueDelaySeconds: 900,
  /** A receiver that has not answered within this is a failed attempt. */
  timeoutMs: 5_000,
} as const;

/**
 * The wait after the `failures`-th failed attempt, in seconds: exponential, capped, with equal jitter (between half
 * and all of the step), times `scale` (1 on AWS; tests shrink a day to seconds).
 */
export function retryDelaySeconds(failures: number, scale = 1, random: () => number = Math.random): number {
  const { firstDelaySeconds, maxDelaySeconds } = webhookRetrySchedule;
  const step = Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** Math.max(0, failures - 1));
  return (step / 2 + random() * (step / 2)) * scale;
}

export const queuedDeliverySchema = z.object({
  eventId: z.string().min(1),
  userId: z.string().min(1),
  bookId: z.string().min(1),
  url: z.string().url(),
  body: z.string(),
  livemode: z.literal(false).optional(),
  attempt: z.number().int().min(0).default(0),
  firstAttemptAt: z.iso.datetime().optional(),
  notBefore: z.iso.datetime().optional(),
  lastError: z.string().optional(),
  replay: z.literal(true).optional(),
});

export interface DeliveryDeps {
  readonly secrets: WebhookSecretStore;
  readonly sender: WebhookSender;
  readonly retries: WebhookRetryQueue;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Multiplies every wait of the schedule (WEBHOOK_RETRY_SCALE). */
  readonly retryScale: number;
  readonly random?: () => number;
  /** The owner's delivery log (GET /v1/webhooks/deliveries); absent: attempts are only logged as lines. */
  readonly log?: WebhookDeliveryLog | undefined;
}

/**
 * `gone`: the receiver answered 410, the delivery ends there. `redirected`: a 3xx, never followed (the next hop's
 * address would escape the checks) and never retried (a redirect is configuration; it answers the same tomorrow).
 * Neither is the service's failure, so neither goes to the dead-letter queue (docs/decisions/webhooks.md).
 */
export type DeliveryOutcome = 'delivered' | 'waiting' | 'retrying' | 'dead-lettered' | 'gone' | 'redirected';

const queueDelay = (ms: number) => Math.min(webhookRetrySchedule.maxQueueDelaySeconds, Math.max(0, Math.ceil(ms / 1000)));

/** The user's signing secret of the book's mode; made by the first delivery if need be, so GET later shows the same. */
async function secretFor(deps: DeliveryDeps, userId: string, livemode: boolean, now: Date): Promise<string> {
  return (await deps.secrets.find(userId, livemode)) ?? deps.secrets.createIfAbsent(userId, newWebhookSecret(), now.toISOString(), livemode);
}

export async function deliverWebhook(deps: DeliveryDeps, message: unknown): Promise<DeliveryOutcome> {
  const delivery: QueuedDelivery = queuedDeliverySchema.parse(message);
  const now = deps.clock.now();
  // Not due yet (a wait longer than SQS's 15 minutes): back into the queue for the rest of it. A second early is on time.
  const early = delivery.notBefore ? new Date(delivery.notBefore).getTime() - now.getTime() : 0;
  if (early > 1000) {
    await deps.retries.later(delivery, queueDelay(early));
    return 'waiting';
  }
  const secret = await secretFor(deps, delivery.userId, delivery.livemode !== false, now);
  const headers = webhookHeaders(secret, delivery.eventId, Math.floor(now.getTime() / 1000), delivery.body);
  const startedMs = performance.now();
  const outcome = await deps.sender.post(delivery.url, headers, delivery.body);
  const record = (kind: AttemptOutcome, willRetry: boolean) =>
    recordAttempt(deps, delivery, now, { outcome: kind, willRetry, sent: outcome, responseTimeMs: Math.round(performance.now() - startedMs) });
  const fields = { eventId: delivery.eventId, bookId: delivery.bookId, attempt: delivery.attempt + 1 };
  if (outcome.kind === 'answered' && outcome.status >= 200 && outcome.status < 300) {
    deps.logger.info('webhook delivered', { ...fields, status: outcome.status });
    await record('delivered', false);
    return 'delivered';
  }
  const lastError = outcome.kind === 'answered' ? `HTTP ${outcome.status}` : outcome.reason;
  if (outcome.kind === 'answered' && outcome.status === 410) {
    deps.logger.warn('webhook gone: the receiver answered 410, no more attempts', { ...fields, status: outcome.status });
    await record('stopped', false);
    return 'gone';
  }
  if (outcome.kind === 'answered' && outcome.status >= 300 && outcome.status < 400) {
    deps.logger.warn('webhook redirected: not followed, no more attempts', { ...fields, status: outcome.status });
    await record('stopped', false);
    return 'redirected';
  }
  const failed: QueuedDelivery = { ...delivery, attempt: delivery.attempt + 1, firstAttemptAt: delivery.firstAttemptAt ?? now.toISOString(), lastError };
  const elapsedMs = now.getTime() - new Date(failed.firstAttemptAt!).getTime();
  // A target on a refused address is not retried: the same DNS answer would be refused again.
  if (outcome.kind === 'refused' || elapsedMs >= webhookRetrySchedule.retryForSeconds * 1000 * deps.retryScale) {
    await deps.retries.deadLetter(failed);
    deps.logger.warn('webhook dead-lettered', { ...fields, lastError });
    await record(outcome.kind === 'refused' ? 'refused' : 'failed', false);
    return 'dead-lettered';
  }
  const waitMs = retryDelaySeconds(failed.attempt, deps.retryScale, deps.random) * 1000;
  await deps.retries.later({ ...failed, notBefore: new Date(now.getTime() + waitMs).toISOString() }, queueDelay(waitMs) || 1);
  deps.logger.warn('webhook attempt failed; retrying', { ...fields, lastError, retryInMs: Math.round(waitMs) });
  await record('failed', true);
  return 'retrying';
}

/**
 * Writes the attempt to the owner's delivery log after the attempt's own work is done. A failed write is a warning
 * only: failing the message would make SQS send the event to the receiver again for the sake of a log line.
 */
async function recordAttempt(
  deps: DeliveryDeps,
  delivery: QueuedDelivery,
  now: Date,
  result: { outcome: AttemptOutcome; willRetry: boolean; sent: SendOutcome; responseTimeMs: number },
): Promise<void> {
  if (!deps.log) return;
  const { sent } = result;
  try {
    await deps.log.record(
      {
        id: newDeliveryId(now),
        userId: delivery.userId,
        eventId: delivery.eventId,
        eventType: eventTypeOf(delivery.body),
        bookId: delivery.bookId,
        livemode: delivery.livemode !== false,
        url: delivery.url,
        body: delivery.body,
        attempt: delivery.attempt + 1,
        outcome: result.outcome,
        ...(sent.kind === 'answered' ? { httpStatus: sent.status } : { error: sent.reason }),
        responseTimeMs: result.responseTimeMs,
        attemptedAt: now.toISOString(),
        willRetry: result.willRetry,
        replay: delivery.replay === true,
      },
      deliveryLogExpiry(now),
    );
  } catch (error) {
    deps.logger.warn('webhook attempt not written to the delivery log', { eventId: delivery.eventId, bookId: delivery.bookId, error: String(error) });
  }
}
