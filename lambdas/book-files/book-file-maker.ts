// The book's files as this folder renders them: the PDF, with the fonts of the book's language, and the reader page.
import { readFile } from 'node:fs/promises';
import type { StoryLanguage } from '../ports/story-model';
import type { BookFileMaker, BookFiles } from '../ports/book-files';
import type { BookForFiles } from './book';
import { BOOK_FONT_FILES, readBookFonts, type BookFonts } from './book-fonts';
import { renderBookPdf } from './book-pdf';
import { renderReaderPage } from './reader-page';

/** A font file: beside the bundle once deployed (lib/bundling.ts copies them), in its npm package on the sources. */
function readFont(name: string): Promise<Uint8Array> {
  if (process.env.STORYBOOK_FILES_BESIDE_BUNDLE === 'true') return readFile(new URL(`./${name}`, import.meta.url));
  const file = BOOK_FONT_FILES.find((font) => font.name === name);
  if (!file) throw new Error(`No font file ${name}`);
  return readFile(file.source);
}

export class RenderedBookFiles implements BookFileMaker {
  // A warm function keeps the fonts it read: several megabytes for a CJK book, read once.
  private readonly fonts = new Map<StoryLanguage, Promise<BookFonts>>();

  private fontsOf(language: StoryLanguage): Promise<BookFonts> {
    let fonts = this.fonts.get(language);
    if (!fonts) {
      fonts = readBookFonts(language, readFont);
      fonts.catch(() => this.fonts.delete(language));
      this.fonts.set(language, fonts);
    }
    return fonts;
  }

  async make(book: BookForFiles): Promise<BookFiles> {
    return { pdf: await renderBookPdf(book, await this.fontsOf(book.language)), readerPage: renderReaderPage(book) };
  }
}
