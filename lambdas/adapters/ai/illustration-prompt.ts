// Picture prompts for text-to-image models: the style, the hero's fixed description, then the page's scene.
import type { IllustrateInput } from '../../ports/image-model';
import type { IllustrationStyle } from '../../ports/story-model';

export const STYLE_DESCRIPTIONS: Record<IllustrationStyle, string> = {
  watercolor: 'Soft watercolor illustration with translucent washes, gentle bleeding edges and visible paper texture, pastel colours',
  oil_painting: 'Oil painting with thick textured brushstrokes, rich deep colours and visible canvas texture',
  '3d': '3D animated film render with soft studio lighting, glossy shading and soft shadows',
  comic_style: 'Comic book panel with bold black ink outlines, flat bright colours and halftone dots',
  crayon: "Children's crayon drawing with waxy rough strokes on textured paper, bright colours",
  colored_pencil: 'Coloured pencil illustration with light hatching and soft pencil texture on white paper',
  paper_cut: 'Layered paper-cut collage of flat paper silhouettes with soft drop shadows, papercraft',
};

/** Nova Canvas preset styles that match ours; the others are described in words only. */
export const NOVA_CANVAS_STYLES: Partial<Record<IllustrationStyle, string>> = {
  '3d': '3D_ANIMATED_FAMILY_FILM',
  comic_style: 'GRAPHIC_NOVEL_ILLUSTRATION',
};

export const NEGATIVE_PROMPT =
  'text, letters, words, captions, watermark, signature, scary, violent, blood, weapons, photorealistic, deformed hands, extra limbs, blurry';

const MAX_PROMPT_CHARS = 1024;

export function buildIllustrationPrompt(input: Pick<IllustrateInput, 'style' | 'prompt' | 'characterSheet' | 'isCover'>): string {
  const head = `${STYLE_DESCRIPTIONS[input.style]}. Children's picture book illustration, friendly and gentle.`;
  const cover = input.isCover ? ' Book cover composition with calm open space at the top.' : '';
  const hero = ` Main character, identical on every page: ${input.characterSheet.description}`;
  const scene = ` Scene: ${input.prompt}`;
  const full = `${head}${cover}${hero}${scene}`.replace(/\s+/g, ' ').trim();
  return full.length <= MAX_PROMPT_CHARS ? full : `${full.slice(0, MAX_PROMPT_CHARS - 1).replace(/\s+\S*$/, '')}…`;
}
