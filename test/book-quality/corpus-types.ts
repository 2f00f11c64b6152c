// What a corpus idea is annotated with: what a correct book for it must keep.
import type { AgeRange, StoryLanguage, StoryTone } from '../../lambdas/ports/story-model';
import type { ScriptGroup } from './text-units';

/** What a character is; a grandmother drawn as a child or a tractor drawn as a boy gets the kind wrong. */
export type CharacterKind =
  | 'person-child' | 'person-adult' | 'person-elder' | 'baby' | 'animal' | 'vehicle' | 'object' | 'toy'
  | 'creature' | 'robot' | 'nature';

/** Story shapes from issue 10, item 2; each has its own keywords in every language (situations.ts). */
export const SITUATION_KEYS = [
  'new-sibling', 'moving-home', 'first-day', 'pet-died', 'grandparent-died', 'doctor', 'dentist', 'potty', 'bedtime',
  'fear-dark', 'fear-monsters', 'fear-water', 'sharing', 'telling-truth', 'two-homes', 'wheelchair', 'glasses',
  'new-language', 'making-friend', 'question-sky', 'question-rain', 'question-plants',
] as const;
export type SituationKey = (typeof SITUATION_KEYS)[number];

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
