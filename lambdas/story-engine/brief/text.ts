// Text helpers shared by every rule: folding, emoji removal, tokens with their places, and typo-tolerant lookups.

/** Latin accents removed (é → e); Cyrillic й and ё and the kana voicing marks are kept, so words stay words. */
export function stripAccents(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[\u00C0-\u024F\u1E00-\u1EFF]/g, (letter) => letter.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
}

/** Lower case without Latin accents; curly apostrophes become straight ones. */
export function fold(text: string): string {
  return stripAccents(text).toLowerCase().replace(/[’‘`´]/g, "'");
}

/** Emoji and other pictographs, which say nothing a word does not (they are read separately for things). */
const PICTOGRAPH = /[\p{Extended_Pictographic}\u{1F3FB}-\u{1F3FF}\u{FE0F}\u{200D}\u{20E3}]/gu;

export function withoutEmoji(text: string): string {
  return text.replace(PICTOGRAPH, ' ');
}

export interface Token {
  /** As written ("Jack" from "Jack's"). */
  text: string;
  fold: string;
  start: number;
  end: number;
  /** First word of the idea or of a sentence. */
  sentenceStart: boolean;
  capital: boolean;
  /** Punctuation (or nothing) between this token and the previous one. */
  gapBefore: string;
  /** The word carried a possessive ending ("Jack's", "Max’"). */
  possessive: boolean;
}

const WORD = /[\p{L}\p{M}\p{N}]+(?:['’\-][\p{L}\p{M}\p{N}]+)*/gu;
const SENTENCE_BREAK = /[.!?…¿¡:;()（）「」\n。！？]/u;

export function tokenize(text: string): Token[] {
  const result: Token[] = [];
  let previousEnd = 0;
  for (const match of text.matchAll(WORD)) {
    let word = match[0];
    const start = match.index ?? 0;
    let possessive = false;
    const genitive = /^(.+?)['’]s$/u.exec(word);
    if (genitive && /^\p{Lu}/u.test(word)) {
      word = genitive[1]!;
      possessive = true;
    }
    const gapBefore = text.slice(previousEnd, start);
    result.push({
      text: word,
      fold: fold(word),
      start,
      end: start + match[0].length,
      sentenceStart: result.length === 0 || SENTENCE_BREAK.test(gapBefore),
      capital: /^\p{Lu}/u.test(word),
      gapBefore,
      possessive,
    });
    previousEnd = start + match[0].length;
  }
  return result;
}

/** Damerau distance of at most one ("dragom" → dragon, "frist" → first); only for words long enough to be safe. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.min(a.length, b.length) < 5 || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

const BOUNDARY = '(?:(?<![\\p{L}\\p{N}])(?=[\\p{L}\\p{N}])|(?<=[\\p{L}\\p{N}])(?![\\p{L}\\p{N}]))';
const compiled = new Map<string, RegExp>();

/** A lexicon pattern: written in lower case without accents, \b a word boundary in every script. */
export function pattern(source: string): RegExp {
  let regex = compiled.get(source);
  if (!regex) {
    regex = new RegExp(stripAccents(source).replace(/\\b/g, BOUNDARY).replace(/\\w/g, '[\\p{L}\\p{N}_]'), 'u');
    compiled.set(source, regex);
  }
  return regex;
}

export function firstMatchIndex(text: string, source: string): number {
  const found = pattern(source).exec(text);
  return found ? found.index : -1;
}

/** "l anniversaire" → "l'anniversaire", "c est" → "c'est", "qu il" → "qu'il": elisions typed with a space. */
export function repairFrenchElisions(text: string): string {
  return text.replace(/(?<![\p{L}'’])([cdjlmnst]|qu) (?=[aeiouyhéèêàâîôû])/giu, "$1'");
}
