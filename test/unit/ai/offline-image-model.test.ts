import { describe, expect, it } from 'vitest';
import { OfflineImageModel } from '../../../lambdas/adapters/ai/offline-image-model';
import { OfflineStoryModel } from '../../../lambdas/adapters/ai/offline-story-model';
import type { IllustrateInput } from '../../../lambdas/ports/image-model';
import {
  ILLUSTRATION_STYLES, illustrationPromptFor, type IllustrationStyle, type StoryBrief, type StoryPlan,
} from '../../../lambdas/ports/story-model';
import { xmlProblems } from './xml-well-formed';

const images = new OfflineImageModel();
const stories = new OfflineStoryModel();

const brief = (style: IllustrationStyle, overrides: Partial<StoryBrief> = {}): StoryBrief => ({
  bookId: '0b9d1a2e-1111-4222-8333-444455556666',
  storyIdea: 'a shy hedgehog named Pip who wants to fly',
  ageRange: '4-7',
  style,
  tone: 'animal',
  language: 'english',
  pageCount: 15,
  ...overrides,
});

function inputFor(plan: StoryPlan, b: StoryBrief, index: number): IllustrateInput {
  return {
    bookId: b.bookId,
    index,
    style: b.style,
    prompt: illustrationPromptFor(plan, index),
    characterSheet: plan.characterSheet,
    isCover: index === 0,
    title: plan.title,
  };
}

async function picture(style: IllustrationStyle, index: number, overrides: Partial<StoryBrief> = {}) {
  const b = brief(style, overrides);
  const plan = await stories.planStory(b);
  const result = await images.illustrate(inputFor(plan, b, index));
  return { plan, result, svg: new TextDecoder().decode(result.body) };
}

describe('offline pictures: deterministic for a book', () => {
  it('draws identical bytes for the same input', async () => {
    const a = await picture('watercolor', 3);
    const b = await picture('watercolor', 3);
    expect(Buffer.from(b.result.body).equals(Buffer.from(a.result.body))).toBe(true);
  });
});

describe('offline pictures: valid, small SVG', () => {
  for (const style of ILLUSTRATION_STYLES) {
    it(`${style}: well-formed SVG under 40 KB, cover and page`, async () => {
      for (const index of [0, 6, 14]) {
        const { result, svg } = await picture(style, index);
        expect(result.contentType).toBe('image/svg+xml');
        expect(result.extension).toBe('svg');
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"')).toBe(true);
        expect(xmlProblems(svg)).toEqual([]);
        expect(result.body.byteLength).toBeLessThan(40 * 1024);
        // Every gradient, pattern and filter a shape points to is defined.
        const ids = new Set([...svg.matchAll(/ id="([\w-]+)"/g)].map((m) => m[1]));
        for (const [, ref] of svg.matchAll(/url\(#([\w-]+)\)/g)) expect(ids).toContain(ref);
      }
    });
  }

  it('escapes the title text on the cover', async () => {
    const b = brief('comic_style');
    const plan = await stories.planStory(b);
    const input = { ...inputFor(plan, b, 0), title: 'Pip & <"Moon">' };
    const svg = new TextDecoder().decode((await images.illustrate(input)).body);
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain('PIP &amp; &lt;&quot;MOON&quot;&gt;');
  });

  it('writes CJK titles as text', async () => {
    const { plan, svg } = await picture('paper_cut', 0, { language: 'chinese', storyIdea: '一只名叫皮皮的刺猬，想飞上天空' });
    expect(svg).toContain(plan.title.split(' ')[0]!);
  });
});

// Markers per style: the filter, pattern or gradient that gives it its look.
const SIGNATURES: Record<IllustrationStyle, RegExp[]> = {
  watercolor: [/id="wcRough"[^>]*>.*?feDisplacementMap/],
  oil_painting: [/id="impasto"[^>]*>.*?feDiffuseLighting/, /stroke="#b8892d"/],
  '3d': [/<radialGradient id="r3[0-9a-f]{6}"/, /id="drop3d"/],
  comic_style: [/stroke="#161616" stroke-width="4"/, /<pattern id="ht[0-9a-f]{6}"/],
  crayon: [/id="crayon"[^>]*>.*?feComposite/],
  colored_pencil: [/<pattern id="hh[0-9a-f]{6}"/],
  paper_cut: [/id="paper"[^>]*>.*?feOffset/],
};

describe('offline pictures: each style looks different', () => {
  it('gives every style its own texture and a different drawing of the same page', async () => {
    const svgs = await Promise.all(ILLUSTRATION_STYLES.map(async (style) => (await picture(style, 4)).svg));
    expect(new Set(svgs).size).toBe(ILLUSTRATION_STYLES.length);
    ILLUSTRATION_STYLES.forEach((style, i) => {
      for (const marker of SIGNATURES[style]) expect(svgs[i]).toMatch(marker);
      for (const other of ILLUSTRATION_STYLES.filter((s) => s !== style)) {
        expect(SIGNATURES[other].every((marker) => marker.test(svgs[i]!))).toBe(false);
      }
    });
  });
});

describe('offline pictures: the hero keeps its colours on every page, the scene changes', () => {
  for (const style of ILLUSTRATION_STYLES) {
    it(`${style}: body and accent colours on all 15 pages`, async () => {
      const b = brief(style);
      const plan = await stories.planStory(b);
      const { bodyColor, accentColor } = plan.characterSheet;
      const svgs: string[] = [];
      for (const page of plan.pages) {
        const svg = new TextDecoder().decode((await images.illustrate(inputFor(plan, b, page.index))).body);
        expect(svg).toContain(bodyColor);
        expect(svg).toContain(accentColor);
        expect(svg.length).toBeLessThan(40 * 1024);
        svgs.push(svg);
      }
      expect(new Set(svgs).size).toBe(plan.pages.length);
    });
  }

  it('puts the title on the cover only', async () => {
    const cover = await picture('watercolor', 0);
    const page = await picture('watercolor', 5);
    expect(cover.svg).toContain(`>${cover.plan.title.split(' ')[0]}`);
    expect(page.svg).not.toContain('<text');
  });

  it('follows the brief: night, rain and a companion change the picture', async () => {
    const b = brief('3d');
    const plan = await stories.planStory(b);
    const base = inputFor(plan, b, 3);
    const draw = async (prompt: string) => new TextDecoder().decode((await images.illustrate({ ...base, prompt })).body);
    const day = await draw('Midday in a sunny meadow. Pip the hedgehog waves hello.');
    const night = await draw('Night in a sunny meadow under the moon and many stars. Pip the hedgehog thinks.');
    const rain = await draw('Cloudy afternoon with grey rain clouds in a meadow. Pip the hedgehog sits alone, looking sad.');
    const friend = await draw('Afternoon in a meadow. Pip the hedgehog meets a wise old owl, who smiles kindly.');
    expect(night).toContain('#101c40');
    expect(day).not.toContain('#101c40');
    expect(rain.match(/l-6 16/g)?.length ?? 0).toBeGreaterThan(20);
    expect(friend.length).toBeGreaterThan(day.length + 2000);
  });
});
