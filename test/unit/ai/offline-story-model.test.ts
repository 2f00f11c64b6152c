// The offline provider as the workflow sees it: the story engine's book behind the StoryModel port (plan first, then
// each page on its own), deterministic per book id, in every language. What the books say is measured by the
// book-quality suites (test/book-quality, test/story-engine).
import { describe, expect, it } from 'vitest';
import { OfflineStoryModel } from '../../../lambdas/adapters/ai/offline-story-model';
import { slugify } from '../../../lambdas/adapters/ai/slug';
import { STORY_LANGUAGES, type StoryBrief, type StoryLanguage } from '../../../lambdas/ports/story-model';
import { readBrief } from '../../../lambdas/story-engine/brief';
import { loadPack, writeBookWith } from '../../../lambdas/story-engine/writer';
import { readingTools } from '../../support/reading-tools';

const model = new OfflineStoryModel();

function brief(overrides: Partial<StoryBrief> = {}): StoryBrief {
  return {
    bookId: '6f1c2d34-0000-4000-8000-000000000001',
    storyIdea: 'a shy hedgehog named Pip who wants to fly',
    ageRange: '4-7',
    style: 'watercolor',
    tone: 'animal',
    language: 'english',
    pageCount: 10,
    ...overrides,
  };
}

async function planAndPages(b: StoryBrief) {
  const plan = await model.planStory(b);
  const pages = [];
  for (const page of plan.pages) pages.push(await model.writePage({ brief: b, plan, index: page.index }));
  return { plan, pages };
}

const NATIVE: Record<StoryLanguage, { idea: string; script: RegExp }> = {
  english: { idea: 'a brave fox who wants to find a treasure', script: /[A-Za-z]/ },
  spanish: { idea: 'un zorro valiente que quiere encontrar un tesoro', script: /[A-Za-záéíóúñ]/ },
  french: { idea: 'un renard courageux qui veut trouver un trésor', script: /[A-Za-zéèêàç]/ },
  german: { idea: 'ein mutiger Fuchs, der einen Schatz finden will', script: /[A-Za-zäöüß]/ },
  italian: { idea: 'una volpe coraggiosa che vuole trovare un tesoro', script: /[A-Za-zàèéìòù]/ },
  portuguese: { idea: 'uma raposa corajosa que quer encontrar um tesouro', script: /[A-Za-zãõçáéí]/ },
  russian: { idea: 'смелый лисёнок, который хочет найти клад', script: /^[\p{Script=Cyrillic}\p{P}\p{N}\s]+$/u },
  chinese: { idea: '一只勇敢的小狐狸，想找到宝藏', script: /^[\p{Script=Han}\p{P}\p{N}\s]+$/u },
  japanese: { idea: 'たからものを見つけたい、ゆうかんなきつね', script: /^[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}ー\p{P}\p{N}\s]+$/u },
  korean: { idea: '보물을 찾고 싶은 용감한 여우', script: /^[\p{Script=Hangul}\p{P}\p{N}\s]+$/u },
};

describe('the same book id always gives the same book', () => {
  it('repeats the plan and every page exactly, and another id tells it differently', async () => {
    const first = await planAndPages(brief());
    expect(await planAndPages(brief())).toEqual(first);
    expect((await planAndPages(brief({ bookId: 'another-book' }))).pages).not.toEqual(first.pages);
  });
});

describe('the plan is the engine’s book', () => {
  it('has the cover at index 0 and one page per page asked for, each with its picture facts and prose', async () => {
    for (const pageCount of [5, 10, 15]) {
      const b = brief({ pageCount });
      const { plan, pages } = await planAndPages(b);
      expect(plan.pages.map((p) => p.index)).toEqual([...Array(pageCount).keys()]);
      expect(plan.pages[0]!.picture?.cover).toBe(true);
      for (const page of plan.pages) {
        expect(page.picture?.figures[0]).toMatchObject({ hero: true, name: 'Pip', thing: 'hedgehog', kind: 'animal' });
        expect(page.scene).toContain('Pip, a hedgehog');
      }
      expect(pages[0]).toEqual({ title: plan.title, content: plan.summary });
      // Picture-book pages have no heading of their own.
      expect(pages.slice(1).every((p) => p.title === null && p.content.length > 0)).toBe(true);
      await expect(model.writePage({ brief: b, plan, index: pageCount })).rejects.toThrow(RangeError);
    }
  });

  it('writes exactly what the engine writes for the idea, the book id as the seed', async () => {
    const b = brief({ storyIdea: 'A girl and her grandmother baking cookies on a rainy afternoon', pageCount: 8 });
    const { plan, pages } = await planAndPages(b);
    const book = writeBookWith(await loadPack('english'), readBrief(b.storyIdea, b, readingTools), { ...b, seed: b.bookId });
    expect(plan.title).toBe(book.title);
    expect(pages.slice(1).map((p) => p.content)).toEqual(book.pages.slice(1).map((p) => p.text));
    expect(plan.pages.map((p) => p.picture)).toEqual(book.pages.map((p) => p.picture));
  });

  it('designs the hero’s look from what the hero is', async () => {
    const plan = await model.planStory(brief({ storyIdea: 'a red tractor named Rusty who is afraid of the big hill' }));
    expect(plan.characterSheet).toMatchObject({ name: 'Rusty', kind: 'tractor' });
  });
});

describe('every language is written in its own script', () => {
  for (const language of STORY_LANGUAGES) {
    it(`writes ${language}`, async () => {
      const { plan, pages } = await planAndPages(brief({ language, storyIdea: NATIVE[language].idea, tone: 'adventurous' }));
      for (const text of [plan.title, ...pages.map((p) => p.content)]) expect(text.trim()).toMatch(NATIVE[language].script);
    });
  }
});

describe('titles get ASCII slugs', () => {
  it('transliterates or falls back to the book id', () => {
    expect(slugify('Pip Wants to Fly!', 'abc')).toBe('pip-wants-to-fly');
    expect(slugify('Ein großer Tag für Lotte', 'abc')).toBe('ein-grosser-tag-fur-lotte');
    expect(slugify('Пип хочет летать', 'abc')).toBe('pip-khochet-letat');
    expect(slugify('想飞上天空的皮皮', '5e2f9a10-1111')).toBe('story-5e2f9a10');
  });

  it('gives every planned book a URL-safe slug', async () => {
    for (const language of STORY_LANGUAGES) {
      const plan = await model.planStory(brief({ language, storyIdea: NATIVE[language].idea }));
      expect(plan.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });
});
