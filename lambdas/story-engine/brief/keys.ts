// Reads the closed keys of a brief (situation, wishes, problem, setting, lesson, question) from the folded idea.
import type { Lexicon } from './lexicon/lexicon';
import type { Mention } from './mentions';
import { fold, pattern } from './text';
import { THINGS } from './things';
import type { AskedQuestion, LessonKey, Problem, QuestionKey, SettingKey, SituationKey, Wish } from './types';

const QUESTION_OF: Partial<Record<QuestionKey, SituationKey>> = { 'sky-blue': 'question-sky', rain: 'question-rain', 'plants-grow': 'question-plants' };

const SENTENCES = /[^.!?;。！？\n]+[.!?;。！？\n]*/gu;
// Before a question word: nothing but opening marks, or a comma, colon or dash that opens a clause ("my son asks: why…").
const OPENS = /^[\s"'«»“”„‚¿¡(\-–—]*$|[,:;"«“„¿(\-–—]\s*$/u;

/** A sentence of the idea that asks something: where its question word stands, and how plainly it asks. */
interface Asking {
  raw: string;
  folded: string;
  at: number;
  /** It has a question mark. */
  mark: boolean;
  /** A cue says it is asked: "my son asks why…", "a book about how…". */
  cued: boolean;
  /** It opens with a question word that asks on its own ("why", "pourquoi"). */
  why: boolean;
}

function askings(text: string, lexicon: Lexicon): Asking[] {
  const found: Asking[] = [];
  const cue = lexicon.askCues ? new RegExp(`(?:${pattern(lexicon.askCues).source})(?:\\s+(?:to\\s+)?(?:me|us|him|her|them|you|moi|lui|mir|ihm|ihr|мне|нас|его|её|ее))?[\\s,:]*$`, 'u') : undefined;
  for (const sentence of text.matchAll(SENTENCES)) {
    const raw = sentence[0];
    const folded = fold(raw);
    if (lexicon.notQuestions && pattern(lexicon.notQuestions).test(folded)) continue;
    const mark = /[?？]/u.test(raw);
    for (const word of folded.matchAll(new RegExp(pattern(lexicon.questionWords).source, 'gu'))) {
      const at = word.index ?? 0;
      const before = folded.slice(0, at);
      const opens = OPENS.test(before);
      const cued = cue?.test(before) === true;
      const why = lexicon.whyWords !== undefined && pattern(lexicon.whyWords).exec(folded.slice(at))?.index === 0;
      if (lexicon.questionAnywhere || mark || opens || cued) {
        found.push({ raw, folded, at, mark, cued, why: why && (opens || lexicon.questionAnywhere === true) });
        break;
      }
    }
  }
  return found;
}

/** The question key an idea asks about: the first of the lexicon's questions met in a sentence that asks. */
export function readQuestion(folded: string, lexicon: Lexicon): QuestionKey | undefined {
  for (const asking of askings(folded, lexicon)) {
    // Where the question is marked or written without spaces, what it asks about may stand before the question word.
    const asked = asking.mark || lexicon.questionAnywhere ? asking.folded : asking.folded.slice(asking.at);
    const key = lexicon.questions.find(([, source]) => pattern(source).test(asked))?.[0];
    if (key) return key;
  }
  return undefined;
}

// "why do cats purr for my 5 year old": who the book is for is not part of the question.
const FOR_LISTENER = /\s+(?:for|para|pour|für|fur|per|для)\s+(?:my|mi|mis|mon|ma|mes|mein|meine|meinen|meinem|il mio|la mia|mio|mia|meu|minha|моего|моей|моих|моему)\b.*$/iu;
const MOST_LETTERS = 90;

/**
 * A question the idea asks that no key answers, as the idea words it: from the question word (or, where words run
 * together, the sentence's start) to its end, without its marks. Direct when asked outright ("Why do cats purr?"),
 * not when reported ("asks why cats purr"). Only a clear question: a question mark, a cue, or a "why" that opens it.
 */
export function readAsked(text: string, lexicon: Lexicon): AskedQuestion | undefined {
  for (const asking of askings(text, lexicon)) {
    if (!asking.mark && !asking.cued && !asking.why) continue;
    // Folding keeps the length of the letters of these scripts; if it did not, the places would not match.
    if (asking.folded.length !== asking.raw.length) continue;
    let from = asking.at;
    if (lexicon.questionAnywhere) {
      // 「息子に『なんで…の？』ときかれた」, "儿子问：为什么…": from the last opening mark before the question word.
      const before = asking.raw.slice(0, from);
      const open = Math.max(...['「', '『', '“', '"', '：', ':', '，', ','].map((mark) => before.lastIndexOf(mark)));
      from = open >= 0 ? open + 1 : 0;
    }
    let words = asking.raw.slice(from);
    const close = words.search(/[」』”"]/u);
    if (close >= 0) words = words.slice(0, close);
    words = words.replace(/[.!?;。！？\s…]+$/u, '').replace(FOR_LISTENER, '').replace(/\s+/g, ' ').trim();
    const letters = words.replace(/[^\p{L}\p{N}]/gu, '');
    if (letters.length < 4 || letters.length > MOST_LETTERS || (!lexicon.questionAnywhere && words.split(' ').length < 3)) continue;
    return { words, direct: asking.mark || !asking.cued };
  }
  return undefined;
}

export function readSituation(folded: string, lexicon: Lexicon, mentions: readonly Mention[], question: QuestionKey | undefined): SituationKey | undefined {
  if (pattern(lexicon.death).test(folded)) {
    if (pattern(lexicon.grandparent).test(folded)) return 'grandparent-died';
    if (mentions.some((m) => m.thing && THINGS[m.thing]?.kind === 'animal')) return 'pet-died';
  }
  const asked = question ? QUESTION_OF[question] : undefined;
  if (asked) return asked;
  return lexicon.situations.find(([key, source]) => !key.startsWith('question-') && pattern(source).test(folded))?.[0];
}

const CLAUSE_END = /[,.;!?。！？，、\n]/u;
const CLAUSE_ENDS = new RegExp(CLAUSE_END.source, 'gu');

type WishEntry = readonly [Wish['key'], string | undefined, string];

/** The entry found nearest to `near` in the window (the earliest when near is 0, the latest when it is the end). */
function nearestWish(window: string, entries: readonly WishEntry[], near: number): { key: Wish['key']; thing?: string } | undefined {
  let best: { distance: number; entry: WishEntry } | undefined;
  for (const entry of entries) {
    const found = new RegExp(pattern(entry[2]).source, 'gu');
    for (const hit of window.matchAll(found)) {
      const from = hit.index ?? 0;
      const to = from + hit[0].length;
      const distance = near <= from ? from - near : near >= to ? near - to : 0;
      if (!best || distance < best.distance) best = { distance, entry };
    }
  }
  return best ? { key: best.entry[0], ...(best.entry[1] ? { thing: best.entry[1] } : {}) } : undefined;
}

/** The clause of the folded idea around `at`: from the last clause end before it to the first after it. */
function clauseAround(folded: string, at: number): { text: string; start: number } {
  let start = 0;
  for (const m of folded.slice(0, at).matchAll(CLAUSE_ENDS)) start = (m.index ?? 0) + 1;
  const rest = folded.slice(at).search(CLAUSE_END);
  return { text: folded.slice(start, rest >= 0 ? at + rest : folded.length), start };
}

export function readWishes(folded: string, lexicon: Lexicon): Wish[] {
  const wishes: Wish[] = [];
  const verb = new RegExp(pattern(lexicon.wishVerb).source, 'gu');
  const matches = [...folded.matchAll(verb)];
  matches.forEach((match, index) => {
    const at = match.index ?? 0;
    const end = at + match[0].length;
    let found: { key: Wish['key']; thing?: string } | undefined;
    let negated = pattern(lexicon.negation).test(folded.slice(Math.max(0, at - 24), at));
    if (lexicon.goalBeforeWish) {
      // 「うみをみたい」: the goal runs back from the verb to the clause's start or the wish before.
      const previousEnd = index > 0 ? (matches[index - 1]!.index ?? 0) + matches[index - 1]![0].length : 0;
      let window = folded.slice(Math.max(previousEnd, at - 30), at);
      let stop = -1;
      for (const m of window.matchAll(CLAUSE_ENDS)) stop = m.index ?? 0;
      window = window.slice(stop + 1);
      found = nearestWish(window, lexicon.wishes, window.length);
      if (lexicon.negationAfter && pattern(lexicon.negationAfter).test(folded.slice(end, end + 6))) negated = true;
    } else {
      let window = folded.slice(end, end + 60);
      const stop = window.search(CLAUSE_END);
      if (stop >= 0) window = window.slice(0, stop);
      const nextVerb = pattern(lexicon.wishVerb).exec(window);
      if (nextVerb) window = window.slice(0, nextVerb.index);
      found = nearestWish(window, lexicon.wishes, 0);
    }
    if (found) wishes.push({ ...found, negated });
  });
  const stated = (wish: { key: string; thing?: string }) => wishes.some((w) => w.key === wish.key && w.thing === wish.thing);
  // "rides a bike for the first time", 「はじめてじてんしゃにのる」: the first-time deed, nearest the cue, is wished for.
  if (lexicon.firstTime) {
    for (const cue of folded.matchAll(new RegExp(pattern(lexicon.firstTime).source, 'gu'))) {
      const clause = clauseAround(folded, cue.index ?? 0);
      const found = nearestWish(clause.text, lexicon.wishes, (cue.index ?? 0) - clause.start);
      if (found && !stated(found)) wishes.push({ ...found, negated: false });
    }
  }
  // "bauen zusammen ein Vogelhaus": what the idea says the hero does is the wish, when no wish is stated.
  if (!wishes.some((w) => !w.negated) && lexicon.doings) {
    const doing = lexicon.doings.find(([, , source]) => pattern(source).test(folded));
    if (doing) wishes.push({ key: doing[0], ...(doing[1] ? { thing: doing[1] } : {}), negated: false });
  }
  for (const [key, thing, source] of lexicon.refusals ?? []) {
    if (pattern(source).test(folded)) wishes.push({ key, ...(thing ? { thing } : {}), negated: true });
  }
  return wishes;
}

export function readProblem(folded: string, lexicon: Lexicon): Problem | undefined {
  const found = lexicon.problems.find(([, , source]) => pattern(source).test(folded));
  return found ? { key: found[0], ...(found[1] ? { thing: found[1] } : {}) } : undefined;
}

export function readSetting(folded: string, lexicon: Lexicon): SettingKey | undefined {
  let best: { at: number; key: SettingKey } | undefined;
  for (const [key, source] of lexicon.settings) {
    const found = pattern(source).exec(folded);
    if (found && (!best || found.index < best.at)) best = { at: found.index, key };
  }
  return best?.key;
}

export function readLesson(folded: string, lexicon: Lexicon): LessonKey | undefined {
  return lexicon.lessons.find(([, source]) => pattern(source).test(folded))?.[0];
}
