import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoAccountStore } from '../../lambdas/adapters/dynamodb/dynamo-account-store';
import { createAwsClients } from '../../lambdas/composition/aws-clients';
import { createHttpApp } from '../../lambdas/composition/http-dependencies';
import { parseConfig, type AppConfig } from '../../lambdas/contract/config';
import { AccountAdmin } from '../../lambdas/core/accounts';
import { systemClock } from '../../lambdas/ports/clock';
import { randomIds } from '../../lambdas/ports/id-generator';
import { silentLogger } from '../../lambdas/ports/logger';
import { startGenerationRuntime, type GenerationRuntime } from '../../local/generation-runtime';
import { startHttpBridge, type RunningHttpBridge } from '../../local/http-bridge';
import { assertConformsToOpenApi } from '../support/openapi-conformance';
import { createTestResources, type TestResources } from '../support/test-resources';
import { startWebhookReceiver, type ReceivedWebhook } from '../support/webhook-receiver';

// The owner's delivery log and replay on the real engines: DynamoDB Local holds the log, the local SQS poller feeds
// deliverWebhook, which POSTs to a receiver on 127.0.0.1 (retries scaled down to about a second).

/** A receiver on 127.0.0.1: /flaky answers 500 to its first POST, /gone 410, any other path 200. */
const startReceiver = () => startWebhookReceiver((path, attempt) => (path === '/gone' ? 410 : path === '/flaky' && attempt === 1 ? 500 : 200));

let resources: TestResources;
let config: AppConfig;
let runtime: GenerationRuntime;
let bridge: RunningHttpBridge;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let admin: AccountAdmin;
let owner: { userId: string; apiKey: string; testKey: string };
let stranger: { userId: string; apiKey: string };
const books: Record<'ok' | 'flaky' | 'gone' | 'test', string> = { ok: '', flaky: '', gone: '', test: '' };
const story = { storyIdea: 'A shy hedgehog named Pip who wants to fly over the hills', ageRange: '4-7', style: 'watercolor', pageCount: 5, tone: 'animal', language: 'english' };

async function api(method: string, path: string, apiKey: string, body?: unknown) {
  const response = await fetch(`${bridge.url}${path}`, {
    method,
    headers: { 'x-api-key': apiKey, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as any;
  assertConformsToOpenApi({ method, path, status: response.status, headers: response.headers, body: json });
  return { status: response.status, body: json };
}

const log = async (apiKey: string, query = '') => (await api('GET', `/v1/webhooks/deliveries${query}`, apiKey)).body.data as { items: any[]; nextCursor: string | null };

async function createBook(path: string, apiKey: string): Promise<string> {
  const created = await api('POST', '/v1/stories', apiKey, { ...story, webhook: receiver.url(path) });
  expect(created.status, JSON.stringify(created.body)).toBe(202);
  return created.body.data.bookId as string;
}

/** Waits until the owner's log (of the key's mode) for the book holds `count` attempts. */
async function attemptsOf(bookId: string, count: number, apiKey = owner.apiKey): Promise<any[]> {
  await expect.poll(async () => (await log(apiKey, `?bookId=${bookId}`)).items.length, { timeout: 80_000, interval: 250 }).toBeGreaterThanOrEqual(count);
  return (await log(apiKey, `?bookId=${bookId}`)).items;
}

beforeAll(async () => {
  resources = await createTestResources('webhook-log');
  config = parseConfig({ ...resources.env, WEBHOOK_QUEUE_URL: resources.webhookQueueUrl, WEBHOOK_DLQ_URL: resources.webhookDlqUrl, WEBHOOK_ALLOW_LOOPBACK: '1', WEBHOOK_RETRY_SCALE: '0.0001' });
  const clients = createAwsClients(config);
  runtime = await startGenerationRuntime({ config, overrides: { clients, logger: silentLogger }, maxConcurrency: 5, retryIntervalScale: 0.001 });
  bridge = await startHttpBridge({ port: 0, handlers: createHttpApp(runtime.config, { clients, logger: silentLogger }) });
  receiver = await startReceiver();
  admin = new AccountAdmin(new DynamoAccountStore({ client: clients.dynamodb, tableName: config.tableName }), systemClock, randomIds);
  const { userId } = await admin.createUser({ email: 'log-owner@example.com', plan: 'pro' });
  owner = { userId, apiKey: (await admin.createKey(userId)).apiKey, testKey: (await admin.createKey(userId, 'test')).apiKey };
  const other = await admin.createUser({ email: 'log-stranger@example.com', plan: 'pro' });
  stranger = { userId: other.userId, ...(await admin.createKey(other.userId)) };
  [books.ok, books.flaky, books.gone, books.test] = await Promise.all([
    createBook('/ok', owner.apiKey),
    createBook('/flaky', owner.apiKey),
    createBook('/gone', owner.apiKey),
    createBook('/test', owner.testKey),
  ]);
}, 120_000);

afterAll(async () => {
  await runtime?.close();
  await bridge?.close();
  await receiver?.close();
});

describe('every delivery attempt is in the owner\'s log with its outcome', () => {
  it('a 2xx is delivered, with the event, the book, the mode, the target host and a response time', async () => {
    const [attempt] = await attemptsOf(books.ok, 1);
    expect(attempt).toMatchObject({
      eventType: 'story.completed', bookId: books.ok, livemode: true, targetHost: new URL(receiver.url('/ok')).host,
      attempt: 1, outcome: 'delivered', httpStatus: 200, error: null, willRetry: false, replay: false,
    });
    expect(attempt.eventId).toBe(receiver.at('/ok')[0]!.headers['webhook-id']);
    expect(attempt.responseTimeMs).toBeGreaterThanOrEqual(0);
    expect(Date.parse(attempt.attemptedAt)).not.toBeNaN();
  }, 90_000);

  it('a 500 is failed and retried, and the retry that got a 2xx is delivered (newest first)', async () => {
    const attempts = await attemptsOf(books.flaky, 2);
    expect(attempts.map((a) => [a.attempt, a.outcome, a.httpStatus, a.willRetry])).toEqual([[2, 'delivered', 200, false], [1, 'failed', 500, true]]);
    expect(attempts[0].eventId).toBe(attempts[1].eventId);
  }, 90_000);

  it('a 410 is stopped: one attempt, no retry', async () => {
    const attempts = await attemptsOf(books.gone, 1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await log(owner.apiKey, `?bookId=${books.gone}`)).items.map((a) => [a.outcome, a.httpStatus, a.willRetry])).toEqual([['stopped', 410, false]]);
    expect(attempts).toHaveLength(1);
    expect((await log(owner.apiKey, '?outcome=stopped')).items.map((a) => a.bookId)).toEqual([books.gone]);
  }, 90_000);
});

describe('the log pages newest first with a cursor bound to its owner, mode and filters', () => {
  it('limit=1 walks every live attempt once, in time order, to a null cursor', async () => {
    await attemptsOf(books.flaky, 2);
    await attemptsOf(books.ok, 1);
    await attemptsOf(books.gone, 1);
    const all = (await log(owner.apiKey, '?limit=100')).items;
    const walked: any[] = [];
    let cursor: string | null = null;
    do {
      const page: { items: any[]; nextCursor: string | null } = await log(owner.apiKey, `?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      walked.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    expect(walked.map((a) => a.id)).toEqual(all.map((a) => a.id));
    expect(walked.length).toBeGreaterThanOrEqual(4);
    expect([...walked].map((a) => a.attemptedAt)).toEqual([...walked].map((a) => a.attemptedAt).sort().reverse());
  }, 90_000);

  it('a cursor is refused for another account, another mode, or other filters', async () => {
    const { nextCursor } = await log(owner.apiKey, '?limit=1');
    expect(nextCursor).not.toBeNull();
    for (const [key, query] of [[stranger.apiKey, ''], [owner.testKey, ''], [owner.apiKey, '&outcome=failed']] as const) {
      const refused = await api('GET', `/v1/webhooks/deliveries?limit=1&cursor=${nextCursor}${query}`, key);
      expect(refused.status).toBe(400);
      expect(refused.body.error.code).toBe('INVALID_CURSOR');
    }
  });

  it('a bad filter is a 400 VALIDATION_ERROR naming it', async () => {
    const refused = await api('GET', '/v1/webhooks/deliveries?outcome=lost&bookId=nope', owner.apiKey);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields).sort()).toEqual(['bookId', 'outcome']);
  });
});

describe('a key sees only its owner\'s deliveries of its own mode', () => {
  it('another user sees none; the test key sees the test book only, the live key never sees it', async () => {
    const [testAttempt] = await attemptsOf(books.test, 1, owner.testKey);
    expect(testAttempt).toMatchObject({ bookId: books.test, livemode: false, outcome: 'delivered' });
    expect((await log(owner.testKey, '?limit=100')).items.map((a) => a.bookId)).toEqual([books.test]);
    expect((await log(owner.apiKey, '?limit=100')).items.map((a) => a.bookId)).not.toContain(books.test);
    expect((await log(stranger.apiKey)).items).toEqual([]);
  }, 90_000);
});

describe('replay sends the same event again through the delivery path', () => {
  it('202; the receiver gets the same body and webhook-id, newly signed, and the log shows the replay', async () => {
    const [first] = await attemptsOf(books.ok, 1);
    const before = receiver.at('/ok').length;
    const replayed = await api('POST', `/v1/webhooks/deliveries/${first.id}/replay`, owner.apiKey);
    expect(replayed.status).toBe(202);
    expect(replayed.body.data).toMatchObject({ deliveryId: first.id, eventId: first.eventId });
    await expect.poll(() => receiver.at('/ok').length, { timeout: 30_000, interval: 100 }).toBe(before + 1);
    const [original, again] = [receiver.at('/ok')[0]!, receiver.at('/ok').at(-1)!];
    expect(again.body).toBe(original.body);
    expect(again.headers['webhook-id']).toBe(original.headers['webhook-id']);
    const secret = (await api('GET', '/v1/webhooks/secret', owner.apiKey)).body.data.secret as string;
    expect(new Webhook(secret).verify(again.body, again.headers as Record<string, string>)).toMatchObject({ type: 'story.completed' });
    const attempts = await attemptsOf(books.ok, 2);
    expect(attempts[0]).toMatchObject({ eventId: first.eventId, outcome: 'delivered', replay: true, attempt: 1 });
  }, 90_000);

  it('another user\'s id, or one of the other mode, is 404; a malformed id is 400', async () => {
    const [first] = await attemptsOf(books.ok, 1);
    const [testAttempt] = await attemptsOf(books.test, 1, owner.testKey);
    for (const [id, key] of [[first.id, stranger.apiKey], [first.id, owner.testKey], [testAttempt.id, owner.apiKey]] as const) {
      const refused = await api('POST', `/v1/webhooks/deliveries/${id}/replay`, key);
      expect(refused.status).toBe(404);
      expect(refused.body.error.code).toBe('NOT_FOUND');
    }
    expect((await api('POST', '/v1/webhooks/deliveries/not-an-id/replay', owner.apiKey)).status).toBe(400);
  }, 90_000);
});
