// Things of washing, sleeping, the baby's day, the house and school.
import { circle, darken, ellipse, lighten, line, path, polygon, rect } from '../svg-kit';
import { INK, PAPER, type ThingDrawing } from './thing-kit';

const glowAround = (x: number, y: number, r: number, color: string) => circle(x, y, r, color, 'glow', { opacity: 0.3 });

export const HOME_THINGS: Record<string, ThingDrawing> = {
  toothbrush: {
    at: 'hand', w: 24, h: 96, draw: () => [
      rect(-6, -70, 12, 70, '#3a86ff', 'solid', { rx: 6 }), rect(-8, -96, 16, 28, '#3a86ff', 'solid', { rx: 6 }),
      rect(2, -94, 14, 22, '#ffffff', 'detail', { rx: 3 }), line('M5 -92 v18 M9 -92 v18 M13 -92 v18', '#cfd8e3', 1.5),
      ellipse(10, -98, 9, 5, '#7fe0c8', 'detail'),
    ],
  },
  toothpaste: {
    at: 'hand', w: 30, h: 84, draw: () => [
      path('M-15 -10 L-12 -70 L12 -70 L15 -10 Z', '#ffffff'), rect(-16, -14, 32, 14, '#e5484d', 'solid', { rx: 3 }),
      rect(-7, -84, 14, 16, '#3a86ff', 'solid', { rx: 3 }), line('M-8 -50 h16 M-8 -40 h16', '#3a86ff', 4),
    ],
  },
  bath: {
    at: 'ground', w: 220, h: 120, draw: () => [
      rect(-96, -28, 10, 28, '#c9ced6', 'solid', { rx: 4 }), rect(86, -28, 10, 28, '#c9ced6', 'solid', { rx: 4 }),
      path('M-110 -92 L110 -92 L100 -40 Q96 -20 70 -20 L-70 -20 Q-96 -20 -100 -40 Z', '#f4f7fb'),
      rect(-114, -98, 228, 12, '#e3e9f0', 'solid', { rx: 6 }), line('M90 -98 v-22 h-22', '#b8c0cc', 6),
      ...[-80, -52, -20, 14, 46, 76].map((x, i) => circle(x, -102 - (i % 2) * 8, 16 + (i % 3) * 4, '#ffffff', 'glow', { opacity: 0.9 })),
      circle(-30, -132, 7, '#dff3ff', 'glow'), circle(30, -140, 5, '#dff3ff', 'glow'),
    ],
  },
  'rubber duck': {
    at: 'front', w: 66, h: 56, draw: () => [
      ellipse(0, -20, 32, 20, '#ffd23f'), circle(14, -42, 16, '#ffd23f'), polygon([[28, -44], [42, -40], [28, -36]], '#ff8c42'),
      circle(18, -46, 3, INK, 'detail'), path('M-22 -28 Q-6 -20 -4 -34', darken('#ffd23f', 0.15), 'detail'),
    ],
  },
  bubbles: {
    at: 'air', w: 150, h: 150, draw: () => [[-50, -30, 22], [10, -80, 30], [55, -20, 16], [-20, -120, 14], [50, -120, 20], [-60, -96, 10]]
      .flatMap(([x, y, r]) => [circle(x!, y!, r!, '#dff3ff', 'glow', { opacity: 0.35 }), line(`M${x! - r!} ${y} a${r} ${r} 0 1 0 ${2 * r!} 0 a${r} ${r} 0 1 0 ${-2 * r!} 0`, '#9fd8f5', 2.5), circle(x! - r! * 0.4, y! - r! * 0.4, r! * 0.2, '#ffffff', 'glow')]),
  },
  potty: {
    at: 'front', w: 80, h: 56, draw: () => [
      path('M-34 -40 L34 -40 L26 -4 Q24 0 18 0 L-18 0 Q-24 0 -26 -4 Z', '#8ac926'), ellipse(0, -42, 40, 12, lighten('#8ac926', 0.2)),
      ellipse(0, -42, 28, 7, darken('#8ac926', 0.3), 'detail'), path('M-40 -56 Q-46 -40 -34 -34', '#8ac926', 'line', { stroke: '#8ac926', strokeWidth: 8 }),
    ],
  },
  dummy: {
    at: 'hand', w: 40, h: 40, draw: () => [
      ellipse(0, -20, 20, 12, '#ff8fab'), circle(0, -20, 7, lighten('#ff8fab', 0.4), 'detail'), ellipse(0, -6, 7, 9, '#ffe4c4'),
      line('M-8 -34 a8 8 0 1 1 16 0', '#ff8fab', 4),
    ],
  },
  bottle: {
    at: 'hand', w: 30, h: 78, as: 'baby bottle', draw: () => [
      rect(-14, -56, 28, 56, '#ffffff', 'solid', { rx: 8 }), rect(-14, -30, 28, 30, '#fdf6e3', 'detail', { rx: 6 }),
      rect(-15, -62, 30, 10, '#6fb7ff', 'solid', { rx: 3 }), path('M-8 -62 Q-8 -78 0 -78 Q8 -78 8 -62 Z', '#f3c89b'),
      line('M-10 -44 h6 M-10 -34 h6 M-10 -24 h6', '#9fb7d0', 2),
    ],
  },
  nappy: {
    at: 'front', w: 74, h: 46, as: 'diaper', draw: () => [
      path('M-36 -44 L36 -44 L28 -16 Q0 4 -28 -16 Z', '#ffffff'), rect(-38, -46, 76, 10, '#a0d8ef', 'solid', { rx: 4 }),
      circle(-14, -26, 4, '#ffd23f', 'detail'), circle(10, -22, 4, '#ff8fab', 'detail'),
    ],
  },
  blanket: {
    at: 'front', w: 110, h: 40, draw: () => [
      rect(-54, -36, 108, 36, '#b5a8e6', 'solid', { rx: 10 }), line('M-54 -24 h108 M-54 -12 h108', lighten('#b5a8e6', 0.45), 4),
      line('M-30 -36 v36 M0 -36 v36 M30 -36 v36', darken('#b5a8e6', 0.12), 2),
    ],
  },
  lamp: {
    at: 'front', w: 64, h: 96, draw: () => [
      glowAround(0, -70, 44, '#fff3b0'), rect(-20, -8, 40, 8, '#8b5a3c', 'solid', { rx: 3 }), rect(-4, -52, 8, 46, '#8b5a3c'),
      path('M-28 -52 L28 -52 L18 -92 L-18 -92 Z', '#ffe08a'),
    ],
  },
  torch: {
    at: 'hand', w: 120, h: 40, as: 'flashlight', draw: () => [
      polygon([[24, -22], [120, -46], [120, 6]], '#fff3b0', 'glow', { opacity: 0.5 }),
      rect(-30, -28, 48, 16, '#e5484d', 'solid', { rx: 5 }), rect(14, -32, 14, 24, '#c9ced6', 'solid', { rx: 3 }),
      circle(26, -20, 8, '#fff7c2', 'glow'),
    ],
  },
  candle: {
    at: 'front', w: 30, h: 80, draw: () => [
      glowAround(0, -66, 26, '#ffd166'), rect(-10, -52, 20, 52, '#fdf0d5', 'solid', { rx: 3 }), line('M0 -52 v-6', INK, 2),
      path('M0 -78 Q9 -64 0 -56 Q-9 -64 0 -78 Z', '#ffb703', 'glow'), ellipse(0, -2, 16, 4, '#c9a66b'),
    ],
  },
  diya: {
    at: 'front', w: 70, h: 50, draw: () => [
      glowAround(14, -34, 26, '#ffd166'), path('M-34 -18 Q0 10 34 -18 Q30 -28 20 -24 L-34 -24 Z', '#c8553d'),
      path('M-28 -22 Q0 -8 30 -22', '#f4a259', 'line', { stroke: '#f4a259', strokeWidth: 3 }),
      path('M22 -46 Q30 -34 22 -26 Q14 -34 22 -46 Z', '#ffb703', 'glow'),
    ],
  },
  lantern: {
    at: 'sky', w: 70, h: 140, as: 'hanging lantern', hangs: true, draw: () => [
      line('M0 -140 V-96', '#6b4f3a', 2), rect(-20, -100, 40, 8, '#f4c430', 'solid', { rx: 2 }), glowAround(0, -60, 48, '#ffb3a7'),
      ellipse(0, -60, 34, 36, '#e63946'), line('M-14 -92 Q-24 -60 -14 -28 M0 -96 V-24 M14 -92 Q24 -60 14 -28', darken('#e63946', 0.25), 2),
      rect(-20, -30, 40, 8, '#f4c430', 'solid', { rx: 2 }), line('M-6 -22 v18 M0 -22 v22 M6 -22 v18', '#f4c430', 2),
    ],
  },
  phone: {
    at: 'hand', w: 32, h: 58, draw: () => [
      rect(-16, -58, 32, 58, '#2f3e57', 'solid', { rx: 6 }), rect(-12, -52, 24, 42, '#8fd3ff', 'detail', { rx: 2 }), circle(0, -5, 3, '#9aa3b0', 'detail'),
    ],
  },
  book: {
    at: 'hand', w: 90, h: 56, draw: () => [
      path('M0 -44 Q-24 -56 -44 -50 L-44 -4 Q-24 -10 0 0 Q24 -10 44 -4 L44 -50 Q24 -56 0 -44 Z', '#3a86ff'),
      path('M0 -40 Q-22 -52 -38 -46 L-38 -10 Q-20 -14 0 -5 Z', PAPER, 'detail'), path('M0 -40 Q22 -52 38 -46 L38 -10 Q20 -14 0 -5 Z', PAPER, 'detail'),
      line('M-30 -38 q12 -4 24 2 M-30 -28 q12 -4 24 2 M8 -36 q12 -6 24 -2 M8 -26 q12 -6 24 -2', '#9aa3b0', 1.6),
    ],
  },
  letter: {
    at: 'hand', w: 74, h: 50, as: 'envelope', draw: () => [
      rect(-36, -48, 72, 48, PAPER, 'solid', { rx: 3 }), line('M-36 -48 L0 -20 L36 -48', '#c9b79c', 2.5),
      path('M-6 -26 C-14 -34 -4 -40 0 -33 C4 -40 14 -34 6 -26 L0 -20 Z', '#e5484d', 'detail'),
    ],
  },
  photo: {
    at: 'hand', w: 62, h: 74, as: 'framed photo', draw: () => [
      rect(-31, -74, 62, 74, '#8b5a3c', 'solid', { rx: 3 }), rect(-24, -67, 48, 60, '#bde0fe', 'detail'),
      path('M-24 -7 L-8 -30 L4 -18 L14 -28 L24 -7 Z', '#8ac926', 'detail'), circle(-8, -52, 7, '#f6c89f', 'detail'), circle(10, -50, 7, '#f6c89f', 'detail'),
    ],
  },
  backpack: {
    at: 'front', w: 80, h: 100, as: 'school bag', draw: () => [
      path('M-24 -86 Q0 -104 24 -86', 'none', 'line', { stroke: '#c0392b', strokeWidth: 7 }),
      rect(-38, -88, 76, 88, '#e5484d', 'solid', { rx: 22 }), rect(-26, -44, 52, 34, darken('#e5484d', 0.15), 'detail', { rx: 8 }),
      line('M-26 -34 h52', '#f4c430', 3), rect(-38, -70, 76, 10, darken('#e5484d', 0.2), 'detail'),
    ],
  },
  lunchbox: {
    at: 'front', w: 84, h: 58, draw: () => [
      rect(-40, -44, 80, 44, '#4cc9f0', 'solid', { rx: 8 }), rect(-40, -48, 80, 14, darken('#4cc9f0', 0.15), 'solid', { rx: 6 }),
      path('M-14 -48 Q0 -66 14 -48', 'none', 'line', { stroke: '#3a3a3a', strokeWidth: 5 }), circle(-16, -22, 7, '#e5484d', 'detail'), circle(6, -20, 6, '#8ac926', 'detail'),
    ],
  },
  umbrella: {
    at: 'hand', w: 170, h: 190, draw: () => [
      line('M0 0 V-150 M0 0 q0 10 -10 10 q-8 0 -8 -8', '#5a4632', 5),
      path('M-85 -140 Q0 -230 85 -140 Q64 -152 42 -140 Q20 -154 0 -140 Q-20 -154 -42 -140 Q-64 -152 -85 -140 Z', '#e5484d'),
      path('M0 -190 Q-22 -170 -42 -140 M0 -190 Q22 -170 42 -140', 'none', 'line', { stroke: darken('#e5484d', 0.25), strokeWidth: 2 }),
    ],
  },
  shoes: {
    at: 'front', w: 86, h: 30, draw: () => [-22, 22].flatMap((x) => [
      path(`M${x - 20} -4 L${x - 20} -22 Q${x - 6} -26 ${x - 2} -16 L${x + 16} -12 Q${x + 22} -8 ${x + 20} -2 Z`, '#3a86ff'),
      rect(x - 22, -5, 44, 5, '#ffffff', 'detail', { rx: 2 }), line(`M${x - 6} -18 l8 -2 M${x - 4} -13 l8 -2`, '#ffffff', 2),
    ]),
  },
  cup: {
    at: 'hand', w: 44, h: 60, as: 'mug', draw: () => [
      line('M-6 -42 q-6 -8 0 -16 M6 -42 q6 -8 0 -16', '#d8dde6', 2.5),
      rect(-16, -36, 32, 36, '#ff8fab', 'solid', { rx: 6 }), line('M16 -28 q14 0 14 10 q0 10 -14 10', '#ff8fab', 5),
      ellipse(0, -34, 13, 3, '#8b5a3c', 'detail'),
    ],
  },
  milk: {
    at: 'hand', w: 30, h: 50, as: 'glass of milk', draw: () => [
      path('M-14 -50 L14 -50 L11 0 L-11 0 Z', '#e8f4fb'), path('M-13 -38 L13 -38 L11 0 L-11 0 Z', '#ffffff', 'detail'),
    ],
  },
};
