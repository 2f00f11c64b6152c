// Which shape tells an idea, and how its beats stretch or shrink to the number of pages asked for.
import type { IdeaBrief } from '../../brief/types';
import type { AgeBand } from '../types';
import { ARC_SHAPE, INTERLUDES } from './arc';
import type { Beat, Shape } from './beat';
import { EXPLAINER_SHAPES } from './explainers';
import { SITUATION_SHAPES } from './situations';

const SHAPES = new Map([...SITUATION_SHAPES, ...EXPLAINER_SHAPES, ARC_SHAPE].map((s) => [s.key, s]));

export function shapeFor(brief: IdeaBrief): Shape {
  return (brief.situation && SHAPES.get(brief.situation)) || ARC_SHAPE;
}

/** Exactly `pages` beats, none twice: optional beats dropped (highest opt first), quiet interludes added in the middle. */
export function fitBeats(shape: Shape, band: AgeBand, pages: number): Beat[] {
  const beats = shape.beats.filter((x) => band === 'older' || !x.older);
  while (beats.length > pages) {
    let drop = -1;
    beats.forEach((x, i) => {
      if (x.opt !== undefined && (drop < 0 || x.opt >= beats[drop]!.opt!) && !(band === 'older' && x.older)) drop = i;
    });
    if (drop < 0) drop = beats.findIndex((x) => x.older);
    if (drop < 0) drop = beats.length - 2;
    beats.splice(drop, 1);
  }
  let added = 0;
  while (beats.length < pages && added < INTERLUDES.length) {
    const id = INTERLUDES[added]!;
    // Spread the interludes over the middle, never first or last.
    const at = 1 + Math.floor(((added * 2 + 1) * (beats.length - 1)) / (INTERLUDES.length * 2));
    const near = beats[Math.max(0, at - 1)]!;
    beats.splice(at, 0, { id, mood: near.mood === 'sad' ? 'calm' : near.mood, action: 'a quiet moment', opt: 9 });
    added++;
  }
  return beats;
}
