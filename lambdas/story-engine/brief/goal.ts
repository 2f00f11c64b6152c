// The idea's own goal and trouble, in its own words: the phrase after its want verb ("wants to build a rocket") and
// what the hero will not do or is scared of ("doesn't want to brush his teeth"), trimmed at the clause's end and
// with the parent's "my" turned into the hero's. Only a book in the idea's language tells them (the packs check).
import type { StoryLanguage } from '../../ports/story-model';
import { readCjkGoal } from './goal-cjk';
import { readSpacedGoal } from './goal-spaced';
import type { BriefCharacter, IdeaGoal, IdeaTrouble } from './types';

export interface GoalReading {
  goal?: IdeaGoal;
  trouble?: IdeaTrouble;
}

// A phrase this long is a run-on sentence, not a goal a page can say.
const MOST_WORDS = 12;
const MOST_LETTERS = 40;

// A page may quote the idea's own words, but not copy a long run of them (test/book-quality/language-rules.ts: nine
// words): with the want verb before it ("wants to", "quiere"), a phrase of seven or eight words stays a fair copy.
const FAIR_WORDS: Partial<Record<StoryLanguage, number>> = { english: 7, korean: 4 };
const FAIR_LETTERS: Partial<Record<StoryLanguage, number>> = { chinese: 12, japanese: 22 };
const DEFAULT_FAIR_WORDS = 8;
// Where a verb-first phrase may end early: before a purpose, a companion or a second clause ("para la feria de ciencias").
const CUT_BEFORE = new Set([
  'for', 'to', 'with', 'and', 'in', 'at', 'on', 'so', 'because', 'para', 'pra', 'por', 'con', 'com', 'y', 'e', 'en', 'em', 'no', 'na',
  'pour', 'avec', 'et', 'dans', 'a', 'au', 'per', 'ed', 'nel', 'nella', 'sulla', 'alla', 'al', 'для', 'с', 'и', 'в', 'на', 'чтобы',
  // What a thing is made of or where it comes from: "build a bird feeder out of an old milk carton".
  'out', 'of', 'from', 'using', 'de', 'do', 'da', 'di', 'del', 'du', 'des', 'из', 'от',
]);
// German and Korean put the verb last: a long phrase cannot lose its end, so it is not told.
const VERB_LAST = new Set<StoryLanguage>(['german', 'korean']);

/** The phrase cut to a fair quote at a purpose, companion or second clause, or undefined when it cannot be. */
function fairQuote(phrase: string, language: StoryLanguage): string | undefined {
  const letterLimit = FAIR_LETTERS[language];
  if (letterLimit !== undefined) return [...phrase].length <= letterLimit ? phrase : undefined;
  const limit = FAIR_WORDS[language] ?? DEFAULT_FAIR_WORDS;
  const words = phrase.split(/\s+/);
  if (words.length <= limit) return phrase;
  if (VERB_LAST.has(language)) return undefined;
  const cuts = (k: number) => CUT_BEFORE.has(words[k]!.toLowerCase());
  for (let at = limit; at >= 2; at--) {
    if (!cuts(at)) continue;
    // "out of", "à côté de": the cut goes before the whole run of little words.
    while (at > 2 && cuts(at - 1)) at--;
    return words.slice(0, at).join(' ');
  }
  return undefined;
}

/** The idea's goal and trouble, when it states them; the hero (first character) decides "his" or "her" for "my". */
export function readGoal(text: string, language: StoryLanguage, hero: BriefCharacter | undefined): GoalReading {
  const found = language === 'chinese' || language === 'japanese' || language === 'korean'
    ? readCjkGoal(text, language, hero)
    : readSpacedGoal(text, language, hero);
  const fits = (phrase: string | undefined) => phrase !== undefined && phrase.length > 0
    && (language === 'chinese' || language === 'japanese' ? [...phrase].length <= MOST_LETTERS : phrase.split(/\s+/).length <= MOST_WORDS);
  const reading: GoalReading = {};
  const quoted = (phrase: string | undefined) => {
    const quote = phrase === undefined ? undefined : fairQuote(phrase, language);
    return fits(quote) ? quote : undefined;
  };
  const goal = quoted(found.goal?.phrase);
  const trouble = quoted(found.trouble?.phrase);
  if (goal !== undefined) reading.goal = { ...found.goal!, phrase: goal };
  if (trouble !== undefined) reading.trouble = { ...found.trouble!, phrase: trouble };
  return reading;
}
