// Nature as characters: a cloud, a star, the moon, a raindrop or a tree with a face. Base on y = 0, centred on x = 0.
import { friendlyFace } from './friendly-face';
import type { Look } from './looks';
import type { Pose } from './pose';
import { circle, darken, ellipse, group, lighten, line, path, polygon, type Group, type Node } from './svg-kit';

function starPoints(cx: number, cy: number, r: number, inner: number): Array<[number, number]> {
  return Array.from({ length: 10 }, (_, i) => {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * inner;
    return [cx + rr * Math.cos(a), cy + rr * Math.sin(a)] as [number, number];
  });
}

const DRAW: Record<string, (look: Look, pose: Pose) => Node[]> = {
  cloud: (look, pose) => {
    const b = look.body;
    return [
      ellipse(0, -80, 130, 50, b), circle(-60, -110, 50, b), circle(10, -140, 66, b), circle(80, -104, 46, b),
      ellipse(0, -64, 120, 26, darken(b, 0.06), 'detail', { opacity: 0.5 }),
      ...friendlyFace(6, -110, 1.1, pose, 40),
    ];
  },
  raindrop: (look, pose) => [
    path('M0 -230 C30 -170 80 -120 80 -70 C80 -20 40 0 0 0 C-40 0 -80 -20 -80 -70 C-80 -120 -30 -170 0 -230 Z', look.body),
    ellipse(-36, -96, 10, 22, lighten(look.body, 0.6), 'glow', { opacity: 0.6 }),
    ...friendlyFace(0, -80, 1, pose, 36),
  ],
  snowflake: (look, pose) => [
    line([0, 60, 120, 180, 240, 300].map((deg) => {
      const a = (deg * Math.PI) / 180, x = Math.cos(a), y = Math.sin(a);
      return `M${x * 40} ${-110 + y * 40} L${x * 100} ${-110 + y * 100} M${x * 74 - y * 16} ${-110 + y * 74 + x * 16} L${x * 86} ${-110 + y * 86} L${x * 74 + y * 16} ${-110 + y * 74 - x * 16}`;
    }).join(' '), darken(look.body, 0.15), 12),
    circle(0, -110, 48, look.body),
    ...friendlyFace(0, -114, 0.9, pose, 32),
  ],
  star: (look, pose) => [
    polygon(starPoints(0, -110, 110, 0.5), look.body), polygon(starPoints(0, -110, 80, 0.5), lighten(look.body, 0.3), 'detail'),
    ...friendlyFace(0, -104, 1, pose, 36),
  ],
  sun: (look, pose) => [
    line(Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `M${Math.cos(a) * 86} ${-110 + Math.sin(a) * 86} L${Math.cos(a) * 112} ${-110 + Math.sin(a) * 112}`;
    }).join(' '), '#ffb703', 12),
    circle(0, -110, 74, look.body), ...friendlyFace(0, -110, 1.1, pose, 40),
  ],
  moon: (look, pose) => [
    path('M30 -220 A110 110 0 1 0 30 0 A86 86 0 1 1 30 -220 Z', look.body),
    ...friendlyFace(-44, -110, 0.9, pose, 28),
  ],
  tree: (look, pose) => [
    path('M-22 0 L-16 -120 L16 -120 L22 0 Z', '#8b5a3c'),
    circle(-64, -170, 60, darken(look.body, 0.08)), circle(64, -170, 60, darken(look.body, 0.05)), circle(0, -220, 84, look.body),
    circle(-40, -150, 9, '#e63946', 'detail'), circle(50, -230, 9, '#e63946', 'detail'),
    ...friendlyFace(0, -190, 1.1, pose, 40),
  ],
  flower: (look, pose) => [
    line('M0 0 L0 -130', '#4e9a4a', 12), ellipse(-30, -60, 30, 12, '#5fae4f', 'solid', { transform: 'rotate(-30 -30 -60)' }),
    ...Array.from({ length: 7 }, (_, i) => {
      const a = (i / 7) * Math.PI * 2;
      return circle(Math.cos(a) * 62, -190 + Math.sin(a) * 62, 36, look.body);
    }),
    circle(0, -190, 54, look.body === '#ffd23f' ? '#c07a2c' : '#ffd23f'),
    ...friendlyFace(0, -192, 0.95, pose, 34),
  ],
  seed: (look, pose) => [
    line('M0 -100 Q-6 -150 8 -176', '#4e9a4a', 8), ellipse(-18, -170, 22, 10, '#6cbf4b', 'solid', { transform: 'rotate(-30 -18 -170)' }),
    ellipse(26, -176, 20, 9, '#6cbf4b', 'solid', { transform: 'rotate(30 26 -176)' }),
    ellipse(0, -56, 50, 60, look.body), ...friendlyFace(0, -56, 0.85, pose, 30),
  ],
  wind: (look, pose) => [
    line('M-140 -160 C-60 -180 20 -150 60 -170 C100 -190 90 -230 60 -226 M-150 -110 C-40 -120 60 -100 110 -118 C150 -132 150 -170 120 -166 M-130 -60 C-50 -70 10 -50 50 -64', darken(look.body, 0.2), 12),
    circle(-120, -110, 52, look.body, 'solid', { opacity: 0.9 }), ...friendlyFace(-120, -112, 0.9, pose, 30),
  ],
};

export const NATURE_THINGS = Object.keys(DRAW);

export function drawNature(thing: string, look: Look, pose: Pose): Group {
  return group((DRAW[thing] ?? DRAW.cloud!)(look, pose));
}
