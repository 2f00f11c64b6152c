import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { NotFoundError, ValidationError } from './errors';
import { cursorTag, decodePageCursor, encodePageCursor } from './page-cursor';
import { countMinuteRead, type RateInfo } from './minute-limit';
import { livemodeOf, testModeMark } from './key-mode';
import { fieldErrors, webhookEventTypes } from './schemas';
import type { Principal } from './authenticate';
import type { Clock } from '../ports/clock';
import type { RequestCounter } from '../ports/request-counter';
import type { WebhookEvents } from '../ports/webhook-events';
import type { AttemptOutcome, DeliveryAttempt, DeliveryLogFilters, WebhookDeliveryLog } from '../ports/webhook-delivery-log';

// GET /v1/webhooks/deliveries and POST /v1/webhooks/deliveries/{id}/replay (docs/decisions/webhook-delivery-log.md).

/** How long an attempt stays in the log (the item's TTL). */
export const DELIVERY_LOG_RETENTION_DAYS = 30;
export const attemptOutcomes = ['delivered', 'failed', 'stopped', 'refused'] as const satisfies readonly AttemptOutcome[];
export const DELIVERIES_LIMIT_MIN = 1;
export const DELIVERIES_LIMIT_MAX = 100;
export const DELIVERIES_LIMIT_DEFAULT = 20;
const CURSOR_MAX = 512;

// Time first, so the ids of one owner and mode sort as the attempts were made (the log's sort key ends with it).
const DELIVERY_ID = /^dlv_[0-9a-z]{9}[0-9a-f]{16}$/;
export function newDeliveryId(now: Date, random: (bytes: number) => Buffer = randomBytes): string {
  return `dlv_${now.getTime().toString(36).padStart(9, '0')}${random(8).toString('hex')}`;
}
export const isDeliveryId = (id: string) => DELIVERY_ID.test(id);

export const deliveryLogExpiry = (attemptedAt: Date) => new Date(attemptedAt.getTime() + DELIVERY_LOG_RETENTION_DAYS * 86_400_000);

/** The event's type from the body it was sent with (the queue message does not carry it apart). */
export function eventTypeOf(body: string): string {
  try {
    const type = (JSON.parse(body) as { type?: unknown }).type;
    return typeof type === 'string' ? type : 'unknown';
  } catch {
    return 'unknown';
  }
}

// Built on first use, like the library's schemas: the composition root imports every handler.
function buildSchemas() {
  const limitMessage = `limit must be an integer from ${DELIVERIES_LIMIT_MIN} to ${DELIVERIES_LIMIT_MAX}`;
  const querySchema = z.object({
    limit: z.string().regex(/^\d{1,3}$/, limitMessage).transform(Number).pipe(z.number().int().min(DELIVERIES_LIMIT_MIN, limitMessage).max(DELIVERIES_LIMIT_MAX, limitMessage)).optional(),
    cursor: z.string().min(1, 'cursor must not be empty').max(CURSOR_MAX, `cursor must be at most ${CURSOR_MAX} characters`).optional(),
    bookId: z.guid('bookId must be a UUID').transform((id) => id.toLowerCase()).optional(),
    eventType: z.enum(webhookEventTypes, { error: `eventType must be one of: ${webhookEventTypes.join(', ')}` }).optional(),
    outcome: z.enum(attemptOutcomes, { error: `outcome must be one of: ${attemptOutcomes.join(', ')}` }).optional(),
  });
  const deliverySchema = z.object({
    id: z.string().regex(DELIVERY_ID).meta({ description: 'This attempt\'s id: pass it to POST /v1/webhooks/deliveries/{id}/replay' }),
    eventId: z.string().meta({ description: 'The `webhook-id` the receiver was sent (the same on every attempt and replay)' }),
    eventType: z.string().meta({ description: 'The event\'s `type`, e.g. story.completed' }),
    bookId: z.string(),
    livemode: z.boolean(),
    targetHost: z.string().meta({ description: 'The host of the book\'s webhook URL (its path and query are not shown)' }),
    attempt: z.number().int().min(1).meta({ description: '1 for the first attempt of a delivery or of a replay' }),
    outcome: z.enum(attemptOutcomes).meta({
      description: 'delivered: a 2xx; failed: another status or a network error (`willRetry` says whether it is tried again); stopped: 410 or a redirect, not tried again; refused: the URL resolved to an address webhooks may not reach',
    }),
    httpStatus: z.number().int().nullable().meta({ description: 'The receiver\'s status; null when it did not answer' }),
    error: z.string().nullable().meta({ description: 'The network error or the refused address, when there was no answer' }),
    responseTimeMs: z.number().int().min(0),
    attemptedAt: z.iso.datetime(),
    willRetry: z.boolean(),
    replay: z.boolean().meta({ description: 'Sent because of a replay' }),
  });
  const pageSchema = z.object({
    items: z.array(deliverySchema),
    /** Pass as `cursor` for the next page; null at the end of the log. */
    nextCursor: z.string().nullable(),
  });
  const replaySchema = z.object({
    deliveryId: z.string().meta({ description: 'The attempt that was replayed' }),
    eventId: z.string().meta({ description: 'The `webhook-id` the replay is sent with' }),
    queuedAt: z.iso.datetime(),
  });
  return { querySchema, deliverySchema, pageSchema, replaySchema };
}
let built: ReturnType<typeof buildSchemas> | undefined;
export const deliveryLogSchemas = () => (built ??= buildSchemas());

type Schemas = ReturnType<typeof buildSchemas>;
export type DeliveryView = z.infer<Schemas['deliverySchema']>;
export type DeliveriesPage = z.infer<Schemas['pageSchema']>;
export type ReplayAcceptance = z.infer<Schemas['replaySchema']>;

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
};

export function toDeliveryView(attempt: DeliveryAttempt): DeliveryView {
  return {
    id: attempt.id,
    eventId: attempt.eventId,
    eventType: attempt.eventType,
    bookId: attempt.bookId,
    livemode: attempt.livemode,
    targetHost: hostOf(attempt.url),
    attempt: attempt.attempt,
    outcome: attempt.outcome,
    httpStatus: attempt.httpStatus ?? null,
    error: attempt.error ?? null,
    responseTimeMs: attempt.responseTimeMs,
    attemptedAt: attempt.attemptedAt,
    willRetry: attempt.willRetry,
    replay: attempt.replay,
  };
}

// The cursor names its owner, mode and filters by digest only, as the library's does (story-library.ts).
const ownerTag = (userId: string, livemode: boolean) => cursorTag(`deliveries-owner:${userId}|${livemode ? 'live' : 'test'}`);
const filterTag = (filters: DeliveryLogFilters) => cursorTag(`deliveries-filters:${filters.bookId ?? ''}|${filters.eventType ?? ''}|${filters.outcome ?? ''}`);
const cursorSchema = () => z.object({ v: z.literal(1), o: z.string(), f: z.string(), a: z.string().regex(DELIVERY_ID) }).strict();

export function encodeDeliveriesCursor(userId: string, livemode: boolean, filters: DeliveryLogFilters, after: string): string {
  return encodePageCursor({ v: 1, o: ownerTag(userId, livemode), f: filterTag(filters), a: after });
}

export function decodeDeliveriesCursor(userId: string, livemode: boolean, filters: DeliveryLogFilters, cursor: string): string {
  return decodePageCursor(cursor, cursorSchema(), { o: ownerTag(userId, livemode), f: filterTag(filters) }, {
    owner: 'it belongs to another account or mode',
    filters: 'it was made for other filters (send the same bookId, eventType and outcome)',
  }).a;
}

export interface DeliveryLogDeps {
  readonly deliveries: WebhookDeliveryLog;
  readonly counter: RequestCounter;
  readonly clock: Clock;
}

/**
 * The caller's attempts, newest first: only the owner's partition is read, and only the key's mode within it (a test
 * key sees test deliveries, a live key live ones). Counted as a read, like GET /v1/stories.
 */
export async function listDeliveries(
  deps: DeliveryLogDeps,
  input: { readonly principal: Principal; readonly query: Readonly<Record<string, string | undefined>>; readonly onRate?: (rate: RateInfo) => void },
): Promise<DeliveriesPage> {
  const { principal } = input;
  input.onRate?.(await countMinuteRead(deps.counter, principal, deps.clock.now()));
  const parsed = deliveryLogSchemas().querySchema.safeParse(input.query);
  if (!parsed.success) throw new ValidationError('The query is invalid.', { fields: fieldErrors(parsed.error, input.query) });
  const { limit, cursor, ...filters } = parsed.data;
  const livemode = livemodeOf(principal);
  const after = cursor === undefined ? undefined : decodeDeliveriesCursor(principal.userId, livemode, filters, cursor);
  const page = await deps.deliveries.list({ userId: principal.userId, livemode, limit: limit ?? DELIVERIES_LIMIT_DEFAULT, after, filters });
  return {
    items: page.attempts.map(toDeliveryView),
    nextCursor: page.next ? encodeDeliveriesCursor(principal.userId, livemode, filters, page.next) : null,
  };
}

export interface ReplayDeps {
  readonly deliveries: WebhookDeliveryLog;
  /** The deliveries queue: a replay takes the path every event takes. Absent where none is configured. */
  readonly webhooks?: Pick<WebhookEvents, 'publish'> | undefined;
  readonly clock: Clock;
}

/**
 * Sends the attempt's event again: the same body and `webhook-id` to the same URL, through the deliveries queue, so
 * deliverWebhook signs it anew (the mode's current secret, a fresh timestamp) and retries it as any delivery. Another
 * user's id, or one of the other mode, is 404 as an unknown one is.
 */
export async function replayDelivery(deps: ReplayDeps, input: { readonly principal: Principal; readonly id: string | undefined }): Promise<ReplayAcceptance> {
  const id = input.id ?? '';
  if (!isDeliveryId(id)) throw new ValidationError('The delivery id is invalid.', { fields: { id: 'id must be a delivery id from GET /v1/webhooks/deliveries (dlv_…)' } });
  const found = await deps.deliveries.find(input.principal.userId, livemodeOf(input.principal), id);
  if (!found) throw new NotFoundError('No delivery with this id for this key.');
  if (!deps.webhooks) throw new Error('WEBHOOK_QUEUE_URL is required to replay a webhook delivery.');
  await deps.webhooks.publish({
    eventId: found.eventId,
    userId: found.userId,
    bookId: found.bookId,
    url: found.url,
    body: found.body,
    ...testModeMark(found.livemode),
    replay: true,
  });
  return { deliveryId: found.id, eventId: found.eventId, queuedAt: deps.clock.now().toISOString() };
}
