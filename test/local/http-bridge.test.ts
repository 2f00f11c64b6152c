import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { HttpHandlerName } from '../../lambdas/contract/routes';
import { requestBodyLimitBytes, startHttpBridge, type BridgeHandler, type RunningHttpBridge } from '../../local/http-bridge';

interface Invocation {
  handler: HttpHandlerName;
  event: APIGatewayProxyEventV2;
  context: Context;
}

let invocations: Invocation[] = [];
// What every handler answers; a test swaps it to shape the response.
let respond: (event: APIGatewayProxyEventV2) => Promise<unknown> = async () => ({ statusCode: 204 });

function recording(handler: HttpHandlerName): BridgeHandler {
  return async (event, context) => {
    invocations.push({ handler, event, context });
    return respond(event) as never;
  };
}

const handlers = {
  health: recording('health'),
  createStory: recording('createStory'),
  getStory: recording('getStory'),
  listStories: recording('listStories'),
  getUsage: recording('getUsage'),
  cancelStory: recording('cancelStory'),
  fallback: recording('fallback'),
  apiReference: recording('apiReference'),
  webhookSecret: recording('webhookSecret'),
  listWebhookDeliveries: recording('listWebhookDeliveries'),
  replayWebhookDelivery: recording('replayWebhookDelivery'),
};

let bridge: RunningHttpBridge;
let slowBridge: RunningHttpBridge;

beforeAll(async () => {
  bridge = await startHttpBridge({ port: 0, handlers });
  slowBridge = await startHttpBridge({ port: 0, handlers, timeoutMs: 200 });
});

afterAll(async () => {
  await bridge.close();
  await slowBridge.close();
});

beforeEach(() => {
  invocations = [];
  respond = async () => ({ statusCode: 204 });
});

function onlyInvocation(): Invocation {
  expect(invocations).toHaveLength(1);
  return invocations[0]!;
}

/** node:http rather than fetch: repeated headers and exact bytes are the point here. */
function rawRequest(
  method: string,
  path: string,
  headers: string[] = [],
  body?: Buffer,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  const { port } = new URL(bridge.url);
  return new Promise((resolve, reject) => {
    // A raw header list replaces Node's defaults, Host included.
    const rawHeaders = ['Host', `127.0.0.1:${port}`, ...headers];
    const req = httpRequest({ host: '127.0.0.1', port, method, path, headers: rawHeaders as never }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('f. the bridge routes like API Gateway HTTP API', () => {
  it('invokes the route handler with its route key and decoded path parameters', async () => {
    await fetch(`${bridge.url}/v1/stories/book%20one`);
    const { handler, event } = onlyInvocation();
    expect(handler).toBe('getStory');
    expect(event.routeKey).toBe('GET /v1/stories/{id}');
    expect(event.requestContext.routeKey).toBe('GET /v1/stories/{id}');
    expect(event.pathParameters).toEqual({ id: 'book one' });
  });

  it('sends an unknown path to the fallback handler as $default, without pathParameters', async () => {
    await fetch(`${bridge.url}/v2/nothing-here`);
    const { handler, event } = onlyInvocation();
    expect(handler).toBe('fallback');
    expect(event.routeKey).toBe('$default');
    expect(event.requestContext.routeKey).toBe('$default');
    expect(event).not.toHaveProperty('pathParameters');
  });

  it.each([
    ['a known path with another method', 'DELETE', '/v1/health'],
    ['a trailing slash', 'GET', '/v1/health/'],
    ['an empty path parameter', 'GET', '/v1/stories/'],
    ['an extra segment', 'GET', '/v1/stories/a/b'],
  ])('sends %s to the fallback', async (_label, method, path) => {
    await fetch(`${bridge.url}${path}`, { method });
    expect(onlyInvocation()).toMatchObject({ handler: 'fallback', event: { routeKey: '$default' } });
  });

  it('routes each route of the table', async () => {
    await fetch(`${bridge.url}/v1/health`);
    await fetch(`${bridge.url}/v1/stories`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(invocations.map((i) => [i.handler, i.event.routeKey])).toEqual([
      ['health', 'GET /v1/health'],
      ['createStory', 'POST /v1/stories'],
    ]);
  });
});

describe('f. the bridge builds a payload-format-2.0 event', () => {
  it('fills the top-level fields, query parameters, headers and cookies as API Gateway does', async () => {
    const response = await rawRequest('GET', '/v1/stories/abc?tag=a&tag=b&q=hello%20world', [
      'X-Custom', 'one',
      'X-Custom', 'two',
      'User-Agent', 'bridge-test/1.0',
      'Cookie', 'session=s1; theme=dark',
    ]);
    const { event } = onlyInvocation();
    expect(event.version).toBe('2.0');
    expect(event.rawPath).toBe('/v1/stories/abc');
    expect(event.rawQueryString).toBe('tag=a&tag=b&q=hello%20world');
    expect(event.queryStringParameters).toEqual({ tag: 'a,b', q: 'hello world' });
    expect(event.headers['x-custom']).toBe('one,two');
    expect(event.headers['user-agent']).toBe('bridge-test/1.0');
    expect(event.headers).not.toHaveProperty('cookie');
    expect(event.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(event.headers['x-amzn-trace-id']).toMatch(/^Root=1-[0-9a-f]{8}-[0-9a-f]{24}$/);
    expect(Object.keys(event.headers).every((name) => name === name.toLowerCase())).toBe(true);
    expect(event.cookies).toEqual(['session=s1', 'theme=dark']);
    expect(event.isBase64Encoded).toBe(false);
    expect(event).not.toHaveProperty('body');
    expect(response.headers['apigw-requestid']).toBe(event.requestContext.requestId);
  });

  it('fills requestContext', async () => {
    const before = Date.now();
    await rawRequest('GET', '/v1/health', ['User-Agent', 'bridge-test/1.0']);
    const { requestContext } = onlyInvocation().event;
    const { port } = new URL(bridge.url);
    expect(requestContext).toMatchObject({
      accountId: '123456789012',
      apiId: 'local',
      domainName: `127.0.0.1:${port}`,
      domainPrefix: '127',
      http: { method: 'GET', path: '/v1/health', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bridge-test/1.0' },
      routeKey: 'GET /v1/health',
      stage: '$default',
    });
    expect(requestContext.requestId).toMatch(/^[A-Za-z0-9+/]{14}[A-Za-z0-9+/=]{2}$/);
    expect(requestContext.timeEpoch).toBeGreaterThanOrEqual(before);
    expect(requestContext.time).toMatch(/^\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/);
  });

  it('omits cookies and queryStringParameters when the request has none', async () => {
    await fetch(`${bridge.url}/v1/health`);
    const { event } = onlyInvocation();
    expect(event).not.toHaveProperty('cookies');
    expect(event).not.toHaveProperty('queryStringParameters');
    expect(event.rawQueryString).toBe('');
  });

  it('passes a JSON body as a utf-8 string', async () => {
    const json = JSON.stringify({ storyIdea: 'Pip the hedgehog — «flies»' });
    await fetch(`${bridge.url}/v1/stories`, { method: 'POST', body: json, headers: { 'content-type': 'application/json; charset=utf-8' } });
    const { event } = onlyInvocation();
    expect(event.body).toBe(json);
    expect(event.isBase64Encoded).toBe(false);
  });

  it.each([['application/octet-stream'], ['image/png'], [undefined]])(
    'passes a %s body base64-encoded',
    async (contentType) => {
      const bytes = Buffer.from([0, 1, 2, 250, 251, 252, 253, 254, 255]);
      await rawRequest('POST', '/v1/stories', contentType ? ['Content-Type', contentType] : [], bytes);
      const { event } = onlyInvocation();
      expect(event.isBase64Encoded).toBe(true);
      expect(Buffer.from(event.body!, 'base64')).toEqual(bytes);
    },
  );

  it('passes a plausible Lambda context', async () => {
    await fetch(`${bridge.url}/v1/health`);
    const { context } = onlyInvocation();
    expect(context.awsRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(context.functionName).toContain('health');
    expect(context.invokedFunctionArn).toMatch(/^arn:aws:lambda:[a-z0-9-]+:\d{12}:function:/);
    expect(context.getRemainingTimeInMillis()).toBeGreaterThan(25_000);
    expect(context.getRemainingTimeInMillis()).toBeLessThanOrEqual(30_000);
  });
});

describe('f. the bridge writes the handler result back as API Gateway does', () => {
  it('writes a structured result: status, headers, cookies as set-cookie lines, body', async () => {
    respond = async () => ({
      statusCode: 201,
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'r-1' },
      cookies: ['a=1; Path=/', 'b=2; HttpOnly'],
      body: JSON.stringify({ ok: true }),
    });
    const response = await rawRequest('GET', '/v1/health');
    expect(response.status).toBe(201);
    expect(response.headers['content-type']).toBe('application/json');
    expect(response.headers['x-request-id']).toBe('r-1');
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; HttpOnly']);
    expect(JSON.parse(response.body.toString())).toEqual({ ok: true });
  });

  it('writes every value of multiValueHeaders', async () => {
    respond = async () => ({ statusCode: 200, multiValueHeaders: { 'x-many': ['1', '2'] }, body: 'ok' });
    const response = await rawRequest('GET', '/v1/health');
    expect(response.headers['x-many']).toBe('1, 2');
  });

  it('decodes a base64 result body to bytes', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 255]);
    respond = async () => ({ statusCode: 200, headers: { 'content-type': 'image/png' }, isBase64Encoded: true, body: png.toString('base64') });
    const response = await rawRequest('GET', '/v1/health');
    expect(response.body).toEqual(png);
  });

  it('labels an untyped structured body as text/plain', async () => {
    respond = async () => ({ statusCode: 200, body: 'plain' });
    const response = await fetch(`${bridge.url}/v1/health`);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await response.text()).toBe('plain');
  });

  it('sends a value without statusCode as a 200 JSON body', async () => {
    respond = async () => ({ hello: 'world' });
    const response = await fetch(`${bridge.url}/v1/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ hello: 'world' });
  });

  it('sends a returned string as the body itself', async () => {
    respond = async () => 'Hello from Lambda!';
    const response = await fetch(`${bridge.url}/v1/health`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('Hello from Lambda!');
  });
});

describe("f. the bridge answers with API Gateway's own errors", () => {
  it('answers 500 Internal Server Error when the handler throws', async () => {
    respond = async () => {
      throw new Error('boom');
    };
    const response = await fetch(`${bridge.url}/v1/health`);
    expect(response.status).toBe(500);
    expect(response.headers.get('apigw-requestid')).toBeTruthy();
    expect(await response.json()).toEqual({ message: 'Internal Server Error' });
  });

  it('answers 500 for a malformed result', async () => {
    respond = async () => ({ statusCode: 'created' });
    const response = await fetch(`${bridge.url}/v1/health`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal Server Error' });
  });

  it('answers 413 above 10 MB in the error envelope, as the edge does, without invoking the handler', async () => {
    const body = Buffer.alloc(requestBodyLimitBytes + 1, 0x61);
    const response = await fetch(`${bridge.url}/v1/stories`, { method: 'POST', body, headers: { 'content-type': 'text/plain', 'x-request-id': 'big-1' } });
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-request-id')).toBe('big-1');
    expect(await response.json()).toEqual({ requestId: 'big-1', ok: false, error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' } });
    expect(invocations).toHaveLength(0);
  });

  it('answers 413 for a chunked body that grows past 10 MB', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 0x62);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 11; i++) controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await fetch(`${bridge.url}/v1/stories`, { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ requestId: expect.any(String), ok: false, error: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(invocations).toHaveLength(0);
  });

  it('answers 503 Service Unavailable when the handler outlasts the integration timeout', async () => {
    respond = () => new Promise((resolve) => setTimeout(() => resolve({ statusCode: 200 }), 1_000));
    const response = await fetch(`${slowBridge.url}/v1/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Service Unavailable' });
  });
});

describe('f. the bridge survives odd input', () => {
  it('keeps malformed percent-encoding as sent instead of failing', async () => {
    await fetch(`${bridge.url}/v1/stories/%E0%A4%A`);
    const { event } = onlyInvocation();
    expect(event.pathParameters).toEqual({ id: '%E0%A4%A' });
  });

  it('answers garbage on the socket with 400 and keeps serving', async () => {
    const { port } = new URL(bridge.url);
    const reply = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('THIS IS NOT HTTP\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 400/);
    expect(JSON.parse(reply.slice(reply.indexOf('\r\n\r\n') + 4))).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
    expect((await fetch(`${bridge.url}/v1/health`)).status).toBe(204);
  });

  it('answers a header block over 16 KB with 431 in the error envelope, without invoking the handler', async () => {
    const response = await fetch(`${bridge.url}/v1/health`, { headers: { 'x-padding': 'p'.repeat(17 * 1024) } });
    expect(response.status).toBe(431);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = await response.json();
    expect(body).toEqual({ requestId: response.headers.get('x-request-id'), ok: false, error: { code: 'BAD_REQUEST', message: 'The request headers are too large.' } });
    expect(invocations).toHaveLength(0);
    expect((await fetch(`${bridge.url}/v1/health`)).status).toBe(204);
  });

  it('shrugs off a client that disconnects halfway through the body', async () => {
    const { port } = new URL(bridge.url);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('POST /v1/stories HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"half":');
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 50);
      });
    });
    expect((await fetch(`${bridge.url}/v1/health`)).status).toBe(204);
    expect(invocations.map((i) => i.handler)).toEqual(['health']);
  });

  it('accepts an absolute-form request target', async () => {
    const { port } = new URL(bridge.url);
    const reply = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write(`GET http://example.test/v1/stories/xyz?a=1 HTTP/1.1\r\nHost: example.test\r\nConnection: close\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    });
    expect(reply).toMatch(/^HTTP\/1\.1 204/);
    const { event } = onlyInvocation();
    expect(event).toMatchObject({ rawPath: '/v1/stories/xyz', rawQueryString: 'a=1', pathParameters: { id: 'xyz' } });
  });
});
