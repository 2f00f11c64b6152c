// What the writer is asked for and what it returns: a whole book, text in the book's language, scenes in English.
import type { AgeRange, StoryLanguage, StoryTone } from '../../ports/story-model';
import type { CharacterKind } from '../brief/types';

export interface WriteRequest {
  language: StoryLanguage;
  tone: StoryTone;
  ageRange: AgeRange;
  /** Total pages including the cover (index 0). */
  pageCount: number;
  /** Same seed, same book: the book id in production. */
  seed: string;
}

export interface Scene {
  /** English words for where the picture happens. */
  setting: string;
  /** Names, or English thing words for unnamed characters, of who is on the page. */
  characters: string[];
  /** English description of what happens, without names. */
  action: string;
}

export interface WrittenPage {
  index: number;
  title?: string;
  text: string;
  scene: Scene;
}

export interface CastMember {
  name?: string;
  kind: CharacterKind;
  thing: string;
  gender?: 'female' | 'male';
  /** What the story calls this character in its own language ("Grandpa Walter", "the little tractor"). */
  label: string;
}

export interface WrittenBook {
  title: string;
  summary: string;
  /** Page 0 is the cover; 1..pageCount-1 tell the story. */
  pages: WrittenPage[];
  hero: { name?: string; kind: CharacterKind; thing: string; gender?: 'female' | 'male' };
  /** Everyone the story shows, hero first (what the illustrator draws). */
  cast: CastMember[];
  /** The story shape the book was told in ("new-sibling", "wish", "question-sky"). */
  shape: string;
}

/** How old the readers are, as the writer cares: tiny (0–3), young (4–7), older (8–12). */
export type AgeBand = 'tiny' | 'young' | 'older';

export type Mood = 'calm' | 'worried' | 'sad' | 'brave' | 'happy' | 'warm' | 'curious' | 'sleepy';
