// Which shape tells an idea, and how its beats stretch or shrink to the number of pages asked for.
import type { IdeaBrief, QuestionKey } from '../../brief/types';
import type { AgeBand } from '../types';
import { ARC_SHAPE, INTERLUDES } from './arc';
import type { Beat, Shape } from './beat';
import { EXPLAINER_SHAPES, FIND_OUT_SHAPE, QUESTION_SHAPES } from './explainers';
import { SITUATION_SHAPES } from './situations';

const SHAPES = new Map([...SITUATION_SHAPES, ...EXPLAINER_SHAPES, ...QUESTION_SHAPES, FIND_OUT_SHAPE, ARC_SHAPE].map((s) => [s.key, s]));

// The explainer for each question key that has one beyond the three the situations name.
const QUESTION_SHAPE: Partial<Record<QuestionKey, string>> = {
  'moon-phases': 'question-moon', night: 'question-night', stars: 'question-stars', sunset: 'question-sunset', seasons: 'question-seasons',
  'dark-early': 'question-dark-early', snow: 'question-snow', rainbow: 'question-rainbow', thunder: 'question-thunder',
  'autumn-leaves': 'question-leaves', 'salty-sea': 'question-salty-sea', volcano: 'question-volcano', babies: 'question-babies',
  sleep: 'question-sleep', 'lose-teeth': 'question-teeth',
};
// Keys read only from words that ask exactly this: their question outweighs the situation the idea also names
// ("why do we need to sleep" is not a bedtime story). The older keys match looser words and yield to a situation.
const PLAIN_QUESTIONS: ReadonlySet<QuestionKey> = new Set(['moon-phases', 'sunset', 'dark-early', 'autumn-leaves', 'salty-sea', 'volcano', 'babies', 'sleep', 'lose-teeth']);
const GRIEF = new Set(['pet-died', 'grandparent-died']);

/** The situation's shape; else the question's explainer; a question no key answers is found out together; else the arc. */
export function shapeFor(brief: IdeaBrief): Shape {
  const asked = brief.question ? QUESTION_SHAPE[brief.question] : undefined;
  if (asked && PLAIN_QUESTIONS.has(brief.question!) && !GRIEF.has(brief.situation ?? '')) return SHAPES.get(asked)!;
  const situation = brief.situation && SHAPES.get(brief.situation);
  if (situation) return situation;
  if (asked) return SHAPES.get(asked)!;
  // "Where is Teddy? He got lost in the park": a question beside a trouble or a wish opens a story, it asks no answer.
  const story = brief.problem !== undefined || brief.wishes.some((wish) => !wish.negated);
  if (brief.question || (brief.asked && !story)) return FIND_OUT_SHAPE;
  return ARC_SHAPE;
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
