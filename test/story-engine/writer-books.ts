// Writes corpus books with the story engine's writer and shapes them as the book-quality checker reads them.
import type { StoryLanguage } from '../../lambdas/ports/story-model';
import { readBrief } from '../../lambdas/story-engine/brief';
import { writeBook, type WrittenBook } from '../../lambdas/story-engine/writer';
import type { BookUnderTest } from '../book-quality/checker';
import type { CorpusEntry } from '../book-quality/corpus-types';

export function writeEngineBook(entry: CorpusEntry, language: StoryLanguage): WrittenBook {
  const brief = readBrief(entry.idea, { language, tone: entry.run.tone, ageRange: entry.run.ageRange });
  return writeBook(brief, { language, tone: entry.run.tone, ageRange: entry.run.ageRange, pageCount: entry.run.pageCount, seed: `book-quality-${entry.id}-${language}` });
}

/** "Grandpa Walter, a grandfather; a tractor: crossing a bridge, in a farm." — what the illustrator would be told. */
function picture(book: WrittenBook, scene: WrittenBook['pages'][number]['scene']): string {
  const who = scene.characters.map((c) => {
    const member = book.cast.find((m) => m.label === c || m.name === c || m.thing === c);
    if (!member) return c;
    return member.name ? `${member.label}, ${/^[aeiou]/.test(member.thing) ? 'an' : 'a'} ${member.thing}` : `${/^[aeiou]/.test(member.thing) ? 'an' : 'a'} ${member.thing}`;
  });
  return `${who.join('; ')}: ${scene.action}, in ${scene.setting}.`;
}

export function asBookUnderTest(entry: CorpusEntry, language: StoryLanguage, book: WrittenBook): BookUnderTest {
  return {
    entryId: entry.id, language, tone: entry.run.tone, ageRange: entry.run.ageRange,
    title: book.title, summary: book.summary, coverPicture: picture(book, book.pages[0]!.scene),
    pages: book.pages.slice(1).map((p) => ({ ...(p.title ? { heading: p.title } : {}), text: p.text, picture: picture(book, p.scene) })),
    characters: book.cast.map((m) => ({ name: m.label, kind: m.thing })),
  };
}

export function printBook(book: WrittenBook): string {
  return [`# ${book.title}`, `(${book.shape}) ${book.summary}`, ...book.pages.slice(1).map((p) => `[${p.index}] ${p.text}\n    picture: ${p.scene.characters.join(', ')} — ${p.scene.action} — ${p.scene.setting}`)].join('\n');
}
