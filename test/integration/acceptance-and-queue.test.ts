import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QueryCommand } from '../../lambdas/adapters/aws/dynamodb-document-client';
import { queueReader } from '../support/queue-reader';
import { sdkError, startApiFixture, validStory, type ApiFixture } from './api-fixture';

let api: ApiFixture;
beforeAll(async () => {
  api = await startApiFixture('acceptance');
});
afterAll(() => api.close());
beforeEach(() => {
  api.faults.length = 0;
});

const post = (apiKey: string, headers: Record<string, string> = {}) =>
  api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey, ...headers }, body: validStory });

async function itemsOf(partition: string) {
  const { Items } = await api.clients.dynamodb.send(
    new QueryCommand({ TableName: api.config.tableName, KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': partition } }),
  );
  return Items ?? [];
}

const drainQueue = () => queueReader(api.config).drain<Record<string, string>>(api.config.queueUrl);

describe('Rule 8: an accepted job is queued with its ids', () => {
  it('202 {taskId, bookId, status: pending}; the queue holds {bookId, taskId, userId}', async () => {
    await drainQueue();
    const { apiKey, userId } = await api.newUser('pro');
    const res = await post(apiKey);
    expect(res.status).toBe(202);
    expect(res.body.data).toEqual({ taskId: expect.any(String), bookId: expect.any(String), status: 'pending' });
    expect(res.body.data.taskId).not.toBe(res.body.data.bookId);
    expect(await drainQueue()).toEqual([{ bookId: res.body.data.bookId, taskId: res.body.data.taskId, userId }]);
  });
});

describe('Rule 8: a failed queue send strands nothing', () => {
  it('→ 502 EXTERNAL_SERVICE_ERROR; the task is failed, credits and daily slot returned, the key free again', async () => {
    const { apiKey, userId } = await api.newUser('pro');
    api.faults.push((command) => (command.endsWith('SendMessageCommand') ? sdkError('ServiceUnavailable') : undefined));
    const res = await post(apiKey, { 'idempotency-key': 'queue-down' });
    expect(res.status).toBe(502);
    expect(res.body.error.code).toBe('EXTERNAL_SERVICE_ERROR');
    const { bookId } = res.body.error.meta;
    expect((await api.admin.showUser(userId)).creditsUsed).toBe(0);
    const story = await api.request('GET', `/v1/stories/${bookId}`, { headers: { 'x-api-key': apiKey } });
    expect(story.body.data).toMatchObject({ status: 'failed', errorMessage: expect.stringMatching(/queued/) });
    const counters = (await itemsOf(`USER#${userId}`)).filter((item) => String(item.sk).startsWith('RATE#D#'));
    expect(counters.map((c) => c.books)).toEqual([0]);

    api.faults.length = 0;
    const retry = await post(apiKey, { 'idempotency-key': 'queue-down' });
    expect(retry.status).toBe(202);
    expect(retry.body.data.bookId).not.toBe(bookId);
    expect((await api.admin.showUser(userId)).creditsUsed).toBe(validStory.pageCount);
  });
});

describe('Rule 8: a database failure leaves nothing half-written', () => {
  it.each([
    ['the key read', 'GetItemCommand'],
    ['the minute counter', 'UpdateItemCommand'],
    ['the acceptance transaction', 'TransactWriteItemsCommand'],
  ])('%s failing → 502 envelope, no book, no charge', async (_step, commandName) => {
    const { apiKey, userId } = await api.newUser('pro');
    api.faults.push((command) => (command.endsWith(commandName) ? sdkError('ProvisionedThroughputExceededException', 400) : undefined));
    const res = await post(apiKey);
    api.faults.length = 0;
    expect(res.status).toBe(502);
    expect(res.body).toMatchObject({ ok: false, error: { code: 'EXTERNAL_SERVICE_ERROR' } });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
    expect((await api.admin.showUser(userId)).creditsUsed).toBe(0);
  });

  it('an unexpected error → 500 INTERNAL_ERROR without internals', async () => {
    const { apiKey } = await api.newUser('pro');
    api.faults.push((command) => (command.endsWith('TransactWriteItemsCommand') ? new TypeError('secret internal detail') : undefined));
    const res = await post(apiKey);
    expect(res.status).toBe(500);
    expect(res.body.error.code).toBe('INTERNAL_ERROR');
    expect(JSON.stringify(res.body)).not.toContain('secret internal detail');
  });
});
