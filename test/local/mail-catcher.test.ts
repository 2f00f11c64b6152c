// SmtpMailer against the real maildev the local stack runs, and the SMTP rules checked against scripted servers.
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dotStuff, encodeHeaderText, quotedPrintable, SmtpMailer } from '../../lambdas/adapters/mail/smtp-mailer';
import { MailRejectedError, MailTransientError } from '../../lambdas/ports/mailer';
import { startMailCatcher, type CaughtMail, type MailCatcher } from '../../local/mail-catcher';

const from = 'Storybook <no-reply@storybook.local>';
const sentAt = new Date('2025-07-03T04:19:35Z');
let catcher: MailCatcher;

beforeAll(async () => {
  catcher = await startMailCatcher();
});
afterAll(() => catcher.stop());

/** Sends through a new mailer and returns what maildev parsed of that one mail. */
async function roundTrip(mail: { to?: string; subject: string; text: string }, into = catcher): Promise<CaughtMail & { sentId: string }> {
  const mailer = new SmtpMailer({ url: into.smtpUrl, from, now: () => sentAt });
  const { messageId } = await mailer.send({ to: 'owner@example.com', ...mail });
  const caught = (await into.messages()).find((message) => message.messageId === `<${messageId}>`);
  expect(caught, `maildev has the mail <${messageId}>`).toBeDefined();
  return { ...caught!, sentId: messageId };
}

const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error as Error);

describe('The catcher runs maildev on 127.0.0.1 only, on ports the OS picks', () => {
  it('gives an smtp:// URL and a web inbox on loopback; its REST API lists the mail', async () => {
    expect(catcher.smtpUrl).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
    expect(catcher.webUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const page = await fetch(catcher.webUrl, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<html');
    expect(Array.isArray(await catcher.messages())).toBe(true);
  });

  it('two catchers run side by side, each with its own inbox', async () => {
    const other = await startMailCatcher();
    try {
      expect(other.smtpUrl).not.toBe(catcher.smtpUrl);
      await roundTrip({ subject: 'only in the other one', text: 'x' }, other);
      expect((await catcher.messages()).some((mail) => mail.subject === 'only in the other one')).toBe(false);
    } finally {
      await other.stop();
    }
  });
});

describe('SmtpMailer delivers a plain-text mail that reads back as sent', () => {
  it('recipient, subject, text, Date and Message-ID arrive unchanged', async () => {
    const caught = await roundTrip({ subject: 'Your API key was created', text: 'Hello,\nyour key sk_live_…1234 was created.\n' });
    expect(caught.to).toEqual(['owner@example.com']);
    expect(caught.subject).toBe('Your API key was created');
    expect(caught.text).toBe('Hello,\nyour key sk_live_…1234 was created.\n');
    expect(caught.date).toEqual(sentAt);
    expect(caught.headers).toMatchObject({ 'content-transfer-encoding': '8bit', 'mime-version': '1.0' });
    const source = await (await fetch(`${catcher.webUrl}/api/email/${caught.id}/source`)).text();
    expect(source).toMatch(/^Date: Thu, 03 Jul 2025 04:19:35 \+0000\r\nFrom: "Storybook" <no-reply@storybook\.local>\r\nTo: owner@example\.com\r\n/);
    expect(source).toContain('\r\nContent-Type: text/plain; charset=utf-8\r\n');
    expect(caught.sentId).toMatch(/^[0-9a-f-]{36}@storybook\.local$/);
  });
});

describe('Japanese subject and body survive (RFC 2047 encoded-words, UTF-8 body)', () => {
  it('a short Japanese subject and body', async () => {
    const caught = await roundTrip({ subject: 'APIキーを作成しました', text: 'こんにちは。\nAPIキーを作成しました。\n' });
    expect(caught.subject).toBe('APIキーを作成しました');
    expect(caught.text).toBe('こんにちは。\nAPIキーを作成しました。\n');
  });

  it('a subject long enough for several encoded-words, mixing scripts and emoji, is whole again', async () => {
    const subject = '【重要】不正利用の疑いによりAPIキー sk_…abcd を無効化しました — ご確認ください 🔑📚 Storybook';
    expect(encodeHeaderText(subject).split('\r\n ').length).toBeGreaterThan(2);
    expect((await roundTrip({ subject, text: '詳細は管理画面をご覧ください。' })).subject).toBe(subject);
  });

  it('every encoded-word holds whole characters and stays within 76 characters', () => {
    const words = encodeHeaderText('鍵'.repeat(40) + '😀'.repeat(10)).split('\r\n ');
    for (const word of words) {
      expect(word.length).toBeLessThanOrEqual(76);
      const decoded = Buffer.from(/^=\?UTF-8\?B\?(.*)\?=$/.exec(word)![1]!, 'base64').toString('utf8');
      expect(decoded).not.toContain('\uFFFD');
    }
  });

  it('line breaks in a subject cannot add headers', async () => {
    const caught = await roundTrip({ subject: 'Hello\r\nBcc: victim@example.com', text: 'x' });
    expect(caught.subject).toBe('Hello Bcc: victim@example.com');
  });
});

describe('Lines that start with "." survive (dot-stuffing)', () => {
  it('".", "..", ".hidden" and a last line of "." come back as written', async () => {
    const text = 'first\n.\n..\n.hidden\nmiddle\n.\n';
    expect(dotStuff('a\r\n.\r\n.b')).toBe('a\r\n..\r\n..b');
    expect((await roundTrip({ subject: 'dots', text })).text).toBe(text);
  });

  it('a text without a final line break gets one: SMTP’s end of data is "<CRLF>.<CRLF>" after a whole line', async () => {
    expect((await roundTrip({ subject: 'no final newline', text: 'last line\n.' })).text).toBe('last line\n.\n');
  });
});

describe('Without 8BITMIME (or with a line too long for SMTP) the body goes quoted-printable', () => {
  let sevenBit: MailCatcher;
  beforeAll(async () => {
    sevenBit = await startMailCatcher({ hideExtensions: ['8BITMIME'] });
  });
  afterAll(() => sevenBit.stop());

  it('Japanese text and dot lines read back the same through a server that does not take 8-bit', async () => {
    const text = 'こんにちは\n.\n..末尾の空白 \nend\n';
    const caught = await roundTrip({ subject: '七ビット', text }, sevenBit);
    expect(caught.text).toBe(text);
    expect(caught.headers['content-transfer-encoding']).toBe('quoted-printable');
    const source = await (await fetch(`${sevenBit.webUrl}/api/email/${caught.id}/source`)).text();
    expect(/^[\x00-\x7f]*$/.test(source)).toBe(true);
  });

  it('a 3 000-byte line is sent quoted-printable and reads back whole', async () => {
    const text = `${'あ'.repeat(1000)}\nnext\n`;
    const caught = await roundTrip({ subject: 'long line', text });
    expect(caught.text).toBe(text);
    expect(caught.headers['content-transfer-encoding']).toBe('quoted-printable');
  });

  it('encoded lines stay within 76 characters; trailing spaces and "=" are encoded', () => {
    const encoded = quotedPrintable(`${'é'.repeat(60)}\r\na = b \r\n`);
    for (const line of encoded.split('\r\n')) expect(line.length).toBeLessThanOrEqual(76);
    expect(encoded).toContain('a =3D b=20');
  });
});

// A server that says what the test scripts: each line it receives is answered by the next reply in the list.
async function scriptedServer(greeting: string | undefined, replies: Record<string, string>): Promise<{ url: string; heard: string[]; server: Server }> {
  const heard: string[] = [];
  const server = createServer((socket: Socket) => {
    if (greeting !== undefined) socket.write(greeting);
    let buffer = '';
    let inData = false;
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write(replies['.'] ?? '250 ok\r\n');
          }
          continue;
        }
        heard.push(line);
        const verb = line.split(/[ :]/)[0]!.toUpperCase();
        if (verb === 'DATA') inData = true;
        socket.write(replies[verb] ?? { EHLO: '250-scripted\r\n250 8BITMIME\r\n', DATA: '354 go on\r\n', QUIT: '221 bye\r\n' }[verb] ?? '250 ok\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `smtp://127.0.0.1:${port}`, heard, server };
}

describe('SMTP replies: 4xx is transient, 5xx is permanent, multi-line replies are read whole', () => {
  const servers: Server[] = [];
  afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))));
  const mail = { to: 'owner@example.com', subject: 's', text: 't' };
  const script = async (greeting: string | undefined, replies: Record<string, string>) => {
    const scripted = await scriptedServer(greeting, replies);
    servers.push(scripted.server);
    return scripted;
  };

  it('a multi-line 451 to RCPT TO → MailTransientError with the whole reply', async () => {
    const { url } = await script('220 scripted\r\n', { RCPT: '451-4.3.0 Mailbox busy,\r\n451 4.3.0 try again later\r\n' });
    const error = await failure(new SmtpMailer({ url, from }).send(mail));
    expect(error).toBeInstanceOf(MailTransientError);
    expect(error).toMatchObject({ transport: 'smtp', reason: '451', message: 'The SMTP server answered RCPT TO with 451 4.3.0 Mailbox busy,\n4.3.0 try again later' });
  });

  it('421 as the greeting → MailTransientError', async () => {
    const { url } = await script('421 too busy\r\n', {});
    expect(await failure(new SmtpMailer({ url, from }).send(mail))).toMatchObject({ name: 'MailTransientError', reason: '421' });
  });

  it('550 to RCPT TO → MailRejectedError', async () => {
    const { url } = await script('220 scripted\r\n', { RCPT: '550 5.1.1 No such user\r\n' });
    expect(await failure(new SmtpMailer({ url, from }).send(mail))).toMatchObject({ name: 'MailRejectedError', reason: '550' });
  });

  it('maildev’s 552 for a message over its size limit → MailRejectedError', async () => {
    const small = await startMailCatcher({ maxMessageSize: 2_000 });
    try {
      const error = await failure(new SmtpMailer({ url: small.smtpUrl, from }).send({ ...mail, text: 'x'.repeat(5_000) }));
      expect(error).toBeInstanceOf(MailRejectedError);
      expect((error as MailRejectedError).reason).toBe('552');
      expect(await small.messages()).toEqual([]);
    } finally {
      await small.stop();
    }
  });

  it('the dialogue: EHLO, MAIL FROM with BODY=8BITMIME, RCPT TO, DATA, QUIT', async () => {
    const { url, heard } = await script('220 scripted\r\n', {});
    await new SmtpMailer({ url, from, heloName: 'storybook.local' }).send(mail);
    expect(heard).toEqual(['EHLO storybook.local', 'MAIL FROM:<no-reply@storybook.local> BODY=8BITMIME', 'RCPT TO:<owner@example.com>', 'DATA', 'QUIT']);
  });

  it('a server that does not know EHLO gets HELO', async () => {
    const { url, heard } = await script('220 old\r\n', { EHLO: '502 what?\r\n' });
    await new SmtpMailer({ url, from }).send(mail);
    expect(heard.slice(0, 3)).toEqual(['EHLO localhost', 'HELO localhost', 'MAIL FROM:<no-reply@storybook.local>']);
  });
});

describe('Network failures are transient; addresses and hosts are checked before anything is sent', () => {
  it('nobody listening → MailTransientError ECONNREFUSED', async () => {
    const error = await failure(new SmtpMailer({ url: 'smtp://127.0.0.1:1', from }).send({ to: 'a@b.example', subject: 's', text: 't' }));
    expect(error).toMatchObject({ name: 'MailTransientError', reason: 'ECONNREFUSED' });
  });

  it('a server that never answers → MailTransientError after the timeout', async () => {
    const { url, server } = await scriptedServer(undefined, {});
    const started = Date.now();
    const error = await failure(new SmtpMailer({ url, from, timeoutMs: 300 }).send({ to: 'a@b.example', subject: 's', text: 't' }));
    server.close();
    expect(error).toMatchObject({ name: 'MailTransientError', reason: 'Timeout' });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('an address that could break the SMTP command → MailRejectedError', async () => {
    const mailer = new SmtpMailer({ url: catcher.smtpUrl, from });
    for (const to of ['a@b.example>\r\nRCPT TO:<c@d.example', 'no-at-sign', 'two@at@signs', 'sp ace@b.example']) {
      expect(await failure(mailer.send({ to, subject: 's', text: 't' }))).toMatchObject({ name: 'MailRejectedError', reason: 'InvalidAddress' });
    }
  });

  it('only smtp:// on loopback: it has no TLS and no AUTH', () => {
    expect(() => new SmtpMailer({ url: 'smtp://mail.example.com:25', from })).toThrow(/only smtp:\/\/ on loopback/);
    expect(() => new SmtpMailer({ url: 'smtps://127.0.0.1:465', from })).toThrow(/only smtp:\/\/ on loopback/);
    expect(() => new SmtpMailer({ url: 'smtp://localhost:2525', from })).not.toThrow();
  });
});

describe('With a directory the mail outlives the catcher; without one nothing is left behind', () => {
  it('a restart on the same directory still lists the mail', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'storybook-mail-test-'));
    try {
      const first = await startMailCatcher({ directory });
      await roundTrip({ subject: 'kept', text: '残ります\n' }, first);
      await first.stop();
      const second = await startMailCatcher({ directory });
      try {
        expect((await second.messages()).map((mail) => [mail.subject, mail.text])).toEqual([['kept', '残ります\n']]);
      } finally {
        await second.stop();
      }
      expect((await readdir(directory)).some((name) => name.endsWith('.eml'))).toBe(true);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('the temporary directory of a catcher without one is gone after stop', async () => {
    const before = new Set((await readdir(tmpdir())).filter((name) => name.startsWith('storybook-mail-') && !name.startsWith('storybook-mail-test-')));
    const temporary = await startMailCatcher();
    const created = (await readdir(tmpdir())).filter((name) => name.startsWith('storybook-mail-') && !before.has(name) && !name.startsWith('storybook-mail-test-'));
    await roundTrip({ subject: 'gone', text: 'x' }, temporary);
    await temporary.stop();
    for (const name of created) expect(existsSync(join(tmpdir(), name))).toBe(false);
  });
});
