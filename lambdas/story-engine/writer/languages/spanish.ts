// The Spanish language pack: every sentence written whole, with slots only for who is in the story.
import { spacedWords, withRetelling, type LanguagePack } from './pack';
import { ARC } from './spanish/arc';
import { cap, spanishContext, whoIs, type Es } from './spanish/context';
import { DIFFERENT } from './spanish/different';
import { EXPLAINERS } from './spanish/explainers';
import { FIND_OUT, FIND_OUT_SUMMARIES, FIND_OUT_TITLES } from './spanish/find-out';
import { QUESTIONS, QUESTION_SUMMARIES, QUESTION_TITLES } from './spanish/questions';
import { FAMILY } from './spanish/family';
import { FEELINGS } from './spanish/feelings';
import { DETAILS, MOODS, SUMMARIES, TITLES } from './spanish/framing';
import { withMore } from './spanish/more';
import { VISITS } from './spanish/visits';

export const SPANISH_PACK: LanguagePack<Es> = {
  language: 'spanish',
  context: spanishContext,
  label: (c, role) => (role === undefined ? c.n : whoIs(role, false).n),
  beats: withMore({ ...FAMILY, ...VISITS, ...FEELINGS, ...DIFFERENT, ...EXPLAINERS, ...withRetelling(QUESTIONS), ...withRetelling(FIND_OUT), ...ARC }),
  moods: MOODS,
  details: DETAILS,
  titles: { ...TITLES, ...QUESTION_TITLES, ...FIND_OUT_TITLES },
  summaries: { ...SUMMARIES, ...QUESTION_SUMMARIES, ...FIND_OUT_SUMMARIES },
  words: (text) => spacedWords(text),
};

export { cap };

/** What load-pack.ts imports: every pack module exports its pack as `pack`. */
export const pack = SPANISH_PACK;
