import type { PolicyCategory } from '../../lambdas/ports/content-policy';

/** What the checker should answer: the category it refuses with, or `allowed`. */
export type Expected = PolicyCategory | 'allowed';

/** One labelled idea: the expected answer, the idea, and what it tests when that is not obvious. */
export type CorpusRow = readonly [expected: Expected, idea: string, note?: string];

export interface CorpusIdea {
  readonly language: string;
  readonly expected: Expected;
  readonly idea: string;
  readonly note?: string;
  /** Never used to tune the term lists. */
  readonly heldOut: boolean;
}
