// The Chinese (Simplified, Mandarin) language pack: every sentence written whole, with slots only for who is in the
// story. Names are written in Chinese characters; Chinese has no spaces, so length is counted in characters.
import { letterCount, withRetelling, type LanguagePack } from './pack';
import { ARC } from './chinese/arc';
import { chineseContext, whoIs, type Zh } from './chinese/context';
import { DIFFERENT } from './chinese/different';
import { EXPLAINERS } from './chinese/explainers';
import { FIND_OUT, FIND_OUT_SUMMARIES, FIND_OUT_TITLES } from './chinese/find-out';
import { QUESTIONS, QUESTION_SUMMARIES, QUESTION_TITLES } from './chinese/questions';
import { FAMILY } from './chinese/family';
import { FEELINGS } from './chinese/feelings';
import { DETAILS, MOODS, SUMMARIES, TITLES } from './chinese/framing';
import { VISITS } from './chinese/visits';
import { withMore } from './chinese/more';

/** Chinese characters that make one English word's worth of text (the age limits are counted in English words). */
const CHARACTERS_PER_ENGLISH_WORD = 1.6;

export const CHINESE_PACK: LanguagePack<Zh> = {
  language: 'chinese',
  context: chineseContext,
  label: (c, role) => (role === undefined ? c.n : whoIs(role).n),
  beats: withMore({ ...FAMILY, ...VISITS, ...FEELINGS, ...DIFFERENT, ...EXPLAINERS, ...withRetelling(QUESTIONS), ...withRetelling(FIND_OUT), ...ARC }),
  moods: MOODS,
  details: DETAILS,
  titles: { ...TITLES, ...QUESTION_TITLES, ...FIND_OUT_TITLES },
  summaries: { ...SUMMARIES, ...QUESTION_SUMMARIES, ...FIND_OUT_SUMMARIES },
  words: (text) => Math.ceil(letterCount(text) / CHARACTERS_PER_ENGLISH_WORD),
  sentenceGap: '',
};

/** What load-pack.ts imports: every pack module exports its pack as `pack`. */
export const pack = CHINESE_PACK;
