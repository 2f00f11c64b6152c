import type { ApiKeyRecord, OutboxMail } from '../core/records';
import type { Plan } from '../core/plans';

export interface UserRecord {
  readonly userId: string;
  readonly email: string;
  readonly plan: Plan;
  /** The plan's monthly credits: the limit of a month's balance when that month's first charge opens it. */
  readonly monthlyCredits: number;
  /** keyId → SHA-256 of the key, for every key ever issued to the user. */
  readonly keys: Readonly<Record<string, string>>;
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface CreditBalance {
  readonly period: string;
  readonly limit: number;
  readonly used: number;
}

export interface StoredKey extends ApiKeyRecord {
  readonly createdAt: string;
  readonly revokedAt?: string;
}

export interface AccountStore {
  createUser(user: UserRecord): Promise<void>;
  findUser(userId: string): Promise<UserRecord | undefined>;
  findKeys(keyHashes: readonly string[]): Promise<StoredKey[]>;
  findKeyById(keyId: string): Promise<StoredKey | undefined>;
  findCredits(userId: string, period: string): Promise<CreditBalance | undefined>;
  /** Sets this period's limit; what is already used stays used. */
  setCreditLimit(userId: string, period: string, limit: number): Promise<CreditBalance>;
  /** User, every live key's plan snapshot (and, when `revoke`, their status) and this period's limit; how many keys were live. */
  // `mail`, when given, is queued in the first transaction, told how many keys were live.
  changePlan(input: { user: UserRecord; plan: Plan; monthlyCredits: number; revoke: boolean; period: string; now: string; mail?: (liveKeys: number) => OutboxMail }): Promise<{ liveKeys: number }>;
  /** Stores a new key (and, for a rotation, revokes the old one) and queues the owner's mail, in one transaction. */
  addKey(input: { user: UserRecord; key: StoredKey; revokeKeyHash?: string; now: string; mail: OutboxMail }): Promise<void>;
  /** Revokes the key and queues the owner's mail, in one transaction. */
  revokeKey(keyHash: string, now: string, mail: OutboxMail): Promise<void>;
  /** Marks the key as used from several continents on purpose (the IP-jump rule leaves it alone), or unmarks it. */
  setMultiRegion(keyHash: string, multiRegion: boolean): Promise<void>;
}
