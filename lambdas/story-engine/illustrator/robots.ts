// The robots of a story: a walking robot (from the body plans) and a rover on wheels with a camera head.
import { drawCharacter } from './body-plans';
import { friendlyFace } from './friendly-face';
import type { Look } from './looks';
import type { Pose } from './pose';
import { circle, darken, group, lighten, line, rect, type Group } from './svg-kit';

export function drawRobot(thing: string, look: Look, pose: Pose): Group {
  if (thing !== 'rover') return drawCharacter({ ...look, kind: 'robot' }, pose);
  const b = look.body;
  return group([
    ...[-90, -30, 30, 90].flatMap((x) => [circle(x, -30, 30, '#3d3a44'), circle(x, -30, 12, '#9aa3b0', 'detail')]),
    rect(-120, -110, 240, 64, b, 'solid', { rx: 12 }), rect(-100, -100, 90, 20, '#3a6fc4', 'detail', { rx: 3 }),
    line('M-20 -110 V-170', darken(b, 0.3), 10),
    rect(-70, -240, 110, 76, lighten(b, 0.2), 'solid', { rx: 20 }),
    line('M40 -110 L110 -170 L130 -150', darken(b, 0.25), 8),
    ...friendlyFace(-15, -206, 0.9, pose, 40),
  ]);
}
