// Words that make a thing a likeness rather than something on the page: "light as a balloon", "like leaves on a
// stream", "wie kleine weiße Steine", "像一只气球", "ほしのように", "별처럼". A thing named in a likeness is not drawn.
import type { StoryLanguage } from '../../ports/story-model';

export interface Likeness {
  /** Words a few words before the thing: within `within` words, and not right after one of `notAfter` (English "I like pizza"). */
  before?: { words: readonly string[]; within: number; notAfter?: readonly string[] };
  /** Text just before the thing (Chinese). */
  beforeText?: RegExp;
  /** Text right after the thing, its particles included (Japanese, Korean). */
  after?: RegExp;
}

export const LIKENESS: Readonly<Record<StoryLanguage, Likeness>> = {
  english: { before: { words: ['like'], within: 3, notAfter: ['i', 'you', 'we', 'they', 'he', 'she', 'would', 'd', 'really', 'also', 'to', 'do', 'does', 'did', 'didn', 'don', 'not', 'always', 'still'] } },
  spanish: { before: { words: ['como'], within: 2 } },
  french: { before: { words: ['comme'], within: 3 } },
  german: { before: { words: ['wie'], within: 3 } },
  italian: { before: { words: ['come'], within: 2 } },
  portuguese: { before: { words: ['como', 'feito'], within: 2 } },
  russian: { before: { words: ['словно', 'будто', 'точно', 'как'], within: 1 } },
  chinese: { beforeText: /(?:像|好像|如同|仿佛|好似)[^。！？，]{0,6}$/u },
  japanese: { after: /^(?:の?よう|みたい)/u },
  korean: { after: /처럼|같이|\s같은/u },
};
