import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp } from '../../lambdas/composition/http-dependencies';
import { parseConfig, type AppConfig } from '../../lambdas/contract/config';
import { silentLogger } from '../../lambdas/ports/logger';
import { startHttpBridge, type RunningHttpBridge } from '../../local/http-bridge';
import { findFreePort } from '../../local/free-port';
import { provisionResources } from '../../local/provision';
import { startS3Server, type RunningS3Server } from '../../local/s3-server';
import { startSqsServer, type RunningSqsServer } from '../../local/sqs-server';
import { assertConformsToOpenApi } from '../support/openapi-conformance';
import { createTestResources, type TestResources } from '../support/test-resources';

// GET /v1/health asks each engine one cheap question (DescribeTable, HeadBucket, GetQueueAttributes) with a short
// timeout. This file runs an S3 server and an SQS server of its own, so it can stop them; DynamoDB Local is the shared
// one, and a stopped or hung DynamoDB is played by an address where nothing, or something silent, listens.

const HEALTH_TIMEOUT_MS = 3_000;
let resources: TestResources;
let s3: RunningS3Server;
let sqs: RunningSqsServer;
let s3Directory: string;
const bridges: RunningHttpBridge[] = [];
const silentServers: Server[] = [];
const heldSockets: Socket[] = [];

/** The API over HTTP with these engines, the health timeout short. */
async function apiWith(endpoints: Partial<Record<'dynamodb' | 's3' | 'sqs', string>>): Promise<string> {
  const config: AppConfig = parseConfig({
    ...resources.env,
    S3_ENDPOINT: s3.endpoint,
    SQS_ENDPOINT: sqs.endpoint,
    QUEUE_URL: ownQueueUrl,
    ...(endpoints.dynamodb && { DYNAMODB_ENDPOINT: endpoints.dynamodb }),
    ...(endpoints.s3 && { S3_ENDPOINT: endpoints.s3 }),
    ...(endpoints.sqs && { SQS_ENDPOINT: endpoints.sqs }),
    HEALTH_CHECK_TIMEOUT_MS: String(HEALTH_TIMEOUT_MS),
  });
  const bridge = await startHttpBridge({ port: 0, handlers: createHttpApp(config, { logger: silentLogger }) });
  bridges.push(bridge);
  return bridge.url;
}

async function health(url: string): Promise<{ status: number; body: any; ms: number }> {
  const started = Date.now();
  const response = await fetch(`${url}/v1/health`);
  const body = await response.json();
  assertConformsToOpenApi({ method: 'GET', path: '/v1/health', status: response.status, headers: response.headers, body });
  return { status: response.status, body, ms: Date.now() - started };
}

/** An address that accepts connections and never answers: a hung engine. */
async function silentEndpoint(): Promise<string> {
  const server = createServer((socket) => void heldSockets.push(socket));
  silentServers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  return `http://127.0.0.1:${address.port}`;
}

let ownQueueUrl: string;
beforeAll(async () => {
  resources = await createTestResources('health');
  s3Directory = await mkdtemp(join(tmpdir(), 'storybook-health-s3-'));
  [s3, sqs] = await Promise.all([startS3Server({ directory: s3Directory }), startSqsServer()]);
  // The bucket and queue on this file's own servers, the table on the shared DynamoDB Local.
  ({ queueUrl: ownQueueUrl } = await provisionResources({
    endpoints: { ...resources.endpoints, s3: s3.endpoint, sqs: sqs.endpoint },
    tableName: resources.tableName,
    bucketName: resources.bucketName,
    queueName: `${resources.tableName}-health`,
  }));
});
afterAll(async () => {
  for (const socket of heldSockets) socket.destroy();
  await Promise.all([...bridges.map((bridge) => bridge.close()), ...silentServers.map((server) => new Promise((resolve) => server.close(resolve)))]);
  await Promise.allSettled([s3.stop(), sqs.stop()]);
  await rm(s3Directory, { recursive: true, force: true });
});

describe('GET /v1/health: 200 while DynamoDB, S3 and SQS each answer', () => {
  it('every engine up → 200, status ok, in the documented shape', async () => {
    const answer = await health(await apiWith({}));
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ ok: true, data: { status: 'ok', stage: 'development' } });
  });
});

describe('GET /v1/health: 503 SERVICE_UNAVAILABLE naming each engine that does not answer, within the short timeout', () => {
  it('DynamoDB stopped (nothing listens at its address) → 503 naming dynamodb only', async () => {
    const answer = await health(await apiWith({ dynamodb: `http://127.0.0.1:${await findFreePort()}` }));
    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ ok: false, requestId: expect.any(String), error: { code: 'SERVICE_UNAVAILABLE', meta: { failing: ['dynamodb'] } } });
  });

  it('DynamoDB hung (connects, never answers) → 503 naming dynamodb, after about the health timeout and no longer', async () => {
    const answer = await health(await apiWith({ dynamodb: await silentEndpoint() }));
    expect(answer.status).toBe(503);
    expect(answer.body.error.meta.failing).toEqual(['dynamodb']);
    expect(answer.ms).toBeGreaterThanOrEqual(HEALTH_TIMEOUT_MS - 50);
    expect(answer.ms).toBeLessThan(HEALTH_TIMEOUT_MS + 2_000);
  });

  it('the answer carries names only: no endpoint, port, bucket, table or queue', async () => {
    const answer = await health(await apiWith({ dynamodb: `http://127.0.0.1:${await findFreePort()}` }));
    const text = JSON.stringify(answer.body);
    expect(text).not.toMatch(/127\.0\.0\.1|http:|:\d{2,5}\b/);
    for (const name of [resources.tableName, resources.bucketName, ownQueueUrl]) expect(text).not.toContain(name);
  });

  // Last: these stop this file's own engines for good.
  it('the SQS server stopped → 503 naming sqs only', async () => {
    const url = await apiWith({});
    expect((await health(url)).status).toBe(200);
    await sqs.stop();
    const answer = await health(url);
    expect(answer.status).toBe(503);
    expect(answer.body.error.meta.failing).toEqual(['sqs']);
  });

  it('the S3 server stopped too → 503 naming s3 and sqs', async () => {
    const url = await apiWith({});
    await s3.stop();
    const answer = await health(url);
    expect(answer.status).toBe(503);
    expect(answer.body.error.meta.failing).toEqual(['s3', 'sqs']);
  });
});
