// Bedrock illustrator: Amazon Nova Canvas TEXT_IMAGE through InvokeModel, one PNG per page.
import { InvokeModelCommand, type BedrockRuntimeClient } from '../aws/bedrock-runtime-client';
import * as z from 'zod';
import { PICTURE_SIZE, type IllustrateInput, type Illustration, type ImageModel } from '../../ports/image-model';
import { toProviderError } from './bedrock-errors';
import { buildIllustrationPrompt, NEGATIVE_PROMPT, NOVA_CANVAS_STYLES } from './illustration-prompt';
import { ProviderRejectedError, ProviderUnavailableError } from '../../ports/provider-errors';
import { hashString } from './seeded-random';

export const NOVA_CANVAS_MODEL_ID = 'amazon.nova-canvas-v1:0';
/** Nova Canvas accepts seeds from 0 to 858,993,459. */
const MAX_SEED = 858_993_459;

export interface BedrockImageModelOptions {
  client: BedrockRuntimeClient;
  modelId?: string;
  quality?: 'standard' | 'premium';
  cfgScale?: number;
}

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

const responseSchema = z.object({
  images: z.array(z.string()).optional(),
  error: z.string().nullish(),
});

export class BedrockImageModel implements ImageModel {
  private readonly client: BedrockRuntimeClient;
  private readonly modelId: string;
  private readonly quality: 'standard' | 'premium';
  private readonly cfgScale: number;

  constructor(options: BedrockImageModelOptions) {
    this.client = options.client;
    this.modelId = options.modelId ?? NOVA_CANVAS_MODEL_ID;
    this.quality = options.quality ?? 'standard';
    this.cfgScale = options.cfgScale ?? 7.5;
  }

  /** The request body; one seed per book keeps the hero's look steady from page to page. */
  buildRequest(input: IllustrateInput): NovaCanvasRequest {
    const style = NOVA_CANVAS_STYLES[input.style];
    return {
      taskType: 'TEXT_IMAGE',
      textToImageParams: { text: buildIllustrationPrompt(input), negativeText: NEGATIVE_PROMPT, ...(style ? { style } : {}) },
      imageGenerationConfig: {
        numberOfImages: 1,
        // The size every provider delivers.
        width: PICTURE_SIZE.width,
        height: PICTURE_SIZE.height,
        quality: this.quality,
        cfgScale: this.cfgScale,
        seed: hashString(input.bookId) % (MAX_SEED + 1),
      },
    };
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
        }),
      );
      raw = response.body;
    } catch (error) {
      throw toProviderError(error, 'illustrate');
    }
    const context = { provider: 'bedrock', operation: 'illustrate' as const };
    let parsed: z.infer<typeof responseSchema>;
    try {
      parsed = responseSchema.parse(JSON.parse(new TextDecoder().decode(raw ?? new Uint8Array())));
    } catch (error) {
      throw new ProviderUnavailableError('Nova Canvas returned an unreadable response', { ...context, cause: error });
    }
    // Nova Canvas reports pictures blocked after generation in the "error" field of a successful response.
    if (parsed.error) throw new ProviderRejectedError(`Nova Canvas refused page ${input.index}: ${parsed.error}`, context);
    const image = parsed.images?.[0];
    if (!image) throw new ProviderUnavailableError(`Nova Canvas returned no image for page ${input.index}`, context);
    const body = new Uint8Array(Buffer.from(image, 'base64'));
    const isJpeg = body[0] === 0xff && body[1] === 0xd8;
    return isJpeg
      ? { contentType: 'image/jpeg', body, extension: 'jpg' }
      : { contentType: 'image/png', body, extension: 'png' };
  }
}
