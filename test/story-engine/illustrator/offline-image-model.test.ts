import { describe, expect, it } from 'vitest';
import { OfflineImageModel } from '../../../lambdas/adapters/ai/offline-image-model';
import { PICTURE_SIZE } from '../../../lambdas/ports/image-model';
import { ILLUSTRATION_STYLES, type IllustrationStyle } from '../../../lambdas/ports/story-model';
import { renderPicture } from '../../../lambdas/story-engine/illustrator';
import { pngSize } from '../../support/png-header';
import { figure, input, MAYA, page } from './picture-facts';
import { xmlProblems } from './xml-well-formed';

const images = new OfflineImageModel();

const GRANDMA = figure('grandmother', 'person-elder', { name: 'Rose', gender: 'female' });

/** Pages that between them use every kind of backdrop and figure the styles have to paint. */
const PAGES = [
  page('a warm kitchen', [MAYA, GRANDMA], 'happy', 'baking cookies together on a rainy afternoon', true),
  page('a farm', [MAYA, figure('tractor', 'vehicle'), figure('cow', 'animal')], 'happy'),
  page('a cosy home', [MAYA, figure('mother', 'person-adult'), figure('dog', 'animal', { remembered: true })], 'warm'),
  page('a bedroom at night', [MAYA, figure('teddy bear', 'toy')], 'sleepy'),
  page('a busy harbour', [MAYA, figure('tugboat', 'vehicle')], 'brave'),
  page('a dentist’s room', [MAYA, figure('dentist', 'person-adult')], 'worried'),
];

describe('offline pictures: PNG at the size every provider delivers', () => {
  for (const style of ILLUSTRATION_STYLES) {
    it(`${style}: a ${PICTURE_SIZE.width} × ${PICTURE_SIZE.height} PNG, cover, room and landscape, under 700 KB`, async () => {
      for (const [i, picture] of [PAGES[0]!, PAGES[1]!, PAGES[3]!].entries()) {
        const png = await images.illustrate(input(picture, style, i));
        expect(png.contentType).toBe('image/png');
        expect(png.extension).toBe('png');
        expect(pngSize(png.body)).toEqual(PICTURE_SIZE);
        expect(png.body.byteLength).toBeLessThan(700 * 1024);
      }
    });
  }

  it('draws identical bytes for the same input, in another illustrator too', async () => {
    const [a, again] = await Promise.all([images.illustrate(input(PAGES[2]!, 'watercolor')), new OfflineImageModel().illustrate(input(PAGES[2]!, 'watercolor'))]);
    expect(Buffer.from(again.body).equals(Buffer.from(a.body))).toBe(true);
  });
});

describe('offline drawings: valid, small SVG with no text to rasterise', () => {
  for (const style of ILLUSTRATION_STYLES) {
    it(`${style}: well-formed SVG under 120 KB for rooms, landscapes and crowds, with no <text> (resvg has no fonts)`, () => {
      for (const [i, picture] of PAGES.entries()) {
        const svg = renderPicture(input(picture, style, i));
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

  it('escapes the title in the picture\'s label', () => {
    const svg = renderPicture({ ...input(PAGES[0]!, 'comic_style', 0), title: 'Pip & <"Moon">' });
    expect(xmlProblems(svg)).toEqual([]);
    expect(svg).toContain('aria-label="Pip &amp; &lt;&quot;Moon&quot;&gt;"');
  });

  it('draws a speech bubble mark and the panel number as shapes in comic style', () => {
    const svg = renderPicture(input(PAGES[1]!, 'comic_style', 6));
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
  it('gives every style its own texture and a different drawing of the same page', () => {
    for (const picture of [PAGES[1]!, PAGES[0]!]) {
      const svgs = ILLUSTRATION_STYLES.map((style) => renderPicture(input(picture, style, 4)));
      expect(new Set(svgs).size).toBe(ILLUSTRATION_STYLES.length);
      ILLUSTRATION_STYLES.forEach((style, i) => {
        for (const marker of SIGNATURES[style]) expect(svgs[i]).toMatch(marker);
        for (const other of ILLUSTRATION_STYLES.filter((s) => s !== style)) {
          expect(SIGNATURES[other].every((marker) => marker.test(svgs[i]!))).toBe(false);
        }
      });
    }
  });
});
