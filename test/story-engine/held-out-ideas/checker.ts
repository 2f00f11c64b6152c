// Judges a book against what its held-out idea asks for (issue 25, "How to check it"): names kept in the book's
// script, the idea's things and places in the text and in the pictures' records, aids on the right person, no stock
// wish, no place, holiday, material or verb as a character, questions answered, broken sentences and page length
// (the book-quality checker's rules), filler and overlap across books. Pure: books in, figures out.
import type { AgeRange, StoryLanguage, StoryTone } from '../../../lambdas/ports/story-model';
import type { CharacterKind } from '../../../lambdas/story-engine/brief/types';
import { checkBook, OVERLAP_LIMIT } from '../../book-quality/checker';
import type { CorpusCharacter, CorpusEntry } from '../../book-quality/corpus-types';
import { SCRIPT_OF, fold, splitSentences, type ScriptGroup } from '../../book-quality/text-units';
import type { HeldOutCharacter, HeldOutIdea, HeldOutKey } from './types';

/**
 * What one page's picture says it drew: the SVG's data-figure, data-drawn-as and data-setting; data-thing for the
 * things the page names (data-on: the figure an aid is on); data-composition for the shot.
 */
export interface PictureRecord {
  setting?: string;
  figures: { thing: string; drawnAs: string }[];
  things?: { thing: string; drawnAs: string; on?: string }[];
  composition?: string;
}

export interface HeldOutBook {
  ideaId: string;
  language: StoryLanguage;
  tone: StoryTone;
  ageRange: AgeRange;
  title: string;
  summary: string;
  /** Story pages, the cover not included. */
  pages: { text: string; drawn: PictureRecord }[];
  /** Everyone the book draws as a character: the name it was given, what the story calls it, what it is. */
  cast: { name?: string; label: string; kind: CharacterKind; thing: string }[];
}

export interface Tally {
  right: number;
  total: number;
}

export interface HeldOutReport {
  ideaId: string;
  language: StoryLanguage;
  heroes: Tally & { missing: string[] };
  /** Characters the book draws, drawn as what the idea says they are (a bunny stays a toy, a cat an animal). */
  kinds: Tally & { wrong: string[] };
  keys: Tally & { missing: string[] };
  aids: Tally & { wrong: string[] };
  stockWishes: string[];
  nonCharacters: string[];
  /** Undefined when the idea asks no question. */
  question?: { answered: boolean; found: string[] };
  brokenSentences: string[];
  pages: { atAgeLength: number; total: number };
  /** Pages whose text names a key thing, and of those the ones whose picture record has it. */
  thingsDrawn: Tally & { missing: string[] };
  /** Pages whose text names a key place, and of those the ones whose picture's setting is it. */
  placesDrawn: Tally;
  /** Distinct settings over the story pages (the issue: 13 of 15 pages the same field). */
  settings: number;
  /** Page sentences with names blanked out, compared across the language's books. */
  sentenceKeys: string[];
}

/**
 * What a stock wish says in each language: the hero "wants a real adventure", "wanted to be brave", "a day with
 * family", "the road got hard". Matched on folded text (lower case, no accents); none of the held-out ideas asks for one.
 */
export const STOCK_WISHES: Record<StoryLanguage, readonly RegExp[]> = {
  english: [/real adventure/, /(?:want|wants|wanted) to be brave/, /(?:a|one) (?:whole )?day with (?:the |his |her |their )?family/, /the (?:road|way) got (?:hard|harder|difficult)/],
  spanish: [/aventura de verdad/, /verdadera aventura/, /(?:queria|quiere|quisiera) ser valiente/, /un dia en familia/, /el camino se (?:puso|volvio|hizo) dificil/],
  french: [/vraie aventure/, /(?:voulait|veut|voudrait) etre courageu/, /une journee en famille/, /le chemin (?:devint|est devenu|devenait) (?:dur|difficile)/],
  german: [/(?:echtes|richtiges|wahres) abenteuer/, /(?:wollte|will|mochte) mutig (?:sein|werden)/, /einen tag mit (?:der|seiner|ihrer) familie/, /der weg wurde (?:schwer|hart|muhsam)/],
  italian: [/(?:vera|autentica) avventura/, /(?:voleva|vuole|vorrebbe) (?:diventare|essere) coraggios/, /una giornata in famiglia/, /la strada (?:si fece|divento|si e fatta) (?:dura|difficile)/],
  portuguese: [/aventura de verdade/, /verdadeira aventura/, /(?:queria|quer) ser (?:valente|corajos)/, /um dia em familia/, /o caminho (?:ficou|se tornou) dificil/],
  russian: [/настоящ[^ ]* приключени/, /(?:хотел|хотела|хочет|хотелось) (?:быть|стать) (?:смел|храбр)/, /день с семьеи/, /дорога стала (?:трудн|тяжел)/],
  chinese: [/真正的冒险/, /想(?:要)?变得勇敢/, /想要勇敢/, /和家人(?:一起)?过一天/, /路变得(?:难走|艰难)/],
  japanese: [/ほんとうの ?ぼうけん/, /本当の冒険/, /ほんものの ?ぼうけん/, /ゆうきを(?:だ|出)したい/, /ゆうきのある子になりたい/],
  korean: [/진짜 모험/, /진정한 모험/, /용감해지고 싶/, /가족과 (?:함께 )?(?:보내는 )?하루/],
};

const SPACELESS: ReadonlySet<ScriptGroup> = new Set(['chinese', 'japanese']);

/**
 * Whether a form occurs in folded text: anywhere in Chinese and Japanese (no spaces between words), else at the
 * start of a word ("пицц" finds "пиццу", "별" finds "별은" but not "특별"); in alphabets a form of two letters or
 * fewer must be the whole word.
 */
export function mentions(foldedText: string, form: string, script: ScriptGroup): boolean {
  const f = fold(form);
  if (SPACELESS.has(script)) return foldedText.includes(f);
  const escaped = f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const end = [...f].length <= 2 && script !== 'korean' ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}${end}`, 'u').test(foldedText);
}

const formsOf = (c: HeldOutCharacter): string[] => [c.name, ...(c.forms ?? [])];
const anyMention = (folded: string, forms: readonly string[], script: ScriptGroup) => forms.some((f) => mentions(folded, f, script));

const KIND_OF: Record<HeldOutCharacter['kind'], readonly CharacterKind[]> = {
  child: ['person-child', 'baby'], sibling: ['person-child', 'baby'], friend: ['person-child', 'person-adult'],
  adult: ['person-adult', 'person-elder'], parent: ['person-adult'], grandparent: ['person-elder', 'person-adult'],
  toy: ['toy'], pet: ['animal'], animal: ['animal'],
};

/** The idea as the book-quality checker reads a corpus entry, so broken sentences and page length are judged alike. */
export function asCorpusEntry(idea: HeldOutIdea, tone: StoryTone): CorpusEntry {
  const script = SCRIPT_OF[idea.request.language];
  const characters: CorpusCharacter[] = idea.characters.map((c, i) => ({
    name: c.name,
    spellings: { latin: [], cyrillic: [], japanese: [], chinese: [], korean: [], [script]: formsOf(c) },
    kind: KIND_OF[c.kind][0]!,
    thing: c.kind,
    role: i === 0 ? 'hero' : 'side',
  }));
  const ideaLanguage = idea.covers.includes('english-asks-other') ? 'english' : idea.request.language;
  return { id: idea.id, idea: idea.idea, ideaLanguage, characters, run: { tone, ageRange: idea.request.ageRange, language: idea.request.language, pageCount: idea.request.pageCount } };
}

const OBJECT_KINDS: ReadonlySet<HeldOutKey['kind']> = new Set(['thing', 'food', 'material']);

/** English words of a key as the picture records name things ("cardboard boxes" → cardboard, box). */
function recordWords(key: HeldOutKey): string[] {
  return key.what.toLowerCase().split(/[^a-z]+/).filter((w) => w.length >= 3 && !['the', 'and', 'new', 'day'].includes(w))
    .map((w) => w.replace(/(?<=[^aeiou])(?:es|s)$/, ''));
}

const recordText = (record: PictureRecord) =>
  [record.setting ?? '', ...[...record.figures, ...(record.things ?? [])].flatMap((f) => [f.thing, f.drawnAs])].join(' ').toLowerCase();

export function checkHeldOutBook(book: HeldOutBook, idea: HeldOutIdea): HeldOutReport {
  const script = SCRIPT_OF[book.language];
  const fullText = [book.title, book.summary, ...book.pages.map((p) => p.text)].join('\n');
  const folded = fold(fullText);

  const heroes = { right: 0, total: idea.characters.length, missing: [] as string[] };
  for (const c of idea.characters) {
    if (anyMention(folded, formsOf(c), script)) heroes.right++;
    else heroes.missing.push(c.name);
  }

  const castName = (m: HeldOutBook['cast'][number]) => fold(m.name ?? m.label);
  const kinds = { right: 0, total: 0, wrong: [] as string[] };
  for (const c of idea.characters) {
    const member = book.cast.find((m) => formsOf(c).some((f) => castName(m) === fold(f) || fold(m.label).includes(fold(f))));
    if (!member) continue;
    kinds.total++;
    if (KIND_OF[c.kind].includes(member.kind)) kinds.right++;
    else kinds.wrong.push(`${c.name}: a ${c.kind} drawn as ${member.kind} (${member.thing})`);
  }

  const keys = { right: 0, total: idea.keys.length, missing: [] as string[] };
  for (const key of idea.keys) {
    if (anyMention(folded, key.forms, script)) keys.right++;
    else keys.missing.push(key.what);
  }

  // An aid is right when a sentence names it with its holder, wrong when a sentence gives it to someone else only.
  const sentences = [book.summary, ...book.pages.map((p) => p.text)].flatMap(splitSentences).map(fold);
  const aids = { right: 0, total: 0, wrong: [] as string[] };
  for (const holder of idea.characters.filter((c) => c.aids)) {
    const others = idea.characters.filter((c) => c !== holder);
    for (const aid of holder.aids!) {
      aids.total++;
      const withAid = sentences.filter((s) => anyMention(s, aid.forms, script));
      const onHolder = withAid.some((s) => anyMention(s, formsOf(holder), script));
      const elsewhere = withAid.filter((s) => !anyMention(s, formsOf(holder), script) && others.some((o) => anyMention(s, formsOf(o), script)));
      if (onHolder && elsewhere.length === 0) aids.right++;
      else aids.wrong.push(onHolder ? `${aid.what} also given to another: ${elsewhere[0]}` : `${aid.what} never with ${holder.name}`);
    }
  }

  const stockWishes = STOCK_WISHES[book.language].flatMap((pattern) => pattern.exec(folded)?.[0] ?? []);

  // Places, times, materials, foods, the idea's things and the words it marks as no name: none is a character.
  const expected = idea.characters.flatMap(formsOf).map(fold);
  const notNames = [...(idea.notNames ?? []), ...idea.keys.flatMap((k) => k.forms)].map(fold).filter((w) => [...w].length >= 2);
  const nonCharacters: string[] = [];
  for (const member of book.cast) {
    const name = castName(member);
    if (!member.name || expected.includes(name)) continue;
    const isWord = notNames.some((w) => name === w || (SPACELESS.has(script) ? name.includes(w) : mentions(name, w, script)));
    // Дед Мороз read as two characters, "Дед" and "Мороз": a fragment of a name is not a character either.
    const fragment = idea.characters.some((c) => c.name.includes(' ') && fold(c.name).split(' ').includes(name));
    if (isWord || fragment) nonCharacters.push(member.name);
  }

  let question: HeldOutReport['question'];
  if (idea.question) {
    // Answered: at least two of the words its answer is about, beyond what the idea itself says.
    const own = fold(idea.idea);
    const found = idea.question.answerForms.filter((f) => mentions(folded, f, script) && !mentions(own, f, script));
    question = { answered: found.length >= 2, found };
  }

  const entry = asCorpusEntry(idea, book.tone);
  const quality = checkBook({
    entryId: idea.id, language: book.language, tone: book.tone, ageRange: book.ageRange, title: book.title, summary: book.summary,
    pages: book.pages.map((p) => ({ text: p.text })),
    characters: book.cast.map((m) => ({ name: m.label, kind: m.thing })),
  }, entry);
  const empty = book.pages.filter((p) => p.text.trim() === '' || !/[\p{L}]/u.test(p.text)).map((_, i) => `(empty page ${i + 1})`);

  const thingsDrawn = { right: 0, total: 0, missing: [] as string[] };
  const placesDrawn = { right: 0, total: 0 };
  book.pages.forEach((page, i) => {
    const text = fold(page.text);
    const drawn = recordText(page.drawn);
    for (const key of idea.keys) {
      if (!anyMention(text, key.forms, script)) continue;
      const inRecord = recordWords(key).some((w) => drawn.includes(w));
      if (OBJECT_KINDS.has(key.kind)) {
        thingsDrawn.total++;
        if (inRecord) thingsDrawn.right++;
        else thingsDrawn.missing.push(`page ${i + 1}: ${key.what}`);
      } else if (key.kind === 'place') {
        placesDrawn.total++;
        if (recordWords(key).some((w) => (page.drawn.setting ?? '').toLowerCase().includes(w))) placesDrawn.right++;
      }
    }
  });

  return {
    ideaId: idea.id, language: book.language, heroes, kinds, keys, aids, stockWishes, nonCharacters,
    ...(question ? { question } : {}),
    brokenSentences: [...quality.brokenSentences, ...empty],
    pages: quality.pages,
    thingsDrawn, placesDrawn,
    settings: new Set(book.pages.map((p) => p.drawn.setting ?? '')).size,
    sentenceKeys: quality.overlapKeys,
  };
}

export interface LanguageFigures {
  language: string;
  books: number;
  heroes: Tally;
  kinds: Tally;
  keys: Tally;
  aids: Tally;
  stockWishes: number;
  nonCharacters: number;
  questions: Tally;
  brokenSentences: number;
  pages: Tally;
  thingsDrawn: Tally;
  placesDrawn: Tally;
  /** Mean and highest share of a book's sentences found in another book of the same language. */
  overlap: { mean: number; max: number; over: number };
  /** Sentences (names blanked) found in three or more books of the language: lines that fit any story. */
  filler: { lines: string[]; books: number };
}

const add = (into: Tally, t: Tally) => { into.right += t.right; into.total += t.total; };

/** Share of each book's sentences that another book of the same language (any idea, tone or age) also has. */
export function overlapOf(reports: readonly HeldOutReport[]): Map<string, number> {
  const shares = new Map<string, number>();
  for (const report of reports) {
    const others = reports.filter((o) => o !== report && o.language === report.language);
    if (report.sentenceKeys.length === 0) continue;
    const elsewhere = new Set(others.flatMap((o) => o.sentenceKeys));
    shares.set(report.ideaId, report.sentenceKeys.filter((k) => elsewhere.has(k)).length / report.sentenceKeys.length);
  }
  return shares;
}

export const FILLER_BOOKS = 3;

export function figuresByLanguage(reports: readonly HeldOutReport[]): LanguageFigures[] {
  const overlap = overlapOf(reports);
  const languages = [...new Set(reports.map((r) => r.language))];
  const rows = languages.map((language) => figuresOf(language, reports.filter((r) => r.language === language), overlap));
  return [...rows, figuresOf('all', reports, overlap)];
}

function figuresOf(language: string, reports: readonly HeldOutReport[], overlap: Map<string, number>): LanguageFigures {
  const tally = (): Tally => ({ right: 0, total: 0 });
  const row: LanguageFigures = {
    language, books: reports.length, heroes: tally(), kinds: tally(), keys: tally(), aids: tally(), stockWishes: 0,
    nonCharacters: 0, questions: tally(), brokenSentences: 0, pages: tally(), thingsDrawn: tally(), placesDrawn: tally(),
    overlap: { mean: 0, max: 0, over: 0 }, filler: { lines: [], books: 0 },
  };
  for (const r of reports) {
    add(row.heroes, r.heroes); add(row.kinds, r.kinds); add(row.keys, r.keys); add(row.aids, r.aids);
    add(row.thingsDrawn, r.thingsDrawn); add(row.placesDrawn, r.placesDrawn);
    add(row.pages, { right: r.pages.atAgeLength, total: r.pages.total });
    row.stockWishes += r.stockWishes.length > 0 ? 1 : 0;
    row.nonCharacters += r.nonCharacters.length;
    if (r.question) add(row.questions, { right: r.question.answered ? 1 : 0, total: 1 });
    row.brokenSentences += r.brokenSentences.length;
  }
  const shares = reports.flatMap((r) => overlap.get(r.ideaId) ?? []);
  row.overlap = {
    mean: shares.length ? shares.reduce((a, b) => a + b, 0) / shares.length : 0,
    max: Math.max(0, ...shares),
    over: shares.filter((s) => s > OVERLAP_LIMIT).length,
  };
  // Filler is counted within one language: a sentence shared by three different ideas' books fits any story.
  const booksWith = new Map<string, Set<string>>();
  for (const r of reports) for (const key of new Set(r.sentenceKeys)) booksWith.set(`${r.language}|${key}`, (booksWith.get(`${r.language}|${key}`) ?? new Set()).add(r.ideaId));
  const filler = [...booksWith].filter(([, books]) => books.size >= FILLER_BOOKS).sort((a, b) => b[1].size - a[1].size);
  row.filler = {
    lines: filler.map(([key, books]) => `${books.size}× ${key.slice(key.indexOf('|') + 1)}`),
    books: reports.filter((r) => r.sentenceKeys.some((k) => (booksWith.get(`${r.language}|${k}`)?.size ?? 0) >= FILLER_BOOKS)).length,
  };
  return row;
}

const pct = (t: Tally) => (t.total === 0 ? '   -' : `${Math.round((100 * t.right) / t.total)}%`.padStart(4));

export function formatFigures(rows: readonly LanguageFigures[]): string {
  const head = 'language    books heroes kinds  keys  aids wish nonch quest broken pages   drawn   place filler overlap(mean/max/>25%)';
  const lines = rows.map((r) => [
    r.language.padEnd(11), String(r.books).padStart(5), pct(r.heroes).padStart(6), pct(r.kinds).padStart(5), pct(r.keys).padStart(5),
    pct(r.aids).padStart(5), String(r.stockWishes).padStart(4), String(r.nonCharacters).padStart(5),
    `${r.questions.right}/${r.questions.total}`.padStart(5), String(r.brokenSentences).padStart(6), pct(r.pages).padStart(5),
    `${r.thingsDrawn.right}/${r.thingsDrawn.total}`.padStart(7), `${r.placesDrawn.right}/${r.placesDrawn.total}`.padStart(7), `${r.filler.lines.length}/${r.filler.books}`.padStart(6),
    `  ${Math.round(r.overlap.mean * 100)}%/${Math.round(r.overlap.max * 100)}%/${r.overlap.over}`,
  ].join(' '));
  return [head, ...lines].join('\n');
}
