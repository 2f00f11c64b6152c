import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, validStory, type ApiFixture } from './api-fixture';

let api: ApiFixture;
beforeAll(async () => {
  api = await startApiFixture('limits');
});
afterAll(() => api.close());

const post = (apiKey: string, body: unknown = validStory, headers: Record<string, string> = {}) =>
  api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey, ...headers }, body });

describe('Rule 5: per-minute limit counts every authenticated POST, valid or not', () => {
  it('the 61st Pro request in a minute → 429 RATE_LIMIT_EXCEEDED with retry-after to the end of the minute', async () => {
    api.clock.set('2026-11-21T10:00:05.000Z');
    const { apiKey } = await api.newUser('pro', 10_000);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      // Half are invalid: they count all the same.
      const res = await post(apiKey, i % 2 === 0 ? { ...validStory, pageCount: 5 } : { nonsense: true });
      statuses.push(res.status);
      expect(res.headers.get('x-ratelimit-remaining')).toBe(String(59 - i));
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(30);
    expect(statuses.filter((s) => s === 400)).toHaveLength(30);
    const refused = await post(apiKey);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
    expect(refused.headers.get('retry-after')).toBe('55');
    expect(refused.headers.get('x-ratelimit-limit')).toBe('60');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(refused.headers.get('x-ratelimit-reset')).toBe('55');
  });

  it('the next clock minute opens a fresh window', async () => {
    api.clock.set('2026-11-21T11:00:30.000Z');
    const { apiKey } = await api.newUser('pro', 10_000);
    for (let i = 0; i < 60; i++) await post(apiKey, {});
    expect((await post(apiKey)).status).toBe(429);
    api.clock.set('2026-11-21T11:01:00.000Z');
    const res = await post(apiKey);
    expect(res.status).toBe(202);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('59');
  });

  it('Premium allows 200 a minute', async () => {
    api.clock.set('2026-11-21T12:00:00.000Z');
    const { apiKey } = await api.newUser('premium');
    const first = await post(apiKey, {});
    expect(first.headers.get('x-ratelimit-limit')).toBe('200');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('199');
  });

  it('202 carries x-ratelimit-limit, -remaining and -reset', async () => {
    api.clock.set('2026-11-21T12:30:20.000Z');
    const { apiKey } = await api.newUser('pro');
    const res = await post(apiKey);
    expect(res.status).toBe(202);
    expect(res.headers.get('x-ratelimit-limit')).toBe('60');
    expect(res.headers.get('x-ratelimit-remaining')).toBe('59');
    expect(res.headers.get('x-ratelimit-reset')).toBe('40');
  });
});

describe('Rule 5: per-day limit counts accepted books', () => {
  it('the 51st Pro book in a UTC day → 429 DAILY_CAP_EXCEEDED with retry-after to midnight', async () => {
    api.clock.set('2026-11-21T13:00:00.000Z');
    const { apiKey } = await api.newUser('pro', 10_000);
    for (let i = 0; i < 50; i++) {
      const res = await post(apiKey, { ...validStory, pageCount: 5 });
      expect(res.status).toBe(202);
    }
    const refused = await post(apiKey, { ...validStory, pageCount: 5 });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('DAILY_CAP_EXCEEDED');
    expect(refused.headers.get('retry-after')).toBe(String(11 * 3600));
    // The minute window still describes the x-ratelimit-* headers.
    expect(refused.headers.get('x-ratelimit-limit')).toBe('60');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('9');
    api.clock.set('2026-11-22T00:00:01.000Z');
    expect((await post(apiKey, { ...validStory, pageCount: 5 })).status).toBe(202);
  });

  it('refused and invalid requests do not use up the day', async () => {
    api.clock.set('2026-11-21T14:00:00.000Z');
    const { apiKey, userId } = await api.newUser('pro', 10_000);
    for (let i = 0; i < 10; i++) await post(apiKey, { ...validStory, pageCount: 99 });
    await api.admin.setMonthlyCredits(userId, 0);
    expect((await post(apiKey)).status).toBe(402);
    await api.admin.setMonthlyCredits(userId, 10_000);
    api.clock.set('2026-11-21T14:01:00.000Z');
    for (let i = 0; i < 50; i++) expect((await post(apiKey, { ...validStory, pageCount: 5 })).status).toBe(202);
  });
});

describe('Rule 6: monthly credits are reserved at acceptance, one per page', () => {
  it('a book of N pages uses N credits', async () => {
    api.clock.set('2026-11-21T15:00:00.000Z');
    const { apiKey, userId } = await api.newUser('pro');
    expect((await post(apiKey, { ...validStory, pageCount: 7 })).status).toBe(202);
    expect(await api.admin.showUser(userId)).toMatchObject({ creditsUsed: 7, creditsLimit: 300, period: '2026-11' });
  });

  it('short of credits → 402 INSUFFICIENT_CREDITS, nothing written', async () => {
    api.clock.set('2026-11-21T15:10:00.000Z');
    const { apiKey, userId } = await api.newUser('pro', 10);
    expect((await post(apiKey, { ...validStory, pageCount: 6 })).status).toBe(202);
    const res = await post(apiKey, { ...validStory, pageCount: 5 });
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('INSUFFICIENT_CREDITS');
    expect(await api.admin.showUser(userId)).toMatchObject({ creditsUsed: 6, creditsLimit: 10 });
    // The remaining 4 still buy nothing, but a raised limit does.
    await api.admin.setMonthlyCredits(userId, 11);
    expect((await post(apiKey, { ...validStory, pageCount: 5 })).status).toBe(202);
    expect(await api.admin.showUser(userId)).toMatchObject({ creditsUsed: 11, creditsLimit: 11 });
  });

  it('a new month opens a fresh balance with the plan default', async () => {
    api.clock.set('2026-11-30T23:59:00.000Z');
    const { apiKey, userId } = await api.newUser('pro', 5);
    expect((await post(apiKey, { ...validStory, pageCount: 5 })).status).toBe(202);
    expect((await post(apiKey, { ...validStory, pageCount: 5 })).status).toBe(402);
    api.clock.set('2026-12-01T00:00:00.000Z');
    expect((await post(apiKey, { ...validStory, pageCount: 5 })).status).toBe(202);
    expect(await api.admin.showUser(userId)).toMatchObject({ period: '2026-12', creditsUsed: 5, creditsLimit: 300 });
  });

  it('30 concurrent 6-page books on 100 credits → exactly 16 accepted and 96 used', async () => {
    api.clock.set('2026-11-21T16:00:00.000Z');
    const { apiKey, userId } = await api.newUser('pro', 100);
    const results = await Promise.all(Array.from({ length: 30 }, () => post(apiKey, { ...validStory, pageCount: 6 })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 202)).toHaveLength(16);
    expect(statuses.filter((s) => s === 402)).toHaveLength(14);
    expect(await api.admin.showUser(userId)).toMatchObject({ creditsUsed: 96, creditsLimit: 100 });
  });
});
