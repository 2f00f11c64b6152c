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
const LIMITED_MINUTES = 2;
const BURST_FACTOR = 2;

let api: ApiFixture;
const metrics = new RecordingMetrics();
beforeAll(async () => {
  api = await startApiFixture('abuse', { metrics }, { ABUSE_LIMITED_MINUTES: String(LIMITED_MINUTES), ABUSE_BURST_FACTOR: String(BURST_FACTOR) });
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

describe('IP jump: the same key used from two continents within 10 minutes is revoked at once', () => {
  it('Europe, then Asia a minute later: that request and every later one get 401; one event, one mail queued', async () => {
    const user = await api.newUser('pro');
    expect((await read(user.apiKey, EUROPE)).status).toBe(404);
    api.clock.advance(60_000);
    const jumped = await create(user.apiKey, ASIA);
    expect(jumped.status).toBe(401);
    expect(jumped.body.error).toEqual({ code: 'INVALID_API_KEY', message: 'The API key is not valid (unknown or revoked).' });
    expect((await read(user.apiKey, EUROPE)).status).toBe(401);
    expect((await read(user.apiKey)).status).toBe(401);

    const [event, ...more] = await events(user.userId);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      userId: user.userId,
      keyId: user.keyId,
      rule: 'ip_jump',
      action: 'key_revoked',
      at: '2026-11-21T10:01:05.000Z',
      evidence: {
        earlier: { continent: 'EU', country: 'DE', ip: EUROPE, at: '2026-11-21T10:00:05.000Z' },
        now: { continent: 'AS', country: 'JP', ip: ASIA, at: '2026-11-21T10:01:05.000Z' },
      },
    });
    const abuseMail = (await mails(user.userId)).find((mail) => mail.notice.kind === 'key_revoked_for_abuse');
    expect(abuseMail).toMatchObject({ status: 'queued', attempts: 0, notice: { keyId: user.keyId, rule: 'ip_jump' } });
    expect(await keyItem(user.apiKey)).toMatchObject({ status: 'revoked', revokedBy: 'ip_jump', revokedAt: '2026-11-21T10:01:05.000Z' });
    expect(metrics.of('AbuseActions')).toBe(1);
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

describe('Burst: a key refused by the minute limit minute after minute, or far past its rate at once, is revoked', () => {
  const limit = planLimits.pro.requestsPerMinute;
  // Pro's daily cap (50 books) refuses some of the rest with 429 too, under another code.
  const refusedByMinuteLimit = (answer: { status: number; body: any }) => answer.status === 429 && answer.body.error.code === 'RATE_LIMIT_EXCEEDED';

  it(`refused in ${LIMITED_MINUTES} minutes in a row (ABUSE_LIMITED_MINUTES): revoked, with the event and a mail`, async () => {
    const user = await api.newUser('pro', 10_000);
    for (let minute = 0; minute < LIMITED_MINUTES; minute++) {
      api.clock.set(`2026-11-21T11:0${minute}:05.000Z`);
      const answers = await Promise.all(Array.from({ length: limit + 1 }, () => create(user.apiKey)));
      expect(answers.filter(refusedByMinuteLimit)).toHaveLength(1);
    }
    expect((await create(user.apiKey)).status).toBe(401);
    expect(await events(user.userId)).toEqual([
      expect.objectContaining({ rule: 'limited_streak', evidence: { minutesInARow: LIMITED_MINUTES, lastMinute: '2026-11-21T11:01', limitPerMinute: limit } }),
    ]);
    expect((await mails(user.userId)).map((mail) => mail.notice.kind)).toContain('key_revoked_for_abuse');
  }, 60_000);

  it('a gap of one minute starts the count again', async () => {
    const user = await api.newUser('pro', 10_000);
    for (const minute of ['11:10', '11:12']) {
      api.clock.set(`2026-11-21T${minute}:05.000Z`);
      await Promise.all(Array.from({ length: limit + 1 }, () => create(user.apiKey)));
    }
    expect(await events(user.userId)).toEqual([]);
    expect((await keyItem(user.apiKey))?.limited).toEqual({ minute: '2026-11-21T11:12', streak: 1 });
  }, 60_000);

  it(`${BURST_FACTOR} times the plan's rate in one minute (ABUSE_BURST_FACTOR): revoked within that minute`, async () => {
    const user = await api.newUser('pro', 10_000);
    api.clock.set('2026-11-21T12:00:05.000Z');
    const answers = await Promise.all(Array.from({ length: BURST_FACTOR * limit }, () => create(user.apiKey)));
    expect(answers.filter(refusedByMinuteLimit)).toHaveLength((BURST_FACTOR - 1) * limit);
    expect((await create(user.apiKey)).status).toBe(401);
    expect(await events(user.userId)).toEqual([expect.objectContaining({ rule: 'burst', evidence: { minute: '2026-11-21T12:00', requests: BURST_FACTOR * limit, limitPerMinute: limit } })]);
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
