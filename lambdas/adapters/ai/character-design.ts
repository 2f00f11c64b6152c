// Designs the hero's fixed look for the offline provider: colours, outfit and one distinctive feature.
import type { CharacterSheet, StoryTone } from '../../ports/story-model';
import type { Random } from './seeded-random';
import { hashString } from './seeded-random';
import { toHsl } from './illustration/svg-kit';
import { KINDS, type KindKey, type NamedColor } from './story-lexicon';

export const ACCENT_COLORS: readonly NamedColor[] = [
  { hex: '#e63946', name: 'bright red' },
  { hex: '#3a86ff', name: 'sky blue' },
  { hex: '#2a9d8f', name: 'teal' },
  { hex: '#f4c430', name: 'sunflower yellow' },
  { hex: '#8e5bd8', name: 'purple' },
  { hex: '#f77f00', name: 'tangerine orange' },
  { hex: '#ff6fa5', name: 'bubblegum pink' },
  { hex: '#3bb273', name: 'grass green' },
];

/** Outfit phrases by tone; the picture code recognises the garment word in each. */
const OUTFITS: Record<StoryTone, readonly string[]> = {
  playful_funny: ['a {c} bow tie', 'a {c} striped knitted hat'],
  fantasy_magic: ['a flowing {c} cape', 'a {c} cape with golden stars'],
  animal: ['a {c} bandana', 'a {c} scarf'],
  heartwarming: ['a knitted {c} scarf', 'a cosy {c} sweater'],
  sci_fi: ['a {c} space jumpsuit', 'a {c} jumpsuit with a silver badge'],
  daily_life_basics: ['a {c} raincoat', '{c} overalls'],
  adventurous: ['a {c} backpack and an explorer hat', 'a {c} explorer hat'],
  educational: ['a cosy {c} sweater', '{c} overalls with a pencil in the pocket'],
};

const CREATURE_COLORS: readonly NamedColor[] = [
  { hex: '#f4a6b8', name: 'rosy pink' },
  { hex: '#8fc9e8', name: 'sky blue' },
  { hex: '#9fd08b', name: 'leaf green' },
  { hex: '#c9a7eb', name: 'lavender' },
];

const FEATURES: readonly string[] = [
  'a star-shaped patch on one cheek',
  'big round glasses',
  'a sprinkle of freckles',
  'a heart-shaped nose',
  'a little daisy tucked behind one ear',
  'a curly tuft on top of the head',
];

const COVERINGS: Partial<Record<KindKey, string>> = {
  hedgehog: 'spiky fur', owl: 'feathers', bird: 'feathers', penguin: 'feathers', duck: 'feathers',
  chicken: 'feathers', frog: 'smooth skin', turtle: 'a shell and smooth skin', fish: 'shiny scales',
  whale: 'smooth skin', octopus: 'soft skin', dragon: 'shiny scales', dinosaur: 'bumpy scales', robot: 'metal plating',
  alien: 'smooth skin', elephant: 'wrinkly skin', girl: 'skin', boy: 'skin', child: 'skin', pig: 'skin',
};

export const HAIR_COLORS: readonly NamedColor[] = [
  { hex: '#2b1d14', name: 'black' },
  { hex: '#6b3e1f', name: 'chestnut brown' },
  { hex: '#c98d3b', name: 'honey blond' },
  { hex: '#b5472b', name: 'copper red' },
];

/** Hair colour for human heroes, fixed by name so every picture agrees with the description. */
export function hairColorFor(name: string): NamedColor {
  return HAIR_COLORS[hashString(name) % HAIR_COLORS.length] as NamedColor;
}

const isHuman = (kind: string) => kind === 'girl' || kind === 'boy' || kind === 'child';

function contrasts(body: string, accent: string): boolean {
  const a = toHsl(body), b = toHsl(accent);
  const hueGap = Math.min(Math.abs(a.h - b.h), 360 - Math.abs(a.h - b.h));
  return a.s < 0.25 || hueGap > 40;
}

export interface HeroDesignInput {
  name: string;
  kind: KindKey;
  rawKind?: string;
  tone: StoryTone;
  random: Random;
}

export function designCharacter({ name, kind, rawKind, tone, random }: HeroDesignInput): CharacterSheet {
  const kindWord = rawKind ?? KINDS[kind].english;
  // A kind the lexicon does not know (an axolotl) gets a friendly creature colour, never skin and hair.
  const body = random.pick(rawKind ? CREATURE_COLORS : KINDS[kind].colors);
  const accents = ACCENT_COLORS.filter((a) => contrasts(body.hex, a.hex));
  const accent = random.pick(accents.length > 0 ? accents : ACCENT_COLORS);
  const outfit = random.pick(OUTFITS[tone]).replace('{c}', accent.name);
  const feature = tone === 'educational' && random.chance(0.5) ? 'big round glasses' : random.pick(FEATURES);
  const covering = COVERINGS[kind] ?? 'fur';
  const look = isHuman(kind) && !rawKind
    ? `${body.name} skin and ${hairColorFor(name).name} hair`
    : kind === 'panda'
      ? 'snowy white fur with black ears, arms and eye patches'
      : `${body.name} ${covering}`;
  const description =
    `${name} is a small, round, friendly ${kindWord} with ${look}, a lighter tummy, big round dark eyes and rosy cheeks. ` +
    `${name} always wears ${outfit} and has ${feature}. Same colours, outfit and proportions in every picture.`;
  return { name, kind: kindWord, bodyColor: body.hex, accentColor: accent.hex, outfit, feature, description };
}
