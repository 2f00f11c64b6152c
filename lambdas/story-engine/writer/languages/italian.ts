// The Italian language pack: every sentence written whole, with slots only for who is in the story.
import { spacedWords, withRetelling, type LanguagePack } from './pack';
import { ARC } from './italian/arc';
import { cap, italianContext, whoIs, type It } from './italian/context';
import { DIFFERENT } from './italian/different';
import { EXPLAINERS } from './italian/explainers';
import { FIND_OUT, FIND_OUT_SUMMARIES, FIND_OUT_TITLES } from './italian/find-out';
import { QUESTIONS, QUESTION_SUMMARIES, QUESTION_TITLES } from './italian/questions';
import { FAMILY } from './italian/family';
import { FEELINGS } from './italian/feelings';
import { DETAILS, MOODS, SUMMARIES, TITLES } from './italian/framing';
import { withMore } from './italian/more';
import { VISITS } from './italian/visits';

export const ITALIAN_PACK: LanguagePack<It> = {
  language: 'italian',
  context: italianContext,
  label: (c, role) => (role === undefined ? c.n : whoIs(role, false).n),
  beats: withMore({ ...FAMILY, ...VISITS, ...FEELINGS, ...DIFFERENT, ...EXPLAINERS, ...withRetelling(QUESTIONS), ...withRetelling(FIND_OUT), ...ARC }),
  moods: MOODS,
  details: DETAILS,
  titles: { ...TITLES, ...QUESTION_TITLES, ...FIND_OUT_TITLES },
  summaries: { ...SUMMARIES, ...QUESTION_SUMMARIES, ...FIND_OUT_SUMMARIES },
  words: (text) => spacedWords(text, /[\s’']+/),
};

export { cap };

/** What load-pack.ts imports: every pack module exports its pack as `pack`. */
export const pack = ITALIAN_PACK;
