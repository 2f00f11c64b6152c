// Bedrock illustrator: one picture per page through InvokeModel, in the request and response shapes of the model
// family the model id names (Amazon Nova Canvas or Titan Image v2, Stability AI), delivered as a PICTURE_SIZE PNG.
import { InvokeModelCommand, type BedrockRuntimeClient } from '../aws/bedrock-runtime-client';
import { PICTURE_SIZE, type IllustrateInput, type Illustration, type ImageModel } from '../../ports/image-model';
import { toProviderError } from './bedrock-errors';
import { bookSeed, imageFamilyOf, type ImageFamily } from './bedrock-image-families';
import type { BedrockGuardrail } from './bedrock-story-model';
import { ProviderRejectedError, ProviderUnavailableError } from '../../ports/provider-errors';
import { fitPng, isPng, UnreadablePictureError } from './picture-fit';

export const NOVA_CANVAS_MODEL_ID = 'amazon.nova-canvas-v1:0';

export interface BedrockImageModelOptions {
  client: BedrockRuntimeClient;
  modelId?: string;
  /** Amazon models only. */
  quality?: 'standard' | 'premium';
  /** Amazon models only: how closely the picture follows the prompt (1.1 to 10). */
  cfgScale?: number;
  guardrail?: BedrockGuardrail | undefined;
  /** With an application inference profile as `modelId`: the model it was made from (which picks the request shape). */
  source?: string | undefined;
}

// Titan and Nova Canvas refuse a filtered prompt or picture with a 400 ValidationException, not in a 200 body
// (Nova user guide, "Image generation request and response structure"; Titan Image Generator "Responsible AI").
const CONTENT_FILTERED = /content filters?|blocked by our content|responsible ai/i;

/** The Nova Canvas TEXT_IMAGE body (kept as a type for callers that inspect requests). */
export interface NovaCanvasRequest {
  taskType: 'TEXT_IMAGE';
  textToImageParams: { text: string; negativeText: string; style?: string };
  imageGenerationConfig: {
    numberOfImages: 1;
    width: number;
    height: number;
    quality: 'standard' | 'premium';
    cfgScale: number;
    seed: number;
  };
}

export class BedrockImageModel implements ImageModel {
  private readonly client: BedrockRuntimeClient;
  private readonly modelId: string;
  private readonly family: ImageFamily;
  private readonly quality: 'standard' | 'premium';
  private readonly cfgScale: number;
  private readonly guardrail: BedrockGuardrail | undefined;

  constructor(options: BedrockImageModelOptions) {
    this.client = options.client;
    this.modelId = options.modelId ?? NOVA_CANVAS_MODEL_ID;
    // An id that names no family (a provisioned or custom model ARN) gets the Amazon request shape, as it always had.
    this.family = imageFamilyOf(options.source ?? this.modelId) ?? imageFamilyOf(NOVA_CANVAS_MODEL_ID)!;
    this.quality = options.quality ?? 'standard';
    this.cfgScale = options.cfgScale ?? 7.5;
    this.guardrail = options.guardrail;
  }

  /** The seed every page of this book is drawn with. */
  seedFor(bookId: string): number {
    return bookSeed(bookId, this.family.maxSeed);
  }

  /** The request body in the family's shape; one seed per book keeps the hero's look steady from page to page. */
  buildRequest(input: IllustrateInput): Record<string, unknown> {
    return this.family.buildRequest({ input, seed: this.seedFor(input.bookId), quality: this.quality, cfgScale: this.cfgScale });
  }

  async illustrate(input: IllustrateInput): Promise<Illustration> {
    const request = this.buildRequest(input);
    let raw: Uint8Array | undefined;
    try {
      const response = await this.client.send(
        new InvokeModelCommand({
          modelId: this.modelId,
          contentType: 'application/json',
          accept: 'application/json',
          body: new TextEncoder().encode(JSON.stringify(request)),
          ...(this.guardrail ? { guardrailIdentifier: this.guardrail.id, guardrailVersion: this.guardrail.version } : {}),
        }),
      );
      raw = response.body;
    } catch (error) {
      const { name, message } = (error ?? {}) as { name?: string; message?: string };
      if (name === 'ValidationException' && CONTENT_FILTERED.test(message ?? '')) {
        throw new ProviderRejectedError(`${this.modelId} refused page ${input.index}: its content filters blocked the prompt or the picture`, { provider: 'bedrock', operation: 'illustrate', cause: error });
      }
      throw toProviderError(error, 'illustrate');
    }
    const context = { provider: 'bedrock', operation: 'illustrate' as const };
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder().decode(raw ?? new Uint8Array()));
    } catch (error) {
      throw new ProviderUnavailableError(`${this.modelId} returned an unreadable response`, { ...context, cause: error });
    }
    // A guardrail that intervenes on InvokeModel answers with its own body instead of the model's.
    if (typeof body === 'object' && body !== null && (body as Record<string, unknown>)['amazon-bedrock-guardrailAction'] === 'INTERVENED') {
      throw new ProviderRejectedError(`The Bedrock guardrail blocked page ${input.index}'s picture`, context);
    }
    const answer = this.family.parseResponse(body);
    if (answer.kind === 'refused') throw new ProviderRejectedError(`${this.modelId} refused page ${input.index}: ${answer.reason}`, context);
    if (answer.kind === 'failed') throw new ProviderUnavailableError(`${answer.reason} for page ${input.index}`, context);
    return this.delivered(answer.body, context);
  }

  /** A PNG of PICTURE_SIZE: a picture of another size is scaled to cover it and centre-cropped; a JPEG passes as it is. */
  private delivered(picture: Uint8Array, context: { provider: string; operation: 'illustrate' }): Illustration {
    if (!isPng(picture)) {
      const isJpeg = picture[0] === 0xff && picture[1] === 0xd8;
      if (isJpeg) return { contentType: 'image/jpeg', body: picture, extension: 'jpg' };
      throw new ProviderUnavailableError(`${this.modelId} returned a picture that is neither PNG nor JPEG`, context);
    }
    try {
      return { contentType: 'image/png', body: fitPng(picture, PICTURE_SIZE), extension: 'png' };
    } catch (error) {
      if (!(error instanceof UnreadablePictureError)) throw error;
      // A PNG this decoder cannot read (interlaced, say) is kept at the size the model drew it.
      return { contentType: 'image/png', body: picture, extension: 'png' };
    }
  }
}
