import { composeOwnerMail } from './owner-notices';
import type { OutboxMail } from './records';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';
import { MailRejectedError, type Mailer } from '../ports/mailer';
import type { MailOutbox } from '../ports/mail-outbox';
import type { Metrics } from '../ports/metrics';

// The sendMail function's work, run every minute: every queued mail is written and sent; a failed send stays
// queued for the next run (so a mail outage delays mail, never a request or a revocation), and is given up after
// `maxAttempts` or at once when the mail service refuses it. Both are counted, and alarmed (docs/operations.md).

export interface MailSendingDeps {
  readonly outbox: MailOutbox;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly metrics: Metrics;
  readonly maxAttempts: number;
  /** Mails read per run; the rest wait for the next. */
  readonly batchSize: number;
}

export interface MailRun {
  readonly sent: number;
  readonly retrying: number;
  readonly failed: number;
}

/** A queued mail this old tells ops that mail is not getting out. */
const DELAYED_AFTER_MS = 15 * 60_000;

// Longer than a run may last (the function's 60 s timeout), so a claim outlives the run that took it.
const CLAIM_MS = 2 * 60_000;

async function sendOne(deps: MailSendingDeps, mail: OutboxMail): Promise<keyof MailRun | 'skipped'> {
  const now = deps.clock.now();
  const at = now.toISOString();
  if (!(await deps.outbox.claim(mail, at, new Date(now.getTime() + CLAIM_MS).toISOString()))) return 'skipped';
  const to = await deps.outbox.recipientOf(mail.userId);
  if (!to) {
    await deps.outbox.markAttempt(mail, { error: 'The user no longer exists.', failed: true, at });
    return 'failed';
  }
  const { subject, text } = composeOwnerMail(mail.notice, at);
  try {
    await deps.mailer.send({ to, subject, text });
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    const failed = error instanceof MailRejectedError || mail.attempts + 1 >= deps.maxAttempts;
    deps.logger.warn(failed ? 'mail given up' : 'mail not sent, will retry', { mailId: mail.mailId, userId: mail.userId, attempts: mail.attempts + 1, error: message });
    await deps.outbox.markAttempt(mail, { error: message, failed, at });
    return failed ? 'failed' : 'retrying';
  }
  await deps.outbox.markSent(mail, { to, subject, text, sentAt: at });
  return 'sent';
}

/** Sends what is queued, oldest first, one mail at a time (a handful a minute at most). */
export async function sendQueuedMail(deps: MailSendingDeps): Promise<MailRun> {
  const run = { sent: 0, retrying: 0, failed: 0 };
  const queued = await deps.outbox.queued(deps.batchSize);
  const now = deps.clock.now().getTime();
  const delayed = queued.filter((mail) => now - Date.parse(mail.createdAt) > DELAYED_AFTER_MS).length;
  if (delayed > 0) deps.metrics.count('MailsDelayed', delayed);
  for (const mail of queued) {
    const outcome = await sendOne(deps, mail);
    if (outcome !== 'skipped') run[outcome] += 1;
  }
  if (run.sent > 0) deps.metrics.count('MailsSent', run.sent);
  if (run.failed > 0) deps.metrics.count('MailsFailed', run.failed);
  if (queued.length > 0) deps.logger.info('mail run', { ...run, delayed });
  return run;
}
