import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyWebhook } from '../../client/src/webhooks';
import { assertFetchResponseConforms } from '../support/openapi-conformance';
import { apiUrlFrom, runScript, startScript, waitForExit } from './process-runner';

// Signed webhooks end to end on `npm start`: the functions are the deployed bundles, the deliveries queue is the local
// SQS server driven by the poller, and the receivers listen on 127.0.0.1. WEBHOOK_RETRY_SCALE shrinks the day of
// retries so each wait is about a second (SQS delays by whole seconds).

let dataDir: string;
let stack: Awaited<ReturnType<typeof startScript>>;
let base: string;
let apiKey: string;
let userId: string;
const received = new Map<string, Array<{ headers: IncomingHttpHeaders; body: string }>>();
// The flaky receiver answers 500 to its first three deliveries.
const receiver = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
  request.on('end', () => {
    const list = received.get(request.url ?? '/') ?? [];
    list.push({ headers: request.headers, body });
    received.set(request.url ?? '/', list);
    response.statusCode = request.url === '/flaky' && list.length <= 3 ? 500 : 204;
    response.end();
  });
});
let receiverBase: string;

const admin = async (...args: string[]) => {
  const result = await runScript('bin/admin.ts', [...args, '--data-dir', dataDir]);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as Record<string, string>;
};

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { 'x-api-key': apiKey, ...(body !== undefined && { 'content-type': 'application/json' }) },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  await assertFetchResponseConforms(method, response);
  return { status: response.status, body: (await response.json()) as any };
}

beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverBase = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  dataDir = await mkdtemp(join(tmpdir(), 'storybook-webhooks-'));
  stack = await startScript('bin/local.ts', { DATA_DIR: dataDir, PORT: '0', WEBHOOK_RETRY_SCALE: '0.0001' }, /Ctrl-C stops everything/, 180_000);
  base = apiUrlFrom(stack.output());
  userId = (await admin('user', 'create', '--email', 'hooks@example.com', '--plan', 'pro')).userId!;
  apiKey = (await admin('key', 'create', '--user', userId)).apiKey!;
}, 200_000);

afterAll(async () => {
  stack?.child.kill('SIGTERM');
  if (stack) await waitForExit(stack.child);
  await new Promise((resolve) => receiver.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

const story = { storyIdea: 'A shy hedgehog named Pip who wants to fly', ageRange: '4-7', style: 'watercolor', pageCount: 5, tone: 'animal', language: 'english' };

describe('a receiver on 127.0.0.1 gets story.completed for a book created with webhook, and verifies it', () => {
  it('standardwebhooks and the client\'s verifyWebhook both accept it; the payload names the book', async () => {
    const secret = (await call('GET', '/v1/webhooks/secret')).body.data.secret as string;
    const created = await call('POST', '/v1/stories', { ...story, webhook: `${receiverBase}/ok` });
    expect(created.status).toBe(202);
    await expect.poll(() => received.get('/ok')?.length ?? 0, { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(1);
    const [delivery] = received.get('/ok')!;
    const event = new Webhook(secret).verify(delivery!.body, delivery!.headers as Record<string, string>) as { type: string; data: { bookId: string; story: { status: string } } };
    expect(event.type).toBe('story.completed');
    expect(event.data.bookId).toBe(created.body.data.bookId);
    expect(event.data.story.status).toBe('completed');
    await expect(verifyWebhook(secret, delivery!.headers as Record<string, string>, delivery!.body)).resolves.toMatchObject({ payload: { type: 'story.completed' } });
  });
});

describe('a receiver that fails three times still gets the event, with one webhook-id', () => {
  it('four deliveries of story.completed, the same webhook-id and body, each verified', async () => {
    const secret = (await call('GET', '/v1/webhooks/secret')).body.data.secret as string;
    expect((await call('POST', '/v1/stories', { ...story, webhook: `${receiverBase}/flaky` })).status).toBe(202);
    await expect.poll(() => received.get('/flaky')?.length ?? 0, { timeout: 90_000, interval: 200 }).toBe(4);
    const list = received.get('/flaky')!;
    expect(new Set(list.map((delivery) => delivery.headers['webhook-id'])).size).toBe(1);
    expect(new Set(list.map((delivery) => delivery.body)).size).toBe(1);
    for (const delivery of list) {
      expect((new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>) as { type: string }).type).toBe('story.completed');
    }
    // Answered 2xx on the fourth: nothing more comes.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(received.get('/flaky')).toHaveLength(4);
  });
});

describe('the storybook-api CLI shows the secret and verifies a received delivery', () => {
  it('webhooks secret prints it; webhooks verify prints the payload, and exits 1 for a changed body', async () => {
    const env = { STORYBOOK_API_URL: base, STORYBOOK_API_KEY: apiKey };
    const secret = await runScript('client/bin/storybook-api.js', ['webhooks', 'secret'], env);
    expect(secret.code, secret.stderr).toBe(0);
    expect(secret.stdout.trim()).toBe((await call('GET', '/v1/webhooks/secret')).body.data.secret);
    const [delivery] = received.get('/ok')!;
    const bodyFile = join(dataDir, 'delivery.json');
    await writeFile(bodyFile, delivery!.body);
    const args = ['webhooks', 'verify', '--id', String(delivery!.headers['webhook-id']), '--timestamp', String(delivery!.headers['webhook-timestamp']), '--signature', String(delivery!.headers['webhook-signature'])];
    const verified = await runScript('client/bin/storybook-api.js', [...args, '--body-file', bodyFile], env);
    expect(verified.code, verified.stderr).toBe(0);
    expect(JSON.parse(verified.stdout)).toMatchObject({ type: 'story.completed' });
    await writeFile(bodyFile, delivery!.body.replace('completed', 'failed'));
    const refused = await runScript('client/bin/storybook-api.js', [...args, '--body-file', bodyFile], env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/not verified/);
  });
});

describe('the admin CLI rotates the signing secret', () => {
  it('webhooks rotate-secret prints a new secret, which GET /v1/webhooks/secret then returns', async () => {
    const before = (await call('GET', '/v1/webhooks/secret')).body.data.secret as string;
    const rotated = await admin('webhooks', 'rotate-secret', '--user', userId);
    expect(rotated).toEqual({ userId, secret: expect.stringMatching(/^whsec_/) });
    expect(rotated.secret).not.toBe(before);
    expect((await call('GET', '/v1/webhooks/secret')).body.data.secret).toBe(rotated.secret);
  });
});
