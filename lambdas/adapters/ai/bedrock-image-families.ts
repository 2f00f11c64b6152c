// The image model families the Bedrock illustrator speaks, chosen by model id: each has its own InvokeModel request
// body and response body (Bedrock user guide, "Amazon Nova Canvas request and response", "Amazon Titan Image
// Generator G1", "Stable Image Ultra / Core / SD3.5 Large request and response"), its seed range and its sizes.
import { PICTURE_SIZE, type IllustrateInput } from '../../ports/image-model';
import { buildIllustrationPrompt, NEGATIVE_PROMPT, NOVA_CANVAS_STYLES, STYLE_DESCRIPTIONS } from './illustration-prompt';
import { hashString } from '../../story-engine/seeded-random';

export type ImageFamilyName = 'nova-canvas' | 'titan-image-v2' | 'stability';

/** What one request needs besides the model's own settings. */
export interface PictureRequest {
  readonly input: IllustrateInput;
  readonly seed: number;
  readonly quality: 'standard' | 'premium';
  readonly cfgScale: number;
}

/** A response body read: the picture, a refusal (content filter) with the model's reason, or nothing usable. */
export type PictureAnswer =
  | { readonly kind: 'picture'; readonly body: Uint8Array }
  | { readonly kind: 'refused'; readonly reason: string }
  | { readonly kind: 'failed'; readonly reason: string };

export interface ImageFamily {
  readonly name: ImageFamilyName;
  /** The largest seed the model takes (the smallest is 0). */
  readonly maxSeed: number;
  /** The size the model is asked for, or the size its aspect ratio makes; PICTURE_SIZE when it can draw that. */
  readonly requestedSize: { readonly width: number; readonly height: number };
  /** Whether a page can be drawn from a reference picture (the cover), so the hero keeps its look. */
  readonly usesReference: boolean;
  buildRequest(request: PictureRequest): Record<string, unknown>;
  parseResponse(body: unknown): PictureAnswer;
}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One seed per book, within the model's range: every page of a book is drawn from the same noise. */
export const bookSeed = (bookId: string, maxSeed: number) => hashString(bookId) % (maxSeed + 1);

/** Cuts text at a word boundary to at most `max` characters. */
function cut(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : `${clean.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/**
 * The picture prompt within `max` characters: the full one when it fits, else the style, the hero and the scene
 * each shortened, so that neither the hero's look nor the scene is the part that falls off the end.
 */
export function promptWithin(input: IllustrateInput, max: number): string {
  const full = buildIllustrationPrompt(input);
  if (full.length <= max) return full;
  const style = cut(STYLE_DESCRIPTIONS[input.style], Math.floor(max * 0.2));
  const cover = input.isCover ? ' Book cover.' : '';
  const budget = max - style.length - cover.length - ' Hero: . Scene: '.length - 2;
  const hero = cut(input.characterSheet.description, Math.floor(budget * 0.5));
  const scene = cut(input.prompt, budget - hero.length);
  return `${style}.${cover} Hero: ${hero} Scene: ${scene}`.slice(0, max);
}

/** Reads `{ images: [base64], error }`, the Amazon image models' answer. */
function parseAmazon(model: string) {
  return (body: unknown): PictureAnswer => {
    if (!isRecord(body)) return { kind: 'failed', reason: `${model} answered something that is not a JSON object` };
    // Pictures blocked after generation come back in a successful response, with the reason in "error".
    if (typeof body.error === 'string' && body.error) return { kind: 'refused', reason: body.error };
    const image = Array.isArray(body.images) ? body.images[0] : undefined;
    if (typeof image !== 'string' || !image) return { kind: 'failed', reason: `${model} returned no image` };
    return { kind: 'picture', body: new Uint8Array(Buffer.from(image, 'base64')) };
  };
}

/** Amazon Nova Canvas: any width and height that are multiples of 16 (320 to 4096), so exactly PICTURE_SIZE. */
const novaCanvas: ImageFamily = {
  name: 'nova-canvas',
  maxSeed: 858_993_459,
  requestedSize: PICTURE_SIZE,
  usesReference: true,
  buildRequest({ input, seed, quality, cfgScale }) {
    const text = promptWithin(input, 1024);
    const imageGenerationConfig = { numberOfImages: 1, width: PICTURE_SIZE.width, height: PICTURE_SIZE.height, quality, cfgScale, seed };
    if (input.reference && !input.isCover) {
      // IMAGE_VARIATION keeps the reference's subject and palette while the text sets the new scene.
      return {
        taskType: 'IMAGE_VARIATION',
        imageVariationParams: { text, negativeText: NEGATIVE_PROMPT, images: [base64(input.reference.body)], similarityStrength: 0.5 },
        imageGenerationConfig,
      };
    }
    const style = NOVA_CANVAS_STYLES[input.style];
    return {
      taskType: 'TEXT_IMAGE',
      textToImageParams: { text, negativeText: NEGATIVE_PROMPT, ...(style ? { style } : {}) },
      imageGenerationConfig,
    };
  },
  parseResponse: parseAmazon('Nova Canvas'),
};

/**
 * Amazon Titan Image Generator G1 v2: a fixed list of sizes, 1024 × 768 not among them; 1152 × 896 is the nearest to
 * 4:3 (9:7). Prompts are at most 512 characters. Its reference inputs must also be one of its sizes, which the
 * 1024 × 768 cover is not, so pages are drawn from the text and the book's seed only.
 */
const titanImageV2: ImageFamily = {
  name: 'titan-image-v2',
  maxSeed: 2_147_483_646,
  requestedSize: { width: 1152, height: 896 },
  usesReference: false,
  buildRequest({ input, seed, quality, cfgScale }) {
    return {
      taskType: 'TEXT_IMAGE',
      textToImageParams: { text: promptWithin(input, 512), negativeText: cut(NEGATIVE_PROMPT, 512) },
      imageGenerationConfig: { numberOfImages: 1, width: 1152, height: 896, quality, cfgScale, seed },
    };
  },
  parseResponse: parseAmazon('Titan Image Generator'),
};

/** The aspect ratios Stability's Bedrock models take (4:3 is not one of them). */
export const STABILITY_ASPECT_RATIOS = ['16:9', '1:1', '21:9', '2:3', '3:2', '4:5', '5:4', '9:16', '9:21'] as const;

/** The listed aspect ratio nearest to `width` × `height`, compared on a log scale (so 4:3 → 5:4, not 3:2). */
export function nearestAspectRatio(width: number, height: number): (typeof STABILITY_ASPECT_RATIOS)[number] {
  const target = Math.log(width / height);
  const distance = (ratio: string) => {
    const [w, h] = ratio.split(':').map(Number) as [number, number];
    return Math.abs(Math.log(w / h) - target);
  };
  return [...STABILITY_ASPECT_RATIOS].sort((a, b) => distance(a) - distance(b))[0]!;
}

const STABILITY_ASPECT = nearestAspectRatio(PICTURE_SIZE.width, PICTURE_SIZE.height);

/**
 * Stability AI on Bedrock (Stable Image Ultra, Stable Image Core, SD3.5 Large): an aspect ratio instead of a size
 * (5:4 for our 4:3; about a megapixel, 1088 × 896 for SD3.5), PNG asked for. SD3.5 Large and Ultra also draw from
 * a reference picture (image-to-image, `strength` how far from it); Core draws from text only.
 */
function stability(modelId: string): ImageFamily {
  // Core takes no `mode` and draws from text only; SD3.5 Large and Ultra name the mode.
  const imageToImage = /sd3-5-large|stable-image-ultra/.test(modelId);
  return {
    name: 'stability',
    maxSeed: 4_294_967_294,
    requestedSize: { width: 1088, height: 896 },
    usesReference: imageToImage,
    buildRequest({ input, seed }) {
      const common = { prompt: promptWithin(input, 10_000), negative_prompt: NEGATIVE_PROMPT, seed, output_format: 'png' };
      if (imageToImage && input.reference && !input.isCover) {
        // The output takes the reference's proportions, so no aspect ratio; 0.75 keeps the hero, redraws the scene.
        return { ...common, mode: 'image-to-image', image: base64(input.reference.body), strength: 0.75 };
      }
      return { ...common, aspect_ratio: STABILITY_ASPECT, ...(imageToImage ? { mode: 'text-to-image' } : {}) };
    },
    parseResponse(body) {
      if (!isRecord(body)) return { kind: 'failed', reason: 'Stability answered something that is not a JSON object' };
      const reason = Array.isArray(body.finish_reasons) ? body.finish_reasons[0] : undefined;
      // "Filter reason: prompt | output image | input image": the content filter; "Inference error": the model failed.
      if (typeof reason === 'string' && reason.startsWith('Filter reason')) return { kind: 'refused', reason };
      if (typeof reason === 'string') return { kind: 'failed', reason: `Stability finished with "${reason}"` };
      const image = Array.isArray(body.images) ? body.images[0] : undefined;
      if (typeof image !== 'string' || !image) return { kind: 'failed', reason: 'Stability returned no image' };
      return { kind: 'picture', body: new Uint8Array(Buffer.from(image, 'base64')) };
    },
  };
}

/** The family a model id (bare, cross-region `us.…`, or an ARN ending in one) belongs to; undefined when none. */
export function imageFamilyOf(modelId: string): ImageFamily | undefined {
  const id = (modelId.includes('/') ? modelId.slice(modelId.lastIndexOf('/') + 1) : modelId).replace(/^(us|eu|apac|global)\./, '');
  if (id.startsWith('amazon.nova-canvas')) return novaCanvas;
  if (id.startsWith('amazon.titan-image-generator-v2')) return titanImageV2;
  if (id.startsWith('stability.')) return stability(id);
  return undefined;
}

/** Whether the model can draw a page from the cover (what makes the workflow draw the cover first). */
export const drawsFromReference = (modelId: string): boolean => imageFamilyOf(modelId)?.usesReference ?? false;
