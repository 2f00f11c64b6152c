// What a corpus idea is annotated with: what a correct book for it must keep.
import type { AgeRange, StoryLanguage, StoryTone } from '../../lambdas/ports/story-model';
import type { ScriptGroup } from './text-units';

// The kinds and story shapes are the story engine's own vocabulary (issue 10, items 1 and 2), one definition for
// what the reader extracts and what the corpus annotates; each shape has its keywords in every language (situations.ts).
export { SITUATION_KEYS, type CharacterKind, type SituationKey } from '../../lambdas/story-engine/brief/types';
import type { CharacterKind, SituationKey } from '../../lambdas/story-engine/brief/types';

/** Accepted ways to write a name in each script (a transliteration table; Russian forms are the nominative). */
export type NameSpellings = Record<ScriptGroup, readonly string[]>;

export interface CorpusCharacter {
  /** The name as the idea types it; absent for "a red tractor". */
  name?: string;
  spellings?: NameSpellings;
  kind: CharacterKind;
  /** English word for what it is, as a character sheet or picture description would say it: "tractor", "grandmother". */
  thing: string;
  /** Other English words that say the same ("bunny" for a rabbit, "kid" for a child of unknown gender). */
  alsoCalled?: readonly string[];
  /** Heroes must be drawn as what they are; side characters only keep their names. */
  role: 'hero' | 'side';
}

export interface CorpusRun {
  tone: StoryTone;
  ageRange: AgeRange;
  /** The language the person asked for. */
  language: StoryLanguage;
  pageCount: number;
}

export interface CorpusEntry {
  id: string;
  /** Typed as a parent, teacher or child types it: typos, emoji and all. */
  idea: string;
  ideaLanguage: StoryLanguage;
  characters: readonly CorpusCharacter[];
  situation?: SituationKey;
  /** Phrases that would turn the idea around ("doesn't want to be a princess" → "wants to be a princess"). */
  mustNotSay?: Partial<Record<StoryLanguage, readonly string[]>>;
  run: CorpusRun;
  /** Held out: a generator must not be tuned on these ideas, so they show whether it generalises. */
  heldOut?: boolean;
}
