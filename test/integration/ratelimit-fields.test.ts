import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PutCommand } from '../../lambdas/adapters/aws/dynamodb-document-client';
import { itemKeys } from '../../lambdas/adapters/dynamodb/item-keys';
import { rateLimitFields } from '../../lambdas/handlers/http/rate-limit-fields';
import { startApiFixture, validStory, type ApiFixture } from './api-fixture';

let api: ApiFixture;
beforeAll(async () => {
  api = await startApiFixture('ratelimit-fields');
});
afterAll(() => api.close());

const post = (apiKey: string, body: unknown = validStory) => api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey }, body });

/** RateLimit / RateLimit-Policy as a map: window name → its parameters (a Structured Fields list of strings with parameters). */
function members(field: string | null): Record<string, Record<string, number>> {
  if (field === null) return {};
  const out: Record<string, Record<string, number>> = {};
  for (const member of field.split(/,\s*/)) {
    const match = /^"([a-z]+)"((?:;[a-z]+=\d+)+)$/.exec(member);
    if (!match) throw new Error(`not a Structured Fields list member: ${member}`);
    out[match[1]!] = Object.fromEntries(match[2]!.slice(1).split(';').map((param) => {
      const [key, value] = param.split('=');
      return [key!, Number(value)];
    }));
  }
  return out;
}

const fieldsOf = (headers: Headers) => ({ policy: members(headers.get('ratelimit-policy')), current: members(headers.get('ratelimit')) });

describe('Rule: the fields follow draft-ietf-httpapi-ratelimit-headers (q and w in the policy, r and t in RateLimit)', () => {
  it('one list member per known window, named "minute" and "day"', () => {
    expect(rateLimitFields({ minute: { limit: 60, remaining: 59, resetSeconds: 55 }, day: { limit: 50, remaining: 49, resetSeconds: 3600 } })).toEqual({
      'ratelimit-policy': '"minute";q=60;w=60, "day";q=50;w=86400',
      ratelimit: '"minute";r=59;t=55, "day";r=49;t=3600',
    });
    expect(rateLimitFields({ minute: { limit: 600, remaining: 0, resetSeconds: 1 } })).toEqual({
      'ratelimit-policy': '"minute";q=600;w=60',
      ratelimit: '"minute";r=0;t=1',
    });
    expect(rateLimitFields({})).toEqual({});
  });
});

describe('Rule: a create\'s answer describes the minute and the day window, beside x-ratelimit-*', () => {
  it('202: minute and day, the minute agreeing with x-ratelimit-*', async () => {
    api.clock.set('2026-11-21T10:00:05.000Z');
    const { apiKey } = await api.newUser('pro');
    const res = await post(apiKey);
    expect(res.status).toBe(202);
    expect(res.headers.get('ratelimit-policy')).toBe('"minute";q=60;w=60, "day";q=50;w=86400');
    expect(res.headers.get('ratelimit')).toBe(`"minute";r=59;t=55, "day";r=49;t=${14 * 3600 - 5}`);
    expect(res.headers.get('x-ratelimit-limit')).toBe('60');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('59');
    expect(res.headers.get('x-ratelimit-reset')).toBe('55');
    const second = fieldsOf((await post(apiKey)).headers);
    expect(second.current).toEqual({ minute: { r: 58, t: 55 }, day: { r: 48, t: 14 * 3600 - 5 } });
  });

  it('a replayed Idempotency-Key answers with the day as it stands (no second book counted)', async () => {
    api.clock.set('2026-11-21T10:05:00.000Z');
    const { apiKey } = await api.newUser('pro');
    const headers = { 'x-api-key': apiKey, 'idempotency-key': 'same-one' };
    await api.request('POST', '/v1/stories', { headers, body: validStory });
    const replay = await api.request('POST', '/v1/stories', { headers, body: validStory });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(fieldsOf(replay.headers).current.day).toEqual({ r: 49, t: 14 * 3600 - 300 });
  });

  it('429 DAILY_CAP_EXCEEDED: the day at r=0 with t equal to retry-after', async () => {
    api.clock.set('2026-11-21T13:00:00.000Z');
    const { apiKey, userId } = await api.newUser('pro');
    await api.clients.dynamodb.send(new PutCommand({ TableName: api.config.tableName, Item: { ...itemKeys.dayCounter(userId, '2026-11-21'), books: 50 } }));
    const refused = await post(apiKey);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('DAILY_CAP_EXCEEDED');
    const { policy, current } = fieldsOf(refused.headers);
    expect(policy).toEqual({ minute: { q: 60, w: 60 }, day: { q: 50, w: 86400 } });
    expect(current.day).toEqual({ r: 0, t: Number(refused.headers.get('retry-after')) });
    expect(current.minute).toEqual({ r: Number(refused.headers.get('x-ratelimit-remaining')), t: Number(refused.headers.get('x-ratelimit-reset')) });
  });

  it('429 RATE_LIMIT_EXCEEDED: the minute at r=0; the day is not read for a refused request, so it is left out', async () => {
    api.clock.set('2026-11-21T14:00:00.000Z');
    const { apiKey } = await api.newUser('pro');
    await Promise.all(Array.from({ length: 60 }, () => post(apiKey, {})));
    const refused = await post(apiKey);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('ratelimit-policy')).toBe('"minute";q=60;w=60');
    expect(refused.headers.get('ratelimit')).toBe('"minute";r=0;t=60');
  });

  it('400 after the count: the minute only', async () => {
    api.clock.set('2026-11-21T15:00:30.000Z');
    const { apiKey } = await api.newUser('pro');
    const res = await post(apiKey, { ...validStory, pageCount: 99 });
    expect(res.status).toBe(400);
    expect(res.headers.get('ratelimit')).toBe('"minute";r=59;t=30');
  });
});

describe('Rule: reads carry the read window as "minute"; refusals before the count carry neither kind of field', () => {
  it('GET /v1/stories/{id} 200 and 404: the key\'s read window', async () => {
    api.clock.set('2026-11-21T16:00:10.000Z');
    const { apiKey } = await api.newUser('premium');
    const { bookId } = (await post(apiKey)).body.data;
    const read = await api.request('GET', `/v1/stories/${bookId}`, { headers: { 'x-api-key': apiKey } });
    expect(read.headers.get('ratelimit-policy')).toBe('"minute";q=2000;w=60');
    expect(read.headers.get('ratelimit')).toBe('"minute";r=1999;t=50');
    const missing = await api.request('GET', '/v1/stories/00000000-0000-4000-8000-000000000000', { headers: { 'x-api-key': apiKey } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('ratelimit')).toBe('"minute";r=1998;t=50');
  });

  it('401: no x-ratelimit-* and no RateLimit fields', async () => {
    const res = await api.request('POST', '/v1/stories', { body: validStory });
    expect(res.status).toBe(401);
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
    expect(res.headers.get('ratelimit')).toBeNull();
    expect(res.headers.get('ratelimit-policy')).toBeNull();
  });
});
