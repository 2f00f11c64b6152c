// Page length by age: 0–3 one or two short sentences, 4–7 a few, 8–12 a paragraph of 70–120 words.
import type { AgeRange } from '../../ports/story-model';
import type { AgeBand } from './types';

export const BAND_OF: Record<AgeRange, AgeBand> = { '0-3': 'tiny', '4-7': 'young', '8-12': 'older' };

/** Words a page aims for: [fewest, most]; the writer stops adding lines at the target and never passes the most. */
export const PAGE_WORDS: Record<AgeBand, { fewest: number; target: number; most: number }> = {
  tiny: { fewest: 3, target: 12, most: 24 },
  young: { fewest: 22, target: 34, most: 66 },
  older: { fewest: 74, target: 80, most: 116 },
};
