// Reads a page's text for the things it names (a rocket, a pizza, a wheelchair) with where each is named, from the
// page's language's thing words. A longer form wins where two overlap: "red envelope" is not also a letter.
import type { StoryLanguage } from '../../ports/story-model';
import type { ThingWords } from './thing-words';
import { THING_WORDS } from './words';

export interface NamedThing {
  /** English thing key: "rocket", "red envelope". */
  thing: string;
  /** Where the text first names it (folded text, code units). */
  at: number;
  /** How many times the page names it. */
  times: number;
}

/** Lower case without accents (ё → е, й → и), as forms are written and compared. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC').toLowerCase().replace(/[’‘`´]/g, "'");
}

const SPACELESS = new Set<StoryLanguage>(['chinese', 'japanese']);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One form as a pattern: whole words, stems (*), infixes (~), or a bare substring where words run together. */
function formPattern(form: string, language: StoryLanguage): string {
  const folded = foldText(form.trim());
  if (SPACELESS.has(language)) return escape(folded);
  const words = folded.split(/\s+/).map((word, i, all) => {
    const infix = i === 0 && word.startsWith('~');
    const stem = word.endsWith('*') || language === 'korean';
    const core = escape(word.replace(/^~/, '').replace(/\*$/, ''));
    const start = infix || i > 0 ? '' : '(?<![\\p{L}\\p{N}])';
    const end = stem ? '[\\p{L}\\p{M}]*' : i === all.length - 1 ? '(?![\\p{L}\\p{N}])' : '';
    return `${start}${core}${end}`;
  });
  return words.join("[\\s'\\-]+");
}

const compiled = new Map<StoryLanguage, ReadonlyArray<readonly [string, RegExp]>>();

function patternsOf(language: StoryLanguage): ReadonlyArray<readonly [string, RegExp]> {
  let list = compiled.get(language);
  if (!list) {
    const words: ThingWords = THING_WORDS[language];
    list = Object.entries(words).map(([thing, forms]) =>
      [thing, new RegExp(forms.split('|').filter(Boolean).map((f) => formPattern(f, language)).join('|'), 'gu')] as const);
    compiled.set(language, list);
  }
  return list;
}

/** Every thing the text names, in the order it first names them. */
export function readPageThings(language: StoryLanguage, text: string): NamedThing[] {
  const folded = foldText(text);
  const spans: Array<{ thing: string; start: number; end: number }> = [];
  for (const [thing, pattern] of patternsOf(language)) {
    for (const m of folded.matchAll(pattern)) if (m[0].length > 0) spans.push({ thing, start: m.index!, end: m.index! + m[0].length });
  }
  // Longest first; a span inside or across a longer one is the same words read twice.
  spans.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: typeof spans = [];
  for (const span of spans) if (!kept.some((k) => span.start < k.end && k.start < span.end)) kept.push(span);
  const found = new Map<string, NamedThing>();
  for (const span of kept.sort((a, b) => a.start - b.start)) {
    const seen = found.get(span.thing);
    if (seen) seen.times++;
    else found.set(span.thing, { thing: span.thing, at: span.start, times: 1 });
  }
  return [...found.values()];
}

/** The thing keys every language can name (the English table's, which the others follow). */
export const THING_KEYS: readonly string[] = Object.keys(THING_WORDS.english);
