import { describe, expect, it } from 'vitest';
import { analyzeIdea } from '../../../lambdas/adapters/ai/idea-analysis';
import { OfflineStoryModel } from '../../../lambdas/adapters/ai/offline-story-model';
import { slugify } from '../../../lambdas/adapters/ai/slug';
import {
  AGE_RANGES, STORY_LANGUAGES, STORY_TONES, type AgeRange, type StoryBrief, type StoryLanguage, type StoryTone,
} from '../../../lambdas/ports/story-model';

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

async function writeBook(b: StoryBrief) {
  const plan = await model.planStory(b);
  const pages = [];
  for (const page of plan.pages) pages.push(await model.writePage({ brief: b, plan, index: page.index }));
  return { plan, pages };
}

const storyText = (pages: Array<{ title: string; content: string }>) => pages.slice(1).map((p) => p.content).join(' ');

describe('offline writer: the same bookId always gives the same book', () => {
  it('repeats plan and every page exactly', async () => {
    const b = brief({ storyIdea: 'a curious little creature who finds a hidden door in the garden' });
    const first = await writeBook(b);
    const second = await writeBook(b);
    expect(second).toEqual(first);
  });

  it('varies choices the idea leaves open between books', async () => {
    const open = 'a story about a big day with lots of surprises';
    const books = await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((id) => model.planStory(brief({ bookId: `book-${id}`, storyIdea: open }))));
    const looks = new Set(books.map((p) => `${p.characterSheet.name}/${p.characterSheet.kind}/${p.characterSheet.accentColor}`));
    expect(looks.size).toBeGreaterThan(1);
  });
});

const NATIVE: Record<StoryLanguage, { idea: string; script: RegExp; words: RegExp }> = {
  english: { idea: 'a brave fox who wants to find a treasure', script: /[A-Za-z]/, words: /\b(the|and|was)\b/ },
  spanish: { idea: 'un zorro valiente que quiere encontrar un tesoro', script: /[A-Za-záéíóúñ]/, words: /\b(el|la|una?|que|y)\b/ },
  french: { idea: 'un renard courageux qui veut trouver un trésor', script: /[A-Za-zéèêàç]/, words: /\b(le|la|une?|et|qui)\b/ },
  german: { idea: 'ein mutiger Fuchs, der einen Schatz finden will', script: /[A-Za-zäöüß]/, words: /\b(der|die|das|und|ein)\b/ },
  italian: { idea: 'una volpe coraggiosa che vuole trovare un tesoro', script: /[A-Za-zàèéìòù]/, words: /\b(il|la|una?|che|e)\b/ },
  portuguese: { idea: 'uma raposa corajosa que quer encontrar um tesouro', script: /[A-Za-zãõçáéí]/, words: /\b(o|a|uma?|que|e)\b/ },
  russian: { idea: 'смелый лисёнок, который хочет найти клад', script: /\p{Script=Cyrillic}/u, words: /(^|\s)(и|в|не|он|она)(\s|$)/u },
  chinese: { idea: '一只勇敢的小狐狸，想找到宝藏', script: /\p{Script=Han}/u, words: /[的了是]/u },
  japanese: { idea: 'たからものを見つけたい、ゆうかんなきつね', script: /\p{Script=Hiragana}/u, words: /[はがをに]/u },
  korean: { idea: '보물을 찾고 싶은 용감한 여우', script: /\p{Script=Hangul}/u, words: /(은|는|이|가|을|를)\s/u },
};

describe('offline writer: proper native text in all ten languages', () => {
  for (const language of STORY_LANGUAGES) {
    it(`writes ${language}`, async () => {
      const { plan, pages } = await writeBook(brief({ language, storyIdea: NATIVE[language].idea, tone: 'adventurous' }));
      const text = storyText(pages);
      expect(plan.title.length).toBeGreaterThan(0);
      for (const page of pages) {
        expect(page.title.trim().length).toBeGreaterThan(0);
        expect(page.content.trim().length).toBeGreaterThan(0);
        // No template syntax may leak into a book.
        expect(`${page.title} ${page.content}`).not.toMatch(/[{}[\]<>]|\((은\/는|이\/가|을\/를|와\/과)\)/);
      }
      expect(text).toMatch(NATIVE[language].script);
      expect(text).toMatch(NATIVE[language].words);
      if (language !== 'english') expect(text).not.toMatch(/\b(the|and|wanted|was)\b/);
    });
  }

  it('uses CJK characters for Chinese and Cyrillic for Russian throughout', async () => {
    const zh = await writeBook(brief({ language: 'chinese', storyIdea: '一只名叫团团的熊猫，想要去看大海' }));
    const ru = await writeBook(brief({ language: 'russian', storyIdea: 'медвежонок по имени Топтыжка хочет найти друга' }));
    for (const page of zh.pages) expect(page.content).toMatch(/\p{Script=Han}{4}/u);
    for (const page of ru.pages) expect(page.content).toMatch(/\p{Script=Cyrillic}{4}/u);
    expect(zh.plan.characterSheet.name).toBe('团团');
    expect(ru.plan.characterSheet.name).toBe('Топтыжка');
  });
});

function wordsPerSentence(text: string): number {
  const sentences = text.split(/[.!?…]+["”»“]?\s*/).filter((s) => s.trim().length > 0);
  const words = text.split(/\s+/).filter(Boolean).length;
  return words / sentences.length;
}

describe('offline writer: the age range shapes sentence and page length', () => {
  it('writes longer sentences and pages for older readers', async () => {
    const stats = new Map<AgeRange, { perSentence: number; perPage: number }>();
    for (const ageRange of AGE_RANGES) {
      const { pages } = await writeBook(brief({ ageRange, pageCount: 12 }));
      const story = pages.slice(1).map((p) => p.content);
      stats.set(ageRange, {
        perSentence: wordsPerSentence(story.join(' ')),
        perPage: story.reduce((n, p) => n + p.split(/\s+/).length, 0) / story.length,
      });
    }
    const [toddler, young, older] = AGE_RANGES.map((a) => stats.get(a)!);
    expect(toddler!.perPage).toBeLessThan(12);
    expect(young!.perSentence).toBeGreaterThan(toddler!.perSentence);
    expect(older!.perSentence).toBeGreaterThan(young!.perSentence);
    expect(older!.perPage).toBeGreaterThan(young!.perPage * 1.4);
    expect(young!.perPage).toBeGreaterThan(toddler!.perPage * 2);
  });

  it('does the same in a language without spaces (Chinese characters per page)', async () => {
    const perPage = async (ageRange: AgeRange) => {
      const { pages } = await writeBook(brief({ ageRange, language: 'chinese', storyIdea: '一只想飞的小刺猬' }));
      return pages.slice(1).reduce((n, p) => n + [...p.content].length, 0) / (pages.length - 1);
    };
    const [a, b, c] = [await perPage('0-3'), await perPage('4-7'), await perPage('8-12')];
    expect(b).toBeGreaterThan(a * 2);
    expect(c).toBeGreaterThan(b * 1.4);
  });
});

describe('offline writer: the tone changes the story', () => {
  it('tells a different story for each of the eight tones', async () => {
    const texts = await Promise.all(STORY_TONES.map(async (tone) => storyText((await writeBook(brief({ tone }))).pages)));
    expect(new Set(texts).size).toBe(STORY_TONES.length);
  });

  it('brings tone-specific places and helpers', async () => {
    const story = async (tone: StoryTone) => storyText((await writeBook(brief({ tone, pageCount: 15 }))).pages);
    expect(await story('sci_fi')).toMatch(/robot|planet|rocket/i);
    expect(await story('fantasy_magic')).toMatch(/magic|fairy|spell/i);
    expect(await story('adventurous')).toMatch(/map|explorer|mountains/i);
    expect(await story('educational')).toMatch(/scientist|experiment|notebook/i);
  });
});

describe('offline writer: the story is built from the idea’s own words', () => {
  it('takes the hero’s name, kind, trait and wish from an English idea', async () => {
    const b = brief({ storyIdea: 'a shy hedgehog named Pip who wants to fly to the moon', pageCount: 8 });
    const { plan, pages } = await writeBook(b);
    const text = `${plan.title} ${plan.summary} ${storyText(pages)}`;
    expect(plan.characterSheet.name).toBe('Pip');
    expect(plan.characterSheet.kind).toBe('hedgehog');
    expect(text).toContain('Pip');
    expect(text).toContain('hedgehog');
    expect(text).toContain('shy');
    expect(text).toContain('fly to the moon');
  });

  it('weaves the idea’s words into other languages too', async () => {
    const es = await writeBook(brief({ language: 'spanish', storyIdea: 'Una tortuga tímida llamada Lola que quiere aprender a nadar' }));
    expect(storyText(es.pages)).toContain('Lola');
    expect(storyText(es.pages)).toContain('aprender a nadar');
    expect(es.plan.summary).toContain('tortuga');
    const de = await writeBook(brief({ language: 'german', storyIdea: 'Ein mutiges Mädchen namens Lotte, das auf den höchsten Berg klettern möchte' }));
    expect(storyText(de.pages)).toContain('auf den höchsten Berg klettern');
    expect(de.plan.characterSheet.kind).toBe('girl');
  });

  it('turns favourite things from the idea into the hero’s favourite things', async () => {
    const { pages } = await writeBook(brief({ storyIdea: 'a sleepy bear who loves honey, balloons and the rainbow', pageCount: 12 }));
    expect(storyText(pages)).toMatch(/balloons/);
    expect(storyText(pages)).toMatch(/rainbows/);
  });

  it('reads names and kinds in many scripts', () => {
    expect(analyzeIdea('Un petit renard nommé Filou qui rêve de voler')).toMatchObject({ name: 'Filou', kind: 'fox', goal: 'fly' });
    expect(analyzeIdea('空を飛びたい、はずかしがりやのペンギンのポポ')).toMatchObject({ name: 'ポポ', kind: 'penguin', goal: 'fly' });
    expect(analyzeIdea('하늘을 날고 싶은 수줍은 고슴도치 핍은')).toMatchObject({ kind: 'hedgehog', goal: 'fly' });
    expect(analyzeIdea('一只名叫皮皮的害羞刺猬，想飞上天空')).toMatchObject({ name: '皮皮', kind: 'hedgehog', traits: ['shy'] });
  });
});

describe('offline writer: the page count sets the plan, cover included', () => {
  for (const pageCount of [5, 10, 15]) {
    it(`plans ${pageCount} pages with the cover at index 0`, async () => {
      const b = brief({ pageCount });
      const plan = await model.planStory(b);
      expect(plan.pages.map((p) => p.index)).toEqual(Array.from({ length: pageCount }, (_v, i) => i));
      expect(plan.pages[0]!.outline).toMatch(/^Cover/);
      for (const page of plan.pages) {
        expect(page.outline.length).toBeGreaterThan(0);
        expect(page.scene?.length).toBeGreaterThan(0);
      }
      const cover = await model.writePage({ brief: b, plan, index: 0 });
      expect(cover).toEqual({ title: plan.title, content: plan.summary });
      const last = await model.writePage({ brief: b, plan, index: pageCount - 1 });
      expect(last.content).toMatch(/The end\.$/);
      await expect(model.writePage({ brief: b, plan, index: pageCount })).rejects.toThrow(RangeError);
    });
  }

  it('keeps the arc: opening first, the wish early, success near the end', async () => {
    for (const pageCount of [5, 15]) {
      const plan = await model.planStory(brief({ pageCount }));
      const outlines = plan.pages.map((p) => p.outline);
      expect(outlines[1]).toMatch(/^Opening/);
      const wish = outlines.findIndex((o) => /wish/.test(o));
      expect(wish).toBeGreaterThan(1);
      expect(wish).toBeLessThanOrEqual(3);
      expect(outlines.findIndex((o) => /^Success/.test(o))).toBeGreaterThan(wish);
    }
  });
});

describe('offline writer: titles get ASCII slugs', () => {
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
