// Port: who makes the book's files once its pages are done. The adapter (lambdas/book-files) renders a PDF and a
// reader page from the finished book; the workflow depends only on this file.
import type { BookForFiles } from '../book-files/book';

export interface BookFiles {
  /** The book to print or share: the cover, then every page with its picture and text. */
  readonly pdf: Uint8Array;
  /** One self-contained HTML page that shows the book page by page (pictures inside). */
  readonly readerPage: string;
}

export interface BookFileMaker {
  make(book: BookForFiles): Promise<BookFiles>;
}
