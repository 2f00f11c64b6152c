import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiFixture, validStory, type ApiFixture } from './api-fixture';

let api: ApiFixture;
let apiKey: string;
let userId: string;
beforeAll(async () => {
  api = await startApiFixture('validation');
  // Premium: 200 requests a minute leaves room for every case below.
  ({ apiKey, userId } = await api.newUser('premium'));
});
afterAll(() => api.close());

const post = (body: unknown, headers: Record<string, string> = {}) =>
  api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey, ...headers }, body });

describe('Rule 3: every bad field is named in error.fields (VALIDATION_ERROR)', () => {
  it('an empty object names all six required fields', async () => {
    const res = await post({});
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['ageRange', 'language', 'pageCount', 'storyIdea', 'style', 'tone']);
    expect(res.body.error.fields.tone).toMatch(/required/);
  });

  it('enums are exact and case-sensitive', async () => {
    const res = await post({ ...validStory, style: '3D', language: 'en', ageRange: '4-8', tone: 'Animal' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['ageRange', 'language', 'style', 'tone']);
    expect(res.body.error.fields.style).toContain('3d');
  });

  it('an enum value off by case, spacing or a language code says what was meant, and is still refused', async () => {
    const res = await post({ ...validStory, style: '3D', language: 'en', ageRange: '4 - 7', tone: 'Animal' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      style: expect.stringMatching(/did you mean "3d"\?$/),
      language: expect.stringMatching(/did you mean "english"\?$/),
      ageRange: expect.stringMatching(/did you mean "4-7"\?$/),
      tone: expect.stringMatching(/did you mean "animal"\?$/),
    });
    const unclear = await post({ ...validStory, tone: 'scary' });
    expect(unclear.body.error.fields.tone).not.toMatch(/did you mean/);
  });

  it.each([
    [{ pageCount: 4 }, 'pageCount'],
    [{ pageCount: 16 }, 'pageCount'],
    [{ pageCount: 6.5 }, 'pageCount'],
    [{ pageCount: '6' }, 'pageCount'],
    [{ storyIdea: 'too short' }, 'storyIdea'],
    [{ storyIdea: 'x'.repeat(8001) }, 'storyIdea'],
    [{ storyIdea: '          a         ' }, 'storyIdea'],
    [{ storyIdea: 42 }, 'storyIdea'],
  ])('%o → names %s', async (change, field) => {
    const res = await post({ ...validStory, ...change });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual([field]);
  });

  it('accepts both published bound pairs: 5 pages, 6 pages, 15 pages; 10 and 8000 characters', async () => {
    for (const change of [{ pageCount: 5 }, { pageCount: 15 }, { storyIdea: 'Ten chars!' }, { storyIdea: 'a'.repeat(8000) }]) {
      const res = await post({ ...validStory, ...change });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
    }
  });

  it('counts characters, not UTF-16 units: ten emoji are ten characters', async () => {
    const res = await post({ ...validStory, storyIdea: '🐉🐉🐉🐉🐉🐉🐉🐉🐉🐉' });
    expect(res.status).toBe(202);
  });

  it.each([
    ['a NUL character', 'A story about a cat\u0000 and a dog'],
    ['an unpaired surrogate', 'A story about a cat \udc00 and a dog'],
    ['a bell character', 'A story about a cat \u0007 and a dog'],
  ])('a storyIdea with %s → 400 naming storyIdea', async (_what, storyIdea) => {
    const res = await post({ ...validStory, storyIdea });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.storyIdea).toMatch(/plain text/);
  });

  it('tabs and newlines are fine', async () => {
    expect((await post({ ...validStory, storyIdea: 'Line one\n\tLine two about a brave cat' })).status).toBe(202);
  });

  it('Idempotency-Key over 128 characters → 400 naming the header', async () => {
    const res = await post(validStory, { 'idempotency-key': 'k'.repeat(129) });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('Idempotency-Key');
  });
});

describe('Rule 3: content type, malformed JSON, non-object bodies and size', () => {
  const raw = (rawBody: string, contentType = 'application/json') =>
    api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey, 'content-type': contentType }, rawBody });

  it('content-type other than application/json → 400 naming content-type', async () => {
    const res = await raw(JSON.stringify(validStory), 'text/plain');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
    expect(res.body.error.fields).toHaveProperty('content-type');
  });

  it('application/json with a charset is fine', async () => {
    expect((await raw(JSON.stringify(validStory), 'application/json; charset=utf-8')).status).toBe(202);
  });

  it.each(['{"storyIdea": ', 'not json', '', '[1,2]', '"a string"', 'null', '42'])('body %j → 400 BAD_REQUEST naming body', async (body) => {
    const res = await raw(body);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_REQUEST');
    expect(res.body.error.fields).toHaveProperty('body');
  });

  it('a body over 64 KiB → 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await raw(JSON.stringify({ ...validStory, padding: 'x'.repeat(70 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('Rule 4: the content policy refuses before anything is charged', () => {
  it.each([
    ['A story about Spider-Man saving the city', 'copyrighted_character'],
    ['Elsa from Frozen builds an ice castle for her sister', 'copyrighted_character'],
    ['A retelling of the school shooting at Columbine for kids', 'real_world_violence'],
  ])('%s → 400 on storyIdea with the reason in meta', async (storyIdea, category) => {
    const res = await post({ ...validStory, storyIdea });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.fields.storyIdea).toEqual(expect.any(String));
    expect(res.body.error.meta.policy).toMatchObject({ category, reason: expect.any(String) });
  });

  it.each([
    'A knight and a friendly dragon battle a storm to save the village',
    'A spider who is afraid of heights learns to climb',
    'A bat who is afraid of the dark makes a new friend',
  ])('%s → accepted', async (storyIdea) => {
    expect((await post({ ...validStory, storyIdea })).status).toBe(202);
  });

  it('a refused idea touches no credits, daily counter or idempotency record, but counts toward the minute', async () => {
    const before = await api.admin.showUser(userId);
    api.log.reset();
    const res = await post({ ...validStory, storyIdea: 'Mickey Mouse goes to the moon with Pikachu' }, { 'idempotency-key': 'policy-1' });
    expect(res.status).toBe(400);
    expect(api.log.calls).toEqual(['DynamoDBClient:GetItemCommand', 'DynamoDBClient:UpdateItemCommand']);
    expect((await api.admin.showUser(userId)).creditsUsed).toBe(before.creditsUsed);
    // The same key is still free for a valid body.
    expect((await post(validStory, { 'idempotency-key': 'policy-1' })).status).toBe(202);
  });
});
