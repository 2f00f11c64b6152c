// Amazon Bedrock Runtime Converse, InvokeModel and ApplyGuardrail over its REST-JSON protocol: the model id (or the
// guardrail's id and version) as path segments, JSON (or the model's own bytes) in the body, errors named by the
// `x-amzn-errortype` header with a JSON message.
import { ServiceException, faultOf, serviceError, type ErrorTypes, type MetadataBearer } from './aws-errors';
import { AwsClient, metadataOf, type AwsClientConfig } from './service-client';
import { escapeUri } from './sigv4';
import type { WireResponse } from './transport';

/** Text and tool use are typed: the adapters send and read nothing else; other blocks (images, documents) pass as they are. */
export interface ContentBlock {
  text?: string;
  /** The model's call of a tool: its input is the tool's arguments, shaped by the tool's input schema. */
  toolUse?: { toolUseId: string; name: string; input: unknown };
  [member: string]: unknown;
}

export interface Message {
  role: 'user' | 'assistant';
  content: ContentBlock[];
}

export interface InferenceConfiguration {
  maxTokens?: number;
  temperature?: number;
  topP?: number;
  stopSequences?: string[];
}

export interface ToolSpecification {
  name: string;
  description?: string;
  inputSchema: { json: Record<string, unknown> };
}

/** Tools the model may call; `toolChoice: { tool: { name } }` makes it call that one. */
export interface ToolConfiguration {
  tools: Array<{ toolSpec: ToolSpecification }>;
  toolChoice?: { auto: Record<string, never> } | { any: Record<string, never> } | { tool: { name: string } };
}

export interface GuardrailConfiguration {
  guardrailIdentifier: string;
  guardrailVersion: string;
  trace?: 'enabled' | 'disabled' | 'enabled_full';
}

export interface ConverseCommandInput {
  /** A model id (`amazon.nova-lite-v1:0`), an inference profile id, or an ARN. */
  modelId: string;
  messages?: Message[];
  system?: ContentBlock[];
  inferenceConfig?: InferenceConfiguration;
  toolConfig?: ToolConfiguration;
  guardrailConfig?: GuardrailConfiguration;
  additionalModelRequestFields?: Record<string, unknown>;
  additionalModelResponseFieldPaths?: string[];
  requestMetadata?: Record<string, string>;
  performanceConfig?: { latency?: 'standard' | 'optimized' };
}

export type StopReason =
  | 'end_turn' | 'tool_use' | 'max_tokens' | 'stop_sequence' | 'guardrail_intervened' | 'content_filtered'
  | 'malformed_model_output' | 'malformed_tool_use' | 'model_context_window_exceeded';

export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  totalTokens: number;
  cacheReadInputTokens?: number;
  cacheWriteInputTokens?: number;
}

export interface ConverseCommandOutput extends MetadataBearer {
  output?: { message?: Message };
  stopReason?: StopReason;
  usage?: TokenUsage;
  metrics?: { latencyMs: number };
  additionalModelResponseFields?: unknown;
  trace?: unknown;
  performanceConfig?: { latency?: 'standard' | 'optimized' };
}

export interface InvokeModelCommandInput {
  modelId: string;
  /** The model's own request, e.g. Nova Canvas's JSON; sent as given. */
  body?: string | Uint8Array;
  /** Default `application/octet-stream`, as the SDK sends. */
  contentType?: string;
  accept?: string;
  trace?: 'ENABLED' | 'DISABLED' | 'ENABLED_FULL';
  guardrailIdentifier?: string;
  guardrailVersion?: string;
  performanceConfigLatency?: 'standard' | 'optimized';
}

export interface InvokeModelCommandOutput extends MetadataBearer {
  /** The model's answer as bytes. */
  body: Uint8Array;
  contentType: string;
  performanceConfigLatency?: string;
}

export type GuardrailContentSource = 'INPUT' | 'OUTPUT';

/** Text is typed: the adapters send nothing else; other blocks (images) pass as they are. */
export interface GuardrailContentBlock {
  text?: { text: string; qualifiers?: Array<'grounding_source' | 'query' | 'guard_content'> };
  [member: string]: unknown;
}

export interface ApplyGuardrailCommandInput {
  /** The guardrail's id (`gr0123456789`) or its ARN. */
  guardrailIdentifier: string;
  /** `DRAFT` or a version number. */
  guardrailVersion: string;
  source: GuardrailContentSource;
  content: GuardrailContentBlock[];
  /** `FULL` also lists what was checked and not detected. */
  outputScope?: 'INTERVENTIONS' | 'FULL';
}

export type GuardrailContentFilterType = 'INSULTS' | 'HATE' | 'SEXUAL' | 'VIOLENCE' | 'MISCONDUCT' | 'PROMPT_ATTACK';
export type GuardrailConfidence = 'NONE' | 'LOW' | 'MEDIUM' | 'HIGH';

export interface GuardrailTopic {
  name: string;
  type: 'DENY';
  action: 'BLOCKED' | 'NONE';
  detected?: boolean;
}

export interface GuardrailContentFilter {
  type: GuardrailContentFilterType;
  confidence: GuardrailConfidence;
  filterStrength?: GuardrailConfidence;
  action: 'BLOCKED' | 'NONE';
  detected?: boolean;
}

export interface GuardrailCustomWord {
  match: string;
  action: 'BLOCKED' | 'NONE';
  detected?: boolean;
}

export interface GuardrailManagedWord {
  match: string;
  type: 'PROFANITY';
  action: 'BLOCKED' | 'NONE';
  detected?: boolean;
}

/** One assessment per policy kind that had something to say; the ones the adapters do not read stay untyped. */
export interface GuardrailAssessment {
  topicPolicy?: { topics: GuardrailTopic[] };
  contentPolicy?: { filters: GuardrailContentFilter[] };
  wordPolicy?: { customWords?: GuardrailCustomWord[]; managedWordLists?: GuardrailManagedWord[] };
  sensitiveInformationPolicy?: unknown;
  contextualGroundingPolicy?: unknown;
  invocationMetrics?: unknown;
  [member: string]: unknown;
}

export interface GuardrailUsage {
  topicPolicyUnits: number;
  contentPolicyUnits: number;
  wordPolicyUnits: number;
  sensitiveInformationPolicyUnits: number;
  sensitiveInformationPolicyFreeUnits: number;
  contextualGroundingPolicyUnits?: number;
  [member: string]: unknown;
}

export interface ApplyGuardrailCommandOutput extends MetadataBearer {
  usage?: GuardrailUsage;
  action: 'NONE' | 'GUARDRAIL_INTERVENED';
  actionReason?: string;
  /** Blocked: the operator's blocked message; masked: the content with masks; untouched: empty. */
  outputs: Array<{ text?: string }>;
  assessments: GuardrailAssessment[];
  guardrailCoverage?: { textCharacters?: { guarded: number; total: number }; images?: { guarded: number; total: number } };
}

export class ConverseCommand {
  declare readonly outputType?: ConverseCommandOutput;
  readonly operation = 'Converse';
  constructor(readonly input: ConverseCommandInput) {}
}

export class InvokeModelCommand {
  declare readonly outputType?: InvokeModelCommandOutput;
  readonly operation = 'InvokeModel';
  constructor(readonly input: InvokeModelCommandInput) {}
}

export class ApplyGuardrailCommand {
  declare readonly outputType?: ApplyGuardrailCommandOutput;
  readonly operation = 'ApplyGuardrail';
  constructor(readonly input: ApplyGuardrailCommandInput) {}
}

export class BedrockRuntimeServiceException extends ServiceException {}

export class AccessDeniedException extends BedrockRuntimeServiceException {
  static override readonly errorName = 'AccessDeniedException';
}

export class InternalServerException extends BedrockRuntimeServiceException {
  static override readonly errorName = 'InternalServerException';
}

/** The model itself failed; `originalStatusCode` is what it answered. */
export class ModelErrorException extends BedrockRuntimeServiceException {
  static override readonly errorName = 'ModelErrorException';
  declare originalStatusCode?: number;
  declare resourceName?: string;
}

export class ModelNotReadyException extends BedrockRuntimeServiceException {
  static override readonly errorName = 'ModelNotReadyException';
  // The model marks it retryable, so the SDK (and this client) try again.
  override $retryable: { throttling?: boolean } = {};
}

export class ModelTimeoutException extends BedrockRuntimeServiceException {
  static override readonly errorName = 'ModelTimeoutException';
}

export class ResourceNotFoundException extends BedrockRuntimeServiceException {
  static override readonly errorName = 'ResourceNotFoundException';
}

export class ServiceQuotaExceededException extends BedrockRuntimeServiceException {
  static override readonly errorName = 'ServiceQuotaExceededException';
}

export class ServiceUnavailableException extends BedrockRuntimeServiceException {
  static override readonly errorName = 'ServiceUnavailableException';
}

export class ThrottlingException extends BedrockRuntimeServiceException {
  static override readonly errorName = 'ThrottlingException';
}

export class ValidationException extends BedrockRuntimeServiceException {
  static override readonly errorName = 'ValidationException';
}

const errors: ErrorTypes = {
  base: BedrockRuntimeServiceException,
  byName: {
    AccessDeniedException, InternalServerException, ModelErrorException, ModelNotReadyException, ModelTimeoutException,
    ResourceNotFoundException, ServiceQuotaExceededException, ServiceUnavailableException, ThrottlingException, ValidationException,
  },
};
// The model declares each error's fault; those it does not name get theirs from the status, as the SDK does.
const serverFaults = new Set(['InternalServerException', 'ServiceUnavailableException']);

// Input members sent as headers, by header name.
const invokeHeaders = {
  accept: 'accept',
  trace: 'x-amzn-bedrock-trace',
  guardrailIdentifier: 'x-amzn-bedrock-guardrailidentifier',
  guardrailVersion: 'x-amzn-bedrock-guardrailversion',
  performanceConfigLatency: 'x-amzn-bedrock-performanceconfig-latency',
} as const;

// Blobs inside a Converse request (image or document bytes) go as base64, as the protocol wants.
function blobsAsBase64(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return raw instanceof Uint8Array ? Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') : value;
}

function jsonObject(body: Buffer): Record<string, unknown> | undefined {
  try {
    const text = body.toString('utf8');
    const parsed: unknown = text.trim() === '' ? {} : JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

const headerOf = (response: WireResponse, name: string): string | undefined => {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

// As the SDK reads an error code: `Code:http://internal.amazon.com/coral/…` or `Namespace#Code` → `Code`.
const sanitizeCode = (raw: string): string => {
  const code = raw.split(',')[0]!.split(':')[0]!;
  return code.includes('#') ? code.split('#')[1]! : code;
};

/** REST-JSON errors: the code from `x-amzn-errortype` (else the body's `code` or `__type`), the body's message. */
function bedrockError(response: WireResponse): ServiceException {
  const { message, Message, __type, code, ...fields } = jsonObject(response.body) ?? {};
  const raw = headerOf(response, 'x-amzn-errortype') || code || __type;
  const name = typeof raw === 'string' && raw ? sanitizeCode(raw) : 'UnknownError';
  const text = message ?? Message;
  const $fault = name in errors.byName ? (serverFaults.has(name) ? 'server' : 'client') : faultOf(response.statusCode);
  return serviceError(errors, { ...fields, name, message: typeof text === 'string' ? text : 'UnknownError', $fault, $metadata: metadataOf(response) });
}

function readConverse(response: WireResponse): Omit<ConverseCommandOutput, '$metadata'> {
  if (response.statusCode < 200 || response.statusCode >= 300) throw bedrockError(response);
  const body = jsonObject(response.body);
  if (body) return body;
  throw Object.assign(new Error('BedrockRuntimeClient could not read the answer: it is not a JSON object'), {
    name: 'DeserializationError',
    $metadata: metadataOf(response),
  });
}

// ApplyGuardrail answers a JSON object too, read as Converse's is.
const readApplyGuardrail = (response: WireResponse) => readConverse(response) as unknown as Omit<ApplyGuardrailCommandOutput, '$metadata'>;

function readInvoke(response: WireResponse): Omit<InvokeModelCommandOutput, '$metadata'> {
  if (response.statusCode < 200 || response.statusCode >= 300) throw bedrockError(response);
  const { body } = response;
  const output: Omit<InvokeModelCommandOutput, '$metadata'> = {
    body: new Uint8Array(body.buffer, body.byteOffset, body.byteLength),
    contentType: headerOf(response, 'content-type') ?? '',
  };
  const latency = headerOf(response, 'x-amzn-bedrock-performanceconfig-latency');
  if (latency !== undefined) output.performanceConfigLatency = latency;
  return output;
}

export class BedrockRuntimeClient extends AwsClient {
  constructor(config: AwsClientConfig = {}) {
    super(
      { clientName: 'BedrockRuntimeClient', signingName: 'bedrock', endpointHost: (region) => `bedrock-runtime.${region}.amazonaws.com` },
      // A picture or a long plan takes tens of seconds to generate: the 5 s other services get would cut it off.
      { ...config, requestTimeoutMs: config.requestTimeoutMs ?? 60_000 },
    );
  }

  send(command: ConverseCommand): Promise<ConverseCommandOutput>;
  send(command: InvokeModelCommand): Promise<InvokeModelCommandOutput>;
  send(command: ApplyGuardrailCommand): Promise<ApplyGuardrailCommandOutput>;
  send(
    command: ConverseCommand | InvokeModelCommand | ApplyGuardrailCommand,
  ): Promise<ConverseCommandOutput | InvokeModelCommandOutput | ApplyGuardrailCommandOutput> {
    type Output = ConverseCommandOutput | InvokeModelCommandOutput | ApplyGuardrailCommandOutput;
    return this.intercept(`${command.operation}Command`, command.input, (): Promise<Output> => {
      if (command.operation === 'Converse') return this.converse(command.input);
      if (command.operation === 'InvokeModel') return this.invokeModel(command.input);
      return this.applyGuardrail(command.input);
    });
  }

  /** `/model/{modelId}/{action}`, the id one segment: its `:` and `/` percent-encoded, as the SDK sends them. */
  modelPath(modelId: string, action: 'converse' | 'invoke'): string {
    if (!modelId) throw new Error('Empty value provided for input HTTP label: modelId.');
    return `${this.endpoint.pathname.replace(/\/+$/, '')}/model/${escapeUri(modelId)}/${action}`;
  }

  /** `/guardrail/{guardrailIdentifier}/version/{guardrailVersion}/apply`, each one segment, encoded as `modelPath` does. */
  guardrailPath(guardrailIdentifier: string, guardrailVersion: string): string {
    if (!guardrailIdentifier) throw new Error('Empty value provided for input HTTP label: guardrailIdentifier.');
    if (!guardrailVersion) throw new Error('Empty value provided for input HTTP label: guardrailVersion.');
    const prefix = this.endpoint.pathname.replace(/\/+$/, '');
    return `${prefix}/guardrail/${escapeUri(guardrailIdentifier)}/version/${escapeUri(guardrailVersion)}/apply`;
  }

  private converse(input: ConverseCommandInput): Promise<ConverseCommandOutput> {
    const { modelId, ...members } = input;
    const body = JSON.stringify(members, blobsAsBase64);
    const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
    return this.exchange({ method: 'POST', path: this.modelPath(modelId, 'converse'), headers, body }, readConverse);
  }

  private applyGuardrail(input: ApplyGuardrailCommandInput): Promise<ApplyGuardrailCommandOutput> {
    const { guardrailIdentifier, guardrailVersion, ...members } = input;
    const path = this.guardrailPath(guardrailIdentifier, guardrailVersion);
    const body = JSON.stringify(members, blobsAsBase64);
    const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
    return this.exchange({ method: 'POST', path, headers, body }, readApplyGuardrail);
  }

  private invokeModel(input: InvokeModelCommandInput): Promise<InvokeModelCommandOutput> {
    const body = typeof input.body === 'string' ? Buffer.from(input.body) : (input.body ?? new Uint8Array());
    const headers: Record<string, string> = {
      'content-type': input.contentType ?? 'application/octet-stream',
      'content-length': String(body.byteLength),
    };
    for (const [member, name] of Object.entries(invokeHeaders)) {
      const value = input[member as keyof typeof invokeHeaders];
      if (value !== undefined) headers[name] = value;
    }
    return this.exchange({ method: 'POST', path: this.modelPath(input.modelId, 'invoke'), headers, body }, readInvoke);
  }
}
