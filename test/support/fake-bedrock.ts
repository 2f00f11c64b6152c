// A fake Amazon Bedrock Runtime on 127.0.0.1, at the protocol boundary: it answers POST /model/{modelId}/converse,
// /model/{modelId}/invoke and /guardrail/{guardrailIdentifier}/version/{guardrailVersion}/apply as the service does,
// scripted per test, and records every request it got.
//
// The shapes are the published ones:
// - Amazon Bedrock API Reference, Runtime, "Converse": the response's `output.message.content[].text`,
//   `stopReason`, `usage` and `metrics`; the errors, each with its HTTP status.
// - Amazon Bedrock API Reference, Runtime, "InvokeModel": the model's body as the response body, its errors.
// - Amazon Nova User Guide, "Image generation request and response structure" (Nova Canvas), and the Bedrock User
//   Guide's "Amazon Titan Image Generator G1 models" request and response: `{ "images": [base64], "error": … }`;
//   its Stability AI pages: `{ "seeds", "finish_reasons", "images" }` (examples in test/fixtures/bedrock).
// - Amazon Bedrock API Reference, Runtime, "ApplyGuardrail", and the user guide's "Use the ApplyGuardrail API in your
//   application": `{ usage, action: NONE | GUARDRAIL_INTERVENED, actionReason, outputs: [{ text }], assessments,
//   guardrailCoverage }` (examples in test/fixtures/bedrock/apply-guardrail.json).
// - Errors as REST-JSON services send them: the code in `x-amzn-errortype` (`Name:http://internal.amazon.com/…`),
//   `{ "message": … }` in the body.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRequestBody } from '../../local/request-body';
import { invocationProblem, modelBehindId, parseModelReference } from '../../lambdas/adapters/ai/bedrock-models';

export type BedrockOperation = 'converse' | 'invoke' | 'applyGuardrail';

export interface ReceivedRequest {
  readonly operation: BedrockOperation;
  /** Decoded from its path segment; empty for applyGuardrail, which names a guardrail instead. */
  readonly modelId: string;
  /** applyGuardrail only: the identifier and version, decoded from their path segments. */
  readonly guardrail?: { readonly identifier: string; readonly version: string };
  /** As it arrived, percent-encoding included. */
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** The body parsed as JSON; undefined when it is not JSON. */
  readonly body: unknown;
  readonly rawBody: Buffer;
}

export type FakeAnswer =
  | { readonly status: number; readonly headers?: Readonly<Record<string, string>>; readonly body: string }
  /** Never answers: the client's request timeout has to end it. */
  | { readonly hang: true }
  /** Drops the connection without an answer. */
  | { readonly drop: true };

export type FakeHandler = (request: ReceivedRequest) => FakeAnswer;

export interface FakeBedrock {
  readonly endpoint: string;
  /** Every request that reached a model route, in order. */
  readonly requests: ReceivedRequest[];
  /** Queues answers; each request takes the next one, and the handler answers once the queue is empty. */
  answer(...answers: FakeAnswer[]): void;
  /** Answers what the queue does not; without one, a ValidationException says nothing was scripted. */
  handle(handler: FakeHandler): void;
  /** Forgets the queue, the handler and the requests. */
  reset(): void;
  close(): Promise<void>;
}

/** Each error's status in the API reference. */
export const errorStatus = {
  AccessDeniedException: 403,
  InternalServerException: 500,
  ModelErrorException: 424,
  ModelNotReadyException: 429,
  ModelTimeoutException: 408,
  ResourceNotFoundException: 404,
  ServiceQuotaExceededException: 400,
  ServiceUnavailableException: 503,
  ThrottlingException: 429,
  ValidationException: 400,
} as const;

export type BedrockErrorName = keyof typeof errorStatus;

const json = (status: number, payload: unknown, headers: Record<string, string> = {}): FakeAnswer => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(payload),
});

export type StopReason =
  | 'end_turn' | 'tool_use' | 'max_tokens' | 'stop_sequence' | 'content_filtered' | 'guardrail_intervened'
  | 'malformed_model_output' | 'malformed_tool_use' | 'model_context_window_exceeded';

/** A Converse answer: the assistant's text, why it stopped, token usage and latency. */
export function converseReply(text: string, stopReason: StopReason = 'end_turn'): FakeAnswer {
  return converseContent(text ? [{ text }] : [], stopReason, Math.ceil(text.length / 4));
}

/**
 * A Converse answer that calls a tool (API reference, Converse: `content[].toolUse { toolUseId, name, input }`,
 * stopReason `tool_use`), optionally after some text of the model's own.
 */
export function converseToolUse(name: string, input: unknown, options: { stopReason?: StopReason; text?: string } = {}): FakeAnswer {
  const content = [...(options.text ? [{ text: options.text }] : []), { toolUse: { toolUseId: `tooluse_${name}_1`, name, input } }];
  return converseContent(content, options.stopReason ?? 'tool_use', Math.ceil(JSON.stringify(input).length / 4));
}

function converseContent(content: unknown[], stopReason: StopReason, outputTokens: number): FakeAnswer {
  return json(200, {
    output: { message: { role: 'assistant', content } },
    stopReason,
    usage: { inputTokens: 120, outputTokens, totalTokens: 120 + outputTokens },
    metrics: { latencyMs: 840 },
  });
}

/** A Nova Canvas (or Titan Image) answer: base64 pictures, and `error` when the content filter blocked them. */
export function imageReply(images: readonly Uint8Array[], error?: string): FakeAnswer {
  return json(200, { images: images.map((image) => Buffer.from(image).toString('base64')), ...(error === undefined ? {} : { error }) });
}

/**
 * A Stability AI answer (Bedrock user guide, Stable Image Ultra / Core / SD3.5 Large "request and response"):
 * `{ seeds, finish_reasons: [null], images: [base64] }`, or `{ finish_reasons: ["Filter reason: …"] }` when filtered.
 */
export function stabilityReply(images: readonly Uint8Array[], finishReason: string | null = null): FakeAnswer {
  if (finishReason !== null) return json(200, { finish_reasons: [finishReason] });
  return json(200, { seeds: [2130420379], finish_reasons: images.map(() => null), images: images.map((image) => Buffer.from(image).toString('base64')) });
}

/** What InvokeModel answers when the request's guardrail blocks it: the guardrail's action and its message. */
export function guardrailBlocked(message = 'Sorry, the model cannot answer this question.'): FakeAnswer {
  return json(200, { 'amazon-bedrock-guardrailAction': 'INTERVENED', outputs: [{ text: message }] });
}

/** What a guardrail found, in the API reference's assessment shape (one object per policy kind that fired). */
export interface GuardrailFinding {
  readonly topicPolicy?: { topics: Array<{ name: string; type: 'DENY'; action: 'BLOCKED' | 'NONE'; detected?: boolean }> };
  readonly contentPolicy?: { filters: Array<{ type: string; confidence: string; filterStrength?: string; action: 'BLOCKED' | 'NONE'; detected?: boolean }> };
  readonly wordPolicy?: { customWords?: Array<{ match: string; action: 'BLOCKED' | 'NONE'; detected?: boolean }>; managedWordLists?: Array<{ match: string; type: 'PROFANITY'; action: 'BLOCKED' | 'NONE'; detected?: boolean }> };
  readonly [policy: string]: unknown;
}

/**
 * An ApplyGuardrail answer: without findings, action NONE with no outputs; with them, GUARDRAIL_INTERVENED with the
 * operator's blocked message as the one output (or `outputs` when given, as when the guardrail only masks).
 */
export function applyGuardrailReply(
  findings: readonly GuardrailFinding[] = [],
  options: { blockedMessage?: string; outputs?: readonly string[]; characters?: number } = {},
): FakeAnswer {
  const intervened = findings.length > 0;
  const characters = options.characters ?? 120;
  const outputs = options.outputs ?? (intervened ? [options.blockedMessage ?? 'Sorry, the model cannot answer this question.'] : []);
  return json(200, {
    usage: { topicPolicyUnits: 1, contentPolicyUnits: 1, wordPolicyUnits: 1, sensitiveInformationPolicyUnits: 1, sensitiveInformationPolicyFreeUnits: 0, contextualGroundingPolicyUnits: 0 },
    action: intervened ? 'GUARDRAIL_INTERVENED' : 'NONE',
    ...(intervened ? { actionReason: 'Guardrail blocked.' } : {}),
    outputs: outputs.map((text) => ({ text })),
    assessments: intervened ? findings : [{}],
    guardrailCoverage: { textCharacters: { guarded: characters, total: characters } },
  });
}

/** A service error as Bedrock sends it, with the status the API reference gives it unless told otherwise. */
export function bedrockError(name: BedrockErrorName, message: string, status: number = errorStatus[name]): FakeAnswer {
  return json(status, { message }, { 'x-amzn-errortype': `${name}:http://internal.amazon.com/coral/com.amazon.bedrock/` });
}

export const hang: FakeAnswer = { hang: true };
export const dropConnection: FakeAnswer = { drop: true };

const MODEL_ROUTE = /^\/model\/([^/]+)\/(converse|invoke)$/;
const GUARDRAIL_ROUTE = /^\/guardrail\/([^/]+)\/version\/([^/]+)\/apply$/;

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * What Titan Image v2 and Nova Canvas answer when their content filter blocks a prompt or a picture: a 400
 * ValidationException, not a 200 body (Nova user guide, "Image generation request and response structure"; error
 * text as the service words it).
 */
export function imageFiltered(): FakeAnswer {
  return bedrockError('ValidationException', 'This request has been blocked by our content filters. Please adjust your text prompt to submit a new request.');
}

export interface FakeBedrockOptions {
  /**
   * Answer as the service does before any model runs (supported-model table, lambdas/adapters/ai/bedrock-models.ts):
   * a model id the Region cannot call that way, temperature with topP where the model takes one of them, a tool
   * choice the model does not take: each a ValidationException worded as Bedrock words it.
   */
  readonly rules?: boolean;
  /** The Region this endpoint plays; else the Region each request was signed for. */
  readonly region?: string;
}

const SIGNED_REGION = /Credential=[^/,]+\/\d{8}\/([a-z0-9-]+)\/bedrock\//;

/** The ValidationException the service answers a request with before the model runs, or undefined. */
export function serviceRuleViolation(request: ReceivedRequest, region: string): FakeAnswer | undefined {
  if (request.operation === 'applyGuardrail') return undefined;
  const kind = request.operation === 'converse' ? 'text' : 'image';
  const reference = parseModelReference(request.modelId);
  if (reference.form !== 'application-inference-profile' && invocationProblem(request.modelId, region, kind)) {
    const model = modelBehindId(request.modelId);
    return reference.form === 'foundation-model' && model && model.kind === kind && Object.keys(model.profiles).length > 0 && !model.onDemandRegions.includes(region)
      ? bedrockError('ValidationException', `Invocation of model ID ${reference.baseId} with on-demand throughput isn’t supported. Retry your request with the ID or ARN of an inference profile that contains this model.`)
      : bedrockError('ValidationException', 'The provided model identifier is invalid.');
  }
  if (request.operation !== 'converse') return undefined;
  const model = modelBehindId(request.modelId);
  const body = (request.body ?? {}) as { inferenceConfig?: { temperature?: number; topP?: number }; toolConfig?: { toolChoice?: { tool?: unknown; any?: unknown } } };
  const sampling = body.inferenceConfig ?? {};
  if (model?.sampling === 'temperature-only' && sampling.temperature !== undefined && sampling.topP !== undefined) {
    return bedrockError('ValidationException', 'The model returned the following errors: temperature and top_p cannot both be specified for this model. Please use only one.');
  }
  const choice = body.toolConfig?.toolChoice;
  const support = model?.toolChoice ?? 'tool';
  if (choice?.tool !== undefined && support !== 'tool') {
    return bedrockError('ValidationException', "This model doesn't support the toolConfig.toolChoice.tool field. Remove toolConfig.toolChoice.tool and try again.");
  }
  if (choice?.any !== undefined && support === 'auto') {
    return bedrockError('ValidationException', "This model doesn't support the toolConfig.toolChoice.any field. Remove toolConfig.toolChoice.any and try again.");
  }
  return undefined;
}

export async function startFakeBedrock(options: FakeBedrockOptions = {}): Promise<FakeBedrock> {
  const requests: ReceivedRequest[] = [];
  let queue: FakeAnswer[] = [];
  let handler: FakeHandler | undefined;
  let answered = 0;

  const server = createServer((incoming, outgoing) => {
    void readRequestBody(incoming, Number.POSITIVE_INFINITY).then((read) => {
      const rawBody = read.kind === 'body' ? read.body : Buffer.alloc(0);
      const path = incoming.url ?? '/';
      const route = incoming.method === 'POST' ? MODEL_ROUTE.exec(path) : null;
      const guardrailRoute = incoming.method === 'POST' ? GUARDRAIL_ROUTE.exec(path) : null;
      let answer: FakeAnswer;
      if (!route && !guardrailRoute) {
        answer = json(404, { message: `No route for ${incoming.method} ${path}` }, { 'x-amzn-errortype': 'UnknownOperationException' });
      } else {
        const common = { path, headers: incoming.headers, body: parseJson(rawBody), rawBody };
        const request: ReceivedRequest = route
          ? { operation: route[2] as BedrockOperation, modelId: decodeURIComponent(route[1]!), ...common }
          : {
              operation: 'applyGuardrail',
              modelId: '',
              guardrail: { identifier: decodeURIComponent(guardrailRoute![1]!), version: decodeURIComponent(guardrailRoute![2]!) },
              ...common,
            };
        requests.push(request);
        const target = request.guardrail ? `${request.guardrail.identifier} version ${request.guardrail.version}` : request.modelId;
        const region = options.region ?? SIGNED_REGION.exec(String(incoming.headers.authorization ?? ''))?.[1] ?? 'us-east-1';
        const refused = options.rules ? serviceRuleViolation(request, region) : undefined;
        answer = refused ?? queue.shift() ?? handler?.(request) ?? bedrockError('ValidationException', `The fake has no answer scripted for ${request.operation} on ${target}`);
      }
      if ('hang' in answer) return;
      if ('drop' in answer) return void incoming.socket.destroy();
      answered += 1;
      outgoing.writeHead(answer.status, { ...answer.headers, 'x-amzn-requestid': `fake-request-${answered}`, 'content-length': Buffer.byteLength(answer.body) });
      outgoing.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answer: (...answers) => void queue.push(...answers),
    handle: (next) => void (handler = next),
    reset: () => {
      queue = [];
      handler = undefined;
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
