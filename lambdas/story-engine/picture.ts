// What one page's picture shows, as the writer decides it and the illustrator draws it: closed words, no free text
// to read back (the Bedrock prompt is written from the same facts in prose).
import type { CharacterKind } from './brief/types';
import type { Mood } from './writer/types';

/** Someone (or something) drawn on a page. */
export interface PictureFigure {
  /** The name as the idea writes it (Latin or the idea's script); absent for "a red tractor". */
  name?: string;
  kind: CharacterKind;
  /** English word for what it is, from the brief's lexicon: "grandmother", "tractor", "cloud", "teddy bear". */
  thing: string;
  gender?: 'female' | 'male';
  /** The one the story follows: drawn the same on every page, from the book's character sheet. */
  hero: boolean;
  /** Remembered, not present (a pet or grandparent who died): drawn as a framed picture or a soft memory, if at all. */
  remembered?: boolean;
  /** Aids the text gives this figure (English thing keys: "wheelchair", "cast", "glasses"): drawn on it. */
  aids?: string[];
}

export interface PagePicture {
  /** English words for the place, from the writer's closed list ("a warm kitchen", "a dentist’s room", "outer space"). */
  setting: string;
  /** How the page feels: the figures' poses and the light follow it. */
  mood: Mood;
  /** English words for what happens, without names ("setting off on a journey"). */
  action: string;
  /** Everyone on the page, hero first. */
  figures: PictureFigure[];
  cover: boolean;
  /** Things the page's text names, as English thing keys ("rocket", "red envelope"): drawn beside the figures. */
  things?: string[];
}

const article = (thing: string) => (/^[aeiou]/.test(thing) ? 'an' : 'a');
/** "a rocket", "an apple", and plurals bare: "glasses", "dumplings". */
const aThing = (thing: string) => (/[^s]s$/.test(thing) && thing !== 'bus' ? thing : `${article(thing)} ${thing}`);

/** One figure in English prose: "Grandpa Walter, a grandfather" or "a tractor". */
export function describeFigure(figure: PictureFigure): string {
  const what = `${article(figure.thing)} ${figure.thing}`;
  const who = figure.name ? `${figure.name}, ${what}` : what;
  const aided = figure.aids?.length ? `${who} with ${figure.aids.map(aThing).join(' and ')}` : who;
  return figure.remembered ? `${aided} (remembered, in a framed photo)` : aided;
}

/**
 * Things the content policy reads as a lure beside a child and an adult (a photo, sweets, a gift): drawn from the
 * closed facts, never said in the prompt, where two of them (or one and a remembered figure's framed photo) would
 * read as grooming.
 */
const UNSAID = new Set(['photo', 'sweets', 'gift']);

/** The picture as an English prompt: "Maya, a girl; Grandma Rose, a grandmother: baking together, in a warm kitchen." */
export function describePicture(picture: PagePicture): string {
  const lead = picture.cover ? 'Book cover. ' : '';
  const said = (picture.things ?? []).filter((thing) => !UNSAID.has(thing));
  const things = said.length > 0 ? ` Beside them: ${said.map(aThing).join(', ')}.` : '';
  return `${lead}${picture.figures.map(describeFigure).join('; ')}: ${picture.action}, in ${picture.setting}.${things} The mood is ${picture.mood}.`;
}
