import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jsonLogger } from '../../lambdas/adapters/json-logger';
import { captureLogLines } from '../support/captured-log-lines';
import { RecordingMetrics } from '../support/recording-metrics';
import { sdkError, startApiFixture, validStory, type ApiFixture } from './api-fixture';

let api: ApiFixture;
const metrics = new RecordingMetrics();
let captured: ReturnType<typeof captureLogLines>;
beforeAll(async () => {
  api = await startApiFixture('log-lines', { logger: jsonLogger({ stage: 'test' }), metrics });
});
afterAll(() => api.close());
beforeEach(() => {
  api.faults.length = 0;
  captured = captureLogLines();
});
afterEach(() => captured.restore());

const post = (apiKey: string, headers: Record<string, string> = {}, body: unknown = validStory) =>
  api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey, ...headers }, body });

describe('Every HTTP log line carries the request id, and the book id once a book is concerned', () => {
  it('an accepted story: its line names the request, the book and the task', async () => {
    const { apiKey } = await api.newUser('pro');
    const res = await post(apiKey, { 'x-request-id': 'req-accepted-1' });
    expect(res.status).toBe(202);
    const lines = captured.lines();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatchObject({ requestId: 'req-accepted-1', bookId: res.body.data.bookId, taskId: res.body.data.taskId });
    expect(lines.map((line) => line.message)).toContain('story accepted');
  });

  it('a read that fails on the database: the 502 line names the request and the book from the path', async () => {
    const { apiKey } = await api.newUser('pro');
    const { body } = await post(apiKey);
    captured.clear();
    api.faults.push((command) => (command.endsWith('QueryCommand') ? sdkError('InternalServerError', 500) : undefined));
    const res = await api.request('GET', `/v1/stories/${body.data.bookId}`, { headers: { 'x-api-key': apiKey } });
    expect(res.status).toBe(502);
    const lines = captured.lines();
    expect(lines.map((line) => line.level)).toEqual(['ERROR']);
    expect(lines[0]).toMatchObject({ requestId: res.body.requestId, bookId: body.data.bookId, code: 'EXTERNAL_SERVICE_ERROR' });
  });

  it('a queue failure after acceptance: the 502 line names the book that was undone', async () => {
    const { apiKey } = await api.newUser('pro');
    api.faults.push((command) => (command.endsWith('SendMessageCommand') ? sdkError('ServiceUnavailable') : undefined));
    const res = await post(apiKey);
    expect(res.status).toBe(502);
    const errors = captured.lines().filter((line) => line.level === 'ERROR');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ requestId: res.body.requestId, bookId: res.body.error.meta.bookId });
  });

  it('an unexpected error: the 500 line holds what the response hides, under the request id', async () => {
    const { apiKey } = await api.newUser('pro');
    api.faults.push((command) => (command.endsWith('TransactWriteItemsCommand') ? new TypeError('internal detail for ops') : undefined));
    const res = await post(apiKey);
    expect(res.status).toBe(500);
    const [line] = captured.lines();
    expect(line).toMatchObject({ level: 'ERROR', requestId: res.body.requestId, message: 'unexpected error' });
    expect(JSON.stringify(line)).toContain('internal detail for ops');
  });

  it('with no request id sent, the generated one in the response is the one on the line', async () => {
    const { apiKey } = await api.newUser('pro');
    api.faults.push((command) => (command.endsWith('GetItemCommand') ? sdkError('ServiceUnavailable') : undefined));
    const res = await api.request('GET', '/v1/stories/8c0b4c52-5d44-4a57-9d6d-6f2f3bbf5a11', { headers: { 'x-api-key': apiKey } });
    expect(res.status).toBe(502);
    expect(captured.lines()[0]).toMatchObject({ requestId: res.body.requestId, bookId: '8c0b4c52-5d44-4a57-9d6d-6f2f3bbf5a11' });
  });
});

describe('The API key never reaches a log line, whatever fails', () => {
  it.each(['GetItemCommand', 'UpdateItemCommand', 'TransactWriteItemsCommand', 'SendMessageCommand'])('%s failing on a create', async (failing) => {
    const { apiKey } = await api.newUser('pro');
    api.faults.push((command) => (command.endsWith(failing) ? sdkError('ServiceUnavailable') : undefined));
    const res = await post(apiKey, { authorization: `Bearer ${apiKey}` });
    expect(res.status).toBe(502);
    expect(captured.lines().length).toBeGreaterThan(0);
    expect(captured.text()).not.toContain(apiKey.slice('cbk_live_'.length));
  });
});

describe('Business metrics count confirmed writes, not attempts', () => {
  it('an accepted book counts once with its credits; its idempotent replay adds nothing', async () => {
    const { apiKey } = await api.newUser('pro');
    const accepted = metrics.of('BooksAccepted');
    const spent = metrics.of('CreditsSpent');
    const body = { ...validStory, pageCount: 7 };
    expect((await post(apiKey, { 'idempotency-key': 'metrics-once' }, body)).status).toBe(202);
    expect((await post(apiKey, { 'idempotency-key': 'metrics-once' }, body)).status).toBe(202);
    expect(metrics.of('BooksAccepted') - accepted).toBe(1);
    expect(metrics.of('CreditsSpent') - spent).toBe(7);
  });

  it('a refused create (no credits left) and a failed transaction count nothing', async () => {
    const { apiKey } = await api.newUser('pro', 3);
    const before = [...metrics.totals];
    expect((await post(apiKey)).status).toBe(402);
    api.faults.push((command) => (command.endsWith('TransactWriteItemsCommand') ? sdkError('ServiceUnavailable') : undefined));
    expect((await post(apiKey, { 'idempotency-key': 'x' }, { ...validStory, pageCount: 5 })).status).toBe(502);
    expect([...metrics.totals]).toEqual(before);
  });

  it('a job the queue refused: its credits are counted back as refunded', async () => {
    const { apiKey } = await api.newUser('pro');
    const refunded = metrics.of('CreditsRefunded');
    api.faults.push((command) => (command.endsWith('SendMessageCommand') ? sdkError('ServiceUnavailable') : undefined));
    expect((await post(apiKey, {}, { ...validStory, pageCount: 6 })).status).toBe(502);
    expect(metrics.of('CreditsRefunded') - refunded).toBe(6);
  });
});
