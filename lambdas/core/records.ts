import type { Plan } from './plans';
import type { Continent } from '../ports/ip-locator';
import type { GenerationStatus } from './schemas';

// What the service stores, independent of how the store lays it out.

export interface ApiKeyRecord {
  readonly keyHash: string;
  readonly keyId: string;
  readonly userId: string;
  readonly status: 'active' | 'revoked';
  /** Snapshot of the owner's plan, kept in step by every plan change, so one read authorises a request. */
  readonly plan: Plan;
  readonly monthlyCredits: number;
  /** False for a test-mode key (its prefix says so too); absent on live keys. */
  readonly livemode?: false;
  /** Where the key was last used from, per continent (abuse protection; written at most once a minute each). */
  readonly seen?: Readonly<Partial<Record<Continent, KeyUse>>>;
  /** The last clock minute the key sent again while told to wait (core/abuse-guard.ts), and how many such minutes ran in a row. */
  readonly limited?: { readonly minute: string; readonly streak: number };
  /** The continent the key is used from now, the one before it, and when it moved between them lately (the IP-jump rule). */
  readonly travel?: KeyTravel;
  /** Set by the owner: the key is used from several continents on purpose, so the IP-jump rule leaves it alone. */
  readonly multiRegion?: boolean;
  /** When the owner was last warned about each rule that warns before it revokes. */
  readonly warnedAt?: Readonly<Partial<Record<AbuseRule, string>>>;
  /** Why the service revoked the key on its own (an abuse rule), when it did. */
  readonly revokedBy?: AbuseRule;
}

/** One use of a key: when, from which address, located to a country. */
export interface KeyUse {
  readonly at: string;
  readonly ip: string;
  readonly country: string;
}

/** Where a key is used from as the IP-jump rule follows it: moves between continents within the jump window. */
export interface KeyTravel {
  readonly continent: Continent;
  readonly previous?: Continent;
  /** When the key moved to another continent, oldest first, within the jump window. */
  readonly switches: readonly string[];
}

/** The abuse rules that revoke a key on their own (docs/decisions/abuse-rules.md). */
export const abuseRules = ['ip_jump', 'limited_streak', 'burst'] as const;
export type AbuseRule = (typeof abuseRules)[number];

/** An automatic action, kept in the owner's partition for `admin events`. */
export interface AuditEvent {
  readonly eventId: string;
  readonly userId: string;
  readonly keyId: string;
  readonly rule: AbuseRule;
  /** `owner_warned`: the pattern could be innocent, so the owner was mailed before the rule revokes. */
  readonly action: 'key_revoked' | 'owner_warned';
  /** What the rule saw (addresses and times, or counts). */
  readonly evidence: Readonly<Record<string, unknown>>;
  readonly at: string;
}

/** What a mail to a key's owner is about; its words are written when it is sent (core/owner-notices.ts). */
export type OwnerNotice =
  | { readonly kind: 'key_created'; readonly keyId: string }
  | { readonly kind: 'key_rotated'; readonly keyId: string; readonly revokedKeyId: string }
  | { readonly kind: 'key_revoked'; readonly keyId: string }
  | { readonly kind: 'plan_downgraded'; readonly plan: Plan; readonly revokedKeys: number }
  | { readonly kind: 'key_revoked_for_abuse'; readonly keyId: string; readonly rule: AbuseRule; readonly evidence: Readonly<Record<string, unknown>> }
  | { readonly kind: 'abuse_warning'; readonly keyId: string; readonly rule: AbuseRule; readonly evidence: Readonly<Record<string, unknown>> };

/** A mail to a user, queued with the change it tells of and sent by the sendMail function. */
export interface OutboxMail {
  readonly mailId: string;
  readonly userId: string;
  readonly notice: OwnerNotice;
  readonly status: 'queued' | 'sent' | 'failed';
  readonly createdAt: string;
  readonly attempts: number;
  readonly to?: string;
  readonly subject?: string;
  readonly text?: string;
  readonly sentAt?: string;
  readonly lastError?: string;
  /** A run holds the mail until then (MailOutbox.claim). */
  readonly claimedUntil?: string;
}

export interface BookRecord {
  readonly bookId: string;
  readonly userId: string;
  readonly title: string | null;
  readonly slug: string | null;
  readonly summary: string | null;
  readonly coverImageKey: string | null;
  /** The book's PDF and reader page, once made (books finished before they existed have none). */
  readonly pdfKey?: string | null;
  readonly readerKey?: string | null;
  readonly storyIdea: string;
  readonly ageRange: string;
  readonly style: string;
  readonly pageCount: number;
  readonly tone: string;
  readonly language: string;
  readonly source: 'web' | 'api' | 'hf';
  readonly storageProvider: string;
  readonly latestTaskId: string;
  /** False for a book made with a test-mode key (docs/test-mode.md); books made before test mode have none: live. */
  readonly livemode?: boolean;
  /** Where the book's events are POSTed and which ones (docs/webhooks.md); absent for a book without. */
  readonly webhook?: string;
  readonly webhookEvents?: readonly ('story.processing' | 'story.page' | 'story.completed' | 'story.failed')[];
  readonly createdAt: string;
  readonly updatedAt: string;
}

export interface TaskRecord {
  readonly taskId: string;
  readonly bookId: string;
  readonly userId: string;
  readonly status: GenerationStatus;
  readonly progress: number;
  readonly errorMessage: string | null;
  /** Credits reserved at acceptance (one per page, cover included) and the month they were taken from. */
  readonly creditsReserved: number;
  readonly creditPeriod: string;
  readonly creditsRefunded: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  readonly completedAt: string | null;
  /** Set when the owner cancelled the task (it then ended `failed`). */
  readonly cancelledAt?: string | null;
  /** Workflow steps finished and planned (plan, each page's text and picture, finalize): progress comes from these. */
  readonly stepsDone?: number;
  readonly stepsTotal?: number;
}

export interface PageRecord {
  readonly index: number;
  readonly title: string | null;
  readonly content: string | null;
  readonly imageKey: string | null;
}

export interface IdempotencyRecord {
  readonly requestHash: string;
  readonly bookId: string;
  readonly taskId: string;
  readonly expiresAt: string;
}

export interface StoredStory {
  readonly book: BookRecord;
  readonly tasks: readonly TaskRecord[];
  readonly pages: readonly PageRecord[];
}
