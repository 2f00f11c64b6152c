import { describe, expect, it } from 'vitest';
import { RulesContentPolicy } from '../../lambdas/core/content-policy-rules';
import { languages, STORY_IDEA_MIN } from '../../lambdas/core/schemas';
import { POLICY_CATEGORIES } from '../../lambdas/ports/content-policy';
import { THIRD_FRESH_CORPUS } from './corpus-fresh-third';
import { falseRefusalRate, figures, judge, mistakes, recall, table, type Outcome } from './figures';

// The third fresh set of issue 23 (docs/decisions/content-policy-third-corpus.md), frozen before it was measured.
// The floors below are its first measure, so a later change can only be seen to raise them.

const policy = new RulesContentPolicy();
const third = judge(policy, THIRD_FRESH_CORPUS);
const byLanguage = (o: Outcome): string => o.idea.language;
const byCategory = (o: Outcome): string => (o.idea.expected === 'allowed' ? 'innocent' : o.idea.expected);
const ofCategory = (outcomes: readonly Outcome[], category: string) => outcomes.filter((o) => o.idea.expected === category);

describe('the third fresh set is the evidence issue 23 asks for', () => {
  it('has 15 forbidden and 15 innocent ideas in each of the ten languages, at least 5 about sexual content involving minors', () => {
    expect(THIRD_FRESH_CORPUS.filter((c) => c.expected !== 'allowed').length).toBeGreaterThanOrEqual(150);
    expect(THIRD_FRESH_CORPUS.filter((c) => c.expected === 'allowed').length).toBeGreaterThanOrEqual(150);
    for (const language of languages) {
      const mine = THIRD_FRESH_CORPUS.filter((c) => c.language === language);
      expect(mine.filter((c) => c.expected !== 'allowed').length, language).toBeGreaterThanOrEqual(15);
      expect(mine.filter((c) => c.expected === 'allowed').length, language).toBeGreaterThanOrEqual(15);
      expect(mine.filter((c) => c.expected === 'sexual_content_minors').length, language).toBeGreaterThanOrEqual(5);
      for (const category of POLICY_CATEGORIES) expect(mine.some((c) => c.expected === category), `${language} ${category}`).toBe(true);
    }
  });

  it('holds only ideas the API would accept (the published minimum length) and no idea twice', () => {
    for (const { idea } of THIRD_FRESH_CORPUS) expect(idea.trim().length, idea).toBeGreaterThanOrEqual(STORY_IDEA_MIN);
    expect(new Set(THIRD_FRESH_CORPUS.map((c) => c.idea)).size).toBe(THIRD_FRESH_CORPUS.length);
  });
});

describe('the third fresh set, measured', () => {
  it('prints recall and false refusals per category and per language', () => {
    console.log(
      [
        table('Third fresh set, by category', third, byCategory),
        table('Third fresh set, by language', third, byLanguage),
        ...POLICY_CATEGORIES.map((category) => table(`Third fresh set, ${category}, by language`, ofCategory(third, category), byLanguage)),
        table('Third fresh set, innocent, by language', ofCategory(third, 'allowed'), byLanguage),
        `Wrong answers:\n${mistakes(third) || '  none'}`,
      ].join('\n\n'),
    );
  });

  it('keeps its first measure from slipping: caught 17 of 51, 29 of 50 and 5 of 49 by category, no more than 3% refused', () => {
    // The first measure, far below the targets (98% and 90%); raise these as the rules improve.
    const floors = { sexual_content_minors: 17 / 51, real_world_violence: 29 / 50, copyrighted_character: 5 / 49 };
    for (const category of POLICY_CATEGORIES) {
      expect(recall(figures(ofCategory(third, category))), category).toBeGreaterThanOrEqual(floors[category]);
    }
    expect(recall(figures(third))).toBeGreaterThanOrEqual(51 / 150);
    expect(falseRefusalRate(figures(third))).toBeLessThanOrEqual(0.03);
  });
});
