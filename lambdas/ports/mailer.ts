// Sends one plain-text e-mail to one key owner; the outbox retries the transient failures and drops the rejected ones.
import { NamedError } from '../core/named-error';

export interface OutgoingMail {
  /** One address, e.g. `owner@example.com`. */
  to: string;
  /** Any Unicode text on one line. */
  subject: string;
  /** Plain text; line ends may be `\n` or `\r\n`. */
  text: string;
}

export interface Mailer {
  /** Resolves once the transport has accepted the mail; `messageId` is the transport's id for it. */
  send(mail: OutgoingMail): Promise<{ messageId: string }>;
}

export type MailTransport = 'ses' | 'smtp';

interface MailErrorOptions {
  transport: MailTransport;
  /** The transport's own word for the failure: the SES error name, or the SMTP reply code. */
  reason: string;
  cause?: unknown;
}

export abstract class MailError extends NamedError {
  readonly transport: MailTransport;
  readonly reason: string;

  constructor(message: string, options: MailErrorOptions) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.transport = options.transport;
    this.reason = options.reason;
  }
}

/** Transient: throttled, paused, down, timed out or unreachable; the same mail may go through later. */
export class MailTransientError extends MailError {
  static override readonly errorName = 'MailTransientError';
}

/** Permanent: the transport refused this mail (or this sender); sending it again will fail the same way. */
export class MailRejectedError extends MailError {
  static override readonly errorName = 'MailRejectedError';
}
