/** Each user's webhook signing secret, kept in the user's partition. */
export interface WebhookSecretStore {
  find(userId: string): Promise<string | undefined>;
  /** Stores `secret` unless the user has one already; returns the one that is stored. */
  createIfAbsent(userId: string, secret: string, now: string): Promise<string>;
  /** Replaces the secret (rotation): deliveries signed from now on use the new one. */
  replace(userId: string, secret: string, now: string): Promise<void>;
}
