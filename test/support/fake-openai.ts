// A fake OpenAI-compatible server on 127.0.0.1, at the protocol boundary: POST /v1/chat/completions,
// /v1/images/generations and /v1/moderations answered as the published API does, a working model by default,
// scripted faults on demand, and every request recorded.
//
// The shapes are the published ones:
// - OpenAI API reference, "Chat Completions / Create chat completion": the request's `model`, `messages`,
//   `response_format: { type: "json_schema", json_schema: { name, strict, schema } }`; the answer's
//   `choices[].message.content` (the JSON text), `message.refusal`, `finish_reason` and `usage`.
// - OpenAI API reference, "Images / Create image": `model`, `prompt`, `n`, `size` ("WIDTHxHEIGHT"),
//   `response_format: "b64_json"`; the answer `{ created, data: [{ b64_json }] }` (gpt-image models always base64).
// - OpenAI API reference, "Moderations / Create moderation": `{ model, input }`; the answer `{ id, model, results:
//   [{ flagged, categories, category_scores, category_applied_input_types }] }` with its 13 categories (the published
//   example is test/fixtures/openai/moderation.json).
// - OpenAI API reference, "Error codes", and the error object `{ "error": { "message", "type", "param", "code" } }`:
//   401 `invalid_api_key`, 404 `model_not_found`, 429 `rate_limit_exceeded` (with `retry-after`) and
//   `insufficient_quota`, 500 `server_error`.
// - Ollama docs, "OpenAI compatibility" (docs.ollama.com/api/openai-compatibility): base URL http://localhost:11434/v1,
//   `response_format` on /v1/chat/completions, the experimental /v1/images/generations with `size` and `b64_json`,
//   and an API key that is required by clients but ignored.
// - llama.cpp, tools/server/README.md ("POST /v1/chat/completions"): OpenAI-compatible, `response_format` with a
//   JSON schema constraining the output, errors as `{ "error": { "code", "message", "type" } }`.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import { readRequestBody } from '../../local/request-body';

export type OpenAiRoute = 'chat' | 'images' | 'moderations';

export interface ReceivedOpenAiRequest {
  readonly route: OpenAiRoute;
  readonly headers: IncomingHttpHeaders;
  /** The body parsed as JSON; undefined when it is not JSON. */
  readonly body: any;
}

export type FakeOpenAiAnswer =
  | { readonly status: number; readonly headers?: Readonly<Record<string, string>>; readonly body: string }
  /** Never answers: the client's timeout has to end it. */
  | { readonly hang: true };

export interface FakeOpenAiOptions {
  /** When set, requests must carry `Authorization: Bearer <apiKey>` (as OpenAI requires; Ollama ignores it). */
  readonly apiKey?: string;
  /** The models it serves; another name is answered 404 model_not_found. Default: any. */
  readonly models?: readonly string[];
}

export interface FakeOpenAi {
  /** The base URL, without `/v1`, as OPENAI_BASE_URL takes it. */
  readonly url: string;
  readonly requests: ReceivedOpenAiRequest[];
  /** Queues answers for the next requests (of any route), ahead of the working model. */
  answer(...answers: FakeOpenAiAnswer[]): void;
  reset(): void;
  close(): Promise<void>;
}

const json = (status: number, payload: unknown, headers: Record<string, string> = {}): FakeOpenAiAnswer => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(payload),
});

export const hang: FakeOpenAiAnswer = { hang: true };

/** OpenAI's error object. */
export function openAiError(status: number, message: string, type: string, code: string | null, headers: Record<string, string> = {}): FakeOpenAiAnswer {
  return json(status, { error: { message, type, param: null, code } }, headers);
}

export const rateLimited = (retryAfterSeconds: number) =>
  openAiError(429, 'Rate limit reached for requests per min (RPM). Please try again in 20s.', 'requests', 'rate_limit_exceeded', { 'retry-after': String(retryAfterSeconds) });
export const serverError = () => openAiError(500, 'The server had an error while processing your request. Sorry about that!', 'server_error', null);

let completions = 0;

/** A chat completion whose assistant message is `content`. */
export function chatCompletion(model: string, content: string, finishReason = 'stop'): FakeOpenAiAnswer {
  completions += 1;
  return json(200, {
    id: `chatcmpl-fake${completions}`,
    object: 'chat.completion',
    created: 1_790_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: finishReason }],
    usage: { prompt_tokens: 412, completion_tokens: Math.ceil(content.length / 4), total_tokens: 412 + Math.ceil(content.length / 4) },
  });
}

/** Malformed: not JSON at all (what a model without schema enforcement may say). */
export const malformedContent = (model: string) => chatCompletion(model, 'Sure! Here is your story plan: {"title": "Pip and the');
/** Valid JSON that breaks the schema: a colour that is not #rrggbb and no pages. */
export const schemaViolatingContent = (model: string) =>
  chatCompletion(model, JSON.stringify({ title: 'Pip', summary: 'A hedgehog flies.', characterSheet: { name: 'Pip', kind: 'hedgehog', bodyColor: 'brown', accentColor: '#ffcc00', outfit: 'a scarf', feature: 'a star', description: 'A small hedgehog.' }, pages: [] }));

/** The plan a working model writes, with as many pages as the schema asks for. */
export function planContent(pageCount: number): string {
  return JSON.stringify({
    title: 'Pip Learns to Fly',
    summary: 'A shy hedgehog finds a way into the sky with help from her friends.',
    characterSheet: {
      name: 'Pip',
      kind: 'hedgehog',
      bodyColor: '#8B5A2B',
      accentColor: '#FFCC00',
      outfit: 'a bright red scarf',
      feature: 'a star-shaped patch on one cheek',
      description: 'A small round hedgehog with warm brown spines, a bright red scarf and a star-shaped patch on one cheek.',
    },
    pages: Array.from({ length: pageCount }, (_, index) => ({
      index,
      outline: index === 0 ? 'Pip looks up at the sky.' : `Pip tries idea number ${index} to fly.`,
      // A strict schema has the model write null for a field it leaves out.
      scene: index % 2 === 0 ? `Pip on a hill at sunrise, trying idea ${index}` : null,
    })),
  });
}

export const pageContent = (index: number) => JSON.stringify({ title: `Idea ${index}`, content: `Pip tried idea number ${index}. The wind laughed, and Pip laughed too.` });

// Three horizontal bands, red, green, blue, so a test can see which rows a crop kept.
export function bandedPng(width: number, height: number, alpha: boolean): Uint8Array {
  const channels = alpha ? 4 : 3;
  const rows = Buffer.alloc((width * channels + 1) * height);
  for (let y = 0; y < height; y++) {
    const colour = y < height / 8 ? [220, 30, 30] : y >= height - height / 8 ? [30, 30, 220] : [30, 200, 60];
    const row = y * (width * channels + 1);
    rows[row] = 0;
    for (let x = 0; x < width; x++) {
      rows.set(alpha ? [...colour, 255] : colour, row + 1 + x * channels);
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, alpha ? 6 : 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

/** An image answer carrying `png` as base64. */
export const imageAnswer = (png: Uint8Array): FakeOpenAiAnswer => json(200, { created: 1_790_000_000, data: [{ b64_json: Buffer.from(png).toString('base64') }] });

/** The 13 categories of the moderation models, in the order the API reference lists them. */
export const MODERATION_CATEGORIES = [
  'harassment', 'harassment/threatening', 'hate', 'hate/threatening', 'illicit', 'illicit/violent', 'self-harm',
  'self-harm/intent', 'self-harm/instructions', 'sexual', 'sexual/minors', 'violence', 'violence/graphic',
] as const;

export type ModerationCategory = (typeof MODERATION_CATEGORIES)[number];

let moderations = 0;

/** A moderation answer for one text: `flagged` when any category is, each named category true and scored high. */
export function moderationAnswer(model: string, flaggedCategories: readonly ModerationCategory[] = []): FakeOpenAiAnswer {
  moderations += 1;
  const on = new Set<string>(flaggedCategories);
  const each = <T>(value: (name: ModerationCategory) => T) => Object.fromEntries(MODERATION_CATEGORIES.map((name) => [name, value(name)]));
  return json(200, {
    id: `modr-fake${moderations}`,
    model,
    results: [
      {
        flagged: on.size > 0,
        categories: each((name) => on.has(name)),
        category_scores: each((name) => (on.has(name) ? 0.93 : 0.0004)),
        category_applied_input_types: each(() => ['text']),
      },
    ],
  });
}

/** What a working server answers: a plan or page that fits the schema, a banded PNG of the requested size, or a clean moderation. */
function workingModel(request: ReceivedOpenAiRequest): FakeOpenAiAnswer {
  const { body } = request;
  if (request.route === 'moderations') {
    if (typeof body.input !== 'string' && !Array.isArray(body.input)) return openAiError(400, "'input' is a required property", 'invalid_request_error', null);
    return moderationAnswer(body.model);
  }
  if (request.route === 'chat') {
    const format = body.response_format;
    const schema = format?.json_schema?.schema;
    if (format?.type !== 'json_schema' || typeof format.json_schema?.name !== 'string' || !schema) {
      return openAiError(400, "Invalid parameter: 'response_format' must carry a json_schema.", 'invalid_request_error', null);
    }
    if (format.json_schema.name === 'story_plan') return chatCompletion(body.model, planContent(schema.properties.pages.minItems));
    const page = /Write page (\d+)/.exec(String(body.messages?.at(-1)?.content))?.[1] ?? '1';
    return chatCompletion(body.model, pageContent(Number(page)));
  }
  const size = /^(\d+)x(\d+)$/.exec(String(body.size));
  if (!size) return openAiError(400, `Invalid value for 'size': ${String(body.size)}.`, 'invalid_request_error', 'invalid_value');
  // gpt-image models refuse response_format; the others default to URLs, which the adapter does not read.
  const isGptImage = String(body.model).startsWith('gpt-image');
  if (isGptImage && body.response_format !== undefined) return openAiError(400, "Unknown parameter: 'response_format'.", 'invalid_request_error', 'unknown_parameter');
  if (!isGptImage && body.response_format !== 'b64_json') return json(200, { created: 1_790_000_000, data: [{ url: 'https://example.com/picture.png' }] });
  return imageAnswer(bandedPng(Number(size[1]), Number(size[2]), isGptImage));
}

const ROUTES: Record<string, OpenAiRoute> = { '/v1/chat/completions': 'chat', '/v1/images/generations': 'images', '/v1/moderations': 'moderations' };

export async function startFakeOpenAi(options: FakeOpenAiOptions = {}): Promise<FakeOpenAi> {
  const requests: ReceivedOpenAiRequest[] = [];
  let queue: FakeOpenAiAnswer[] = [];

  const server = createServer((incoming, outgoing) => {
    void readRequestBody(incoming, Number.POSITIVE_INFINITY).then((read) => {
      const raw = read.kind === 'body' ? read.body.toString('utf8') : '';
      const route = incoming.method === 'POST' ? ROUTES[incoming.url ?? ''] : undefined;
      let answer: FakeOpenAiAnswer;
      if (!route) {
        answer = openAiError(404, `Invalid URL (${incoming.method} ${incoming.url})`, 'invalid_request_error', null);
      } else {
        let body: any;
        try {
          body = JSON.parse(raw);
        } catch {
          body = undefined;
        }
        const request: ReceivedOpenAiRequest = { route, headers: incoming.headers, body };
        requests.push(request);
        const key = /^Bearer (.+)$/.exec(incoming.headers.authorization ?? '')?.[1];
        if (options.apiKey !== undefined && key !== options.apiKey) {
          // OpenAI shows the start and end of the key it refused.
          const shown = key ? `${key.slice(0, 5)}*****${key.slice(-3)}` : '';
          answer = openAiError(401, `Incorrect API key provided: ${shown}. You can find your API key at https://platform.openai.com/account/api-keys.`, 'invalid_request_error', 'invalid_api_key');
        } else if (body === undefined || typeof body.model !== 'string') {
          answer = openAiError(400, 'We could not parse the JSON body of your request.', 'invalid_request_error', null);
        } else if (options.models && !options.models.includes(body.model)) {
          answer = openAiError(404, `The model \`${body.model}\` does not exist or you do not have access to it.`, 'invalid_request_error', 'model_not_found');
        } else {
          answer = queue.shift() ?? workingModel(request);
        }
      }
      if ('hang' in answer) return;
      outgoing.writeHead(answer.status, { ...answer.headers, 'content-length': Buffer.byteLength(answer.body) });
      outgoing.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (...answers) => void queue.push(...answers),
    reset: () => {
      queue = [];
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hung requests keep their sockets open; close() alone would wait for them.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
