// Every thing the illustrator can draw, by its English thing key (the keys of the page-thing words).
import { AID_THINGS } from './aid-things';
import { FESTIVE_THINGS } from './festive-things';
import { FOOD_THINGS } from './food-things';
import { HOME_THINGS } from './home-things';
import { OUTDOOR_THINGS } from './outdoor-things';
import { PLAY_THINGS } from './play-things';
import type { ThingDrawing } from './thing-kit';

export type { ThingDrawing, ThingPlace } from './thing-kit';

export const THING_DRAWINGS: Readonly<Record<string, ThingDrawing>> = {
  ...HOME_THINGS, ...FOOD_THINGS, ...PLAY_THINGS, ...OUTDOOR_THINGS, ...FESTIVE_THINGS, ...AID_THINGS,
};
