import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { librarySchemas } from '../../lambdas/core/library-schemas';

const { usageSchema } = librarySchemas();
import { startApiFixture, validStory, type ApiFixture } from './api-fixture';

let api: ApiFixture;
beforeAll(async () => {
  api = await startApiFixture('usage');
});
afterAll(() => api.close());

const usage = (apiKey: string) => api.request('GET', '/v1/usage', { headers: { 'x-api-key': apiKey } });
const post = (apiKey: string, pageCount = 6) => api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey }, body: { ...validStory, pageCount } });

describe('Rule: usage tells the plan, this month\'s credits and the create windows', () => {
  it('a new Pro user: the plan\'s credits untouched, 60 a minute and 50 a day left, with when each resets', async () => {
    api.clock.set('2026-11-21T10:00:05.000Z');
    const { apiKey } = await api.newUser('pro');
    const res = await usage(apiKey);
    expect(res.status).toBe(200);
    expect(usageSchema.parse(res.body.data)).toEqual({
      plan: 'pro',
      credits: { period: '2026-11', limit: 300, used: 0, remaining: 300, resetsAt: '2026-12-01T00:00:00.000Z' },
      rateLimits: {
        minute: { limit: 60, remaining: 60, reset: 55, resetsAt: '2026-11-21T10:01:00.000Z' },
        day: { limit: 50, remaining: 50, reset: 14 * 3600 - 5, resetsAt: '2026-11-22T00:00:00.000Z' },
      },
      livemode: true,
    });
  });

  it('a Premium user with its own monthly credits', async () => {
    const { apiKey } = await api.newUser('premium', 40);
    const { data } = (await usage(apiKey)).body;
    expect(data.plan).toBe('premium');
    expect(data.credits).toMatchObject({ limit: 40, used: 0, remaining: 40 });
    expect(data.rateLimits.minute.limit).toBe(200);
    expect(data.rateLimits.day.limit).toBe(200);
  });

  it('needs a key; a read of usage is counted as a read (x-ratelimit-* of the read window), not as a create', async () => {
    expect((await api.request('GET', '/v1/usage')).status).toBe(401);
    api.clock.set('2026-11-21T10:10:00.000Z');
    const { apiKey } = await api.newUser('pro');
    const first = await usage(apiKey);
    expect(first.headers.get('x-ratelimit-limit')).toBe('600');
    expect(first.headers.get('x-ratelimit-remaining')).toBe('599');
    const second = await usage(apiKey);
    expect(second.headers.get('x-ratelimit-remaining')).toBe('598');
    expect(second.body.data.rateLimits.minute.remaining).toBe(60);
  });
});

describe('Rule: the numbers agree with what POST /v1/stories enforces, under concurrent creates', () => {
  it('12 concurrent 6-page books on 40 credits: the 6 accepted are the credits used, the day and the minute as counted', async () => {
    api.clock.set('2026-11-21T11:00:00.000Z');
    const { apiKey } = await api.newUser('pro', 40);
    const statuses = (await Promise.all(Array.from({ length: 12 }, () => post(apiKey)))).map((res) => res.status);
    const accepted = statuses.filter((status) => status === 202).length;
    expect(accepted).toBe(6);
    expect(statuses.filter((status) => status === 402)).toHaveLength(6);
    const { data } = (await usage(apiKey)).body;
    expect(data.credits).toMatchObject({ limit: 40, used: 36, remaining: 4 });
    expect(data.rateLimits.day.remaining).toBe(50 - accepted);
    // Every authenticated create counts in the minute, refused for credits or not.
    expect(data.rateLimits.minute.remaining).toBe(60 - 12);
    // What is left is too little for the smallest book: POST says so too.
    expect((await post(apiKey, 5)).status).toBe(402);
  });

  it('a day filled by concurrent creates: usage says 0 left exactly when POST refuses, and which window refused', async () => {
    api.clock.set('2026-11-21T12:00:00.000Z');
    const { apiKey } = await api.newUser('pro', 10_000);
    const statuses: number[] = [];
    for (let batch = 0; batch < 5; batch++) {
      const before = (await usage(apiKey)).body.data.rateLimits.day.remaining;
      const results = await Promise.all(Array.from({ length: 11 }, () => post(apiKey, 5)));
      const took = results.filter((res) => res.status === 202).length;
      expect(took).toBe(Math.min(11, before));
      statuses.push(...results.map((res) => res.status));
      const after = (await usage(apiKey)).body.data.rateLimits.day.remaining;
      expect(after).toBe(before - took);
    }
    expect(statuses.filter((status) => status === 202)).toHaveLength(50);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    const { data } = (await usage(apiKey)).body;
    expect(data.rateLimits.day).toMatchObject({ limit: 50, remaining: 0, reset: 12 * 3600 });
    expect(data.credits).toMatchObject({ used: 250, remaining: 10_000 - 250 });
    expect(data.rateLimits.minute.remaining).toBe(60 - 55);
  });

  it('the minute window: usage reaches 0 when POST starts answering 429 RATE_LIMIT_EXCEEDED', async () => {
    api.clock.set('2026-11-21T13:00:00.000Z');
    const { apiKey } = await api.newUser('pro', 10_000);
    // Invalid bodies are counted too (the minute counts requests, not books).
    await Promise.all(Array.from({ length: 60 }, () => api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey }, body: {} })));
    expect((await usage(apiKey)).body.data.rateLimits.minute).toMatchObject({ limit: 60, remaining: 0, reset: 60 });
    const refused = await post(apiKey, 5);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('RATE_LIMIT_EXCEEDED');
    api.clock.set('2026-11-21T13:01:00.000Z');
    expect((await usage(apiKey)).body.data.rateLimits.minute.remaining).toBe(60);
  });

  it('credits given back (a job that could not be queued) show as remaining again', async () => {
    api.clock.set('2026-11-21T14:00:00.000Z');
    const { apiKey } = await api.newUser('pro', 20);
    expect((await post(apiKey, 6)).status).toBe(202);
    api.faults.push((command) => (command === 'SQSClient:SendMessageCommand' ? new Error('queue down') : undefined));
    try {
      expect((await post(apiKey, 6)).status).toBe(502);
    } finally {
      api.faults.pop();
    }
    const { data } = (await usage(apiKey)).body;
    expect(data.credits).toMatchObject({ limit: 20, used: 6, remaining: 14 });
    expect(data.rateLimits.day.remaining).toBe(49);
  });
});
