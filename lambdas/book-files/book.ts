// What the book's files (the PDF and the reader page) are made from: the finished book as GET shows it, with its
// pictures' bytes instead of links (the files must open without the API and after any link has expired).
import type { AgeRange, IllustrationStyle, StoryLanguage } from '../ports/story-model';

export interface BookFilePicture {
  /** PNG (every provider delivers PNG; see PICTURE_SIZE in ports/image-model.ts). */
  bytes: Uint8Array;
  contentType: string;
}

export interface BookFilePage {
  /** 0 is the cover: its title is the book's title, its content the summary line. */
  index: number;
  title: string | null;
  content: string;
  /** Absent when a page has no picture (it then shows its text alone). */
  picture?: BookFilePicture;
}

export interface BookForFiles {
  bookId: string;
  title: string;
  summary: string;
  language: StoryLanguage;
  ageRange: AgeRange;
  style: IllustrationStyle;
  /** Cover first, then every story page in order. */
  pages: BookFilePage[];
}
