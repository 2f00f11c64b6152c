import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateApiKey } from '../../lambdas/core/api-key';
import { startApiFixture, validStory, type ApiFixture } from './api-fixture';

let api: ApiFixture;
beforeAll(async () => {
  api = await startApiFixture('auth');
});
afterAll(() => api.close());

const post = (headers: Record<string, string>) => api.request('POST', '/v1/stories', { headers, body: validStory });

describe('Rule 2: the key is sent in x-api-key (preferred) or Authorization: Bearer', () => {
  it('accepts x-api-key', async () => {
    const { apiKey } = await api.newUser('pro');
    expect((await post({ 'x-api-key': apiKey })).status).toBe(202);
  });

  it('accepts Authorization: Bearer', async () => {
    const { apiKey } = await api.newUser('pro');
    expect((await post({ authorization: `Bearer ${apiKey}` })).status).toBe(202);
  });

  it('prefers x-api-key when both are sent', async () => {
    const { apiKey } = await api.newUser('pro');
    expect((await post({ 'x-api-key': apiKey, authorization: `Bearer ${generateApiKey()}` })).status).toBe(202);
    expect((await post({ 'x-api-key': generateApiKey(), authorization: `Bearer ${apiKey}` })).status).toBe(401);
  });

  it('authenticates GET /v1/stories/{id} the same way', async () => {
    const res = await api.request('GET', '/v1/stories/0b9a7a62-4f54-4a3c-9a4b-1a2b3c4d5e6f');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });
});

describe('Rule 2: missing, malformed, unknown or revoked keys → 401', () => {
  it('missing → UNAUTHORIZED', async () => {
    const res = await post({});
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('a non-Bearer Authorization scheme → UNAUTHORIZED', async () => {
    const res = await post({ authorization: 'Basic dXNlcjpwYXNz' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('a bearer token without the live prefix → INVALID_API_KEY', async () => {
    const res = await post({ authorization: 'Bearer sk_test_123456' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('INVALID_API_KEY');
  });

  it('a malformed key is refused without reading the database', async () => {
    const { apiKey } = await api.newUser('pro');
    api.log.reset();
    const res = await post({ 'x-api-key': `${apiKey.slice(0, -1)}${apiKey.endsWith('A') ? 'B' : 'A'}` });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('INVALID_API_KEY');
    expect(api.log.calls).toEqual([]);
  });

  it('a well-formed key nobody was issued → INVALID_API_KEY', async () => {
    const res = await post({ 'x-api-key': generateApiKey() });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('INVALID_API_KEY');
  });

  it('a revoked key is refused on the very next request', async () => {
    const { apiKey, keyId } = await api.newUser('pro');
    expect((await post({ 'x-api-key': apiKey })).status).toBe(202);
    await api.admin.revokeKey(keyId);
    const res = await post({ 'x-api-key': apiKey });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('INVALID_API_KEY');
  });

  it('a rotated key stops working and its replacement works', async () => {
    const { apiKey, keyId } = await api.newUser('pro');
    const rotated = await api.admin.rotateKey(keyId);
    expect(rotated.revokedKeyId).toBe(keyId);
    expect((await post({ 'x-api-key': apiKey })).status).toBe(401);
    expect((await post({ 'x-api-key': rotated.apiKey })).status).toBe(202);
  });
});

describe('Rule 2: a plan that is not Pro or Premium → 403 PLAN_REQUIRED', () => {
  it('downgrade to Free takes effect on the next request', async () => {
    const { apiKey, userId } = await api.newUser('premium');
    expect((await post({ 'x-api-key': apiKey })).status).toBe(202);
    await api.admin.setPlan(userId, 'free');
    const res = await post({ 'x-api-key': apiKey });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('PLAN_REQUIRED');
    const read = await api.request('GET', '/v1/stories/0b9a7a62-4f54-4a3c-9a4b-1a2b3c4d5e6f', { headers: { 'x-api-key': apiKey } });
    expect(read.status).toBe(403);
  });

  it('the downgrade revoked the key: upgrading again does not revive it', async () => {
    const { apiKey, userId } = await api.newUser('pro');
    await api.admin.setPlan(userId, 'free');
    await api.admin.setPlan(userId, 'pro');
    const res = await post({ 'x-api-key': apiKey });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('INVALID_API_KEY');
  });

  it('a Free user cannot be issued a key at all', async () => {
    const { userId } = await api.newUser('free');
    await expect(api.admin.createKey(userId)).rejects.toMatchObject({ code: 'PLAN_REQUIRED' });
  });

  it('an upgrade from Pro to Premium applies to existing keys at once (Premium limits)', async () => {
    const { apiKey, userId } = await api.newUser('pro');
    await api.admin.setPlan(userId, 'premium');
    const res = await post({ 'x-api-key': apiKey });
    expect(res.status).toBe(202);
    expect(res.headers.get('x-ratelimit-limit')).toBe('200');
  });
});
