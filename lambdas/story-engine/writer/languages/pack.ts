// What a language pack gives the writer. Every sentence is written whole by the pack; the engine only chooses.
import type { StoryLanguage, StoryTone } from '../../../ports/story-model';
import type { IdeaBrief } from '../../brief/types';
import type { Role, StoryCast } from '../cast';
import type { AgeBand, Mood } from '../types';

/** One way to say something; false (or empty) when this story lacks what the sentence needs, so another is used. */
export type Line<C> = ((c: C) => string | false | undefined | null | 0) & {
  /** Lines with the same key say the same thing in other words: a book uses one of them at most. */
  key?: string;
};
/** Alternatives for one sentence slot; the seed picks one. */
export type Part<C> = readonly Line<C>[];

export interface BeatText<C> {
  /** 4–7: one sentence from each part. The first part also serves 0–3 when `s` is absent. */
  m: readonly Part<C>[];
  /** 0–3: short, concrete sentences. */
  s?: readonly Part<C>[];
  /** 8–12: more of the same beat (dialogue, feelings, detail), after `m`. */
  l?: readonly Part<C>[];
}

export interface StoryFacts {
  brief: IdeaBrief;
  cast: StoryCast;
  shape: string;
  band: AgeBand;
  tone: StoryTone;
}

export interface LanguagePack<C> {
  language: StoryLanguage;
  context(facts: StoryFacts): C;
  /** What the story calls a cast member, for the cast list and for finding who is on a page. */
  label(c: C, role: Role): string;
  beats: Readonly<Record<string, BeatText<C>>>;
  /** Feeling sentences, to fill a page for older readers. */
  moods: Readonly<Record<Mood, Part<C>>>;
  /** Sentences about where the story happens. */
  details: Part<C>;
  titles: Readonly<Record<string, Part<C>>>;
  summaries: Readonly<Record<string, Part<C>>>;
  /** Words in a text, as the age limits count them. */
  words(text: string): number;
  /** What goes between sentences: a space, or nothing where the script uses none (Chinese, Japanese). */
  sentenceGap?: string;
}

/** Words as separators cut them, counting only those with a letter or digit. */
export const spacedWords = (text: string, separators = /\s+/): number => text.split(separators).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Letters and digits, for the scripts written without spaces between words. */
export const letterCount = (text: string): number => text.replace(/[^\p{L}\p{M}\p{N}]/gu, '').length;

// Beats that move the story on (asking, trying, ending): their first line is told once, a second would ask or try again;
// asking a grown-up and ending a find-out book are told once altogether, a second answer would contradict the first.
const STORY_STEP = /\.(ask|twist|try|end)$|^fo\./;
const TOLD_ONCE = /^fo\.(ask|grown|end)$/;

/** Beats whose 8–12 pages also give each fact's other wording after the longer passage, so the page is long enough. */
export function withRetelling<C>(beats: Readonly<Record<string, BeatText<C>>>): Record<string, BeatText<C>> {
  return Object.fromEntries(Object.entries(beats).map(([id, beat]) => {
    const again = TOLD_ONCE.test(id) ? [] : STORY_STEP.test(id) ? beat.m.slice(1) : beat.m.slice().reverse();
    return [id, { ...beat, l: [...(beat.l ?? []), ...again] }];
  }));
}

/** A question no key answers, as the idea words it: direct ("why do cats purr") or reported ("why cats purr"). */
export interface AskedWords {
  words: string;
  direct: boolean;
}

/** The asked question a find-out book may quote: set beside the pack's own context when the idea is in the book's language. */
export const askedIn = (c: object): AskedWords | undefined => (c as { asked?: AskedWords }).asked;
