import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, PutCommand } from '../../lambdas/adapters/aws/dynamodb-document-client';
import { itemKeys } from '../../lambdas/adapters/dynamodb/item-keys';
import { generateApiKey, hashApiKey } from '../../lambdas/core/api-key';
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

  it('a key without the cbk_live_ or cbk_test_ prefix is told what keys look like', async () => {
    const res = await post({ 'x-api-key': 'sk-123456789012345678901234567890' });
    expect(res.status).toBe(401);
    expect(res.body.error.message).toMatch(/keys start with cbk_live_ or cbk_test_/);
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

describe('Rule 2: downgrading to Free revokes the key at once → 401, and says nothing of the account', () => {
  it('downgrade to Free takes effect on the next request: 401 INVALID_API_KEY, no plan in the answer', async () => {
    const { apiKey, userId } = await api.newUser('premium');
    expect((await post({ 'x-api-key': apiKey })).status).toBe(202);
    await api.admin.setPlan(userId, 'free');
    const res = await post({ 'x-api-key': apiKey });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('INVALID_API_KEY');
    expect(JSON.stringify(res.body)).not.toContain('free');
    const read = await api.request('GET', '/v1/stories/0b9a7a62-4f54-4a3c-9a4b-1a2b3c4d5e6f', { headers: { 'x-api-key': apiKey } });
    expect(read.status).toBe(401);
  });

  it('a live key whose account plan does not include the API (a downgrade still under way) → 403 PLAN_REQUIRED', async () => {
    const { apiKey } = await api.newUser('pro');
    const Key = itemKeys.apiKey(hashApiKey(apiKey));
    const { Item } = await api.clients.dynamodb.send(new GetCommand({ TableName: api.config.tableName, Key }));
    await api.clients.dynamodb.send(new PutCommand({ TableName: api.config.tableName, Item: { ...Item, plan: 'free' } }));
    const res = await post({ 'x-api-key': apiKey });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('PLAN_REQUIRED');
  });

  it('any number of keys: 121 ever issued (110 revoked) or 106 live, a downgrade revokes every live one', async () => {
    for (const [issued, revokedFirst] of [[120, 110], [105, 0]] as const) {
      // The user comes with one key of its own, live.
      const { userId, apiKey } = await api.newUser('pro');
      const keys = [];
      for (let i = 0; i < issued; i++) keys.push(await api.admin.createKey(userId));
      for (const key of keys.slice(0, revokedFirst)) await api.admin.revokeKey(key.keyId);
      const result = await api.admin.setPlan(userId, 'free');
      expect(result).toMatchObject({ plan: 'free', revokedKeys: issued - revokedFirst + 1 });
      for (const key of [apiKey, keys[0]!.apiKey, keys.at(-1)!.apiKey, keys[revokedFirst]!.apiKey]) expect((await post({ 'x-api-key': key })).status).toBe(401);
      const shown = await api.admin.showUser(userId);
      expect(shown.keys.every((key: { status: string }) => key.status === 'revoked')).toBe(true);
    }
  }, 120_000);

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
