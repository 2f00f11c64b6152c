import type { OutboxMail } from '../core/records';

/** Mails queued with the changes they tell of, sent by the sendMail function (core/mail-outbox.ts). */
export interface MailOutbox {
  /** Mails still queued, oldest first, at most `limit`. */
  queued(limit: number): Promise<OutboxMail[]>;
  /**
   * Takes the mail for one run until `until`, unless another run holds it: two runs at once (a slow one overlapping
   * the next minute's) never send the same mail twice.
   */
  claim(mail: OutboxMail, now: string, until: string): Promise<boolean>;
  /** The user's e-mail address; undefined when the user no longer exists. */
  recipientOf(userId: string): Promise<string | undefined>;
  markSent(mail: OutboxMail, sent: { to: string; subject: string; text: string; sentAt: string }): Promise<void>;
  /** One failed attempt; `failed` gives the mail up (it leaves the queue). */
  markAttempt(mail: OutboxMail, attempt: { error: string; failed: boolean; at: string }): Promise<void>;
  /** Every mail of the user, oldest first (admin `mail list`). */
  list(userId: string): Promise<OutboxMail[]>;
}
