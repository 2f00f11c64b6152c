// Cuts book text into sentences, words and letters the same way for every rule, in all ten languages.
import type { StoryLanguage } from '../../lambdas/ports/story-model';

export type ScriptGroup = 'latin' | 'cyrillic' | 'japanese' | 'chinese' | 'korean';

export const SCRIPT_OF: Record<StoryLanguage, ScriptGroup> = {
  english: 'latin', spanish: 'latin', french: 'latin', german: 'latin', portuguese: 'latin', italian: 'latin',
  russian: 'cyrillic', japanese: 'japanese', chinese: 'chinese', korean: 'korean',
};

/** Chinese and Japanese put no spaces between words, so their rules count letters instead of words. */
export const writtenWithoutSpaces = (language: StoryLanguage): boolean => language === 'chinese' || language === 'japanese';

/** Lower case without Latin accents (é → e, ё → е); CJK and Hangul untouched (their marks are not in this range). */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toLowerCase();
}

/** Accents removed, case kept: names are compared this way ("Lucía" = "Lucia", but "Rose" ≠ "rose"). */
export function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const STOPS = /[.!?…。！？]+(?:[\s\u00a0]*[»”"’)\]」』）])*/gu;

/**
 * Sentences of a text. A stop ends a sentence only when the text does not run straight on: “I did it!” he said,
 * «¡Lo conseguí!», gritó and 「できた！」とさけぶ stay one sentence each.
 */
export function splitSentences(text: string): string[] {
  const sentences: string[] = [];
  for (const line of text.split(/\n+/)) {
    let start = 0;
    for (const stop of line.matchAll(STOPS)) {
      const end = (stop.index ?? 0) + stop[0].length;
      const rest = line.slice(end);
      const next = rest.trimStart();
      const cjk = /[。！？]/.test(stop[0]);
      if (!cjk && rest.length > 0 && !/^[\s\u00a0]/.test(rest)) continue;
      if (/^\p{Ll}/u.test(next)) continue;
      if (cjk && /^[とっ、，,]/u.test(next)) continue;
      const sentence = line.slice(start, end).trim();
      if (sentence) sentences.push(sentence);
      start = end;
    }
    const tail = line.slice(start).trim();
    if (tail) sentences.push(tail);
  }
  return sentences;
}

export interface Token {
  /** Folded: what idea and book words are compared by. */
  word: string;
  /** Lower case with accents: "è" (is) and "e" (and) stay apart. */
  lower: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{M}\p{N}]+(?:['’\-][\p{L}\p{M}\p{N}]+)*/gu;

/** Words with their places in the text, folded (lower case, no accents). */
export function tokens(text: string): Token[] {
  return [...text.matchAll(WORD)].map((m) => ({
    word: fold(m[0]),
    lower: m[0].toLowerCase(),
    start: m.index ?? 0,
    end: (m.index ?? 0) + m[0].length,
  }));
}

export const words = (text: string): string[] => tokens(text).map((t) => t.word);

/** Letters and digits only: what Chinese and Japanese rules compare. */
export const letters = (text: string): string => text.replace(/[^\p{L}\p{M}\p{N}]/gu, '');

/** Punctuation that separates clauses; two mentions of a name on either side of it are not an echo. */
export const CLAUSE_BREAK = /[,;:!?.…—–«»“”"()\[\]、，。！？「」『』（）]/u;

/**
 * Whether a keyword occurs in folded text: as the start of a word in alphabetic scripts ("remember" finds
 * "remembered"), anywhere in Chinese, Japanese and Korean (particles are written onto the word).
 */
export function hasKeyword(foldedText: string, keyword: string, script: ScriptGroup): boolean {
  const k = fold(keyword);
  if (script === 'japanese' || script === 'chinese' || script === 'korean') return foldedText.includes(k);
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(k)}`, 'u').test(foldedText);
}
