import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PutCommand } from '../../lambdas/adapters/aws/dynamodb-document-client';
import { itemKeys } from '../../lambdas/adapters/dynamodb/item-keys';
import { encodeCursor } from '../../lambdas/core/story-library';
import { librarySchemas } from '../../lambdas/core/library-schemas';

const { storySummarySchema } = librarySchemas();
import { randomIds } from '../../lambdas/ports/id-generator';
import { startApiFixture, validStory, type ApiFixture } from './api-fixture';

let api: ApiFixture;
beforeAll(async () => {
  api = await startApiFixture('story-library');
});
afterAll(() => api.close());

type Owner = { apiKey: string; userId: string };

const list = (owner: Owner, query = '') => api.request('GET', `/v1/stories${query}`, { headers: { 'x-api-key': owner.apiKey } });

/** Every book of the library, page by page, with the statuses and sizes of the pages seen. */
async function everyPage(owner: Owner, params: Record<string, string> = {}) {
  const ids: string[] = [];
  const pageSizes: number[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ ...params, ...(cursor && { cursor }) }).toString();
    const res = await list(owner, query ? `?${query}` : '');
    expect(res.status).toBe(200);
    ids.push(...res.body.data.items.map((item: { id: string }) => item.id));
    pageSizes.push(res.body.data.items.length);
    cursor = res.body.data.nextCursor;
  } while (cursor !== null && pageSizes.length < 50);
  return { ids, pageSizes };
}

const put = (item: Record<string, unknown>) => api.clients.dynamodb.send(new PutCommand({ TableName: api.config.tableName, Item: item }));

/** A book as the dashboard (or the API) leaves it: the book item in the owner index and its latest task. */
async function storedBook(
  owner: Owner, createdAt: string, source: 'web' | 'api' | 'hf', status: 'pending' | 'processing' | 'completed' | 'failed' | null,
  extra: { livemode?: boolean; cancelledAt?: string } = {},
) {
  const bookId = randomIds.uuid();
  const taskId = randomIds.uuid();
  await put({
    ...itemKeys.book(bookId), entity: 'book', gsi1pk: itemKeys.ownerPartition(owner.userId), gsi1sk: `BOOK#${createdAt}#${bookId}`,
    bookId, userId: owner.userId, title: `Book of ${createdAt}`, slug: null, summary: null, coverImageKey: null, storyIdea: validStory.storyIdea,
    ageRange: '4-7', style: 'watercolor', pageCount: 5, tone: 'animal', language: 'english', source, storageProvider: 's3', latestTaskId: taskId,
    createdAt, updatedAt: createdAt, ...(extra.livemode !== undefined && { livemode: extra.livemode }),
  });
  if (status !== null) {
    await put({
      ...itemKeys.task(bookId, taskId), entity: 'task', taskId, bookId, userId: owner.userId, status, progress: status === 'completed' ? 100 : 0,
      errorMessage: status === 'failed' ? 'It did not work out.' : null, creditsReserved: 5, creditPeriod: '2026-11', creditsRefunded: 0,
      createdAt, updatedAt: createdAt, completedAt: status === 'completed' ? createdAt : null, ...(extra.cancelledAt && { cancelledAt: extra.cancelledAt }),
    });
  }
  return bookId;
}

describe('Rule: the library is the caller\'s own books, newest first, without pages', () => {
  let owner: Owner;
  const created: string[] = [];
  beforeAll(async () => {
    owner = await api.newUser('pro');
    const other = await api.newUser('pro');
    for (let i = 0; i < 3; i++) {
      api.clock.set(`2026-11-21T09:0${i}:00.000Z`);
      const res = await api.request('POST', '/v1/stories', { headers: { 'x-api-key': owner.apiKey }, body: validStory });
      created.push(res.body.data.bookId);
      await api.request('POST', '/v1/stories', { headers: { 'x-api-key': other.apiKey }, body: validStory });
    }
  });

  it('lists exactly the owner\'s books, newest first, as Stories without pages', async () => {
    const res = await list(owner);
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((item: { id: string }) => item.id)).toEqual([...created].reverse());
    expect(res.body.data.nextCursor).toBeNull();
    for (const item of res.body.data.items) {
      expect(Object.keys(item).sort()).toEqual(Object.keys(storySummarySchema.shape).sort());
      expect(item).not.toHaveProperty('pages');
      expect(item).toMatchObject({ status: 'pending', progress: 0, source: 'api' });
    }
  });

  it('a user with no books gets an empty page and no cursor', async () => {
    const empty = await api.newUser('premium');
    const res = await list(empty);
    expect(res.body.data).toEqual({ items: [], nextCursor: null });
  });

  it('is one Query on the owner index per page when nothing is filtered out (and one read of each listed book\'s task)', async () => {
    api.log.reset();
    await list(owner);
    expect(api.log.count(/^DynamoDBClient:QueryCommand$/)).toBe(1);
    expect(api.log.count(/^DynamoDBClient:GetItemCommand$/)).toBe(1 + created.length);
  });

  it('needs a key, and counts as a read of the key (x-ratelimit-* and the RateLimit fields of the read window)', async () => {
    expect((await api.request('GET', '/v1/stories')).status).toBe(401);
    const res = await list(owner);
    expect(res.headers.get('x-ratelimit-limit')).toBe('600');
    expect(res.headers.get('ratelimit-policy')).toBe('"minute";q=600;w=60');
    expect(res.headers.get('ratelimit')).toMatch(/^"minute";r=\d+;t=\d+$/);
  });
});

describe('Rule: limit is 1–100 (default 20) and the cursor walks the whole library once', () => {
  let owner: Owner;
  const books: string[] = [];
  beforeAll(async () => {
    owner = await api.newUser('pro');
    for (let i = 0; i < 23; i++) books.push(await storedBook(owner, `2026-10-01T00:00:${String(i).padStart(2, '0')}.000Z`, 'web', 'completed'));
    books.reverse();
  });

  it('without limit a page holds 20 books, and the next page the rest, then the cursor is null', async () => {
    const { ids, pageSizes } = await everyPage(owner);
    expect(pageSizes).toEqual([20, 3]);
    expect(ids).toEqual(books);
  });

  it('limit=5 pages through every book exactly once; a page ending on the last book says so', async () => {
    const { ids, pageSizes } = await everyPage(owner, { limit: '5' });
    expect(ids).toEqual(books);
    expect(pageSizes).toEqual([5, 5, 5, 5, 3]);
    const exact = await everyPage(owner, { limit: '23' });
    expect(exact.pageSizes).toEqual([23]);
  });

  it('limit=1 and limit=100 are accepted', async () => {
    expect((await list(owner, '?limit=1')).body.data.items).toHaveLength(1);
    expect((await list(owner, '?limit=100')).body.data.items).toHaveLength(23);
  });

  it.each(['0', '101', 'abc', '2.5', '-1', ''])('limit=%j → 400 VALIDATION_ERROR naming limit', async (limit) => {
    const res = await list(owner, `?limit=${limit}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_ERROR');
    expect(res.body.error.fields).toHaveProperty('limit');
  });

  it('an unknown status or source → 400 VALIDATION_ERROR naming it', async () => {
    const res = await list(owner, '?status=done&source=mobile');
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['source', 'status']);
  });
});

describe('Rule: status and source filter the library; a filtered page may be short and still have a cursor', () => {
  let owner: Owner;
  const expected: Record<string, string[]> = { completed: [], failed: [], unknown: [], web: [], hf: [], api: [] };
  beforeAll(async () => {
    owner = await api.newUser('pro');
    const plan: ['web' | 'hf' | 'api', 'completed' | 'failed' | null][] = [
      ['web', 'completed'], ['hf', 'failed'], ['web', 'failed'], ['api', 'completed'], ['web', null],
      ['hf', 'completed'], ['web', 'completed'], ['api', 'failed'], ['web', 'completed'], ['hf', 'completed'],
    ];
    for (const [i, [source, status]] of plan.entries()) {
      const id = await storedBook(owner, `2026-09-01T00:00:${String(i).padStart(2, '0')}.000Z`, source, status);
      expected[source]!.unshift(id);
      expected[status ?? 'unknown']!.unshift(id);
    }
  });

  it.each(['completed', 'failed', 'unknown'])('status=%s lists exactly those books, newest first, across pages', async (status) => {
    const { ids } = await everyPage(owner, { status, limit: '3' });
    expect(ids).toEqual(expected[status]);
  });

  it.each(['web', 'hf', 'api'])('source=%s lists exactly those books, newest first, across pages', async (source) => {
    const { ids } = await everyPage(owner, { source, limit: '2' });
    expect(ids).toEqual(expected[source]);
  });

  it('both filters at once', async () => {
    const { ids } = await everyPage(owner, { source: 'web', status: 'completed', limit: '2' });
    expect(ids).toEqual(expected.web!.filter((id) => expected.completed!.includes(id)));
  });

  it('a filter that drops books still fills the page from the books after them', async () => {
    // Newest first the plan reads completed, completed, failed, completed, completed: the first Query of three books
    // keeps one, the next ones read on.
    const { ids, pageSizes } = await everyPage(owner, { status: 'completed', limit: '3' });
    expect(ids).toEqual(expected.completed);
    expect(pageSizes).toEqual([3, 3]);
  });
});

describe('Rule: a cursor is opaque and bound to its owner and filters (400 INVALID_CURSOR otherwise)', () => {
  let owner: Owner;
  let other: Owner;
  let ownerCursor: string;
  beforeAll(async () => {
    owner = await api.newUser('pro');
    other = await api.newUser('pro');
    for (let i = 0; i < 4; i++) await storedBook(owner, `2026-08-01T00:00:0${i}.000Z`, 'web', 'completed');
    for (let i = 0; i < 2; i++) await storedBook(other, `2026-08-01T00:00:0${i}.000Z`, 'web', 'completed');
    ownerCursor = (await list(owner, '?limit=2')).body.data.nextCursor;
    expect(ownerCursor).toEqual(expect.any(String));
  });

  it('the owner\'s next page works with the cursor', async () => {
    const res = await list(owner, `?limit=2&cursor=${ownerCursor}`);
    expect(res.status).toBe(200);
    expect(res.body.data.items).toHaveLength(2);
  });

  it('another user sending the owner\'s cursor gets 400 INVALID_CURSOR, and none of the owner\'s books', async () => {
    const res = await list(other, `?limit=2&cursor=${ownerCursor}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_CURSOR');
    expect(JSON.stringify(res.body)).not.toContain(owner.userId);
  });

  it('a cursor forged with the other user\'s own tag but the owner\'s position still reads only the other user\'s partition', async () => {
    const ownerPage = (await list(owner, '?limit=2')).body.data.items as { id: string; createdAt: string }[];
    const last = ownerPage[1]!;
    const forged = encodeCursor(other.userId, {}, { createdAt: last.createdAt, bookId: last.id });
    const res = await list(other, `?cursor=${forged}`);
    expect(res.status).toBe(200);
    const ownerIds = new Set((await everyPage(owner)).ids);
    for (const item of res.body.data.items) expect(ownerIds.has(item.id)).toBe(false);
  });

  it('the same cursor with other filters → 400 INVALID_CURSOR', async () => {
    const res = await list(owner, `?limit=2&status=completed&cursor=${ownerCursor}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_CURSOR');
  });

  it.each([
    ['mangled', () => `${ownerCursor.slice(0, -3)}xyz`],
    ['not base64url', () => 'not a cursor!'],
    ['base64url of something else', () => Buffer.from('{"hello":"world"}').toString('base64url')],
    ['a bare LastEvaluatedKey', () => Buffer.from(JSON.stringify({ gsi1pk: `USER#${owner.userId}`, gsi1sk: 'BOOK#', pk: 'BOOK#x', sk: 'BOOK' })).toString('base64url')],
  ])('a %s cursor → 400 INVALID_CURSOR', async (_what, cursor) => {
    const res = await list(owner, `?cursor=${encodeURIComponent(cursor())}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_CURSOR');
  });
});

describe('Rule: a page is full unless the library ends; only a filter that reads past the bound gives a short page', () => {
  let owner: Owner;
  const live: string[] = [];
  beforeAll(async () => {
    owner = await api.newUser('pro');
    // Live and test books of one owner share the owner index: two test books after every live one.
    for (let i = 0; i < 12; i++) {
      const at = (n: number) => `2026-07-01T00:${String(i).padStart(2, '0')}:0${n}.000Z`;
      live.unshift(await storedBook(owner, at(0), 'api', 'completed'));
      await storedBook(owner, at(1), 'api', 'completed', { livemode: false });
      await storedBook(owner, at(2), 'api', 'completed', { livemode: false });
    }
  });

  it('an unfiltered live page holds `limit` books although test books sit between them', async () => {
    const { ids, pageSizes } = await everyPage(owner, { limit: '5' });
    expect(ids).toEqual(live);
    expect(pageSizes).toEqual([5, 5, 2]);
  });

  it('the default page (20) holds every live book in one page, with no cursor', async () => {
    const res = await list(owner);
    expect(res.body.data.items.map((item: { id: string }) => item.id)).toEqual(live);
    expect(res.body.data.nextCursor).toBeNull();
  });

  it('a filter that matches nothing in the bound\'s reads answers a short (here empty) page with a cursor, and paging on finds the rest', async () => {
    const sparse = await api.newUser('pro');
    // limit=1 reads 2, 4, 8 and 16 books (30) per page: the one match is the 40th book.
    const rare = await storedBook(sparse, '2026-06-01T00:00:00.000Z', 'hf', 'completed');
    for (let i = 1; i < 40; i++) await storedBook(sparse, `2026-06-01T00:${String(i).padStart(2, '0')}:00.000Z`, 'web', 'completed');
    const first = await list(sparse, '?source=hf&limit=1');
    expect(first.body.data.items).toEqual([]);
    expect(first.body.data.nextCursor).toEqual(expect.any(String));
    const { ids } = await everyPage(sparse, { source: 'hf', limit: '1' });
    expect(ids).toEqual([rare]);
  });
});

describe('Rule: status=cancelled lists the books their owner cancelled; status=failed still lists them too', () => {
  let owner: Owner;
  let cancelled: string[];
  let failedOtherwise: string;
  beforeAll(async () => {
    owner = await api.newUser('pro');
    const first = await storedBook(owner, '2026-05-01T00:00:00.000Z', 'api', 'failed', { cancelledAt: '2026-05-01T00:00:30.000Z' });
    failedOtherwise = await storedBook(owner, '2026-05-01T00:01:00.000Z', 'api', 'failed');
    await storedBook(owner, '2026-05-01T00:02:00.000Z', 'api', 'completed');
    const second = await storedBook(owner, '2026-05-01T00:03:00.000Z', 'web', 'failed', { cancelledAt: '2026-05-01T00:03:30.000Z' });
    cancelled = [second, first];
  });

  it('status=cancelled lists exactly the cancelled books, newest first, each failed with cancelledAt', async () => {
    const res = await list(owner, '?status=cancelled');
    expect(res.status).toBe(200);
    expect(res.body.data.items.map((item: { id: string }) => item.id)).toEqual(cancelled);
    for (const item of res.body.data.items) expect(item).toMatchObject({ status: 'failed', cancelledAt: expect.any(String) });
    expect((await everyPage(owner, { status: 'cancelled', limit: '1' })).ids).toEqual(cancelled);
  });

  it('status=failed lists the cancelled books and the ones that failed otherwise', async () => {
    const { ids } = await everyPage(owner, { status: 'failed' });
    expect(ids).toEqual([cancelled[0], failedOtherwise, cancelled[1]]);
  });

  it('a cursor made for status=failed is refused for status=cancelled (400 INVALID_CURSOR)', async () => {
    const cursor = (await list(owner, '?status=failed&limit=1')).body.data.nextCursor;
    const res = await list(owner, `?status=cancelled&cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_CURSOR');
  });
});
