// Everyone's look: the hero's from the book's character sheet (designed once, here), anyone else's fixed by their
// name or thing and the book, so a grandmother or a tractor looks the same on every page of a book.
import type { CharacterSheet, StoryTone } from '../../ports/story-model';
import type { CharacterKind } from '../brief/types';
import { THINGS } from '../brief/things';
import type { PictureFigure } from '../picture';
import { hashString, seededRandom, type Random } from '../seeded-random';
import { toHsl } from './svg-kit';

export interface NamedColor {
  hex: string;
  name: string;
}

/** What a figure looks like wherever it is drawn. */
export interface Look {
  /** Fixes the hair colour of people. */
  name: string;
  /** The English thing word: "girl", "grandmother", "tractor". */
  kind: string;
  /** Skin, fur, paint or petal colour. */
  body: string;
  accent: string;
  outfit: string;
  feature: string;
  gender?: 'female' | 'male';
}

const c = (hex: string, name: string): NamedColor => ({ hex, name });

export const ACCENT_COLORS: readonly NamedColor[] = [
  c('#e63946', 'bright red'), c('#3a86ff', 'sky blue'), c('#2a9d8f', 'teal'), c('#f4c430', 'sunflower yellow'),
  c('#8e5bd8', 'purple'), c('#f77f00', 'tangerine orange'), c('#ff6fa5', 'bubblegum pink'), c('#3bb273', 'grass green'),
];

const SKIN: readonly NamedColor[] = [
  c('#f6d0b1', 'light peach'), c('#eebf9c', 'warm beige'), c('#d9a27c', 'golden tan'), c('#b97a56', 'warm brown'),
  c('#8d5a3b', 'deep brown'),
];

export const HAIR_COLORS: readonly NamedColor[] = [
  c('#2b1d14', 'black'), c('#6b3e1f', 'chestnut brown'), c('#c98d3b', 'honey blond'), c('#b5472b', 'copper red'),
];

const GREY_HAIR: readonly NamedColor[] = [c('#d9d9de', 'silver grey'), c('#f2f0ea', 'snow white'), c('#b9b6bd', 'ash grey')];

/** Fur, feather, scale or paint colours by thing; a thing not listed takes its kind's colours. */
const COLORS: Record<string, readonly NamedColor[]> = {
  hedgehog: [c('#9a6a3f', 'warm brown')], rabbit: [c('#b9b3ae', 'soft grey'), c('#c8955f', 'caramel brown')],
  cat: [c('#e8924a', 'ginger orange'), c('#8d8f99', 'smoky grey')], dog: [c('#d4a055', 'golden tan'), c('#7b4f32', 'chocolate brown')],
  bear: [c('#a86b3c', 'honey brown')], panda: [c('#f4f1ea', 'snowy white')], fox: [c('#e07a2e', 'fox orange')],
  wolf: [c('#8c96a3', 'silver grey')], mouse: [c('#a9a4a8', 'dove grey'), c('#c4a27a', 'sandy brown')],
  squirrel: [c('#c0652e', 'russet red')], owl: [c('#8a6446', 'cocoa brown')], bird: [c('#5aa9e6', 'sky blue'), c('#d9534f', 'robin red')],
  penguin: [c('#2f3e57', 'midnight blue')], duck: [c('#f6cd3b', 'sunny yellow')], chicken: [c('#e9b44c', 'golden yellow')],
  pig: [c('#f4a6b8', 'rosy pink')], cow: [c('#efe8dc', 'cream white')], sheep: [c('#f2efe9', 'cloud white')],
  horse: [c('#a0522d', 'chestnut brown')], pony: [c('#c98d5a', 'caramel')], donkey: [c('#9a9390', 'pebble grey')],
  goat: [c('#e9e2d4', 'oat white')], deer: [c('#b97a48', 'fawn brown')], zebra: [c('#f4f4f0', 'white')],
  unicorn: [c('#efe3fb', 'pearly lilac')], elephant: [c('#9aa7b8', 'blue grey')], giraffe: [c('#e8b64c', 'golden yellow')],
  lion: [c('#d9a441', 'golden')], tiger: [c('#ee8a2f', 'tiger orange')], monkey: [c('#8b5e3c', 'nutty brown')],
  frog: [c('#6cbf4b', 'leaf green')], turtle: [c('#5fae7a', 'sea green')], fish: [c('#ff8c5a', 'coral orange'), c('#3fc1c9', 'aqua blue')],
  whale: [c('#4a7fc1', 'ocean blue')], dolphin: [c('#8fb3d9', 'sea grey')], shark: [c('#8e9aab', 'slate grey')],
  octopus: [c('#f07f8f', 'coral pink'), c('#9b6bd6', 'violet')], dragon: [c('#3fa66b', 'emerald green'), c('#8e6bd6', 'violet')],
  dinosaur: [c('#8cc04b', 'lime green'), c('#2fa39a', 'teal')], crocodile: [c('#5d9b4a', 'moss green')],
  hippo: [c('#a99ab8', 'lilac grey')], kangaroo: [c('#c78a55', 'sandy red')], koala: [c('#a3a3ab', 'koala grey')],
  sloth: [c('#9c7b5c', 'mossy brown')], butterfly: [c('#ff7eb6', 'pink'), c('#b28dff', 'lilac')], bee: [c('#f6c343', 'honey yellow')],
  ladybird: [c('#e5383b', 'ladybird red')], snail: [c('#e0b07a', 'biscuit')], spider: [c('#5d4e6d', 'plum')],
  caterpillar: [c('#8cc63f', 'apple green')], ant: [c('#8a4b3c', 'rust red')], robot: [c('#9fb7cc', 'silver blue'), c('#c98a5a', 'shiny copper')],
  rover: [c('#d9dde3', 'moon silver')], alien: [c('#8fe0a8', 'mint green')], monster: [c('#7cc5e8', 'sky blue'), c('#b28dff', 'lilac'), c('#8fd16a', 'lime')],
  ghost: [c('#f7f7ff', 'misty white')], troll: [c('#8fa86a', 'mossy green')], giant: SKIN, fairy: SKIN, mermaid: SKIN, elf: SKIN,
  tractor: [c('#e63946', 'tractor red'), c('#3bb273', 'tractor green')], tugboat: [c('#e63946', 'red'), c('#f4c430', 'yellow')],
  train: [c('#3a86ff', 'blue'), c('#e63946', 'red')], 'fire truck': [c('#e5383b', 'fire-engine red')], excavator: [c('#f4b41a', 'digger yellow')],
  ship: [c('#2f4f7f', 'navy blue')], boat: [c('#f4f1ea', 'white')], car: [c('#3a86ff', 'blue'), c('#f77f00', 'orange'), c('#3bb273', 'green')],
  bus: [c('#f4c430', 'school-bus yellow'), c('#e63946', 'red')], plane: [c('#f4f4f8', 'white')], helicopter: [c('#f77f00', 'orange')],
  truck: [c('#3a86ff', 'blue'), c('#2a9d8f', 'teal')], 'garbage truck': [c('#3bb273', 'green')], submarine: [c('#f4c430', 'yellow')],
  rocket: [c('#f1f3f8', 'white')], 'race car': [c('#e63946', 'racing red')], bicycle: [c('#e63946', 'red'), c('#3a86ff', 'blue')],
  'teddy bear': [c('#c8915a', 'honey brown')], 'toy rabbit': [c('#f1d7e2', 'pale pink')], doll: SKIN, 'rag doll': SKIN,
  toy: [c('#e63946', 'red')], puppet: [c('#7cc5e8', 'sky blue')], 'toy car': [c('#e63946', 'red')],
  cloud: [c('#fdfdff', 'white')], snowflake: [c('#dff3ff', 'ice blue')], raindrop: [c('#6fb7ee', 'rain blue')], tree: [c('#5fae4f', 'leaf green')],
  flower: [c('#ff7eb6', 'pink'), c('#ffd23f', 'yellow')], seed: [c('#a47148', 'nut brown')], star: [c('#ffd23f', 'golden')],
  wind: [c('#cfe8ff', 'pale blue')], sun: [c('#ffd23f', 'sunny yellow')], moon: [c('#fff3b0', 'moon yellow')],
  lighthouse: [c('#f4f1ea', 'white')], crayon: [c('#e63946', 'red'), c('#3a86ff', 'blue')], sock: [c('#ff6fa5', 'pink'), c('#3bb273', 'green')],
  snowman: [c('#ffffff', 'snow white')], kite: [c('#e63946', 'red')], balloon: [c('#e63946', 'red'), c('#3a86ff', 'blue')],
};

const KIND_COLORS: Record<CharacterKind, readonly NamedColor[]> = {
  'person-child': SKIN, 'person-adult': SKIN, 'person-elder': SKIN, baby: SKIN,
  animal: [c('#c8955f', 'caramel brown'), c('#a9a4a8', 'dove grey')], creature: [c('#f4a6b8', 'rosy pink'), c('#8fc9e8', 'sky blue'), c('#c9a7eb', 'lavender')],
  vehicle: [c('#e63946', 'red'), c('#3a86ff', 'blue')], robot: [c('#9fb7cc', 'silver blue')], toy: [c('#e9b44c', 'golden yellow')],
  nature: [c('#9fd08b', 'leaf green')], object: [c('#f4c430', 'yellow')],
};

const isPerson = (kind: CharacterKind) => kind === 'person-child' || kind === 'person-adult' || kind === 'person-elder' || kind === 'baby';

/** The kind of a thing word, for a sheet or picture that names only the thing. */
export function kindOf(thing: string): CharacterKind {
  return THINGS[thing.toLowerCase()]?.kind ?? 'animal';
}

/**
 * Hair colour for people, fixed by name so every picture agrees with the description; never so close to the skin
 * that the hair (and a girl's pigtails) reads as part of the head.
 */
export function hairColorFor(name: string, kind: CharacterKind = 'person-child', skin?: string): NamedColor {
  const all = kind === 'person-elder' ? GREY_HAIR : HAIR_COLORS;
  const apart = skin ? all.filter((hair) => Math.abs(toHsl(hair.hex).l - toHsl(skin).l) >= 0.18) : all;
  const colors = apart.length > 0 ? apart : all;
  return colors[hashString(name) % colors.length] as NamedColor;
}

function contrasts(body: string, accent: string): boolean {
  const a = toHsl(body), b = toHsl(accent);
  const hueGap = Math.min(Math.abs(a.h - b.h), 360 - Math.abs(a.h - b.h));
  return a.s < 0.25 || hueGap > 40;
}

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

/** What things that wear no clothes carry instead, by kind. */
const TRIMS: Partial<Record<CharacterKind, string>> = {
  vehicle: 'a {c} stripe along its side', robot: 'a {c} light on its chest', nature: 'a {c} ribbon', object: 'a {c} ribbon', toy: 'a {c} bow',
};

const FEATURES: readonly string[] = [
  'a star-shaped patch on one cheek', 'big round glasses', 'a sprinkle of freckles', 'a heart-shaped nose',
  'a little daisy tucked behind one ear', 'a curly tuft on top of the head',
];

const COVERINGS: Record<string, string> = {
  hedgehog: 'spiky fur', owl: 'feathers', bird: 'feathers', penguin: 'feathers', duck: 'feathers', chicken: 'feathers',
  frog: 'smooth skin', turtle: 'a shell and smooth skin', fish: 'shiny scales', whale: 'smooth skin', dolphin: 'smooth skin',
  shark: 'smooth skin', octopus: 'soft skin', dragon: 'shiny scales', dinosaur: 'bumpy scales', crocodile: 'bumpy scales',
  alien: 'smooth skin', elephant: 'wrinkly skin', hippo: 'smooth skin', pig: 'skin',
};

function covering(kind: CharacterKind, thing: string): string {
  if (isPerson(kind)) return 'skin';
  if (kind === 'vehicle' || kind === 'object') return 'paint';
  if (kind === 'robot') return 'metal plating';
  if (kind === 'nature') return 'glow';
  return COVERINGS[thing] ?? 'fur';
}

function paletteFor(kind: CharacterKind, thing: string): readonly NamedColor[] {
  return COLORS[thing] ?? KIND_COLORS[kind];
}

function lookWith(random: Random, kind: CharacterKind, thing: string, tone: StoryTone | undefined) {
  const body = random.pick(paletteFor(kind, thing));
  const accents = ACCENT_COLORS.filter((a) => contrasts(body.hex, a.hex));
  const accent = random.pick(accents.length > 0 ? accents : ACCENT_COLORS);
  const trim = TRIMS[kind];
  const outfit = (trim ?? random.pick(OUTFITS[tone ?? 'heartwarming'])).replace('{c}', accent.name);
  const feature = trim ? 'big friendly eyes' : tone === 'educational' && random.chance(0.5) ? 'big round glasses' : random.pick(FEATURES);
  return { body, accent, outfit, feature };
}

/** The hero's fixed look, designed from what the hero is; the same seed gives the same sheet. */
export function designHero(figure: PictureFigure, tone: StoryTone, seed: string): CharacterSheet {
  const thing = figure.thing.toLowerCase();
  const random = seededRandom(seed, 'hero', thing);
  const { body, accent, outfit, feature } = lookWith(random, figure.kind, thing, tone);
  const name = figure.name ?? `The ${thing}`;
  const look = isPerson(figure.kind)
    ? `${body.name} skin and ${hairColorFor(name, figure.kind, body.hex).name} hair`
    : thing === 'panda' ? 'snowy white fur with black ears, arms and eye patches' : `${body.name} ${covering(figure.kind, thing)}`;
  const size = figure.kind === 'person-adult' || figure.kind === 'person-elder' ? 'tall, friendly' : 'small, round, friendly';
  const description =
    `${name} is a ${size} ${thing} with ${look}, big round dark eyes and rosy cheeks. ` +
    `${name} always has ${outfit} and ${feature}. Same colours, outfit and proportions in every picture.`;
  return { name, kind: thing, bodyColor: body.hex, accentColor: accent.hex, outfit, feature, description };
}

/** The hero's look from the book's sheet. */
export function heroLook(sheet: CharacterSheet, figure?: PictureFigure): Look {
  return {
    name: sheet.name, kind: sheet.kind.toLowerCase(), body: sheet.bodyColor.toLowerCase(), accent: sheet.accentColor.toLowerCase(),
    outfit: sheet.outfit, feature: sheet.feature, ...(figure?.gender ? { gender: figure.gender } : {}),
  };
}

/** Anyone else's look: the same on every page of the book. */
export function figureLook(figure: PictureFigure, bookId: string): Look {
  const thing = figure.thing.toLowerCase();
  const random = seededRandom(bookId, 'figure', figure.name ?? thing);
  const { body, accent } = lookWith(random, figure.kind, thing, undefined);
  return {
    name: figure.name ?? `${bookId}:${thing}`, kind: thing, body: body.hex, accent: accent.hex, outfit: '', feature: '',
    ...(figure.gender ? { gender: figure.gender } : {}),
  };
}
