import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BedrockImageModel, type NovaCanvasRequest } from '../../../lambdas/adapters/ai/bedrock-image-model';
import {
  bookSeed, imageFamilyOf, nearestAspectRatio, STABILITY_ASPECT_RATIOS,
} from '../../../lambdas/adapters/ai/bedrock-image-families';
import { encodePng } from '../../../lambdas/adapters/ai/picture-fit';
import { pngSize } from '../../support/png-header';
import { BedrockRuntimeClient } from '../../../lambdas/adapters/aws/bedrock-runtime-client';
import {
  ProviderRejectedError, ProviderThrottledError, ProviderUnavailableError,
} from '../../../lambdas/ports/provider-errors';
import type { IllustrateInput } from '../../../lambdas/ports/image-model';
import {
  bedrockError, dropConnection, guardrailBlocked, hang, imageReply, stabilityReply, startFakeBedrock, type FakeBedrock,
} from '../../support/fake-bedrock';

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

// ---- Model families, fixtures from the published request and response examples (test/fixtures/bedrock) ----

interface Fixture {
  _source: string;
  _required: Record<string, string[]>;
  textToImage: Record<string, unknown>;
  imageToImage?: Record<string, unknown>;
  imageVariation?: Record<string, unknown>;
  response: Record<string, unknown>;
  filteredResponse?: Record<string, unknown>;
}
const fixture = (name: string) => JSON.parse(readFileSync(new URL(`../../fixtures/bedrock/${name}.json`, import.meta.url), 'utf8')) as Fixture;

/** Where `actual` leaves the published example: a key it does not document, or a value of another JSON type. */
function departures(actual: unknown, example: unknown, path = ''): string[] {
  const kind = (value: unknown) => (Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value);
  if (kind(actual) !== kind(example)) return [`${path || 'body'} is ${kind(actual)}, the example has ${kind(example)}`];
  if (Array.isArray(actual)) return actual.length && (example as unknown[]).length ? departures(actual[0], (example as unknown[])[0], `${path}[0]`) : [];
  if (kind(actual) !== 'object') return [];
  const documented = example as Record<string, unknown>;
  return Object.entries(actual as Record<string, unknown>).flatMap(([key, value]) =>
    key in documented ? departures(value, documented[key], path ? `${path}.${key}` : key) : [`${path ? `${path}.` : ''}${key} is not in the published example`],
  );
}
const missing = (actual: unknown, paths: string[]) =>
  paths.filter((path) => path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], actual) === undefined);

const familyModel = (modelId: string, options: Partial<ConstructorParameters<typeof BedrockImageModel>[0]> = {}) =>
  new BedrockImageModel({ client: new BedrockRuntimeClient({ region: 'us-east-1', endpoint: bedrock.endpoint }), modelId, ...options });

/** A real PNG of the given size (one colour), as a model would send it. */
const pngOf = (width: number, height: number) => encodePng({ width, height, rgb: new Uint8Array(width * height * 3).fill(200) });
const COVER = { contentType: 'image/png', body: pngOf(32, 24) };

const FAMILIES = [
  { modelId: 'amazon.nova-canvas-v1:0', fixture: 'nova-canvas', drawn: { width: 1024, height: 768 }, reference: 'imageVariation' },
  { modelId: 'amazon.titan-image-generator-v2:0', fixture: 'titan-image-v2', drawn: { width: 1152, height: 896 }, reference: undefined },
  { modelId: 'stability.sd3-5-large-v1:0', fixture: 'stability-sd3-5-large', drawn: { width: 1088, height: 896 }, reference: 'imageToImage' },
  { modelId: 'stability.stable-image-core-v1:1', fixture: 'stability-stable-image-core', drawn: { width: 1088, height: 896 }, reference: undefined },
  { modelId: 'stability.stable-image-ultra-v1:1', fixture: 'stability-stable-image-ultra', drawn: { width: 1088, height: 896 }, reference: 'imageToImage' },
] as const;

/** The fixture's example response with its placeholder picture replaced by a real PNG of the family's size. */
function exampleResponse(family: (typeof FAMILIES)[number]): Record<string, unknown> {
  const { error: _placeholder, ...response } = fixture(family.fixture).response;
  return { ...response, images: [Buffer.from(pngOf(family.drawn.width, family.drawn.height)).toString('base64')] };
}
const answerJson = (body: unknown) => ({ status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('Bedrock illustrator: one request builder per model family, as the published examples have it', () => {
  it.each(FAMILIES)('$modelId: text-to-image body within the documented fields and types', async (family) => {
    const published = fixture(family.fixture);
    expect(published._source).toMatch(/^https:\/\/docs\.aws\.amazon\.com\//);
    bedrock.answer(answerJson(exampleResponse(family)));
    await familyModel(family.modelId).illustrate(input);
    const body = bedrock.requests[0]!.body;
    expect(bedrock.requests[0]!.modelId).toBe(family.modelId);
    expect(departures(body, published.textToImage)).toEqual([]);
    expect(missing(body, published._required.textToImage!)).toEqual([]);
  });

  it.each(FAMILIES.filter((family) => family.reference))('$modelId: a page drawn from the cover uses the documented reference request', async (family) => {
    const published = fixture(family.fixture);
    bedrock.answer(answerJson(exampleResponse(family)));
    await familyModel(family.modelId).illustrate({ ...input, reference: COVER });
    const body = bedrock.requests[0]!.body as Record<string, unknown>;
    const example = published[family.reference!]!;
    expect(departures(body, example)).toEqual([]);
    expect(missing(body, published._required[family.reference!]!)).toEqual([]);
    expect(JSON.stringify(body)).toContain(Buffer.from(COVER.body).toString('base64'));
  });

  it('Nova Canvas asks for exactly 1024 × 768; Titan v2 for 1152 × 896, its listed size nearest 4:3', async () => {
    bedrock.handle(() => answerJson(exampleResponse(FAMILIES[0])));
    await familyModel('amazon.nova-canvas-v1:0').illustrate(input);
    await familyModel('amazon.titan-image-generator-v2:0').illustrate(input);
    const [nova, titan] = bedrock.requests.map((request) => (request.body as { imageGenerationConfig: { width: number; height: number } }).imageGenerationConfig);
    expect(nova).toMatchObject({ width: 1024, height: 768 });
    expect(titan).toMatchObject({ width: 1152, height: 896 });
  });

  it("Stability: 4:3 is not among its aspect ratios, so the nearest, 5:4; PNG; Core names no mode", async () => {
    expect(STABILITY_ASPECT_RATIOS).not.toContain('4:3');
    expect(nearestAspectRatio(1024, 768)).toBe('5:4');
    bedrock.handle(() => answerJson(exampleResponse(FAMILIES[2])));
    await familyModel('stability.sd3-5-large-v1:0').illustrate(input);
    await familyModel('stability.stable-image-core-v1:1').illustrate(input);
    const [sd35, core] = bedrock.requests.map((request) => request.body as Record<string, unknown>);
    expect(sd35).toMatchObject({ mode: 'text-to-image', aspect_ratio: '5:4', output_format: 'png', negative_prompt: expect.stringMatching(/text, letters/) });
    expect(core).toMatchObject({ aspect_ratio: '5:4', output_format: 'png' });
    expect(core).not.toHaveProperty('mode');
  });

  it('a cross-region profile id or an ARN picks the family of the model it names; an id naming none gets the Amazon shape', async () => {
    expect(imageFamilyOf('us.stability.stable-image-ultra-v1:1')?.name).toBe('stability');
    expect(imageFamilyOf('arn:aws:bedrock:us-west-2::foundation-model/amazon.nova-canvas-v1:0')?.name).toBe('nova-canvas');
    expect(imageFamilyOf('amazon.titan-image-generator-v1')).toBeUndefined();
    const provisioned = 'arn:aws:bedrock:us-east-1:123456789012:provisioned-model/abcdef123456';
    bedrock.answer(imageReply([PNG]));
    await familyModel(provisioned).illustrate(input);
    expect(bedrock.requests[0]!.modelId).toBe(provisioned);
    expect(bedrock.requests[0]!.body).toMatchObject({ taskType: 'TEXT_IMAGE', imageGenerationConfig: { width: 1024, height: 768 } });
  });
});

describe('Bedrock illustrator: each family’s published response is read, and the picture delivered as a 1024 × 768 PNG', () => {
  it.each(FAMILIES)('$modelId: drawn $drawn.width × $drawn.height, delivered 1024 × 768', async (family) => {
    bedrock.answer(answerJson(exampleResponse(family)));
    const picture = await familyModel(family.modelId).illustrate(input);
    expect(picture.contentType).toBe('image/png');
    expect(picture.extension).toBe('png');
    expect(pngSize(picture.body)).toEqual({ width: 1024, height: 768 });
  });

  it('a picture already 1024 × 768 is delivered byte for byte', async () => {
    const exact = pngOf(1024, 768);
    bedrock.answer(imageReply([exact]));
    expect((await familyModel('amazon.nova-canvas-v1:0').illustrate(input)).body).toEqual(exact);
  });
});

describe('Bedrock illustrator: a filtered picture is the refused provider error', () => {
  it.each(FAMILIES.filter((family) => family.fixture.startsWith('stability')))('$modelId: the published filtered response', async (family) => {
    const filtered = fixture(family.fixture).filteredResponse!;
    bedrock.answer(answerJson(filtered));
    const error = await familyModel(family.modelId).illustrate(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRejectedError);
    expect((error as Error).message).toBe(`${family.modelId} refused page 3: ${(filtered.finish_reasons as string[])[0]}`);
    expect(bedrock.requests).toHaveLength(1);
  });

  it.each(['nova-canvas', 'titan-image-v2'])('%s: the published response with its error field set', async (name) => {
    bedrock.answer(answerJson({ ...fixture(name).response, images: [] }));
    const modelId = name === 'nova-canvas' ? 'amazon.nova-canvas-v1:0' : 'amazon.titan-image-generator-v2:0';
    await expect(familyModel(modelId).illustrate(input)).rejects.toBeInstanceOf(ProviderRejectedError);
  });

  it('Stability "Inference error" is transient, not a refusal', async () => {
    bedrock.answer(stabilityReply([], 'Inference error'));
    const error = await familyModel('stability.stable-image-core-v1:1').illustrate(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderUnavailableError);
    expect((error as Error).message).toBe('Stability finished with "Inference error" for page 3');
  });
});

describe('Bedrock illustrator: one seed per book, the same for every page', () => {
  it.each(FAMILIES)('$modelId: every page and the cover share the seed; another book gets another; within the model’s range', async (family) => {
    bedrock.handle(() => answerJson(exampleResponse(family)));
    const m = familyModel(family.modelId);
    await m.illustrate({ ...input, index: 0, isCover: true });
    await m.illustrate({ ...input, index: 4 });
    await m.illustrate({ ...input, bookId: 'b00c0000-0000-4000-8000-000000000002', index: 4 });
    const seeds = bedrock.requests.map((request) => {
      const body = request.body as { seed?: number; imageGenerationConfig?: { seed: number } };
      return body.seed ?? body.imageGenerationConfig!.seed;
    });
    expect(seeds[0]).toBe(seeds[1]);
    expect(seeds[2]).not.toBe(seeds[0]);
    expect(seeds[0]).toBe(m.seedFor(input.bookId));
    expect(seeds[0]).toBe(bookSeed(input.bookId, imageFamilyOf(family.modelId)!.maxSeed));
    for (const seed of seeds) expect(seed).toBeLessThanOrEqual(imageFamilyOf(family.modelId)!.maxSeed);
  });
});

describe('Bedrock illustrator: the character sheet is in every picture prompt', () => {
  const promptOf = (body: Record<string, any>) => String(body.prompt ?? body.textToImageParams?.text ?? body.imageVariationParams?.text);

  it.each(FAMILIES)('$modelId: the hero’s description and the scene, on the cover and on a page', async (family) => {
    bedrock.handle(() => answerJson(exampleResponse(family)));
    const m = familyModel(family.modelId);
    await m.illustrate({ ...input, index: 0, isCover: true });
    await m.illustrate(input);
    for (const request of bedrock.requests) {
      const prompt = promptOf(request.body as Record<string, unknown>);
      expect(prompt).toContain('Pip is a small round hedgehog');
      expect(prompt).toContain('Sunset in a meadow');
    }
  });

  it('Titan: a long hero and scene both survive the 512-character limit, shortened', async () => {
    bedrock.handle(() => answerJson(exampleResponse(FAMILIES[1])));
    const long = { ...input, prompt: `Sunset in a meadow. ${'Fireflies dance over tall grass. '.repeat(20)}`, characterSheet: { ...input.characterSheet, description: `Pip is a small round hedgehog ${'with warm brown spiky fur '.repeat(20)}` } };
    await familyModel('amazon.titan-image-generator-v2:0').illustrate(long);
    const text = (bedrock.requests[0]!.body as { textToImageParams: { text: string } }).textToImageParams.text;
    expect(text.length).toBeLessThanOrEqual(512);
    expect(text).toContain('Hero: Pip is a small round hedgehog');
    expect(text).toContain('Scene: Sunset in a meadow');
  });
});

describe('Bedrock illustrator: the cover as a reference picture, where the model can draw from one', () => {
  it('Nova Canvas draws pages as IMAGE_VARIATION of the cover; the cover itself from text', async () => {
    bedrock.handle(() => answerJson(exampleResponse(FAMILIES[0])));
    const m = familyModel('amazon.nova-canvas-v1:0');
    await m.illustrate({ ...input, index: 0, isCover: true, reference: COVER });
    await m.illustrate({ ...input, reference: COVER });
    const [cover, page] = bedrock.requests.map((request) => request.body as Record<string, any>);
    expect(cover!.taskType).toBe('TEXT_IMAGE');
    expect(page!.taskType).toBe('IMAGE_VARIATION');
    expect(page!.imageVariationParams).toMatchObject({ images: [Buffer.from(COVER.body).toString('base64')], similarityStrength: 0.5 });
  });

  it('Titan v2 and Stable Image Core draw from text only, reference or not', async () => {
    bedrock.handle(() => answerJson(exampleResponse(FAMILIES[1])));
    await familyModel('amazon.titan-image-generator-v2:0').illustrate({ ...input, reference: COVER });
    await familyModel('stability.stable-image-core-v1:1').illustrate({ ...input, reference: COVER });
    for (const request of bedrock.requests) expect(JSON.stringify(request.body)).not.toContain(Buffer.from(COVER.body).toString('base64'));
    expect(imageFamilyOf('amazon.titan-image-generator-v2:0')!.usesReference).toBe(false);
    expect(imageFamilyOf('stability.stable-image-core-v1:1')!.usesReference).toBe(false);
  });
});

describe('Bedrock illustrator: an optional guardrail on InvokeModel', () => {
  it('sent as the X-Amzn-Bedrock-GuardrailIdentifier and -GuardrailVersion headers when configured, and signed', async () => {
    bedrock.answer(answerJson(exampleResponse(FAMILIES[2])), answerJson(exampleResponse(FAMILIES[2])));
    await familyModel('stability.sd3-5-large-v1:0', { guardrail: { id: 'gr0123456789', version: '2' } }).illustrate(input);
    await familyModel('stability.sd3-5-large-v1:0').illustrate(input);
    const [guarded, plain] = bedrock.requests;
    expect(guarded!.headers).toMatchObject({ 'x-amzn-bedrock-guardrailidentifier': 'gr0123456789', 'x-amzn-bedrock-guardrailversion': '2' });
    expect(guarded!.headers.authorization).toContain('x-amzn-bedrock-guardrailidentifier;x-amzn-bedrock-guardrailversion');
    expect(plain!.headers).not.toHaveProperty('x-amzn-bedrock-guardrailidentifier');
  });

  it('a guardrail that intervenes is the refused provider error', async () => {
    bedrock.answer(guardrailBlocked());
    const error = await familyModel('stability.sd3-5-large-v1:0', { guardrail: { id: 'gr0123456789', version: '2' } }).illustrate(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderRejectedError);
    expect((error as Error).message).toBe("The Bedrock guardrail blocked page 3's picture");
  });
});
