import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertFetchResponseConforms } from '../support/openapi-conformance';
import { apiUrlFrom, runScript, startScript, waitForExit } from './process-runner';

// The spec's "revoke a key after burst traffic and IP jumps across continents within minutes, and contact the owner
// by e-mail", end to end on `npm start` with LOCAL_TRUST_FORWARDED_FOR=1: the functions are the deployed bundles, the
// mail goes by SMTP to the local mail catcher, the admin CLI reads the audit events and the mails back. Each innocent
// pattern of issue 23 keeps its key for 15 minutes of the API's clock (LOCAL_CLOCK_OFFSET_FILE moves it on), each
// abusive one is revoked.
const EUROPE = '80.128.0.1'; // DE
const ASIA = '1.0.16.1'; // JP
const MINUTE = 60_000;

let dataDir: string;
let clockFile: string;
let clockOffset = 0;
let stack: Awaited<ReturnType<typeof startScript>>;
let base: string;
let inbox: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storybook-abuse-'));
  clockFile = join(dataDir, 'clock-offset');
  await writeFile(clockFile, '0');
  stack = await startScript('bin/local.ts', { DATA_DIR: dataDir, PORT: '0', LOCAL_TRUST_FORWARDED_FOR: '1', LOCAL_CLOCK_OFFSET_FILE: clockFile }, /Ctrl-C stops everything/, 180_000);
  base = apiUrlFrom(stack.output());
  inbox = /Mail to key owners[^:]*: (http:\/\/127\.0\.0\.1:\d+)/.exec(stack.output())?.[1] ?? '';
}, 200_000);
afterAll(async () => {
  stack?.child.kill('SIGTERM');
  if (stack) await waitForExit(stack.child);
  await rm(dataDir, { recursive: true, force: true });
});

/** Lets `ms` pass on the API's clock. */
const sleep = async (ms: number) => {
  clockOffset += ms;
  await writeFile(clockFile, String(clockOffset));
};

const admin = async (...args: string[]) => {
  const result = await runScript('bin/admin.ts', [...args, '--data-dir', dataDir]);
  expect(result.code, result.stderr).toBe(0);
  return result.stdout.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line));
};

const newAccount = async (email: string) => {
  const [user] = await admin('user', 'create', '--email', email, '--plan', 'pro');
  const [key] = await admin('key', 'create', '--user', user.userId);
  return { userId: user.userId as string, key: key as { keyId: string; apiKey: string } };
};

const request = async (apiKey: string, what: 'read' | 'invalid create' | 'create', from?: string) => {
  const create = what !== 'read';
  const response = await fetch(`${base}/v1/stories${create ? '' : '/00000000-0000-4000-8000-000000000000'}`, {
    method: create ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey, ...(from && { 'x-forwarded-for': from }) },
    ...(create && {
      body: JSON.stringify(what === 'create' ? { storyIdea: 'A shy hedgehog named Pip who wants to fly', ageRange: '4-7', style: 'watercolor', pageCount: 5, tone: 'animal', language: 'english' } : {}),
    }),
  });
  await assertFetchResponseConforms(create ? 'POST' : 'GET', response);
  return response;
};

const keyStatus = async (userId: string, keyId: string) => ((await admin('user', 'show', '--user', userId))[0].keys as Array<{ keyId: string; status: string }>).find((key) => key.keyId === keyId)?.status;

describe('a key moved once is not a key used from two continents: each move of issue 23 keeps its key for 15 minutes', () => {
  it.each([
    ['a service moving from AWS us-east-1 to eu-west-1', '3.80.0.1', '34.240.0.1'],
    ['a German address, then a US exit', EUROPE, '73.0.0.1'],
    ['a UK home network, then a US mobile carrier', '86.128.0.1', '172.56.0.1'],
    ['the Netherlands, then Moscow', '77.160.0.1', '95.24.0.1'],
  ])('%s', async (name, first, second) => {
    const { userId, key } = await newAccount(`mover-${first}@example.com`);
    for (let t = 0; t < 15 * MINUTE; t += 30_000) {
      expect((await request(key.apiKey, 'read', t < 5 * MINUTE ? first : second)).status, `${name} at ${t / 1000} s`).toBe(404);
      await sleep(30_000);
    }
    expect(await admin('events', '--user', userId)).toEqual([]);
    expect(await keyStatus(userId, key.keyId)).toBe('active');
  }, 180_000);

  it('a German server whose calls also leave through Cloudflare (1.1.1.1, placed in Australia) for 15 minutes', async () => {
    const { userId, key } = await newAccount('edge@example.com');
    for (let t = 0; t < 15 * MINUTE; t += 30_000) {
      expect((await request(key.apiKey, 'read', t % MINUTE === 0 ? EUROPE : '1.1.1.1')).status).toBe(404);
      await sleep(30_000);
    }
    expect(await admin('events', '--user', userId)).toEqual([]);
  }, 180_000);
});

describe('the minute limit judges the account, the abuse rules the key that misbehaves', () => {
  it('a client that sends until its first 429 and sleeps retry-after (61 a minute), beside a quiet key (one a minute): both kept for 15 minutes', async () => {
    const { userId, key } = await newAccount('patient@example.com');
    const [quiet] = await admin('key', 'create', '--user', userId);
    let sent = 0;
    let refusedQuiet = 0;
    const started = clockOffset;
    while (clockOffset - started < 15 * MINUTE) {
      // Seven workers in parallel until one is refused; those already in flight are refused alongside it.
      let retryAfter: number | undefined;
      while (retryAfter === undefined) {
        const answers = await Promise.all(Array.from({ length: 7 }, () => request(key.apiKey, 'invalid create')));
        sent += answers.length;
        expect(answers.every((answer) => answer.status === 400 || answer.status === 429)).toBe(true);
        const refused = answers.find((answer) => answer.status === 429);
        if (refused) retryAfter = Number(refused.headers.get('retry-after'));
      }
      if ((await request(quiet.apiKey, 'invalid create')).status === 429) refusedQuiet += 1;
      await sleep(retryAfter * 1000);
    }
    console.log(`retry-after-obeying client: ${sent} requests over 15 minutes of the API's clock; the quiet key refused in ${refusedQuiet} of them`);
    expect(sent).toBeGreaterThanOrEqual(15 * 61);
    expect(refusedQuiet).toBeGreaterThanOrEqual(10);
    expect(await admin('events', '--user', userId)).toEqual([]);
    expect(await keyStatus(userId, key.keyId)).toBe('active');
    expect(await keyStatus(userId, quiet.keyId)).toBe('active');
  }, 300_000);

  it('a test key sending 300 invalid creates in a few seconds beside a live key: the test key is revoked, the live key creates on', async () => {
    const { userId, key } = await newAccount('ci@example.com');
    const [testKey] = await admin('key', 'create', '--user', userId, '--test');
    for (let batch = 0; batch < 10; batch++) await Promise.all(Array.from({ length: 30 }, () => request(testKey.apiKey, 'invalid create')));
    const live = await request(key.apiKey, 'create');
    expect(live.status).toBe(202);
    for (let minute = 0; minute < 15; minute++) {
      await sleep(MINUTE);
      expect((await request(key.apiKey, 'read')).status).toBe(404);
    }
    expect((await admin('events', '--user', userId)).map((event) => [event.keyId, event.rule, event.action])).toEqual([[testKey.keyId, 'burst', 'key_revoked']]);
    expect(await keyStatus(userId, key.keyId)).toBe('active');
  }, 180_000);
});

describe('a key used from Europe and Asia in turn within minutes: warned, then revoked, and its owner is mailed both', () => {
  it('Europe, Asia, Europe: warning; Asia again: 401; admin events shows both; admin mail list and the mail catcher show the mails', async () => {
    expect(inbox, stack.output()).toMatch(/^http:/);
    const { userId, key } = await newAccount('traveller@example.com');
    expect((await request(key.apiKey, 'create', EUROPE)).status).toBe(202);
    await sleep(30_000);
    expect((await request(key.apiKey, 'read', ASIA)).status).toBe(404);
    await sleep(30_000);
    expect((await request(key.apiKey, 'read', EUROPE)).status).toBe(404);
    await sleep(30_000);
    expect((await request(key.apiKey, 'read', ASIA)).status).toBe(401);
    expect((await request(key.apiKey, 'read', EUROPE)).status).toBe(401);

    const events = await admin('events', '--user', userId);
    expect(events).toEqual([
      expect.objectContaining({ keyId: key.keyId, rule: 'ip_jump', action: 'owner_warned', evidence: expect.objectContaining({ moves: 2 }) }),
      expect.objectContaining({
        keyId: key.keyId,
        rule: 'ip_jump',
        action: 'key_revoked',
        evidence: expect.objectContaining({ earlier: expect.objectContaining({ continent: 'EU', country: 'DE', ip: EUROPE }), now: expect.objectContaining({ continent: 'AS', country: 'JP', ip: ASIA }), moves: 3 }),
      }),
    ]);

    // sendMail runs every two seconds on the local stack.
    let mails: Array<Record<string, unknown>> = [];
    await expect
      .poll(async () => {
        mails = await admin('mail', 'list', '--user', userId);
        return mails.map((mail) => [mail.kind, mail.status]);
      }, { timeout: 30_000, interval: 1_000 })
      .toEqual([['key_created', 'sent'], ['abuse_warning', 'sent'], ['key_revoked_for_abuse', 'sent']]);
    const [, warning, revoked] = mails as [unknown, Record<string, string>, Record<string, string>];
    expect(warning).toMatchObject({ to: 'traveller@example.com', subject: 'Warning: a Storybook API key may be revoked' });
    expect(warning.text).toContain(`Your API key ${key.keyId} still works, but it moved between continents and back within minutes`);
    expect(warning.text).toContain('multi-region');
    expect(revoked).toMatchObject({ to: 'traveller@example.com', subject: 'We revoked a Storybook API key to protect your account', sentAt: expect.any(String) });
    expect(revoked.text).toContain(`We revoked your API key ${key.keyId} because it was used from two continents in turn within minutes`);
    expect(revoked.text).toContain(`Europe (DE, address ${EUROPE})`);
    expect(revoked.text).toContain(`Asia (JP, address ${ASIA})`);
    expect(revoked.text).toContain('create a new key');

    // The same mail, as the mail catcher received it over SMTP.
    const caught = (await (await fetch(`${inbox}/api/email`)).json()) as Array<{ subject: string; text: string; to: Array<{ address: string }> }>;
    const received = caught.find((mail) => mail.subject === revoked.subject && mail.to.some((to) => to.address === 'traveller@example.com'));
    expect(received?.to.map((to) => to.address)).toEqual(['traveller@example.com']);
    expect(received?.text).toContain(`Asia (JP, address ${ASIA})`);
  }, 120_000);

  it('the same pattern from a key its owner marked multi-region (admin key multi-region) keeps the key for 15 minutes', async () => {
    const { userId, key } = await newAccount('global@example.com');
    expect(await admin('key', 'multi-region', '--key', key.keyId)).toEqual([{ keyId: key.keyId, multiRegion: true }]);
    for (let t = 0; t < 15 * MINUTE; t += 30_000) {
      expect((await request(key.apiKey, 'read', t % MINUTE === 0 ? EUROPE : ASIA)).status).toBe(404);
      await sleep(30_000);
    }
    expect(await admin('events', '--user', userId)).toEqual([]);
  }, 180_000);
});
