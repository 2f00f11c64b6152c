// Port: who writes the book. Adapters (offline, Bedrock) implement StoryModel; the workflow depends only on this file.

import type { PagePicture } from '../story-engine/picture';

// The request's enums are defined once, with the request schema; the port re-exports them under its own names.
import { ageRanges, languages, styles, tones } from '../core/schemas';

export const AGE_RANGES = ageRanges;
export type AgeRange = (typeof AGE_RANGES)[number];
export const ILLUSTRATION_STYLES = styles;
export type IllustrationStyle = (typeof ILLUSTRATION_STYLES)[number];
export const STORY_TONES = tones;
export type StoryTone = (typeof STORY_TONES)[number];
export const STORY_LANGUAGES = languages;
export type StoryLanguage = (typeof STORY_LANGUAGES)[number];

/** Everything a writer needs to know about the requested book. */
export interface StoryBrief {
  bookId: string;
  storyIdea: string;
  ageRange: AgeRange;
  style: IllustrationStyle;
  tone: StoryTone;
  language: StoryLanguage;
  /** Total pages including the cover (index 0). */
  pageCount: number;
}

/**
 * The hero's fixed look, repeated in every picture prompt so the hero looks the same on every page.
 * Words are English (image models are prompted in English); colours are `#rrggbb`.
 */
export interface CharacterSheet {
  name: string;
  /** Species or kind, e.g. "hedgehog", "robot", "girl". */
  kind: string;
  bodyColor: string;
  accentColor: string;
  /** What the hero always wears, e.g. "a bright red scarf". */
  outfit: string;
  /** One distinctive mark, e.g. "a star-shaped patch on one cheek". */
  feature: string;
  /** One-paragraph visual description combining all of the above. */
  description: string;
}

export interface PagePlan {
  /** 0 is the cover; 1..pageCount-1 are story pages. */
  index: number;
  /** What happens on this page (planning note for the writer). */
  outline: string;
  /** English description of the picture for this page; when absent, illustrate from the outline. */
  scene?: string;
  /** What the picture shows, as closed facts (the offline writer gives them; the offline illustrator draws them). */
  picture?: PagePicture;
}

export interface StoryPlan {
  title: string;
  summary: string;
  /** ASCII URL slug derived from the title. */
  slug: string;
  characterSheet: CharacterSheet;
  /** Exactly pageCount entries, index 0..pageCount-1, cover first. */
  pages: PagePlan[];
}

export interface PageText {
  /** The page's heading; null for a page without one (the offline writer's story pages). */
  title: string | null;
  content: string;
}

export interface WritePageInput {
  brief: StoryBrief;
  plan: StoryPlan;
  index: number;
}

export interface StoryModel {
  planStory(input: StoryBrief): Promise<StoryPlan>;
  /** Index 0 returns the title page: the book title and its summary line. */
  writePage(input: WritePageInput): Promise<PageText>;
}

/**
 * The picture prompt for one page: its scene (English) when the plan has one; else its outline when the book is in
 * English; else an English line made from the character sheet, since image models are prompted in English and some
 * (Stability) refuse other languages.
 */
export function illustrationPromptFor(plan: StoryPlan, index: number, language: StoryLanguage = 'english'): string {
  const page = plan.pages.find((p) => p.index === index);
  if (!page) throw new RangeError(`Plan has no page ${index}`);
  if (page.scene) return page.scene;
  if (language === 'english') return page.outline;
  const hero = `${plan.characterSheet.kind} wearing ${plan.characterSheet.outfit}`;
  return index === 0 ? `The hero, a ${hero}, smiling on the book's cover` : `The hero, a ${hero}, in a gentle moment of the story (page ${index})`;
}
