// Port: who draws the book. Adapters (offline SVG, Bedrock Nova Canvas) implement ImageModel.
import type { CharacterSheet, IllustrationStyle } from './story-model';

export interface IllustrateInput {
  bookId: string;
  index: number;
  style: IllustrationStyle;
  /** English description of what the picture shows (see illustrationPromptFor). */
  prompt: string;
  characterSheet: CharacterSheet;
  isCover: boolean;
  /** Book title, drawn on the cover by providers that can render text. */
  title?: string;
}

export interface Illustration {
  contentType: string;
  body: Uint8Array;
  /** File extension without the dot, e.g. "svg" or "png". */
  extension: string;
}

export interface ImageModel {
  illustrate(input: IllustrateInput): Promise<Illustration>;
}
