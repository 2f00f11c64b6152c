// Normalisation for the content policy: one linear pass turns an idea into words the matcher reads.
//
// What is undone: NFKC (full-width forms, ligatures), case, zero-width and joiner characters, Latin
// and Cyrillic accents (kept aside for the few terms that need them), Cyrillic or Greek look-alike
// letters inside Latin words (and Latin look-alikes inside Cyrillic words), digit and symbol swaps
// inside words ("sp1d3rm4n", "b@tman"), letters spelled out one by one ("p-i-k-a c h u"),
// hiragana (folded to katakana) and traditional Chinese (folded to simplified).
// What is kept: where a word starts and ends, and whether words are joined ("pika-chu"), spaced,
// or separated by a clause break or a sentence end; the matcher never joins across the last two.

/** How a token is separated from the one before it, weakest first. */
export const enum Gap {
  /** Inside one word: "pika-chu", "s.p.i.d.e.r", "9/11". */
  Join = 1,
  Space = 2,
  Clause = 3,
  Sentence = 4,
}

export type TokenScript = 'latin' | 'cyrillic' | 'greek' | 'hangul' | 'cjk' | 'other';

export interface Token {
  /** Accents removed, look-alikes and swaps undone. */
  readonly text: string;
  /** As `text`, accents kept (for terms such as French "râpe" vs English "rape"). */
  readonly accented: string;
  readonly script: TokenScript;
  readonly gap: Gap;
}

const INVISIBLE =
  /[\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180B-\u180F\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFE00-\uFE0F\uFEFF\uFFA0]/gu;

/** A word chunk (letters, marks, digits, and the symbols used as letter swaps) or the separator after it. */
const CHUNK = /\d+(?:\/\d+)+(?![\p{L}\p{N}])|[\p{L}\p{M}\p{N}@$]+|[^\p{L}\p{M}\p{N}@$]+/gu;
/** A date or number pair written with a slash ("9/11") stays one word; "9-11" (ages) does not. */
const SLASHED_NUMBER = /^\d+(?:\/\d+)+$/;
const SENTENCE_MARK = /[.!?。！？…\n\r]/u;
const CLAUSE_MARK = /[,;:()[\]{}"“”„«»‹›「」『』【】〈〉《》、，；：—|]/u;
const WHITESPACE = /\s/u;
const PLAIN_WORD = /^[a-z]+$/;
const PLAIN_CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆]+$/u;
/** Gaps of separators without a dot (a dot depends on the word before it). */
const GAP_CACHE = new Map<string, Gap>();
const TITLE_ABBREVIATION: ReadonlySet<string> = new Set(['dr', 'mr', 'mrs', 'ms', 'st', 'prof', 'jr', 'sr', 'vs']);

/** Script runs inside a chunk; Latin runs keep their digits. */
const SCRIPT_RUN =
  /[\p{Script=Latin}\p{N}@$]+|[\p{Script=Cyrillic}\p{M}]+|\p{Script=Greek}+|\p{Script=Hangul}+|[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆]+|[^]/gu;

// Look-alike letters: Cyrillic and Greek letters that are drawn like a Latin letter, and back.
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  і: 'i', ј: 'j', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', ү: 'y', һ: 'h', ӏ: 'l',
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', γ: 'y',
};
const LATIN_TO_CYRILLIC: Readonly<Record<string, string>> = {
  a: 'а', b: 'в', e: 'е', k: 'к', m: 'м', h: 'н', o: 'о', p: 'р', c: 'с', t: 'т', y: 'у', x: 'х',
};
const LATIN_LETTER = /\p{Script=Latin}/u;
const CYRILLIC_OR_GREEK_LETTER = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;

const ACCENTED = /[\u00C0-\u024F\u1E00-\u1EFF\u0400-\u04FF]/gu;
const ACCENT_SPECIAL: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ё: 'е', й: 'и',
};
const MARKS = /\p{M}+/gu;

const LEET: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's' };
const LEET_CHAR = /[013457@$]/g;
const LETTER = /\p{L}/gu;
/** Swaps are undone in Latin words only ("7岁" is an age, not a letter). */
const LATIN_CHUNK = /^[\p{Script=Latin}\p{M}\p{N}@$]+$/u;
const DIGIT_OR_SYMBOL = /[\p{N}@$]/gu;

const HIRAGANA = /[\u3041-\u3096\u309D\u309E]/gu;

/** Traditional (and Japanese) Han characters folded to the simplified forms used in the term lists. */
const HAN_FOLD_PAIRS =
  '俠侠寶宝夢梦貓猫鋼钢鐵铁車车頭头紅红號号殺杀槍枪擊击襲袭戰战彈弹馬马麥麦龍龙綠绿國国隊队際际雙双諾诺羅罗蘭兰' +
  '門门萊莱達达劍剑險险瑪玛歐欧樂乐傑杰誕诞獅狮魚鱼總总動动員员漢汉綿绵緣缘強强褻亵愛爱戀恋兒儿園园學学師师' +
  '滅灭絕绝種种義义營营納纳維维斬斩屍尸麵面藍蓝靈灵蠟蜡筆笔凱凯華华茲兹貝贝長长復复聯联鴨鸭豬猪級级龜龟湯汤' +
  '開开姦奸亂乱倫伦賣卖蘿萝為为飛飞電电線线頓顿喬乔嚕噜體体亞亚麗丽個个們们對对說说帶带規规則则傷伤爆爆屠屠' +
  '裝装脫脱衣衣親亲戲戏讓让淚泪醫医護护';
const HAN_FOLD: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  const chars = [...HAN_FOLD_PAIRS];
  for (let i = 0; i + 1 < chars.length; i += 2) {
    if (chars[i] !== chars[i + 1]) map.set(chars[i] as string, chars[i + 1] as string);
  }
  return map;
})();
const HAN_FOLD_RE = new RegExp(`[${[...HAN_FOLD.keys()].join('')}]`, 'gu');

function scriptOf(run: string): TokenScript {
  const cp = run.codePointAt(0) ?? 0;
  if (cp >= 0x0400 && cp <= 0x052f) return 'cyrillic';
  if (cp >= 0x0370 && cp <= 0x03ff) return 'greek';
  if ((cp >= 0xac00 && cp <= 0xd7af) || (cp >= 0x1100 && cp <= 0x11ff) || (cp >= 0x3130 && cp <= 0x318f)) return 'hangul';
  if ((cp >= 0x3005 && cp <= 0x30ff) || (cp >= 0x3400 && cp <= 0x9fff) || (cp >= 0xf900 && cp <= 0xfaff) || cp >= 0x20000) {
    return 'cjk';
  }
  if (/[\p{Script=Latin}\p{N}@$]/u.test(run)) return 'latin';
  return 'other';
}

/** Look-alike letters mapped to the script most letters of the chunk are in. */
function foldLookAlikes(chunk: string): string {
  if (!LATIN_LETTER.test(chunk) || !CYRILLIC_OR_GREEK_LETTER.test(chunk)) return chunk;
  let latin = 0;
  let other = 0;
  for (const ch of chunk) {
    if (LATIN_LETTER.test(ch)) {
      if (LATIN_TO_CYRILLIC[ch] === undefined) latin++;
    } else if (CYRILLIC_OR_GREEK_LETTER.test(ch)) {
      if (CYRILLIC_TO_LATIN[ch] === undefined) other++;
    }
  }
  // A tie (every letter could be either) is read as Latin.
  if (latin >= other) return chunk.replace(/[\p{Script=Cyrillic}\p{Script=Greek}]/gu, (ch) => CYRILLIC_TO_LATIN[ch] ?? ch);
  return chunk.replace(/\p{Script=Latin}/gu, (ch) => LATIN_TO_CYRILLIC[ch] ?? ch);
}

/** "sp1d3rm4n" -> "spiderman": only in words with at least three letters and more letters than swaps. */
function decodeLeet(chunk: string): string {
  DIGIT_OR_SYMBOL.lastIndex = 0;
  if (!DIGIT_OR_SYMBOL.test(chunk) || !LATIN_CHUNK.test(chunk)) return chunk;
  const letters = chunk.match(LETTER)?.length ?? 0;
  const swaps = chunk.match(DIGIT_OR_SYMBOL)?.length ?? 0;
  if (letters < 2 || swaps >= letters) return chunk;
  return chunk.replace(LEET_CHAR, (ch) => LEET[ch] ?? ch);
}

export function foldAccents(text: string): string {
  return text.replace(ACCENTED, (ch) => ACCENT_SPECIAL[ch] ?? ch.normalize('NFD').replace(MARKS, ''));
}

export function foldCjk(text: string): string {
  return text
    .replace(HIRAGANA, (ch) => String.fromCharCode(ch.charCodeAt(0) + 0x60))
    .replace(HAN_FOLD_RE, (ch) => HAN_FOLD.get(ch) ?? ch);
}

function separatorGap(separator: string, previousWord: string): Gap {
  if (separator === ' ') return Gap.Space;
  const cached = GAP_CACHE.get(separator);
  if (cached !== undefined) return cached;
  const gap = separatorGapOf(separator, previousWord);
  if (!separator.includes('.') && separator.length <= 8 && GAP_CACHE.size < 1000) GAP_CACHE.set(separator, gap);
  return gap;
}

function separatorGapOf(separator: string, previousWord: string): Gap {
  if (SENTENCE_MARK.test(separator)) {
    // "s.p.i.d.e.r", "Dr. Seuss", "e.g." keep going; a dot after a longer word ends a sentence.
    if (/^\.\s*$/u.test(separator) && ([...previousWord].length === 1 || TITLE_ABBREVIATION.has(previousWord))) {
      return WHITESPACE.test(separator) ? Gap.Space : Gap.Join;
    }
    if (/^\.$/u.test(separator)) return Gap.Join;
    return Gap.Sentence;
  }
  if (CLAUSE_MARK.test(separator)) return Gap.Clause;
  if (WHITESPACE.test(separator)) return Gap.Space;
  return Gap.Join;
}

const ONE_LETTER_WORDS: ReadonlySet<string> = new Set(['a', 'i', 'o', 'y', 'e', 'u', 'а', 'в', 'и', 'к', 'о', 'с', 'у', 'я']);

/** Three or more single letters in a row ("p i k a c h u", "b-a-t-m-a-n") become one word. */
function joinSpelledLetters(tokens: Token[]): Token[] {
  const out: Token[] = [];
  const single = (t: Token | undefined): boolean =>
    t !== undefined && (t.script === 'latin' || t.script === 'cyrillic') && [...t.text].length === 1;
  for (let i = 0; i < tokens.length; ) {
    let j = i;
    while (j < tokens.length && single(tokens[j]) && (j === i || (tokens[j] as Token).gap <= Gap.Space)) j++;
    if (j - i >= 3) {
      const first = tokens[i] as Token;
      const last = tokens[j - 1] as Token;
      // Russian prepositions come before a word: in "с е к с с ребенком" the last letter is the preposition.
      const trail =
        j - i >= 5 && first.script === 'cyrillic' && ONE_LETTER_WORDS.has(last.text) && last.gap === Gap.Space &&
        tokens[j] !== undefined && (tokens[j] as Token).gap === Gap.Space ? 1 : 0;
      const lead = trail === 0 && j - i >= 5 && ONE_LETTER_WORDS.has(first.text) && (tokens[i + 1] as Token).gap === Gap.Space ? 1 : 0;
      if (lead === 1) out.push(first);
      const run = tokens.slice(i + lead, j - trail);
      out.push({
        text: run.map((t) => t.text).join(''),
        accented: run.map((t) => t.accented).join(''),
        script: (tokens[i + lead] as Token).script,
        gap: (tokens[i + lead] as Token).gap,
      });
      if (trail === 1) out.push(last);
      i = j;
    } else {
      out.push(tokens[i] as Token);
      i++;
    }
  }
  return out;
}

/** Chinese and Japanese runs separated only by spaces or joiners ("ハリー・ポッター") are read as one. */
function mergeCjkRuns(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (const token of tokens) {
    const last = out.at(-1);
    if (last !== undefined && last.script === 'cjk' && token.script === 'cjk' && token.gap <= Gap.Space) {
      out[out.length - 1] = { ...last, text: last.text + token.text, accented: last.accented + token.text };
    } else {
      out.push(token);
    }
  }
  return out;
}

/** The words of an idea, in order. Linear in the length of the input. */
export function tokenise(input: string): Token[] {
  const text = input.replace(INVISIBLE, '').normalize('NFKC').toLowerCase();
  const tokens: Token[] = [];
  let pending: Gap = Gap.Sentence;
  let previousWord = '';
  for (const match of text.matchAll(CHUNK)) {
    const chunk = match[0];
    if (!/^[\p{L}\p{M}\p{N}@$]/u.test(chunk)) {
      pending = tokens.length === 0 ? Gap.Sentence : separatorGap(chunk, previousWord);
      continue;
    }
    if (PLAIN_CJK.test(chunk)) {
      // Chinese or Japanese only: fold, no other script to split off.
      const folded = foldCjk(chunk);
      tokens.push({ text: folded, accented: folded, script: 'cjk', gap: pending });
      previousWord = chunk;
      pending = Gap.Join;
      continue;
    }
    if (PLAIN_WORD.test(chunk) || SLASHED_NUMBER.test(chunk)) {
      // Most words are plain a-z: nothing to fold.
      tokens.push({ text: chunk, accented: chunk, script: 'latin', gap: pending });
      previousWord = chunk;
      pending = Gap.Join;
      continue;
    }
    const decoded = decodeLeet(foldLookAlikes(chunk));
    let first = true;
    for (const runMatch of decoded.matchAll(SCRIPT_RUN)) {
      const run = runMatch[0];
      const script = scriptOf(run);
      if (script === 'other' && !/[\p{L}\p{N}]/u.test(run)) continue;
      const accented = script === 'cjk' ? foldCjk(run) : run;
      const folded = script === 'cjk' || script === 'hangul' ? accented : foldAccents(accented);
      tokens.push({ text: folded, accented, script, gap: first ? pending : Gap.Join });
      first = false;
    }
    previousWord = decoded;
    // Two word chunks are always separated by a separator chunk, which sets the gap.
    pending = Gap.Join;
  }
  return mergeCjkRuns(joinSpelledLetters(tokens));
}

/** The normalised form of an idea as one string: words, `|` for a clause break, `#` for a sentence end. */
export function normaliseStoryIdea(input: string): string {
  let out = '';
  for (const token of tokenise(input)) {
    if (out !== '') {
      if (token.gap === Gap.Sentence) out += ' # ';
      else if (token.gap === Gap.Clause) out += ' | ';
      else out += ' ';
    }
    out += token.text;
  }
  return out;
}
