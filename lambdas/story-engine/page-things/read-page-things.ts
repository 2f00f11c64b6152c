// Reads a page's text for the things it names (a rocket, a pizza, a wheelchair) with where each is named, from the
// page's language's thing words. A longer form wins where two overlap: "red envelope" is not also a letter.
import type { StoryLanguage } from '../../ports/story-model';
import { LIKENESS } from './likeness-words';
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

/** One word of a form: whole, a stem (*), or found at the end of a longer word (~, German compounds). */
interface FormWord {
  text: string;
  stem: boolean;
  infix: boolean;
}

interface Form {
  thing: string;
  words: FormWord[];
}

interface Token {
  text: string;
  start: number;
  end: number;
}

// Words, not regular expressions: a table of a thousand forms as Unicode patterns takes V8 a second to compile.
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const JOINER = /^[\s'\-]+$/;

function formsOf(language: StoryLanguage, words: ThingWords): Form[] {
  return Object.entries(words).flatMap(([thing, forms]) => forms.split('|').filter(Boolean).map((form) => ({
    thing,
    words: foldText(form.trim()).split(/[\s'\-]+/).filter(Boolean).map((word, i) => ({
      text: word.replace(/^~/, '').replace(/\*$/, ''),
      stem: word.endsWith('*') || language === 'korean',
      infix: i === 0 && word.startsWith('~'),
    })),
  })));
}

/** A language's forms, and the same forms by the first letter of their first word (any word for an infix form). */
interface FormTable {
  all: Form[];
  byFirst: Map<string, Form[]>;
  infix: Form[];
}

const compiled = new Map<StoryLanguage, FormTable>();

function formsFor(language: StoryLanguage): FormTable {
  let table = compiled.get(language);
  if (!table) {
    const all = formsOf(language, THING_WORDS[language]);
    const byFirst = new Map<string, Form[]>();
    for (const form of all.filter((f) => !f.words[0]!.infix)) {
      const first = form.words[0]!.text[0] ?? '';
      byFirst.set(first, [...(byFirst.get(first) ?? []), form]);
    }
    compiled.set(language, (table = { all, byFirst, infix: all.filter((f) => f.words[0]!.infix) }));
  }
  return table;
}

/** Where a form's words are the text's words from token i on: the span it covers, or undefined. */
function matchAt(form: Form, tokens: readonly Token[], i: number, folded: string): [number, number] | undefined {
  let start = tokens[i]!.start;
  for (let j = 0; j < form.words.length; j++) {
    const token = tokens[i + j], word = form.words[j]!;
    if (!token) return undefined;
    if (j > 0 && !JOINER.test(folded.slice(tokens[i + j - 1]!.end, token.start))) return undefined;
    if (word.infix) {
      const at = word.stem ? token.text.indexOf(word.text) : token.text.endsWith(word.text) ? token.text.length - word.text.length : -1;
      if (at < 0) return undefined;
      start = token.start + at;
    } else if (word.stem ? !token.text.startsWith(word.text) : token.text !== word.text) {
      return undefined;
    }
  }
  return [start, tokens[i + form.words.length - 1]!.end];
}

/** Whether the thing named from `start` to `end` is a likeness ("as light as a balloon"), not a thing on the page. */
function likeness(language: StoryLanguage, folded: string, start: number, end: number, tokens?: readonly Token[], i?: number): boolean {
  const rule = LIKENESS[language];
  if (rule.beforeText?.test(folded.slice(Math.max(0, start - 8), start))) return true;
  if (rule.after) {
    // Korean particles are part of the matched word: read from the thing's own end as well.
    const tail = language === 'korean' && tokens && i !== undefined ? folded.slice(start, tokens.find((t) => t.end >= end)!.end + 4) : folded.slice(end, end + 5);
    if (rule.after.test(tail)) return true;
  }
  if (rule.before && tokens && i !== undefined) {
    const { words, within, notAfter = [] } = rule.before;
    for (let k = i - 1; k >= Math.max(0, i - within); k--) {
      if (words.includes(tokens[k]!.text) && !(k > 0 && notAfter.includes(tokens[k - 1]!.text))) return true;
    }
  }
  return false;
}

/** Every thing the text names, in the order it first names them. */
export function readPageThings(language: StoryLanguage, text: string): NamedThing[] {
  const folded = foldText(text);
  const spans: Array<{ thing: string; start: number; end: number }> = [];
  if (SPACELESS.has(language)) {
    for (const form of formsFor(language).all) {
      const word = form.words.map((w) => w.text).join('');
      for (let at = folded.indexOf(word); word && at >= 0; at = folded.indexOf(word, at + 1)) {
        if (!likeness(language, folded, at, at + word.length)) spans.push({ thing: form.thing, start: at, end: at + word.length });
      }
    }
  } else {
    const tokens: Token[] = [...folded.matchAll(WORD)].map((m) => ({ text: m[0], start: m.index!, end: m.index! + m[0].length }));
    const table = formsFor(language);
    tokens.forEach((token, i) => {
      for (const form of [...(table.byFirst.get(token.text[0]!) ?? []), ...table.infix]) {
        const span = matchAt(form, tokens, i, folded);
        if (span && !likeness(language, folded, span[0], span[1], tokens, i)) spans.push({ thing: form.thing, start: span[0], end: span[1] });
      }
    });
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
