import { describe, expect, it } from 'vitest';
import { RulesContentPolicy } from '../../lambdas/core/content-policy-rules';
import { languages } from '../../lambdas/core/schemas';
import { POLICY_CATEGORIES } from '../../lambdas/ports/content-policy';
import { CORPUS } from './corpus';
import { falseRefusalRate, figures, judge, mistakes, recall, table, type Outcome } from './figures';

// The checker measured on the labelled corpus: recall on forbidden ideas and false refusals on
// innocent ones, per language and per category, with the held-out part (never tuned on) apart.

const policy = new RulesContentPolicy();
const outcomes = judge(policy, CORPUS);
const tuning = outcomes.filter((o) => !o.idea.heldOut);
const heldOut = outcomes.filter((o) => o.idea.heldOut);
const byLanguage = (o: Outcome): string => o.idea.language;
const byCategory = (o: Outcome): string => (o.idea.expected === 'allowed' ? 'innocent' : o.idea.expected);

describe('the labelled corpus', () => {
  it('has at least 300 ideas, in all ten languages, of every category, a quarter held out', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(300);
    for (const language of languages) {
      const ideas = CORPUS.filter((c) => c.language === language);
      expect(ideas.some((c) => c.expected === 'allowed'), language).toBe(true);
      expect(ideas.some((c) => c.expected !== 'allowed'), language).toBe(true);
    }
    for (const category of POLICY_CATEGORIES) {
      expect(CORPUS.filter((c) => c.expected === category).length, category).toBeGreaterThanOrEqual(30);
    }
    expect(heldOut.length / CORPUS.length).toBeGreaterThanOrEqual(0.2);
  });
});

describe('recall and false refusals on the corpus', () => {
  it('prints where each language and each category stands', () => {
    console.log(
      [
        table('Whole corpus, by language', outcomes, byLanguage),
        table('Whole corpus, by category', outcomes, byCategory),
        table('Tuning part, by language', tuning, byLanguage),
        table('Held-out part (not tuned on), by language', heldOut, byLanguage),
        table('Held-out part (not tuned on), by category', heldOut, byCategory),
        `Wrong answers:\n${mistakes(outcomes) || '  none'}`,
      ].join('\n\n'),
    );
  });

  it('catches at least 90% of forbidden ideas and refuses at most 3% of innocent ones, overall', () => {
    const overall = figures(outcomes);
    expect(recall(overall)).toBeGreaterThanOrEqual(0.9);
    expect(falseRefusalRate(overall)).toBeLessThanOrEqual(0.03);
  });

  it('keeps the held-out figures from slipping (recall 80%, no false refusals when last measured)', () => {
    const held = figures(heldOut);
    expect(recall(held)).toBeGreaterThanOrEqual(0.75);
    expect(falseRefusalRate(held)).toBeLessThanOrEqual(0.03);
  });

  it('answers every tuning idea as labelled', () => {
    expect(mistakes(tuning)).toBe('');
  });
});
