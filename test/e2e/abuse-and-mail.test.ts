import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../local/free-port';
import { assertFetchResponseConforms } from '../support/openapi-conformance';
import { runScript, startScript, waitForExit } from './process-runner';

// The spec's "revoke a key after IP jumps across continents within minutes, and contact the owner by e-mail", end to
// end on `npm start` with LOCAL_TRUST_FORWARDED_FOR=1: the functions are the deployed bundles, the mail goes by SMTP
// to the local mail catcher, and the admin CLI reads the audit event and the mail back.
const EUROPE = '80.128.0.1'; // DE
const ASIA = '1.0.16.1'; // JP

let dataDir: string;
let stack: Awaited<ReturnType<typeof startScript>>;
let base: string;
let inbox: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storybook-abuse-'));
  const port = await findFreePort();
  stack = await startScript('bin/local.ts', { DATA_DIR: dataDir, PORT: String(port), LOCAL_TRUST_FORWARDED_FOR: '1' }, /Ctrl-C stops everything/, 180_000);
  base = `http://127.0.0.1:${port}`;
  inbox = /Mail to key owners[^:]*: (http:\/\/127\.0\.0\.1:\d+)/.exec(stack.output())?.[1] ?? '';
}, 200_000);
afterAll(async () => {
  stack?.child.kill('SIGTERM');
  if (stack) await waitForExit(stack.child);
  await rm(dataDir, { recursive: true, force: true });
});

const admin = async (...args: string[]) => {
  const result = await runScript('bin/admin.ts', [...args, '--data-dir', dataDir]);
  expect(result.code, result.stderr).toBe(0);
  return result.stdout.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
};

describe('a key used from Europe and then from Asia within a minute is revoked, and its owner is mailed', () => {
  it('401 on the next request; admin events shows the rule; admin mail list and the mail catcher show the mail', async () => {
    expect(inbox, stack.output()).toMatch(/^http:/);
    const [user] = await admin('user', 'create', '--email', 'traveller@example.com', '--plan', 'pro');
    const [key] = await admin('key', 'create', '--user', user.userId);
    const from = async (address: string, init: RequestInit = {}) => {
      const response = await fetch(`${base}/v1/stories${init.method === 'POST' ? '' : '/00000000-0000-4000-8000-000000000000'}`, {
        ...init,
        headers: { 'content-type': 'application/json', 'x-api-key': key.apiKey, 'x-forwarded-for': address },
      });
      await assertFetchResponseConforms(init.method ?? 'GET', response);
      return response;
    };

    const created = await from(EUROPE, {
      method: 'POST',
      body: JSON.stringify({ storyIdea: 'A shy hedgehog named Pip who wants to fly', ageRange: '4-7', style: 'watercolor', pageCount: 5, tone: 'animal', language: 'english' }),
    });
    expect(created.status).toBe(202);
    expect((await from(ASIA)).status).toBe(401);
    expect((await from(EUROPE)).status).toBe(401);

    const events = await admin('events', '--user', user.userId);
    expect(events).toEqual([
      expect.objectContaining({
        keyId: key.keyId,
        rule: 'ip_jump',
        action: 'key_revoked',
        evidence: { earlier: expect.objectContaining({ continent: 'EU', country: 'DE', ip: EUROPE }), now: expect.objectContaining({ continent: 'AS', country: 'JP', ip: ASIA }) },
      }),
    ]);

    // sendMail runs every two seconds on the local stack.
    let mails: Array<Record<string, unknown>> = [];
    await expect
      .poll(async () => {
        mails = await admin('mail', 'list', '--user', user.userId);
        return mails.map((mail) => [mail.kind, mail.status]);
      }, { timeout: 30_000, interval: 1_000 })
      .toEqual([['key_created', 'sent'], ['key_revoked_for_abuse', 'sent']]);
    const abuseMail = mails[1]!;
    expect(abuseMail).toMatchObject({ to: 'traveller@example.com', subject: 'We revoked a Storybook API key to protect your account', sentAt: expect.any(String) });
    expect(abuseMail.text).toContain(`We revoked your API key ${key.keyId} because it was used from two continents within minutes`);
    expect(abuseMail.text).toContain(`Europe (DE, address ${EUROPE})`);
    expect(abuseMail.text).toContain(`Asia (JP, address ${ASIA})`);
    expect(abuseMail.text).toContain('create a new key');

    // The same mail, as the mail catcher received it over SMTP.
    const caught = (await (await fetch(`${inbox}/api/email`)).json()) as Array<{ subject: string; text: string; to: Array<{ address: string }> }>;
    const received = caught.find((mail) => mail.subject === abuseMail.subject);
    expect(received?.to.map((to) => to.address)).toEqual(['traveller@example.com']);
    expect(received?.text).toContain(`Asia (JP, address ${ASIA})`);
  }, 120_000);
});
