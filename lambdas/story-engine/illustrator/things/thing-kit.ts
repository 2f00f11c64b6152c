// What every drawn thing declares: its drawing, its size beside a child about 215 units tall, and where on the page
// it belongs. Drawings stand on y = 0, centred on x = 0, in true colours (each style restyles them), with no face:
// a thing is not a character.
import type { Node } from '../svg-kit';

/**
 * Where a thing goes: held in the hero's hand (its y = 0 at the hand), standing on the ground beside the figures,
 * small on the ground in front of them, in the air around the hero, up in the sky, or far behind on the horizon.
 */
export type ThingPlace = 'hand' | 'ground' | 'front' | 'air' | 'sky' | 'far';

export interface ThingDrawing {
  at: ThingPlace;
  w: number;
  h: number;
  draw: () => Node[];
  /** The drawing's own name where it is not the thing's ("bowl" for porridge, "flashlight" for a torch). */
  as?: string;
  /** Hangs from above on a string (a lantern): drawn from the top of the picture, indoors too. */
  hangs?: boolean;
}

export const INK = '#2b2233';
export const WOOD = '#a8743f';
export const GOLD = '#f4c430';
export const PAPER = '#fff8e7';
