// How a page is framed, so a book does not show the same shot on every page: the figures in the middle, seen from
// further away and small on one third, close up and big with their feet out of the frame, or on one side with the
// page's things beside them. Each book steps through the four from its own starting point, page by page.
import { seededRandom } from '../seeded-random';

export type CompositionName = 'middle' | 'wide' | 'close' | 'side' | 'in bed';

export interface Composition {
  name: CompositionName;
  /** How much bigger (or smaller) the figures are drawn than in the middle shot. */
  zoom: number;
  /** Where the figures' feet are. */
  groundY: number;
  /** Where the group of figures is centred, left to right (the middle shot moves a lone figure from page to page). */
  centre?: number;
  /** How wide the group of figures may be. */
  room: number;
}

const ORDER: readonly Exclude<CompositionName, 'in bed'>[] = ['middle', 'wide', 'close', 'side'];

/** The shot a page is drawn in: the cover in the middle, story pages in turn from the book's own starting point. */
export function compositionFor(bookId: string, index: number, cover: boolean): Composition {
  if (cover) return { name: 'middle', zoom: 1, groundY: 565, room: 700 };
  const start = seededRandom(bookId, 'composition').int(0, ORDER.length - 1);
  const name = ORDER[(start + index) % ORDER.length]!;
  const left = Math.floor(index / ORDER.length) % 2 === 0;
  switch (name) {
    case 'wide': return { name, zoom: 0.72, groundY: 500, centre: left ? 270 : 530, room: 420 };
    case 'close': return { name, zoom: 1.3, groundY: 640, centre: left ? 370 : 430, room: 740 };
    case 'side': return { name, zoom: 1, groundY: 545, centre: left ? 270 : 530, room: 460 };
    default: return { name, zoom: 1, groundY: 545, room: 700 };
  }
}
