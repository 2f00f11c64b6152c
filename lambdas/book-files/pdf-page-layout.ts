// Where everything goes on the book's PDF pages: pure geometry over a text-measuring function, so the rules (type
// size per age, wrapping, text that continues on the next page rather than being cut) are testable without a PDF.
import type { AgeRange } from '../ports/story-model';
import { breakLines } from './pdf-line-breaks';

/** Landscape A5 in points: a picture-book shape that prints on any home printer (two to an A4 sheet). */
export const PAGE = { width: 595.28, height: 419.53 } as const;
const MARGIN = 28;
const GAP = 14;
/** The page number's baseline, in the bottom margin. */
const FOLIO_BASELINE = PAGE.height - 11;

export type FontRole = 'body' | 'title';

export interface TypeSizes {
  /** Story text. */
  body: number;
  /** One step smaller, tried before text continues on another page. */
  smaller: number;
  /** A story page's own title. */
  heading: number;
  /** The book's title on the cover. */
  cover: number;
  /** The cover's summary line. */
  summary: number;
}

/** Biggest type for the youngest readers, who are read to and follow the words with a finger. */
export const TYPE_BY_AGE: Record<AgeRange, TypeSizes> = {
  '0-3': { body: 24, smaller: 22, heading: 26, cover: 32, summary: 18 },
  '4-7': { body: 17, smaller: 16, heading: 20, cover: 28, summary: 15 },
  '8-12': { body: 12.5, smaller: 12, heading: 16, cover: 26, summary: 13 },
};

/** Under a picture, lines as wide as the page, except small type, whose lines would grow past ~75 characters. */
const LINE_WIDTH_BELOW_PICTURE: Record<AgeRange, number> = { '0-3': PAGE.width - 2 * MARGIN, '4-7': PAGE.width - 2 * MARGIN, '8-12': 440 };
/** Centred lines suit a sentence or two under a picture; longer text for older readers reads better ranged left. */
const ALIGN_BELOW_PICTURE: Record<AgeRange, 'left' | 'center'> = { '0-3': 'center', '4-7': 'center', '8-12': 'left' };

const LEADING: Record<FontRole, number> = { body: 1.4, title: 1.2 };

export type Measure = (font: FontRole, size: number, text: string) => number;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedLine {
  text: string;
  font: FontRole;
  size: number;
  /** Left end of the line (already aligned), in points from the page's left edge. */
  x: number;
  /** Baseline, in points from the page's top edge. */
  baseline: number;
}

export interface PlannedPage {
  picture?: { index: number; box: Box };
  lines: PlacedLine[];
  /** The story page's number, printed small at the foot. */
  folio?: number;
}

/** A run of text in one font and size, e.g. a page's title or its story text. */
interface TextRun {
  text: string;
  font: FontRole;
  size: number;
  align: 'left' | 'center';
}

interface RunLines {
  run: TextRun;
  lines: string[];
  lineHeight: number;
}

/**
 * Centred runs are balanced: wrapped at the narrowest width that needs no more lines, so a sentence under a picture
 * reads as two even lines rather than a full one and a stray word.
 */
function linesOf(run: TextRun, width: number, measure: Measure): string[] {
  const breakAt = (w: number) => breakLines(run.text, w, (t) => measure(run.font, run.size, t));
  const lines = breakAt(width);
  if (run.align !== 'center' || lines.length < 2) return lines;
  let [narrow, wide, best] = [width / 2, width, lines];
  for (let i = 0; i < 8; i++) {
    const middle = (narrow + wide) / 2;
    const tried = breakAt(middle);
    if (tried.length <= lines.length) [wide, best] = [middle, tried];
    else narrow = middle;
  }
  return best;
}

const wrap = (runs: TextRun[], width: number, measure: Measure): RunLines[] =>
  runs
    .filter((run) => run.text.trim())
    .map((run) => ({ run, lines: linesOf(run, width, measure), lineHeight: run.size * LEADING[run.font] }));

/** Height of the wrapped runs, with half a line between runs. */
const heightOf = (wrapped: RunLines[]): number =>
  wrapped.reduce((h, w, i) => h + w.lines.length * w.lineHeight + (i > 0 ? w.lineHeight / 2 : 0), 0);

/** Places wrapped runs from the column's top down; returns the lines that did not fit, for the next page. */
function place(wrapped: RunLines[], column: Box, measure: Measure): { placed: PlacedLine[]; rest: RunLines[] } {
  const placed: PlacedLine[] = [];
  let y = column.y;
  for (const [r, w] of wrapped.entries()) {
    if (r > 0 && placed.length) y += w.lineHeight / 2;
    for (const [i, raw] of w.lines.entries()) {
      const text = raw.trim();
      if (y + w.lineHeight > column.y + column.height + 0.01) {
        return { placed, rest: [{ ...w, lines: w.lines.slice(i) }, ...wrapped.slice(r + 1)] };
      }
      const width = measure(w.run.font, w.run.size, text);
      const x = w.run.align === 'center' ? column.x + (column.width - width) / 2 : column.x;
      // The baseline sits where the font's ascent ends within the line's height.
      placed.push({ text, font: w.run.font, size: w.run.size, x, baseline: y + (w.lineHeight + w.run.size * 0.72) / 2 });
      y += w.lineHeight;
    }
  }
  return { placed, rest: [] };
}

const fitBox = (aspect: number, maxWidth: number, maxHeight: number): { width: number; height: number } =>
  maxWidth / maxHeight > aspect ? { width: maxHeight * aspect, height: maxHeight } : { width: maxWidth, height: maxWidth / aspect };

const CONTENT: Box = { x: MARGIN, y: MARGIN, width: PAGE.width - 2 * MARGIN, height: PAGE.height - 2 * MARGIN };

/** A page's text alone: the full height, lines no longer than the age's measure, centred on the page. */
const textOnlyColumn = (width: number): Box => ({ ...CONTENT, x: (PAGE.width - width) / 2, width });

/** Text that did not fit continues on text-only pages at the same size. */
function continuation(rest: RunLines[], measure: Measure, folio: number | undefined, column: Box): PlannedPage[] {
  const pages: PlannedPage[] = [];
  // Lines were wrapped for a narrower column: wrap again for this one.
  let wrapped = wrap(rest.map((w) => ({ ...w.run, text: w.lines.join('') })), column.width, measure);
  while (wrapped.length) {
    const { placed, rest: left } = place(wrapped, column, measure);
    pages.push({ lines: placed, ...(folio ? { folio } : {}) });
    wrapped = left;
  }
  return pages;
}

interface Arrangement {
  picture: Box;
  column: Box;
}

/** Picture on top, text below: the picture as large as the text leaves room for, but never smaller than `minHeight`. */
function pictureAbove(aspect: number, textHeight: number, minHeight: number, maxHeight: number, textWidth: number): Arrangement | null {
  const room = CONTENT.height - textHeight - GAP;
  if (room < minHeight) return null;
  const { width, height } = fitBox(aspect, CONTENT.width, Math.min(room, maxHeight));
  // Picture and text together are centred on the page, so short text leaves no empty band at the foot.
  const top = CONTENT.y + (CONTENT.height - height - GAP - textHeight) / 2;
  const picture = { x: (PAGE.width - width) / 2, y: top, width, height };
  const column = { x: (PAGE.width - textWidth) / 2, y: top + height + GAP, width: textWidth, height: CONTENT.y + CONTENT.height - (top + height + GAP) };
  return { picture, column };
}

/** Picture on the left half, text in a column on the right. */
function pictureBeside(aspect: number): Arrangement {
  const { width, height } = fitBox(aspect, CONTENT.width * 0.52, CONTENT.height);
  const picture = { x: CONTENT.x, y: CONTENT.y + (CONTENT.height - height) / 2, width, height };
  const columnX = CONTENT.x + width + GAP * 1.5;
  return { picture, column: { x: columnX, y: CONTENT.y, width: CONTENT.x + CONTENT.width - columnX, height: CONTENT.height } };
}

export interface PagePlanInput {
  ageRange: AgeRange;
  /** Width ÷ height of the page's picture, absent when it has none. */
  pictureAspect?: number;
  /** Which picture (the book page's index) to draw. */
  pictureIndex: number;
  title?: string | null;
  content: string;
  folio: number;
}

/** A story page's PDF pages, with the body size and arrangement chosen for it. */
export interface StoryPagePlan {
  pages: PlannedPage[];
  bodySize: number;
  arrangement: 'picture-above' | 'picture-beside' | 'text-only';
}

/**
 * One story page: picture above the text, or beside it when the text needs more room, at the age's size; if
 * that does not fit, one size smaller; if it still does not fit, at the age's size with the rest continuing on the
 * next PDF page — type stays readable and nothing is cut.
 */
export function planStoryPage(input: PagePlanInput, measure: Measure): StoryPagePlan {
  const sizes = TYPE_BY_AGE[input.ageRange];
  const folio = input.folio;
  const runsAt = (size: number, align: 'left' | 'center'): TextRun[] => [
    ...(input.title ? [{ text: input.title, font: 'title' as const, size: Math.max(sizes.heading, size * 1.1), align }] : []),
    { text: input.content, font: 'body' as const, size, align },
  ];

  const textWidth = LINE_WIDTH_BELOW_PICTURE[input.ageRange];
  const align = ALIGN_BELOW_PICTURE[input.ageRange];
  const textOnly = textOnlyColumn(textWidth);

  if (input.pictureAspect === undefined) {
    for (const size of [sizes.body, sizes.smaller]) {
      const wrapped = wrap(runsAt(size, align), textOnly.width, measure);
      const height = heightOf(wrapped);
      if (height <= textOnly.height) {
        const column = { ...textOnly, y: textOnly.y + (textOnly.height - height) / 2, height };
        return { pages: [{ lines: place(wrapped, column, measure).placed, folio }], bodySize: size, arrangement: 'text-only' };
      }
    }
    const { placed, rest } = place(wrap(runsAt(sizes.body, align), textOnly.width, measure), textOnly, measure);
    return { pages: [{ lines: placed, folio }, ...continuation(rest, measure, folio, textOnly)], bodySize: sizes.body, arrangement: 'text-only' };
  }

  const aspect = input.pictureAspect;
  const picture = (box: Box) => ({ index: input.pictureIndex, box });
  for (const size of [sizes.body, sizes.smaller]) {
    for (const how of ['above', 'beside'] as const) {
      if (how === 'above') {
        const wrapped = wrap(runsAt(size, align), textWidth, measure);
        const arrangement = pictureAbove(aspect, heightOf(wrapped), CONTENT.height * 0.55, CONTENT.height * 0.72, textWidth);
        if (!arrangement) continue;
        const { placed } = place(wrapped, arrangement.column, measure);
        return { pages: [{ picture: picture(arrangement.picture), lines: placed, folio }], bodySize: size, arrangement: 'picture-above' };
      }
      const arrangement = pictureBeside(aspect);
      const wrapped = wrap(runsAt(size, 'left'), arrangement.column.width, measure);
      const height = heightOf(wrapped);
      if (height > arrangement.column.height) continue;
      const column = { ...arrangement.column, y: arrangement.column.y + (arrangement.column.height - height) / 2, height };
      return { pages: [{ picture: picture(arrangement.picture), lines: place(wrapped, column, measure).placed, folio }], bodySize: size, arrangement: 'picture-beside' };
    }
  }
  const arrangement = pictureBeside(aspect);
  const { placed, rest } = place(wrap(runsAt(sizes.body, 'left'), arrangement.column.width, measure), arrangement.column, measure);
  return {
    pages: [{ picture: picture(arrangement.picture), lines: placed, folio }, ...continuation(rest, measure, folio, textOnly)],
    bodySize: sizes.body,
    arrangement: 'picture-beside',
  };
}

export interface CoverPlanInput {
  ageRange: AgeRange;
  pictureAspect?: number;
  title: string;
  summary: string;
}

/** The cover: the picture large, the title under it, the summary under that; the picture gives way to long titles. */
export function planCover(input: CoverPlanInput, measure: Measure): PlannedPage[] {
  const sizes = TYPE_BY_AGE[input.ageRange];
  const runs: TextRun[] = [
    { text: input.title, font: 'title', size: sizes.cover, align: 'center' },
    { text: input.summary, font: 'body', size: sizes.summary, align: 'center' },
  ];
  const wrapped = wrap(runs, CONTENT.width * 0.9, measure);
  const height = heightOf(wrapped);
  const inset = { ...CONTENT, x: CONTENT.x + CONTENT.width * 0.05, width: CONTENT.width * 0.9 };
  if (input.pictureAspect !== undefined) {
    const arrangement = pictureAbove(input.pictureAspect, height, CONTENT.height * 0.4, CONTENT.height * 0.7, inset.width);
    if (arrangement) {
      const column = { ...inset, y: arrangement.column.y, height: arrangement.column.height };
      return [{ picture: { index: 0, box: arrangement.picture }, lines: place(wrapped, column, measure).placed }];
    }
  }
  if (height <= CONTENT.height) {
    return [{ lines: place(wrapped, { ...inset, y: CONTENT.y + (CONTENT.height - height) / 2, height }, measure).placed }];
  }
  const { placed, rest } = place(wrapped, inset, measure);
  return [{ lines: placed }, ...continuation(rest, measure, undefined, inset)];
}

/** "The End", centred, in the book's language. */
export function planEnd(words: string, ageRange: AgeRange, measure: Measure): PlannedPage {
  const size = TYPE_BY_AGE[ageRange].cover;
  const width = measure('title', size, words);
  return { lines: [{ text: words, font: 'title', size, x: (PAGE.width - width) / 2, baseline: PAGE.height / 2 + size * 0.35 }] };
}

/** Where a page number is printed. */
export const folioAt = (text: string, measure: Measure): PlacedLine => {
  const size = 9;
  return { text, font: 'body', size, x: (PAGE.width - measure('body', size, text)) / 2, baseline: FOLIO_BASELINE };
};
