// A local inbox for the mail the service sends: maildev 3, in this process, its SMTP server and web inbox on 127.0.0.1.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MailDev } from 'maildev';
import { assertPortFree } from './free-port';

/** SMTP extensions maildev can be told not to advertise (e.g. 8BITMIME, to make a client fall back to quoted-printable). */
export type HideableSmtpExtension = 'STARTTLS' | 'PIPELINING' | '8BITMIME' | 'SMTPUTF8';

export interface MailCatcherOptions {
  /** Keeps the mail here, and shows what an earlier run left; a private temporary directory, removed at stop, otherwise. */
  readonly directory?: string | undefined;
  /** Ports to listen on; ones the OS picks when omitted. */
  readonly smtpPort?: number | undefined;
  readonly webPort?: number | undefined;
  readonly hideExtensions?: readonly HideableSmtpExtension[] | undefined;
  /** Bigger messages are refused with 552; maildev's default is 50 MB. */
  readonly maxMessageSize?: number | undefined;
}

export interface CaughtMail {
  /** maildev's id: `${webUrl}/api/email/<id>/source` is the message as it arrived. */
  readonly id: string;
  /** The addresses of the To header. */
  readonly to: string[];
  /** Decoded. */
  readonly subject: string;
  /** The decoded plain-text body, as maildev's parser gives it (line ends `\n`). */
  readonly text: string;
  /** The Date header, or the time maildev received the mail when there is none. */
  readonly date: Date;
  readonly messageId: string | undefined;
  /** Headers by lower-case name; maildev's REST answer leaves out the structured ones (Date, From, To, Content-Type). */
  readonly headers: Readonly<Record<string, unknown>>;
}

export interface MailCatcher {
  /** `smtp://127.0.0.1:<port>`, for SmtpMailer. */
  readonly smtpUrl: string;
  /** The web inbox (and maildev's REST API under `/api`). */
  readonly webUrl: string;
  /** Every mail caught so far, oldest first, read from maildev's REST API. */
  messages(): Promise<CaughtMail[]>;
  stop(): Promise<void>;
}

interface MaildevEmail {
  id: string;
  subject?: string;
  text?: string;
  date?: string;
  time?: string;
  to?: Array<{ address: string }>;
  headers?: Record<string, unknown>;
}

// maildev's "in-memory" mode still writes each .eml to os.tmpdir()/maildev, shared and never cleaned: hence a private one.
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  // A failed start leaves maildev's other server listening (its stop() only acts once start() finished): check first.
  if (options.smtpPort !== undefined) await assertPortFree(options.smtpPort);
  if (options.webPort !== undefined) await assertPortFree(options.webPort);
  // Loaded here, not at the top: maildev (fastify, socket.io, an MCP server) takes over a second to import.
  const { MailDev: MailDevServer } = await import('maildev');
  const temporary = options.directory === undefined ? await mkdtemp(join(tmpdir(), 'storybook-mail-')) : undefined;
  const maildev: MailDev = new MailDevServer({
    smtp: options.smtpPort ?? 0,
    web: options.webPort ?? 0,
    // maildev binds every interface by default (SMTP on ::, web on 0.0.0.0).
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    mailDirectory: options.directory ?? temporary,
    silent: true,
    ...(options.hideExtensions && { hideExtensions: [...options.hideExtensions] }),
    ...(options.maxMessageSize !== undefined && { maxMessageSize: options.maxMessageSize }),
  });
  const removeTemporary = async () => {
    if (temporary) await rm(temporary, { recursive: true, force: true });
  };
  let servers: Awaited<ReturnType<MailDev['start']>>;
  try {
    servers = await maildev.start();
  } catch (error) {
    await maildev.stop().catch(() => undefined);
    await removeTemporary();
    throw error;
  }
  const smtpUrl = `smtp://127.0.0.1:${servers.smtp.getPort()}`;
  const webUrl = `http://127.0.0.1:${servers.api!.getPort()}`;

  return {
    smtpUrl,
    webUrl,
    async messages() {
      const response = await fetch(`${webUrl}/api/email`);
      if (!response.ok) throw new Error(`maildev answered GET /api/email with ${response.status}`);
      const emails = (await response.json()) as MaildevEmail[];
      return emails.map((email) => {
        const messageId = email.headers?.['message-id'];
        return {
          id: email.id,
          to: (email.to ?? []).map((recipient) => recipient.address),
          subject: email.subject ?? '',
          text: email.text ?? '',
          date: new Date(email.date ?? email.time ?? Number.NaN),
          messageId: typeof messageId === 'string' ? messageId : undefined,
          headers: email.headers ?? {},
        };
      });
    },
    async stop() {
      await maildev.stop();
      await removeTemporary();
    },
  };
}
