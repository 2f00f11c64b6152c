import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiError,
  BookFailedError,
  DailyCapExceededError,
  DeadlineExceededError,
  errorClassByCode,
  errorCodes,
  ExternalServiceError,
  IdempotencyConflictError,
  InsufficientCreditsError,
  InvalidApiKeyError,
  NetworkError,
  NotFoundError,
  RateLimitExceededError,
  StorybookClient,
  ValidationError,
  type StorybookClientOptions,
  type Story,
} from '../../client/src/index';
import {
  acceptance,
  bookId,
  dropSocket,
  fail,
  hang,
  ok,
  page,
  reply,
  startScriptedServer,
  story,
  storyInput,
  type ScriptedServer,
} from './scripted-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

/** A client whose waits are recorded, not waited, on a clock that the waits move forward. */
function recordingClient(options: Partial<StorybookClientOptions> = {}) {
  const sleeps: number[] = [];
  let clock = 1_000_000;
  const client = new StorybookClient({
    baseUrl: server.url,
    apiKey: 'cbk_live_test',
    random: () => 0,
    now: () => clock,
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
    },
    ...options,
  });
  return { client, sleeps };
}

describe('createStory: an Idempotency-Key is generated unless given, and kept across retries', () => {
  it('generates a UUID key and sends it again on every retry', async () => {
    server.script(fail(502, 'EXTERNAL_SERVICE_ERROR'), dropSocket, ok(acceptance, {}, 202));
    const { client } = recordingClient();
    const result = await client.createStory(storyInput);
    expect(server.requests).toHaveLength(3);
    const keys = server.requests.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toMatch(UUID);
    expect(new Set(keys).size).toBe(1);
    expect(result.idempotencyKey).toBe(keys[0]);
    expect(server.requests.map((r) => JSON.parse(r.body))).toEqual([storyInput, storyInput, storyInput]);
  });

  it('sends the given key, the API key and a JSON body', async () => {
    server.script(ok(acceptance, {}, 202));
    const { client } = recordingClient();
    await client.createStory(storyInput, { idempotencyKey: 'my-first-book' });
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/stories');
    expect(request?.headers['idempotency-key']).toBe('my-first-book');
    expect(request?.headers['x-api-key']).toBe('cbk_live_test');
    expect(request?.headers['content-type']).toBe('application/json');
  });

  it('a new call gets a new key', async () => {
    server.script(ok(acceptance, {}, 202));
    const { client } = recordingClient();
    await client.createStory(storyInput);
    await client.createStory(storyInput);
    expect(server.requests[0]?.headers['idempotency-key']).not.toBe(server.requests[1]?.headers['idempotency-key']);
  });
});

describe('createStory: the result carries ids, status, replay, rate headers and requestId', () => {
  it('reads them from the 202', async () => {
    server.script(
      ok(acceptance, { 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '57', 'x-ratelimit-reset': '12', 'idempotent-replayed': 'true' }, 202),
    );
    const { client } = recordingClient();
    const result = await client.createStory(storyInput, { idempotencyKey: 'k' });
    expect(result).toEqual({
      ...acceptance,
      replayed: true,
      idempotencyKey: 'k',
      rate: { limit: 60, remaining: 57, resetSeconds: 12 },
      requestId: 'req-ok',
    });
  });

  it('a first acceptance is not a replay', async () => {
    server.script(ok(acceptance, {}, 202));
    const { client } = recordingClient();
    expect((await client.createStory(storyInput)).replayed).toBe(false);
  });
});

describe('createStory: network errors, 502 and 429 are retried; 429 waits retry-after, the rest back off', () => {
  it('retries a dropped connection after a backoff', async () => {
    server.script(dropSocket, ok(acceptance, {}, 202));
    const { client, sleeps } = recordingClient();
    expect((await client.createStory(storyInput)).bookId).toBe(bookId);
    expect(server.requests).toHaveLength(2);
    expect(sleeps).toEqual([250]);
  });

  it('waits exactly retry-after seconds on 429', async () => {
    server.script(fail(429, 'RATE_LIMIT_EXCEEDED', { headers: { 'retry-after': '7' } }), ok(acceptance, {}, 202));
    const { client, sleeps } = recordingClient();
    await client.createStory(storyInput);
    expect(sleeps).toEqual([7000]);
  });

  it('tells onRetry before each wait', async () => {
    server.script(dropSocket, fail(429, 'RATE_LIMIT_EXCEEDED', { headers: { 'retry-after': '2' } }), ok(acceptance, {}, 202));
    const { client } = recordingClient();
    const retries: string[] = [];
    await client.createStory(storyInput, {
      onRetry: ({ attempt, delayMs, error }) => retries.push(`${attempt} ${delayMs} ${(error as Error).name}`),
    });
    expect(retries).toEqual(['1 250 NetworkError', '2 2000 RateLimitExceededError']);
  });

  it('backs off exponentially with jitter up to the cap', async () => {
    server.script(fail(502, 'EXTERNAL_SERVICE_ERROR'));
    const low = recordingClient({ retry: { retries: 5, baseDelayMs: 500, maxDelayMs: 4000 } });
    await expect(low.client.createStory(storyInput)).rejects.toBeInstanceOf(ExternalServiceError);
    expect(low.sleeps).toEqual([250, 500, 1000, 2000, 2000]);
    const high = recordingClient({ random: () => 0.999999, retry: { retries: 5, baseDelayMs: 500, maxDelayMs: 4000 } });
    await expect(high.client.createStory(storyInput)).rejects.toBeInstanceOf(ExternalServiceError);
    expect(high.sleeps).toEqual([500, 1000, 2000, 4000, 4000]);
  });

  it('gives up after the retries with the last error', async () => {
    server.script(fail(502, 'EXTERNAL_SERVICE_ERROR'));
    const { client } = recordingClient();
    const error = await client.createStory(storyInput, { retries: 2 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExternalServiceError);
    expect(server.requests).toHaveLength(3);
  });

  it('a dropped connection every time ends in NetworkError', async () => {
    server.script(dropSocket);
    const { client } = recordingClient();
    await expect(client.createStory(storyInput, { retries: 1 })).rejects.toBeInstanceOf(NetworkError);
    expect(server.requests).toHaveLength(2);
  });

  it('a 429 asking for more than maxRetryAfterSeconds (a daily cap) is thrown at once', async () => {
    server.script(fail(429, 'DAILY_CAP_EXCEEDED', { headers: { 'retry-after': '36000' } }));
    const { client, sleeps } = recordingClient();
    const error = await client.createStory(storyInput).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DailyCapExceededError);
    expect((error as ApiError).retryAfterSeconds).toBe(36000);
    expect(sleeps).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it('stops retrying when aborted', async () => {
    server.script(fail(502, 'EXTERNAL_SERVICE_ERROR'));
    const controller = new AbortController();
    const reason = new Error('user gave up');
    const { client } = recordingClient({
      sleep: async () => {
        controller.abort(reason);
      },
    });
    await expect(client.createStory(storyInput, { signal: controller.signal })).rejects.toBe(reason);
    expect(server.requests).toHaveLength(1);
  });
});

describe('createStory: 400, 401, 402 and 409 are not retried', () => {
  it.each([
    [400, 'VALIDATION_ERROR', ValidationError],
    [401, 'INVALID_API_KEY', InvalidApiKeyError],
    [402, 'INSUFFICIENT_CREDITS', InsufficientCreditsError],
    [409, 'IDEMPOTENCY_CONFLICT', IdempotencyConflictError],
    [500, 'INTERNAL_ERROR', errorClassByCode.INTERNAL_ERROR],
  ] as const)('%i %s: one request, a typed error', async (status, code, errorClass) => {
    server.script(fail(status, code, { fields: { pageCount: 'pageCount must be an integer from 5 to 15' } }));
    const { client, sleeps } = recordingClient();
    const error = await client.createStory(storyInput).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(errorClass);
    expect(error).toMatchObject({ status, code, requestId: `req-${code.toLowerCase()}` });
    expect(server.requests).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });
});

describe('errors: an ApiError subclass per error code, picked by error.code, with requestId, fields and meta', () => {
  it.each(errorCodes.map((code) => [code]))('%s', async (code) => {
    server.script(fail(code === 'IDEMPOTENCY_CONFLICT' ? 409 : 400, code, { fields: { storyIdea: 'too short' }, meta: { bookId } }));
    const { client } = recordingClient();
    const error = (await client.getStory(bookId).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(errorClassByCode[code]);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(code);
    expect(error.requestId).toBe(`req-${code.toLowerCase()}`);
    expect(error.fields).toEqual({ storyIdea: 'too short' });
    expect(error.meta).toEqual({ bookId });
    expect(error.message).toBe(`${code} happened`);
  });

  it('every subclass has its own name', () => {
    const names = Object.values(errorClassByCode).map((errorClass) => new errorClass({ status: 400, code: 'X', message: '' }).name);
    expect(new Set(names).size).toBe(errorCodes.length);
  });

  it('a code the client does not know is a plain ApiError', async () => {
    server.script(fail(418, 'TEAPOT'));
    const { client } = recordingClient();
    const error = await client.getStory(bookId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'TEAPOT', status: 418 });
    expect(Object.getPrototypeOf(error)).toBe(ApiError.prototype);
  });

  it('an answer that is not the envelope is UNEXPECTED_RESPONSE, with the x-request-id header', async () => {
    server.script(reply(502, '<html>Bad Gateway</html>', { 'content-type': 'text/html', 'x-request-id': 'edge-1' }));
    const { client } = recordingClient();
    const error = await client.getStory(bookId).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'UNEXPECTED_RESPONSE', status: 502, requestId: 'edge-1' });
  });

  it('RATE_LIMIT_EXCEEDED carries retryAfterSeconds', async () => {
    server.script(fail(429, 'RATE_LIMIT_EXCEEDED', { headers: { 'retry-after': '3' } }));
    const { client } = recordingClient();
    const error = await client.getStory(bookId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitExceededError);
    expect((error as ApiError).retryAfterSeconds).toBe(3);
  });
});

describe('getStory: GET /v1/stories/{id} with the key, one attempt', () => {
  it('returns the Story', async () => {
    const completed = story('completed', 100, [page(0), page(1), page(2)]);
    server.script(ok(completed));
    const { client } = recordingClient();
    expect(await client.getStory(bookId)).toEqual(completed);
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: `/v1/stories/${bookId}` });
    expect(server.requests[0]?.headers['x-api-key']).toBe('cbk_live_test');
  });

  it('sends a given requestId as X-Request-Id', async () => {
    server.script(ok(story('processing', 10)));
    const { client } = recordingClient();
    await client.getStory(bookId, { requestId: 'trace-42' });
    expect(server.requests[0]?.headers['x-request-id']).toBe('trace-42');
  });

  it('a 404 is NotFoundError', async () => {
    server.script(fail(404, 'NOT_FOUND'));
    const { client } = recordingClient();
    await expect(client.getStory(bookId)).rejects.toBeInstanceOf(NotFoundError);
    expect(server.requests).toHaveLength(1);
  });
});

describe('waitForStory: onProgress on every change of status or progress, onPage once per finished page', () => {
  it('reports changes and pages in order, then resolves with the completed Story', async () => {
    const completed = story('completed', 100, [page(0), page(1), page(2)]);
    server.script(
      ok(story('pending', 0)),
      ok(story('processing', 20, [page(0, { content: true })])),
      ok(story('processing', 20, [page(0, { content: true })])),
      ok(story('processing', 60, [page(0), page(2), page(1, { content: true })])),
      ok(completed),
    );
    const { client } = recordingClient();
    const progress: string[] = [];
    const pages: number[] = [];
    const result = await client.waitForStory(bookId, {
      onProgress: (s) => progress.push(`${s.status} ${s.progress}`),
      onPage: (p) => pages.push(p.index),
    });
    expect(result).toEqual(completed);
    expect(progress).toEqual(['pending 0', 'processing 20', 'processing 60', 'completed 100']);
    expect(pages).toEqual([0, 2, 1]);
  });

  it('polls from about 1 s, growing to 5 s while nothing changes, and back to 1 s on a change', async () => {
    const same = ok(story('processing', 10));
    server.script(same, same, same, same, same, same, ok(story('processing', 50)), ok(story('completed', 100)));
    const { client, sleeps } = recordingClient();
    await client.waitForStory(bookId);
    expect(sleeps).toEqual([1000, 1500, 2250, 3375, 5000, 5000, 1000]);
  });
});

describe('waitForStory: keeps polling through network errors, 502 and 429 (waiting retry-after)', () => {
  it('reaches the completed Story', async () => {
    server.script(
      ok(story('processing', 10)),
      dropSocket,
      fail(502, 'EXTERNAL_SERVICE_ERROR'),
      fail(429, 'RATE_LIMIT_EXCEEDED', { headers: { 'retry-after': '9' } }),
      ok(story('completed', 100)),
    );
    const { client, sleeps } = recordingClient();
    expect((await client.waitForStory(bookId)).status).toBe('completed');
    expect(sleeps).toEqual([1000, 1000, 1500, 9000]);
  });

  it('other errors end the wait', async () => {
    server.script(ok(story('processing', 10)), fail(401, 'INVALID_API_KEY'));
    const { client } = recordingClient();
    await expect(client.waitForStory(bookId)).rejects.toBeInstanceOf(InvalidApiKeyError);
  });
});

describe('waitForStory: a failed book rejects with BookFailedError carrying the Story and errorMessage', () => {
  it('rejects', async () => {
    const failed = story('failed', 40, [page(0)], { errorMessage: 'The picture storage stayed unavailable for too long.' });
    server.script(ok(story('processing', 10)), ok(failed));
    const { client } = recordingClient();
    const error = (await client.waitForStory(bookId).catch((e: unknown) => e)) as BookFailedError;
    expect(error).toBeInstanceOf(BookFailedError);
    expect(error.errorMessage).toBe('The picture storage stayed unavailable for too long.');
    expect(error.message).toBe('The picture storage stayed unavailable for too long.');
    expect(error.story).toEqual(failed);
  });
});

describe('waitForStory: the deadline rejects with DeadlineExceededError', () => {
  it('in milliseconds from now: the last poll is at the deadline', async () => {
    server.script(ok(story('processing', 30)));
    const { client, sleeps } = recordingClient();
    const error = (await client.waitForStory(bookId, { deadline: 6_000 }).catch((e: unknown) => e)) as DeadlineExceededError;
    expect(error).toBeInstanceOf(DeadlineExceededError);
    expect(error.story?.progress).toBe(30);
    expect(sleeps).toEqual([1000, 1500, 2250, 1250]);
    expect(server.requests).toHaveLength(5);
  });

  it('as a Date', async () => {
    server.script(ok(story('processing', 30)));
    let clock = Date.parse('2026-01-01T00:00:00Z');
    const { client } = recordingClient({ now: () => clock, sleep: async (ms) => void (clock += ms) });
    await expect(client.waitForStory(bookId, { deadline: new Date(clock + 2_000) })).rejects.toBeInstanceOf(DeadlineExceededError);
  });

  it('cuts off a request that is still open at the deadline', async () => {
    server.script(hang);
    const client = new StorybookClient({ baseUrl: server.url, apiKey: 'cbk_live_test' });
    const started = Date.now();
    await expect(client.waitForStory(bookId, { deadline: 300 })).rejects.toBeInstanceOf(DeadlineExceededError);
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe('waitForStory: an AbortSignal rejects with its reason', () => {
  it('between polls', async () => {
    server.script(ok(story('processing', 10)), ok(story('processing', 20)), ok(story('processing', 30)));
    const controller = new AbortController();
    const reason = new Error('stop');
    const { client } = recordingClient();
    const seen: Story[] = [];
    const wait = client.waitForStory(bookId, {
      signal: controller.signal,
      onProgress: (s) => {
        seen.push(s);
        if (seen.length === 2) controller.abort(reason);
      },
    });
    await expect(wait).rejects.toBe(reason);
    expect(server.requests).toHaveLength(2);
  });

  it('during a real wait, at once', async () => {
    server.script(ok(story('processing', 10)));
    const controller = new AbortController();
    const client = new StorybookClient({ baseUrl: server.url, apiKey: 'cbk_live_test' });
    const started = Date.now();
    setTimeout(() => controller.abort('enough'), 100);
    await expect(client.waitForStory(bookId, { signal: controller.signal, intervalMs: 10_000 })).rejects.toBe('enough');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('an already aborted signal sends nothing', async () => {
    server.script(ok(story('processing', 10)));
    const { client } = recordingClient();
    await expect(client.waitForStory(bookId, { signal: AbortSignal.abort('no') })).rejects.toBe('no');
    expect(server.requests).toHaveLength(0);
  });
});
