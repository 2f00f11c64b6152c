import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PutCommand } from '../../lambdas/adapters/aws/dynamodb-document-client';
import { storySchema } from '../../lambdas/core/schemas';
import { startApiFixture, validStory, type ApiFixture } from './api-fixture';

let api: ApiFixture;
let owner: { apiKey: string; userId: string };
let bookId: string;
let taskId: string;
beforeAll(async () => {
  api = await startApiFixture('get-story');
  owner = await api.newUser('pro');
  const res = await api.request('POST', '/v1/stories', { headers: { 'x-api-key': owner.apiKey }, body: validStory });
  ({ bookId, taskId } = res.body.data);
});
afterAll(() => api.close());

const get = (id: string, apiKey = owner.apiKey) => api.request('GET', `/v1/stories/${id}`, { headers: { 'x-api-key': apiKey } });

describe('Rule 9: the owner reads every Story field of the spec', () => {
  it('a freshly accepted book: pending, progress 0, no pages yet, source api', async () => {
    const res = await get(bookId);
    expect(res.status).toBe(200);
    const story = storySchema.parse(res.body.data);
    expect(story).toMatchObject({
      id: bookId,
      status: 'pending',
      progress: 0,
      pages: [],
      source: 'api',
      storyIdea: validStory.storyIdea,
      ageRange: validStory.ageRange,
      style: validStory.style,
      pageCount: validStory.pageCount,
      tone: validStory.tone,
      language: validStory.language,
      errorMessage: null,
      completedAt: null,
      coverImage: null,
      title: null,
    });
    expect(Date.parse(story.createdAt!)).not.toBeNaN();
    expect(Object.keys(res.body.data).sort()).toEqual(Object.keys(storySchema.shape).sort());
  });

  it('an upper-case id finds the same book', async () => {
    expect((await get(bookId.toUpperCase())).body.data.id).toBe(bookId);
  });
});

describe('Rule 9: status from the latest task, unknown without one; pages ascending', () => {
  it('pages are returned by index, whatever order they were written in', async () => {
    const put = (item: Record<string, unknown>) => api.clients.dynamodb.send(new PutCommand({ TableName: api.config.tableName, Item: item }));
    for (const index of [2, 0, 1]) {
      await put({ pk: `BOOK#${bookId}`, sk: `PAGE#${String(index).padStart(3, '0')}`, entity: 'page', index, title: `Page ${index}`, content: `Text ${index}`, imageKey: null });
    }
    await put({
      pk: `BOOK#${bookId}`, sk: `TASK#${taskId}`, entity: 'task', taskId, bookId, userId: owner.userId, status: 'processing', progress: 40,
      errorMessage: null, creditsReserved: 6, creditPeriod: '2026-11', creditsRefunded: 0, createdAt: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:09.000Z', completedAt: null,
    });
    const res = await get(bookId);
    expect(res.body.data.status).toBe('processing');
    expect(res.body.data.progress).toBe(40);
    expect(res.body.data.pages.map((p: { index: number }) => p.index)).toEqual([0, 1, 2]);
    expect(res.body.data.pages[1]).toEqual({ index: 1, title: 'Page 1', content: 'Text 1', imageUrl: null });
  });

  it('a book with no task record reads as unknown with progress 0', async () => {
    const lonelyId = '6f1c1f9e-8d0a-4c53-9e7e-2b1f0c7d9a10';
    await api.clients.dynamodb.send(
      new PutCommand({
        TableName: api.config.tableName,
        Item: {
          pk: `BOOK#${lonelyId}`, sk: 'BOOK', entity: 'book', bookId: lonelyId, userId: owner.userId, title: 'Made on the web', slug: 'made-on-the-web',
          summary: null, coverImageKey: null, storyIdea: 'An idea from the dashboard', ageRange: '0-3', style: 'crayon', pageCount: 5, tone: 'animal',
          language: 'english', source: 'web', storageProvider: 's3', latestTaskId: 'none', createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z',
        },
      }),
    );
    const res = await get(lonelyId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'unknown', progress: 0, source: 'web', title: 'Made on the web' });
  });
});

describe('Rule 9: only the owner sees a book', () => {
  it("another user's book → 404 NOT_FOUND, like a missing one", async () => {
    const stranger = await api.newUser('premium');
    const theirs = await get(bookId, stranger.apiKey);
    const missing = await get('0b9a7a62-4f54-4a3c-9a4b-1a2b3c4d5e6f');
    expect(theirs.status).toBe(404);
    expect(missing.status).toBe(404);
    expect(theirs.body.error).toEqual(missing.body.error);
  });

  it('any 8-4-4-4-12 hex id that is not a book → 404, whatever its version nibble (tools read format: uuid so)', async () => {
    for (const id of ['00000000-0000-0000-0000-000000000000', 'abcdefab-cdef-abcd-abcd-abcdefabcdef', 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF']) {
      const res = await get(id);
      expect(res.status, id).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('a non-uuid id → 400 VALIDATION_ERROR naming id', async () => {
    const res = await get('not-a-uuid');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('id');
  });
});
