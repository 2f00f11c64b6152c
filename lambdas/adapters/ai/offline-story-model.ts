// Offline writer: the story engine's book for the idea (lambdas/story-engine), with no network. Same bookId, same
// book: the plan and every page are the same whole book, written again from the idea and the book id.
import type { PageText, StoryBrief, StoryModel, StoryPlan, WritePageInput } from '../../ports/story-model';
import { detectLanguage, loadReadingTools, readBrief } from '../../story-engine/brief';
// The looks module alone: the illustrator's index would bring the rasteriser into the writer's bundle.
import { designHero } from '../../story-engine/illustrator/looks';
import { describePicture } from '../../story-engine/picture';
import { loadPack, writeBookWith, type WrittenBook } from '../../story-engine/writer';
import { slugify } from './slug';

async function writeWholeBook(brief: StoryBrief): Promise<WrittenBook> {
  const { language, tone, ageRange, pageCount, bookId } = brief;
  const tools = await loadReadingTools(detectLanguage(brief.storyIdea, language));
  const idea = readBrief(brief.storyIdea, { language, tone, ageRange }, tools);
  return writeBookWith(await loadPack(language), idea, { language, tone, ageRange, pageCount, seed: bookId });
}

// A warm function writing another page of the same book reuses the book it wrote for the last one.
const REMEMBERED = 4;

export class OfflineStoryModel implements StoryModel {
  private readonly recent = new Map<string, Promise<WrittenBook>>();

  private book(brief: StoryBrief): Promise<WrittenBook> {
    const key = JSON.stringify(brief);
    let book = this.recent.get(key);
    if (!book) {
      book = writeWholeBook(brief);
      book.catch(() => this.recent.delete(key));
      this.recent.set(key, book);
      if (this.recent.size > REMEMBERED) this.recent.delete(this.recent.keys().next().value!);
    }
    return book;
  }

  async planStory(brief: StoryBrief): Promise<StoryPlan> {
    const book = await this.book(brief);
    const hero = book.pages[0]!.picture.figures[0]!;
    const characterSheet = designHero(hero, brief.tone, brief.bookId);
    return {
      title: book.title,
      summary: book.summary,
      slug: slugify(book.title, brief.bookId),
      characterSheet,
      pages: book.pages.map((page) => ({ index: page.index, outline: page.picture.action, scene: describePicture(page.picture), picture: page.picture })),
    };
  }

  async writePage({ brief, plan, index }: WritePageInput): Promise<PageText> {
    if (index === 0) return { title: plan.title, content: plan.summary };
    const page = (await this.book(brief)).pages[index];
    if (!page) throw new RangeError(`Page ${index} is outside a ${brief.pageCount}-page book`);
    // Picture-book pages carry no heading of their own.
    return { title: null, content: page.text };
  }
}
