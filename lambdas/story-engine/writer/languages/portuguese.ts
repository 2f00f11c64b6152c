// The Portuguese language pack, written in Brazilian Portuguese (the larger readership): every sentence written whole,
// with slots only for who is in the story.
import { spacedWords, withRetelling, type LanguagePack } from './pack';
import { ARC } from './portuguese/arc';
import { cap, portugueseContext, whoIs, type Pt } from './portuguese/context';
import { DIFFERENT } from './portuguese/different';
import { EXPLAINERS } from './portuguese/explainers';
import { FIND_OUT, FIND_OUT_SUMMARIES, FIND_OUT_TITLES } from './portuguese/find-out';
import { QUESTIONS, QUESTION_SUMMARIES, QUESTION_TITLES } from './portuguese/questions';
import { FAMILY } from './portuguese/family';
import { FEELINGS } from './portuguese/feelings';
import { DETAILS, MOODS, SUMMARIES, TITLES } from './portuguese/framing';
import { withMore } from './portuguese/more';
import { VISITS } from './portuguese/visits';

export const PORTUGUESE_PACK: LanguagePack<Pt> = {
  language: 'portuguese',
  context: portugueseContext,
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
export const pack = PORTUGUESE_PACK;
