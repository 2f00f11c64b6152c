// The API's OpenAPI 3.1 document, built from the zod schemas that validate requests and shape responses, the error
// map in errors.ts and the limits in schemas.ts: served at GET /v1/openapi.json, enforced on every test response.
import * as z from 'zod';
import { httpStatusByCode, type ErrorCode } from '../core/errors';
import {
  createStoryRequestSchema,
  envelopeSchema,
  errorBodySchema,
  healthSchema,
  IDEMPOTENCY_KEY_MAX,
  REQUEST_ID_MAX,
  storyPageSchema,
  storySchema,
  taskAcceptanceSchema,
} from '../core/schemas';
import { webhookPayloadSchema, webhookSecretSchema } from '../core/webhook-schemas';
import { attemptOutcomes, DELIVERIES_LIMIT_DEFAULT, DELIVERIES_LIMIT_MAX, DELIVERIES_LIMIT_MIN, DELIVERY_LOG_RETENTION_DAYS, deliveryLogSchemas } from '../core/webhook-delivery-log';
import { LIBRARY_LIMIT_DEFAULT, LIBRARY_LIMIT_MAX, LIBRARY_LIMIT_MIN, librarySchemas, libraryStatusFilters, storySources } from '../core/library-schemas';
import { SWAGGER_UI_FILES } from './bundle-files';

export const OPENAPI_VERSION = '3.1.0';
export const API_VERSION = '1.0.0';

/** The script of our own that starts Swagger UI on /docs (a file, so the page's CSP needs no inline script). */
export const API_REFERENCE_SCRIPT = 'api-reference.js';
/** Every file GET /docs/{asset} serves. */
export const apiReferenceAssets = (): string[] => [...SWAGGER_UI_FILES, API_REFERENCE_SCRIPT];

type JsonSchema = { [key: string]: unknown };
type SchemaMeta = { id: string; description?: string };

// Nothing at this module's top level runs code: the API functions that import the composition root beside it keep
// none of it in their bundles.
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

/**
 * zod's JSON Schema, tidied for readers: no per-schema `$schema`/`$id`, `T | null` written `type: [T, 'null']`, no
 * safe-integer bounds zod adds to every integer, and no regex beside a `format` that already says it.
 */
function tidy(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(tidy);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$schema' || key === '$id') continue;
    out[key] = key === 'examples' || key === 'enum' || key === 'const' ? value : tidy(value);
  }
  if (out.minimum === Number.MIN_SAFE_INTEGER) delete out.minimum;
  if (out.maximum === Number.MAX_SAFE_INTEGER) delete out.maximum;
  if (typeof out.format === 'string') delete out.pattern;
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (anyOf?.length === 2 && anyOf[1]?.type === 'null' && typeof anyOf[0]?.type === 'string') {
    const [nonNull] = anyOf as [JsonSchema];
    delete out.anyOf;
    Object.assign(out, nonNull, { type: [nonNull.type, 'null'] });
    if (Array.isArray(nonNull.enum)) out.enum = [...nonNull.enum, null];
  }
  return out;
}

function componentSchemas(entries: ReadonlyArray<readonly [z.ZodType, SchemaMeta]>, io: 'input' | 'output'): Record<string, unknown> {
  const registry = z.registry<SchemaMeta>();
  for (const [schema, meta] of entries) registry.add(schema, meta);
  const { schemas } = z.toJSONSchema(registry, { io, uri: (id) => ref(id).$ref, unrepresentable: 'any' });
  return tidy(schemas) as Record<string, unknown>;
}

// The server always sends requestId (the spec lets it be absent); success and failure each fix `ok`.
const successEnvelope = (data: z.ZodType) => envelopeSchema.omit({ error: true }).extend({ ok: z.literal(true), requestId: z.string(), data });
const errorEnvelope = () => envelopeSchema.omit({ data: true }).extend({ ok: z.literal(false), requestId: z.string(), error: errorBodySchema });

/** Where each error code can occur: the codes per operation; their statuses come from errors.ts. */
const errorCodesByOperation = {
  getHealth: ['INTERNAL_ERROR', 'SERVICE_UNAVAILABLE'],
  createStory: [
    'VALIDATION_ERROR',
    'BAD_REQUEST',
    'UNAUTHORIZED',
    'INVALID_API_KEY',
    'INSUFFICIENT_CREDITS',
    'PLAN_REQUIRED',
    'IDEMPOTENCY_CONFLICT',
    'PAYLOAD_TOO_LARGE',
    'RATE_LIMIT_EXCEEDED',
    'DAILY_CAP_EXCEEDED',
    'INTERNAL_ERROR',
    'EXTERNAL_SERVICE_ERROR',
  ],
  getStory: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'INVALID_API_KEY', 'PLAN_REQUIRED', 'NOT_FOUND', 'RATE_LIMIT_EXCEEDED', 'INTERNAL_ERROR', 'EXTERNAL_SERVICE_ERROR'],
  cancelStory: [
    'VALIDATION_ERROR', 'UNAUTHORIZED', 'INVALID_API_KEY', 'PLAN_REQUIRED', 'NOT_FOUND', 'STORY_ALREADY_FINISHED', 'RATE_LIMIT_EXCEEDED', 'INTERNAL_ERROR',
    'EXTERNAL_SERVICE_ERROR',
  ],
  listStories: ['VALIDATION_ERROR', 'INVALID_CURSOR', 'UNAUTHORIZED', 'INVALID_API_KEY', 'PLAN_REQUIRED', 'RATE_LIMIT_EXCEEDED', 'INTERNAL_ERROR', 'EXTERNAL_SERVICE_ERROR'],
  getUsage: ['UNAUTHORIZED', 'INVALID_API_KEY', 'PLAN_REQUIRED', 'RATE_LIMIT_EXCEEDED', 'INTERNAL_ERROR', 'EXTERNAL_SERVICE_ERROR'],
  getWebhookSecret: ['UNAUTHORIZED', 'INVALID_API_KEY', 'PLAN_REQUIRED', 'INTERNAL_ERROR', 'EXTERNAL_SERVICE_ERROR'],
  listWebhookDeliveries: ['VALIDATION_ERROR', 'INVALID_CURSOR', 'UNAUTHORIZED', 'INVALID_API_KEY', 'PLAN_REQUIRED', 'RATE_LIMIT_EXCEEDED', 'INTERNAL_ERROR', 'EXTERNAL_SERVICE_ERROR'],
  replayWebhookDelivery: ['VALIDATION_ERROR', 'UNAUTHORIZED', 'INVALID_API_KEY', 'PLAN_REQUIRED', 'NOT_FOUND', 'RATE_LIMIT_EXCEEDED', 'INTERNAL_ERROR', 'EXTERNAL_SERVICE_ERROR'],
  apiReferenceAsset: ['NOT_FOUND'],
} as const satisfies Record<string, readonly ErrorCode[]>;

const statusText: Record<number, string> = {
  400: 'Bad request: the body, a header or the id is invalid (`error.fields` names each field)',
  401: 'No key, or a malformed, unknown or revoked key',
  402: 'The monthly credit balance is exhausted',
  403: "The key's plan is not Pro or Premium",
  404: 'No such resource for this key',
  405: 'The path exists, the method does not (`allow` lists the methods)',
  409: 'A conflict: the Idempotency-Key was used with another body, or the book to cancel has ended already',
  413: 'The body is larger than 64 KiB',
  429: 'A per-minute or per-day limit was hit; retry after `retry-after` seconds',
  500: 'Unexpected server error (quote the requestId)',
  502: 'A dependency (database, queue or workflow) is unavailable; nothing was left half-done',
  503: 'A dependency did not answer its health check; `error.meta.failing` names which (`dynamodb`, `s3`, `sqs`)',
};

const header = (id: string) => ({ $ref: `#/components/headers/${id}` });
// Inline: only the unmatched-request answers (an extension, which linters do not read) carry it, so a component would look unused.
const allowHeader = { description: 'The methods the path has.', required: true, schema: { type: 'string' }, example: 'GET, POST' } as const;

/** What can refuse a request before it reaches the service (the API's throttle, the firewall in front of it): not enveloped. */
const refusedAtTheEdge = {
  '403': { description: 'Refused before the service saw it: the firewall in front of the API blocked the request.' },
  '429': { description: 'Refused before the service saw it: the API\'s own throttle, or the per-address limit in front of it, was hit.' },
} as const;
const rateHeaders = (prefix = '') => ({
  'x-ratelimit-limit': header(`${prefix}RateLimitLimit`),
  'x-ratelimit-remaining': header(`${prefix}RateLimitRemaining`),
  'x-ratelimit-reset': header(`${prefix}RateLimitReset`),
  'ratelimit-policy': header(`${prefix}IetfRateLimitPolicy`),
  ratelimit: header(`${prefix}IetfRateLimit`),
});

/** Error responses by status for these codes, each naming the codes that status carries here. */
function errorResponses(codes: readonly ErrorCode[], extraHeaders: Record<string, unknown> = {}): Record<string, unknown> {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of codes) byStatus.set(httpStatusByCode[code], [...(byStatus.get(httpStatusByCode[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus].sort(([a], [b]) => a - b).map(([status, statusCodes]) => [
      String(status),
      {
        description: `${statusText[status] ?? 'Error'}. Codes: ${statusCodes.map((code) => `\`${code}\``).join(', ')}.`,
        headers: { 'x-request-id': header('RequestId'), ...(status === 429 && { 'retry-after': header('RetryAfter') }), ...(status === 405 && { allow: allowHeader }), ...extraHeaders },
        content: {
          'application/json': {
            schema: { allOf: [ref('ErrorResponse'), { type: 'object', properties: { error: { type: 'object', properties: { code: { type: 'string', enum: statusCodes } } } } }] },
          },
        },
      },
    ]),
  );
}

const success = (description: string, schemaId: string, headers: Record<string, unknown> = {}) => ({
  description,
  headers: { 'x-request-id': header('RequestId'), ...headers },
  content: { 'application/json': { schema: ref(schemaId) } },
});


const description = `HTTP/JSON API that creates AI-illustrated children's storybooks asynchronously: \`POST /v1/stories\` queues a
book and answers 202 with its \`bookId\`; poll \`GET /v1/stories/{id}\` until \`data.status\` is \`completed\` or \`failed\`.

**Envelope.** Every API response (\`/v1/health\`, \`/v1/stories\`, \`/v1/stories/{id}\` and every error, including 404 for an
unknown path and 405 with an \`allow\` header for a known path with another method) is JSON
\`{ requestId, ok, data | error }\`, and carries \`x-request-id\`. \`/v1/openapi.json\`, \`/docs\` and its assets are
documents, not enveloped.

**Authentication.** Every \`/v1/stories\` and \`/v1/usage\` call needs a key, in \`x-api-key\` (preferred) or \`Authorization: Bearer <key>\`.

**Limits.** \`POST /v1/stories\`: per clock minute (Pro 60, Premium 200) and per UTC day (Pro 50, Premium 200 books);
\`GET /v1/stories/{id}\`, \`GET /v1/stories\` and \`GET /v1/usage\`: ten times the plan's per-minute rate, together. Responses
after the count carry \`x-ratelimit-limit/-remaining/-reset\` and the IETF \`RateLimit-Policy\` and \`RateLimit\` fields
(\`"minute"\`, and \`"day"\` on a create where the day's count is known); a refusal is 429 with \`retry-after\` (seconds). Each page, the cover included,
uses one credit of the monthly quota. \`FORBIDDEN\` and \`ALREADY_EXISTS\` (listed by the spec) are never returned.

**The gateway's own answers** are not the API's and not enveloped: \`{ "message": … }\` with 413 (a body over 10 MB),
429 (the whole API's throttle), 500 (a function that failed) or 503 (a function that did not answer in 30 s).`;

// The pattern says what `format: uuid` means here (any hex id; an unknown one is 404); the example lets contract-test tools call the route.
const bookIdParameter = {
  name: 'id',
  in: 'path',
  required: true,
  description: 'The `bookId` from the create call.',
  schema: { type: 'string', format: 'uuid', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' },
  example: '0b9a7a62-4f54-4a3c-9a4b-1a2b3c4d5e6f',
} as const;

/** The whole document, from the same schemas the handlers validate and answer with. */
export function openApiDocument(): Record<string, unknown> {
  const requestSchemas = componentSchemas([[createStoryRequestSchema, { id: 'CreateStoryRequest' }]], 'input');
  const { storySummarySchema, libraryPageSchema, usageSchema } = librarySchemas();
  const { deliverySchema, pageSchema: deliveriesPageSchema, replaySchema } = deliveryLogSchemas();
  const responseSchemas = componentSchemas(
    [
      [taskAcceptanceSchema, { id: 'TaskAcceptance', description: 'A queued generation job (`data` of the 202 response).' }],
      [storySchema, { id: 'Story', description: 'A book and the status of its latest generation task (`data` of GET /v1/stories/{id}). `pdfUrl`, `readerUrl`, `cancelledAt` and `livemode` are additive /v1 fields.' }],
      [storyPageSchema, { id: 'StoryPage', description: 'One page; index 0 is the cover.' }],
      [healthSchema, { id: 'Health', description: 'Liveness (`data` of GET /v1/health).' }],
      [errorBodySchema, { id: 'Error', description: '`code` is for logic, `message` for display only; `fields` maps a field to its message; `meta` varies.' }],
      [successEnvelope(taskAcceptanceSchema), { id: 'AcceptedResponse' }],
      [successEnvelope(storySchema), { id: 'StoryResponse' }],
      [successEnvelope(healthSchema), { id: 'HealthResponse' }],
      [storySummarySchema, { id: 'StorySummary', description: 'A book of the library: the Story without `pages`.' }],
      [libraryPageSchema, { id: 'LibraryPage', description: 'One page of the library, newest first (`data` of GET /v1/stories).' }],
      [usageSchema, { id: 'Usage', description: 'The plan, this month\'s credits and the create windows (`data` of GET /v1/usage), from the rows POST /v1/stories counts in.' }],
      [successEnvelope(libraryPageSchema), { id: 'LibraryResponse' }],
      [successEnvelope(usageSchema), { id: 'UsageResponse' }],
      [successEnvelope(webhookSecretSchema()), { id: 'WebhookSecretResponse' }],
      [deliverySchema, { id: 'WebhookDelivery', description: 'One attempt to deliver one event to a book\'s webhook.' }],
      [deliveriesPageSchema, { id: 'WebhookDeliveriesPage', description: 'One page of the delivery log, newest first (`data` of GET /v1/webhooks/deliveries).' }],
      [replaySchema, { id: 'WebhookReplay', description: 'A replay queued (`data` of the 202 response).' }],
      [successEnvelope(deliveriesPageSchema), { id: 'WebhookDeliveriesResponse' }],
      [successEnvelope(replaySchema), { id: 'WebhookReplayResponse' }],
      [webhookPayloadSchema(), { id: 'WebhookEvent', description: 'The JSON body of every webhook delivery, signed as Standard Webhooks (headers `webhook-id`, `webhook-timestamp`, `webhook-signature`).' }],
      [errorEnvelope(), { id: 'ErrorResponse', description: 'Every error: `ok` false and an `error`.' }],
    ],
    'output',
  );
  const walkThrough = ((requestSchemas.CreateStoryRequest as JsonSchema).examples as unknown[])[0];

  return {
    openapi: OPENAPI_VERSION,
    info: {
      title: 'Storybook Generation API',
      version: API_VERSION,
      description,
      contact: { name: 'Storybook API support', url: 'https://storybook-api.example/support', email: 'support@storybook-api.example' },
      // The description itself may be copied to make clients and tests; the service is used under its terms.
      license: { name: 'MIT', identifier: 'MIT' },
    },
    // The stage's own URL (the stack's ApiUrl output, or npm start's); the document is the same for every stage.
    servers: [
      {
        url: '{baseUrl}',
        description: 'Your stage of the API, or the local stack',
        variables: { baseUrl: { default: 'http://127.0.0.1:3100', description: 'The stack output ApiUrl of a deployed stage; npm start serves http://127.0.0.1:3100.' } },
      },
    ],
    tags: [
      { name: 'Stories', description: 'Create a book, then poll it' },
      { name: 'Account', description: 'What the key may still do' },
      { name: 'Service', description: 'Liveness' },
      { name: 'Reference', description: 'This document and its reference page (not enveloped)' },
    ],
    security: [{ ApiKey: [] }, { BearerAuth: [] }],
    paths: {
      '/v1/health': {
        get: {
          operationId: 'getHealth',
          tags: ['Service'],
          summary: 'Liveness probe',
          description: 'Needs no key. Answers 200 while DynamoDB, S3 and SQS each answer a cheap check within a short timeout, and 503 `SERVICE_UNAVAILABLE` naming the ones that did not in `error.meta.failing`.',
          security: [],
          responses: { '200': success('The service is up.', 'HealthResponse'), ...refusedAtTheEdge, ...errorResponses(errorCodesByOperation.getHealth) },
        },
      },
      '/v1/stories': {
        get: {
          operationId: 'listStories',
          tags: ['Stories'],
          summary: "The key owner's library, newest first",
          description:
            'Books of the key\'s owner only (made here, in the dashboard or elsewhere), without `pages`. Pass `data.nextCursor` as `cursor` with the same filters for the next page; it is null at the end. A page holds `limit` books unless the library ends first; with a filter that few books match, the service stops reading after a bound, so such a page may hold fewer than `limit` books (even none) and still have a `nextCursor`: keep paging until it is null. A cursor from another account, for other filters, or altered is 400 `INVALID_CURSOR`. Counted against the per-minute read limit, like GET by id.',
          parameters: [
            { name: 'limit', in: 'query', required: false, description: `Books per page (default ${LIBRARY_LIMIT_DEFAULT}).`, schema: { type: 'integer', minimum: LIBRARY_LIMIT_MIN, maximum: LIBRARY_LIMIT_MAX, default: LIBRARY_LIMIT_DEFAULT }, example: LIBRARY_LIMIT_DEFAULT },
            { name: 'cursor', in: 'query', required: false, description: 'The previous page\'s `nextCursor` (opaque).', schema: { type: 'string', minLength: 1 }, example: 'eyJ2IjoxfQ' },
            { name: 'status', in: 'query', required: false, description: 'Only books whose latest task has this status. `cancelled` (added to /v1) lists the books their owner cancelled: they are `failed` with `cancelledAt` set, so `failed` lists them too.', schema: { type: 'string', enum: [...libraryStatusFilters] }, example: 'completed' },
            { name: 'source', in: 'query', required: false, description: 'Only books made there.', schema: { type: 'string', enum: [...storySources] }, example: 'api' },
            { $ref: '#/components/parameters/RequestId' },
          ],
          responses: {
            '200': success('A page of the library.', 'LibraryResponse', rateHeaders()),
            ...errorResponses(errorCodesByOperation.listStories, rateHeaders('Optional')),
          },
        },
        post: {
          operationId: 'createStory',
          tags: ['Stories'],
          summary: 'Queue a storybook for generation',
          description:
            'Answers at once with the job. The same `Idempotency-Key` with the same body within 24 hours returns the original ids (header `idempotent-replayed: true`) and creates no second book; with another body, 409.',
          parameters: [{ $ref: '#/components/parameters/IdempotencyKey' }, { $ref: '#/components/parameters/RequestId' }],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref('CreateStoryRequest'), example: walkThrough } },
          },
          responses: {
            '202': success('Accepted and queued.', 'AcceptedResponse', { ...rateHeaders(), 'idempotent-replayed': header('IdempotentReplayed') }),
            // The minute counter runs after the key check: every answer after it carries the rate headers.
            ...errorResponses(errorCodesByOperation.createStory, rateHeaders('Optional')),
          },
        },
      },
      '/v1/usage': {
        get: {
          operationId: 'getUsage',
          tags: ['Account'],
          summary: 'Plan, monthly credits and the create limits as they stand',
          description:
            'The numbers POST /v1/stories is held to: credits of the UTC month (limit, used, remaining, `resetsAt`), the clock minute\'s requests and the UTC day\'s books (limit, remaining, `reset` in seconds, `resetsAt`). Counted against the per-minute read limit (the rate headers describe that one).',
          parameters: [{ $ref: '#/components/parameters/RequestId' }],
          responses: {
            '200': success('Usage now.', 'UsageResponse', rateHeaders()),
            ...errorResponses(errorCodesByOperation.getUsage, rateHeaders('Optional')),
          },
        },
      },
      '/v1/stories/{id}': {
        get: {
          operationId: 'getStory',
          tags: ['Stories'],
          summary: 'Read a storybook and its generation status',
          description: 'Only books of the key\'s owner are visible: another user\'s id is 404. Poll until `status` is `completed` or `failed`.',
          parameters: [
            bookIdParameter,
            { $ref: '#/components/parameters/RequestId' },
          ],
          responses: {
            '200': success('The book.', 'StoryResponse', rateHeaders()),
            ...errorResponses(errorCodesByOperation.getStory, rateHeaders('Optional')),
          },
        },
      },
      '/v1/stories/{id}/cancel': {
        post: {
          operationId: 'cancelStory',
          tags: ['Stories'],
          summary: 'Cancel a storybook still pending or processing',
          description:
            'Only the owner\'s books: another user\'s id is 404. The book ends `failed` with `cancelledAt` set and an `errorMessage` that says it was cancelled and what became of its credits (pages not finished are refunded); its run is stopped. Answers with the Story as GET shows it. Cancelling a cancelled book answers the same again; a book that completed or failed otherwise is 409 `STORY_ALREADY_FINISHED` (`error.meta.status`). No body is read. Counted against the per-minute request limit, like a create.',
          parameters: [
            bookIdParameter,
            { $ref: '#/components/parameters/RequestId' },
          ],
          responses: {
            '200': success('The book, cancelled.', 'StoryResponse', rateHeaders()),
            ...errorResponses(errorCodesByOperation.cancelStory, rateHeaders('Optional')),
          },
        },
      },
      '/v1/webhooks/secret': {
        get: {
          operationId: 'getWebhookSecret',
          tags: ['Account'],
          summary: 'The secret that signs your webhook deliveries',
          description:
            'One secret per user and mode, `whsec_` and base64 (Standard Webhooks), made on first use and the same on every call until it is rotated: a test key gets the secret that signs test books, a live key the one that signs live books, and neither sees the other. Every delivery carries `webhook-id`, `webhook-timestamp` and `webhook-signature` = `v1,<base64 HMAC-SHA256 of id.timestamp.body>` under it. Never cached (`cache-control: no-store`).',
          parameters: [{ $ref: '#/components/parameters/RequestId' }],
          responses: {
            '200': success('The secret.', 'WebhookSecretResponse', { 'cache-control': header('NoStore') }),
            ...errorResponses(errorCodesByOperation.getWebhookSecret),
          },
        },
      },
      '/v1/webhooks/deliveries': {
        get: {
          operationId: 'listWebhookDeliveries',
          tags: ['Account'],
          summary: 'Your webhook delivery log, newest first',
          description:
            `Every attempt to deliver an event to one of your books' webhooks in the last ${DELIVERY_LOG_RETENTION_DAYS} days: its \`webhook-id\`, type, book, target host, attempt number, outcome, status or error and response time. Your own deliveries only, and only the calling key's mode (a test key sees test deliveries, a live key live ones). Pass \`data.nextCursor\` as \`cursor\` with the same filters for the next page; it is null at the end. With a filter a page may hold fewer than \`limit\` attempts and still have a \`nextCursor\`. Counted against the per-minute read limit.`,
          parameters: [
            { name: 'limit', in: 'query', required: false, description: `Attempts per page (default ${DELIVERIES_LIMIT_DEFAULT}).`, schema: { type: 'integer', minimum: DELIVERIES_LIMIT_MIN, maximum: DELIVERIES_LIMIT_MAX, default: DELIVERIES_LIMIT_DEFAULT }, example: DELIVERIES_LIMIT_DEFAULT },
            { name: 'cursor', in: 'query', required: false, description: 'The previous page\'s `nextCursor` (opaque).', schema: { type: 'string', minLength: 1 }, example: 'eyJ2IjoxfQ' },
            { name: 'bookId', in: 'query', required: false, description: 'Only this book\'s deliveries.', schema: { type: 'string', format: 'uuid' }, example: '0b9a7a62-4f54-4a3c-9a4b-1a2b3c4d5e6f' },
            { name: 'eventType', in: 'query', required: false, description: 'Only events of this type.', schema: { type: 'string', enum: ['story.processing', 'story.page', 'story.completed', 'story.failed'] }, example: 'story.completed' },
            { name: 'outcome', in: 'query', required: false, description: 'Only attempts that ended so.', schema: { type: 'string', enum: [...attemptOutcomes] }, example: 'failed' },
            { $ref: '#/components/parameters/RequestId' },
          ],
          responses: {
            '200': success('A page of the delivery log.', 'WebhookDeliveriesResponse', rateHeaders()),
            ...errorResponses(errorCodesByOperation.listWebhookDeliveries, rateHeaders('Optional')),
          },
        },
      },
      '/v1/webhooks/deliveries/{id}/replay': {
        post: {
          operationId: 'replayWebhookDelivery',
          tags: ['Account'],
          summary: 'Send a delivered or failed event again',
          description:
            'Queues the attempt\'s event again: the same body and `webhook-id` to the same URL, signed anew (your current secret of that mode, a fresh `webhook-timestamp`), and retried like any delivery. Its attempts appear in the log with `replay: true`. An id of another account, or of the other mode, is 404. A write: counted against the per-minute limit.',
          parameters: [
            { name: 'id', in: 'path', required: true, description: 'The `id` of an attempt from GET /v1/webhooks/deliveries.', schema: { type: 'string', pattern: '^dlv_[0-9a-z]{9}[0-9a-f]{16}$' }, example: 'dlv_0mifa8x2c1f2e3d4c5b6a7980' },
            { $ref: '#/components/parameters/RequestId' },
          ],
          responses: {
            '202': success('The replay is queued.', 'WebhookReplayResponse', rateHeaders()),
            ...errorResponses(errorCodesByOperation.replayWebhookDelivery, rateHeaders('Optional')),
          },
        },
      },
      '/v1/openapi.json': {
        get: {
          operationId: 'getOpenApiDocument',
          tags: ['Reference'],
          summary: 'This document (OpenAPI 3.1; not enveloped)',
          description: 'Needs no key. The same document for every stage; `servers` names the local stack by default.',
          security: [],
          responses: {
            '200': {
              description: 'The OpenAPI document.',
              headers: { 'cache-control': header('PublicCache') },
              content: {
                'application/json': {
                  schema: { type: 'object', required: ['openapi', 'info', 'paths'], properties: { openapi: { type: 'string' }, info: { type: 'object' }, paths: { type: 'object' } } },
                },
              },
            },
            ...refusedAtTheEdge,
          },
        },
      },
      '/docs': {
        get: {
          operationId: 'getApiReferencePage',
          tags: ['Reference'],
          summary: 'This reference page (HTML; not enveloped)',
          description: 'Needs no key. Swagger UI over /v1/openapi.json, with a strict content security policy.',
          security: [],
          responses: {
            '200': {
              description: 'Swagger UI rendering /v1/openapi.json, every asset served from here.',
              headers: { 'content-security-policy': header('ContentSecurityPolicy') },
              content: { 'text/html': { schema: { type: 'string' } } },
            },
            ...refusedAtTheEdge,
          },
        },
      },
      '/docs/{asset}': {
        get: {
          operationId: 'getApiReferenceAsset',
          tags: ['Reference'],
          summary: "The reference page's scripts and style sheet (not enveloped)",
          description: 'Needs no key. Every file the reference page loads, served from here (no CDN).',
          security: [],
          parameters: [{ name: 'asset', in: 'path', required: true, description: 'One of the page\'s files.', schema: { type: 'string', enum: apiReferenceAssets() }, example: API_REFERENCE_SCRIPT }],
          responses: {
            '200': {
              description: 'The file.',
              headers: { 'cache-control': header('PublicCache') },
              content: { 'text/javascript': { schema: { type: 'string' } }, 'text/css': { schema: { type: 'string' } } },
            },
            ...errorResponses(errorCodesByOperation.apiReferenceAsset),
          },
        },
      },
    },
    // What the service sends to a book's `webhook` (OpenAPI 3.1 webhooks): one POST per event, retried for a day.
    webhooks: {
      storyEvent: {
        post: {
          operationId: 'receiveStoryEvent',
          summary: 'A book\'s event, POSTed to the URL given as `webhook` on create',
          description:
            'Sent for the events named in `webhookEvents` (default `story.completed` and `story.failed`). Verify the signature over the raw body with your secret (GET /v1/webhooks/secret) and answer 2xx within 5 s; anything else is retried with exponential backoff and jitter for 24 hours with the same `webhook-id` (deduplicate on it). `story.completed` carries the Story with every URL null: GET /v1/stories/{id} for freshly signed ones.',
          parameters: [
            { name: 'webhook-id', in: 'header', required: true, description: 'The event\'s id, the same on every attempt.', schema: { type: 'string' }, example: 'msg_2f1c6b0e9d8a4c7b8e5f1a2b3c4d5e6f' },
            { name: 'webhook-timestamp', in: 'header', required: true, description: 'Seconds since the epoch when this attempt was signed.', schema: { type: 'string' }, example: '1795788000' },
            { name: 'webhook-signature', in: 'header', required: true, description: '`v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body`.', schema: { type: 'string' }, example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=' },
          ],
          requestBody: { required: true, content: { 'application/json': { schema: ref('WebhookEvent') } } },
          responses: { '200': { description: 'Any 2xx within 5 s: delivered.' } },
          security: [],
        },
      },
    },
    // Not an operation: what every request no route takes gets. The conformance checker holds such answers to it.
    'x-unmatched-requests': {
      description: 'A path the API does not have: 404 `NOT_FOUND`. A known path with another method: 405 `METHOD_NOT_ALLOWED` and `allow`.',
      responses: { ...errorResponses(['NOT_FOUND', 'METHOD_NOT_ALLOWED']) },
    },
    components: {
      schemas: { ...requestSchemas, ...responseSchemas },
      securitySchemes: {
        ApiKey: { type: 'apiKey', in: 'header', name: 'x-api-key', description: 'The API key (preferred).' },
        BearerAuth: { type: 'http', scheme: 'bearer', description: 'The same API key as `Authorization: Bearer <key>`.' },
      },
      parameters: {
        IdempotencyKey: {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'A client-made unique key (e.g. a UUID): the same key and body within 24 hours return the original ids.',
          schema: { type: 'string', minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX },
          example: '5d3c2a1e-7f4b-4c8d-9e0f-123456789abc',
        },
        RequestId: {
          name: 'X-Request-Id',
          in: 'header',
          required: false,
          description: 'Echoed in `requestId` and `x-request-id` (1–64 characters after trimming); otherwise a UUID is made.',
          schema: { type: 'string', maxLength: REQUEST_ID_MAX },
          example: 'req-2026-11-27-0001',
        },
      },
      headers: {
        RequestId: { description: 'The request id (echo of `X-Request-Id`, or a UUID).', required: true, schema: { type: 'string', minLength: 1, maxLength: REQUEST_ID_MAX } },
        RateLimitLimit: { description: 'Requests allowed in the current minute window.', required: true, schema: { type: 'integer', minimum: 0 } },
        RateLimitRemaining: { description: 'Requests left in the current minute window.', required: true, schema: { type: 'integer', minimum: 0 } },
        RateLimitReset: { description: 'Seconds until the minute window resets.', required: true, schema: { type: 'integer', minimum: 0 } },
        OptionalRateLimitLimit: { description: 'As on success; absent when the request was refused before it was counted (a bad key).', schema: { type: 'integer', minimum: 0 } },
        OptionalRateLimitRemaining: { description: 'As on success; absent when the request was refused before it was counted (a bad key).', schema: { type: 'integer', minimum: 0 } },
        OptionalRateLimitReset: { description: 'As on success; absent when the request was refused before it was counted (a bad key).', schema: { type: 'integer', minimum: 0 } },
        IetfRateLimitPolicy: { description: 'RateLimit-Policy (draft-ietf-httpapi-ratelimit-headers): `"minute";q=<limit>;w=60`, and on creates `"day";q=<books>;w=86400` when the day\'s count is known.', required: true, schema: { type: 'string' } },
        IetfRateLimit: { description: 'RateLimit (same draft): `"minute";r=<remaining>;t=<seconds>`, and `"day";…` beside it as in RateLimit-Policy.', required: true, schema: { type: 'string' } },
        OptionalIetfRateLimitPolicy: { description: 'As on success; absent when the request was refused before it was counted (a bad key).', schema: { type: 'string' } },
        OptionalIetfRateLimit: { description: 'As on success; absent when the request was refused before it was counted (a bad key).', schema: { type: 'string' } },
        RetryAfter: { description: 'Whole seconds until the window that refused ends (at least 1).', required: true, schema: { type: 'integer', minimum: 1 } },
        IdempotentReplayed: { description: 'Present on a replay of an earlier request with the same Idempotency-Key and body.', schema: { type: 'string', enum: ['true'] } },
        NoStore: { description: 'Not to be cached.', required: true, schema: { type: 'string', const: 'no-store' } },
        PublicCache: { description: 'Cacheable by anyone for five minutes.', required: true, schema: { type: 'string', const: 'public, max-age=300' } },
        ContentSecurityPolicy: { description: 'Only this server\'s own scripts, styles and document.', required: true, schema: { type: 'string' } },
      },
    },
  };
}
