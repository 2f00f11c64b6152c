import type { Continent } from './ip-locator';
import type { AbuseRule, AuditEvent, KeyTravel, KeyUse, OutboxMail } from '../core/records';

/** Where the abuse rules keep what they see of a key, and what they do about it. */
export interface AbuseStore {
  /** Replaces where the key was last seen, per continent, and its moves between them (only while the key is active). */
  recordUse(keyHash: string, seen: Partial<Record<Continent, KeyUse>>, travel: KeyTravel): Promise<void>;
  /**
   * Records that the key sent again while told to wait in `limited.minute`, unless another request recorded that
   * minute first (`previousMinute` is what the caller read); false when it lost that race.
   */
  recordLimited(keyHash: string, limited: { minute: string; streak: number }, previousMinute: string | undefined): Promise<boolean>;
  /**
   * Keeps an `owner_warned` event and queues the owner's warning mail, all or nothing, unless the owner was warned
   * about `rule` since `notBefore` (or the key is no longer active); false then.
   */
  warnOwner(input: { keyHash: string; rule: AbuseRule; event: AuditEvent; mail: OutboxMail; notBefore: string }): Promise<boolean>;
  /** Revokes the active key, keeps the event and queues the owner's mail, all or nothing; false if it was no longer active. */
  revokeForAbuse(input: { keyHash: string; event: AuditEvent; mail: OutboxMail }): Promise<boolean>;
}

/** The owner's audit trail, for the admin CLI. */
export interface AuditLog {
  /** The user's events, oldest first. */
  listEvents(userId: string): Promise<AuditEvent[]>;
}
