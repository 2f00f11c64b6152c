// The wish or problem arc, for ideas with no situation: a hero, what they want or what troubles them, a way there.
import { b, twist, type Shape } from './beat';

export const ARC_SHAPE: Shape = { key: 'arc', at: 'a sunny meadow', beats: [
  { ...b('arc.open', 'happy', 'at home in its favourite place'), home: true }, b('arc.want', 'curious', 'dreaming and looking into the distance'),
  b('arc.go', 'brave', 'setting off on a journey', 3), b('arc.hard', 'worried', 'facing a difficult moment', 2),
  twist('arc.twist', 'worried', 'facing a second, bigger obstacle'), b('arc.help', 'warm', 'getting help from a friend', 4),
  b('arc.turn', 'brave', 'trying again with new courage', 5), b('arc.reach', 'happy', 'reaching the goal at last'),
  { ...b('arc.end', 'warm', 'home again, happy and proud', 1), home: true },
] };

/** Quiet in-between beats that fit any story; used to stretch a shape to many pages, each at most once. */
export const INTERLUDES = ['i.notice', 'i.talk', 'i.rest', 'i.think', 'i.small', 'i.window', 'i.hand', 'i.tomorrow'] as const;
