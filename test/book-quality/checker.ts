// Checks one generated book against what its corpus idea asks for (issue 10, "How to check it"): broken sentences,
// names and their script, what each hero is, the situation's shape and the page length for the age. Pure: text in,
// findings out. Cross-book overlap needs the whole set and is added by addCrossBookOverlap.
import type { AgeRange, StoryLanguage, StoryTone } from '../../lambdas/ports/story-model';
import type { CorpusCharacter, CorpusEntry } from './corpus-types';
import { acceptedKindWords, describedBy } from './kind-words';
import {
  BROKEN_PAIRS, DANGLING_END, DANGLING_WORDS, ENGLISH_ONLY_WORDS, ENGLISH_TO_ENDS_AFTER, FOREIGN_LETTERS, FUNCTION_WORDS,
  LETTERS_PER_WORD, LONGEST_FAIR_COPY, NAMED_AFTER_QUESTION, PAGE_LENGTH_SLACK, QUESTION_WORDS, WORDS_PER_ENGLISH_WORD,
  WORDS_PER_PAGE,
} from './language-rules';
import { GRIEF_FORBIDDEN, GRIEF_SITUATIONS, SITUATIONS } from './situations';
import {
  CLAUSE_BREAK, SCRIPT_OF, escapeRegExp, fold, hasKeyword, letters, splitSentences, tokens, withoutAccents, words,
  writtenWithoutSpaces, type ScriptGroup, type Token,
} from './text-units';

export { formatSummaryTable, missedTargets, summarize, ISSUE_10_TARGETS, type LanguageSummary } from './summary';

export interface BookPage {
  heading?: string;
  text: string;
  /** The English picture description for the page, when the generator has one. */
  picture?: string;
}

/** One character sheet: the name and what the illustrator is told the character is. */
export interface BookCharacter {
  name: string;
  kind: string;
}

export interface BookUnderTest {
  entryId: string;
  language: StoryLanguage;
  tone: StoryTone;
  ageRange: AgeRange;
  title: string;
  summary?: string;
  coverPicture?: string;
  /** Story pages, the cover not included. */
  pages: readonly BookPage[];
  characters: readonly BookCharacter[];
}

export const FINDING_KINDS = [
  'pasted-fragment', 'dangling-ending', 'broken-grammar', 'name-echo', 'doubled-phrase', 'question-word-name',
  'wrong-script', 'english-word', 'contradicts-idea', 'name-lost', 'kind-wrong', 'situation-missed',
  'situation-forbidden', 'overlap', 'page-length',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** Findings that make the sentence they are in a broken sentence (the issue's "zero detected broken sentences"). */
export const BREAKING: ReadonlySet<FindingKind> = new Set<FindingKind>([
  'pasted-fragment', 'dangling-ending', 'broken-grammar', 'name-echo', 'doubled-phrase', 'question-word-name',
  'wrong-script', 'english-word', 'contradicts-idea',
]);

export interface Finding {
  kind: FindingKind;
  detail: string;
  sentence?: string;
}

export interface BookReport {
  entryId: string;
  language: StoryLanguage;
  tone: StoryTone;
  ageRange: AgeRange;
  heldOut: boolean;
  findings: Finding[];
  sentenceCount: number;
  /** Distinct sentences (and headings) with at least one breaking finding. */
  brokenSentences: string[];
  names: { kept: number; total: number };
  kinds: { right: number; total: number };
  /** Undefined when the idea is not a situation. */
  situationMatched?: boolean;
  pages: { atAgeLength: number; total: number };
  /** Page sentences with names blanked out, compared across books of the same language, tone and age. */
  overlapKeys: string[];
  /** Share of this book's sentences found in another book of the same language, tone and age. */
  overlap?: number;
}

const SPACELESS: ReadonlySet<ScriptGroup> = new Set(['japanese', 'chinese']);

interface SentenceContext {
  language: StoryLanguage;
  script: ScriptGroup;
  /** The idea, when it is written in the book's language (only then can it be pasted in), and where its sentences start. */
  idea?: { words: string[]; wordBreaks: number[]; letters: string; letterBreaks: number[] };
  names: string[];
  mustNotSay: readonly string[];
}

/** The accepted ways to write a corpus character's name in one script. */
function spellingsIn(character: CorpusCharacter, script: ScriptGroup): readonly string[] {
  return character.spellings?.[script] ?? [];
}

/** Its name in every script: picture descriptions and sheets may use any of them. */
function allSpellings(character: CorpusCharacter): string[] {
  return character.spellings ? Object.values(character.spellings).flat() : [];
}

/** Where a name stands in a text; Russian names may be declined (Миша → Мишу), others take a possessive s. */
function nameOccurrences(text: string, name: string, script: ScriptGroup): Array<{ start: number; end: number }> {
  if (SPACELESS.has(script) || script === 'korean') {
    const found: Array<{ start: number; end: number }> = [];
    for (let at = text.indexOf(name); at >= 0; at = text.indexOf(name, at + name.length)) found.push({ start: at, end: at + name.length });
    return found;
  }
  const plain = withoutAccents(name);
  const stem = script === 'cyrillic' && plain.length >= 4 ? plain.replace(/[аяоеуыий]$/u, '') : plain;
  const ending = script === 'cyrillic' ? '\\p{L}{0,3}' : "(?:['’]s|s|es)?";
  const pattern = new RegExp(`(?<![\\p{L}])${escapeRegExp(stem)}${ending}(?![\\p{L}])`, 'gu');
  return [...withoutAccents(text).matchAll(pattern)].map((m) => ({ start: m.index ?? 0, end: (m.index ?? 0) + m[0].length }));
}

/** Whether the book writes the name itself, undeclined, at least once (a Russian book must say "Миша", not only "Мишу"). */
function writesName(text: string, name: string, script: ScriptGroup): boolean {
  if (SPACELESS.has(script) || script === 'korean') return text.includes(name);
  const suffix = script === 'cyrillic' ? '' : "(?:['’]s|s|es)?";
  return new RegExp(`(?<![\\p{L}])${escapeRegExp(withoutAccents(name))}${suffix}(?![\\p{L}])`, 'u').test(withoutAccents(text));
}

/** Maximal runs of consecutive items shared by a sentence and the idea: start in each, and length. */
function sharedRuns<T>(sentence: ArrayLike<T>, idea: ArrayLike<T>): Array<{ at: number; from: number; length: number }> {
  const runs: Array<{ at: number; from: number; length: number }> = [];
  for (let i = 0; i < sentence.length; i++) {
    for (let j = 0; j < idea.length; j++) {
      if (sentence[i] !== idea[j] || (i > 0 && j > 0 && sentence[i - 1] === idea[j - 1])) continue;
      let length = 0;
      while (i + length < sentence.length && j + length < idea.length && sentence[i + length] === idea[j + length]) length++;
      runs.push({ at: i, from: j, length });
    }
  }
  return runs;
}

/** Whether a run of the idea goes over the end of one of its sentences: two pieces of the request glued together. */
const crossesIdeaSentence = (from: number, length: number, breaks: readonly number[]) => breaks.some((b) => from < b && b < from + length);

/** The idea's words and letters, with the places where its second, third… sentences start. */
function ideaUnits(idea: string): NonNullable<SentenceContext['idea']> {
  const unit = { words: [] as string[], wordBreaks: [] as number[], letters: '', letterBreaks: [] as number[] };
  for (const sentence of splitSentences(idea)) {
    if (unit.words.length > 0) unit.wordBreaks.push(unit.words.length);
    if (unit.letters.length > 0) unit.letterBreaks.push(unit.letters.length);
    unit.words.push(...words(sentence));
    unit.letters += letters(sentence);
  }
  return unit;
}

function isDangling(last: Token | undefined, before: Token | undefined, language: StoryLanguage): boolean {
  if (!last) return false;
  const end = DANGLING_END[language];
  if (end) return end.test(last.lower);
  if (!DANGLING_WORDS[language].includes(last.lower)) return false;
  return !(language === 'english' && last.lower === 'to' && before && ENGLISH_TO_ENDS_AFTER.includes(before.lower));
}

/** Only spaces between two words: no comma, dash or quote that would make a repetition deliberate. */
const joined = (sentence: string, from: Token, to: Token) => /^\s+$/u.test(sentence.slice(from.end, to.start));

function doubledPhrase(sentence: string, language: StoryLanguage): string | undefined {
  if (writtenWithoutSpaces(language)) return /(\p{L}{5,})\1/u.exec(letters(sentence))?.[0];
  const list = tokens(sentence);
  const functionWords = FUNCTION_WORDS[language];
  for (let i = 0; i < list.length; i++) {
    for (let k = 1; k <= 4 && i + 2 * k <= list.length; k++) {
      const first = list.slice(i, i + k);
      const second = list.slice(i + k, i + 2 * k);
      if (first.some((t, x) => t.lower !== second[x]!.lower)) continue;
      const span = list.slice(i, i + 2 * k);
      if (!span.every((t, x) => x === 0 || joined(sentence, span[x - 1]!, t))) continue;
      if (first.some((t) => functionWords.includes(t.lower))) return sentence.slice(span[0]!.start, span.at(-1)!.end);
    }
  }
  return undefined;
}

function nameEcho(sentence: string, names: readonly string[], script: ScriptGroup): string | undefined {
  for (const name of names) {
    const places = nameOccurrences(sentence, name, script);
    for (let i = 1; i < places.length; i++) {
      const gap = sentence.slice(places[i - 1]!.end, places[i]!.start);
      if (CLAUSE_BREAK.test(gap)) continue;
      const close = SPACELESS.has(script) ? letters(gap).length <= 8 : words(gap).length <= 5;
      if (close) return sentence.slice(places[i - 1]!.start, places[i]!.end);
    }
  }
  return undefined;
}

function sentenceFindings(sentence: string, ctx: SentenceContext): Finding[] {
  const found: Finding[] = [];
  const add = (kind: FindingKind, detail: string) => found.push({ kind, detail, sentence });
  const list = tokens(sentence);

  const foreign = [...sentence.matchAll(FOREIGN_LETTERS[ctx.script])].map((m) => m[0]);
  if (foreign.length > 0) add('wrong-script', foreign.join(' '));

  if (ctx.language !== 'english') {
    const english = list.filter((t) => ENGLISH_ONLY_WORDS.includes(t.word)).map((t) => t.word);
    if (english.length > 0) add('english-word', english.join(' '));
  }

  const last = list.at(-1);
  // "But…" trails off on purpose; only a sentence that claims to be finished can dangle.
  const trailsOff = /(?:…|\.\.\.)[\s"»”」』]*$/u.test(sentence);
  // A particle may end a heading ("교실에서", in the classroom), not a sentence that ends with a stop.
  const finished = /[.!?。！？][\s"»”」』)）]*$/u.test(sentence);
  const dangles = writtenWithoutSpaces(ctx.language)
    ? finished && DANGLING_END[ctx.language]?.test(letters(sentence)) === true
    : (finished || !DANGLING_END[ctx.language]) && isDangling(last, list.at(-2), ctx.language);
  if (dangles && !trailsOff) add('dangling-ending', `ends on "${last?.lower ?? ''}"`);

  // A piece of the idea is pasted when it is cut off on a function word, glues two of the idea's sentences together,
  // or is longer than anyone writing the book would copy from a request.
  if (ctx.idea && !writtenWithoutSpaces(ctx.language)) {
    for (const { at, from, length } of sharedRuns(list.map((t) => t.word), ctx.idea.words)) {
      if (length < 4) continue;
      const cutOff = at + length === list.length && isDangling(list[at + length - 1], list[at + length - 2], ctx.language);
      const glued = crossesIdeaSentence(from, length, ctx.idea.wordBreaks);
      if (cutOff || glued || length > LONGEST_FAIR_COPY[ctx.language]) {
        add('pasted-fragment', sentence.slice(list[at]!.start, list[at + length - 1]!.end));
      }
    }
  }
  if (ctx.idea && writtenWithoutSpaces(ctx.language)) {
    const own = letters(sentence);
    for (const { at, from, length } of sharedRuns(own, ctx.idea.letters)) {
      const glued = length >= 4 && crossesIdeaSentence(from, length, ctx.idea.letterBreaks);
      if (glued || length > LONGEST_FAIR_COPY[ctx.language]) add('pasted-fragment', own.slice(at, at + length));
    }
  }

  const pair = BROKEN_PAIRS[ctx.language]?.exec(sentence);
  if (pair) add('broken-grammar', pair[0]);

  const doubled = doubledPhrase(sentence, ctx.language);
  if (doubled) add('doubled-phrase', doubled);

  const echo = nameEcho(sentence, ctx.names, ctx.script);
  if (echo) add('name-echo', echo);

  const folded = fold(sentence);
  const contradiction = ctx.mustNotSay.find((phrase) => folded.includes(fold(phrase)));
  if (contradiction) add('contradicts-idea', contradiction);

  if (NAMED_AFTER_QUESTION.test(sentence)) add('question-word-name', 'a hero named after a question word');
  return found;
}

/**
 * "Pip the hedgehog", "Yui, a three-year-old girl": what the pictures call a named character. Case matters, so the
 * name Rose is not the rose in "the sun rose, the birds sang".
 */
function picturedAs(pictures: string, names: readonly string[]): string[] {
  const said: string[] = [];
  for (const name of names) {
    const pattern = new RegExp(`(?<![\\p{L}])${escapeRegExp(name)}(?:['’]s)?,?\\s+(?:the|a|an)\\s+([\\p{L}\\p{N}'-]+(?:\\s+[\\p{L}\\p{N}'-]+){0,2})`, 'gu');
    for (const m of pictures.matchAll(pattern)) said.push(m[1]!);
  }
  return said;
}

function sameName(sheetName: string, spelling: string): boolean {
  const a = withoutAccents(sheetName).toLowerCase();
  const b = withoutAccents(spelling).toLowerCase();
  return a === b || new RegExp(`(?<![\\p{L}])${escapeRegExp(b)}(?![\\p{L}])`, 'u').test(a) || (/[^\p{Script=Latin}\s]/u.test(b) && a.includes(b));
}

/**
 * A hero's kind is right when its character sheet names what it is and no picture calls it something else. The main
 * hero is judged by the book's main sheet even when its name was lost (names are counted apart); another hero with
 * no sheet of its own must at least be drawn as what it is in a picture description.
 */
function kindRight(character: CorpusCharacter, isMainHero: boolean, book: BookUnderTest, pictures: string): { right: boolean; detail: string } {
  const accepted = acceptedKindWords(character);
  const names = allSpellings(character);
  const label = character.name ?? `the ${character.thing}`;
  const wrong = (drawnAs: string) => ({ right: false, detail: `${label} is drawn as "${drawnAs}", not a ${character.thing}` });
  const right = { right: true, detail: '' };

  const contradicted = (character.name ? picturedAs(pictures, names) : []).find((d) => !describedBy(d, accepted));
  if (contradicted) return wrong(contradicted);
  const own = character.name ? book.characters.filter((s) => names.some((n) => sameName(s.name, n))) : book.characters;
  if (own.some((s) => describedBy(s.kind, accepted))) return right;
  if (character.name && own.length > 0) return wrong(own.map((s) => s.kind).join('", "'));

  const main = book.characters[0];
  if (isMainHero && main) {
    const mainSaid = picturedAs(pictures, [main.name]).find((d) => !describedBy(d, accepted));
    return describedBy(main.kind, accepted) && !mainSaid ? right : wrong(`${main.name} the ${mainSaid ?? main.kind}`);
  }
  const drawn = splitSentences(pictures).some((s) => (!character.name || names.some((n) => s.includes(n))) && describedBy(s, accepted));
  return drawn ? right : { right: false, detail: `${label} (${character.thing}) is drawn in no picture description` };
}

function wordsOnPage(text: string, language: StoryLanguage): number {
  const perWord = LETTERS_PER_WORD[language];
  return perWord ? letters(text).length / perWord : words(text).length / (WORDS_PER_ENGLISH_WORD[language] ?? 1);
}

function overlapKey(sentence: string, names: readonly string[], script: ScriptGroup): string | undefined {
  let text = sentence;
  for (const name of names) {
    const places = nameOccurrences(text, name, script).reverse();
    const source = SPACELESS.has(script) || script === 'korean' ? text : withoutAccents(text);
    text = places.reduce((s, p) => `${s.slice(0, p.start)}@${s.slice(p.end)}`, source);
  }
  const key = fold(text).replace(/[^\p{L}\p{N}@\s]/gu, ' ').replace(/\s+/g, ' ').trim();
  const long = SPACELESS.has(script) ? letters(key).length >= 6 : key.split(' ').length >= (script === 'korean' ? 3 : 4);
  return long ? key : undefined;
}

export function checkBook(book: BookUnderTest, entry: CorpusEntry): BookReport {
  const { language } = book;
  const script = SCRIPT_OF[language];
  const findings: Finding[] = [];
  const sheetNames = book.characters.map((c) => c.name).filter((n) => n.trim().length > 1);
  const ownNames = entry.characters.flatMap((c) => spellingsIn(c, script));
  const names = [...new Set([...ownNames, ...sheetNames])].sort((a, b) => b.length - a.length);
  const sameLanguage = entry.ideaLanguage === language;
  const ctx: SentenceContext = {
    language, script, names,
    ...(sameLanguage ? { idea: ideaUnits(entry.idea) } : {}),
    mustNotSay: entry.mustNotSay?.[language] ?? [],
  };

  const headings = [book.title, ...book.pages.map((p) => p.heading ?? '')].filter((h) => h.trim().length > 0);
  const textSentences = [book.summary ?? '', ...book.pages.map((p) => p.text)].flatMap(splitSentences);
  const units = [...headings, ...textSentences];
  const broken = new Set<string>();
  for (const unit of units) {
    const found = sentenceFindings(unit, ctx);
    findings.push(...found);
    if (found.some((f) => BREAKING.has(f.kind))) broken.add(unit);
  }

  for (const sheet of book.characters) {
    if (QUESTION_WORDS.includes(fold(sheet.name).trim())) {
      findings.push({ kind: 'question-word-name', detail: `the hero is named "${sheet.name}"` });
      broken.add(`(character sheet) ${sheet.name}`);
    }
  }

  const fullText = [book.title, book.summary ?? '', ...book.pages.flatMap((p) => [p.heading ?? '', p.text])].join('\n');
  const named = entry.characters.filter((c) => c.name);
  let kept = 0;
  for (const character of named) {
    const forms = spellingsIn(character, script);
    if (forms.some((form) => writesName(fullText, form, script))) kept++;
    else findings.push({ kind: 'name-lost', detail: `${character.name}: the book writes none of ${forms.join(' / ')}` });
  }

  const pictures = [book.coverPicture ?? '', ...book.pages.map((p) => p.picture ?? '')].join('\n');
  const heroes = entry.characters.filter((c) => c.role === 'hero');
  let right = 0;
  const claimed = (sheet: BookCharacter) => entry.characters.some((c) => allSpellings(c).some((n) => sameName(sheet.name, n)));
  const firstSheetFree = book.characters[0] !== undefined && !claimed(book.characters[0]);
  for (const hero of heroes) {
    const verdict = kindRight(hero, hero === heroes[0] && firstSheetFree, book, pictures);
    if (verdict.right) right++;
    else findings.push({ kind: 'kind-wrong', detail: verdict.detail });
  }

  let situationMatched: boolean | undefined;
  if (entry.situation) {
    const folded = fold(fullText);
    const missing = SITUATIONS[entry.situation][language].filter(
      (group) => !group.split('|').some((k) => hasKeyword(folded, k, script)),
    );
    if (missing.length > 0) findings.push({ kind: 'situation-missed', detail: `${entry.situation}: nothing of ${missing.join(' / ')}` });
    const cheers = GRIEF_SITUATIONS.has(entry.situation)
      ? GRIEF_FORBIDDEN[language].split('|').filter((k) => hasKeyword(folded, k, script))
      : [];
    if (cheers.length > 0) findings.push({ kind: 'situation-forbidden', detail: `${entry.situation}: ${cheers.join(', ')}` });
    situationMatched = missing.length === 0 && cheers.length === 0;
  }

  const [fewest, most] = WORDS_PER_PAGE[book.ageRange];
  let atAgeLength = 0;
  book.pages.forEach((page, i) => {
    const count = wordsOnPage(page.text, language);
    if (count >= fewest * (1 - PAGE_LENGTH_SLACK) && count <= most * (1 + PAGE_LENGTH_SLACK)) atAgeLength++;
    else findings.push({ kind: 'page-length', detail: `page ${i + 1}: ${Math.round(count)} words for ages ${book.ageRange} (${fewest}–${most})` });
  });

  const blanked = [...new Set([...entry.characters.flatMap(allSpellings), ...sheetNames])].sort((a, b) => b.length - a.length);
  const overlapKeys = book.pages
    .flatMap((p) => splitSentences(p.text))
    .flatMap((s) => overlapKey(s, blanked, script) ?? []);

  return {
    entryId: book.entryId, language, tone: book.tone, ageRange: book.ageRange, heldOut: entry.heldOut === true,
    findings, sentenceCount: units.length, brokenSentences: [...broken],
    names: { kept, total: named.length }, kinds: { right, total: heroes.length },
    ...(situationMatched === undefined ? {} : { situationMatched }),
    pages: { atAgeLength, total: book.pages.length },
    overlapKeys,
  };
}

/** The issue's ceiling: two different ideas with the same tone and age share at most a quarter of their sentences. */
export const OVERLAP_LIMIT = 0.25;

/** Adds each book's share of sentences that another idea's book in the same language, tone and age also has. */
export function addCrossBookOverlap(reports: readonly BookReport[]): BookReport[] {
  const group = (r: BookReport) => `${r.language}|${r.tone}|${r.ageRange}`;
  return reports.map((report) => {
    const others = reports.filter((o) => o !== report && o.entryId !== report.entryId && group(o) === group(report));
    if (others.length === 0 || report.overlapKeys.length === 0) return report;
    const elsewhere = new Set(others.flatMap((o) => o.overlapKeys));
    const shared = report.overlapKeys.filter((k) => elsewhere.has(k));
    const overlap = shared.length / report.overlapKeys.length;
    const findings = overlap > OVERLAP_LIMIT
      ? [...report.findings, { kind: 'overlap' as const, detail: `${Math.round(overlap * 100)}% of its sentences are in other books`, sentence: shared[0] }]
      : report.findings;
    return { ...report, overlap, findings };
  });
}
