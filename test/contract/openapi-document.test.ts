import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../lambdas/contract/openapi';
import { httpRoutes } from '../../lambdas/contract/routes';
import { httpStatusByCode, type ErrorCode } from '../../lambdas/core/errors';
import { ageRanges, languages, storyStatuses, styles, tones } from '../../lambdas/core/schemas';
import { fromProjectRoot } from '../../lib/project-files';
import { functionBundles } from '../../local/functions/function-bundles';
import { createLambdaContext } from '../../local/lambda-context';
import { directHttpEvent } from '../../local/http-event';
import { startApiFixture, type ApiFixture } from '../integration/api-fixture';
import { OpenApiConformance, OpenApiConformanceError } from '../support/openapi-conformance';

let api: ApiFixture;
let apiKey: string;
let served: { status: number; headers: Headers; body: any };
beforeAll(async () => {
  api = await startApiFixture('openapi');
  ({ apiKey } = await api.newUser('pro'));
  served = await api.request('GET', '/v1/openapi.json');
});
afterAll(() => api.close());

const document = openApiDocument() as any;
const checker = new OpenApiConformance(document);
const schemas = document.components.schemas;

describe('GET /v1/openapi.json serves the document, public and not enveloped', () => {
  it('answers 200 application/json without a key, cacheable for five minutes', () => {
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('application/json');
    expect(served.headers.get('cache-control')).toBe('public, max-age=300');
    expect(served.body).not.toHaveProperty('ok');
  });

  it('is exactly openApiDocument()', () => {
    expect(served.body).toEqual(document);
  });
});

describe('The document is valid OpenAPI 3.1.0, version 1.0.0', () => {
  it('passes @seriousme/openapi-schema-validator', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(served.body));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    expect(served.body).toMatchObject({ openapi: '3.1.0', info: { version: '1.0.0' } });
  });
});

describe('Every route of the route table is an operation of the document', () => {
  it.each(httpRoutes.map((route) => [route.method, route.path] as const))('%s %s', (method, path) => {
    expect(document.paths[path]?.[method.toLowerCase()], `${method} ${path}`).toBeDefined();
  });

  it('has no operation the API does not route', () => {
    const operations = Object.entries<any>(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(httpRoutes.map((route) => `${route.method} ${route.path}`).sort());
  });
});

describe('Every error code of errors.ts appears, on the status errors.ts maps it to', () => {
  const documented = new Map<string, Set<number>>();
  const visit = (responses: Record<string, any>) => {
    for (const [status, response] of Object.entries(responses)) {
      const codes: string[] = response.content?.['application/json']?.schema?.allOf?.[1]?.properties?.error?.properties?.code?.enum ?? [];
      for (const code of codes) documented.set(code, new Set([...(documented.get(code) ?? []), Number(status)]));
    }
  };
  for (const item of Object.values<any>(document.paths)) for (const operation of Object.values<any>(item)) visit(operation.responses);
  visit(document['x-unmatched-requests'].responses);

  it.each(Object.entries(httpStatusByCode) as Array<[ErrorCode, number]>)('%s on %i', (code, status) => {
    expect([...(documented.get(code) ?? [])]).toEqual([status]);
  });
});

describe('Headers: request limits, response headers, security schemes', () => {
  it('documents Idempotency-Key (max 128) and X-Request-Id (max 64)', () => {
    expect(document.components.parameters.IdempotencyKey).toMatchObject({ name: 'Idempotency-Key', in: 'header', schema: { maxLength: 128 } });
    expect(document.components.parameters.RequestId).toMatchObject({ name: 'X-Request-Id', in: 'header', schema: { maxLength: 64 } });
  });

  it('the key as x-api-key or a bearer token, on /v1/stories only', () => {
    expect(document.components.securitySchemes).toEqual({
      ApiKey: expect.objectContaining({ type: 'apiKey', in: 'header', name: 'x-api-key' }),
      BearerAuth: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
    expect(document.paths['/v1/health'].get.security).toEqual([]);
    expect(document.paths['/v1/stories'].post.security).toBeUndefined();
    expect(document.security).toEqual([{ ApiKey: [] }, { BearerAuth: [] }]);
  });

  it('202 requires x-request-id, the three rate headers and the IETF RateLimit fields; 429 requires retry-after; 405 requires allow', () => {
    const accepted = document.paths['/v1/stories'].post.responses['202'].headers;
    expect(Object.keys(accepted).sort()).toEqual(['idempotent-replayed', 'ratelimit', 'ratelimit-policy', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-request-id']);
    expect(document.paths['/v1/stories'].post.responses['429'].headers['retry-after']).toBeDefined();
    expect(document['x-unmatched-requests'].responses['405'].headers.allow).toBeDefined();
  });
});

describe('Schemas are the zod schemas: the spec\'s enums and nullability, the additive fields', () => {
  it('the request body\'s enums and bounds', () => {
    const body = schemas.CreateStoryRequest.properties;
    expect(body.ageRange.enum).toEqual([...ageRanges]);
    expect(body.style.enum).toEqual([...styles]);
    expect(body.tone.enum).toEqual([...tones]);
    expect(body.language.enum).toEqual([...languages]);
    expect(body.pageCount).toMatchObject({ type: 'integer', minimum: 5, maximum: 15 });
    expect(body.storyIdea).toMatchObject({ type: 'string', minLength: 10, maxLength: 8000 });
    expect([...schemas.CreateStoryRequest.required].sort()).toEqual(['ageRange', 'language', 'pageCount', 'storyIdea', 'style', 'tone']);
  });

  it('Story: the nullable fields are type [T, "null"], status and progress are not, pdfUrl and readerUrl are there', () => {
    const story = schemas.Story.properties;
    const nullable = ['title', 'slug', 'coverImage', 'summary', 'storyIdea', 'ageRange', 'style', 'pageCount', 'tone', 'language', 'source', 'storageProvider', 'createdAt', 'updatedAt', 'errorMessage', 'completedAt', 'pdfUrl', 'readerUrl', 'cancelledAt'];
    for (const field of nullable) expect(story[field].type, field).toContain('null');
    expect(story.status).toEqual({ type: 'string', enum: [...storyStatuses] });
    expect(story.progress).toEqual({ type: 'integer', minimum: 0, maximum: 100 });
    expect(story.source.enum).toEqual(['web', 'api', 'hf', null]);
    expect(story.pages.items).toEqual({ $ref: '#/components/schemas/StoryPage' });
  });
});

describe('The POST example is the README walk-through\'s request', () => {
  it('equals the body the README sends with curl', () => {
    const readme = readFileSync(fromProjectRoot('README.md'), 'utf8');
    const sent = /-X POST [^\n]*\/v1\/stories[\s\S]*?-d '([^']+)'/.exec(readme)?.[1];
    expect(sent).toBeDefined();
    expect(document.paths['/v1/stories'].post.requestBody.content['application/json'].example).toEqual(JSON.parse(sent!));
  });
});

describe('The conformance checker rejects what departs from the document', () => {
  const story = {
    id: '6f1c2f64-4c55-4b5e-9a51-3f7d7a1e2b10', title: null, slug: null, coverImage: null, summary: null, storyIdea: 'A hedgehog', ageRange: '4-7',
    style: 'watercolor', pageCount: 6, tone: 'animal', language: 'english', source: 'api', storageProvider: 's3', createdAt: '2026-11-21T10:00:05.000Z',
    updatedAt: '2026-11-21T10:00:05.000Z', status: 'pending', progress: 0, errorMessage: null, completedAt: null, pdfUrl: null, readerUrl: null, cancelledAt: null, livemode: true, pages: [],
  };
  const rate = { 'x-ratelimit-limit': '600', 'x-ratelimit-remaining': '599', 'x-ratelimit-reset': '55', 'ratelimit-policy': '"minute";q=600;w=60', ratelimit: '"minute";r=599;t=55' };
  const json = { 'content-type': 'application/json; charset=utf-8', 'x-request-id': 'r-1' };
  const getStory = (data: object, headers: Record<string, string> = { ...json, ...rate }) =>
    ({ method: 'GET', path: `/v1/stories/${story.id}`, status: 200, headers, body: { ok: true, requestId: 'r-1', data } });

  it('accepts a Story as the handler returns it', () => {
    expect(checker.problems(getStory(story))).toEqual([]);
  });

  it('rejects a Story missing status', () => {
    const { status: _status, ...withoutStatus } = story;
    expect(() => checker.assert(getStory(withoutStatus))).toThrow(OpenApiConformanceError);
    expect(checker.problems(getStory(withoutStatus))).toEqual([expect.stringMatching(/body\/data must have required property 'status'/)]);
  });

  it('rejects a status outside the enum and a progress over 100', () => {
    expect(checker.problems(getStory({ ...story, status: 'done', progress: 101 }))).toHaveLength(2);
  });

  it('rejects a 202 without x-ratelimit-remaining', () => {
    const { 'x-ratelimit-remaining': _remaining, ...headers } = rate;
    const accepted = { taskId: story.id, bookId: story.id, status: 'pending' };
    const response = { method: 'POST', path: '/v1/stories', status: 202, headers: { ...json, ...headers }, body: { ok: true, requestId: 'r-1', data: accepted } };
    expect(checker.problems(response)).toEqual(['header x-ratelimit-remaining is required but missing']);
    expect(checker.problems({ ...response, headers: { ...json, ...rate } })).toEqual([]);
  });

  it('rejects a status the operation does not document, and an error code on the wrong status', () => {
    const error = (status: number, code: string) => ({ method: 'GET', path: '/v1/health', status, headers: json, body: { ok: false, requestId: 'r-1', error: { code, message: 'x' } } });
    expect(checker.problems(error(404, 'NOT_FOUND'))).toEqual([expect.stringMatching(/status 404 is not documented for GET \/v1\/health/)]);
    expect(checker.problems(error(500, 'NOT_FOUND'))).toEqual([expect.stringMatching(/body\/error\/code must be equal to one of the allowed values/)]);
  });

  it('rejects a 405 without allow, and an unknown path answered other than 404', () => {
    const refused = { method: 'DELETE', path: '/v1/stories', status: 405, headers: json, body: { ok: false, requestId: 'r-1', error: { code: 'METHOD_NOT_ALLOWED', message: 'x' } } };
    expect(checker.problems(refused)).toEqual(['header allow is required but missing']);
    expect(checker.problems({ ...refused, path: '/v2/anything', status: 200 })).toEqual([expect.stringMatching(/expected 404, got 200/)]);
  });

  it('says what is wrong in the error message', () => {
    const { status: _status, ...withoutStatus } = story;
    expect(() => checker.assert(getStory(withoutStatus))).toThrow(/GET \/v1\/stories\/6f1c.* → 200 does not conform to the OpenAPI document:\n {2}- body\/data must have required property 'status'/);
  });
});

describe('Real answers conform: the API\'s, the fallback\'s and the reference page\'s', () => {
  it('a create, a read, a bad key, an unknown path and a wrong method', async () => {
    const accepted = await api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey }, body: JSON.parse(/-d '([^']+)'/.exec(readFileSync(fromProjectRoot('README.md'), 'utf8'))![1]!) });
    expect(accepted.status).toBe(202);
    expect((await api.request('GET', `/v1/stories/${accepted.body.data.bookId}`, { headers: { 'x-api-key': apiKey } })).status).toBe(200);
    expect((await api.request('GET', `/v1/stories/${accepted.body.data.bookId}`, { headers: { authorization: 'Bearer nope' } })).status).toBe(401);
    expect((await api.request('GET', '/v1/nothing')).status).toBe(404);
    const refused = await api.request('POST', '/docs');
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET');
  });

  it('/docs is HTML with a strict CSP, its assets are served from here, an unknown asset is a 404 envelope', async () => {
    const page = await api.request('GET', '/docs');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('content-security-policy')).toMatch(/default-src 'none'; script-src 'self'/);
    const scripts = [...String(page.body).matchAll(/<(?:script src|link rel="stylesheet" href)="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts).toEqual(['docs/swagger-ui.css', 'docs/swagger-ui-bundle.js', 'docs/api-reference.js']);
    for (const asset of scripts) {
      const file = await api.request('GET', `/${asset}`);
      expect(file.status, asset).toBe(200);
      expect(file.headers.get('cache-control')).toBe('public, max-age=300');
    }
    const missing = await api.request('GET', '/docs/secrets.txt');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });
});

describe('The deployed bundle serves the same document, and Swagger UI from the files beside it', () => {
  it('apiReference as bundled answers openapi.json, /docs and each asset', async () => {
    const bundles = await functionBundles('offline');
    const { handler } = (await import(pathToFileURL(bundles.file('apiReference')).href)) as { handler: (event: unknown, context: unknown) => Promise<any> };
    const saved = { ...process.env };
    Object.assign(process.env, api.env);
    try {
      const call = (path: string, headers: Record<string, string> = {}) => {
        const event = directHttpEvent('GET', path, { headers });
        const asset = /^\/docs\/(.+)$/.exec(path)?.[1];
        return handler({ ...event, ...(asset && { routeKey: 'GET /docs/{asset}', pathParameters: { asset } }) }, createLambdaContext({ functionName: 'apiReference', timeoutMs: 10_000 }));
      };
      const served = await call('/v1/openapi.json');
      expect(JSON.parse(served.body)).toEqual(document);
      expect((await call('/docs')).headers['content-security-policy']).toContain("script-src 'self'");
      const plain = await call('/docs/swagger-ui-bundle.js');
      expect(plain.body).toBe(readFileSync(fromProjectRoot('node_modules/swagger-ui-dist/swagger-ui-bundle.js'), 'utf8'));
      const gzipped = await call('/docs/swagger-ui.css', { 'accept-encoding': 'gzip, br' });
      expect(gzipped).toMatchObject({ statusCode: 200, isBase64Encoded: true, headers: { 'content-encoding': 'gzip', 'content-type': 'text/css; charset=utf-8' } });
      expect(gunzipSync(Buffer.from(gzipped.body, 'base64')).toString('utf8')).toBe(readFileSync(fromProjectRoot('node_modules/swagger-ui-dist/swagger-ui.css'), 'utf8'));
      expect((await call('/docs/nothing.js')).statusCode).toBe(404);
    } finally {
      for (const key of Object.keys(process.env)) if (!(key in saved)) delete process.env[key];
      Object.assign(process.env, saved);
    }
  }, 120_000);
});
