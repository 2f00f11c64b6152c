// Writes corpus books with the story engine's writer and shapes them as the book-quality checker reads them.
import type { StoryLanguage } from '../../lambdas/ports/story-model';
import { describePicture } from '../../lambdas/story-engine/picture';
import type { WrittenBook } from '../../lambdas/story-engine/writer';
import type { BookUnderTest } from '../book-quality/checker';
import type { CorpusEntry } from '../book-quality/corpus-types';

export function asBookUnderTest(entry: CorpusEntry, language: StoryLanguage, book: WrittenBook): BookUnderTest {
  return {
    entryId: entry.id, language, tone: entry.run.tone, ageRange: entry.run.ageRange,
    title: book.title, summary: book.summary, coverPicture: describePicture(book.pages[0]!.picture),
    pages: book.pages.slice(1).map((p) => ({ ...(p.title ? { heading: p.title } : {}), text: p.text, picture: describePicture(p.picture) })),
    characters: book.cast.map((m) => ({ name: m.label, kind: m.thing })),
  };
}

export function printBook(book: WrittenBook): string {
  return [`# ${book.title}`, `(${book.shape}) ${book.summary}`, ...book.pages.slice(1).map((p) => `[${p.index}] ${p.text}\n    picture: ${describePicture(p.picture)}`)].join('\n');
}
