import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DynamoAccountStore } from '../../lambdas/adapters/dynamodb/dynamo-account-store';
import { DynamoWebhookSecrets } from '../../lambdas/adapters/dynamodb/dynamo-webhook-secrets';
import { SqsWebhookQueue } from '../../lambdas/adapters/sqs/sqs-webhook-queue';
import { HttpsWebhookSender } from '../../lambdas/adapters/webhooks/https-webhook-sender';
import { createAwsClients } from '../../lambdas/composition/aws-clients';
import { createHttpApp } from '../../lambdas/composition/http-dependencies';
import { deliveryDependencies } from '../../lambdas/composition/webhook-dependencies';
import { parseConfig, type AppConfig } from '../../lambdas/contract/config';
import { AccountAdmin } from '../../lambdas/core/accounts';
import { rotateWebhookSecret } from '../../lambdas/core/webhook-secret';
import { deliverWebhookHandler } from '../../lambdas/handlers/webhooks/deliver-webhook-handler';
import { systemClock } from '../../lambdas/ports/clock';
import { randomIds } from '../../lambdas/ports/id-generator';
import { silentLogger } from '../../lambdas/ports/logger';
import { startGenerationRuntime, type GenerationRuntime } from '../../local/generation-runtime';
import { startHttpBridge, type RunningHttpBridge } from '../../local/http-bridge';
import { assertConformsToOpenApi } from '../support/openapi-conformance';
import { CallLog, callLogInterceptor, sdkError } from './api-fixture';
import { queueReader } from '../support/queue-reader';
import { createTestResources, type TestResources } from '../support/test-resources';
import { startWebhookReceiver, type ReceivedWebhook } from '../support/webhook-receiver';

// Signed webhooks on the real engines: the generation workflow (composed in process) emits to the deliveries queue in
// SQS, the local poller feeds deliverWebhook, which signs and POSTs to a receiver on 127.0.0.1. A day of retries is
// scaled down (WEBHOOK_RETRY_SCALE) so the schedule's waits take about a second each.

const startReceiver = () => startWebhookReceiver();

let resources: TestResources;
let config: AppConfig;
let runtime: GenerationRuntime;
let bridge: RunningHttpBridge;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let admin: AccountAdmin;
let user: { userId: string; apiKey: string };
/** While set, every send to the deliveries queue fails as SQS's own outage would (the fault sits in the SDK client). */
let webhookQueueDown = false;
const story = { storyIdea: 'A shy hedgehog named Pip who wants to fly over the hills', ageRange: '4-7', style: 'watercolor', pageCount: 5, tone: 'animal', language: 'english' };

beforeAll(async () => {
  resources = await createTestResources('webhooks');
  config = parseConfig({
    ...resources.env,
    WEBHOOK_QUEUE_URL: resources.webhookQueueUrl,
    WEBHOOK_DLQ_URL: resources.webhookDlqUrl,
    WEBHOOK_ALLOW_LOOPBACK: '1',
    WEBHOOK_RETRY_SCALE: '0.0001',
  });
  const clients = createAwsClients(config);
  clients.sqs.use(callLogInterceptor(new CallLog(), [(_command, input) => (webhookQueueDown && input.QueueUrl === resources.webhookQueueUrl ? sdkError('ServiceUnavailable', 503) : undefined)]));
  runtime = await startGenerationRuntime({ config, overrides: { clients, logger: silentLogger }, maxConcurrency: 5, retryIntervalScale: 0.001 });
  bridge = await startHttpBridge({ port: 0, handlers: createHttpApp(runtime.config, { clients, logger: silentLogger }) });
  receiver = await startReceiver();
  admin = new AccountAdmin(new DynamoAccountStore({ client: clients.dynamodb, tableName: config.tableName }), systemClock, randomIds);
  const { userId } = await admin.createUser({ email: 'hooks@example.com', plan: 'pro' });
  user = { userId, ...(await admin.createKey(userId)) };
}, 120_000);

afterAll(async () => {
  await runtime?.close();
  await bridge?.close();
  await receiver?.close();
});

beforeEach(() => receiver.answerWith(() => 200));

async function api(method: string, path: string, body?: unknown, apiKey = user.apiKey) {
  const response = await fetch(`${bridge.url}${path}`, {
    method,
    headers: { ...(apiKey && { 'x-api-key': apiKey }), ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as any;
  assertConformsToOpenApi({ method, path, status: response.status, headers: response.headers, body: json });
  return { status: response.status, headers: response.headers, body: json };
}

const secretOf = async () => (await api('GET', '/v1/webhooks/secret')).body.data.secret as string;

async function createBook(extra: Record<string, unknown>) {
  const created = await api('POST', '/v1/stories', { ...story, ...extra });
  expect(created.status, JSON.stringify(created.body)).toBe(202);
  return created.body.data.bookId as string;
}

/** Waits until the receiver's `path` has `count` deliveries (and gives a moment for more that should not come). */
async function deliveries(path: string, done: (list: ReceivedWebhook[]) => boolean, timeoutMs = 30_000): Promise<ReceivedWebhook[]> {
  await expect.poll(() => done(receiver.at(path)), { timeout: timeoutMs, interval: 100 }).toBe(true);
  return receiver.at(path);
}

describe('GET /v1/webhooks/secret returns the caller\'s signing secret, made on first use', () => {
  it('is whsec_ + base64, the same on every call, another user\'s differs, and no key is 401', async () => {
    const first = await api('GET', '/v1/webhooks/secret');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.body.data.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(await secretOf()).toBe(first.body.data.secret);
    const { userId } = await admin.createUser({ email: 'other@example.com', plan: 'pro' });
    const other = await admin.createKey(userId);
    expect((await api('GET', '/v1/webhooks/secret', undefined, other.apiKey)).body.data.secret).not.toBe(first.body.data.secret);
    expect((await api('GET', '/v1/webhooks/secret', undefined, '')).status).toBe(401);
  });
});

describe('a secret per mode: a test key never reads the live secret, and test books are signed with the test one', () => {
  it('a test key\'s secret differs from the live key\'s; each payload says its livemode; each verifies only under its own secret', async () => {
    const test = await admin.createKey(user.userId, 'test');
    const live = await secretOf();
    const testSecret = (await api('GET', '/v1/webhooks/secret', undefined, test.apiKey)).body.data.secret as string;
    expect(testSecret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(testSecret).not.toBe(live);
    expect((await api('GET', '/v1/webhooks/secret', undefined, test.apiKey)).body.data.secret).toBe(testSecret);
    const testBook = await api('POST', '/v1/stories', { ...story, webhook: receiver.url('/mode-test') }, test.apiKey);
    expect(testBook.status).toBe(202);
    await createBook({ webhook: receiver.url('/mode-live') });
    const [testDelivery] = await deliveries('/mode-test', (l) => l.length >= 1, 80_000);
    const [liveDelivery] = await deliveries('/mode-live', (l) => l.length >= 1, 80_000);
    expect((new Webhook(testSecret).verify(testDelivery!.body, testDelivery!.headers as Record<string, string>) as any).data.livemode).toBe(false);
    expect(() => new Webhook(live).verify(testDelivery!.body, testDelivery!.headers as Record<string, string>)).toThrow();
    expect((new Webhook(live).verify(liveDelivery!.body, liveDelivery!.headers as Record<string, string>) as any).data.livemode).toBe(true);
    expect(() => new Webhook(testSecret).verify(liveDelivery!.body, liveDelivery!.headers as Record<string, string>)).toThrow();
   }, 90_000);
});

describe('a bad webhook or webhookEvents is a 400 VALIDATION_ERROR naming the field', () => {
  it.each([
    [{ webhook: 'ftp://example.com/hook' }, 'webhook', /https/],
    [{ webhook: 'http://example.com/hook' }, 'webhook', /https/],
    [{ webhook: 'https://user:secret@example.com/hook' }, 'webhook', /credentials/],
    [{ webhook: `https://example.com/${'x'.repeat(2050)}` }, 'webhook', /2048/],
    [{ webhook: 42 }, 'webhook', /string/],
    [{ webhook: 'https://example.com/hook', webhookEvents: ['story.done'] }, 'webhookEvents.0', /one of/],
    [{ webhook: 'https://example.com/hook', webhookEvents: [] }, 'webhookEvents', /at least one/],
    [{ webhookEvents: ['story.completed'] }, 'webhookEvents', /needs a webhook/],
    // Every form the sender refuses after DNS (test/unit/webhook-addresses.test.ts lists them all).
    ...['169.254.169.254', '10.0.0.1', '2852039166', '[fd00:ec2::254]', '[::ffff:a9fe:a9fe]', '[::a9fe:a9fe]', '[::ffff:0:a9fe:a9fe]', '[2002:a9fe:a9fe::]', '[64:ff9b::a9fe:a9fe]', '[64:ff9b:1::a9fe:a9fe]']
      .map((host) => [{ webhook: `https://${host}/hook` }, 'webhook', /private, loopback, link-local or reserved/]),
  ] as Array<[Record<string, unknown>, string, RegExp]>)('%j', async (extra, field, message) => {
    const response = await api('POST', '/v1/stories', { ...story, ...extra });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('VALIDATION_ERROR');
    expect(response.body.error.fields[field]).toMatch(message);
  });

  it('http to 127.0.0.1 is refused where the deployment does not allow loopback (on AWS)', async () => {
    const onAws = createHttpApp({ ...runtime.config, webhooks: { ...runtime.config.webhooks, allowLoopback: false } }, { logger: silentLogger });
    const awsBridge = await startHttpBridge({ port: 0, handlers: onAws });
    try {
      const response = await fetch(`${awsBridge.url}/v1/stories`, {
        method: 'POST',
        headers: { 'x-api-key': user.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ ...story, webhook: 'http://127.0.0.1:9/hook' }),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields.webhook).toMatch(/loopback/);
    } finally {
      await awsBridge.close();
    }
  });
});

describe('the subscribed events reach the webhook signed, and standardwebhooks verifies each', () => {
  it('every event type, in order, one webhook-id each; the payload is {type, timestamp, data}', async () => {
    const secret = await secretOf();
    const bookId = await createBook({ webhook: receiver.url('/all'), webhookEvents: ['story.processing', 'story.page', 'story.completed', 'story.failed'] });
    const list = await deliveries('/all', (l) => l.some((d) => JSON.parse(d.body).type === 'story.completed'));
    const events = list.map((delivery) => new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>) as { type: string; timestamp: string; data: Record<string, any> });
    expect(events[0]!.type).toBe('story.processing');
    expect(events.filter((e) => e.type === 'story.page').map((e) => e.data.page.index).sort()).toEqual([0, 1, 2, 3, 4]);
    expect(events.at(-1)!.type).toBe('story.completed');
    for (const event of events) {
      expect(Object.keys(event).sort()).toEqual(['data', 'timestamp', 'type']);
      expect(event.data).toMatchObject({ bookId, status: expect.any(String), progress: expect.any(Number), livemode: true });
    }
    expect(new Set(list.map((d) => d.headers['webhook-id'])).size).toBe(list.length);
  });

  it('without webhookEvents only story.completed (and story.failed) are sent', async () => {
    const secret = await secretOf();
    await createBook({ webhook: receiver.url('/default') });
    const [only] = await deliveries('/default', (l) => l.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.at('/default')).toHaveLength(1);
    expect((new Webhook(secret).verify(only!.body, only!.headers as Record<string, string>) as { type: string }).type).toBe('story.completed');
  });
});

describe('story.completed carries the Story as GET returns it, without signed URLs (GET gives fresh ones)', () => {
  it('every URL is null in the payload; the same book read by GET has signed picture, PDF and reader URLs', async () => {
    const bookId = await createBook({ webhook: receiver.url('/story'), pageCount: 15 });
    const [delivery] = await deliveries('/story', (l) => l.length >= 1);
    // One SQS message carries it: far below SQS's 256 KiB even for the largest book.
    expect(Buffer.byteLength(delivery!.body)).toBeLessThan(64 * 1024);
    const payload = JSON.parse(delivery!.body) as { data: { story: Record<string, any> } };
    const read = (await api('GET', `/v1/stories/${bookId}`)).body.data;
    const { story: sent } = payload.data;
    expect(sent).toMatchObject({ id: bookId, status: 'completed', progress: 100, coverImage: null, pdfUrl: null, readerUrl: null });
    expect(sent.pages).toHaveLength(15);
    expect(sent.pages.every((page: { imageUrl: unknown }) => page.imageUrl === null)).toBe(true);
    const withoutUrls = (s: Record<string, any>) => ({ ...s, coverImage: null, pdfUrl: null, readerUrl: null, updatedAt: null, pages: s.pages.map((p: object) => ({ ...p, imageUrl: null })) });
    expect(withoutUrls(sent)).toEqual(withoutUrls(read));
    expect(read.coverImage).toMatch(/^http/);
    expect(read.pages[1].imageUrl).toMatch(/X-Amz-Signature=/);
  });
});

describe('story.failed is sent when the owner cancels a book and when the reaper ends a stuck one', () => {
  it('a cancelled book\'s webhook gets story.failed with the cancel\'s errorMessage', async () => {
    await runtime.stopDispatcher();
    try {
      const bookId = await createBook({ webhook: receiver.url('/cancelled') });
      expect((await api('POST', `/v1/stories/${bookId}/cancel`)).status).toBe(200);
      const [delivery] = await deliveries('/cancelled', (l) => l.length >= 1);
      expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'story.failed', data: { bookId, status: 'failed', errorMessage: expect.stringMatching(/Cancelled/) } });
    } finally {
      runtime.startDispatcher();
    }
  });

  it('a book the reaper ends gets story.failed with the reaper\'s reason', async () => {
    await runtime.stopDispatcher();
    try {
      const bookId = await createBook({ webhook: receiver.url('/reaped') });
      expect(await runtime.reapNow({ now: () => new Date(Date.now() + 2 * 3600_000) })).toBeGreaterThanOrEqual(1);
      const [delivery] = await deliveries('/reaped', (l) => l.length >= 1);
      expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'story.failed', data: { bookId, status: 'failed', errorMessage: expect.stringMatching(/stopped making progress/) } });
    } finally {
      runtime.startDispatcher();
    }
  });
});

describe('an event is written with the change it reports (the outbox), so a queue outage delays it and never loses it', () => {
  /** The reaper's next run, a minute on: its sweep forwards what the outbox still holds. */
  const sweep = () => runtime.reapNow({ now: () => new Date(Date.now() + 60_000) });

  it('a cancel\'s story.failed whose queue send failed reaches the webhook after the sweep', async () => {
    await runtime.stopDispatcher();
    try {
      const bookId = await createBook({ webhook: receiver.url('/outbox-cancel') });
      webhookQueueDown = true;
      expect((await api('POST', `/v1/stories/${bookId}/cancel`)).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(receiver.at('/outbox-cancel')).toHaveLength(0);
      webhookQueueDown = false;
      await sweep();
      const [delivery] = await deliveries('/outbox-cancel', (l) => l.length >= 1);
      expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'story.failed', data: { bookId, status: 'failed', livemode: true } });
    } finally {
      webhookQueueDown = false;
      runtime.startDispatcher();
    }
  });

  it('Finalize\'s story.completed whose every send failed reaches the webhook after the sweep, once', async () => {
    webhookQueueDown = true;
    try {
      const bookId = await createBook({ webhook: receiver.url('/outbox-completed') });
      await expect.poll(async () => (await api('GET', `/v1/stories/${bookId}`)).body.data.status, { timeout: 80_000, interval: 500 }).toBe('completed');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(receiver.at('/outbox-completed')).toHaveLength(0);
    } finally {
      webhookQueueDown = false;
    }
    await sweep();
    const [delivery] = await deliveries('/outbox-completed', (l) => l.length >= 1);
    expect(JSON.parse(delivery!.body)).toMatchObject({ type: 'story.completed', data: { status: 'completed' } });
    // Forwarded events leave the outbox: a second sweep sends nothing more.
    await sweep();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.at('/outbox-completed')).toHaveLength(1);
  }, 120_000);
});

describe('a receiver that fails is retried with backoff, with the same webhook-id, until it answers 2xx', () => {
  it('three 500s, then 200: four attempts, one id, later attempts signed anew', async () => {
    const secret = await secretOf();
    receiver.answerWith((path, attempt) => (path === '/flaky' && attempt <= 3 ? 500 : 200));
    await createBook({ webhook: receiver.url('/flaky') });
    const list = await deliveries('/flaky', (l) => l.length >= 4);
    expect(new Set(list.map((d) => d.headers['webhook-id'])).size).toBe(1);
    for (const delivery of list) expect(() => new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>)).not.toThrow();
    expect(new Set(list.map((d) => d.body)).size).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(receiver.at('/flaky')).toHaveLength(4);
  });
});

describe('a receiver that answers 410 Gone or a redirect gets no further attempt', () => {
  it.each([[410, '/gone'], [301, '/moved'], [307, '/moved-temporarily']])('HTTP %i: one attempt, then none', async (status, path) => {
    receiver.answerWith((at) => (at === path ? status : 200));
    await createBook({ webhook: receiver.url(path) });
    await deliveries(path, (l) => l.length >= 1);
    // A retry waits at least the queue's 1 s delay here (the schedule is scaled down): three seconds leave room for two.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(receiver.at(path)).toHaveLength(1);
  });
});

describe('after a day of failures the delivery goes to the dead-letter queue', () => {
  it('a failure more than 24 h after the first attempt is dead-lettered with its attempts and last error', async () => {
    // Queues of its own, not polled by the running stack: the test plays the event source mapping, with its own clock.
    const own = await createTestResources('webhooks-dlq');
    const ownConfig = parseConfig({ ...own.env, WEBHOOK_QUEUE_URL: own.webhookQueueUrl, WEBHOOK_DLQ_URL: own.webhookDlqUrl, WEBHOOK_ALLOW_LOOPBACK: '1' });
    const reader = queueReader(ownConfig);
    const clock = { current: new Date('2026-11-24T10:00:00.000Z'), now() { return new Date(this.current); } };
    receiver.answerWith(() => 503);
    const queue = new SqsWebhookQueue(createAwsClients(ownConfig).sqs, own.webhookQueueUrl, own.webhookDlqUrl);
    const handle = deliverWebhookHandler(deliveryDependencies(ownConfig, { logger: silentLogger, clock }));
    await queue.publish({ eventId: 'msg_dead', userId: user.userId, bookId: '00000000-0000-4000-8000-000000000001', url: receiver.url('/dead'), body: '{"type":"story.failed"}' });
    const record = (body: unknown) => ({ messageId: 'm', receiptHandle: '', body: JSON.stringify(body) }) as never;
    const first = await waitForMessages(reader, own.webhookQueueUrl);
    expect(await handle({ Records: first.map(record) })).toEqual({ batchItemFailures: [] });
    // The retry waits in the queue (DelaySeconds) for 2.5 to 5 s, the first step of the schedule.
    const retried = await waitForMessages(reader, own.webhookQueueUrl);
    expect(retried).toEqual([expect.objectContaining({ eventId: 'msg_dead', attempt: 1, lastError: 'HTTP 503', firstAttemptAt: '2026-11-24T10:00:00.000Z' })]);
    clock.current = new Date('2026-11-25T10:00:01.000Z');
    await handle({ Records: retried.map(record) });
    expect(await reader.drain(own.webhookQueueUrl)).toEqual([]);
    expect(await reader.drain(own.webhookDlqUrl)).toEqual([expect.objectContaining({ eventId: 'msg_dead', attempt: 2, lastError: 'HTTP 503' })]);
    expect(receiver.at('/dead')).toHaveLength(2);
  });
});

async function waitForMessages(reader: ReturnType<typeof queueReader>, url: string) {
  const messages: Record<string, unknown>[] = [];
  await expect.poll(async () => (messages.push(...(await reader.drain<Record<string, unknown>>(url))), messages.length), { timeout: 10_000, interval: 200 }).toBeGreaterThan(0);
  return messages;
}

describe('on AWS a target that resolves to a private, loopback, link-local or metadata address is refused after DNS', () => {
  it.each([['metadata', '169.254.169.254'], ['private', '10.0.0.7'], ['loopback', '127.0.0.1'], ['unique local', 'fd00:ec2::254']])('%s (%s): no connection, dead-lettered at once', async (_kind, address) => {
    let connections = 0;
    const sender = new HttpsWebhookSender({ allowLoopback: false, timeoutMs: 1000, resolve: async () => [{ address, family: address.includes(':') ? 6 : 4 }] });
    const counting = { post: async (...args: Parameters<HttpsWebhookSender['post']>) => (connections++, sender.post(...args)) };
    expect(await sender.post('https://hooks.example.test/x', {}, '{}')).toMatchObject({ kind: 'refused', reason: expect.stringMatching(/private, loopback, link-local or reserved/) });
    const reader = queueReader(config);
    const deps = deliveryDependencies({ ...config, webhooks: { ...config.webhooks, allowLoopback: false } }, { logger: silentLogger, sender: counting });
    const handle = deliverWebhookHandler(deps);
    await handle({ Records: [{ messageId: 'm', receiptHandle: '', body: JSON.stringify({ eventId: `msg_${address}`, userId: user.userId, bookId: 'b', url: 'https://hooks.example.test/x', body: '{}', attempt: 0 }) } as never] });
    expect(connections).toBe(1);
    const dead = await reader.drain<Record<string, unknown>>(resources.webhookDlqUrl);
    expect(dead).toEqual([expect.objectContaining({ eventId: `msg_${address}`, attempt: 1, lastError: expect.stringMatching(/private/) })]);
  });

  it('a receiver that does not answer within the timeout is a failed attempt', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const sender = new HttpsWebhookSender({ allowLoopback: true, timeoutMs: 300 });
      const started = Date.now();
      expect(await sender.post(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/`, {}, '{}')).toEqual({ kind: 'failed', reason: 'no answer within 300 ms' });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe('the admin rotation replaces the secret; later deliveries are signed with the new one', () => {
  it('GET shows the new secret, and it differs from the old', async () => {
    const before = await secretOf();
    const secrets = new DynamoWebhookSecrets({ client: createAwsClients(config).dynamodb, tableName: config.tableName });
    const { secret } = await rotateWebhookSecret({ secrets, clock: systemClock }, user.userId);
    expect(secret).not.toBe(before);
    expect(await secretOf()).toBe(secret);
  });
});
