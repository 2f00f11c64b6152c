// OpenAI-compatible illustrator: one picture per page through POST /v1/images/generations (base64 JSON), fitted to
// the size every provider delivers.
import * as z from 'zod';
import { describeIssues } from '../../core/zod-issues';
import { PICTURE_SIZE, type IllustrateInput, type Illustration, type ImageModel } from '../../ports/image-model';
import { ProviderRejectedError, ProviderUnavailableError } from '../../ports/provider-errors';
import { OPENAI_PROVIDER, type OpenAiClient } from './openai-client';
import { fitPng, isPng, pictureKind, UnreadablePictureError } from './picture-fit';
import { buildIllustrationPrompt } from './illustration-prompt';

export interface OpenAiImageModelOptions {
  client: OpenAiClient;
  /** The server's name for an image model, e.g. "gpt-image-1.5" (OpenAI), "x/z-image-turbo" (Ollama). */
  model: string;
}

/**
 * The size asked for: PICTURE_SIZE where the model takes any size (local servers), else the model's landscape size
 * closest to 4:3: OpenAI's gpt-image models take a fixed list, 1536x1024 its landscape one. Whatever size comes back
 * is scaled to cover PICTURE_SIZE and centre-cropped (picture-fit.ts).
 */
export function requestedSize(model: string): string {
  if (model.toLowerCase().startsWith('gpt-image')) return '1536x1024';
  return `${PICTURE_SIZE.width}x${PICTURE_SIZE.height}`;
}

const responseSchema = z.object({
  data: z.array(z.object({ b64_json: z.string().nullish(), url: z.string().nullish() })).min(1),
});

export class OpenAiImageModel implements ImageModel {
  private readonly client: OpenAiClient;
  private readonly model: string;

  constructor(options: OpenAiImageModelOptions) {
    this.client = options.client;
    this.model = options.model;
  }

  /** The request body: the prompt the Bedrock illustrator uses, one picture, as base64 JSON. */
  buildRequest(input: IllustrateInput): Record<string, unknown> {
    const prompt = `${buildIllustrationPrompt(input)} No text or letters in the picture.`;
    return {
      model: this.model,
      prompt,
      n: 1,
      size: requestedSize(this.model),
      // gpt-image models always answer in base64 and refuse the parameter; every other server needs it to.
      ...(this.model.toLowerCase().startsWith('gpt-image') ? {} : { response_format: 'b64_json' }),
    };
  }

  async illustrate(input: IllustrateInput): Promise<Illustration> {
    const context = { provider: OPENAI_PROVIDER, operation: 'illustrate' as const };
    const raw = await this.client.post('/v1/images/generations', this.buildRequest(input), 'illustrate', this.model);
    const parsed = responseSchema.safeParse(raw);
    if (!parsed.success) {
      throw new ProviderUnavailableError(`The image answer for page ${input.index} was not in the documented shape (${describeIssues(parsed.error)})`, context);
    }
    const image = parsed.data.data[0]!.b64_json;
    if (!image) {
      throw new ProviderRejectedError(`Model "${this.model}" answered page ${input.index} without b64_json (the server must support response_format "b64_json")`, context);
    }
    const bytes = new Uint8Array(Buffer.from(image, 'base64'));
    if (!isPng(bytes)) {
      throw new ProviderRejectedError(`Model "${this.model}" returned a ${pictureKind(bytes)} picture for page ${input.index}; only PNG is accepted`, context);
    }
    try {
      return { contentType: 'image/png', body: fitPng(bytes, PICTURE_SIZE), extension: 'png' };
    } catch (error) {
      if (!(error instanceof UnreadablePictureError)) throw error;
      throw new ProviderUnavailableError(`The picture for page ${input.index} could not be read: ${error.message}`, { ...context, cause: error });
    }
  }
}
