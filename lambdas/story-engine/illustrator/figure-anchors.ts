// Where the parts of a drawn figure are, in its own units (feet on y = 0): the head, the shoulders, the hips and the
// hands for its pose, so aids can be put on it and things in its hand.
import { frameFor, hands, planFor } from './body-plans';
import type { Drawer } from './figure-drawers';
import { FRAMES, handAt } from './people';
import type { Pose } from './pose';

export interface Anchors {
  headY: number;
  headR: number;
  shoulderY: number;
  /** Half the body's width. */
  bodyRx: number;
  /** Where the body meets the legs. */
  hipY: number;
  /** Left and right hand. */
  hands: [[number, number], [number, number]];
}

const PERSON_LIKE: Record<string, 'child' | 'adult'> = { 'creature/fairy': 'child', 'creature/mermaid': 'child', 'creature/elf': 'child', 'toy/doll': 'child', 'creature/giant': 'adult' };
const PLANNED: Record<string, string> = { 'robot/robot': 'robot', 'toy/teddy bear': 'bear', 'toy/toy rabbit': 'rabbit', 'animal/general': 'critter', 'creature/general': 'critter' };

export function anchorsOf(drawer: Drawer, pose: Pose): Anchors {
  const [sort, what = ''] = drawer.drawnAs.split('/');
  const age = sort === 'child' || sort === 'adult' || sort === 'elder' ? sort : PERSON_LIKE[drawer.drawnAs];
  if (age) {
    const f = FRAMES[age];
    return { headY: f.headY, headR: f.headR, shoulderY: f.shoulderY, bodyRx: f.bodyRx, hipY: f.bodyCy + f.bodyRy * 0.5, hands: [handAt(pose, 0, f, age), handAt(pose, 1, f, age)] };
  }
  if (sort === 'baby') {
    const up = pose === 'cheer' || pose === 'wave';
    return { headY: -104, headR: 42, shoulderY: -60, bodyRx: 36, hipY: -10, hands: [[-46, up ? -98 : -30], [46, up ? -98 : -30]] };
  }
  if ((sort === 'animal' || sort === 'creature' || drawer.drawnAs in PLANNED) && what !== 'ghost') {
    const f = frameFor(planFor(PLANNED[drawer.drawnAs] ?? what));
    return { headY: f.headY, headR: f.headR, shoulderY: f.shoulderY, bodyRx: f.bodyRx, hipY: f.bodyCy + f.bodyRy * 0.5, hands: hands[pose] };
  }
  // A vehicle, a thing or a cloud: its top part stands for a head, its sides for hands.
  const { width: w, height: h } = drawer;
  return { headY: -h * 0.62, headR: h * 0.14, shoulderY: -h * 0.45, bodyRx: w * 0.25, hipY: -h * 0.2, hands: [[-w * 0.38, -h * 0.35], [w * 0.38, -h * 0.35]] };
}
