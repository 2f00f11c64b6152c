// The Russian pack against issue 10: every corpus idea read in Russian, written with the Russian pack and measured by
// the book-quality checker.
import { beforeAll, describe, expect, it } from 'vitest';
import { readBrief } from '../../lambdas/story-engine/brief';
import { writeBookWith, type WrittenBook } from '../../lambdas/story-engine/writer';
import { RUSSIAN_PACK } from '../../lambdas/story-engine/writer/languages/russian';
import { ISSUE_10_TARGETS } from '../book-quality/summary';
import { BREAKING, addCrossBookOverlap, checkBook, formatSummaryTable, summarize, type BookReport } from '../book-quality/checker';
import { CORPUS, corpusEntry } from '../book-quality/corpus';
import type { CorpusEntry } from '../book-quality/corpus-types';
import { asBookUnderTest, printBook } from './writer-books';

const share = (part: number, total: number) => (total === 0 ? 1 : part / total);

function russianBook(entry: CorpusEntry, ageRange = entry.run.ageRange, pageCount = entry.run.pageCount): WrittenBook {
  const brief = readBrief(entry.idea, { language: 'russian', tone: entry.run.tone, ageRange });
  return writeBookWith(RUSSIAN_PACK, brief, { language: 'russian', tone: entry.run.tone, ageRange, pageCount, seed: `book-quality-${entry.id}-russian` });
}

describe('the Russian pack over the corpus', () => {
  let reports: BookReport[] = [];

  beforeAll(() => {
    reports = addCrossBookOverlap(CORPUS.map((entry) => checkBook(asBookUnderTest(entry, 'russian', russianBook(entry)), entry)));
    const findings = reports.flatMap((r) => r.findings.filter((f) => BREAKING.has(f.kind) || f.kind === 'situation-missed').map((f) => `  ${r.entryId}: ${f.kind} ${f.detail} | ${f.sentence ?? ''}`));
    console.log(
      `Russian pack, tuned ideas:\n${formatSummaryTable(summarize(reports.filter((r) => !r.heldOut)))}\n\n`
      + `Held-out ideas only:\n${formatSummaryTable(summarize(reports.filter((r) => r.heldOut)))}\n${findings.join('\n')}`,
    );
    for (const id of ['musya-koshka', 'tugboat', 'sky-blue', 'grandpa-died']) {
      const e = CORPUS.find((x) => x.id === id);
      if (e) console.log(printBook(russianBook(e)));
    }
  });

  const tuned = () => summarize(reports.filter((r) => !r.heldOut))[0]!;

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

  it('never cheers in a grief book', () => {
    for (const id of ['biscuit-died', 'grandpa-died', 'hilde-oma', 'musya-koshka']) {
      for (const ageRange of ['0-3', '4-7', '8-12'] as const) {
        const text = JSON.stringify(russianBook(corpusEntry(id), ageRange, 12)).toLowerCase();
        expect(text).not.toMatch(/у меня получилось|ура[!,]|праздн|вечеринк|молодец/);
      }
    }
  });
});
