import { describe, expect, it } from 'vitest';
import { designHero, renderPicture } from '../../../lambdas/story-engine/illustrator';
import { describePicture } from '../../../lambdas/story-engine/picture';
import type { WrittenBook } from '../../../lambdas/story-engine/writer';
import { compositionOf, drawnFigures, MAYA, page } from './picture-facts';
import { DEV_IDEAS, writeDevBook } from './written-books';

/** Each page's SVG, drawn as the offline image model draws a written book. */
function drawBook(book: WrittenBook, bookId: string): string[] {
  const sheet = designHero(book.pages[0]!.picture.figures[0]!, 'playful_funny', bookId);
  return book.pages.map((p) => renderPicture({
    bookId, index: p.index, style: 'crayon', prompt: describePicture(p.picture), characterSheet: sheet, picture: p.picture, isCover: p.index === 0, title: book.title,
  }));
}

describe('a book of 8 pages or more has three compositions', () => {
  it('frames the story pages of every dev book, 8, 10 or 12 pages long, in three shots or more, never the same shot twice in a row', async () => {
    for (const [i, [language, idea]] of DEV_IDEAS.entries()) {
      const pageCount = [8, 10, 12][i % 3]!;
      const svgs = drawBook(await writeDevBook(language, idea, pageCount), `dev-${language}`);
      const shots = svgs.slice(1).map((svg) => compositionOf(svg));
      expect(new Set(shots).size, `${language}: ${shots.join(', ')}`).toBeGreaterThanOrEqual(3);
      shots.slice(1).forEach((shot, k) => expect(shot, `${language} page ${k + 2}`).not.toBe(shots[k]));
    }
  });

  it('varies the shot even when every page is the same field with the same hero', () => {
    const svgs = Array.from({ length: 8 }, (_, i) => renderPicture({
      bookId: 'same-field', index: i + 1, style: 'comic_style', prompt: 'a page', characterSheet: designHero(MAYA, 'playful_funny', 'same-field'),
      picture: page('a sunny meadow', [MAYA]), isCover: false,
    }));
    expect(new Set(svgs.map(compositionOf)).size).toBeGreaterThanOrEqual(3);
    // Seen close up the hero is bigger, seen from afar smaller.
    const scaleIn = (shot: string) => drawnFigures(svgs.find((svg) => compositionOf(svg) === shot)!)[0]!.scale;
    expect(scaleIn('close')).toBeGreaterThan(scaleIn('middle'));
    expect(scaleIn('wide')).toBeLessThan(scaleIn('middle'));
  });

  it('draws the cover in the middle shot, and the same book in the same shots every time', async () => {
    const book = await writeDevBook('english', DEV_IDEAS[0]![1], 10);
    const [first, again] = [drawBook(book, 'dev-same'), drawBook(book, 'dev-same')];
    expect(compositionOf(first[0]!)).toBe('middle');
    expect(first.map(compositionOf)).toEqual(again.map(compositionOf));
  });
});
