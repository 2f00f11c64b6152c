// The story engine's writer against issue 10 in English: every corpus idea (ideas in other languages too, written in
// English for now) read by readBrief, written by writeBook and measured by the book-quality checker.
import { beforeAll, describe, expect, it } from 'vitest';
import { readBrief } from '../../lambdas/story-engine/brief';
import { writeBook } from '../../lambdas/story-engine/writer';
import { ENGLISH_PACK } from '../../lambdas/story-engine/writer/languages/english';
import { fitBeats, shapeFor } from '../../lambdas/story-engine/writer/shapes';
import { ISSUE_10_TARGETS } from '../book-quality/summary';
import { BREAKING, addCrossBookOverlap, checkBook, formatSummaryTable, summarize, type BookReport } from '../book-quality/checker';
import { CORPUS, corpusEntry } from '../book-quality/corpus';
import { splitSentences } from '../book-quality/text-units';
import { asBookUnderTest, printBook, writeEngineBook } from './writer-books';

const share = (part: number, total: number) => (total === 0 ? 1 : part / total);

describe('writeBook in English over the corpus', () => {
  let reports: BookReport[] = [];

  beforeAll(() => {
    reports = addCrossBookOverlap(CORPUS.map((entry) => checkBook(asBookUnderTest(entry, 'english', writeEngineBook(entry, 'english')), entry)));
    const broken = reports.flatMap((r) => r.findings.filter((f) => BREAKING.has(f.kind)).map((f) => `  ${r.entryId}: ${f.kind} ${f.detail} | ${f.sentence}`));
    console.log(
      `Story engine writer, English, tuned on these ${reports.filter((r) => !r.heldOut).length} ideas:\n${formatSummaryTable(summarize(reports.filter((r) => !r.heldOut)))}\n\n`
      + `Held-out ideas only (not tuned on):\n${formatSummaryTable(summarize(reports.filter((r) => r.heldOut)))}\n${broken.join('\n')}`,
    );
  });

  // Targets are asserted on the ideas the writer was developed against; held-out figures are printed, not tuned.
  const tuned = () => summarize(reports.filter((r) => !r.heldOut))[0]!;

  it('writes no broken sentence', () => {
    expect(reports.flatMap((r) => r.brokenSentences.map((s) => `${r.entryId}: ${s}`))).toEqual([]);
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

describe('writeBook', () => {
  const entry = corpusEntry('red-tractor');
  const brief = readBrief(entry.idea, { language: 'english', tone: 'playful_funny', ageRange: '4-7' });

  it('is deterministic for a seed and varies with it', () => {
    const request = { language: 'english', tone: 'playful_funny', ageRange: '4-7', pageCount: 8, seed: 'a' } as const;
    expect(writeBook(brief, request)).toEqual(writeBook(brief, request));
    expect(printBook(writeBook(brief, { ...request, seed: 'b' }))).not.toEqual(printBook(writeBook(brief, request)));
  });

  it('writes a cover and one page per beat for every page count from 5 to 15, never the same sentence twice', () => {
    for (const ageRange of ['0-3', '4-7', '8-12'] as const) {
      for (let pageCount = 5; pageCount <= 15; pageCount++) {
        for (const id of ['biscuit-died', 'sky-blue', 'leo-baby-sister', 'maya-hero']) {
          const e = corpusEntry(id);
          const b = readBrief(e.idea, { language: 'english', tone: e.run.tone, ageRange });
          const book = writeBook(b, { language: 'english', tone: e.run.tone, ageRange, pageCount, seed: id });
          expect(book.pages.map((p) => p.index)).toEqual([...Array(pageCount).keys()]);
          const sentences = book.pages.slice(1).flatMap((p) => splitSentences(p.text));
          expect(sentences.every((s) => s.length > 0)).toBe(true);
          expect(new Set(sentences).size).toBe(sentences.length);
        }
      }
    }
  });

  it('has English text for every beat of every shape', () => {
    for (const entry of CORPUS) {
      const shape = shapeFor(readBrief(entry.idea, { language: 'english', tone: entry.run.tone, ageRange: entry.run.ageRange }));
      for (const beat of fitBeats(shape, 'older', 14)) expect(ENGLISH_PACK.beats[beat.id], beat.id).toBeDefined();
    }
  });

  it('tells a death gently: no cheering, no triumph', () => {
    for (const id of ['biscuit-died', 'grandpa-died', 'hilde-oma']) {
      for (const ageRange of ['0-3', '4-7', '8-12'] as const) {
        const e = corpusEntry(id);
        const b = readBrief(e.idea, { language: 'english', tone: 'heartwarming', ageRange });
        const text = JSON.stringify(writeBook(b, { language: 'english', tone: 'heartwarming', ageRange, pageCount: 12, seed: `${id}${ageRange}` })).toLowerCase();
        expect(text).not.toMatch(/i did it|hooray|hurray|yay|celebrat|party|cheered/);
      }
    }
  });
});
