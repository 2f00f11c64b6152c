// The Russian language pack: every sentence written whole, with slots only for who is in the story. Words whose
// ending needs a gender the story does not know are marked, and a line with such a word is never used.
import { spacedWords, withRetelling, type BeatText, type LanguagePack, type Line, type Part } from './pack';
import { ARC } from './russian/arc';
import { russianContext, whoIs, UNKNOWN, type Ru } from './russian/context';
import { DIFFERENT } from './russian/different';
import { EXPLAINERS } from './russian/explainers';
import { FIND_OUT, FIND_OUT_SUMMARIES, FIND_OUT_TITLES } from './russian/find-out';
import { QUESTIONS, QUESTION_SUMMARIES, QUESTION_TITLES } from './russian/questions';
import { FAMILY } from './russian/family';
import { FEELINGS } from './russian/feelings';
import { DETAILS, MOODS, SUMMARIES, TITLES } from './russian/framing';
import { VISITS } from './russian/visits';
import { withMore } from './russian/more';

function safe(line: Line<Ru>): Line<Ru> {
  const wrapped = (c: Ru) => {
    const text = line(c);
    return typeof text === 'string' && text.includes(UNKNOWN) ? false : text;
  };
  return line.key ? Object.assign(wrapped, { key: line.key }) : wrapped;
}
const part = (p: Part<Ru>): Part<Ru> => p.map(safe);
const parts = (list: readonly Part<Ru>[] | undefined) => list?.map(part);
const each = <K extends string>(record: Readonly<Record<K, Part<Ru>>>) =>
  Object.fromEntries(Object.entries(record).map(([k, p]) => [k, part(p as Part<Ru>)])) as Record<K, Part<Ru>>;

function beats(all: Record<string, BeatText<Ru>>): Record<string, BeatText<Ru>> {
  return Object.fromEntries(Object.entries(all).map(([id, b]) => [id, {
    m: parts(b.m)!, ...(b.s ? { s: parts(b.s)! } : {}), ...(b.l ? { l: parts(b.l)! } : {}),
  }]));
}

/** Russian runs about 0.75–0.8 words per English word; the engine's page lengths are counted in English-sized words. */
const RUSSIAN_WORDS_PER_ENGLISH = 0.75;

export const RUSSIAN_PACK: LanguagePack<Ru> = {
  language: 'russian',
  context: russianContext,
  label: (c, role) => (role === undefined ? c.n : whoIs(role).n),
  beats: beats(withMore({ ...FAMILY, ...VISITS, ...FEELINGS, ...DIFFERENT, ...EXPLAINERS, ...withRetelling(QUESTIONS), ...withRetelling(FIND_OUT), ...ARC })),
  moods: each(MOODS),
  details: part(DETAILS),
  titles: each({ ...TITLES, ...QUESTION_TITLES, ...FIND_OUT_TITLES }),
  summaries: each({ ...SUMMARIES, ...QUESTION_SUMMARIES, ...FIND_OUT_SUMMARIES }),
  words: (text) => Math.ceil(spacedWords(text) / RUSSIAN_WORDS_PER_ENGLISH),
};

/** What load-pack.ts imports: every pack module exports its pack as `pack`. */
export const pack = RUSSIAN_PACK;
