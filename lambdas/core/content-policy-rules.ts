// Rules-based content policy for story ideas (see ports/content-policy.ts).
//
// What it catches:
// - Explicit sexual terms on their own, and milder sexual words ("sexy", "sexual") together with
//   a word for a child or an age under 18, in the ten service languages.
// - Named real-world violence: school and mass shootings, terrorism and named attacks (9/11,
//   Columbine, Bataclan...), genocide, the Holocaust, massacres, graphic gore ("beheading",
//   "dismembered"), and a real weapon turned on real people or places ("shot his classmates with
//   a rifle", within a few words in one sentence).
// - Several dozen of the most requested copyrighted or trademarked characters and franchises,
//   by name in Latin script, Cyrillic, Chinese, Japanese and Korean. Ambiguous names ("Elsa",
//   "Mario", "Simba", "Nemo") only count together with other clues ("Mario and Luigi",
//   "Simba the lion cub"), so "Mario the baker" and "a girl named Elsa" pass.
// - Simple disguises: case, accents, full-width letters, zero-width characters, "spider-man" /
//   "spider man" / "spiderman", dotted or spaced letters ("s.p.i.d.e.r-m.a.n", "b a t m a n"),
//   digit and symbol swaps ("sp1d3rm4n", "b@tman"), traditional vs simplified Chinese,
//   hiragana vs katakana, Russian case endings.
//
// What it does not catch (false negatives are expected; a model-based review is the backstop):
// - Anything described without the listed words: paraphrase ("a red and blue hero who swings on
//   webs"), euphemism, misspellings beyond the simple swaps, words split in other ways, or
//   languages outside the ten.
// - Characters and franchises not on the list, and real-world violence described generically
//   ("a man hurt people at the market"), against a single person ("shot his brother"), or
//   about current wars and named real people other than those listed.
// - Intent: it reads words, not meaning. Fantasy with the same words is refused ("the goblins
//   massacred the village", "the knight beheads the dragon"), and educational ideas that use an
//   explicit term (body-safety lessons that say "sexual abuse") are refused too; body-safety
//   ideas worded for children ("private parts", "unsafe touch") pass.
// - Public-domain tales pass by name (Cinderella, Snow White, Pinocchio, Peter Pan, Alice,
//   The Little Mermaid); a request for the studio's version of them cannot be told apart unless
//   it names a studio-only character or the studio ("Ariel the mermaid", "Disney princess").
//
// Pure, synchronous, no I/O. Term lists live in content-policy-terms.ts; they are normalised and
// indexed once per process, and each term's small regular expression is compiled on first use.

import type { ContentPolicy, PolicyCategory, PolicyVerdict } from '../ports/content-policy';
import {
  COPYRIGHTED_FRANCHISES,
  HARM_TERMS,
  MINOR_TERMS,
  NEUTRAL_PHRASES,
  SEXUAL_CONTEXT_TERMS,
  SEXUAL_EXPLICIT_TERMS,
  TARGET_TERMS,
  VIOLENCE_TERMS,
  WEAPON_ATTACK_LABEL,
  WEAPON_TERMS,
  type FranchiseTerms,
  type LabelledTerms,
} from './content-policy-terms';

// ---------------------------------------------------------------------------------------------
// Normalisation

// Character classes as plain ranges: the text is already NFKC-normalised and lower-cased, and
// Unicode property classes would make each of the ~2,000 term expressions slow to compile.
const LATIN_RANGES = 'a-z\\u00DF-\\u00F6\\u00F8-\\u00FF\\u0100-\\u024F\\u1E00-\\u1EFF';
const CYRILLIC_RANGES = '\\u0400-\\u04FF';
/** Letters and digits of space-separated scripts: these need word boundaries. */
const WORD_RANGES = `0-9${LATIN_RANGES}${CYRILLIC_RANGES}\\u0370-\\u03FF`;
/** Chinese and Japanese: written without spaces between words, so spaces between them are dropped. */
const HAN_KANA_RANGES =
  '\\u3005\\u3040-\\u30FF\\u31F0-\\u31FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uF900-\\uFAFF\\u{20000}-\\u{2FFFF}';
/** Korean keeps its spaces (they separate words), but particles attach to words. */
const HANGUL_RANGES = '\\u1100-\\u11FF\\u3130-\\u318F\\uAC00-\\uD7AF';
/** Scripts matched as substrings, without word boundaries. */
const CJK_RANGES = `${HAN_KANA_RANGES}${HANGUL_RANGES}`;

const WORD_CHAR = new RegExp(`^[${WORD_RANGES}]$`, 'u');
const CJK_CHAR = new RegExp(`^[${CJK_RANGES}]$`, 'u');
const HANGUL_CHAR = new RegExp(`^[${HANGUL_RANGES}]$`, 'u');
const LATIN_CHAR = new RegExp(`^[${LATIN_RANGES}]$`, 'u');
const CYRILLIC_CHAR = new RegExp(`^[${CYRILLIC_RANGES}]$`, 'u');
const DIGIT_CHAR = /^[0-9]$/;

/** Same as WORD_CHAR, without a regular expression: called for every character of an idea. */
function isWordCodePoint(cp: number): boolean {
  if (cp < 0x80) return (cp >= 0x30 && cp <= 0x39) || (cp >= 0x61 && cp <= 0x7a);
  return (
    (cp >= 0xdf && cp <= 0x24f && cp !== 0xf7) ||
    (cp >= 0x370 && cp <= 0x4ff) ||
    (cp >= 0x1e00 && cp <= 0x1eff)
  );
}

const INVISIBLE =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/gu;
/** Combining marks left over after a Latin, Cyrillic, Greek or neutral character ("z̷a̷l̷g̷o̷"). */
const STRAY_MARKS = /(?<=[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Common}\s])\p{M}+/gu;
/** Accented Latin letters (Latin-1 Supplement, Extended-A/B, Extended Additional) and Russian ё. */
const ACCENTED = /[\u00C0-\u024F\u1E00-\u1EFF\u0451]/gu;
const ACCENT_SPECIAL: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ё: 'е',
};
const HIRAGANA = /[\u3041-\u3096\u309D\u309E]/gu;

/** Traditional (and Japanese) Han characters folded to the simplified forms used in the term lists. */
const HAN_FOLD_PAIRS =
  '俠侠寶宝夢梦貓猫鋼钢鐵铁車车頭头紅红號号殺杀槍枪擊击襲袭戰战彈弹馬马麥麦龍龙綠绿國国隊队際际雙双諾诺羅罗蘭兰' +
  '門门萊莱達达劍剑險险瑪玛歐欧樂乐傑杰誕诞獅狮魚鱼總总動动員员漢汉綿绵緣缘強强褻亵愛爱戀恋兒儿園园學学師师' +
  '滅灭絕绝種种義义營营納纳維维斬斩屍尸麵面藍蓝靈灵蠟蜡筆笔凱凯華华茲兹貝贝長长復复聯联鴨鸭豬猪級级龜龟湯汤' +
  '開开姦奸亂乱倫伦賣卖蘿萝為为飛飞電电線线頓顿喬乔嚕噜體体亞亚麗丽個个們们對对說说帶带規规則则';
const HAN_FOLD: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  const chars = [...HAN_FOLD_PAIRS];
  for (let i = 0; i + 1 < chars.length; i += 2) map.set(chars[i] as string, chars[i + 1] as string);
  return map;
})();
const HAN_FOLD_RE = new RegExp(`[${[...HAN_FOLD.keys()].join('')}]`, 'gu');

const LEET: Readonly<Record<string, string>> = {
  '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's',
};
const LEET_CHARS = /[013457@$]/g;

const TITLE_ABBREVIATIONS = /(?<![\p{L}\p{N}])(dr|mr|mrs|ms|st|prof|jr|sr|vs)\./gu;
/**
 * End of a sentence: "." before a space, except after a lone letter (so "s. p. i. d. e. r" stays
 * together); "!", "?", "。" and line breaks.
 */
const SENTENCE_END = /(?<!(?<![\p{L}\p{N}])\p{L})\.+(?=\s|$)|[!?。\n\r]+/gu;
const CLAUSE_BREAK = /[,;:()[\]{}"“”„«»‹›「」『』【】〈〉《》、，；：—]/gu;
/** Separators inside a space-free chunk; a slash between digits ("9/11") is kept. */
const PIECE_SEPARATOR = /(?:[^\p{L}\p{N}\p{M}/]|(?<!\p{N})\/|\/(?!\p{N}))+/u;
const SINGLE_LETTER = /^[\p{Script=Latin}\p{Script=Cyrillic}]$/u;
const ONE_LETTER_WORDS: ReadonlySet<string> = new Set([
  'a', 'i', 'o', 'y', 'e', 'u', 'à', 'è', 'é', 'а', 'в', 'и', 'к', 'о', 'с', 'у', 'я',
]);
const SPACE_BETWEEN_HAN_KANA = new RegExp(`(?<=[${HAN_KANA_RANGES}]) (?=[${HAN_KANA_RANGES}])`, 'gu');

const SENTENCE = '#';
const CLAUSE = '|';

function prepare(raw: string): string {
  return raw
    .replace(INVISIBLE, '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[|#]/g, ' ')
    .replace(STRAY_MARKS, '');
}

function foldAccents(text: string): string {
  return text.replace(ACCENTED, (ch) => ACCENT_SPECIAL[ch] ?? ch.normalize('NFD').replace(/\p{M}+/gu, ''));
}

function foldScripts(text: string): string {
  return text
    .replace(HIRAGANA, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60))
    .replace(HAN_FOLD_RE, (ch) => HAN_FOLD.get(ch) ?? ch);
}

/** "sp1d3rm4n" -> "spiderman" in chunks with at least two letters; null when nothing changes. */
function decodeLeet(text: string): string | null {
  let changed = false;
  const decoded = text.replace(/\S+/gu, (chunk) => {
    LEET_CHARS.lastIndex = 0;
    if (!LEET_CHARS.test(chunk) || (chunk.match(/\p{L}/gu)?.length ?? 0) < 2) return chunk;
    changed = true;
    return chunk.replace(LEET_CHARS, (ch) => LEET[ch] ?? ch);
  });
  return changed ? decoded : null;
}

/**
 * Words separated by single spaces, with `#` for sentence ends and `|` for clause breaks.
 * Runs of single letters are joined: "s.p.i.d.e.r-m.a.n" -> "spider man"... -> "spiderman",
 * "b a t m a n" -> "batman". Spaces between Chinese and Japanese characters are dropped.
 */
function toWords(prepared: string): string {
  const text = foldScripts(prepared)
    .replace(TITLE_ABBREVIATIONS, '$1')
    .replace(/&/g, ' and ')
    .replace(SENTENCE_END, ` ${SENTENCE} `)
    .replace(CLAUSE_BREAK, ` ${CLAUSE} `);

  const words: string[] = [];
  const standalone: boolean[] = [];
  for (const chunk of text.split(/\s+/u)) {
    if (chunk === '') continue;
    if (chunk === SENTENCE || chunk === CLAUSE) {
      words.push(chunk);
      standalone.push(false);
      continue;
    }
    const pieces = chunk.split(PIECE_SEPARATOR).filter((p) => p !== '');
    const merged: string[] = [];
    let run = '';
    for (const piece of pieces) {
      if (SINGLE_LETTER.test(piece)) {
        run += piece;
        continue;
      }
      if (run !== '') merged.push(run);
      run = '';
      merged.push(piece);
    }
    if (run !== '') merged.push(run);
    for (const word of merged) {
      words.push(word);
      standalone.push(merged.length === 1 && SINGLE_LETTER.test(word));
    }
  }

  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    let j = i;
    while (j < words.length && standalone[j]) j++;
    if (j - i >= 3) {
      // "a s p i d e r m a n": a leading one-letter word is a word, not part of the spelled-out name.
      const lead = j - i >= 5 && ONE_LETTER_WORDS.has(words[i] as string) ? 1 : 0;
      if (lead === 1) out.push(words[i] as string);
      out.push(words.slice(i + lead, j).join(''));
      i = j;
    } else {
      out.push(words[i] as string);
      i++;
    }
  }
  return out.join(' ').replace(SPACE_BETWEEN_HAN_KANA, '');
}

interface Forms {
  /** Accents removed; a second entry with digit/symbol swaps decoded when there were any. */
  readonly folded: readonly string[];
  /** Accents kept, for the few terms that need them ("=rape" vs French "râpe"). */
  readonly accented: readonly string[];
}

function toForms(raw: string): Forms {
  const prepared = prepare(raw);
  const leet = decodeLeet(prepared);
  const sources = leet === null ? [prepared] : [prepared, leet];
  const folded: string[] = [];
  const accented: string[] = [];
  for (const source of sources) {
    const withoutAccents = foldAccents(source);
    const words = toWords(withoutAccents);
    folded.push(words);
    accented.push(withoutAccents === source ? words : toWords(source));
  }
  return { folded, accented };
}

/**
 * The form the rules read: lower case, accents removed, punctuation reduced to single spaces
 * (`#` ends a sentence, `|` marks a clause break), disguises undone. Exported for tests and logs.
 */
export function normaliseStoryIdea(text: string): string {
  return toWords(foldAccents(prepare(text)));
}

// ---------------------------------------------------------------------------------------------
// Term compilation and matching

// The left word boundary is checked by the scan (TermMatcher.hits), not by the expression.
const RIGHT_BOUNDARY = `(?![${WORD_RANGES}])`;

const firstChar = (s: string): string => [...s][0] ?? '';
const lastChar = (s: string): string => [...s].at(-1) ?? '';
const escapeRegExp = (s: string): string => s.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&');

interface CompiledTerm {
  readonly pattern: string;
  readonly accented: boolean;
  /** The first one to three characters every match starts with, to find candidate positions fast. */
  readonly prefix: readonly string[];
  /** Length of the normalised term, to prefer the longer of two overlapping hits. */
  readonly weight: number;
}

function compileTerm(raw: string): CompiledTerm {
  let text = raw.trim();
  const accented = text.startsWith('=');
  if (accented) text = text.slice(1);

  const parts: Array<{ text: string; wild: boolean }> = [];
  for (const word of text.split(/\s+/u)) {
    const wild = word.endsWith('*');
    const body = wild ? word.slice(0, -1) : word;
    const prepared = prepare(body);
    const normalised = toWords(accented ? prepared : foldAccents(prepared));
    const pieces = normalised.split(' ').filter((p) => p !== '' && p !== SENTENCE && p !== CLAUSE);
    pieces.forEach((piece, i) => parts.push({ text: piece, wild: wild && i === pieces.length - 1 }));
  }
  const first = parts[0];
  const last = parts.at(-1);
  if (first === undefined || last === undefined) throw new Error(`Content policy term normalises to nothing: "${raw}"`);

  let pattern = '';
  parts.forEach((part, i) => {
    const previous = parts[i - 1];
    if (previous !== undefined) {
      const a = lastChar(previous.text);
      const b = firstChar(part.text);
      if (DIGIT_CHAR.test(a) && DIGIT_CHAR.test(b)) pattern += ' ';
      else if (CJK_CHAR.test(a) && CJK_CHAR.test(b)) pattern += HANGUL_CHAR.test(a) || HANGUL_CHAR.test(b) ? ' ?' : '';
      else pattern += ' ?';
    }
    pattern += escapeRegExp(part.text);
    const end = lastChar(part.text);
    if (CYRILLIC_CHAR.test(end)) pattern += part.wild ? `[${CYRILLIC_RANGES}]*` : `[${CYRILLIC_RANGES}]{0,3}`;
    else if (LATIN_CHAR.test(end) && part.wild) pattern += `[${LATIN_RANGES}]*`;
    else if (LATIN_CHAR.test(end) && i === parts.length - 1) pattern += '(?:e?s)?';
  });
  if (WORD_CHAR.test(lastChar(last.text))) pattern += RIGHT_BOUNDARY;

  const prefix = [...first.text].slice(0, 3);
  const weight = parts.reduce((n, p) => n + p.text.length, 0);
  return { pattern, accented, prefix, weight };
}

/** A normalised text split into characters once, shared by every matcher. */
class Scan {
  readonly chars: string[];
  readonly offsets: number[];
  /** Whether a term may start at each character (no letter or digit of a spaced script just before it). */
  readonly startable: boolean[];

  constructor(readonly text: string) {
    this.chars = [...text];
    this.offsets = [];
    this.startable = [];
    let offset = 0;
    let previousIsWord = false;
    for (const ch of this.chars) {
      const isWord = isWordCodePoint(ch.codePointAt(0) ?? 0);
      this.offsets.push(offset);
      this.startable.push(!(isWord && previousIsWord));
      previousIsWord = isWord;
      offset += ch.length;
    }
  }
}

const scans = new WeakMap<Forms, { folded: Scan[]; accented: Scan[] }>();
function scansOf(forms: Forms): { folded: Scan[]; accented: Scan[] } {
  let cached = scans.get(forms);
  if (cached === undefined) {
    const folded = forms.folded.map((t) => new Scan(t));
    const accented = forms.accented.map((t, i) => (t === forms.folded[i] ? (folded[i] as Scan) : new Scan(t)));
    cached = { folded, accented };
    scans.set(forms, cached);
  }
  return cached;
}

interface Hit<K> {
  readonly keys: readonly K[];
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

interface Candidate<K> {
  readonly pattern: string;
  /** Compiled on first use: most terms are never tried on a given idea. */
  regex?: RegExp;
  readonly keys: K[];
  readonly weight: number;
}

/** Candidates indexed by their first one to three characters. */
interface PrefixNode<K> {
  readonly here: Array<Candidate<K>>;
  readonly next: Map<string, PrefixNode<K>>;
}

const newNode = <K>(): PrefixNode<K> => ({ here: [], next: new Map() });

/**
 * Finds terms in a normalised text. Each term is a small sticky regular expression, indexed by
 * its first characters, so at each position only the few terms that can start there are tried.
 */
class TermMatcher<K> {
  private readonly folded: PrefixNode<K>;
  private readonly accented: PrefixNode<K>;

  constructor(entries: ReadonlyArray<{ term: string; key: K }>) {
    const byPattern = new Map<string, { term: CompiledTerm; keys: K[] }>();
    for (const { term, key } of entries) {
      const compiled = compileTerm(term);
      const id = `${compiled.accented ? '=' : ''}${compiled.pattern}`;
      const existing = byPattern.get(id);
      if (existing) existing.keys.push(key);
      else byPattern.set(id, { term: compiled, keys: [key] });
    }
    this.folded = newNode();
    this.accented = newNode();
    for (const { term, keys } of byPattern.values()) {
      let node = term.accented ? this.accented : this.folded;
      for (const ch of term.prefix) {
        let child = node.next.get(ch);
        if (child === undefined) {
          child = newNode();
          node.next.set(ch, child);
        }
        node = child;
      }
      node.here.push({ pattern: term.pattern, keys, weight: term.weight });
    }
  }

  /** Non-overlapping hits in one normalised text, leftmost first, the longer term on a tie. */
  hits(input: Scan | string, mode: 'folded' | 'accented' = 'folded'): Array<Hit<K>> {
    const root = mode === 'folded' ? this.folded : this.accented;
    if (root.next.size === 0) return [];
    const scan = typeof input === 'string' ? new Scan(input) : input;
    const { text, chars, offsets, startable } = scan;
    const found: Array<Hit<K> & { weight: number }> = [];
    for (let i = 0; i < chars.length; i++) {
      if (!startable[i]) continue;
      let node = root.next.get(chars[i] as string);
      for (let depth = 1; node !== undefined; depth++) {
        for (const candidate of node.here) {
          const offset = offsets[i] as number;
          const regex = (candidate.regex ??= new RegExp(candidate.pattern, 'uy'));
          regex.lastIndex = offset;
          const match = regex.exec(text);
          if (match) {
            const end = offset + match[0].length;
            found.push({ keys: candidate.keys, text: match[0], start: offset, end, weight: candidate.weight });
          }
        }
        const ch = chars[i + depth];
        node = ch === undefined ? undefined : node.next.get(ch);
      }
    }
    found.sort((a, b) => a.start - b.start || b.end - a.end || b.weight - a.weight);
    const out: Array<Hit<K>> = [];
    let reached = 0;
    for (const hit of found) {
      if (hit.start < reached) continue;
      out.push({ keys: hit.keys, text: hit.text, start: hit.start, end: hit.end });
      reached = hit.end;
    }
    return out;
  }

  /** Hits across every form of the idea. */
  hitsIn(forms: Forms): Array<Hit<K>> {
    const { folded, accented } = scansOf(forms);
    return [
      ...folded.flatMap((scan) => this.hits(scan, 'folded')),
      ...accented.flatMap((scan) => this.hits(scan, 'accented')),
    ];
  }

  first(forms: Forms): Hit<K> | undefined {
    const { folded, accented } = scansOf(forms);
    for (const scan of folded) {
      const hit = this.hits(scan, 'folded')[0];
      if (hit) return hit;
    }
    for (const scan of accented) {
      const hit = this.hits(scan, 'accented')[0];
      if (hit) return hit;
    }
    return undefined;
  }
}

/** Neutral phrases ("water gun", "shooting star", "gore-tex") are blanked out before any check. */
class PhraseRemover {
  private readonly matcher: TermMatcher<true>;

  constructor(phrases: readonly string[]) {
    this.matcher = new TermMatcher(phrases.map((term) => ({ term, key: true as const })));
  }

  apply(forms: Forms): Forms {
    const strip = (text: string): string => {
      let out = '';
      let from = 0;
      for (const hit of this.matcher.hits(text)) {
        out += `${text.slice(from, hit.start)} ${CLAUSE} `;
        from = hit.end;
      }
      return from === 0 ? text : out + text.slice(from);
    };
    return { folded: forms.folded.map(strip), accented: forms.accented.map(strip) };
  }
}

// ---------------------------------------------------------------------------------------------
// Policy

export interface ContentPolicyTerms {
  readonly neutralPhrases: readonly string[];
  readonly sexualExplicit: readonly string[];
  readonly sexualContext: readonly string[];
  readonly minors: readonly string[];
  readonly violence: readonly LabelledTerms[];
  readonly weapons: readonly string[];
  readonly harms: readonly string[];
  readonly targets: readonly string[];
  readonly franchises: readonly FranchiseTerms[];
}

export const DEFAULT_CONTENT_POLICY_TERMS: ContentPolicyTerms = {
  neutralPhrases: NEUTRAL_PHRASES,
  sexualExplicit: SEXUAL_EXPLICIT_TERMS,
  sexualContext: SEXUAL_CONTEXT_TERMS,
  minors: MINOR_TERMS,
  violence: VIOLENCE_TERMS,
  weapons: WEAPON_TERMS,
  harms: HARM_TERMS,
  targets: TARGET_TERMS,
  franchises: COPYRIGHTED_FRANCHISES,
};

/** An age under 18 ("a 12-year-old", "8 ans", "10 лет", "7岁", "9살"), read on the folded form. */
const MINOR_AGE =
  /(?<!\p{N})(?:1[0-7]|[1-9]) ?(?:years?|yrs?|yo|anos|ans|anni|jahre|jahrig\p{L}*|лет|года?|岁|歳|才|살)(?![a-z])/u;

/** Harm verb and target at most this many words apart (Latin, Cyrillic)... */
const MAX_WORDS_BETWEEN = 3;
/** ...or this many characters apart when Chinese, Japanese or Korean is involved. */
const MAX_CJK_CHARS_BETWEEN = 10;

type ClueKey = { franchise: number; kind: 'name' | 'hint'; term: string };

interface CompiledRules {
  readonly neutral: PhraseRemover;
  readonly sexualExplicit: TermMatcher<true>;
  readonly sexualContext: TermMatcher<true>;
  readonly minors: TermMatcher<true>;
  readonly violence: TermMatcher<string>;
  readonly weapons: TermMatcher<true>;
  readonly harms: TermMatcher<true>;
  readonly targets: TermMatcher<true>;
  readonly anchors: TermMatcher<number>;
  readonly clues: TermMatcher<ClueKey>;
  readonly franchises: readonly FranchiseTerms[];
}

const plain = (terms: readonly string[]): Array<{ term: string; key: true }> =>
  terms.map((term) => ({ term, key: true }));

function compileRules(terms: ContentPolicyTerms): CompiledRules {
  return {
    neutral: new PhraseRemover(terms.neutralPhrases),
    sexualExplicit: new TermMatcher(plain(terms.sexualExplicit)),
    sexualContext: new TermMatcher(plain(terms.sexualContext)),
    minors: new TermMatcher(plain(terms.minors)),
    violence: new TermMatcher(terms.violence.flatMap((g) => g.terms.map((term) => ({ term, key: g.label })))),
    weapons: new TermMatcher(plain(terms.weapons)),
    harms: new TermMatcher(plain(terms.harms)),
    targets: new TermMatcher(plain(terms.targets)),
    anchors: new TermMatcher(terms.franchises.flatMap((f, index) => f.anchors.map((term) => ({ term, key: index })))),
    clues: new TermMatcher<ClueKey>(
      terms.franchises.flatMap((f, franchise) => [
        ...(f.names ?? []).map((term) => ({ term, key: { franchise, kind: 'name' as const, term } })),
        ...(f.hints ?? []).map((term) => ({ term, key: { franchise, kind: 'hint' as const, term } })),
      ]),
    ),
    franchises: terms.franchises,
  };
}

let defaultRules: CompiledRules | undefined;

const refuse = (category: PolicyCategory, reason: string, matched: string): PolicyVerdict => ({
  allowed: false,
  category,
  reason,
  matched,
});

const SEXUAL_REASON =
  "The story idea asks for sexual content, which is never allowed in a children's book. " +
  'Please describe a different story.';
const violenceReason = (label: string): string =>
  `The story idea refers to real-world violence (${label}). ` +
  'Please describe an imaginary, child-friendly adventure instead.';
const copyrightReason = (label: string): string =>
  `The story idea names a copyrighted character (${label}). Please describe an original character instead.`;

export class RulesContentPolicy implements ContentPolicy {
  private readonly rules: CompiledRules;

  /** Custom term lists compile their own expressions; the default lists are compiled once per process. */
  constructor(terms?: ContentPolicyTerms) {
    if (terms === undefined) {
      defaultRules ??= compileRules(DEFAULT_CONTENT_POLICY_TERMS);
      this.rules = defaultRules;
    } else {
      this.rules = compileRules(terms);
    }
  }

  review(storyIdea: string): PolicyVerdict {
    const forms = this.rules.neutral.apply(toForms(typeof storyIdea === 'string' ? storyIdea : String(storyIdea)));
    return this.sexual(forms) ?? this.violence(forms) ?? this.copyright(forms) ?? { allowed: true };
  }

  private sexual(forms: Forms): PolicyVerdict | undefined {
    const explicit = this.rules.sexualExplicit.first(forms);
    if (explicit) return refuse('sexual_content_minors', SEXUAL_REASON, explicit.text);

    const context = this.rules.sexualContext.first(forms);
    if (!context) return undefined;
    const minor =
      this.rules.minors.first(forms)?.text ??
      forms.folded.map((text) => MINOR_AGE.exec(text)?.[0]).find((age) => age !== undefined);
    if (minor === undefined) return undefined;
    return refuse('sexual_content_minors', SEXUAL_REASON, `${context.text} + ${minor}`);
  }

  private violence(forms: Forms): PolicyVerdict | undefined {
    const named = this.rules.violence.first(forms);
    if (named) return refuse('real_world_violence', violenceReason(named.keys[0] ?? 'violence'), named.text);

    for (const scan of scansOf(forms).folded) {
      const weapons = this.rules.weapons.hits(scan);
      if (weapons.length === 0) continue;
      const harms = this.rules.harms.hits(scan);
      if (harms.length === 0) continue;
      const targets = this.rules.targets.hits(scan);
      const sentenceOf = sentenceIndex(scan.text);
      for (const harm of harms) {
        const sentence = sentenceOf(harm.start);
        const weapon = weapons.find((w) => sentenceOf(w.start) === sentence);
        const target = targets.find((t) => sentenceOf(t.start) === sentence && near(scan.text, harm, t));
        if (weapon && target) {
          const matched = `${weapon.text} + ${harm.text} + ${target.text}`;
          return refuse('real_world_violence', violenceReason(WEAPON_ATTACK_LABEL), matched);
        }
      }
    }
    return undefined;
  }

  private copyright(forms: Forms): PolicyVerdict | undefined {
    const anchor = this.rules.anchors.first(forms);
    if (anchor) {
      const franchise = this.rules.franchises[anchor.keys[0] ?? -1];
      return refuse('copyrighted_character', copyrightReason(franchise?.label ?? anchor.text), anchor.text);
    }

    const found = new Map<number, { names: Set<string>; clues: Set<string>; texts: string[] }>();
    for (const hit of this.rules.clues.hitsIn(forms)) {
      for (const key of hit.keys) {
        const entry = found.get(key.franchise) ?? { names: new Set<string>(), clues: new Set<string>(), texts: [] };
        found.set(key.franchise, entry);
        if (key.kind === 'name') entry.names.add(key.term);
        if (!entry.clues.has(key.term)) entry.texts.push(hit.text);
        entry.clues.add(key.term);
      }
    }
    for (const [index, entry] of found) {
      const franchise = this.rules.franchises[index];
      if (franchise === undefined) continue;
      if (entry.names.size > 0 && entry.clues.size >= (franchise.minHits ?? 2)) {
        return refuse('copyrighted_character', copyrightReason(franchise.label), entry.texts.join(' + '));
      }
    }
    return undefined;
  }
}

/** Maps a position in a normalised text to the number of sentence ends before it. */
function sentenceIndex(text: string): (position: number) => number {
  const ends: number[] = [];
  for (let i = text.indexOf(SENTENCE); i !== -1; i = text.indexOf(SENTENCE, i + 1)) ends.push(i);
  return (position) => {
    let n = 0;
    while (n < ends.length && (ends[n] as number) < position) n++;
    return n;
  };
}

/** Two hits (in one sentence) with at most a few words, or a few CJK characters, between them. */
function near(text: string, a: Hit<unknown>, b: Hit<unknown>): boolean {
  const [left, right] = a.start <= b.start ? [a, b] : [b, a];
  if (right.start < left.end) return true;
  const gap = text.slice(left.end, right.start);
  const cjk = CJK_CHAR.test(lastChar(left.text)) || CJK_CHAR.test(firstChar(right.text));
  if (cjk) return gap.replace(/[ |]/g, '').length <= MAX_CJK_CHARS_BETWEEN;
  return gap.split(' ').filter((w) => w !== '' && w !== CLAUSE).length <= MAX_WORDS_BETWEEN;
}
