import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, validStory, type ApiFixture } from './api-fixture';

let api: ApiFixture;
beforeAll(async () => {
  api = await startApiFixture('round-trips');
});
afterAll(() => api.close());

describe('Rule 10: round trips per request, counted at the SDK', () => {
  it('POST = key read + minute counter + one transaction + one queue send, and beside the send the day\'s count (RateLimit fields)', async () => {
    const { apiKey } = await api.newUser('pro');
    api.log.reset();
    const res = await api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey, 'idempotency-key': 'rt-1' }, body: validStory });
    expect(res.status).toBe(202);
    expect(api.log.calls).toEqual([
      'DynamoDBClient:GetItemCommand',
      'DynamoDBClient:UpdateItemCommand',
      'DynamoDBClient:TransactWriteItemsCommand',
      'DynamoDBClient:GetItemCommand',
      'SQSClient:SendMessageCommand',
    ]);
  });

  it('GET = key read + one Query, then the key\'s read count', async () => {
    const { apiKey } = await api.newUser('pro');
    const created = await api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey }, body: validStory });
    api.log.reset();
    const res = await api.request('GET', `/v1/stories/${created.body.data.bookId}`, { headers: { 'x-api-key': apiKey } });
    expect(res.status).toBe(200);
    expect(api.log.calls).toEqual(['DynamoDBClient:GetItemCommand', 'DynamoDBClient:QueryCommand', 'DynamoDBClient:UpdateItemCommand']);
  });

  it('GET waits for one round trip, not two: the key read and the Query overlap', async () => {
    const { apiKey } = await api.newUser('pro');
    const created = await api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey }, body: validStory });
    const spans = new Map<string, { start: number; end: number }>();
    const started = new Map<string, number>();
    const remove = api.clients.dynamodb.use({
      before: async (call) => {
        started.set(call.command, performance.now());
        // Slow enough that two calls made one after the other could never overlap.
        await new Promise((resolve) => setTimeout(resolve, 100));
      },
      after: (call) => void spans.set(call.command, { start: started.get(call.command)!, end: performance.now() }),
    });
    try {
      const res = await api.request('GET', `/v1/stories/${created.body.data.bookId}`, { headers: { 'x-api-key': apiKey } });
      expect(res.status).toBe(200);
    } finally {
      remove();
    }
    const key = spans.get('GetItemCommand')!;
    const query = spans.get('QueryCommand')!;
    expect(query.start).toBeLessThan(key.end);
    expect(key.start).toBeLessThan(query.end);
  });

  it('a bad key on GET is answered 401 whatever the book read found, and a malformed one costs no call', async () => {
    const { apiKey } = await api.newUser('pro');
    const created = await api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey }, body: validStory });
    const path = `/v1/stories/${created.body.data.bookId}`;
    const { apiKey: otherKey, keyId } = await api.newUser('pro');
    await api.admin.revokeKey(keyId);
    const revoked = await api.request('GET', path, { headers: { 'x-api-key': otherKey } });
    expect([revoked.status, revoked.body.error.code]).toEqual([401, 'INVALID_API_KEY']);
    api.log.reset();
    const malformed = await api.request('GET', path, { headers: { 'x-api-key': `${apiKey.slice(0, -1)}${apiKey.endsWith('x') ? 'y' : 'x'}` } });
    expect(malformed.status).toBe(401);
    expect(api.log.calls).toEqual([]);
  });

  it('health reads no item: one metadata call per engine (DescribeTable, HeadBucket, GetQueueAttributes)', async () => {
    api.log.reset();
    await api.request('GET', '/v1/health');
    expect(api.log.calls.filter((call) => !/:(DescribeTable|HeadBucket|GetQueueAttributes)Command$/.test(call))).toEqual([]);
    expect([api.log.count(/:HeadBucketCommand$/), api.log.count(/:GetQueueAttributesCommand$/)]).toEqual([1, 1]);
  });
});
