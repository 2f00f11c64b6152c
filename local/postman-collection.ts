// A Postman collection made from the served OpenAPI document by openapi-to-postmanv2, with a contract test on every
// request: the status the flow expects, a status the document lists, and a body that matches the documented schema.
import Converter from 'openapi-to-postmanv2';

type Json = Record<string, unknown>;

/** What each operation should answer when the collection runs top to bottom against a fresh stack. */
const EXPECTED: Record<string, number> = {
  createStory: 202, listStories: 200, getStory: 200, cancelStory: 200, getUsage: 200, getWebhookSecret: 200,
  getHealth: 200, getOpenApiDocument: 200, getApiReferencePage: 200, getApiReferenceAsset: 200,
  // A fresh stack has delivered nothing: the log is an empty page, and the document's example attempt is nobody's.
  listWebhookDeliveries: 200, replayWebhookDelivery: 404,
};
// Created first, so the reads and the cancel that follow have a book of the key's own.
const ORDER = ['createStory', 'getStory', 'listStories', 'cancelStory'];
const UNKNOWN_BOOK = 'Read a book that does not exist (any 8-4-4-4-12 hex id is 404, not 400)';

/** The document with every local `$ref` replaced by what it names: Postman's schema check resolves none. */
function inline(node: unknown, doc: Json, depth = 0): unknown {
  if (depth > 40) throw new Error('The document\'s references nest too deep to inline.');
  if (Array.isArray(node)) return node.map((entry) => inline(entry, doc, depth + 1));
  if (node === null || typeof node !== 'object') return node;
  const ref = (node as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/')) {
    const target = ref.slice(2).split('/').reduce<unknown>((at, key) => (at as Json)[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    return inline(target, doc, depth + 1);
  }
  return Object.fromEntries(Object.entries(node as Json).map(([key, value]) => [key, inline(value, doc, depth + 1)]));
}

interface Operation {
  operationId: string;
  method: string;
  path: string;
  /** Documented status → the JSON body's schema (null when the answer is not JSON). */
  responses: Record<string, unknown>;
  /** The path parameters' examples. */
  examples: Record<string, string>;
}

function operationsOf(doc: Json): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Json>)) {
    for (const [method, op] of Object.entries(item)) {
      const operation = inline(op, doc) as {
        operationId?: string; parameters?: { name: string; in: string; example?: unknown }[]; responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
      };
      if (!operation.operationId) continue;
      const responses = Object.fromEntries(Object.entries(operation.responses ?? {}).map(([status, response]) => [status, response.content?.['application/json']?.schema ?? null]));
      const examples = Object.fromEntries((operation.parameters ?? []).filter((p) => p.in === 'path').map((p) => [p.name, String(p.example)]));
      operations.push({ operationId: operation.operationId, method: method.toUpperCase(), path, responses, examples });
    }
  }
  return operations;
}

/** The test script newman runs after a request: the expected status, a documented one, and the documented body. */
function contractTests(operation: Operation, expected: number, extra: string[] = []): Json {
  return {
    listen: 'test',
    script: {
      type: 'text/javascript',
      exec: [
        `const documented = ${JSON.stringify(operation.responses)};`,
        `pm.test('${operation.operationId} answers ${expected}', () => pm.response.to.have.status(${expected}));`,
        `pm.test('${operation.operationId}: the status is one the document lists', () => pm.expect(Object.keys(documented)).to.include(String(pm.response.code)));`,
        'const schema = documented[String(pm.response.code)];',
        `if (schema) pm.test('${operation.operationId}: the body matches the documented schema', () => pm.response.to.have.jsonSchema(schema));`,
        ...extra,
      ],
    },
  };
}

const urlPath = (url: Json) => `/${(url.path as string[]).map((part) => (part.startsWith(':') ? `{${part.slice(1)}}` : part)).join('/')}`;

/** Converts the document and adds the contract tests; `{{baseUrl}}` and `{{apiKey}}` are the run's variables. */
export async function postmanCollection(doc: Json): Promise<Json> {
  const converted = await new Promise<Json>((resolve, reject) => {
    Converter.convert({ type: 'json', data: doc }, { requestParametersResolution: 'Example', exampleParametersResolution: 'Example', folderStrategy: 'Paths' }, (error, result) => {
      if (error || !result.result) reject(error ?? new Error(`openapi-to-postmanv2 refused the document: ${result.reason}`));
      else resolve(result.output[0]!.data);
    });
  });
  const operations = operationsOf(doc);
  const requests: Json[] = [];
  const flatten = (items: Json[]) => items.forEach((item) => (Array.isArray(item.item) ? flatten(item.item as Json[]) : requests.push(item)));
  flatten(converted.item as Json[]);
  const items = requests.map((item) => {
    const request = item.request as Json & { url: Json & { query?: Json[]; variable?: Json[] }; header?: Json[] };
    const operation = operations.find((op) => op.method === request.method && op.path === urlPath(request.url));
    if (!operation) throw new Error(`No operation in the document for ${String(request.method)} ${urlPath(request.url)}`);
    // Optional query parameters stay in the request for people to switch on; their examples (a cursor) are not one run's.
    for (const query of request.url.query ?? []) query.disabled = query.key !== 'limit';
    for (const header of request.header ?? []) if (header.key === 'Idempotency-Key') header.value = '{{$guid}}';
    // A book's id where the path is a book's; other ids (a delivery attempt's) keep the document's example.
    for (const variable of request.url.variable ?? []) if (variable.key === 'id') variable.value = operation.path.startsWith('/v1/stories/') ? '{{bookId}}' : operation.examples.id;
    const keep = operation.operationId === 'createStory' ? ["pm.collectionVariables.set('bookId', pm.response.json().data.bookId);"] : [];
    return { operation, item: { ...item, event: [contractTests(operation, EXPECTED[operation.operationId] ?? 200, keep)] } as Json };
  });
  const rank = (id: string) => (ORDER.includes(id) ? ORDER.indexOf(id) : ORDER.length);
  items.sort((a, b) => rank(a.operation.operationId) - rank(b.operation.operationId));
  const getStory = items.find(({ operation }) => operation.operationId === 'getStory')!;
  // The document's own example id: well formed, owned by nobody.
  const unknownBook = JSON.parse(JSON.stringify(getStory.item).replace('{{bookId}}', getStory.operation.examples.id!)) as Json;
  items.splice(items.indexOf(getStory) + 1, 0, { operation: getStory.operation, item: { ...unknownBook, name: UNKNOWN_BOOK, event: [contractTests(getStory.operation, 404)] } });
  return {
    ...converted,
    item: items.map(({ item }) => item),
    variable: [{ key: 'baseUrl', value: 'http://127.0.0.1:3100' }, { key: 'apiKey', value: '' }, { key: 'bookId', value: '' }],
  };
}
