import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DynamoAbuseStore } from '../../lambdas/adapters/dynamodb/dynamo-abuse-store';
import { DynamoMailOutbox } from '../../lambdas/adapters/dynamodb/dynamo-mail-outbox';
import { hashApiKey } from '../../lambdas/core/api-key';
import { planLimits } from '../../lambdas/core/plans';
import { RecordingMetrics } from '../support/recording-metrics';
import { startApiFixture, validStory, type ApiFixture } from './api-fixture';

// The spec's abuse handling over real DynamoDB: where each request comes from (X-Forwarded-For plays the client's
// address, as API Gateway's sourceIp), the rules that revoke a key, the audit event and the owner's mail they leave.
const EUROPE = '80.128.0.1'; // DE
const EUROPE_TOO = '90.0.0.1'; // FR
const ASIA = '1.0.16.1'; // JP
const CLOUDFLARE = '1.1.1.1'; // placed in AU, a CDN's address
const LIMITED_WARN_MINUTES = 2;
const LIMITED_MINUTES = 3;
const BURST_FACTOR = 2;

let api: ApiFixture;
const metrics = new RecordingMetrics();
beforeAll(async () => {
  api = await startApiFixture('abuse', { metrics }, {
    ABUSE_LIMITED_WARN_MINUTES: String(LIMITED_WARN_MINUTES), ABUSE_LIMITED_MINUTES: String(LIMITED_MINUTES), ABUSE_BURST_FACTOR: String(BURST_FACTOR),
  });
});
afterAll(() => api.close());
beforeEach(() => {
  api.clock.set('2026-11-21T10:00:05.000Z');
  metrics.totals.clear();
});

const db = () => ({ client: api.clients.dynamodb, tableName: api.config.tableName });
const events = (userId: string) => new DynamoAbuseStore(db()).listEvents(userId);
const mails = (userId: string) => new DynamoMailOutbox(db()).list(userId);
const keyItem = async (apiKey: string) => {
  const { DynamoKeyStore } = await import('../../lambdas/adapters/dynamodb/dynamo-key-store');
  return new DynamoKeyStore(db()).findKey(hashApiKey(apiKey));
};

const read = (apiKey: string, from?: string) =>
  api.request('GET', '/v1/stories/00000000-0000-4000-8000-000000000000', { headers: { 'x-api-key': apiKey, ...(from && { 'x-forwarded-for': from }) } });
const create = (apiKey: string, from?: string) =>
  api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey, ...(from && { 'x-forwarded-for': from }) }, body: { ...validStory, pageCount: 5 } });

describe('IP jump: a key used from two continents in turn within 10 minutes, not a key that moved', () => {
  it('Europe, then Asia a minute later: a move, not a jump; nothing revoked, nothing mailed', async () => {
    const user = await api.newUser('pro');
    expect((await read(user.apiKey, EUROPE)).status).toBe(404);
    api.clock.advance(60_000);
    expect((await create(user.apiKey, ASIA)).status).toBe(202);
    api.clock.advance(60_000);
    expect((await read(user.apiKey, ASIA)).status).toBe(404);
    expect(await events(user.userId)).toEqual([]);
    expect(await keyItem(user.apiKey)).toMatchObject({ status: 'active', travel: { continent: 'AS', previous: 'EU', switches: ['2026-11-21T10:01:05.000Z'] } });
  });

  it('Europe, Asia, Europe warns the owner; Asia again is refused 401 and revoked: one event each, their mails queued', async () => {
    const user = await api.newUser('pro');
    for (const from of [EUROPE, ASIA, EUROPE]) {
      expect((await read(user.apiKey, from)).status).toBe(404);
      api.clock.advance(60_000);
    }
    const jumped = await create(user.apiKey, ASIA);
    expect(jumped.status).toBe(401);
    expect(jumped.body.error).toEqual({ code: 'INVALID_API_KEY', message: 'The API key is not valid (unknown or revoked).' });
    expect((await read(user.apiKey, EUROPE)).status).toBe(401);
    expect((await read(user.apiKey)).status).toBe(401);

    const [warning, revocation, ...more] = await events(user.userId);
    expect(more).toEqual([]);
    expect(warning).toMatchObject({ keyId: user.keyId, rule: 'ip_jump', action: 'owner_warned', at: '2026-11-21T10:02:05.000Z', evidence: { moves: 2 } });
    expect(revocation).toMatchObject({
      userId: user.userId,
      keyId: user.keyId,
      rule: 'ip_jump',
      action: 'key_revoked',
      at: '2026-11-21T10:03:05.000Z',
      evidence: {
        earlier: { continent: 'EU', country: 'DE', ip: EUROPE, at: '2026-11-21T10:02:05.000Z' },
        now: { continent: 'AS', country: 'JP', ip: ASIA, at: '2026-11-21T10:03:05.000Z' },
        moves: 3,
      },
    });
    const kinds = (await mails(user.userId)).map((mail) => [mail.notice.kind, mail.status]);
    expect(kinds).toEqual(expect.arrayContaining([['abuse_warning', 'queued'], ['key_revoked_for_abuse', 'queued']]));
    expect(await keyItem(user.apiKey)).toMatchObject({ status: 'revoked', revokedBy: 'ip_jump', revokedAt: '2026-11-21T10:03:05.000Z', warnedAt: { ip_jump: '2026-11-21T10:02:05.000Z' } });
    expect(metrics.of('AbuseActions')).toBe(1);
    expect(metrics.of('AbuseWarnings')).toBe(1);
  });

  it('a key marked multi-region by its owner is never judged by where it is used from', async () => {
    const user = await api.newUser('pro');
    await api.admin.setMultiRegion(user.keyId, true);
    for (let i = 0; i < 6; i++) {
      expect((await read(user.apiKey, i % 2 === 0 ? EUROPE : ASIA)).status).toBe(404);
      api.clock.advance(40_000);
    }
    expect(await events(user.userId)).toEqual([]);
  });

  it('a CDN address (1.1.1.1, placed in Australia) between European uses is not a move', async () => {
    const user = await api.newUser('pro');
    for (let i = 0; i < 6; i++) {
      expect((await read(user.apiKey, i % 2 === 0 ? EUROPE : CLOUDFLARE)).status).toBe(404);
      api.clock.advance(40_000);
    }
    expect(await events(user.userId)).toEqual([]);
    expect(Object.keys((await keyItem(user.apiKey))?.seen ?? {})).toEqual(['EU']);
  });

  it('two countries of one continent, or the other continent after 10 minutes, are fine', async () => {
    const user = await api.newUser('pro');
    expect((await read(user.apiKey, EUROPE)).status).toBe(404);
    api.clock.advance(30_000);
    expect((await read(user.apiKey, EUROPE_TOO)).status).toBe(404);
    api.clock.advance(10 * 60_000 + 1_000);
    expect((await read(user.apiKey, ASIA)).status).toBe(404);
    expect(await events(user.userId)).toEqual([]);
    expect(metrics.of('AbuseActions')).toBe(0);
  });

  it('private and loopback addresses say nothing about where a client is: no jump, nothing written', async () => {
    const user = await api.newUser('pro');
    for (const from of ['10.1.2.3', '192.168.0.7', '127.0.0.1', 'not-an-address']) expect((await read(user.apiKey, from)).status).toBe(404);
    expect((await keyItem(user.apiKey))?.seen).toBeUndefined();
  });

  it('a key’s use is written at most once a minute per continent, not on every request', async () => {
    const user = await api.newUser('pro');
    api.log.reset();
    for (let i = 0; i < 5; i++) expect((await read(user.apiKey, EUROPE)).status).toBe(404);
    // Five read-counter updates, one use record.
    expect(api.log.count(/^DynamoDBClient:Update(Item)?Command$/)).toBe(6);
    expect((await keyItem(user.apiKey))?.seen).toEqual({ EU: { at: '2026-11-21T10:00:05.000Z', ip: EUROPE, country: 'DE' } });
  });
});

describe('Refusals are judged per key, and only those sent while told to wait', () => {
  const limit = planLimits.pro.requestsPerMinute;
  const refusedByMinuteLimit = (answer: { status: number; body: any }) => answer.status === 429 && answer.body.error.code === 'RATE_LIMIT_EXCEEDED';
  // An invalid body is counted by the minute limit before it is read, and makes no book (nor meets the daily cap).
  const invalid = (apiKey: string) => api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey }, body: {} });
  /** Fills the account's minute at `minute`:05 with the plan's rate, then one more: refused, the key told to wait. */
  const fillAndRefuse = async (apiKey: string, minute: string) => {
    api.clock.set(`2026-11-21T${minute}:05.000Z`);
    const answers = await Promise.all(Array.from({ length: limit }, () => invalid(apiKey)));
    expect(answers.filter(refusedByMinuteLimit)).toHaveLength(0);
    const told = await invalid(apiKey);
    expect(refusedByMinuteLimit(told)).toBe(true);
    expect(told.headers.get('retry-after')).toBe('55');
  };

  it(`sending again while told to wait, ${LIMITED_WARN_MINUTES} minutes in a row: warned; ${LIMITED_MINUTES} (ABUSE_LIMITED_MINUTES): revoked, with the event and a mail`, async () => {
    const user = await api.newUser('pro', 10_000);
    for (let minute = 0; minute < LIMITED_MINUTES; minute++) {
      await fillAndRefuse(user.apiKey, `11:0${minute}`);
      // Five seconds into the wait it was given: evidence.
      api.clock.set(`2026-11-21T11:0${minute}:10.000Z`);
      expect(refusedByMinuteLimit(await invalid(user.apiKey))).toBe(true);
    }
    expect((await create(user.apiKey)).status).toBe(401);
    expect(await events(user.userId)).toEqual([
      expect.objectContaining({ rule: 'limited_streak', action: 'owner_warned', evidence: { minutesInARow: LIMITED_WARN_MINUTES, lastMinute: '2026-11-21T11:01', limitPerMinute: limit } }),
      expect.objectContaining({ rule: 'limited_streak', action: 'key_revoked', evidence: { minutesInARow: LIMITED_MINUTES, lastMinute: '2026-11-21T11:02', limitPerMinute: limit } }),
    ]);
    expect((await mails(user.userId)).map((mail) => mail.notice.kind)).toEqual(expect.arrayContaining(['abuse_warning', 'key_revoked_for_abuse']));
  }, 60_000);

  it('a client that waits the retry-after it was given is refused once a minute, every minute, and keeps its key', async () => {
    const user = await api.newUser('pro', 10_000);
    for (let minute = 0; minute < LIMITED_MINUTES + 2; minute++) await fillAndRefuse(user.apiKey, `11:1${minute}`);
    expect(await events(user.userId)).toEqual([]);
    expect((await keyItem(user.apiKey))?.limited).toBeUndefined();
  }, 60_000);

  it('a gap of one minute starts the count again', async () => {
    const user = await api.newUser('pro', 10_000);
    for (const minute of ['11:30', '11:32']) {
      await fillAndRefuse(user.apiKey, minute);
      api.clock.set(`2026-11-21T${minute}:10.000Z`);
      await invalid(user.apiKey);
    }
    expect(await events(user.userId)).toEqual([]);
    expect((await keyItem(user.apiKey))?.limited).toEqual({ minute: '2026-11-21T11:32', streak: 1 });
  }, 60_000);

  it(`refused ${BURST_FACTOR} times the plan's rate in one minute while told to wait (ABUSE_BURST_FACTOR): revoked within that minute`, async () => {
    const user = await api.newUser('pro', 10_000);
    await fillAndRefuse(user.apiKey, '12:00');
    api.clock.set('2026-11-21T12:00:10.000Z');
    const answers = await Promise.all(Array.from({ length: BURST_FACTOR * limit - 1 }, () => invalid(user.apiKey)));
    expect(answers.filter(refusedByMinuteLimit)).toHaveLength(BURST_FACTOR * limit - 1);
    expect((await create(user.apiKey)).status).toBe(401);
    expect(await events(user.userId)).toEqual([
      expect.objectContaining({ rule: 'burst', evidence: { minute: '2026-11-21T12:00', refusedWhileWaiting: BURST_FACTOR * limit, firstRefusedAt: '2026-11-21T12:00:05.000Z', limitPerMinute: limit } }),
    ]);
  }, 60_000);

  it('a test key hammering beside a live key: the test key is revoked, the live key creates on untouched', async () => {
    const user = await api.newUser('pro', 10_000);
    const testKey = await api.admin.createKey(user.userId, 'test');
    await fillAndRefuse(testKey.apiKey, '12:10');
    api.clock.set('2026-11-21T12:10:10.000Z');
    await Promise.all(Array.from({ length: BURST_FACTOR * limit }, () => invalid(testKey.apiKey)));
    // Test keys count in a window of their own: the live key's create is not even refused.
    const live = await create(user.apiKey);
    expect(live.status).toBe(202);
    expect(live.headers.get('x-ratelimit-remaining')).toBe(String(limit - 1));
    expect((await events(user.userId)).map((event) => [event.keyId, event.rule])).toEqual([[testKey.keyId, 'burst']]);
    expect(await keyItem(user.apiKey)).toMatchObject({ status: 'active' });
  }, 60_000);

  it('a quiet live key beside a busy one that fills the account\'s limit and sends on while told to wait: only the busy key is judged', async () => {
    const user = await api.newUser('pro', 10_000);
    const quiet = await api.admin.createKey(user.userId);
    for (let minute = 0; minute < LIMITED_MINUTES; minute++) {
      await fillAndRefuse(user.apiKey, `12:2${minute}`);
      api.clock.set(`2026-11-21T12:2${minute}:10.000Z`);
      await invalid(user.apiKey);
      api.clock.set(`2026-11-21T12:2${minute}:30.000Z`);
      // The account's limit is shared (the plan's), so the quiet key is refused too: once a minute, never evidence.
      expect(refusedByMinuteLimit(await create(quiet.apiKey))).toBe(true);
    }
    api.clock.set('2026-11-21T12:29:30.000Z');
    expect((await create(quiet.apiKey)).status).toBe(202);
    expect(await keyItem(quiet.apiKey)).toMatchObject({ status: 'active' });
    expect((await events(user.userId)).map((event) => [event.keyId, event.action])).toEqual([[user.keyId, 'owner_warned'], [user.keyId, 'key_revoked']]);
  }, 60_000);
});

describe('GET /v1/stories/{id} has a per-key limit of its own, with the x-ratelimit headers', () => {
  it('every answer after the count carries limit, remaining and reset; past the limit, 429 with retry-after', async () => {
    const user = await api.newUser('pro');
    const readLimit = planLimits.pro.readsPerMinute;
    const first = await read(user.apiKey);
    expect(first.status).toBe(404);
    expect(first.headers.get('x-ratelimit-limit')).toBe(String(readLimit));
    expect(first.headers.get('x-ratelimit-remaining')).toBe(String(readLimit - 1));
    expect(first.headers.get('x-ratelimit-reset')).toBe('55');
    await Promise.all(Array.from({ length: readLimit - 1 }, () => read(user.apiKey)));
    const refused = await read(user.apiKey);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(refused.headers.get('retry-after')).toBe('55');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    // Another key of the same user reads on.
    const other = await api.admin.createKey(user.userId);
    expect((await read(other.apiKey)).status).toBe(404);
    // So do creates: reads do not spend the create limit.
    expect((await create(user.apiKey)).status).toBe(202);
  }, 60_000);

  it('a bad key is refused 401 before anything is counted', async () => {
    const answer = await read('cbk_live_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(answer.status).toBe(401);
    expect(answer.headers.get('x-ratelimit-limit')).toBeNull();
  });
});
