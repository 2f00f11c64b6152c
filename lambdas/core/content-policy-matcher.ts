// Term matching for the content policy: every term list compiled once into lookup tables, then one
// pass over the words of an idea. The cost per word is bounded by the longest term (in words and in
// characters), never by the number of terms or of earlier matches, so the whole check is linear.
//
// How a term is written (same normalisation as the idea, so "Pokémon", "寶可夢" are fine as written):
// - Words separated by spaces match in order, spaced or joined ("spider man" matches "Spider-Man"),
//   never across a clause break or a sentence end.
// - A trailing `*` allows further letters: "massacr*". A Latin word also matches its plural -s/-es;
//   a Cyrillic word also matches with up to three more letters (case endings); a Korean word also
//   matches with a particle attached ("칼로" is "knife" + "with", "칼로리" is not a knife).
// - A leading `=` matches with accents kept: "=rape" does not match French "râpe".
// - `_` stands for any one word: "beat* _ to death".
// - Chinese and Japanese have no spaces: a run is cut into the longest terms found from left to
//   right, so a longer harmless word ("水枪", water gun) wins over a shorter one inside it ("枪").
// - `compact` terms (character names) also match written as one word or split anywhere
//   ("pika-chu", "spi der man"), and `fuzzy` ones with one or two letters wrong ("Harry Poter").

import { foldCjk, Gap, tokenise, type Token } from './content-policy-normalise';

export interface TermEntry<K> {
  readonly term: string;
  readonly key: K;
  /** Also match written as one word or split across joined/spaced pieces. */
  readonly compact?: boolean;
  /** Also match misspelt (edit distance 1 from 5 letters, 2 from 9 letters within one word); not Chinese/Japanese. */
  readonly fuzzy?: boolean;
}

export interface Hit<K> {
  readonly key: K;
  /** Index of the first and one past the last word of the match. */
  readonly start: number;
  readonly end: number;
  /** The words matched, normalised. */
  readonly text: string;
}

/** Korean particles and endings that may follow a noun. */
const KOREAN_PARTICLES: ReadonlySet<string> = new Set([
  '이', '가', '을', '를', '은', '는', '의', '에', '에서', '에게', '와', '과', '로', '으로', '도', '만', '랑', '이랑',
  '한테', '까지', '부터', '처럼', '보다', '께', '께서', '에게서', '한테서', '으로서', '로서', '이나', '나', '이야',
  '야', '아', '이다', '이에요', '예요', '들', '들이', '들을', '들은', '들의', '들과', '들에게', '들도', '이라는', '라는',
  '같은', '하고', '으로는', '로는', '에는', '에도', '이가', '이라고', '라고', '이라는', '이란', '란',
  // 하다 verbs: "성추행하는", "자살하려고", "공격한다"
  '하다', '한다', '했다', '하는', '한', '할', '해', '해서', '하고', '하며', '하면', '하려고', '하려는', '하러', '했어요',
  '해요', '합니다', '당한', '당하는', '당했다', '당하다', '시키는', '시킨다', '적인', '적으로',
]);

const MAX_COMPACT_WORDS = 4;
const MAX_COMPACT_CHARS = 32;
/** Misspelt names are looked for in one word or two joined ("harry poter"). */
const MAX_FUZZY_WORDS = 2;
const MAX_CJK_TERM = 16;
/** Unmatched Chinese/Japanese characters are grouped this many to a word, for distances. */
const CJK_FILLER = 2;

interface StemEntry {
  readonly atom: number;
  /** Further letters allowed after the stem. */
  readonly extra: number;
  /** A Korean particle may follow instead. */
  readonly particle: boolean;
}

interface PrefixEntry {
  readonly stems: StemEntry[];
  /** Chinese/Japanese: the atom of a whole term ending here. */
  atom: number;
}

/** Marks a prefix that is only the start of longer terms (one shared object: most prefixes are only that). */
const PREFIX_ONLY: PrefixEntry = Object.freeze({ stems: Object.freeze([]) as unknown as StemEntry[], atom: -1 });

/**
 * Every prefix of every stem (or Chinese/Japanese term) in one flat table, so a walk stops at the first prefix that no
 * term has. A trie of per-character maps did the same, but building its thousands of maps was most of the cost of
 * compiling the lists.
 */
function prefixEntry(table: Map<string, PrefixEntry>, text: string): PrefixEntry {
  let prefix = '';
  for (const ch of text) {
    prefix += ch;
    if (!table.has(prefix)) table.set(prefix, PREFIX_ONLY);
  }
  let entry = table.get(prefix) as PrefixEntry;
  if (entry === PREFIX_ONLY) {
    entry = { stems: [], atom: -1 };
    table.set(prefix, entry);
  }
  return entry;
}

/** A step of the phrase table: from a node by one word's atom, as one number (`_` is atom -1, stored as 0). */
const ATOM_SLOTS = 2 ** 21;
const stepKey = (node: number, atom: number): number => node * ATOM_SLOTS + atom + 1;

/** Words being read: each word and the atoms it matches. */
interface Words {
  readonly tokens: Token[];
  readonly atoms: Array<readonly number[]>;
}

const NO_ATOMS: readonly number[] = [];
/** The atom of `_` in a term: any one word ("beat* _ to death"). */
const ANY_WORD = -1;

/**
 * A term whose words are plain: Latin a-z of two letters or more, lower-case Russian letters without ё/й, or Hangul
 * syllables, each optionally ending in `*`, or `_`. tokenise reads such a word as one token, unchanged; single letters
 * and anything else (digits, accents, other scripts) go through tokenise, which joins spelled letters and folds.
 */
const PLAIN_WORD = '(?:(?:[a-z]{2,}|[а-ик-я]{2,}|[\uAC00-\uD7A3]+)\\*?|_)';
const PLAIN_TERM = new RegExp(`^${PLAIN_WORD}(?: ${PLAIN_WORD})*$`, 'u');
/** One Chinese/Japanese word (no space: tokenise would merge spaced runs), already in NFKC form. */
const PLAIN_CJK_TERM = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆]+$/u;
const CYRILLIC_WORD = /^[а-ик-я]+$/u;
const HANGUL_WORD = /^[\uAC00-\uD7A3]+$/u;

/** The token tokenise would make of a plain word (see PLAIN_TERM), without its cost. */
function plainWord(word: string): Token[] {
  const script = CYRILLIC_WORD.test(word) ? 'cyrillic' : HANGUL_WORD.test(word) ? 'hangul' : 'latin';
  return [{ text: word, accented: word, script, gap: Gap.Space }];
}

function cjkWord(word: string): Token[] {
  const folded = foldCjk(word);
  return [{ text: folded, accented: folded, script: 'cjk', gap: Gap.Space }];
}

/** Restricted Damerau–Levenshtein distance, stopping early once it exceeds `limit`. */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous2: number[] = [];
  let previous: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current: number[] = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] as number) + 1, (current[j - 1] as number) + 1, (previous[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (previous2[j - 2] as number) + 1);
      }
      current.push(value);
      if (value < best) best = value;
    }
    if (best > limit) return limit + 1;
    previous2 = previous;
    previous = current;
  }
  return previous[b.length] as number;
}

export class TermMatcher<K> {
  private readonly atoms = new Map<string, number>();
  private readonly exact = new Map<string, number[]>();
  private readonly exactAccented = new Map<string, number[]>();
  private readonly pluralAtoms = new Set<number>();
  private readonly stems = new Map<string, PrefixEntry>();
  private readonly cjk = new Map<string, PrefixEntry>();
  /** The phrase table: node 0 is the start; a step leads to the next node; a node where terms end has their keys. */
  private readonly steps = new Map<number, number>();
  private readonly ends = new Map<number, K[]>();
  private nodes = 1;
  private readonly compact = new Map<string, K[]>();
  /** Fuzzy names by length. */
  private readonly fuzzy = new Map<number, Array<{ name: string; key: K }>>();
  /** Two-word fuzzy names by the first letter: each word may be one letter off ("hary pottr"). */
  private readonly fuzzyPairs = new Map<string, Array<{ first: string; second: string; key: K }>>();

  constructor(entries: ReadonlyArray<TermEntry<K>>) {
    for (const entry of entries) this.add(entry);
  }

  private atom(id: string): { atom: number; fresh: boolean } {
    const known = this.atoms.get(id);
    if (known !== undefined) return { atom: known, fresh: false };
    const atom = this.atoms.size;
    this.atoms.set(id, atom);
    return { atom, fresh: true };
  }

  private addStem(text: string, entry: StemEntry): void {
    prefixEntry(this.stems, text).stems.push(entry);
  }

  /** The atom for one word of a term, registered in the lookup table its script uses. */
  private wordAtom(token: Token, wild: boolean, accented: boolean): number {
    const text = accented ? token.accented : token.text;
    const id = `${token.script}:${wild ? '*' : ''}${accented ? '=' : ''}${text}`;
    const { atom, fresh } = this.atom(id);
    if (!fresh) return atom;
    if (token.script === 'cjk') {
      const node = prefixEntry(this.cjk, text);
      if (node.atom === -1) node.atom = atom;
      else this.atoms.set(id, node.atom);
      return node.atom;
    }
    if (wild) {
      this.addStem(text, { atom, extra: Number.POSITIVE_INFINITY, particle: false });
    } else if (token.script === 'cyrillic') {
      this.addStem(text, { atom, extra: 3, particle: false });
    } else if (token.script === 'hangul') {
      this.addStem(text, { atom, extra: 0, particle: true });
    } else {
      const table = accented ? this.exactAccented : this.exact;
      const list = table.get(text);
      if (list === undefined) table.set(text, [atom]);
      else list.push(atom);
      if (token.script === 'latin' && /\p{L}$/u.test(text)) this.pluralAtoms.add(atom);
    }
    return atom;
  }

  private add(entry: TermEntry<K>): void {
    let term = entry.term.trim();
    const accented = term.startsWith('=');
    if (accented) term = term.slice(1);
    const atoms: number[] = [];
    const pieces: Token[] = [];
    // Terms of plain words skip the full normalisation: most of the thousands of terms are, and tokenise dominated compiling.
    const plain = PLAIN_TERM.test(term);
    const cjk = !plain && PLAIN_CJK_TERM.test(term) && term === term.normalize('NFKC');
    for (const word of term.split(/\s+/u)) {
      if (word === '_') {
        atoms.push(ANY_WORD);
        continue;
      }
      const wild = word.endsWith('*');
      const bare = wild ? word.slice(0, -1) : word;
      const tokens: Token[] = plain ? plainWord(bare) : cjk ? cjkWord(bare) : tokenise(bare);
      tokens.forEach((token, i) => {
        atoms.push(this.wordAtom(token, wild && i === tokens.length - 1, accented));
        pieces.push(token);
      });
    }
    if (atoms.length === 0) throw new Error(`Content policy term normalises to nothing: "${entry.term}"`);
    if (atoms[0] === ANY_WORD) throw new Error(`Content policy term starts with "_": "${entry.term}"`);
    let node = 0;
    for (const atom of atoms) {
      const key = stepKey(node, atom);
      let child = this.steps.get(key);
      if (child === undefined) {
        child = this.nodes++;
        this.steps.set(key, child);
      }
      node = child;
    }
    const ends = this.ends.get(node);
    if (ends === undefined) this.ends.set(node, [entry.key]);
    else ends.push(entry.key);

    const spaced = pieces.every((p) => p.script === 'latin' || p.script === 'cyrillic' || p.script === 'hangul');
    if (entry.compact === true && spaced) {
      const joined = pieces.map((p) => p.text).join('');
      const list = this.compact.get(joined);
      if (list === undefined) this.compact.set(joined, [entry.key]);
      else list.push(entry.key);
      const length = [...joined].length;
      if (entry.fuzzy === true && length >= 5) {
        const bucket = this.fuzzy.get(length) ?? [];
        bucket.push({ name: joined, key: entry.key });
        this.fuzzy.set(length, bucket);
        const [first, second] = pieces;
        if (pieces.length === 2 && first !== undefined && second !== undefined) {
          const initial = first.text[0] ?? '';
          const pairs = this.fuzzyPairs.get(initial) ?? [];
          pairs.push({ first: first.text, second: second.text, key: entry.key });
          this.fuzzyPairs.set(initial, pairs);
        }
      }
    }
  }

  /** Atoms one word matches: exact, plural, stem, Cyrillic endings, Korean particles. */
  private atomsOf(token: Token): readonly number[] {
    const found: number[] = [];
    const { text } = token;
    const exact = this.exact.get(text);
    if (exact) found.push(...exact);
    const accented = this.exactAccented.get(token.accented);
    if (accented) found.push(...accented);
    if (token.script === 'latin' && text.length > 3 && text.endsWith('s')) {
      for (const base of [text.slice(0, -1), text.endsWith('es') ? text.slice(0, -2) : '']) {
        for (const atom of this.exact.get(base) ?? []) if (this.pluralAtoms.has(atom)) found.push(atom);
        for (const atom of this.exactAccented.get(base) ?? []) if (this.pluralAtoms.has(atom)) found.push(atom);
      }
    }
    const chars = [...text];
    let prefix = '';
    for (let depth = 1; depth <= chars.length; depth++) {
      prefix += chars[depth - 1] as string;
      const entry = this.stems.get(prefix);
      if (entry === undefined) break;
      for (const stem of entry.stems) {
        const rest = chars.length - depth;
        if (rest <= stem.extra || (stem.particle && KOREAN_PARTICLES.has(chars.slice(depth).join('')))) {
          found.push(stem.atom);
        }
      }
    }
    return found.length === 0 ? NO_ATOMS : found;
  }

  /** Chinese/Japanese run cut into terms (longest first, left to right) and filler words. */
  private segment(token: Token, out: Words): void {
    const chars = [...token.text];
    let filler = '';
    let gap = token.gap;
    const flush = (): void => {
      if (filler === '') return;
      out.tokens.push({ text: filler, accented: filler, script: 'cjk', gap });
      out.atoms.push(NO_ATOMS);
      gap = Gap.Join;
      filler = '';
    };
    for (let i = 0; i < chars.length; ) {
      let atom = -1;
      let length = 0;
      let prefix = '';
      for (let d = 0; d < MAX_CJK_TERM && i + d < chars.length; d++) {
        prefix += chars[i + d] as string;
        const node = this.cjk.get(prefix);
        if (node === undefined) break;
        if (node.atom !== -1) {
          atom = node.atom;
          length = d + 1;
        }
      }
      if (atom === -1) {
        filler += chars[i] as string;
        if ([...filler].length >= CJK_FILLER) flush();
        i++;
        continue;
      }
      flush();
      const text = chars.slice(i, i + length).join('');
      out.tokens.push({ text, accented: text, script: 'cjk', gap });
      out.atoms.push([atom]);
      gap = Gap.Join;
      i += length;
    }
    flush();
  }

  /** Reads an idea into words and atoms, once; `hits` can then be asked of it. */
  read(idea: string): Reading {
    const words: Words = { tokens: [], atoms: [] };
    for (const token of tokenise(idea)) {
      if (token.script === 'cjk') {
        this.segment(token, words);
      } else {
        words.tokens.push(token);
        words.atoms.push(this.atomsOf(token));
      }
    }
    const sentence: number[] = [];
    const clause: number[] = [];
    let s = 0;
    let c = 0;
    for (const token of words.tokens) {
      if (token.gap === Gap.Sentence) s++;
      if (token.gap >= Gap.Clause) c++;
      sentence.push(s);
      clause.push(c);
    }
    return { tokens: words.tokens, atoms: words.atoms, sentence, clause };
  }

  /** Every match, in order of its first word. */
  hits(reading: Reading): Array<Hit<K>> {
    const { tokens, atoms } = reading;
    const out: Array<Hit<K>> = [];
    const seen = new Set<K>();
    const text = (start: number, end: number): string =>
      end === start + 1
        ? (tokens[start] as Token).text
        : tokens
            .slice(start, end)
            .map((t) => t.text)
            .join(' ');
    const fuzzyMemo = new Map<string, K[]>();
    for (let i = 0; i < tokens.length; i++) {
      if ((atoms[i] as readonly number[]).length > 0) this.phraseHits(reading, i, out, text);
      if (this.compact.size > 0) this.compactHits(reading, i, out, seen, fuzzyMemo);
    }
    return out;
  }

  /** Terms starting at word `i`, walking the phrase table word by word. */
  private phraseHits(reading: Reading, i: number, out: Array<Hit<K>>, text: (start: number, end: number) => string): void {
    const { tokens, atoms } = reading;
    let frontier: number[] = [0];
    for (let j = i; j < tokens.length && frontier.length > 0; j++) {
      if (j > i && (tokens[j] as Token).gap >= Gap.Clause) break;
      const next: number[] = [];
      for (const node of frontier) {
        for (const atom of atoms[j] as readonly number[]) {
          const child = this.steps.get(stepKey(node, atom));
          if (child === undefined) continue;
          next.push(child);
          for (const key of this.ends.get(child) ?? []) out.push({ key, start: i, end: j + 1, text: text(i, j + 1) });
        }
        // A term never starts with `_`, so this adds at most one branch per word of a term.
        const any = j > i ? this.steps.get(stepKey(node, ANY_WORD)) : undefined;
        if (any !== undefined) next.push(any);
      }
      frontier = next;
    }
  }

  private compactHits(reading: Reading, i: number, out: Array<Hit<K>>, seen: Set<K>, memo: Map<string, K[]>): void {
    const { tokens } = reading;
    const first = tokens[i] as Token;
    if (first.script !== 'latin' && first.script !== 'cyrillic' && first.script !== 'hangul') return;
    let joined = '';
    // Misspellings are looked for only in pieces of three letters or more ("spider a" is not "spiderman").
    let shortPiece = false;
    for (let k = 0; k < MAX_COMPACT_WORDS && i + k < tokens.length; k++) {
      const token = tokens[i + k] as Token;
      if (k > 0 && (token.gap >= Gap.Clause || token.script !== first.script)) break;
      joined += token.text;
      if (joined.length > MAX_COMPACT_CHARS) break;
      const exact = this.compact.get(joined);
      if ([...token.text].length < 3) shortPiece = true;
      let keys = exact;
      if (keys === undefined && k < MAX_FUZZY_WORDS && !shortPiece && this.fuzzy.size > 0) {
        const memoKey = `${k}:${joined}`;
        keys = memo.get(memoKey);
        if (keys === undefined) {
          keys = this.fuzzyKeys(joined, k === 0);
          if (keys.length === 0 && k === 1) keys = this.fuzzyPairKeys(first.text, token.text);
          memo.set(memoKey, keys);
        }
      }
      if (keys === undefined) continue;
      for (const key of keys) {
        if (seen.has(key) && exact === undefined) continue;
        seen.add(key);
        out.push({ key, start: i, end: i + k + 1, text: joined });
      }
    }
  }

  /** A two-word name with each word at most one letter off; words under four letters must be exact. */
  private fuzzyPairKeys(a: string, b: string): K[] {
    const keys: K[] = [];
    const close = (word: string, name: string): boolean =>
      word === name || (name.length >= 4 && word.length >= 3 && editDistance(word, name, 1) <= 1);
    for (const { first, second, key } of this.fuzzyPairs.get(a[0] ?? '') ?? []) {
      if (close(a, first) && close(b, second)) keys.push(key);
    }
    return keys;
  }

  /** Two letters wrong only inside one word: across two joined words ("spider war") that is a different phrase. */
  private fuzzyKeys(candidate: string, oneWord: boolean): K[] {
    const length = [...candidate].length;
    if (length < 5 || this.compact.has(candidate)) return [];
    const keys: K[] = [];
    // One letter more or less at most: two edits that both shorten a word reach too many words.
    for (let l = length - 1; l <= length + 1; l++) {
      for (const { name, key } of this.fuzzy.get(l) ?? []) {
        const limit = name.length >= 9 && oneWord ? 2 : 1;
        // A misspelling keeps the first letter or the last two; cheap test before the distance.
        if (name[0] !== candidate[0] && name.slice(-2) !== candidate.slice(-2)) continue;
        if (editDistance(candidate, name, limit) <= limit) keys.push(key);
      }
    }
    return keys;
  }
}

/** An idea read once: its words, what each word matches, and sentence/clause numbers. */
export interface Reading {
  readonly tokens: readonly Token[];
  readonly atoms: ReadonlyArray<readonly number[]>;
  readonly sentence: readonly number[];
  readonly clause: readonly number[];
}
