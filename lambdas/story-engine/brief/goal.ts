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

/** The idea's goal and trouble, when it states them; the hero (first character) decides "his" or "her" for "my". */
export function readGoal(text: string, language: StoryLanguage, hero: BriefCharacter | undefined): GoalReading {
  const found = language === 'chinese' || language === 'japanese' || language === 'korean'
    ? readCjkGoal(text, language, hero)
    : readSpacedGoal(text, language, hero);
  const fits = (phrase: string | undefined) => phrase !== undefined && phrase.length > 0
    && (language === 'chinese' || language === 'japanese' ? [...phrase].length <= MOST_LETTERS : phrase.split(/\s+/).length <= MOST_WORDS);
  const reading: GoalReading = {};
  if (found.goal && fits(found.goal.phrase)) reading.goal = found.goal;
  if (found.trouble && fits(found.trouble.phrase)) reading.trouble = found.trouble;
  return reading;
}
