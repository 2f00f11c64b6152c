// Converse and InvokeModel against the fake Bedrock Runtime: the path the model id makes, the signature, the
// errors as the SDK names them, the retries.
import { createHash } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AccessDeniedException,
  ApplyGuardrailCommand,
  BedrockRuntimeClient,
  BedrockRuntimeServiceException,
  ConverseCommand,
  InternalServerException,
  InvokeModelCommand,
  ModelErrorException,
  ModelNotReadyException,
  ModelTimeoutException,
  ResourceNotFoundException,
  ServiceQuotaExceededException,
  ServiceUnavailableException,
  ThrottlingException,
  ValidationException,
  type ConverseCommandInput,
} from '../../lambdas/adapters/aws/bedrock-runtime-client';
import type { InterceptedCall } from '../../lambdas/adapters/aws/interceptors';
import { Sha256 } from '../support/sdk-signer-hash';
import {
  applyGuardrailReply, bedrockError, converseReply, converseToolUse, imageReply, startFakeBedrock, type BedrockErrorName, type FakeBedrock,
} from '../support/fake-bedrock';

let bedrock: FakeBedrock;
beforeAll(async () => {
  bedrock = await startFakeBedrock();
});
afterAll(() => bedrock.close());
beforeEach(() => bedrock.reset());

const credentials = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', sessionToken: 'IQoJb3JpZ2luX2VjEJr//////////wEaCXVzLWVhc3QtMSJHMEUCIQ+token' };
const client = (config: ConstructorParameters<typeof BedrockRuntimeClient>[0] = {}) =>
  new BedrockRuntimeClient({ region: 'us-east-1', endpoint: bedrock.endpoint, credentials, ...config });

const NOVA_LITE = 'amazon.nova-lite-v1:0';
const PROFILE_ARN = 'arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.amazon.nova-lite-v1:0';
const converse = (modelId: string): ConverseCommandInput => ({
  modelId,
  system: [{ text: 'Answer with one JSON object only.' }],
  messages: [{ role: 'user', content: [{ text: 'Plan a book about Pip, the hedgehog who wants to fly ✓' }] }],
  inferenceConfig: { maxTokens: 512, temperature: 0.7, topP: 0.9 },
});

describe('the model id is one path segment, encoded as the SDK encodes it', () => {
  // The paths @aws-sdk/client-bedrock-runtime 3.1163 sends for the same ids.
  it.each([
    [NOVA_LITE, '/model/amazon.nova-lite-v1%3A0/converse'],
    [PROFILE_ARN, '/model/arn%3Aaws%3Abedrock%3Aus-east-1%3A123456789012%3Ainference-profile%2Fus.amazon.nova-lite-v1%3A0/converse'],
  ])('%s', async (modelId, path) => {
    bedrock.answer(converseReply('{"ok":true}'));
    const output = await client().send(new ConverseCommand(converse(modelId)));
    expect(output.output?.message?.content[0]?.text).toBe('{"ok":true}');
    expect(bedrock.requests[0]!.path).toBe(path);
    expect(bedrock.requests[0]!.modelId).toBe(modelId);
  });

  it('an endpoint with a path keeps it in front; an empty model id is refused before sending', async () => {
    expect(client({ endpoint: 'https://proxy.example.com/bedrock/' }).modelPath(NOVA_LITE, 'invoke')).toBe('/bedrock/model/amazon.nova-lite-v1%3A0/invoke');
    await expect(client().send(new ConverseCommand(converse('')))).rejects.toThrow(/modelId/);
    expect(bedrock.requests).toHaveLength(0);
  });

  it('without an endpoint, the regional one: https://bedrock-runtime.{region}.amazonaws.com', () => {
    expect(new BedrockRuntimeClient({ region: 'eu-west-1' }).endpoint.href).toBe('https://bedrock-runtime.eu-west-1.amazonaws.com/');
  });
});


describe('the signature is byte-equal to @smithy/signature-v4 (signing name bedrock, path encoded twice)', () => {
  it.each([NOVA_LITE, PROFILE_ARN])('a Converse request for %s, as the fake received it', async (modelId) => {
    bedrock.answer(converseReply('{}'));
    await client().send(new ConverseCommand(converse(modelId)));
    const [received] = bedrock.requests;
    const { authorization, connection: _unsigned, ...headers } = received!.headers as Record<string, string>;
    const stamp = headers['x-amz-date']!;
    const signingDate = new Date(`${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13)}`);
    const { port } = new URL(bedrock.endpoint);
    const smithy = new SignatureV4({ service: 'bedrock', region: 'us-east-1', credentials, sha256: Sha256, uriEscapePath: true });
    const theirs = await smithy.sign(
      { protocol: 'http:', hostname: '127.0.0.1', port: Number(port), method: 'POST', path: received!.path, query: {}, headers, body: received!.rawBody },
      { signingDate },
    );
    expect(authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/bedrock\/aws4_request, SignedHeaders=content-length;content-type;host;x-amz-content-sha256;x-amz-date;x-amz-security-token, Signature=[0-9a-f]{64}$/);
    expect(authorization).toBe(theirs.headers.authorization);
    expect(headers['x-amz-content-sha256']).toBe(createHash('sha256').update(received!.rawBody).digest('hex'));
    expect(headers['x-amz-security-token']).toBe(credentials.sessionToken);
  });
});

describe('Converse: JSON both ways', () => {
  it('sends every member but the model id; answers output, stopReason, usage, metrics and $metadata', async () => {
    bedrock.answer(converseReply('Once upon a time', 'max_tokens'));
    const output = await client().send(new ConverseCommand(converse(NOVA_LITE)));
    const { modelId: _inPath, ...members } = converse(NOVA_LITE);
    expect(bedrock.requests[0]!.body).toEqual(members);
    expect(output).toMatchObject({
      output: { message: { role: 'assistant', content: [{ text: 'Once upon a time' }] } },
      stopReason: 'max_tokens',
      usage: { inputTokens: expect.any(Number), outputTokens: expect.any(Number), totalTokens: expect.any(Number) },
      metrics: { latencyMs: expect.any(Number) },
      $metadata: { httpStatusCode: 200, requestId: expect.stringMatching(/^fake-request-/), attempts: 1, totalRetryDelay: 0 },
    });
  });

  it('toolConfig and guardrailConfig go as given; a toolUse block in the answer comes back with its input', async () => {
    bedrock.answer(converseToolUse('write_book_page', { title: 'Pip', content: 'Pip flies.' }));
    const request: ConverseCommandInput = {
      ...converse(NOVA_LITE),
      toolConfig: {
        tools: [{ toolSpec: { name: 'write_book_page', description: 'One page.', inputSchema: { json: { type: 'object', properties: { title: { type: 'string' } }, required: ['title'] } } } }],
        toolChoice: { tool: { name: 'write_book_page' } },
      },
      guardrailConfig: { guardrailIdentifier: 'gr0123456789', guardrailVersion: '1' },
    };
    const output = await client().send(new ConverseCommand(request));
    const { modelId: _inPath, ...members } = request;
    expect(bedrock.requests[0]!.body).toEqual(members);
    expect(output.stopReason).toBe('tool_use');
    expect(output.output?.message?.content[0]?.toolUse).toEqual({ toolUseId: 'tooluse_write_book_page_1', name: 'write_book_page', input: { title: 'Pip', content: 'Pip flies.' } });
  });

  it('bytes inside a content block go as base64', async () => {
    bedrock.answer(converseReply('a hedgehog'));
    const picture = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    await client().send(new ConverseCommand({ modelId: NOVA_LITE, messages: [{ role: 'user', content: [{ text: 'What is this?' }, { image: { format: 'png', source: { bytes: picture } } }] }] }));
    expect(bedrock.requests[0]!.body).toEqual({
      messages: [{ role: 'user', content: [{ text: 'What is this?' }, { image: { format: 'png', source: { bytes: Buffer.from(picture).toString('base64') } } }] }],
    });
  });

  it('a 200 that is not JSON: DeserializationError, not retried', async () => {
    bedrock.handle(() => ({ status: 200, body: '<html>' }));
    await expect(client().send(new ConverseCommand(converse(NOVA_LITE)))).rejects.toMatchObject({ name: 'DeserializationError', $metadata: { httpStatusCode: 200 } });
    expect(bedrock.requests).toHaveLength(1);
  });
});

describe('InvokeModel: the model’s own bytes both ways', () => {
  it('a string body as UTF-8 with contentType and accept; the answer’s bytes and content type', async () => {
    const picture = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    bedrock.answer(imageReply([picture]));
    const request = JSON.stringify({ taskType: 'TEXT_IMAGE', textToImageParams: { text: 'Pip flies ✓' } });
    const output = await client().send(new InvokeModelCommand({ modelId: 'amazon.nova-canvas-v1:0', body: request, contentType: 'application/json', accept: 'application/json' }));
    const [received] = bedrock.requests;
    expect(received!.path).toBe('/model/amazon.nova-canvas-v1%3A0/invoke');
    expect(received!.rawBody.toString('utf8')).toBe(request);
    expect(received!.headers).toMatchObject({ 'content-type': 'application/json', accept: 'application/json', 'content-length': String(Buffer.byteLength(request)) });
    expect(received!.headers.authorization).toContain('SignedHeaders=accept;content-length;content-type;host;');
    expect(output.body).toBeInstanceOf(Uint8Array);
    expect(JSON.parse(new TextDecoder().decode(output.body))).toEqual({ images: [Buffer.from(picture).toString('base64')] });
    expect(output.contentType).toBe('application/json');
    expect(output.$metadata).toMatchObject({ httpStatusCode: 200, attempts: 1 });
  });

  it('a byte body exactly as given, application/octet-stream by default; Bedrock’s optional headers when set', async () => {
    bedrock.answer({ status: 200, headers: { 'content-type': 'application/octet-stream' }, body: 'raw' });
    const bytes = new Uint8Array(Array.from({ length: 256 }, (_, i) => i));
    const output = await client().send(new InvokeModelCommand({ modelId: 'm', body: bytes, trace: 'ENABLED', guardrailIdentifier: 'g-1', guardrailVersion: '2', performanceConfigLatency: 'optimized' }));
    const [received] = bedrock.requests;
    expect(new Uint8Array(received!.rawBody)).toEqual(bytes);
    expect(received!.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'x-amzn-bedrock-trace': 'ENABLED',
      'x-amzn-bedrock-guardrailidentifier': 'g-1',
      'x-amzn-bedrock-guardrailversion': '2',
      'x-amzn-bedrock-performanceconfig-latency': 'optimized',
    });
    expect(received!.headers.accept).toBeUndefined();
    expect(new TextDecoder().decode(output.body)).toBe('raw');
  });
});

describe('errors: read from x-amzn-errortype and the body’s message, under the SDK’s names and faults', () => {
  const cases: Array<[BedrockErrorName, typeof BedrockRuntimeServiceException, 'client' | 'server', number]> = [
    ['AccessDeniedException', AccessDeniedException, 'client', 1],
    ['ValidationException', ValidationException, 'client', 1],
    ['ResourceNotFoundException', ResourceNotFoundException, 'client', 1],
    ['ServiceQuotaExceededException', ServiceQuotaExceededException, 'client', 1],
    ['ModelTimeoutException', ModelTimeoutException, 'client', 1],
    ['ModelErrorException', ModelErrorException, 'client', 1],
    // Throttling (and a 429), the retryable ModelNotReady, and the 5xx: retried, 3 attempts in all.
    ['ThrottlingException', ThrottlingException, 'client', 3],
    ['ModelNotReadyException', ModelNotReadyException, 'client', 3],
    ['InternalServerException', InternalServerException, 'server', 3],
    ['ServiceUnavailableException', ServiceUnavailableException, 'server', 3],
  ];

  it.each(cases)('%s', async (name, errorClass, $fault, attempts) => {
    bedrock.handle(() => bedrockError(name, `${name} from the fake`));
    const error = await client().send(new ConverseCommand(converse(NOVA_LITE))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(errorClass);
    expect(error).toBeInstanceOf(BedrockRuntimeServiceException);
    expect(error).toMatchObject({ name, message: `${name} from the fake`, $fault, $metadata: { httpStatusCode: expect.any(Number), requestId: expect.any(String), attempts } });
    expect(bedrock.requests).toHaveLength(attempts);
  });

  it('throttling is marked as the SDK marks it ($retryable.throttling), which dependency-errors.ts reads', async () => {
    bedrock.handle(() => bedrockError('ThrottlingException', 'Too many requests'));
    const error = await client({ maxAttempts: 1 }).send(new ConverseCommand(converse(NOVA_LITE))).catch((e: unknown) => e);
    expect(error).toMatchObject({ $retryable: { throttling: true }, $metadata: { httpStatusCode: 429 } });
  });

  it('ModelErrorException carries the model’s own status and the resource; a code only in the body is read too', async () => {
    bedrock.answer(
      { status: 424, headers: { 'x-amzn-errortype': 'ModelErrorException:http://internal.amazon.com/coral/com.amazon.bedrock/' }, body: JSON.stringify({ message: 'The model failed', originalStatusCode: 500, resourceName: 'nova' }) },
      { status: 400, body: JSON.stringify({ __type: 'com.amazon.coral.validate#ValidationException', message: 'bad field' }) },
    );
    const modelError = await client().send(new InvokeModelCommand({ modelId: 'm', body: '{}' })).catch((e: unknown) => e);
    expect(modelError).toBeInstanceOf(ModelErrorException);
    expect(modelError).toMatchObject({ originalStatusCode: 500, resourceName: 'nova', $metadata: { httpStatusCode: 424 } });
    await expect(client().send(new InvokeModelCommand({ modelId: 'm', body: '{}' }))).rejects.toMatchObject({ name: 'ValidationException', message: 'bad field' });
  });

  it('a code Bedrock does not document: the base class, its fault from the status', async () => {
    bedrock.handle(() => ({ status: 418, headers: { 'x-amzn-errortype': 'BrandNewException' }, body: '{"message":"new"}' }));
    const error = await client().send(new ConverseCommand(converse(NOVA_LITE))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BedrockRuntimeServiceException);
    expect(error).toMatchObject({ name: 'BrandNewException', message: 'new', $fault: 'client', $metadata: { httpStatusCode: 418, attempts: 1 } });
  });
});

describe('retries and interceptors', () => {
  it('throttled, then answered: one intercepted ConverseCommand, two requests, each signed afresh', async () => {
    bedrock.answer(bedrockError('ThrottlingException', 'Too many requests'), converseReply('done'));
    const calls: InterceptedCall[] = [];
    const after: unknown[] = [];
    const output = await client({ interceptors: [{ before: (call) => void calls.push(call), after: (_, out) => void after.push(out) }] }).send(
      new ConverseCommand(converse(NOVA_LITE)),
    );
    expect(output.$metadata).toMatchObject({ httpStatusCode: 200, attempts: 2 });
    expect(calls).toEqual([{ client: 'BedrockRuntimeClient', command: 'ConverseCommand', input: converse(NOVA_LITE), signedLocally: false }]);
    expect(after).toEqual([output]);
    expect(bedrock.requests).toHaveLength(2);
    expect(bedrock.requests.every((request) => request.headers.authorization !== undefined)).toBe(true);
  });
});

describe('ApplyGuardrail: the guardrail id and version as path segments, source and content as JSON', () => {
  const GUARDRAIL_ARN = 'arn:aws:bedrock:us-east-1:123456789012:guardrail/gr0123456789';
  const apply = (guardrailIdentifier: string, guardrailVersion = 'DRAFT') =>
    new ApplyGuardrailCommand({ guardrailIdentifier, guardrailVersion, source: 'INPUT', content: [{ text: { text: 'A dragon who loves tea ✓' } }] });

  // The segments encoded as the SDK encodes an HTTP label: `:` and `/` percent-encoded.
  it.each([
    ['gr0123456789', '/guardrail/gr0123456789/version/DRAFT/apply'],
    [GUARDRAIL_ARN, '/guardrail/arn%3Aaws%3Abedrock%3Aus-east-1%3A123456789012%3Aguardrail%2Fgr0123456789/version/DRAFT/apply'],
  ])('%s', async (identifier, path) => {
    bedrock.answer(applyGuardrailReply());
    await client().send(apply(identifier));
    expect(bedrock.requests[0]!.path).toBe(path);
    expect(bedrock.requests[0]!.guardrail).toEqual({ identifier, version: 'DRAFT' });
  });

  it('an endpoint with a path keeps it in front; an empty identifier or version is refused before sending', async () => {
    expect(client({ endpoint: 'https://proxy.example.com/bedrock/' }).guardrailPath('gr1', '2')).toBe('/bedrock/guardrail/gr1/version/2/apply');
    await expect(client().send(apply(''))).rejects.toThrow(/guardrailIdentifier/);
    await expect(client().send(apply('gr1', ''))).rejects.toThrow(/guardrailVersion/);
    expect(bedrock.requests).toHaveLength(0);
  });

  it('the signature is byte-equal to @smithy/signature-v4 for an ARN path', async () => {
    bedrock.answer(applyGuardrailReply());
    await client().send(apply(GUARDRAIL_ARN, '3'));
    const [received] = bedrock.requests;
    const { authorization, connection: _unsigned, ...headers } = received!.headers as Record<string, string>;
    const stamp = headers['x-amz-date']!;
    const signingDate = new Date(`${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 11)}:${stamp.slice(11, 13)}:${stamp.slice(13)}`);
    const { port } = new URL(bedrock.endpoint);
    const smithy = new SignatureV4({ service: 'bedrock', region: 'us-east-1', credentials, sha256: Sha256, uriEscapePath: true });
    const theirs = await smithy.sign(
      { protocol: 'http:', hostname: '127.0.0.1', port: Number(port), method: 'POST', path: received!.path, query: {}, headers, body: received!.rawBody },
      { signingDate },
    );
    expect(authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/us-east-1\/bedrock\/aws4_request, /);
    expect(authorization).toBe(theirs.headers.authorization);
  });

  it('sends every member but the path labels; answers action, outputs, assessments, usage and $metadata', async () => {
    const finding = { contentPolicy: { filters: [{ type: 'VIOLENCE', confidence: 'HIGH', filterStrength: 'HIGH', action: 'BLOCKED' as const, detected: true }] } };
    bedrock.answer(applyGuardrailReply([finding], { blockedMessage: 'Sorry, not that.' }));
    const calls: InterceptedCall[] = [];
    const command = new ApplyGuardrailCommand({ ...apply('gr0123456789').input, source: 'OUTPUT', outputScope: 'FULL' });
    const output = await client({ interceptors: [{ before: (call) => void calls.push(call) }] }).send(command);
    expect(bedrock.requests[0]!.body).toEqual({ source: 'OUTPUT', content: [{ text: { text: 'A dragon who loves tea ✓' } }], outputScope: 'FULL' });
    expect(bedrock.requests[0]!.headers['content-type']).toBe('application/json');
    expect(output).toMatchObject({
      action: 'GUARDRAIL_INTERVENED',
      actionReason: 'Guardrail blocked.',
      outputs: [{ text: 'Sorry, not that.' }],
      assessments: [finding],
      usage: { topicPolicyUnits: expect.any(Number), contentPolicyUnits: expect.any(Number) },
      $metadata: { httpStatusCode: 200, requestId: expect.stringMatching(/^fake-request-/), attempts: 1 },
    });
    expect(calls.map((call) => call.command)).toEqual(['ApplyGuardrailCommand']);
  });

  it.each([
    ['AccessDeniedException', AccessDeniedException, 1],
    ['ResourceNotFoundException', ResourceNotFoundException, 1],
    ['ValidationException', ValidationException, 1],
    ['ThrottlingException', ThrottlingException, 3],
    ['InternalServerException', InternalServerException, 3],
  ] as const)('%s: the SDK’s class, retried as the SDK retries it', async (name, errorClass, attempts) => {
    bedrock.handle(() => bedrockError(name, `${name} from the fake`));
    const error = await client().send(apply('gr0123456789')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(errorClass);
    expect(error).toMatchObject({ name, message: `${name} from the fake`, $metadata: { attempts } });
    expect(bedrock.requests).toHaveLength(attempts);
  });
});
