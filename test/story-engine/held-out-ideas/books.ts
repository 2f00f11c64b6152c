// Writes each held-out idea with the offline engine, as the offline story and image models do, and reads back what
// each page's SVG says it drew.
import type { StoryTone } from '../../../lambdas/ports/story-model';
import { readBrief } from '../../../lambdas/story-engine/brief';
import { designHero, renderPicture } from '../../../lambdas/story-engine/illustrator';
import { describePicture } from '../../../lambdas/story-engine/picture';
import { loadPack, writeBookWith, type WrittenBook } from '../../../lambdas/story-engine/writer';
import type { HeldOutBook, PictureRecord } from './checker';
import type { HeldOutIdea } from './types';
import { readingTools } from '../../support/reading-tools';

/** The corpus gives no tone (the request's other field); one is chosen from what the idea covers, the same every run. */
export function toneFor(idea: HeldOutIdea): StoryTone {
  if (idea.question) return 'educational';
  if (idea.covers.includes('holiday') || idea.covers.includes('family')) return 'heartwarming';
  if (idea.covers.includes('trouble')) return 'daily_life_basics';
  if (idea.covers.includes('goal')) return 'adventurous';
  return 'playful_funny';
}

/** The book id: the offline engine is deterministic per book id. */
export const seedFor = (idea: HeldOutIdea) => `held-out-${idea.id}`;

export async function writeHeldOut(idea: HeldOutIdea): Promise<WrittenBook> {
  const { language, ageRange, pageCount } = idea.request;
  const tone = toneFor(idea);
  const brief = readBrief(idea.idea, { language, tone, ageRange }, readingTools);
  return writeBookWith(await loadPack(language), brief, { language, tone, ageRange, pageCount, seed: seedFor(idea) });
}

/** The SVG's own record of what it drew. */
export function readRecord(svg: string): PictureRecord {
  const figures = [...svg.matchAll(/data-figure="([^"]*)" data-drawn-as="([^"]*)"/g)].map((m) => ({ thing: m[1]!, drawnAs: m[2]! }));
  const setting = /data-setting="([^"]+)"/.exec(svg)?.[1];
  const things = [...svg.matchAll(/data-thing="([^"]*)" data-drawn-as="([^"]*)"(?: data-on="([^"]*)")?/g)]
    .map((m) => ({ thing: m[1]!, drawnAs: m[2]!, ...(m[3] ? { on: m[3] } : {}) }));
  const composition = /data-composition="([^"]+)"/.exec(svg)?.[1];
  return { ...(setting ? { setting } : {}), figures, ...(things.length > 0 ? { things } : {}), ...(composition ? { composition } : {}) };
}

export function drawPages(idea: HeldOutIdea, book: WrittenBook): PictureRecord[] {
  const seed = seedFor(idea);
  const sheet = designHero(book.pages[0]!.picture.figures[0]!, toneFor(idea), seed);
  return book.pages.map((page) => readRecord(renderPicture({
    bookId: seed, index: page.index, style: idea.request.style, prompt: describePicture(page.picture),
    characterSheet: sheet, picture: page.picture, isCover: page.index === 0, title: book.title,
  })));
}

export function asHeldOutBook(idea: HeldOutIdea, book: WrittenBook, records: readonly PictureRecord[]): HeldOutBook {
  return {
    ideaId: idea.id, language: idea.request.language, tone: toneFor(idea), ageRange: idea.request.ageRange,
    title: book.title, summary: book.summary,
    pages: book.pages.slice(1).map((p, i) => ({ text: p.text, drawn: records[i + 1] ?? { figures: [] } })),
    cast: book.cast.map((m) => ({ ...(m.name ? { name: m.name } : {}), label: m.label, kind: m.kind, thing: m.thing })),
  };
}
