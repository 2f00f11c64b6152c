// Writes corpus books with today's offline writer (no AWS, no delay), and says in which languages each idea is run.
import { OfflineStoryModel } from '../../lambdas/adapters/ai/offline-story-model';
import { AGE_RANGES, STORY_LANGUAGES, STORY_TONES, type StoryBrief, type StoryLanguage } from '../../lambdas/ports/story-model';
import type { BookPage, BookUnderTest } from './checker';
import type { CorpusEntry } from './corpus-types';

const NOT_ENGLISH = STORY_LANGUAGES.filter((l) => l !== 'english');

/**
 * The second language an idea is also written in. Fixed by tone and age, so ideas that share them meet again in the
 * same language and cross-book overlap can be measured there too; every language gets some.
 */
export function companionLanguage(entry: CorpusEntry): StoryLanguage {
  const slot = STORY_TONES.indexOf(entry.run.tone) * AGE_RANGES.length + AGE_RANGES.indexOf(entry.run.ageRange);
  const first = NOT_ENGLISH[slot % NOT_ENGLISH.length]!;
  return first === entry.run.language ? NOT_ENGLISH[(slot + 1) % NOT_ENGLISH.length]! : first;
}

/** The language asked for, English, and the companion language. */
export function runLanguages(entry: CorpusEntry): StoryLanguage[] {
  return [...new Set<StoryLanguage>([entry.run.language, 'english', companionLanguage(entry)])];
}

const model = new OfflineStoryModel();

export async function writeOfflineBook(entry: CorpusEntry, language: StoryLanguage): Promise<BookUnderTest> {
  const brief: StoryBrief = {
    bookId: `book-quality-${entry.id}-${language}`,
    storyIdea: entry.idea,
    ageRange: entry.run.ageRange,
    style: 'watercolor',
    tone: entry.run.tone,
    language,
    pageCount: entry.run.pageCount,
  };
  const plan = await model.planStory(brief);
  const pages: BookPage[] = [];
  for (const page of plan.pages.filter((p) => p.index > 0)) {
    const written = await model.writePage({ brief, plan, index: page.index });
    pages.push({ ...(written.title ? { heading: written.title } : {}), text: written.content, picture: page.scene ?? page.outline });
  }
  const cover = plan.pages.find((p) => p.index === 0);
  return {
    entryId: entry.id,
    language,
    tone: entry.run.tone,
    ageRange: entry.run.ageRange,
    title: plan.title,
    summary: plan.summary,
    ...(cover ? { coverPicture: cover.scene ?? cover.outline } : {}),
    pages,
    characters: [{ name: plan.characterSheet.name, kind: plan.characterSheet.kind }],
  };
}
