import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryCommand } from '../../lambdas/adapters/aws/dynamodb-document-client';
import { startApiFixture, validStory, type ApiFixture } from './api-fixture';

let api: ApiFixture;
beforeAll(async () => {
  api = await startApiFixture('idempotency');
});
afterAll(() => api.close());

const post = (apiKey: string, key: string | undefined, body: unknown = validStory) =>
  api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey, ...(key !== undefined && { 'idempotency-key': key }) }, body });

async function booksOf(userId: string): Promise<number> {
  const { Items } = await api.clients.dynamodb.send(
    new QueryCommand({
      TableName: api.config.tableName,
      IndexName: 'byOwner',
      KeyConditionExpression: 'gsi1pk = :owner',
      ExpressionAttributeValues: { ':owner': `USER#${userId}` },
    }),
  );
  return Items?.length ?? 0;
}

describe('Rule 7: same key and body within 24 h → the original ids, charged once', () => {
  it('replays taskId and bookId and charges nothing again', async () => {
    const { apiKey, userId } = await api.newUser('pro');
    const first = await post(apiKey, 'order-1');
    const second = await post(apiKey, 'order-1');
    expect(first.status).toBe(202);
    expect(second.status).toBe(202);
    expect(second.body.data).toEqual(first.body.data);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect((await api.admin.showUser(userId)).creditsUsed).toBe(validStory.pageCount);
    expect(await booksOf(userId)).toBe(1);
  });

  it('key order in the body does not matter', async () => {
    const { apiKey } = await api.newUser('pro');
    const reordered = Object.fromEntries(Object.entries(validStory).reverse());
    const first = await post(apiKey, 'order-2', validStory);
    const second = await post(apiKey, 'order-2', reordered);
    expect(second.status).toBe(202);
    expect(second.body.data.bookId).toBe(first.body.data.bookId);
  });

  it('a different body with the same key → 409 IDEMPOTENCY_CONFLICT', async () => {
    const { apiKey, userId } = await api.newUser('pro');
    await post(apiKey, 'order-3');
    const res = await post(apiKey, 'order-3', { ...validStory, pageCount: 7 });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('IDEMPOTENCY_CONFLICT');
    expect(await booksOf(userId)).toBe(1);
  });

  it('keys are scoped per user: two users may use the same key', async () => {
    const a = await api.newUser('pro');
    const b = await api.newUser('pro');
    const first = await post(a.apiKey, 'shared-key');
    const second = await post(b.apiKey, 'shared-key');
    expect(second.status).toBe(202);
    expect(second.body.data.bookId).not.toBe(first.body.data.bookId);
  });

  it('after 24 hours the key is fresh again (expiry checked in code, not left to TTL)', async () => {
    api.clock.set('2026-11-21T10:00:00.000Z');
    const { apiKey, userId } = await api.newUser('pro');
    const first = await post(apiKey, 'order-4');
    api.clock.set('2026-11-22T09:59:59.000Z');
    expect((await post(apiKey, 'order-4')).body.data.bookId).toBe(first.body.data.bookId);
    api.clock.set('2026-11-22T10:00:00.000Z');
    const later = await post(apiKey, 'order-4');
    expect(later.status).toBe(202);
    expect(later.body.data.bookId).not.toBe(first.body.data.bookId);
    expect(await booksOf(userId)).toBe(2);
  });

  it('without a key, two identical requests make two books', async () => {
    const { apiKey, userId } = await api.newUser('pro');
    await post(apiKey, undefined);
    await post(apiKey, undefined);
    expect(await booksOf(userId)).toBe(2);
  });
});

describe('Rule 5 + 7: a replay is answered even when the cap or the credits are now exhausted', () => {
  it('replays after the credits ran out', async () => {
    api.clock.set('2026-11-21T17:00:00.000Z');
    const { apiKey, userId } = await api.newUser('pro', 6);
    const first = await post(apiKey, 'order-5');
    expect(first.status).toBe(202);
    expect((await post(apiKey, 'other', { ...validStory, pageCount: 5 })).status).toBe(402);
    const replay = await post(apiKey, 'order-5');
    expect(replay.status).toBe(202);
    expect(replay.body.data.bookId).toBe(first.body.data.bookId);
    expect((await api.admin.showUser(userId)).creditsUsed).toBe(6);
  });

  it('replays after the daily cap was reached, and replays count only toward the minute', async () => {
    api.clock.set('2026-11-21T18:00:00.000Z');
    const { apiKey } = await api.newUser('pro', 10_000);
    const first = await post(apiKey, 'order-6', { ...validStory, pageCount: 5 });
    for (let i = 1; i < 50; i++) await post(apiKey, `fill-${i}`, { ...validStory, pageCount: 5 });
    expect((await post(apiKey, 'one-more', { ...validStory, pageCount: 5 })).body.error.code).toBe('DAILY_CAP_EXCEEDED');
    const replay = await post(apiKey, 'order-6', { ...validStory, pageCount: 5 });
    expect(replay.status).toBe(202);
    expect(replay.body.data.bookId).toBe(first.body.data.bookId);
    expect(replay.headers.get('x-ratelimit-remaining')).toBe('8');
  });
});

describe('Rule 7: concurrent duplicates make exactly one book', () => {
  it('25 concurrent identical idempotent requests → one book, credits once', async () => {
    api.clock.set('2026-11-21T19:00:00.000Z');
    const { apiKey, userId } = await api.newUser('pro');
    const results = await Promise.all(Array.from({ length: 25 }, () => post(apiKey, 'burst-1')));
    expect(results.map((r) => r.status)).toEqual(Array(25).fill(202));
    expect(new Set(results.map((r) => r.body.data.bookId)).size).toBe(1);
    expect(new Set(results.map((r) => r.body.data.taskId)).size).toBe(1);
    expect(await booksOf(userId)).toBe(1);
    expect((await api.admin.showUser(userId)).creditsUsed).toBe(validStory.pageCount);
  });
});

describe('Rule 7: any JSON the gateway passes is hashed for the key, however deep', () => {
  it('an unknown field nested 20,000 arrays deep, with an Idempotency-Key → 202, and its replay → the same ids', async () => {
    const { apiKey } = await api.newUser('pro');
    const rawBody = `${JSON.stringify(validStory).slice(0, -1)},"extra":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const send = () => api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey, 'idempotency-key': 'deep-1', 'content-type': 'application/json' }, rawBody });
    const first = await send();
    expect(first.status, JSON.stringify(first.body)).toBe(202);
    const replay = await send();
    expect(replay.status).toBe(202);
    expect(replay.body.data.bookId).toBe(first.body.data.bookId);
  });
});
