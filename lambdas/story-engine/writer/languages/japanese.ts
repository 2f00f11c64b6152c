// The Japanese language pack: every sentence written whole in plain-form picture-book Japanese, with slots only for
// who is in the story. Names are written in katakana (or as the idea wrote them in Japanese).
import { letterCount, withRetelling, type LanguagePack } from './pack';
import { ARC } from './japanese/arc';
import { japaneseContext, whoIs, type Ja } from './japanese/context';
import { DIFFERENT } from './japanese/different';
import { EXPLAINERS } from './japanese/explainers';
import { FIND_OUT, FIND_OUT_SUMMARIES, FIND_OUT_TITLES } from './japanese/find-out';
import { QUESTIONS, QUESTION_SUMMARIES, QUESTION_TITLES } from './japanese/questions';
import { FAMILY } from './japanese/family';
import { FEELINGS } from './japanese/feelings';
import { DETAILS, MOODS, SUMMARIES, TITLES } from './japanese/framing';
import { VISITS } from './japanese/visits';
import { withMore } from './japanese/more';

/** Japanese has no spaces: about 2.7 letters make one English word, the same measure the age limits use. */
const LETTERS_PER_ENGLISH_WORD = 2.7;

export const JAPANESE_PACK: LanguagePack<Ja> = {
  language: 'japanese',
  context: japaneseContext,
  label: (c, role) => (role === undefined ? c.n : whoIs(role).n),
  beats: withMore({ ...FAMILY, ...VISITS, ...FEELINGS, ...DIFFERENT, ...EXPLAINERS, ...withRetelling(QUESTIONS), ...withRetelling(FIND_OUT), ...ARC }),
  moods: MOODS,
  details: DETAILS,
  titles: { ...TITLES, ...QUESTION_TITLES, ...FIND_OUT_TITLES },
  summaries: { ...SUMMARIES, ...QUESTION_SUMMARIES, ...FIND_OUT_SUMMARIES },
  words: (text) => Math.ceil(letterCount(text) / LETTERS_PER_ENGLISH_WORD),
  sentenceGap: '',
};

/** What load-pack.ts imports: every pack module exports its pack as `pack`. */
export const pack = JAPANESE_PACK;
