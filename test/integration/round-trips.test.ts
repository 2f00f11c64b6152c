import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, validStory, type ApiFixture } from './api-fixture';

let api: ApiFixture;
beforeAll(async () => {
  api = await startApiFixture('round-trips');
});
afterAll(() => api.close());

describe('Rule 10: round trips per request, counted at the SDK', () => {
  it('POST = key read + minute counter + one transaction + one queue send', async () => {
    const { apiKey } = await api.newUser('pro');
    api.log.reset();
    const res = await api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey, 'idempotency-key': 'rt-1' }, body: validStory });
    expect(res.status).toBe(202);
    expect(api.log.calls).toEqual([
      'DynamoDBClient:GetItemCommand',
      'DynamoDBClient:UpdateItemCommand',
      'DynamoDBClient:TransactWriteItemsCommand',
      'SQSClient:SendMessageCommand',
    ]);
  });

  it('GET = key read + one Query', async () => {
    const { apiKey } = await api.newUser('pro');
    const created = await api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey }, body: validStory });
    api.log.reset();
    const res = await api.request('GET', `/v1/stories/${created.body.data.bookId}`, { headers: { 'x-api-key': apiKey } });
    expect(res.status).toBe(200);
    expect(api.log.calls).toEqual(['DynamoDBClient:GetItemCommand', 'DynamoDBClient:QueryCommand']);
  });

  it('health touches nothing', async () => {
    api.log.reset();
    await api.request('GET', '/v1/health');
    expect(api.log.calls).toEqual([]);
  });
});
