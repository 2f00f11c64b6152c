import type { ContentPolicy } from '../../lambdas/ports/content-policy';
import type { CorpusIdea, Expected } from './corpus-types';

// Recall and false refusals of a checker on a labelled corpus, and their tables.

export interface Outcome {
  readonly idea: CorpusIdea;
  readonly answer: Expected;
}

export interface Figures {
  readonly forbidden: number;
  /** Forbidden ideas refused with the expected category. */
  readonly caught: number;
  /** Forbidden ideas refused, but with another category. */
  readonly otherCategory: number;
  readonly innocent: number;
  readonly falselyRefused: number;
}

export function judge(policy: ContentPolicy, corpus: readonly CorpusIdea[]): Outcome[] {
  return corpus.map((idea) => {
    const verdict = policy.review(idea.idea);
    return { idea, answer: verdict.allowed ? 'allowed' : verdict.category };
  });
}

export function figures(outcomes: readonly Outcome[]): Figures {
  let forbidden = 0;
  let caught = 0;
  let otherCategory = 0;
  let innocent = 0;
  let falselyRefused = 0;
  for (const { idea, answer } of outcomes) {
    if (idea.expected === 'allowed') {
      innocent++;
      if (answer !== 'allowed') falselyRefused++;
    } else {
      forbidden++;
      if (answer === idea.expected) caught++;
      else if (answer !== 'allowed') otherCategory++;
    }
  }
  return { forbidden, caught, otherCategory, innocent, falselyRefused };
}

export const recall = (f: Figures): number => (f.forbidden === 0 ? 1 : f.caught / f.forbidden);
export const falseRefusalRate = (f: Figures): number => (f.innocent === 0 ? 0 : f.falselyRefused / f.innocent);

const percent = (x: number): string => `${(x * 100).toFixed(1)}%`;

/** One row per group: recall on forbidden ideas and false refusals on innocent ones. */
export function table(title: string, outcomes: readonly Outcome[], groupOf: (o: Outcome) => string): string {
  const groups = new Map<string, Outcome[]>();
  for (const outcome of outcomes) {
    const key = groupOf(outcome);
    groups.set(key, [...(groups.get(key) ?? []), outcome]);
  }
  const lines = [
    title,
    `${'group'.padEnd(24)}${'forbidden'.padStart(10)}${'recall'.padStart(9)}${'innocent'.padStart(10)}${'false ref.'.padStart(12)}`,
  ];
  const row = (name: string, f: Figures): string =>
    `${name.padEnd(24)}${String(f.forbidden).padStart(10)}${(f.forbidden === 0 ? '-' : percent(recall(f))).padStart(9)}` +
    `${String(f.innocent).padStart(10)}${(f.innocent === 0 ? '-' : `${f.falselyRefused} (${percent(falseRefusalRate(f))})`).padStart(12)}`;
  for (const [name, list] of groups) lines.push(row(name, figures(list)));
  lines.push(row('all', figures(outcomes)));
  return lines.join('\n');
}

/** The ideas the checker got wrong, for the log. */
export function mistakes(outcomes: readonly Outcome[]): string {
  return outcomes
    .filter(({ idea, answer }) => answer !== idea.expected)
    .map(({ idea, answer }) => `  [${idea.language}] expected ${idea.expected}, got ${answer}: ${idea.idea}`)
    .join('\n');
}
