// Every language pack against issue 10, one table: each corpus idea read in the book's language, written with that
// language's pack and measured by the book-quality checker. Targets are asserted on the ideas the packs were tuned
// on; held-out figures are printed beside them. PRINT_BOOKS=red-tractor@8-12,sky-blue prints whole books to read.
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgeRange, StoryLanguage } from '../../lambdas/ports/story-model';
import { readBrief } from '../../lambdas/story-engine/brief';
import { loadPack, writeBookWith, type AnyPack, type WrittenBook } from '../../lambdas/story-engine/writer';
import { fitBeats, shapeFor } from '../../lambdas/story-engine/writer/shapes';
import { BREAKING, addCrossBookOverlap, checkBook, formatSummaryTable, summarize, type BookReport } from '../book-quality/checker';
import { CORPUS, corpusEntry } from '../book-quality/corpus';
import type { CorpusEntry } from '../book-quality/corpus-types';
import { ISSUE_10_TARGETS } from '../book-quality/summary';
import { splitSentences } from '../book-quality/text-units';
import { asBookUnderTest, printBook } from './writer-books';
import { readingTools } from '../support/reading-tools';

interface LanguageCase {
  language: StoryLanguage;
  /** How the pack says "birdhouse": a thing the idea names is told, not replaced by a stock wish. */
  birdhouse: string;
  /** What a grief book must never say (cheers, parties, triumph). */
  cheers: RegExp;
  /** English or template words left in the text. */
  leftovers?: RegExp;
  /** Forms the language's grammar forbids, with a name for the rule. */
  grammar?: { rule: string; bad: RegExp };
}

const ENGLISH_LEFT = /\$\{|(?<!\p{L})(undefined|NaN|the|and|with|who|said|little|friend|teddy bear|fire truck|tugboat|grandma|grandpa)(?!\p{L})/iu;

const CASES: LanguageCase[] = [
  { language: 'english', birdhouse: 'birdhouse', cheers: /i did it|hooray|hurray|yay|celebrat|party|cheered/, leftovers: /\$\{|(?<!\p{L})(undefined|NaN)(?!\p{L})/u },
  { language: 'spanish', birdhouse: 'casita para pájaros', cheers: /lo conseguí|hurra|fiesta|celebr|bien hecho|¡bravo|yupi/, leftovers: ENGLISH_LEFT },
  {
    language: 'french', birdhouse: 'nichoir', cheers: /j’ai réussi|hourra|youpi|fête|célébr|bravo/, leftovers: /\b(the|and|with|who|said|little|friend|iel|undefined|NaN)\b/i,
    grammar: {
      rule: 'contracts and elides: no "de le", "à les", "que il", "la école"',
      bad: /(?<!\p{L})(?:(?:de|à) (?:le|les) (?!remplir|montrer|dire|répéter|prononcer)\p{L}|(?:que|de|je|ne|se|me|te) (?:il|elle|on|une?)(?!\p{L})|(?:le|la|de|que|je|ne|se|me|te) (?!h(?:ibou|érisson|aut|op|ub)|oui)[aeiouyéèêàâîôûœ]\p{L}*|si il|  |\s[,.])/u,
    },
  },
  { language: 'german', birdhouse: 'Vogelhaus', cheers: /geschafft|hurra|juhu|party|feier/, leftovers: ENGLISH_LEFT },
  { language: 'italian', birdhouse: 'casetta per gli uccellini', cheers: /ce l[’']ho fatta|evviva|urrà|hurrà|festa|festegg|bravissim|(?<!\p{L})che bello/u, leftovers: ENGLISH_LEFT },
  { language: 'portuguese', birdhouse: 'casinha de passarinho', cheers: /consegui|hurra|\boba\b|\bfesta|comemor|parabéns|eba!/, leftovers: ENGLISH_LEFT },
  { language: 'russian', birdhouse: 'скворечник', cheers: /у меня получилось|ура[!,]|праздн|вечеринк|молодец/, leftovers: /\$\{|[a-z]{3,}/i },
  { language: 'chinese', birdhouse: '鸟窝', cheers: /我做到了|做到了|万岁|派对|庆祝|太棒了|真棒|好厉害/, leftovers: /\$\{|undefined|NaN|[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]|[,.!?:;"]/u },
  { language: 'japanese', birdhouse: 'すばこ', cheers: /できた！|やったね|やった！|ばんざい|パーティー|おいわい|おめでとう/, leftovers: /\$\{|undefined|NaN|[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Hangul}]/u },
  { language: 'korean', birdhouse: '새집', cheers: /해냈|만세|야호|파티|축하|잘했어/, leftovers: /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u },
];

const GRIEF_IDEAS = ['biscuit-died', 'grandpa-died', 'hilde-oma', 'musya-koshka'];
const AGES = ['0-3', '4-7', '8-12'] as const;
const share = (part: number, total: number) => (total === 0 ? 1 : part / total);
const bookText = (book: WrittenBook) => [book.title, book.summary, ...book.pages.map((p) => p.text)].join('\n');

describe.each(CASES)('the $language pack', ({ language, birdhouse, cheers, leftovers, grammar }) => {
  let pack: AnyPack;
  let reports: BookReport[] = [];
  const write = (entry: CorpusEntry, ageRange: AgeRange = entry.run.ageRange, pageCount = entry.run.pageCount, seed = `book-quality-${entry.id}-${language}`): WrittenBook =>
    writeBookWith(pack, readBrief(entry.idea, { language, tone: entry.run.tone, ageRange }, readingTools), { language, tone: entry.run.tone, ageRange, pageCount, seed });

  beforeAll(async () => {
    pack = await loadPack(language);
    reports = addCrossBookOverlap(CORPUS.map((entry) => checkBook(asBookUnderTest(entry, language, write(entry)), entry)));
    const findings = reports.flatMap((r) => r.findings.filter((f) => BREAKING.has(f.kind) || f.kind === 'situation-missed' || f.kind === 'name-lost' || f.kind === 'kind-wrong')
      .map((f) => `  ${r.entryId}${r.heldOut ? ' (held out)' : ''}: ${f.kind} ${f.detail} | ${f.sentence ?? ''}`));
    console.log(
      `Story engine, ${language}, tuned on these ${reports.filter((r) => !r.heldOut).length} ideas:\n${formatSummaryTable(summarize(reports.filter((r) => !r.heldOut)))}\n\n`
      + `Held-out ideas only (not tuned on):\n${formatSummaryTable(summarize(reports.filter((r) => r.heldOut)))}\n${findings.join('\n')}`,
    );
    for (const item of process.env.PRINT_BOOKS?.split(',') ?? []) {
      const [id, age] = item.split('@') as [string, AgeRange | undefined];
      const entry = corpusEntry(id);
      console.log(printBook(write(entry, age ?? entry.run.ageRange, age ? 8 : entry.run.pageCount)));
    }
  });

  const tuned = () => summarize(reports.filter((r) => !r.heldOut))[0]!;

  describe('over the corpus', () => {
    it('writes no broken sentence', () => {
      expect(reports.filter((r) => !r.heldOut).flatMap((r) => r.brokenSentences.map((s) => `${r.entryId}: ${s}`))).toEqual([]);
    });

    it('keeps at least 95% of named heroes and gets at least 90% of hero kinds right', () => {
      const row = tuned();
      expect(share(row.namesKept, row.namesTotal)).toBeGreaterThanOrEqual(ISSUE_10_TARGETS.namesKept);
      expect(share(row.kindsRight, row.kindsTotal)).toBeGreaterThanOrEqual(ISSUE_10_TARGETS.kindsRight);
    });

    it('tells every situation idea as its situation', () => {
      expect(reports.filter((r) => !r.heldOut && r.situationMatched === false).map((r) => r.entryId)).toEqual([]);
    });

    it('keeps cross-book overlap at or under 25% and at least 90% of pages at the age’s length', () => {
      const row = tuned();
      expect(row.overlapMax ?? 0).toBeLessThanOrEqual(ISSUE_10_TARGETS.overlapMax);
      expect(share(row.pagesAtAgeLength, row.pagesTotal)).toBeGreaterThanOrEqual(ISSUE_10_TARGETS.pagesAtAgeLength);
    });
  });

  describe('every book', () => {
    it('has text for every beat of every shape', () => {
      for (const entry of CORPUS) {
        const shape = shapeFor(readBrief(entry.idea, { language, tone: entry.run.tone, ageRange: entry.run.ageRange }, readingTools));
        for (const beat of fitBeats(shape, 'older', 14)) expect(pack.beats[beat.id], beat.id).toBeDefined();
      }
    });

    it('has a cover and one page per beat for every page count from 5 to 15, never the same sentence twice', () => {
      for (const ageRange of AGES) {
        for (let pageCount = 5; pageCount <= 15; pageCount++) {
          for (const id of ['biscuit-died', 'sky-blue', 'leo-baby-sister', 'maya-hero', 'red-tractor']) {
            const book = write(corpusEntry(id), ageRange, pageCount, id);
            expect(book.pages.map((p) => p.index)).toEqual([...Array(pageCount).keys()]);
            // A speech tag after a dash ("— asked the children.") may come back; a sentence may not.
            const sentences = book.pages.slice(1).flatMap((p) => splitSentences(p.text)).filter((s) => !/^[—–-]/.test(s));
            expect(sentences.every((s) => s.length > 0)).toBe(true);
            expect(sentences.filter((s, i) => sentences.indexOf(s) !== i), `${id} ${ageRange} ${pageCount}`).toEqual([]);
          }
        }
      }
    });

    // Hundreds of books: most of a minute on two cores busy with other test files.
    it('writes every idea at every age in 5, 9 and 15 pages with no broken sentence', () => {
      const broken: string[] = [];
      for (const entry of CORPUS) {
        for (const ageRange of AGES) {
          for (const pageCount of [5, 9, 15]) {
            const report = checkBook(asBookUnderTest(entry, language, write(entry, ageRange, pageCount, `${entry.id}-${ageRange}-${pageCount}`)), { ...entry, run: { ...entry.run, ageRange, pageCount } });
            const findings = report.findings.filter((f) => f.sentence !== undefined && report.brokenSentences.includes(f.sentence));
            broken.push(...findings.map((f) => `${entry.id} ${ageRange} ${pageCount}: ${f.kind} ${f.detail} | ${f.sentence}`));
          }
        }
      }
      expect([...new Set(broken)]).toEqual([]);
    }, 120_000);

    it('tells the thing the idea names: "Grandpa and Tom build a birdhouse" builds one', () => {
      const entry = { ...corpusEntry('red-tractor'), idea: 'Grandpa and Tom build a birdhouse together' };
      expect(bookText(write(entry, '4-7', 8))).toContain(birdhouse);
    });

    it('tells a death gently: no cheering, no triumph', () => {
      for (const id of GRIEF_IDEAS) {
        for (const ageRange of AGES) expect(bookText(write(corpusEntry(id), ageRange, 12, `${id}${ageRange}`)).toLowerCase()).not.toMatch(cheers);
      }
    });

    it.runIf(leftovers)('leaves no English word or template slot in the text', () => {
      for (const entry of CORPUS) expect(bookText(write(entry, '8-12', 12)), entry.id).not.toMatch(leftovers!);
    });

    it.runIf(grammar)(grammar?.rule ?? 'follows its grammar', () => {
      const seen = new Set<string>();
      for (const entry of CORPUS) {
        for (const ageRange of AGES) {
          for (const seed of ['a', 'b', 'c']) {
            for (const text of bookText(write(entry, ageRange, 12, `${entry.id}-${seed}`)).split('\n')) {
              const bad = grammar!.bad.exec(text);
              if (bad) seen.add(`${entry.id}: ${bad[0]} | ${text.slice(Math.max(0, bad.index - 40), bad.index + 40)}`);
            }
          }
        }
      }
      expect([...seen]).toEqual([]);
    });
  });
});
