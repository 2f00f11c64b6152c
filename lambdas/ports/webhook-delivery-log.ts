// The owner's webhook delivery log: one record per attempt, kept for a limited time (docs/decisions/webhook-delivery-log.md).

/** How one attempt ended, as the owner sees it. */
export type AttemptOutcome = 'delivered' | 'failed' | 'stopped' | 'refused';

export interface DeliveryAttempt {
  /** The record's own id (`dlv_…`), sortable by time: what replay names. */
  readonly id: string;
  readonly userId: string;
  /** The `webhook-id` the receiver saw. */
  readonly eventId: string;
  readonly eventType: string;
  readonly bookId: string;
  readonly livemode: boolean;
  /** The whole target URL: replay sends to it; the log shows its host only (a path may carry the receiver's token). */
  readonly url: string;
  /** The signed body, exactly as sent: replay sends it again. */
  readonly body: string;
  /** 1 for the first attempt of a delivery (or of a replay). */
  readonly attempt: number;
  readonly outcome: AttemptOutcome;
  readonly httpStatus?: number | undefined;
  /** A network error or the refused address's reason. */
  readonly error?: string | undefined;
  readonly responseTimeMs: number;
  readonly attemptedAt: string;
  /** Another attempt is scheduled. */
  readonly willRetry: boolean;
  /** Sent because the owner asked for a replay. */
  readonly replay: boolean;
}

export interface DeliveryLogFilters {
  readonly bookId?: string | undefined;
  readonly eventType?: string | undefined;
  readonly outcome?: AttemptOutcome | undefined;
}

export interface DeliveryLogQuery {
  readonly userId: string;
  readonly livemode: boolean;
  readonly limit: number;
  /** The id of the last record of the previous page. */
  readonly after?: string | undefined;
  readonly filters: DeliveryLogFilters;
}

export interface DeliveryLogPage {
  readonly attempts: readonly DeliveryAttempt[];
  /** The id to continue after; absent at the end of the log. */
  readonly next?: string | undefined;
}

export interface WebhookDeliveryLog {
  /** Stores one attempt; kept until `expiresAt`. */
  record(attempt: DeliveryAttempt, expiresAt: Date): Promise<void>;
  /** The owner's attempts of one mode, newest first. */
  list(query: DeliveryLogQuery): Promise<DeliveryLogPage>;
  /** One attempt of the owner's in that mode, or undefined (another user's id is simply not in the owner's partition). */
  find(userId: string, livemode: boolean, id: string): Promise<DeliveryAttempt | undefined>;
}
