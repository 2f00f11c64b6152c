import {
  BedrockRuntimeClient, InvokeModelCommand, ThrottlingException, ValidationException,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { BedrockImageModel, type NovaCanvasRequest } from '../../../lambdas/adapters/ai/bedrock-image-model';
import {
  ProviderRejectedError, ProviderThrottledError, ProviderUnavailableError,
} from '../../../lambdas/ports/provider-errors';
import type { IllustrateInput } from '../../../lambdas/ports/image-model';

const bedrock = mockClient(BedrockRuntimeClient);
const model = () => new BedrockImageModel({ client: new BedrockRuntimeClient({ region: 'us-east-1' }) });

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const okBody = (payload: unknown) => new TextEncoder().encode(JSON.stringify(payload)) as never;

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

function sentRequest(call = 0): { modelId?: string; contentType?: string; accept?: string; body: NovaCanvasRequest } {
  const sent = bedrock.commandCalls(InvokeModelCommand)[call]!.args[0].input;
  return { ...sent, body: JSON.parse(new TextDecoder().decode(sent.body as Uint8Array)) as NovaCanvasRequest };
}

beforeEach(() => bedrock.reset());

describe('Bedrock illustrator: Nova Canvas request', () => {
  it('asks Nova Canvas for one TEXT_IMAGE picture with the style, the hero and the scene', async () => {
    bedrock.on(InvokeModelCommand).resolves({ body: okBody({ images: [Buffer.from(PNG).toString('base64')] }), contentType: 'application/json' });
    await model().illustrate(input);
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
    expect(body.imageGenerationConfig).toMatchObject({ numberOfImages: 1, width: 1024, height: 768, quality: 'standard' });
    expect(body.imageGenerationConfig.seed).toBeGreaterThanOrEqual(0);
    expect(body.imageGenerationConfig.seed).toBeLessThanOrEqual(858_993_459);
  });

  it('uses one seed per book and describes styles Nova has no preset for in words', async () => {
    bedrock.on(InvokeModelCommand).resolves({ body: okBody({ images: [Buffer.from(PNG).toString('base64')] }), contentType: 'application/json' });
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
    bedrock.on(InvokeModelCommand).resolves({ body: okBody({ images: [Buffer.from(PNG).toString('base64')] }), contentType: 'application/json' });
    const picture = await model().illustrate(input);
    expect(picture).toEqual({ contentType: 'image/png', body: PNG, extension: 'png' });
  });

  it('treats a picture blocked after generation as a refusal, and a missing one as transient', async () => {
    bedrock.on(InvokeModelCommand).resolves({ body: okBody({ images: [], error: 'All of the generated images have been blocked by our content filters.' }), contentType: 'application/json' });
    await expect(model().illustrate(input)).rejects.toBeInstanceOf(ProviderRejectedError);
    bedrock.on(InvokeModelCommand).resolves({ body: okBody({ images: [] }), contentType: 'application/json' });
    await expect(model().illustrate(input)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('Bedrock illustrator: error mapping', () => {
  it('maps throttling to the transient error and validation to the permanent one', async () => {
    bedrock.on(InvokeModelCommand).rejects(new ThrottlingException({ message: 'Too many requests', $metadata: {} }));
    await expect(model().illustrate(input)).rejects.toBeInstanceOf(ProviderThrottledError);
    bedrock.on(InvokeModelCommand).rejects(new ValidationException({ message: 'This request has been blocked by our content filters.', $metadata: {} }));
    const refused = await model().illustrate(input).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProviderRejectedError);
    expect((refused as Error).message).toMatch(/content filters/);
  });

  it('maps an unknown 5xx and a dropped connection to unavailable', async () => {
    bedrock.on(InvokeModelCommand).rejects(Object.assign(new Error('boom'), { name: 'SomethingNew', $metadata: { httpStatusCode: 503 } }));
    await expect(model().illustrate(input)).rejects.toBeInstanceOf(ProviderUnavailableError);
    bedrock.on(InvokeModelCommand).rejects(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
    await expect(model().illustrate(input)).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});
