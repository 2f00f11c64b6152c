// The German language pack: every sentence written whole, with slots only for who is in the story.
import { spacedWords, withRetelling, type LanguagePack } from './pack';
import { ARC } from './german/arc';
import { germanContext, whoIs, type De } from './german/context';
import { DIFFERENT } from './german/different';
import { EXPLAINERS } from './german/explainers';
import { FIND_OUT, FIND_OUT_SUMMARIES, FIND_OUT_TITLES } from './german/find-out';
import { QUESTIONS, QUESTION_SUMMARIES, QUESTION_TITLES } from './german/questions';
import { FAMILY } from './german/family';
import { FEELINGS } from './german/feelings';
import { DETAILS, MOODS, SUMMARIES, TITLES } from './german/framing';
import { VISITS } from './german/visits';
import { withMore } from './german/more';

export const GERMAN_PACK: LanguagePack<De> = {
  language: 'german',
  context: germanContext,
  label: (c, role) => (role === undefined ? c.n : whoIs(role).n),
  beats: withMore({ ...FAMILY, ...VISITS, ...FEELINGS, ...DIFFERENT, ...EXPLAINERS, ...withRetelling(QUESTIONS), ...withRetelling(FIND_OUT), ...ARC }),
  moods: MOODS,
  details: DETAILS,
  titles: { ...TITLES, ...QUESTION_TITLES, ...FIND_OUT_TITLES },
  summaries: { ...SUMMARIES, ...QUESTION_SUMMARIES, ...FIND_OUT_SUMMARIES },
  words: (text) => spacedWords(text),
};

/** What load-pack.ts imports: every pack module exports its pack as `pack`. */
export const pack = GERMAN_PACK;
