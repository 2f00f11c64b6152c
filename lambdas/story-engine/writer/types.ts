// What the writer is asked for and what it returns: a whole book, text in the book's language, pictures as closed facts.
import type { AgeRange, StoryLanguage, StoryTone } from '../../ports/story-model';
import type { CharacterKind } from '../brief/types';
import type { PagePicture } from '../picture';

export interface WriteRequest {
  language: StoryLanguage;
  tone: StoryTone;
  ageRange: AgeRange;
  /** Total pages including the cover (index 0). */
  pageCount: number;
  /** Same seed, same book: the book id in production. */
  seed: string;
}

export interface WrittenPage {
  index: number;
  title?: string;
  text: string;
  /** What the page's picture shows. */
  picture: PagePicture;
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
