// Webhook deliveries as the generation steps hand them over, and as the delivery queue carries them.

/** One delivery of one event to one URL; the body is fixed when the event happens, the signature at each attempt. */
export interface WebhookDelivery {
  /** The `webhook-id`: the same for every attempt and every re-emission of the same fact. */
  readonly eventId: string;
  readonly userId: string;
  readonly bookId: string;
  readonly url: string;
  /** The JSON payload, exactly as it is signed and sent. */
  readonly body: string;
  /** A test book's delivery only: signed with the user's test secret. Absent: live. */
  readonly livemode?: false | undefined;
  /** Sent again because the owner asked (POST /v1/webhooks/deliveries/{id}/replay); the log marks its attempts. */
  readonly replay?: true | undefined;
}

/** A delivery in the queue: the attempts made so far and when the next one is due. */
export interface QueuedDelivery extends WebhookDelivery {
  readonly attempt: number;
  readonly firstAttemptAt?: string | undefined;
  /** Before this time a received message is only put back (SQS delays at most 15 minutes at once). */
  readonly notBefore?: string | undefined;
  readonly lastError?: string | undefined;
}

/**
 * A fact a webhook is to be told of, written in the same transaction as the change it reports (the outbox); the
 * payload is built from the stored book when it is forwarded, so the outbox holds no copy of the book.
 */
export interface WebhookOutboxEntry {
  readonly eventId: string;
  readonly bookId: string;
  readonly taskId: string;
  readonly type: 'story.processing' | 'story.page' | 'story.completed' | 'story.failed';
  readonly pageIndex?: number | undefined;
  /** When it was written: the payload's timestamp, its place in the outbox, and the version a forward removes. */
  readonly at: string;
}

/** The outbox's reading side: what is still to be forwarded, and forgetting what was. */
export interface WebhookOutbox {
  /** Entries written before `before`, oldest first. */
  queued(before: string, limit: number): Promise<WebhookOutboxEntry[]>;
  /** Removes the entry unless it was written again since (`at` differs): a newer write is forwarded on its own. */
  forwarded(entry: WebhookOutboxEntry): Promise<void>;
}

/** Where the generation steps put events (the deliveries queue on AWS and on the local stack). */
export interface WebhookEvents {
  publish(delivery: WebhookDelivery): Promise<void>;
  /** Where the store's transactions leave events; absent: events are published straight after the change (tests). */
  readonly outbox?: WebhookOutbox | undefined;
}

/** The delivery function's side of the queue. */
export interface WebhookRetryQueue {
  /** Sends the delivery back to the queue, to be received again after `delaySeconds` (at most 900). */
  later(delivery: QueuedDelivery, delaySeconds: number): Promise<void>;
  /** Gives up: the delivery goes to the dead-letter queue (an alarm watches it). */
  deadLetter(delivery: QueuedDelivery): Promise<void>;
}
