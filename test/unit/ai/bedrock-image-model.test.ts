import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BedrockImageModel, type NovaCanvasRequest } from '../../../lambdas/adapters/ai/bedrock-image-model';
import { BedrockRuntimeClient } from '../../../lambdas/adapters/aws/bedrock-runtime-client';
import {
  ProviderRejectedError, ProviderThrottledError, ProviderUnavailableError,
} from '../../../lambdas/ports/provider-errors';
import type { IllustrateInput } from '../../../lambdas/ports/image-model';
import { bedrockError, dropConnection, hang, imageReply, startFakeBedrock, type FakeBedrock } from '../../support/fake-bedrock';

let bedrock: FakeBedrock;
beforeAll(async () => {
  bedrock = await startFakeBedrock();
});
afterAll(() => bedrock.close());
beforeEach(() => bedrock.reset());

const model = (config: ConstructorParameters<typeof BedrockRuntimeClient>[0] = {}) =>
  new BedrockImageModel({ client: new BedrockRuntimeClient({ region: 'us-east-1', endpoint: bedrock.endpoint, ...config }) });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

const input: IllustrateInput = {
  bookId: 'b00c0000-0000-4000-8000-000000000001',
  index: 3,
  style: '3d',
  prompt: 'Sunset in a meadow. Pip the hedgehog gazes at the sky.',
  characterSheet: {
    name: 'Pip', kind: 'hedgehog', bodyColor: '#9a6a3f', accentColor: '#e63946', outfit: 'a bright red scarf',
    feature: 'a star-shaped patch on one cheek', description: 'Pip is a small round hedgehog with warm brown spiky fur and a bright red scarf.',
  },
  isCover: false,
};

/** The InvokeModel request the fake got: the model id from the path, the headers, the Nova Canvas body. */
function sentRequest(n = 0): { modelId: string; contentType?: string; accept?: string; body: NovaCanvasRequest } {
  const request = bedrock.requests[n]!;
  return {
    modelId: request.modelId,
    contentType: request.headers['content-type'],
    accept: request.headers.accept,
    body: request.body as NovaCanvasRequest,
  };
}

describe('Bedrock illustrator: Nova Canvas request', () => {
  it('asks Nova Canvas for one TEXT_IMAGE picture with the style, the hero and the scene', async () => {
    bedrock.answer(imageReply([PNG]));
    await model().illustrate(input);
    expect(bedrock.requests).toHaveLength(1);
    expect(bedrock.requests[0]!.operation).toBe('invoke');
    expect(bedrock.requests[0]!.path).toBe('/model/amazon.nova-canvas-v1%3A0/invoke');
    expect(bedrock.requests[0]!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=\w+\/\d{8}\/us-east-1\/bedrock\/aws4_request, SignedHeaders=accept;content-length;content-type;host;/);
    const { modelId, contentType, accept, body } = sentRequest();
    expect(modelId).toBe('amazon.nova-canvas-v1:0');
    expect(contentType).toBe('application/json');
    expect(accept).toBe('application/json');
    expect(body.taskType).toBe('TEXT_IMAGE');
    expect(body.textToImageParams.text).toMatch(/^3D animated film render/);
    expect(body.textToImageParams.text).toContain(input.characterSheet.description);
    expect(body.textToImageParams.text).toContain(input.prompt);
    expect(body.textToImageParams.text.length).toBeLessThanOrEqual(1024);
    expect(body.textToImageParams.negativeText).toMatch(/text, letters/);
    expect(body.textToImageParams.style).toBe('3D_ANIMATED_FAMILY_FILM');
    expect(body.imageGenerationConfig).toMatchObject({ numberOfImages: 1, width: 1024, height: 768, quality: 'standard', cfgScale: 7.5 });
    expect(body.imageGenerationConfig.seed).toBeGreaterThanOrEqual(0);
    expect(body.imageGenerationConfig.seed).toBeLessThanOrEqual(858_993_459);
  });

  it('uses one seed per book and describes styles Nova has no preset for in words', async () => {
    bedrock.handle(() => imageReply([PNG]));
    const m = model();
    await m.illustrate(input);
    await m.illustrate({ ...input, index: 7, style: 'crayon', isCover: true, title: 'Pip' });
    const [first, second] = [sentRequest(0).body, sentRequest(1).body];
    expect(second.imageGenerationConfig.seed).toBe(first.imageGenerationConfig.seed);
    expect(second.textToImageParams.style).toBeUndefined();
    expect(second.textToImageParams.text).toMatch(/crayon drawing/);
    expect(second.textToImageParams.text).toMatch(/cover/i);
  });
});

describe('Bedrock illustrator: response parsing', () => {
  it('decodes the base64 PNG from images[0]', async () => {
    bedrock.answer(imageReply([PNG]));
    const picture = await model().illustrate(input);
    expect(picture).toEqual({ contentType: 'image/png', body: PNG, extension: 'png' });
  });

  it('recognises a JPEG by its first bytes', async () => {
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 9, 9]);
    bedrock.answer(imageReply([jpeg]));
    expect(await model().illustrate(input)).toEqual({ contentType: 'image/jpeg', body: jpeg, extension: 'jpg' });
  });

  it('treats a picture blocked after generation as a refusal, and a missing one as transient', async () => {
    bedrock.answer(imageReply([], 'All of the generated images have been blocked by our content filters.'), imageReply([]));
    await expect(model().illustrate(input)).rejects.toBeInstanceOf(ProviderRejectedError);
    await expect(model().illustrate(input)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });

  it('treats an answer that is not JSON as transient', async () => {
    bedrock.answer({ status: 200, headers: { 'content-type': 'application/json' }, body: '<html>' });
    await expect(model().illustrate(input)).rejects.toThrow(/unreadable response/);
  });
});

describe('Bedrock illustrator: error mapping', () => {
  it('maps throttling to the transient error and validation to the permanent one', async () => {
    bedrock.handle(() => bedrockError('ThrottlingException', 'Too many requests'));
    await expect(model({ maxAttempts: 1 }).illustrate(input)).rejects.toBeInstanceOf(ProviderThrottledError);
    bedrock.handle(() => bedrockError('ValidationException', 'This request has been blocked by our content filters.'));
    const refused = await model().illustrate(input).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProviderRejectedError);
    expect((refused as Error).message).toMatch(/content filters/);
  });

  it('maps an unknown 5xx and a dropped connection to unavailable', async () => {
    bedrock.handle(() => ({ status: 503, headers: { 'x-amzn-errortype': 'SomethingNew' }, body: '{"message":"boom"}' }));
    const unknown = await model({ maxAttempts: 1 }).illustrate(input).catch((e: unknown) => e);
    expect(unknown).toBeInstanceOf(ProviderUnavailableError);
    expect((unknown as Error).cause).toMatchObject({ name: 'SomethingNew', $fault: 'server', $metadata: { httpStatusCode: 503 } });
    bedrock.handle(() => dropConnection);
    const dropped = await model({ maxAttempts: 1 }).illustrate(input).catch((e: unknown) => e);
    expect(dropped).toBeInstanceOf(ProviderUnavailableError);
    expect((dropped as Error).cause).toMatchObject({ code: 'ECONNRESET' });
  });

  it('a throttled answer is retried by the client itself, and the picture then arrives', async () => {
    bedrock.answer(bedrockError('ThrottlingException', 'Too many requests, please wait before trying again.'), imageReply([PNG]));
    expect((await model().illustrate(input)).body).toEqual(PNG);
    expect(bedrock.requests).toHaveLength(2);
  });

  it('AccessDeniedException naming a role ARN and the account: refused at once, neither reaches the message', async () => {
    const denial =
      'User: arn:aws:sts::123456789012:assumed-role/Storybook-production-IllustrateRole/Storybook-production-illustratePage is not authorized to perform: ' +
      'bedrock:InvokeModel on resource: arn:aws:bedrock:us-east-1::foundation-model/amazon.nova-canvas-v1:0';
    bedrock.handle(() => bedrockError('AccessDeniedException', denial));
    const error = await model().illustrate(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRejectedError);
    expect(bedrock.requests).toHaveLength(1);
    expect((error as Error).message).not.toMatch(/123456789012|arn:aws/);
    expect((error as Error).cause).toMatchObject({ name: 'AccessDeniedException', message: denial });
  });

  it('a picture that takes longer than the request timeout: 3 attempts, then ProviderUnavailableError', async () => {
    bedrock.handle(() => hang);
    const started = Date.now();
    const error = await model({ requestTimeoutMs: 100 }).illustrate(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as Error).cause).toMatchObject({ name: 'TimeoutError', $fault: 'server', $metadata: { attempts: 3 } });
    expect(bedrock.requests).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
