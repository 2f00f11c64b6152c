// Things out of doors: the beach, the garden, camping, wheels and wings, the sky and its weather, treasure hunts.
import { circle, darken, ellipse, line, path, polygon, rect, type Node } from '../svg-kit';
import { GOLD, INK, PAPER, WOOD, type ThingDrawing } from './thing-kit';

const star = (x: number, y: number, r: number, fill: string): Node => polygon(Array.from({ length: 10 }, (_, i) => {
  const a = -Math.PI / 2 + (i * Math.PI) / 5, rr = i % 2 === 0 ? r : r * 0.45;
  return [x + rr * Math.cos(a), y + rr * Math.sin(a)] as [number, number];
}), fill, 'glow');
const wheel = (x: number, r: number): Node[] => [circle(x, -r, r, '#2f2b36'), circle(x, -r, r * 0.5, '#d9dde3', 'detail')];
const flowerHead = (x: number, y: number, petal: string): Node[] => [
  ...Array.from({ length: 6 }, (_, i) => circle(x + Math.cos((i * Math.PI) / 3) * 9, y + Math.sin((i * Math.PI) / 3) * 9, 7, petal)),
  circle(x, y, 6, '#ffd23f', 'detail'),
];

export const OUTDOOR_THINGS: Record<string, ThingDrawing> = {
  sandcastle: {
    at: 'ground', w: 140, h: 112, draw: () => [
      rect(-60, -50, 120, 50, '#f2cf8d'), rect(-44, -84, 28, 36, '#f2cf8d'), rect(16, -84, 28, 36, '#f2cf8d'), rect(-14, -96, 28, 48, '#f6d9a0'),
      path('M-60 -50 h12 v-8 h12 v8 h12 v-8 h12 v8 h12 v-8 h12 v8 h12 v-8 h12 v8 h12', 'none', 'line', { stroke: '#e3b96f', strokeWidth: 3 }),
      line('M0 -96 V-112', '#6b4f3a', 2), polygon([[0, -112], [16, -106], [0, -100]], '#e63946'), path('M-10 0 V-18 Q0 -28 10 -18 V0 Z', '#d9a85c', 'detail'),
    ],
  },
  bucket: {
    at: 'front', w: 80, h: 70, as: 'bucket and spade', draw: () => [
      path('M-30 -46 L30 -46 L22 0 L-22 0 Z', '#3a86ff'), line('M-30 -46 Q0 -74 30 -46', '#2f6fd1', 3), rect(-32, -50, 64, 8, '#2f6fd1', 'solid', { rx: 3 }),
      line('M36 -66 L44 -18', WOOD, 4), path('M38 -22 L52 -22 L48 0 L42 0 Z', '#ffd23f'),
    ],
  },
  shell: {
    at: 'front', w: 50, h: 38, as: 'seashell', draw: () => [
      path('M0 -36 Q-26 -34 -24 -8 L-8 -2 L0 -4 L8 -2 L24 -8 Q26 -34 0 -36 Z', '#ffcdb2'), line('M0 -34 V-4 M-10 -32 L-6 -4 M10 -32 L6 -4 M-18 -26 L-14 -6 M18 -26 L14 -6', '#e5989b', 2),
      rect(-8, -6, 16, 6, '#f4a582', 'solid', { rx: 2 }),
    ],
  },
  fossil: {
    at: 'front', w: 80, h: 46, as: 'fossil in a stone', draw: () => [
      path('M-38 0 Q-42 -34 -6 -42 Q34 -46 38 -16 Q40 0 24 0 Z', '#b8ad9e'),
      path('M2 -22 m-16 0 a16 16 0 1 1 16 16 a11 11 0 1 1 -11 -11 a6 6 0 1 1 6 6', 'none', 'line', { stroke: '#8a7e6e', strokeWidth: 3 }),
    ],
  },
  bone: {
    at: 'front', w: 74, h: 26, draw: () => [rect(-24, -18, 48, 10, '#f8f1e5'), ...[-26, 26].flatMap((x) => [circle(x, -19, 8, '#f8f1e5'), circle(x, -7, 8, '#f8f1e5')])],
  },
  flowers: {
    at: 'front', w: 80, h: 84, draw: () => [
      line('M-22 0 Q-26 -30 -24 -56 M0 0 V-74 M22 0 Q26 -26 24 -48', '#4e9a4a', 4), ellipse(-12, -24, 10, 5, '#6fbf4b'), ellipse(12, -32, 10, 5, '#6fbf4b'),
      ...flowerHead(-24, -58, '#ff6fa8'), ...flowerHead(0, -76, '#ffd23f'), ...flowerHead(24, -50, '#8338ec'),
    ],
  },
  seeds: {
    at: 'hand', w: 46, h: 62, as: 'packet of seeds', draw: () => [
      rect(-22, -62, 44, 62, PAPER, 'solid', { rx: 3 }), ...flowerHead(0, -40, '#ff6fa8'), line('M0 -30 V-12', '#4e9a4a', 3),
      ...[-10, 0, 10].map((x) => ellipse(x, -6, 3, 2, '#8b5a3c', 'detail')),
    ],
  },
  plant: {
    at: 'front', w: 60, h: 84, as: 'sprout in a pot', draw: () => [
      path('M-24 -36 L24 -36 L18 0 L-18 0 Z', '#c8553d'), rect(-28, -42, 56, 10, '#b5442f', 'solid', { rx: 3 }), line('M0 -42 V-70', '#4e9a4a', 4),
      path('M0 -62 Q-24 -80 -28 -60 Q-14 -52 0 -62 Z', '#6fbf4b'), path('M0 -70 Q22 -90 28 -70 Q14 -60 0 -70 Z', '#6fbf4b'),
    ],
  },
  leaf: {
    at: 'air', w: 180, h: 160, as: 'falling leaves', draw: () => [[-60, -40, '#f77f00', 20], [20, -100, '#e63946', -30], [70, -30, '#ffd23f', 40], [-20, -140, '#bc6c25', 60]]
      .flatMap(([x, y, c, a]) => [path(`M${x} ${y} q12 -16 24 0 q-12 16 -24 0 Z`, c as string, 'solid', { transform: `rotate(${a} ${x} ${y})` }), line(`M${x} ${y} l26 0`, darken(c as string, 0.3), 1.5, { transform: `rotate(${a} ${x} ${y})` })]),
  },
  stone: {
    at: 'front', w: 70, h: 30, as: 'pebbles', draw: () => [
      ellipse(-16, -12, 20, 12, '#9aa3b0'), ellipse(14, -10, 16, 10, '#b8c0cc'), ellipse(2, -22, 12, 8, '#c9ced6'), ellipse(-20, -16, 6, 3, '#ffffff', 'glow', { opacity: 0.4 }),
    ],
  },
  puddle: {
    at: 'front', w: 150, h: 24, draw: () => [ellipse(0, -10, 72, 12, '#6fb3e0', 'land', { opacity: 0.85 }), line('M-40 -12 q8 -4 16 0 M10 -8 q8 -4 16 0', '#d8f3ff', 2.5)],
  },
  tent: {
    at: 'ground', w: 190, h: 140, draw: () => [
      polygon([[-92, 0], [0, -136], [92, 0]], '#f77f00'), polygon([[0, -136], [92, 0], [40, 0]], darken('#f77f00', 0.15)),
      polygon([[-26, 0], [0, -70], [26, 0]], '#5a3e2b', 'detail'), line('M0 -136 V-150 M-92 0 L-110 10 M92 0 L110 10', '#6b4f3a', 3),
    ],
  },
  campfire: {
    at: 'ground', w: 100, h: 100, draw: () => [
      circle(0, -40, 52, '#ffb703', 'glow', { opacity: 0.25 }), line('M-44 -4 L40 -20 M-40 -20 L44 -4', '#6b4f3a', 10),
      path('M0 -96 Q30 -60 20 -30 Q10 -14 0 -14 Q-10 -14 -20 -30 Q-30 -60 0 -96 Z', '#f3722c', 'glow'), path('M0 -70 Q16 -46 10 -28 Q0 -20 -10 -28 Q-16 -46 0 -70 Z', '#ffd23f', 'glow'),
      ...[-30, 0, 30].map((x, i) => rect(x - 10, -6, 20, 6, '#8b8b8b', 'solid', { rx: 3, transform: `rotate(${(i - 1) * 6} ${x} -3)` })),
    ],
  },
  boat: {
    at: 'ground', w: 180, h: 150, as: 'sailboat', draw: () => [
      path('M-86 -40 L86 -40 L62 0 L-62 0 Z', '#c0392b'), line('M-80 -30 H80', '#ffffff', 4), line('M0 -40 V-146', WOOD, 5),
      polygon([[4, -140], [70, -50], [4, -50]], '#ffffff'), polygon([[-4, -124], [-54, -50], [-4, -50]], '#ffd23f'),
    ],
  },
  raft: {
    at: 'ground', w: 160, h: 110, draw: () => [
      ...[-60, -30, 0, 30, 60].map((x) => rect(x - 15, -20, 30, 20, WOOD, 'solid', { rx: 10 })), line('M-74 -10 H74', '#6b4f3a', 3),
      line('M0 -20 V-106', '#6b4f3a', 4), path('M4 -100 Q50 -80 4 -36 Z', '#f1e3c6'),
    ],
  },
  train: {
    at: 'ground', w: 220, h: 110, draw: () => [
      rect(-104, -72, 74, 58, '#3a86ff', 'solid', { rx: 6 }), rect(-22, -60, 72, 46, '#e63946', 'solid', { rx: 6 }), rect(58, -60, 52, 46, '#ffd23f', 'solid', { rx: 6 }),
      rect(-96, -104, 38, 34, '#3a86ff', 'solid', { rx: 4 }), rect(-54, -96, 14, 26, INK), rect(-90, -98, 26, 18, '#cfeaf7', 'detail'),
      ...[-86, -46, -2, 32, 72, 96].flatMap((x) => wheel(x, 12)), line('M-30 -30 h8 M50 -30 h8', INK, 4),
      circle(-50, -112, 10, '#e3e8ee', 'glow'), circle(-40, -130, 14, '#e3e8ee', 'glow'),
    ],
  },
  car: {
    at: 'ground', w: 180, h: 84, draw: () => [
      path('M-84 -20 Q-88 -50 -56 -52 L-36 -80 L36 -80 L60 -52 Q88 -50 86 -20 Z', '#ff595e'),
      path('M-30 -74 L-4 -74 L-4 -54 L-46 -54 Z M4 -74 L30 -74 L50 -54 L4 -54 Z', '#cfeaf7', 'detail'), ...wheel(-50, 20), ...wheel(50, 20),
      ellipse(82, -36, 5, 7, '#fff3b0', 'glow'),
    ],
  },
  bus: {
    at: 'ground', w: 220, h: 120, draw: () => [
      rect(-106, -112, 212, 94, '#ffbe0b', 'solid', { rx: 16 }), ...[-86, -50, -14, 22].map((x) => rect(x, -100, 28, 30, '#cfeaf7', 'detail', { rx: 4 })),
      rect(58, -100, 38, 44, '#cfeaf7', 'detail', { rx: 6 }), line('M-106 -54 H106', '#2f2b36', 4), ...wheel(-64, 20), ...wheel(64, 20),
    ],
  },
  plane: {
    at: 'sky', w: 160, h: 70, as: 'aeroplane', draw: () => [
      path('M-76 -34 Q-70 -46 -40 -46 L50 -46 Q80 -44 80 -34 Q80 -24 50 -22 L-40 -22 Q-70 -22 -76 -34 Z', '#f1f1f1'),
      polygon([[-10, -34], [30, -34], [-4, 0]], '#3a86ff'), polygon([[-10, -40], [30, -40], [0, -70]], '#3a86ff'), polygon([[-72, -36], [-58, -36], [-74, -60]], '#e63946'),
      ...[-30, -14, 2, 18, 34].map((x) => circle(x, -38, 4, '#8fd3ff', 'detail')),
    ],
  },
  rocket: {
    at: 'ground', w: 120, h: 270, draw: () => [
      path('M-40 -40 L-74 -4 L-40 -14 Z M40 -40 L74 -4 L40 -14 Z', '#e63946'),
      path('M0 -270 Q52 -200 44 -40 L-44 -40 Q-52 -200 0 -270 Z', '#f1f3f7'), path('M0 -270 Q26 -236 34 -204 L-34 -204 Q-26 -236 0 -270 Z', '#e63946'),
      circle(0, -150, 22, '#3a86ff'), circle(0, -150, 15, '#cfeaf7', 'detail'), rect(-30, -44, 60, 14, '#9aa3b0', 'solid', { rx: 4 }),
      path('M-20 -30 Q0 10 20 -30 Z', '#ffb703', 'glow'), path('M-10 -30 Q0 -6 10 -30 Z', '#fff3b0', 'glow'),
    ],
  },
  telescope: {
    at: 'ground', w: 110, h: 130, draw: () => [
      line('M0 -70 L-34 0 M0 -70 L34 0 M0 -70 L0 0', '#6b4f3a', 4),
      rect(-50, -112, 100, 22, '#3a86ff', 'solid', { rx: 6, transform: 'rotate(-24 0 -90)' }), rect(36, -132, 14, 30, '#2f6fd1', 'solid', { rx: 3, transform: 'rotate(-24 0 -90)' }),
      circle(0, -80, 6, GOLD),
    ],
  },
  stars: {
    at: 'sky', w: 320, h: 130, draw: () => [[-140, -100, 14], [-80, -40, 10], [-20, -110, 18], [40, -60, 11], [100, -118, 13], [150, -50, 9], [-150, -30, 7]]
      .flatMap(([x, y, r]) => [circle(x!, y!, r! * 1.6, '#fff6c2', 'glow', { opacity: 0.25 }), star(x!, y!, r!, '#ffe066')]),
  },
  moon: {
    at: 'sky', w: 100, h: 100, draw: () => [
      circle(-6, -50, 48, '#fff7d6', 'glow', { opacity: 0.25 }), path('M12 -94 C-46 -88 -46 -12 12 -6 C-18 -24 -18 -76 12 -94 Z', '#fff3b0', 'glow'),
    ],
  },
  sun: {
    at: 'sky', w: 120, h: 120, draw: () => [
      line(Array.from({ length: 12 }, (_, i) => { const a = (i * Math.PI) / 6; return `M${Math.cos(a) * 44} ${-60 + Math.sin(a) * 44} L${Math.cos(a) * 58} ${-60 + Math.sin(a) * 58}`; }).join(' '), '#ffb703', 5),
      circle(0, -60, 36, '#ffd23f', 'glow'),
    ],
  },
  rainbow: {
    at: 'sky', w: 360, h: 190, draw: () => ['#ff595e', '#ff9f1c', '#ffca3a', '#8ac926', '#1982c4', '#6a4c93'].map((c, i) => {
      const r = 170 - i * 11;
      return line(`M${-r} 0 A${r} ${r} 0 0 1 ${r} 0`, c, 11, { opacity: 0.85 });
    }),
  },
  rain: {
    at: 'sky', w: 220, h: 190, as: 'rain cloud', draw: () => [
      line(Array.from({ length: 12 }, (_, i) => `M${-80 + i * 15} ${-100 + (i % 3) * 22} l-6 16`).join(' '), '#4f8fd1', 3),
      ellipse(0, -130, 90, 30, '#9aa7ba', 'glow'), circle(-40, -146, 34, '#a7b3c4', 'glow'), circle(16, -160, 42, '#a7b3c4', 'glow'), circle(60, -144, 28, '#9aa7ba', 'glow'),
    ],
  },
  snow: {
    at: 'sky', w: 420, h: 240, as: 'snowflakes', draw: () => Array.from({ length: 22 }, (_, i) => {
      const x = ((i * 97) % 420) - 210, y = -((i * 53) % 240), r = 4 + (i % 3) * 2;
      return line(`M${x - r} ${y} h${2 * r} M${x} ${y - r} v${2 * r} M${x - r * 0.7} ${y - r * 0.7} l${r * 1.4} ${r * 1.4} M${x - r * 0.7} ${y + r * 0.7} l${r * 1.4} ${-r * 1.4}`, '#ffffff', 2);
    }),
  },
  snowman: {
    at: 'ground', w: 120, h: 190, draw: () => [
      circle(0, -48, 48, '#ffffff'), circle(0, -122, 36, '#ffffff'), circle(0, -172, 26, '#ffffff'),
      rect(-22, -214, 44, 24, INK, 'solid', { rx: 3 }), rect(-32, -194, 64, 7, INK), rect(-30, -150, 60, 12, '#e63946', 'solid', { rx: 6 }),
      circle(-9, -178, 3.5, INK, 'detail'), circle(9, -178, 3.5, INK, 'detail'), polygon([[0, -172], [22, -166], [0, -164]], '#ff8c42', 'detail'),
      line('M-34 -126 L-70 -156 M34 -126 L70 -160', '#8b5a3c', 4), circle(0, -120, 3.5, INK, 'detail'), circle(0, -104, 3.5, INK, 'detail'),
    ],
  },
  volcano: {
    at: 'far', w: 320, h: 230, draw: () => [
      circle(-10, -226, 26, '#9a9a9a', 'glow', { opacity: 0.7 }), circle(20, -250, 34, '#b0b0b0', 'glow', { opacity: 0.6 }),
      polygon([[-160, 0], [-40, -190], [40, -190], [160, 0]], '#7a5c4a', 'land'), path('M-40 -190 L-30 -150 L-12 -170 L0 -120 L14 -168 L30 -140 L40 -190 Z', '#f3722c', 'glow'),
      path('M-6 -130 Q-14 -90 -4 -60 Q6 -40 0 -10', 'none', 'line', { stroke: '#f3722c', strokeWidth: 8 }),
    ],
  },
  'treasure chest': {
    at: 'front', w: 100, h: 96, draw: () => [
      path('M-46 -50 L-42 -88 Q0 -100 42 -88 L46 -50 Z', '#a0522d'), path('M-40 -84 Q0 -94 40 -84', 'none', 'line', { stroke: GOLD, strokeWidth: 4 }),
      circle(0, -56, 34, '#fff3b0', 'glow', { opacity: 0.4 }), ...[-24, -4, 16, 30].map((x, i) => circle(x, -54 - (i % 2) * 7, 10, GOLD)),
      rect(-46, -50, 92, 50, '#8b5a3c', 'solid', { rx: 4 }), line('M-46 -30 H46 M-30 -50 V0 M30 -50 V0', GOLD, 4), rect(-7, -38, 14, 16, GOLD, 'detail', { rx: 2 }),
    ],
  },
  map: {
    at: 'hand', w: 90, h: 66, as: 'treasure map', draw: () => [
      path('M-42 -62 L-14 -56 L14 -62 L42 -56 L42 -4 L14 -10 L-14 -4 L-42 -10 Z', '#f3e2b3'), line('M-14 -56 V-4 M14 -62 V-10', '#d9c48a', 1.5),
      path('M-30 -20 Q-10 -50 10 -36 T30 -46', 'none', 'line', { stroke: '#c0392b', strokeWidth: 2, opacity: 0.8 }), line('M24 -52 l10 10 M34 -52 l-10 10', '#c0392b', 3),
      path('M-34 -48 q8 -6 14 0 q-4 8 -14 0', '#6fbf4b', 'detail'),
    ],
  },
  'magnifying glass': {
    at: 'hand', w: 56, h: 90, draw: () => [line('M0 0 L18 -40', '#6b4f3a', 8), circle(26, -62, 22, '#cfeaf7', 'glow', { opacity: 0.6 }), line('M4 -62 a22 22 0 1 0 44 0 a22 22 0 1 0 -44 0', '#2f2b36', 5)],
  },
};

