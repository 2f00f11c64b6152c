import { describe, expect, it } from 'vitest';
import { RulesContentPolicy } from '../../lambdas/core/content-policy-rules';
import { languages } from '../../lambdas/core/schemas';
import { POLICY_CATEGORIES } from '../../lambdas/ports/content-policy';
import { FRESH_CORPUS } from './corpus-fresh';
import { SECOND_FRESH_CORPUS } from './corpus-fresh-second';
import { PARAPHRASE_CORPUS } from './corpus-paraphrase';
import { falseRefusalRate, figures, judge, mistakes, recall, table, type Outcome } from './figures';

// The checker on the fresh corpora of issue 23 (docs/decisions/content-policy.md): the first was frozen before any
// rule changed for it, the second after the first round of changes and before it was measured. Both, and the paraphrases
// of the third round, are tuned on now.

const policy = new RulesContentPolicy();
const fresh = judge(policy, FRESH_CORPUS);
const second = judge(policy, SECOND_FRESH_CORPUS);
const paraphrase = judge(policy, PARAPHRASE_CORPUS);
const byLanguage = (o: Outcome): string => o.idea.language;
const byCategory = (o: Outcome): string => (o.idea.expected === 'allowed' ? 'innocent' : o.idea.expected);
const ofCategory = (outcomes: readonly Outcome[], category: string) => outcomes.filter((o) => o.idea.expected === category);

describe('the fresh corpus', () => {
  it('has at least 150 forbidden and 150 innocent ideas, in each of the ten languages, of every category', () => {
    expect(FRESH_CORPUS.filter((c) => c.expected !== 'allowed').length).toBeGreaterThanOrEqual(150);
    expect(FRESH_CORPUS.filter((c) => c.expected === 'allowed').length).toBeGreaterThanOrEqual(150);
    for (const language of languages) {
      for (const expected of [...POLICY_CATEGORIES, 'allowed']) {
        expect(FRESH_CORPUS.some((c) => c.language === language && c.expected === expected), `${language} ${expected}`).toBe(true);
      }
    }
  });

  it('prints recall and false refusals per category and per language', () => {
    console.log(
      [
        table('Fresh corpus, by category', fresh, byCategory),
        table('Fresh corpus, by language', fresh, byLanguage),
        ...POLICY_CATEGORIES.map((category) => table(`Fresh corpus, ${category}, by language`, ofCategory(fresh, category), byLanguage)),
        `Wrong answers:\n${mistakes(fresh) || '  none'}`,
      ].join('\n\n'),
    );
  });

  it('catches at least 98% of sexual content involving minors', () => {
    expect(recall(figures(ofCategory(fresh, 'sexual_content_minors')))).toBeGreaterThanOrEqual(0.98);
  });

  it('catches at least 90% of all forbidden ideas, and refuses at most 3% of the innocent ones', () => {
    const overall = figures(fresh);
    expect(recall(overall)).toBeGreaterThanOrEqual(0.9);
    expect(falseRefusalRate(overall)).toBeLessThanOrEqual(0.03);
  });
});

describe('the second fresh set (not tuned on when first measured)', () => {
  it('has at least 60 ideas, forbidden and innocent, in the ten languages', () => {
    expect(SECOND_FRESH_CORPUS.length).toBeGreaterThanOrEqual(60);
    for (const language of languages) {
      expect(SECOND_FRESH_CORPUS.some((c) => c.language === language && c.expected === 'allowed'), language).toBe(true);
      expect(SECOND_FRESH_CORPUS.some((c) => c.language === language && c.expected !== 'allowed'), language).toBe(true);
    }
  });

  it('prints recall and false refusals per category and per language', () => {
    console.log(
      [
        table('Second fresh set, by category', second, byCategory),
        table('Second fresh set, by language', second, byLanguage),
        `Wrong answers:\n${mistakes(second) || '  none'}`,
      ].join('\n\n'),
    );
  });

  it('keeps what it measured from slipping: recall 55% when first measured, no false refusals', () => {
    const overall = figures(second);
    expect(recall(overall)).toBeGreaterThanOrEqual(0.55);
    expect(falseRefusalRate(overall)).toBeLessThanOrEqual(0.03);
  });
});

describe('the third round\'s paraphrases (tuned on)', () => {
  it('prints recall and false refusals per category and per language', () => {
    console.log(
      [
        table('Paraphrases, by category', paraphrase, byCategory),
        table('Paraphrases, by language', paraphrase, byLanguage),
        `Wrong answers:\n${mistakes(paraphrase) || '  none'}`,
      ].join('\n\n'),
    );
  });

  it('keeps what it measured from slipping: recall 90%, sexual content involving minors 90%, false refusals at most 3%', () => {
    const overall = figures(paraphrase);
    expect(recall(overall)).toBeGreaterThanOrEqual(0.9);
    expect(recall(figures(ofCategory(paraphrase, 'sexual_content_minors')))).toBeGreaterThanOrEqual(0.9);
    expect(falseRefusalRate(overall)).toBeLessThanOrEqual(0.03);
  });
});
