import { describe, expect, it } from 'vitest';
import { renderIllustration } from '../../../lambdas/adapters/ai/illustration/render-svg';
import { OfflineImageModel } from '../../../lambdas/adapters/ai/offline-image-model';
import { OfflineStoryModel } from '../../../lambdas/adapters/ai/offline-story-model';
import { PICTURE_SIZE, type IllustrateInput } from '../../../lambdas/ports/image-model';
import {
  ILLUSTRATION_STYLES, illustrationPromptFor, type IllustrationStyle, type StoryBrief, type StoryPlan,
} from '../../../lambdas/ports/story-model';
import { pngSize } from '../../support/png-header';
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

/** The SVG the offline illustrator draws before rasterising it. */
async function drawing(style: IllustrationStyle, index: number, overrides: Partial<StoryBrief> = {}) {
  const b = brief(style, overrides);
  const plan = await stories.planStory(b);
  return { plan, svg: renderIllustration(inputFor(plan, b, index)) };
}

describe('offline pictures: PNG at the size every provider delivers', () => {
  for (const style of ILLUSTRATION_STYLES) {
    it(`${style}: a ${PICTURE_SIZE.width} × ${PICTURE_SIZE.height} PNG, cover and page, under 700 KB`, async () => {
      const b = brief(style);
      const plan = await stories.planStory(b);
      for (const index of [0, 6]) {
        const picture = await images.illustrate(inputFor(plan, b, index));
        expect(picture.contentType).toBe('image/png');
        expect(picture.extension).toBe('png');
        expect(pngSize(picture.body)).toEqual(PICTURE_SIZE);
        expect(picture.body.byteLength).toBeLessThan(700 * 1024);
      }
    });
  }

  it('draws identical bytes for the same input, in another illustrator too', async () => {
    const b = brief('watercolor');
    const plan = await stories.planStory(b);
    const [a, again] = await Promise.all([images.illustrate(inputFor(plan, b, 3)), new OfflineImageModel().illustrate(inputFor(plan, b, 3))]);
    expect(Buffer.from(again.body).equals(Buffer.from(a.body))).toBe(true);
  });
});

describe('offline drawings: valid, small SVG with no text to rasterise', () => {
  for (const style of ILLUSTRATION_STYLES) {
    it(`${style}: well-formed SVG under 120 KB, cover and pages, with no <text> (resvg has no fonts)`, async () => {
      for (const index of [0, 6, 14]) {
        const { svg } = await drawing(style, index);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600"')).toBe(true);
        expect(xmlProblems(svg)).toEqual([]);
        expect(svg.length).toBeLessThan(120 * 1024);
        expect(svg).not.toMatch(/<text|<tspan|font-family/);
        // Every gradient, pattern, mask and filter a shape points to is defined, and so is every href.
        const ids = new Set([...svg.matchAll(/ id="([\w-]+)"/g)].map((m) => m[1]));
        for (const [, ref] of svg.matchAll(/url\(#([\w-]+)\)/g)) expect(ids).toContain(ref);
        for (const [, ref] of svg.matchAll(/href="#([\w-]+)"/g)) expect(ids).toContain(ref);
      }
    });
  }

  it('escapes the title in the picture\'s label', async () => {
    const b = brief('comic_style');
    const plan = await stories.planStory(b);
    const svg = renderIllustration({ ...inputFor(plan, b, 0), title: 'Pip & <"Moon">' });
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain('aria-label="Pip &amp; &lt;&quot;Moon&quot;&gt;"');
  });

  it('draws a speech bubble mark and the panel number as shapes in comic style', async () => {
    const { svg } = await drawing('comic_style', 6);
    expect(svg).toMatch(/<rect x="26" y="26" width="\d+" height="46" fill="#ffe45c"/);
    expect(svg).not.toMatch(/<text/);
  });
});

// Markers per style: the pattern, filter or gradient that gives it its look.
const SIGNATURES: Record<IllustrationStyle, RegExp[]> = {
  watercolor: [/<radialGradient id="wcb[0-9a-f]{6}"/, /<pattern id="wcGrain"/],
  oil_painting: [/<pattern id="impasto"/, /stroke="#b8892d"/],
  '3d': [/<radialGradient id="r3[0-9a-f]{6}"/, /id="drop3d"[^>]*>.*?feDropShadow/],
  comic_style: [/stroke="#161616" stroke-width="4"/, /<pattern id="ht[0-9a-f]{6}"/],
  crayon: [/<pattern id="crayonPaper"/, /tableValues="0 0 0 0 0 0 0 0 0 1 1 1 1 1 1 1"/],
  colored_pencil: [/<pattern id="hh[0-9a-f]{6}"/],
  paper_cut: [/id="paper"[^>]*>.*?feDropShadow/, /stroke="#1b1430" stroke-width="11"/],
};

describe('offline drawings: each style looks different', () => {
  it('gives every style its own texture and a different drawing of the same page', async () => {
    const svgs = await Promise.all(ILLUSTRATION_STYLES.map(async (style) => (await drawing(style, 4)).svg));
    expect(new Set(svgs).size).toBe(ILLUSTRATION_STYLES.length);
    ILLUSTRATION_STYLES.forEach((style, i) => {
      for (const marker of SIGNATURES[style]) expect(svgs[i]).toMatch(marker);
      for (const other of ILLUSTRATION_STYLES.filter((s) => s !== style)) {
        expect(SIGNATURES[other].every((marker) => marker.test(svgs[i]!))).toBe(false);
      }
    });
  });
});

describe('offline drawings: the hero keeps its colours on every page, the scene changes', () => {
  for (const style of ILLUSTRATION_STYLES) {
    it(`${style}: body and accent colours on all 15 pages`, async () => {
      const b = brief(style);
      const plan = await stories.planStory(b);
      const { bodyColor, accentColor } = plan.characterSheet;
      const svgs: string[] = [];
      for (const page of plan.pages) {
        const svg = renderIllustration(inputFor(plan, b, page.index));
        expect(svg).toContain(bodyColor);
        expect(svg).toContain(accentColor);
        expect(svg.length).toBeLessThan(120 * 1024);
        svgs.push(svg);
      }
      expect(new Set(svgs).size).toBe(plan.pages.length);
    });
  }

  it('follows the brief: night, rain and a companion change the picture', async () => {
    const b = brief('3d');
    const plan = await stories.planStory(b);
    const base = inputFor(plan, b, 3);
    const draw = async (prompt: string) => renderIllustration({ ...base, prompt });
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
