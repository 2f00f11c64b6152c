// The French language pack: every sentence written whole, with slots only for who is in the story.
import { spacedWords, withRetelling, type BeatText, type LanguagePack, type Line, type Part } from './pack';
import { ARC } from './french/arc';
import { cap, frenchContext, tidy, whoIs, type Fr } from './french/context';
import { DIFFERENT } from './french/different';
import { EXPLAINERS } from './french/explainers';
import { FIND_OUT, FIND_OUT_SUMMARIES, FIND_OUT_TITLES } from './french/find-out';
import { QUESTIONS, QUESTION_SUMMARIES, QUESTION_TITLES } from './french/questions';
import { FAMILY } from './french/family';
import { FEELINGS } from './french/feelings';
import { DETAILS, MOODS, SUMMARIES, TITLES } from './french/framing';
import { VISITS } from './french/visits';

// Every sentence goes through the same last pass, keeping its key.
const tidyLine = (line: Line<Fr>): Line<Fr> => Object.assign((c: Fr) => {
  const text = line(c);
  return typeof text === 'string' ? tidy(text) : text;
}, line.key ? { key: line.key } : {});
const tidyPart = (part: Part<Fr>): Part<Fr> => part.map(tidyLine);
const tidyParts = <K extends string>(parts: Readonly<Record<K, Part<Fr>>>) =>
  Object.fromEntries(Object.entries<Part<Fr>>(parts).map(([k, p]) => [k, tidyPart(p)])) as Record<K, Part<Fr>>;
const tidyBeat = (beat: BeatText<Fr>): BeatText<Fr> => ({
  m: beat.m.map(tidyPart), ...(beat.s ? { s: beat.s.map(tidyPart) } : {}), ...(beat.l ? { l: beat.l.map(tidyPart) } : {}),
});
const BEATS = Object.fromEntries(Object.entries({ ...FAMILY, ...VISITS, ...FEELINGS, ...DIFFERENT, ...EXPLAINERS, ...withRetelling(QUESTIONS), ...withRetelling(FIND_OUT), ...ARC }).map(([id, beat]) => [id, tidyBeat(beat)]));

export const FRENCH_PACK: LanguagePack<Fr> = {
  language: 'french',
  context: frenchContext,
  label: (c, role) => (role === undefined ? c.n : whoIs(role, false).n),
  beats: BEATS,
  moods: tidyParts(MOODS),
  details: tidyPart(DETAILS),
  titles: tidyParts({ ...TITLES, ...QUESTION_TITLES, ...FIND_OUT_TITLES }),
  summaries: tidyParts({ ...SUMMARIES, ...QUESTION_SUMMARIES, ...FIND_OUT_SUMMARIES }),
  words: (text) => spacedWords(text),
};

export { cap };

/** What load-pack.ts imports: every pack module exports its pack as `pack`. */
export const pack = FRENCH_PACK;
