// Item layout of the single table: a book's items share one partition, a user's counters another.
export interface ItemKey {
  readonly pk: string;
  readonly sk: string;
}

/**
 * The table's kinds of partition, by the prefix of their partition key. IAM grants name these prefixes
 * (dynamodb:LeadingKeys), so the builders below use them too and a renamed prefix moves both.
 */
export const partitionPrefixes = { apiKey: 'KEY#', keyId: 'KEYID#', user: 'USER#', book: 'BOOK#', quota: 'QUOTA#', gate: 'GATE#' } as const;
export type PartitionPrefix = (typeof partitionPrefixes)[keyof typeof partitionPrefixes];

/** The activity index's one partition (gsi2pk): every task still pending or processing. */
export const activePartition = 'ACTIVE';
/** The activity index's partition of mails still to be sent (the outbox). */
export const mailQueuePartition = 'MAILQ';
/** The activity index's partition of webhook events not yet handed to the deliveries queue (the webhook outbox). */
export const webhookQueuePartition = 'WEBHOOKQ';

const prefix = partitionPrefixes;
const pageSortKey = (index: number) => `PAGE#${String(index).padStart(3, '0')}`;

export const itemKeys = {
  apiKey: (keyHash: string): ItemKey => ({ pk: `${prefix.apiKey}${keyHash}`, sk: 'KEY' }),
  keyId: (id: string): ItemKey => ({ pk: `${prefix.keyId}${id}`, sk: 'KEYID' }),
  user: (userId: string): ItemKey => ({ pk: `${prefix.user}${userId}`, sk: 'PROFILE' }),
  credits: (userId: string, period: string): ItemKey => ({ pk: `${prefix.user}${userId}`, sk: `CREDITS#${period}` }),
  minuteCounter: (userId: string, windowId: string): ItemKey => ({ pk: `${prefix.user}${userId}`, sk: `RATE#M#${windowId}` }),
  dayCounter: (userId: string, windowId: string): ItemKey => ({ pk: `${prefix.user}${userId}`, sk: `RATE#D#${windowId}` }),
  idempotency: (userId: string, keyHash: string): ItemKey => ({ pk: `${prefix.user}${userId}`, sk: `IDEM#${keyHash}` }),
  book: (bookId: string): ItemKey => ({ pk: `${prefix.book}${bookId}`, sk: 'BOOK' }),
  task: (bookId: string, taskId: string): ItemKey => ({ pk: `${prefix.book}${bookId}`, sk: `TASK#${taskId}` }),
  page: (bookId: string, index: number): ItemKey => ({ pk: `${prefix.book}${bookId}`, sk: pageSortKey(index) }),
  /** Sparse index entry of a task still pending or processing, sorted by heartbeat (for the reaper). */
  activeTask: (heartbeatAt: string) => ({ gsi2pk: activePartition, gsi2sk: heartbeatAt }),
  /** A key's own read counter (GET /v1/stories/{id}), in the key's partition. */
  readCounter: (keyHash: string, windowId: string): ItemKey => ({ pk: `${prefix.apiKey}${keyHash}`, sk: `RATE#R#${windowId}` }),
  auditEvent: (userId: string, at: string, eventId: string): ItemKey => ({ pk: `${prefix.user}${userId}`, sk: `EVENT#${at}#${eventId}` }),
  auditEventPrefix: 'EVENT#',
  outboxMail: (userId: string, createdAt: string, mailId: string): ItemKey => ({ pk: `${prefix.user}${userId}`, sk: `MAIL#${createdAt}#${mailId}` }),
  outboxMailPrefix: 'MAIL#',
  /** The user's webhook signing secret, one per mode (the live one keeps the key it had before test mode). */
  webhookSecret: (userId: string, livemode = true): ItemKey => ({ pk: `${prefix.user}${userId}`, sk: livemode ? 'WEBHOOK#SECRET' : 'WEBHOOK#SECRET#TEST' }),
  /**
   * One webhook delivery attempt in the owner's delivery log, per mode, newest last in sort order (the id starts with
   * its time); kept DELIVERY_LOG_RETENTION_DAYS by the table's TTL.
   */
  webhookDelivery: (userId: string, livemode: boolean, deliveryId: string): ItemKey => ({ pk: `${prefix.user}${userId}`, sk: `DELIVERY#${livemode ? 'LIVE' : 'TEST'}#${deliveryId}` }),
  webhookDeliveryPrefix: (livemode: boolean) => `DELIVERY#${livemode ? 'LIVE' : 'TEST'}#`,
  /** A webhook event written with the change it tells of, in the book's partition, until it is in the deliveries queue. */
  webhookEvent: (bookId: string, eventId: string): ItemKey => ({ pk: `${prefix.book}${bookId}`, sk: `WEBHOOK#${eventId}` }),
  /** Sparse index entry of a webhook event still to be forwarded, oldest first. */
  queuedWebhook: (at: string) => ({ gsi2pk: webhookQueuePartition, gsi2sk: at }),
  /** Sparse index entry of a mail still to be sent, oldest first. */
  queuedMail: (createdAt: string) => ({ gsi2pk: mailQueuePartition, gsi2sk: createdAt }),
  /** A model's calls in one clock second (the offline provider's simulated quota). */
  quotaSecond: (name: string, epochSecond: number): ItemKey => ({ pk: `${prefix.quota}${name}`, sk: `S#${epochSecond}` }),
  /** A model call waiting for its turn (core/model-turns.ts), in its model's partition, oldest first. */
  waitingTurn: (model: string, enqueuedAt: string, turnId: string): ItemKey => ({ pk: `${prefix.gate}${model}`, sk: `TURN#${enqueuedAt}#${turnId}` }),
  waitingTurnPrefix: 'TURN#',
  /** The model's keeper lease and throttle count. */
  gateState: (model: string): ItemKey => ({ pk: `${prefix.gate}${model}`, sk: 'STATE' }),
  bookPartition: (bookId: string) => `${prefix.book}${bookId}`,
  ownerPartition: (userId: string) => `${prefix.user}${userId}`,
};

/** Drops the table's own attributes so only the record's fields remain. */
export function withoutKeys<T>(item: Record<string, unknown>): T {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, gsi2pk: _g3, gsi2sk: _g4, entity: _e, expiresAtEpoch: _t, ...record } = item;
  return record as T;
}

export const epochSeconds = (iso: string | Date) => Math.floor(new Date(iso).getTime() / 1000);
