import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeSchema, healthSchema } from '../../lambdas/core/schemas';
import { startApiFixture, validStory, type ApiFixture } from './api-fixture';

let api: ApiFixture;
let apiKey: string;
beforeAll(async () => {
  api = await startApiFixture('envelope');
  ({ apiKey } = await api.newUser('pro'));
});
afterAll(() => api.close());

describe('GET /v1/health: liveness without a key', () => {
  it('answers 200 with status ok, the stage and the version', async () => {
    const res = await api.request('GET', '/v1/health');
    expect(res.status).toBe(200);
    expect(res.body.ok).toBe(true);
    expect(healthSchema.parse(res.body.data)).toMatchObject({ status: 'ok', stage: 'development' });
    expect(res.body.data.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('Rule 1: X-Request-Id is echoed when 1–64 characters, otherwise generated', () => {
  it('echoes a sent id in the body and the x-request-id header', async () => {
    const res = await api.request('GET', '/v1/health', { headers: { 'x-request-id': 'trace-abc-123' } });
    expect(res.body.requestId).toBe('trace-abc-123');
    expect(res.headers.get('x-request-id')).toBe('trace-abc-123');
  });

  it('trims surrounding white space, as HTTP does, so body and header agree', async () => {
    const res = await api.request('GET', '/v1/health', { headers: { 'x-request-id': '  trace-7  ' } });
    expect(res.body.requestId).toBe('trace-7');
    expect(res.headers.get('x-request-id')).toBe('trace-7');
  });

  it('echoes exactly 64 characters', async () => {
    const id = 'r'.repeat(64);
    const res = await api.request('GET', '/v1/health', { headers: { 'x-request-id': id } });
    expect(res.body.requestId).toBe(id);
  });

  it('replaces a 65-character id with a generated one', async () => {
    const res = await api.request('GET', '/v1/health', { headers: { 'x-request-id': 'r'.repeat(65) } });
    expect(res.body.requestId).not.toBe('r'.repeat(65));
    expect(res.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-request-id')).toBe(res.body.requestId);
  });

  it('generates an id when none is sent, on errors too', async () => {
    const res = await api.request('POST', '/v1/stories', { body: validStory });
    expect(res.status).toBe(401);
    expect(res.body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.get('x-request-id')).toBe(res.body.requestId);
  });
});

describe('Every response is the envelope', () => {
  it('success: ok true with data; error: ok false with code and message', async () => {
    const ok = await api.request('GET', '/v1/health');
    const bad = await api.request('GET', '/v1/stories/not-a-uuid', { headers: { 'x-api-key': apiKey } });
    for (const res of [ok, bad]) {
      expect(envelopeSchema.parse(res.body)).toBeTruthy();
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    }
    expect(ok.body).toMatchObject({ ok: true, data: expect.any(Object) });
    expect(ok.body.error).toBeUndefined();
    expect(bad.body).toMatchObject({ ok: false, error: { code: expect.any(String), message: expect.any(String) } });
    expect(bad.body.data).toBeUndefined();
  });
});

describe('Fallback route: unknown path → 404, known path with the wrong method → 405', () => {
  it.each([
    ['GET', '/'],
    ['GET', '/v1/unknown'],
    ['POST', '/v2/stories'],
    ['GET', '/v1/stories'.replace('stories', 'storys')],
    ['DELETE', '/v1/nothing/here'],
    // Routes match literal segments as sent; a route's own method never hears 405 (it would name itself in allow).
    ['POST', '/v1/%73tories'],
    ['GET', '/v1/%68ealth'],
  ])('%s %s → 404 NOT_FOUND', async (method, path) => {
    const res = await api.request(method, path);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it.each([
    ['POST', '/v1/usage', 'GET'],
    ['PUT', '/v1/stories', 'POST, GET'],
    ['DELETE', '/v1/stories/0b9a7a62-4f54-4a3c-9a4b-1a2b3c4d5e6f', 'GET'],
    ['POST', '/v1/health', 'GET'],
    ['PATCH', '/v1/health', 'GET'],
  ])('%s %s → 405 METHOD_NOT_ALLOWED with allow: %s', async (method, path, allowed) => {
    const res = await api.request(method, path);
    expect(res.status).toBe(405);
    expect(res.body).toMatchObject({ ok: false, error: { code: 'METHOD_NOT_ALLOWED' } });
    expect(res.headers.get('allow')).toBe(allowed);
  });
});

// HTTP forbids a body in an answer to HEAD; the API has no HEAD routes (docs/decisions/edge-protection.md), so HEAD
// gets the envelope's headers and status without its body: 405 with allow on a known path, 404 elsewhere.
describe('HEAD: the envelope answer without its body', () => {
  it.each([
    ['/v1/health', 405, 'GET'],
    ['/v1/stories', 405, 'POST, GET'],
    ['/v1/nothing', 404, null],
  ])('HEAD %s → %s', async (path, status, allowed) => {
    const response = await fetch(`${api.url}${path}`, { method: 'HEAD', headers: { 'x-request-id': 'head-1' } });
    expect(response.status).toBe(status);
    expect(response.headers.get('allow')).toBe(allowed);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('x-request-id')).toBe('head-1');
    expect(await response.text()).toBe('');
  });
});

describe('An oversized request is answered in the envelope', () => {
  it('a body over 10 MB: 413 PAYLOAD_TOO_LARGE with the request id echoed', async () => {
    const response = await fetch(`${api.url}/v1/stories`, {
      method: 'POST', body: Buffer.alloc(10 * 1024 * 1024 + 1, 0x61), headers: { 'content-type': 'application/json', 'x-request-id': 'big-2', 'x-api-key': apiKey },
    });
    expect(response.status).toBe(413);
    expect(envelopeSchema.parse(await response.json())).toMatchObject({ requestId: 'big-2', ok: false, error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('a header block over 16 KB: 431 in the envelope', async () => {
    const response = await fetch(`${api.url}/v1/health`, { headers: { 'x-padding': 'p'.repeat(17 * 1024) } });
    expect(response.status).toBe(431);
    expect(envelopeSchema.parse(await response.json())).toMatchObject({ ok: false, error: { code: 'BAD_REQUEST' } });
  });
});
