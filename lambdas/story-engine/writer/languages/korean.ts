// The Korean language pack: every sentence written whole, with slots only for who is in the story and the
// particles their names take.
import { letterCount, withRetelling, type LanguagePack } from './pack';
import { ARC } from './korean/arc';
import { koreanContext, whoIs, type Ko } from './korean/context';
import { DIFFERENT } from './korean/different';
import { EXPLAINERS } from './korean/explainers';
import { FIND_OUT, FIND_OUT_SUMMARIES, FIND_OUT_TITLES } from './korean/find-out';
import { QUESTIONS, QUESTION_SUMMARIES, QUESTION_TITLES } from './korean/questions';
import { FAMILY } from './korean/family';
import { FEELINGS } from './korean/feelings';
import { DETAILS, MOODS, SUMMARIES, TITLES } from './korean/framing';
import { VISITS } from './korean/visits';
import { withMore } from './korean/more';

/** Hangul syllables per English word: the book-quality checker measures Korean page length the same way. */
const SYLLABLES_PER_ENGLISH_WORD = 2;

export const KOREAN_PACK: LanguagePack<Ko> = {
  language: 'korean',
  context: koreanContext,
  label: (c, role) => (role === undefined ? c.n : whoIs(role).n),
  beats: withMore({ ...FAMILY, ...VISITS, ...FEELINGS, ...DIFFERENT, ...EXPLAINERS, ...withRetelling(QUESTIONS), ...withRetelling(FIND_OUT), ...ARC }),
  moods: MOODS,
  details: DETAILS,
  titles: { ...TITLES, ...QUESTION_TITLES, ...FIND_OUT_TITLES },
  summaries: { ...SUMMARIES, ...QUESTION_SUMMARIES, ...FIND_OUT_SUMMARIES },
  words: (text) => letterCount(text) / SYLLABLES_PER_ENGLISH_WORD,
};

/** What load-pack.ts imports: every pack module exports its pack as `pack`. */
export const pack = KOREAN_PACK;
