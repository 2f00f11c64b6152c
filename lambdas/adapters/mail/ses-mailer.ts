// The Mailer port on Amazon SES v2 SendEmail: a simple UTF-8 text message, failures sorted into retry-later and never.
import { retryKind } from '../aws/aws-errors';
import { SendEmailCommand, type SendEmailCommandOutput } from '../aws/sesv2-client';
import { MailRejectedError, MailTransientError, type Mailer, type OutgoingMail } from '../../ports/mailer';

/** What the mailer needs of the client, so a test can hand it a stand-in. */
export interface SendEmailClient {
  send(command: SendEmailCommand): Promise<SendEmailCommandOutput>;
}

export interface SesMailerOptions {
  readonly client: SendEmailClient;
  /** A verified identity, e.g. `Storybook <no-reply@example.com>`. */
  readonly from: string;
  /** Event publishing (bounces, complaints) goes through this configuration set when given. */
  readonly configurationSet?: string | undefined;
}

// Errors that clear by themselves or by an operator's action on the account, not by changing the mail: keep it queued.
const transientNames = new Set([
  'TooManyRequestsException', 'LimitExceededException', 'ThrottlingException', 'SendingPausedException',
  'InternalServiceErrorException', 'ServiceUnavailable', 'ServiceUnavailableException', 'InternalFailure', 'TimeoutError',
]);

// The service's error name; for a network error, its code (ECONNREFUSED, …), since its name is only `Error`.
const reasonOf = (error: unknown): string => {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  if (typeof name === 'string' && name !== 'Error') return name;
  return typeof code === 'string' ? code : 'Error';
};

export class SesMailer implements Mailer {
  constructor(private readonly options: SesMailerOptions) {}

  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    const command = new SendEmailCommand({
      FromEmailAddress: this.options.from,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' } },
        },
      },
      ...(this.options.configurationSet !== undefined && { ConfigurationSetName: this.options.configurationSet }),
    });
    let output: SendEmailCommandOutput;
    try {
      output = await this.options.client.send(command);
    } catch (error) {
      const reason = reasonOf(error);
      const detail = error instanceof Error && error.message ? `: ${error.message}` : '';
      // Throttling, 5xx, timeouts and network errors: what the client itself would have retried.
      if (transientNames.has(reason) || retryKind(error) !== undefined) {
        throw new MailTransientError(`SES could not take the mail now (${reason})${detail}`, { transport: 'ses', reason, cause: error });
      }
      throw new MailRejectedError(`SES refused the mail (${reason})${detail}`, { transport: 'ses', reason, cause: error });
    }
    // A 200 means SES took the mail, id or not: failing here would only make the outbox send it twice.
    return { messageId: output.MessageId ?? output.$metadata.requestId ?? '' };
  }
}
