// Food: what a table, a picnic or a festival puts in front of the figures, each on its plate or bowl.
import { circle, darken, ellipse, lighten, line, path, polygon, rect, type Node } from '../svg-kit';
import { INK, PAPER, type ThingDrawing } from './thing-kit';

const plate = (w: number): Node[] => [ellipse(0, -6, w / 2, 9, '#ffffff'), ellipse(0, -7, w / 2 - 8, 5, '#eef2f6', 'detail')];
const steam = (y: number): Node => line(`M-10 ${y} q-6 -8 0 -16 q6 -8 0 -16 M10 ${y} q-6 -8 0 -16 q6 -8 0 -16`, '#d8dde6', 2.5, { opacity: 0.8 });

/** A bowl of something: porridge, soup, rice or noodles. */
function bowl(inside: string, extra: (top: number) => Node[] = () => [], hot = true): () => Node[] {
  return () => [
    ...(hot ? [steam(-52)] : []), ellipse(0, -38, 40, 10, inside),
    path('M-42 -38 Q-40 0 0 0 Q40 0 42 -38 Z', '#5fa8d3'), path('M-30 -22 Q0 -14 30 -22', 'none', 'line', { stroke: '#ffffff', strokeWidth: 3 }),
    ...extra(-38),
  ];
}

export const FOOD_THINGS: Record<string, ThingDrawing> = {
  bowl: { at: 'front', w: 86, h: 70, draw: bowl('#f3e3c3', () => [], false) },
  porridge: { at: 'front', w: 86, h: 70, as: 'bowl of porridge', draw: bowl('#f3e3c3', (t) => [circle(-12, t - 2, 4, '#7b2cbf', 'detail'), circle(8, t, 4, '#e63946', 'detail')]) },
  soup: { at: 'front', w: 86, h: 70, as: 'bowl of soup', draw: bowl('#f28c28', (t) => [circle(-14, t, 4, '#8ac926', 'detail'), circle(10, t - 2, 4, '#ffffff', 'detail')]) },
  rice: { at: 'front', w: 86, h: 70, as: 'bowl of rice', draw: bowl('#ffffff', (t) => [ellipse(0, t - 8, 30, 14, '#ffffff'), line(`M6 ${t - 46} L18 ${t + 4} M16 ${t - 48} L24 ${t + 2}`, '#8b5a3c', 3)]) },
  noodles: { at: 'front', w: 86, h: 70, as: 'bowl of noodles', draw: bowl('#f6d365', (t) => [line(`M-28 ${t} q7 -8 14 0 q7 8 14 0 q7 -8 14 0 q7 8 14 0`, '#e9b949', 3), line(`M4 ${t - 46} L16 ${t + 4} M14 ${t - 48} L22 ${t + 2}`, '#8b5a3c', 3)]) },
  cake: {
    at: 'front', w: 104, h: 106, draw: () => [
      ...plate(110), rect(-44, -46, 88, 38, '#f7c6d9', 'solid', { rx: 6 }), rect(-32, -74, 64, 30, '#fbe3ec', 'solid', { rx: 6 }),
      path('M-44 -44 q11 12 22 0 q11 12 22 0 q11 12 22 0 q11 12 22 0', 'none', 'line', { stroke: '#ffffff', strokeWidth: 5 }),
      ...[-18, 0, 18].flatMap((x) => [rect(x - 3, -92, 6, 18, ['#3a86ff', '#ffd23f', '#8ac926'][(x + 18) / 18]!), path(`M${x} -104 Q${x + 5} -97 ${x} -92 Q${x - 5} -97 ${x} -104 Z`, '#ffb703', 'glow')]),
      circle(-24, -28, 4, '#e63946', 'detail'), circle(0, -24, 4, '#3a86ff', 'detail'), circle(24, -28, 4, '#8ac926', 'detail'),
    ],
  },
  pizza: {
    at: 'front', w: 120, h: 44, draw: () => [
      ellipse(0, -14, 60, 18, '#c8894d'), ellipse(0, -16, 52, 14, '#f7c948'), ellipse(0, -17, 46, 11, '#e76f51', 'detail', { opacity: 0.55 }),
      ...[[-26, -18], [-6, -24], [16, -14], [30, -20], [-10, -10], [4, -20]].map(([x, y]) => circle(x!, y!, 5, '#c0392b', 'detail')),
      line('M-46 -16 L46 -16 M-30 -26 L30 -6 M-30 -6 L30 -26', '#e9b949', 1.5),
      polygon([[40, -34], [74, -44], [66, -20]], '#f7c948'), circle(60, -34, 4, '#c0392b', 'detail'),
    ],
  },
  dumplings: {
    at: 'front', w: 110, h: 46, draw: () => [
      ...plate(110), ...[[-30, -14], [0, -16], [30, -14], [-14, -26], [16, -26]].flatMap(([x, y]) => [
        path(`M${x! - 18} ${y} Q${x} ${y! - 26} ${x! + 18} ${y} Q${x} ${y! + 6} ${x! - 18} ${y} Z`, '#fdf3e1'),
        line(`M${x! - 8} ${y! - 12} l4 -4 M${x} ${y! - 14} l0 -5 M${x! + 8} ${y! - 12} l-4 -4`, '#e2cfa8', 2),
      ]),
    ],
  },
  bread: {
    at: 'front', w: 96, h: 50, as: 'loaf of bread', draw: () => [
      path('M-44 0 Q-52 -40 -10 -46 Q40 -52 46 -20 Q48 0 30 0 Z', '#d8a25e'), line('M-22 -40 l10 14 M0 -44 l10 14 M22 -42 l10 14', '#f3d39b', 4),
    ],
  },
  cookies: {
    at: 'front', w: 90, h: 46, draw: () => [
      ...plate(96), ...[[-20, -18], [18, -20], [0, -32]].flatMap(([x, y]) => [circle(x!, y!, 17, '#d4a373'), circle(x! - 6, y! - 4, 3, '#5a3e2b', 'detail'), circle(x! + 5, y! + 3, 3, '#5a3e2b', 'detail'), circle(x! + 4, y! - 7, 2.5, '#5a3e2b', 'detail')]),
    ],
  },
  apple: {
    at: 'hand', w: 42, h: 50, draw: () => [
      path('M0 -34 C-26 -46 -28 -6 -10 0 Q0 -4 10 0 C28 -6 26 -46 0 -34 Z', '#e63946'), line('M0 -34 q2 -10 6 -14', '#6b4f3a', 3),
      ellipse(10, -44, 8, 4, '#6fbf4b'), ellipse(-9, -26, 4, 7, '#ffffff', 'glow', { opacity: 0.5 }),
    ],
  },
  banana: {
    at: 'hand', w: 70, h: 34, draw: () => [
      path('M-32 -20 Q0 8 32 -22 Q34 -12 28 -8 Q0 14 -30 -14 Z', '#ffd23f'), line('M32 -22 l4 -6', '#6b4f3a', 3), line('M-32 -20 l-3 2', '#6b4f3a', 3),
    ],
  },
  dates: {
    at: 'front', w: 86, h: 44, draw: () => [
      ...plate(90), ...[[-22, -16], [0, -14], [22, -16], [-11, -26], [11, -26]].map(([x, y]) => ellipse(x!, y!, 12, 8, '#7f4f24')),
      ...[[-22, -18], [0, -16], [22, -18]].map(([x, y]) => ellipse(x! - 3, y! - 2, 4, 2, '#b07d4f', 'glow', { opacity: 0.6 })),
    ],
  },
  orange: {
    at: 'hand', w: 44, h: 46, draw: () => [circle(0, -22, 21, '#ff9f1c'), circle(-6, -28, 2, darken('#ff9f1c', 0.2), 'detail'), circle(6, -18, 2, darken('#ff9f1c', 0.2), 'detail'), ellipse(6, -44, 8, 4, '#6fbf4b')],
  },
  strawberries: {
    at: 'front', w: 86, h: 46, draw: () => [
      path('M-40 -24 L40 -24 L30 0 L-30 0 Z', '#c8a97e'), line('M-36 -14 h72 M-32 -6 h64', '#a98b62', 2),
      ...[[-24, -28], [0, -32], [24, -28], [-12, -40], [12, -40]].flatMap(([x, y]) => [path(`M${x! - 10} ${y! - 6} Q${x} ${y! + 16} ${x! + 10} ${y! - 6} Q${x} ${y! - 12} ${x! - 10} ${y! - 6} Z`, '#e63946'), polygon([[x! - 7, y! - 8], [x!, y! - 14], [x! + 7, y! - 8]], '#4e9a4a', 'detail')]),
    ],
  },
  watermelon: {
    at: 'front', w: 90, h: 52, draw: () => [
      path('M-44 -44 A44 44 0 0 0 44 -44 Z', '#4e9a4a'), path('M-38 -44 A38 38 0 0 0 38 -44 Z', '#ff595e', 'detail'),
      ...[-18, 0, 18].map((x) => ellipse(x, -24 + Math.abs(x) * 0.4, 3, 5, INK, 'detail')),
    ],
  },
  carrot: {
    at: 'hand', w: 30, h: 80, draw: () => [
      path('M-10 -60 L10 -60 L1 0 Z', '#ff8c42'), line('M-6 -44 h6 M-4 -30 h6 M-2 -18 h4', darken('#ff8c42', 0.2), 2),
      path('M0 -60 Q-12 -80 -8 -84 Q0 -70 0 -60 Q0 -76 6 -86 Q10 -74 0 -60 Z', '#4e9a4a'),
    ],
  },
  cucumber: {
    at: 'front', w: 80, h: 26, draw: () => [rect(-38, -24, 76, 22, '#4e9a4a', 'solid', { rx: 11 }), ...[-20, -4, 12, 26].map((x) => circle(x, -14, 2, lighten('#4e9a4a', 0.5), 'detail'))],
  },
  pumpkin: {
    at: 'front', w: 96, h: 80, draw: () => [
      ellipse(-22, -32, 28, 32, '#f77f00'), ellipse(22, -32, 28, 32, '#f77f00'), ellipse(0, -33, 28, 34, '#ff9f1c'),
      rect(-4, -74, 8, 14, '#6b4f3a', 'solid', { rx: 3 }), path('M4 -70 Q20 -80 24 -66', 'none', 'line', { stroke: '#4e9a4a', strokeWidth: 3 }),
    ],
  },
  tomato: {
    at: 'hand', w: 42, h: 42, draw: () => [circle(0, -20, 20, '#e63946'), polygon([[-10, -38], [0, -34], [10, -38], [4, -42], [0, -46], [-4, -42]], '#4e9a4a', 'detail'), ellipse(-7, -26, 4, 6, '#ffffff', 'glow', { opacity: 0.5 })],
  },
  vegetables: {
    at: 'front', w: 110, h: 76, as: 'basket of vegetables', draw: () => [
      path('M-24 -44 L-36 -84 L-16 -84 Z', '#ff8c42'), path('M-26 -84 q-8 -14 0 -18 q6 8 0 18', '#4e9a4a'),
      circle(0, -48, 16, '#e63946'), rect(6, -60, 40, 14, '#4e9a4a', 'solid', { rx: 7 }), circle(-30, -46, 14, '#b5e48c'),
      path('M-50 -40 L50 -40 L40 0 L-40 0 Z', '#c8a97e'), line('M-46 -28 h92 M-42 -14 h84', '#a98b62', 2.5),
    ],
  },
  'ice cream': {
    at: 'hand', w: 40, h: 92, as: 'ice cream cone', draw: () => [
      polygon([[-16, -46], [16, -46], [0, 0]], '#e0a96d'), line('M-10 -40 L6 -10 M10 -40 L-6 -10', '#c68b4e', 1.5),
      circle(0, -56, 17, '#ffc8dd'), circle(0, -76, 14, '#caf0f8'), circle(2, -92, 5, '#e63946'),
    ],
  },
  sandwich: {
    at: 'hand', w: 64, h: 50, draw: () => [
      polygon([[-30, -4], [30, -4], [-30, -50]], '#f3d39b'), polygon([[-30, -12], [24, -12], [-30, -44]], '#8ac926', 'detail'),
      polygon([[-30, -8], [28, -8], [-30, -36]], '#ffd6a5', 'detail'), line('M-30 -4 L30 -4 L-30 -50 Z', '#d8a25e', 3),
    ],
  },
  egg: {
    at: 'hand', w: 36, h: 46, draw: () => [path('M0 -46 C16 -46 18 -14 16 -8 Q12 0 0 0 Q-12 0 -16 -8 C-18 -14 -16 -46 0 -46 Z', '#fbeec1'), line('M-15 -22 q8 -6 15 0 q8 6 15 0', '#ff8fab', 3), line('M-14 -12 h28', '#8fd3ff', 3)],
  },
  honey: {
    at: 'front', w: 52, h: 62, as: 'honey pot', draw: () => [
      path('M-22 -40 Q-28 0 0 0 Q28 0 22 -40 Z', '#f4a261'), rect(-22, -50, 44, 12, '#e9c46a', 'solid', { rx: 4 }),
      path('M-14 -40 q4 14 8 0 q4 16 8 0', '#f9c74f', 'detail'), rect(-12, -30, 24, 14, PAPER, 'detail', { rx: 2 }),
    ],
  },
  mooncake: {
    at: 'front', w: 90, h: 46, draw: () => [
      ...plate(96), ...[[-20, -20], [20, -20]].flatMap(([x, y]) => [ellipse(x!, y!, 18, 14, '#c68b4e'), ellipse(x!, y! - 2, 11, 8, '#deb887', 'detail'), circle(x!, y! - 2, 4, '#c68b4e', 'detail')]),
    ],
  },
  sweets: {
    at: 'hand', w: 40, h: 96, as: 'lollipop', draw: () => [
      line('M0 0 V-56', '#f4f1ea', 5), circle(0, -72, 18, '#ff6fa8'), path('M0 -72 m-12 0 a12 12 0 1 1 12 12 a8 8 0 1 1 -8 -8 a4 4 0 1 1 4 4', 'none', 'line', { stroke: '#ffffff', strokeWidth: 3 }),
    ],
  },
  pancakes: {
    at: 'front', w: 96, h: 60, draw: () => [
      ...plate(100), ...[-14, -24, -34].map((y) => ellipse(0, y, 36, 8, '#e9b949')), path('M-20 -42 Q0 -50 20 -42 Q18 -30 10 -26 Q0 -36 -10 -26 Q-18 -30 -20 -42 Z', '#a0522d', 'detail'),
      rect(-6, -50, 12, 8, '#fff3b0', 'detail', { rx: 2 }),
    ],
  },
};
