// Port: who draws the book. Adapters (offline, Bedrock Nova Canvas) implement ImageModel.
import type { PagePicture } from '../story-engine/picture';
import type { CharacterSheet, IllustrationStyle } from './story-model';

/**
 * Every provider's pictures are 1024 × 768 pixels (4:3, landscape), PNG. Nova Canvas takes any width and height
 * that are multiples of 16 from 320 to 4096, and this size is within its lowest price band (up to 1024 × 1024);
 * the offline illustrator draws its 800 × 600 scenes at this size.
 */
export const PICTURE_SIZE = { width: 1024, height: 768 } as const;

export interface IllustrateInput {
  bookId: string;
  index: number;
  style: IllustrationStyle;
  /** English description of what the picture shows (see illustrationPromptFor). */
  prompt: string;
  characterSheet: CharacterSheet;
  /** The page's picture as closed facts, when the plan has them (the offline illustrator draws from these). */
  picture?: PagePicture;
  isCover: boolean;
  /** Book title. No provider letters it into the picture: whatever shows the cover sets the title beside it. */
  title?: string;
  /** The book's cover once drawn: models that can draw from a picture keep the hero's look from it (optional). */
  reference?: { contentType: string; body: Uint8Array };
}

export interface Illustration {
  contentType: string;
  body: Uint8Array;
  /** File extension without the dot, e.g. "png". */
  extension: string;
}

export interface ImageModel {
  illustrate(input: IllustrateInput): Promise<Illustration>;
}
