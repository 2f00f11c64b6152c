// The English language pack: every sentence written whole, with slots only for who is in the story.
import { spacedWords, withRetelling, type LanguagePack } from './pack';
import { ARC } from './english/arc';
import { cap, englishContext, whoIs, type En } from './english/context';
import { DIFFERENT } from './english/different';
import { EXPLAINERS } from './english/explainers';
import { FIND_OUT, FIND_OUT_SUMMARIES, FIND_OUT_TITLES } from './english/find-out';
import { FAMILY } from './english/family';
import { FEELINGS } from './english/feelings';
import { QUESTIONS, QUESTION_SUMMARIES, QUESTION_TITLES } from './english/questions';
import { DETAILS, MOODS, SUMMARIES, TITLES } from './english/framing';
import { VISITS } from './english/visits';

export const ENGLISH_PACK: LanguagePack<En> = {
  language: 'english',
  context: englishContext,
  label: (c, role) => (role === undefined ? c.n : whoIs(role, false).n),
  beats: { ...FAMILY, ...VISITS, ...FEELINGS, ...DIFFERENT, ...EXPLAINERS, ...withRetelling(QUESTIONS), ...withRetelling(FIND_OUT), ...ARC },
  moods: MOODS,
  details: DETAILS,
  titles: { ...TITLES, ...QUESTION_TITLES, ...FIND_OUT_TITLES },
  summaries: { ...SUMMARIES, ...QUESTION_SUMMARIES, ...FIND_OUT_SUMMARIES },
  words: (text) => spacedWords(text),
};

export { cap };

/** What load-pack.ts imports: every pack module exports its pack as `pack`. */
export const pack = ENGLISH_PACK;
