// The Mailer port over plain SMTP, for the local mail catcher only: no TLS and no AUTH, so it refuses any host but
// loopback (127.0.0.1, ::1, localhost). One connection per mail: EHLO, MAIL FROM, RCPT TO, DATA, QUIT.
import { randomUUID } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { MailRejectedError, MailTransientError, type Mailer, type OutgoingMail } from '../../ports/mailer';

export interface SmtpMailerOptions {
  /** `smtp://127.0.0.1:1025`. */
  readonly url: string;
  /** `no-reply@storybook.local` or `Storybook <no-reply@storybook.local>`. */
  readonly from: string;
  /** The name given in EHLO; default `localhost`. */
  readonly heloName?: string | undefined;
  /** For the whole exchange, connection included; default 10 000. */
  readonly timeoutMs?: number | undefined;
  /** For the Date header; the system clock by default. */
  readonly now?: (() => Date) | undefined;
}

interface Reply {
  readonly code: number;
  /** The reply's lines without their codes, joined by `\n`. */
  readonly text: string;
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);
// An envelope address: no spaces, brackets or line breaks that could end the command early.
const addressPattern = /^[\x21-\x7e]+@[\x21-\x7e]+$/;
const unsafeInAddress = /[<>()[\]\\,;:"\s]/;
const CRLF = '\r\n';
// SMTP's limit on a line, CRLF excluded (RFC 5321 §4.5.3.1.6).
const MAX_LINE_OCTETS = 998;
// 39 bytes → 52 base64 characters → a 64-character encoded-word: "Subject: " plus one still fits in 76.
const ENCODED_WORD_BYTES = 39;

const isPlainAscii = (text: string): boolean => /^[\x20-\x7e]*$/.test(text);

/** RFC 2047 B-encoded words, each whole UTF-8 characters, folded onto continuation lines. */
export function encodeHeaderText(text: string): string {
  if (isPlainAscii(text) && !text.includes('=?') && text.length <= 66) return text;
  const words: string[] = [];
  let chunk: Buffer[] = [];
  let size = 0;
  const flush = () => {
    if (size === 0) return;
    words.push(`=?UTF-8?B?${Buffer.concat(chunk).toString('base64')}?=`);
    chunk = [];
    size = 0;
  };
  for (const character of text) {
    const bytes = Buffer.from(character, 'utf8');
    if (size + bytes.length > ENCODED_WORD_BYTES) flush();
    chunk.push(bytes);
    size += bytes.length;
  }
  flush();
  return words.join(`${CRLF} `);
}

/** RFC 2045 quoted-printable of CRLF-separated lines: encoded lines of at most 76 characters, soft breaks between. */
export function quotedPrintable(text: string): string {
  return text
    .split(CRLF)
    .map((line) => {
      const bytes = Buffer.from(line, 'utf8');
      const out: string[] = [];
      let current = '';
      bytes.forEach((byte, index) => {
        const last = index === bytes.length - 1;
        const literal = (byte >= 33 && byte <= 126 && byte !== 61) || ((byte === 32 || byte === 9) && !last);
        const token = literal ? String.fromCharCode(byte) : `=${byte.toString(16).toUpperCase().padStart(2, '0')}`;
        if (current.length + token.length > 75) {
          out.push(`${current}=`);
          current = '';
        }
        current += token;
      });
      out.push(current);
      return out.join(CRLF);
    })
    .join(CRLF);
}

/** RFC 5322 date-time in UTC: `Thu, 03 Jul 2025 04:19:35 +0000`. */
export function rfc5322Date(date: Date): string {
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const two = (n: number) => String(n).padStart(2, '0');
  return `${days[date.getUTCDay()]}, ${two(date.getUTCDate())} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()} ` +
    `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} +0000`;
}

/** A line that starts with "." gets another, so that no line of the message reads as the end of DATA. */
export const dotStuff = (data: string): string => data.replace(/(^|\r\n)\./g, '$1..');

interface Mailbox {
  readonly address: string;
  readonly header: string;
}

function mailbox(value: string, what: string): Mailbox {
  const match = /^\s*(.*?)\s*<([^<>]*)>\s*$/.exec(value);
  const address = (match ? match[2]! : value).trim();
  if (!addressPattern.test(address) || unsafeInAddress.test(address) || address.split('@').length !== 2) {
    throw new MailRejectedError(`Not an address SMTP can carry for ${what}: ${JSON.stringify(value)}`, { transport: 'smtp', reason: 'InvalidAddress' });
  }
  const name = match?.[1]?.replace(/^"(.*)"$/, '$1').replace(/[\r\n]+/g, ' ') ?? '';
  if (!name) return { address, header: address };
  const shown = isPlainAscii(name) ? `"${name.replace(/["\\]/g, '\\$&')}"` : encodeHeaderText(name);
  return { address, header: `${shown} <${address}>` };
}

/** Reads replies off the socket: `250-…` lines continue a reply, `250 …` ends it. */
class ReplyReader {
  private buffer = '';
  private lines: string[] = [];
  private readonly replies: Reply[] = [];
  private waiting: { resolve: (reply: Reply) => void; reject: (error: Error) => void } | undefined;
  private failure: Error | undefined;

  constructor(socket: Socket) {
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => this.take(chunk));
  }

  private take(chunk: string): void {
    this.buffer += chunk;
    let end: number;
    while ((end = this.buffer.indexOf('\n')) >= 0) {
      const line = this.buffer.slice(0, end).replace(/\r$/, '');
      this.buffer = this.buffer.slice(end + 1);
      const match = /^(\d{3})([ -]?)(.*)$/.exec(line);
      if (!match) return this.fail(new MailTransientError(`The SMTP server sent something that is not a reply: ${JSON.stringify(line)}`, { transport: 'smtp', reason: 'ProtocolError' }));
      this.lines.push(match[3]!);
      if (match[2] === '-') continue;
      const reply = { code: Number(match[1]), text: this.lines.join('\n') };
      this.lines = [];
      if (this.waiting) {
        const { resolve } = this.waiting;
        this.waiting = undefined;
        resolve(reply);
      } else this.replies.push(reply);
    }
  }

  fail(error: Error): void {
    this.failure ??= error;
    const waiting = this.waiting;
    this.waiting = undefined;
    waiting?.reject(this.failure);
  }

  next(): Promise<Reply> {
    const ready = this.replies.shift();
    if (ready) return Promise.resolve(ready);
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => (this.waiting = { resolve, reject }));
  }
}

export class SmtpMailer implements Mailer {
  private readonly host: string;
  private readonly port: number;
  private readonly from: Mailbox;

  constructor(private readonly options: SmtpMailerOptions) {
    const url = new URL(options.url);
    if (url.protocol !== 'smtp:' || !loopbackHosts.has(url.hostname)) {
      throw new Error(`SmtpMailer sends in plain text without authentication: only smtp:// on loopback is allowed, not ${options.url}`);
    }
    this.host = url.hostname.replace(/^\[|\]$/g, '');
    this.port = Number(url.port || 25);
    this.from = mailbox(options.from, 'the sender');
  }

  async send(mail: OutgoingMail): Promise<{ messageId: string }> {
    const to = mailbox(mail.to, 'the recipient');
    const messageId = `${randomUUID()}@${this.from.address.split('@')[1]}`;
    const timeoutMs = this.options.timeoutMs ?? 10_000;
    const socket = connect({ host: this.host, port: this.port });
    const reader = new ReplyReader(socket);
    const timer = setTimeout(() => {
      reader.fail(new MailTransientError(`The SMTP exchange took longer than ${timeoutMs} ms`, { transport: 'smtp', reason: 'Timeout' }));
      socket.destroy();
    }, timeoutMs);
    socket.on('error', (error: NodeJS.ErrnoException) =>
      reader.fail(new MailTransientError(`Could not talk to the SMTP server at ${this.options.url}: ${error.message}`, { transport: 'smtp', reason: error.code ?? 'SocketError', cause: error })),
    );
    socket.on('close', () =>
      reader.fail(new MailTransientError('The SMTP server closed the connection', { transport: 'smtp', reason: 'ConnectionClosed' })),
    );

    const command = async (line: string | undefined, expected: readonly number[], what: string): Promise<Reply> => {
      if (line !== undefined) socket.write(`${line}${CRLF}`);
      const reply = await reader.next();
      if (expected.includes(reply.code)) return reply;
      const message = `The SMTP server answered ${what} with ${reply.code} ${reply.text}`;
      const reason = String(reply.code);
      // 4xx is "try again later" in SMTP; 5xx is final. Anything else means the dialogue went wrong.
      if (reply.code >= 500 && reply.code < 600) throw new MailRejectedError(message, { transport: 'smtp', reason });
      throw new MailTransientError(message, { transport: 'smtp', reason });
    };

    try {
      await command(undefined, [220], 'the connection');
      const heloName = this.options.heloName ?? 'localhost';
      let extensions: string[] = [];
      try {
        extensions = (await command(`EHLO ${heloName}`, [250], 'EHLO')).text.split('\n').slice(1).map((line) => line.toUpperCase());
      } catch (error) {
        // A server that predates ESMTP: say HELO and send 7-bit.
        if (!(error instanceof MailRejectedError)) throw error;
        await command(`HELO ${heloName}`, [250], 'HELO');
      }
      const body = mail.text.replace(/\r\n|\r|\n/g, CRLF);
      const eightBit = extensions.some((line) => line.split(' ')[0] === '8BITMIME') &&
        body.split(CRLF).every((line) => Buffer.byteLength(line) <= MAX_LINE_OCTETS);
      const headers = [
        `Date: ${rfc5322Date((this.options.now ?? (() => new Date()))())}`,
        `From: ${this.from.header}`,
        `To: ${to.header}`,
        `Subject: ${encodeHeaderText(mail.subject.replace(/[\r\n]+/g, ' '))}`,
        `Message-ID: <${messageId}>`,
        'MIME-Version: 1.0',
        'Content-Type: text/plain; charset=utf-8',
        `Content-Transfer-Encoding: ${eightBit ? '8bit' : 'quoted-printable'}`,
      ];
      const content = `${headers.join(CRLF)}${CRLF}${CRLF}${eightBit ? body : quotedPrintable(body)}`;
      await command(`MAIL FROM:<${this.from.address}>${eightBit ? ' BODY=8BITMIME' : ''}`, [250], 'MAIL FROM');
      await command(`RCPT TO:<${to.address}>`, [250, 251], 'RCPT TO');
      await command('DATA', [354], 'DATA');
      const data = dotStuff(content);
      await command(`${data}${data.endsWith(CRLF) ? '' : CRLF}.`, [250], 'the message');
      // The mail is accepted: a server that fumbles QUIT changes nothing.
      await command('QUIT', [221], 'QUIT').catch(() => undefined);
      return { messageId };
    } finally {
      clearTimeout(timer);
      socket.end();
      socket.destroy();
    }
  }
}
