// Small creatures drawn big enough to have a face (butterfly, bee, ladybird, snail, spider, caterpillar, ant), and a
// friendly ghost. Base on y = 0, centred on x = 0.
import { friendlyFace } from './friendly-face';
import type { Look } from './looks';
import type { Pose } from './pose';
import { circle, darken, ellipse, group, lighten, line, path, type Group, type Node } from './svg-kit';

const INK = '#2b2233';
const antennae = (x: number, y: number): Node => group([line(`M${x - 10} ${y} q-8 -30 -20 -40 M${x + 10} ${y} q8 -30 20 -40`, INK, 3), circle(x - 30, y - 40, 5, INK), circle(x + 30, y - 40, 5, INK)]);

const BUGS: Record<string, (look: Look, pose: Pose) => Node[]> = {
  butterfly: (look, pose) => [
    ellipse(-70, -170, 70, 56, look.body, 'solid', { transform: 'rotate(-20 -70 -170)' }), ellipse(70, -170, 70, 56, look.body, 'solid', { transform: 'rotate(20 70 -170)' }),
    ellipse(-56, -90, 46, 36, lighten(look.body, 0.3)), ellipse(56, -90, 46, 36, lighten(look.body, 0.3)),
    circle(-70, -176, 16, look.accent, 'detail'), circle(70, -176, 16, look.accent, 'detail'),
    ellipse(0, -110, 16, 70, INK), circle(0, -190, 36, darken(look.body, 0.5)), antennae(0, -220),
    ...friendlyFace(0, -192, 0.75, pose, 26),
  ],
  bee: (look, pose) => [
    ellipse(-30, -170, 36, 50, '#e8f6ff', 'glow', { opacity: 0.85 }), ellipse(30, -170, 36, 50, '#e8f6ff', 'glow', { opacity: 0.85 }),
    ellipse(0, -90, 80, 70, look.body), line('M-40 -150 Q-50 -90 -40 -30 M0 -160 V-20 M40 -150 Q50 -90 40 -30', INK, 16),
    circle(70, -110, 44, look.body), antennae(70, -150), ...friendlyFace(74, -110, 0.8, pose, 28),
  ],
  ladybird: (look, pose) => [
    path('M-110 -20 Q-110 -170 0 -170 Q110 -170 110 -20 Z', look.body), line('M0 -170 V-20', INK, 5),
    ...[[-60, -110], [-40, -60], [50, -120], [60, -60], [-80, -60], [20, -80]].map(([x, y]) => circle(x!, y!, 14, INK, 'detail')),
    circle(0, -180, 46, INK), antennae(0, -214), ...friendlyFace(0, -184, 0.8, pose, 30),
  ],
  snail: (look, pose) => [
    path('M-130 0 Q-140 -40 -60 -40 L90 -40 Q130 -60 130 -140 Q150 -150 160 -130 Q160 -40 120 0 Z', lighten(look.body, 0.35)),
    circle(-10, -110, 80, look.body), line('M-10 -110 m-20 0 a20 20 0 1 1 40 0 a40 40 0 1 1 -80 0 a60 60 0 1 1 120 0', darken(look.body, 0.35), 6),
    line('M130 -140 l-10 -40 M145 -136 l10 -40', INK, 3), ...friendlyFace(135, -110, 0.6, pose, 22),
  ],
  spider: (look, pose) => [
    line([-1, 1].map((s) => [-40, -10, 20, 50].map((dy) => `M${s * 40} ${-80 + dy * 0.5} q${s * 50} ${-40 + dy} ${s * 90} ${40 + dy * 0.6}`).join(' ')).join(' '), look.body, 8),
    ellipse(0, -90, 70, 60, look.body), ...friendlyFace(0, -96, 1, pose, 34),
  ],
  caterpillar: (look, pose) => [
    ...[-140, -90, -40, 10].map((x, i) => circle(x, -46 - (i % 2) * 10, 42, i % 2 ? look.body : darken(look.body, 0.08))),
    circle(70, -90, 56, look.body), antennae(70, -140), ...friendlyFace(74, -92, 0.85, pose, 30),
  ],
  ant: (look, pose) => [
    line('M-60 -60 l-30 60 M-20 -60 l-10 60 M20 -60 l20 60', INK, 6),
    ellipse(-70, -80, 56, 44, look.body), circle(0, -90, 30, look.body), circle(70, -120, 50, look.body), antennae(70, -160),
    ...friendlyFace(74, -120, 0.8, pose, 28),
  ],
  ghost: (look, pose) => [
    path('M-90 0 L-90 -160 Q-90 -270 0 -270 Q90 -270 90 -160 L90 0 Q70 -24 45 0 Q22 -24 0 0 Q-22 -24 -45 0 Q-70 -24 -90 0 Z', look.body, 'solid', { opacity: 0.92 }),
    ...friendlyFace(0, -170, 1.1, pose, 40),
  ],
};

export const BUG_THINGS = Object.keys(BUGS).filter((thing) => thing !== 'ghost');

export function drawBug(thing: string, look: Look, pose: Pose): Group {
  return group((BUGS[thing] ?? BUGS.ladybird!)(look, pose));
}
