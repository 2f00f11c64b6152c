/**
 * Each user's webhook signing secrets, kept in the user's partition: one for live books, another for test books, so
 * a test key never learns what signs live events. `livemode` defaults to live.
 */
export interface WebhookSecretStore {
  find(userId: string, livemode?: boolean): Promise<string | undefined>;
  /** Stores `secret` unless the user has one for that mode already; returns the one that is stored. */
  createIfAbsent(userId: string, secret: string, now: string, livemode?: boolean): Promise<string>;
  /** Replaces the mode's secret (rotation): deliveries signed from now on use the new one. */
  replace(userId: string, secret: string, now: string, livemode?: boolean): Promise<void>;
}
