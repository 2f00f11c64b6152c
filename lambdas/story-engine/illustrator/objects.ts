// Things that are characters in a story (a lighthouse, a crayon, a sock, a snowman, a kite, a balloon) and toys, each
// with a friendly face. Base on y = 0, centred on x = 0.
import { drawCharacter } from './body-plans';
import { friendlyFace } from './friendly-face';
import type { Look } from './looks';
import type { Pose } from './pose';
import { circle, darken, ellipse, group, lighten, line, path, polygon, rect, type Group, type Node } from './svg-kit';
import { drawVehicle } from './vehicles';

const OBJECTS: Record<string, (look: Look, pose: Pose) => Node[]> = {
  lighthouse: (look, pose) => [
    path('M-60 0 L-40 -260 L40 -260 L60 0 Z', '#fbfbf7'),
    path('M-56 -40 L-52 -90 L52 -90 L56 -40 Z M-48 -150 L-45 -195 L45 -195 L48 -150 Z', look.accent === '#fbfbf7' ? '#e63946' : '#e63946'),
    rect(-34, -300, 68, 42, '#fff3b0', 'glow'), circle(0, -279, 40, '#fff3b0', 'glow', { opacity: 0.35 }),
    path('M-44 -300 L0 -340 L44 -300 Z', '#2f3e57'), rect(-50, -262, 100, 8, '#2f3e57'),
    rect(-14, -40, 28, 40, '#8b5a3c', 'detail', { rx: 12 }),
    ...friendlyFace(0, -124, 0.9, pose, 34),
  ],
  crayon: (look, pose) => [
    rect(-40, -230, 80, 230, look.body, 'solid', { rx: 8 }), polygon([[-40, -230], [0, -300], [40, -230]], lighten(look.body, 0.35)),
    polygon([[-14, -276], [0, -300], [14, -276]], look.body, 'detail'),
    rect(-40, -200, 80, 26, darken(look.body, 0.25), 'detail'), rect(-40, -40, 80, 26, darken(look.body, 0.25), 'detail'),
    ...friendlyFace(0, -120, 0.95, pose, 34),
  ],
  sock: (look, pose) => [
    path('M-40 -250 L40 -250 L40 -80 Q40 -10 -20 -4 L-110 -4 Q-140 -30 -110 -56 L-40 -80 Z', look.body),
    rect(-44, -262, 88, 30, lighten(look.body, 0.5), 'solid', { rx: 6 }),
    line('M-40 -200 H40 M-40 -170 H40', lighten(look.body, 0.5), 8),
    ...friendlyFace(0, -126, 0.9, pose, 32),
  ],
  snowman: (look, pose) => [
    circle(0, -64, 66, '#ffffff'), circle(0, -168, 50, '#ffffff'), circle(0, -250, 38, '#ffffff'),
    rect(-30, -306, 60, 34, '#2b2233', 'solid', { rx: 4 }), rect(-44, -278, 88, 10, '#2b2233'),
    rect(-44, -218, 88, 18, look.accent, 'solid', { rx: 8 }), rect(16, -210, 16, 50, look.accent, 'solid', { rx: 6 }),
    line('M-44 -170 L-110 -210 M44 -170 L110 -220', '#8b5a3c', 6),
    circle(0, -150, 5, '#2b2233', 'detail'), circle(0, -120, 5, '#2b2233', 'detail'),
    ...friendlyFace(0, -262, 0.7, pose, 30), polygon([[0, -252], [30, -246], [0, -242]], '#ff8c42', 'detail'),
  ],
  kite: (look, pose) => [
    line('M0 -120 q30 60 -10 120', '#6b6b6b', 2),
    polygon([[0, -300], [90, -210], [0, -110], [-90, -210]], look.body),
    polygon([[0, -300], [90, -210], [0, -210]], look.accent, 'detail'),
    line('M0 -110 q14 26 -6 46 q-16 22 6 40', '#6a4c93', 3),
    ...friendlyFace(0, -210, 0.9, pose, 34),
  ],
  balloon: (look, pose) => [
    line('M0 -120 q-20 50 6 120', '#777777', 2),
    ellipse(0, -210, 76, 92, look.body), polygon([[-10, -116], [10, -116], [0, -130]], darken(look.body, 0.15)),
    ellipse(-30, -250, 12, 22, '#ffffff', 'glow', { opacity: 0.5 }),
    ...friendlyFace(0, -210, 0.95, pose, 34),
  ],
  box: (look, pose) => [
    rect(-80, -170, 160, 170, look.body, 'solid', { rx: 16 }), rect(-80, -170, 160, 30, darken(look.body, 0.12), 'detail', { rx: 12 }),
    ...friendlyFace(0, -90, 1, pose, 38),
  ],
};

export const OBJECT_THINGS = Object.keys(OBJECTS);

export function drawObject(thing: string, look: Look, pose: Pose): Group {
  return group((OBJECTS[thing] ?? OBJECTS.box!)(look, pose));
}

/** A toy: a teddy or toy rabbit (stitched, with a bow), a puppet on a hand, a ball and blocks for any other toy. */
export function drawToy(thing: string, look: Look, pose: Pose): Group {
  if (thing === 'teddy bear' || thing === 'toy rabbit') {
    const animal = drawCharacter({ ...look, kind: thing === 'teddy bear' ? 'bear' : 'rabbit', outfit: '', feature: '' }, pose);
    return group([
      animal,
      circle(-20, -70, 12, lighten(look.body, 0.35), 'detail'), line('M-26 -76 l12 12 M-14 -76 l-12 12', darken(look.body, 0.35), 2),
      line('M0 -110 V-20', darken(look.body, 0.3), 1.6, { opacity: 0.6 }),
      polygon([[0, -100], [-24, -114], [-24, -86]], look.accent), polygon([[0, -100], [24, -114], [24, -86]], look.accent), circle(0, -100, 6, darken(look.accent, 0.2)),
    ]);
  }
  if (thing === 'puppet') {
    return group([
      rect(-50, -150, 100, 150, look.body, 'solid', { rx: 40 }), rect(-54, -30, 108, 30, '#f6d0b1', 'solid', { rx: 10 }),
      path('M-50 -120 L-70 -170 L-30 -140 Z M50 -120 L70 -170 L30 -140 Z', darken(look.body, 0.2)),
      ...friendlyFace(0, -110, 0.9, pose, 34),
    ]);
  }
  if (thing === 'toy car') return group([drawVehicle('car', look, pose)], 'scale(0.6)');
  return group([
    rect(-120, -70, 70, 70, '#3a86ff', 'solid', { rx: 6 }), rect(-110, -140, 60, 70, '#f4c430', 'solid', { rx: 6 }),
    circle(60, -70, 70, look.body), path('M-10 -70 Q60 -110 130 -70', '#ffffff', 'line', { stroke: '#ffffff', strokeWidth: 14 }),
    ...friendlyFace(60, -84, 0.9, pose, 34),
  ]);
}
