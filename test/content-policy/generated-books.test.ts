// The policy checks what models write before it is saved (lambdas/core/generation.ts), so it must pass what the
// offline engine writes: every corpus idea, in every language, at every age — titles, pages and picture prompts.
// (It did not: the French word for a pebble, "caillou", was taken for the cartoon boy, and ダンボール for Dumbo.)
import { describe, expect, it } from 'vitest';
import { RulesContentPolicy } from '../../lambdas/core/content-policy-rules';
import { STORY_LANGUAGES } from '../../lambdas/ports/story-model';
import { readBrief } from '../../lambdas/story-engine/brief';
import { describePicture } from '../../lambdas/story-engine/picture';
import { loadPack, writeBookWith } from '../../lambdas/story-engine/writer';
import { CORPUS } from '../book-quality/corpus';
import { readingTools } from '../support/reading-tools';

describe('no false refusal of what the story engine writes', () => {
  it('passes every title, page and picture prompt of every corpus book in all ten languages and three ages', async () => {
    const policy = new RulesContentPolicy();
    const refused: string[] = [];
    let texts = 0;
    for (const language of STORY_LANGUAGES) {
      const pack = await loadPack(language);
      for (const entry of CORPUS) {
        for (const ageRange of ['0-3', '4-7', '8-12'] as const) {
          const book = writeBookWith(pack, readBrief(entry.idea, { language, tone: entry.run.tone, ageRange }, readingTools), { language, tone: entry.run.tone, ageRange, pageCount: 12, seed: entry.id });
          for (const text of [book.title, book.summary, ...book.pages.flatMap((page) => [page.text, describePicture(page.picture)])]) {
            texts++;
            const verdict = policy.review(text);
            if (!verdict.allowed) refused.push(`${language} ${entry.id}: ${verdict.matched} | ${text.slice(0, 100)}`);
          }
        }
      }
    }
    console.log(`${texts} generated texts reviewed, ${refused.length} refused`);
    expect(refused).toEqual([]);
  }, 120_000);
});
