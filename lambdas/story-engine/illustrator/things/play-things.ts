// Things to play with, to make music with and to make things with: balls, wheels, instruments, paints, dressing up.
import { circle, darken, ellipse, lighten, line, path, polygon, rect, type Node } from '../svg-kit';
import { GOLD, INK, PAPER, WOOD, type ThingDrawing } from './thing-kit';

const wheel = (x: number, y: number, r: number): Node[] => [circle(x, y, r, '#2f2b36'), circle(x, y, r * 0.55, '#d9dde3', 'detail'), circle(x, y, r * 0.15, '#6b7682', 'detail')];
const spokedWheel = (x: number, y: number, r: number): Node[] => [
  line(`M${x - r} ${y} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0`, '#2f2b36', 6),
  line(`M${x - r} ${y} h${2 * r} M${x} ${y - r} v${2 * r} M${x - r * 0.7} ${y - r * 0.7} l${r * 1.4} ${r * 1.4} M${x - r * 0.7} ${y + r * 0.7} l${r * 1.4} ${-r * 1.4}`, '#9aa3b0', 1.5),
];
const star = (x: number, y: number, r: number, fill: string): Node => polygon(Array.from({ length: 10 }, (_, i) => {
  const a = -Math.PI / 2 + (i * Math.PI) / 5, rr = i % 2 === 0 ? r : r * 0.45;
  return [x + rr * Math.cos(a), y + rr * Math.sin(a)] as [number, number];
}), fill);

export const PLAY_THINGS: Record<string, ThingDrawing> = {
  ball: {
    at: 'front', w: 56, h: 56, as: 'beach ball', draw: () => [
      circle(0, -27, 27, '#ffffff'), path('M0 -54 A27 27 0 0 1 27 -27 L0 -27 Z', '#e63946', 'detail'), path('M0 0 A27 27 0 0 1 -27 -27 L0 -27 Z', '#3a86ff', 'detail'),
      path('M27 -27 A27 27 0 0 1 0 0 L0 -27 Z', '#ffd23f', 'detail'), circle(0, -27, 5, '#ffffff', 'detail'),
    ],
  },
  football: {
    at: 'front', w: 56, h: 56, as: 'football ball', draw: () => [
      circle(0, -27, 27, '#ffffff'), polygon([[0, -38], [10, -31], [6, -19], [-6, -19], [-10, -31]], INK, 'detail'),
      line('M0 -38 V-54 M10 -31 L25 -36 M6 -19 L15 -5 M-6 -19 L-15 -5 M-10 -31 L-25 -36', INK, 2),
    ],
  },
  basketball: {
    at: 'front', w: 56, h: 56, draw: () => [circle(0, -27, 27, '#f3722c'), line('M-27 -27 H27 M0 -54 V0 M-18 -47 Q-4 -27 -18 -7 M18 -47 Q4 -27 18 -7', INK, 2.2)],
  },
  kite: {
    at: 'sky', w: 100, h: 190, draw: () => [
      line('M0 -120 Q30 -60 -10 0', '#6b6b6b', 1.5), polygon([[0, -190], [40, -150], [0, -110], [-40, -150]], '#ff595e'),
      polygon([[0, -190], [40, -150], [0, -150]], '#ffca3a', 'detail'), polygon([[0, -150], [-40, -150], [0, -110]], '#1982c4', 'detail'),
      line('M0 -110 q12 14 -2 28 q-12 14 4 28', '#6a4c93', 2), ...[-96, -68].map((y) => polygon([[-6, y], [6, y - 6], [6, y + 6]], '#8ac926', 'detail')),
    ],
  },
  balloon: {
    at: 'hand', w: 64, h: 190, draw: () => [
      line('M0 0 Q-14 -60 4 -112', '#777777', 1.5), polygon([[-6, -110], [6, -110], [0, -118]], darken('#ff595e', 0.15)),
      ellipse(0, -156, 32, 40, '#ff595e'), ellipse(-12, -172, 6, 11, '#ffffff', 'glow', { opacity: 0.55 }),
    ],
  },
  bike: {
    at: 'ground', w: 170, h: 100, as: 'bicycle', draw: () => [
      ...spokedWheel(-52, -34, 32), ...spokedWheel(56, -34, 32),
      line('M-52 -34 L-14 -34 L20 -72 L-26 -72 Z M-14 -34 L-30 -84 M20 -72 L56 -34 M20 -72 L16 -92', '#e63946', 6),
      rect(-42, -90, 26, 8, INK, 'solid', { rx: 4 }), line('M8 -94 h18', INK, 6), circle(-14, -34, 7, '#6b7682', 'detail'),
    ],
  },
  scooter: {
    at: 'ground', w: 100, h: 110, as: 'kick scooter', draw: () => [
      ...wheel(-38, -12, 12), ...wheel(38, -12, 12), rect(-44, -26, 80, 10, '#3a86ff', 'solid', { rx: 5 }),
      line('M34 -20 L26 -100', '#9aa3b0', 6), line('M12 -100 h28', INK, 7),
    ],
  },
  skates: {
    at: 'front', w: 90, h: 54, as: 'roller skates', draw: () => [-24, 24].flatMap((x) => [
      path(`M${x - 18} -14 L${x - 18} -46 Q${x - 4} -50 ${x} -36 L${x + 18} -28 Q${x + 22} -20 ${x + 20} -14 Z`, '#ff6fa8'),
      rect(x - 20, -16, 42, 6, '#ffffff', 'detail', { rx: 2 }), circle(x - 12, -6, 6, '#ffd23f'), circle(x + 12, -6, 6, '#ffd23f'),
    ]),
  },
  skateboard: {
    at: 'front', w: 110, h: 26, draw: () => [path('M-54 -18 Q-56 -26 -46 -26 L46 -26 Q56 -26 54 -18 Z', '#8338ec'), circle(-32, -8, 7, '#ffd23f'), circle(32, -8, 7, '#ffd23f'), line('M-20 -22 h40', '#ffbe0b', 3)],
  },
  sled: {
    at: 'ground', w: 150, h: 56, as: 'sledge', draw: () => [
      line('M-70 -4 H58 Q76 -4 74 -22', '#6b7682', 5), line('M-46 -4 V-24 M34 -4 V-24', '#6b7682', 4),
      rect(-66, -40, 124, 18, '#c0392b', 'solid', { rx: 6 }), line('M-50 -31 h92', lighten('#c0392b', 0.35), 3), line('M58 -36 q24 -10 30 6', '#d4a373', 3),
    ],
  },
  drum: {
    at: 'front', w: 80, h: 96, draw: () => [
      rect(-32, -56, 64, 50, '#e63946', 'solid', { rx: 4 }), ellipse(0, -56, 32, 10, '#f8f1e5'), ellipse(0, -6, 32, 8, '#c0392b'),
      line('M-32 -50 L-16 -12 L0 -50 L16 -12 L32 -50', GOLD, 2.5), line('M-20 -68 L-40 -96 M20 -68 L40 -96', WOOD, 4), circle(-40, -96, 5, '#f1e3c6'), circle(40, -96, 5, '#f1e3c6'),
    ],
  },
  guitar: {
    at: 'ground', w: 70, h: 150, draw: () => [
      circle(0, -34, 30, '#d4a373'), circle(0, -70, 22, '#d4a373'), circle(0, -42, 9, '#5a3e2b', 'detail'),
      rect(-5, -142, 10, 82, '#8b5a3c'), rect(-8, -150, 16, 14, '#5a3e2b', 'solid', { rx: 3 }), line('M-2 -140 V-20 M2 -140 V-20', '#f1f1f1', 1),
      rect(-12, -20, 24, 5, '#5a3e2b', 'detail'),
    ],
  },
  piano: {
    at: 'ground', w: 170, h: 130, draw: () => [
      rect(-80, -126, 160, 126, '#2f2b36', 'solid', { rx: 6 }), rect(-72, -70, 144, 22, '#ffffff', 'detail'),
      line(Array.from({ length: 11 }, (_, i) => `M${-72 + (i + 1) * 12} -70 v22`).join(' '), '#9aa3b0', 1),
      ...[-60, -48, -24, -12, 0, 24, 36, 60].map((x) => rect(x - 3, -70, 6, 13, INK, 'detail')),
      rect(-76, -48, 152, 8, '#3d3a44', 'detail'), rect(-70, -10, 10, 10, '#3d3a44'), rect(60, -10, 10, 10, '#3d3a44'),
    ],
  },
  violin: {
    at: 'hand', w: 44, h: 110, draw: () => [
      ellipse(0, -22, 18, 22, '#b5651d'), ellipse(0, -54, 14, 16, '#b5651d'), rect(-3, -102, 6, 48, '#3b2f2f'), circle(0, -104, 5, '#3b2f2f'),
      line('M-5 -36 q-3 4 0 8 M5 -36 q3 4 0 8', INK, 1.5), line('M-30 -80 L34 -10', '#c9b79c', 2),
    ],
  },
  crayons: {
    at: 'front', w: 90, h: 40, draw: () => [
      rect(-40, -24, 80, 24, '#ffd23f', 'solid', { rx: 3 }), line('M-40 -12 h80', '#3a86ff', 3),
      ...['#e63946', '#3a86ff', '#8ac926', '#ff9f1c', '#8338ec'].flatMap((c, i) => { const x = -30 + i * 15; return [rect(x - 5, -40, 10, 18, c), polygon([[x - 5, -40], [x, -48], [x + 5, -40]], c)]; }),
    ],
  },
  paintbrush: {
    at: 'hand', w: 80, h: 66, as: 'paints and brush', draw: () => [
      path('M-36 -20 Q-40 -52 0 -54 Q38 -54 36 -26 Q34 -10 14 -16 Q4 -20 0 -8 Q-6 2 -24 -4 Q-34 -8 -36 -20 Z', '#f1e3c6'),
      circle(-20, -34, 6, '#e63946', 'detail'), circle(-2, -42, 6, '#ffd23f', 'detail'), circle(16, -38, 6, '#3a86ff', 'detail'), circle(22, -24, 5, '#8ac926', 'detail'),
      line('M30 -70 L8 -28', WOOD, 5), path('M8 -28 L2 -16 L12 -24 Z', '#8338ec'),
    ],
  },
  drawing: {
    at: 'hand', w: 76, h: 60, as: 'picture on paper', draw: () => [
      rect(-36, -58, 72, 56, PAPER, 'solid', { rx: 2 }), circle(18, -44, 8, '#ffd23f', 'detail'),
      path('M-24 -10 V-30 L-12 -40 L0 -30 V-10 Z', '#e63946', 'detail'), line('M-34 -10 h68', '#8ac926', 3), line('M-30 -50 q6 -4 12 0', '#3a86ff', 2),
    ],
  },
  costume: {
    at: 'ground', w: 80, h: 160, as: 'dressing-up cape and hat', draw: () => [
      line('M0 0 V-140 M-20 0 h40', WOOD, 5), path('M-8 -132 L-34 -30 Q0 -22 34 -30 L8 -132 Z', '#8338ec'), star(0, -80, 9, GOLD),
      path('M-18 -140 L0 -160 L18 -140 Z', '#e63946'), ellipse(0, -140, 24, 5, darken('#e63946', 0.2)),
    ],
  },
  mask: {
    at: 'hand', w: 76, h: 70, as: 'party mask', draw: () => [
      line('M30 -30 L40 0', WOOD, 4), path('M-36 -44 Q-36 -60 -16 -54 Q0 -48 16 -54 Q36 -60 36 -44 Q36 -24 16 -28 Q0 -34 -16 -28 Q-36 -24 -36 -44 Z', '#8338ec'),
      ellipse(-15, -42, 8, 6, INK, 'detail'), ellipse(15, -42, 8, 6, INK, 'detail'), path('M-36 -50 q-10 -14 -4 -20 M36 -50 q10 -14 4 -20', 'none', 'line', { stroke: GOLD, strokeWidth: 3 }),
    ],
  },
  crown: {
    at: 'front', w: 70, h: 56, draw: () => [
      ellipse(0, -8, 34, 8, '#8338ec'), polygon([[-28, -12], [-28, -46], [-14, -30], [0, -50], [14, -30], [28, -46], [28, -12]], GOLD),
      circle(0, -28, 5, '#e63946', 'detail'), circle(-16, -22, 4, '#3a86ff', 'detail'), circle(16, -22, 4, '#8ac926', 'detail'),
    ],
  },
  wand: {
    at: 'hand', w: 34, h: 100, as: 'magic wand', draw: () => [line('M0 0 L0 -72', '#2f2b36', 5), star(0, -84, 16, GOLD), circle(14, -98, 3, '#fff3b0', 'glow'), circle(-14, -70, 2.5, '#fff3b0', 'glow')],
  },
  robot: {
    at: 'front', w: 64, h: 100, as: 'toy robot', draw: () => [
      rect(-16, -24, 10, 24, '#9aa3b0'), rect(6, -24, 10, 24, '#9aa3b0'), rect(-24, -64, 48, 42, '#6c8ead', 'solid', { rx: 6 }),
      circle(-8, -44, 4, '#ffd23f', 'glow'), circle(8, -44, 4, '#e63946', 'glow'), rect(-18, -94, 36, 28, '#8fb3d1', 'solid', { rx: 6 }),
      circle(-7, -80, 4, '#7ff3ff', 'glow'), circle(7, -80, 4, '#7ff3ff', 'glow'), line('M0 -94 V-104', '#6c8ead', 3), circle(0, -106, 4, '#e63946'),
      line('M-24 -56 L-34 -36 M24 -56 L34 -36', '#9aa3b0', 6),
    ],
  },
  dinosaur: {
    at: 'front', w: 110, h: 86, as: 'toy dinosaur', draw: () => [
      path('M-50 -30 Q-20 -50 10 -44 Q24 -70 40 -76 Q56 -78 54 -64 Q50 -56 38 -56 Q34 -40 30 -26 Q20 -12 0 -14 Q-30 -16 -56 -20 Z', '#6fbf4b'),
      rect(-20, -24, 10, 24, '#5aa63b', 'solid', { rx: 4 }), rect(8, -24, 10, 24, '#5aa63b', 'solid', { rx: 4 }), circle(44, -68, 3, INK, 'detail'),
      polygon([[-30, -40], [-24, -52], [-18, -42], [-10, -54], [-4, -44], [4, -54], [10, -45]], '#ffd23f', 'detail'),
    ],
  },
  'cardboard box': {
    at: 'ground', w: 130, h: 106, draw: () => [
      rect(-56, -82, 112, 82, '#c89f6b'), polygon([[-56, -82], [-72, -104], [-20, -104], [-4, -82]], '#b88a55'),
      polygon([[56, -82], [72, -104], [20, -104], [4, -82]], '#d8b07c'), line('M-56 -58 h112', '#a5784a', 3), line('M-20 -30 l10 8 l10 -8', '#a5784a', 2.5),
    ],
  },
  blocks: {
    at: 'front', w: 90, h: 74, as: 'toy blocks', draw: () => [
      rect(-42, -32, 32, 32, '#e63946', 'solid', { rx: 3 }), rect(-8, -32, 32, 32, '#3a86ff', 'solid', { rx: 3 }), rect(-26, -66, 32, 32, '#ffd23f', 'solid', { rx: 3 }),
      line('M-32 -22 l6 12 l6 -12 M2 -10 v-14 h8 a4 4 0 0 1 0 8 h-8 M-16 -48 h12', '#ffffff', 3), rect(28, -24, 20, 24, '#8ac926', 'solid', { rx: 3 }),
    ],
  },
  puzzle: {
    at: 'front', w: 96, h: 30, as: 'jigsaw puzzle', draw: () => [
      rect(-46, -22, 92, 20, '#bde0fe', 'solid', { rx: 3 }), line('M-16 -22 v6 a4 4 0 0 1 0 8 v6 M14 -22 v6 a4 4 0 0 0 0 8 v6', '#3a86ff', 2),
      path('M28 -30 h14 v6 a4 4 0 0 1 0 8 v6 h-14 Z', '#ffafcc'),
    ],
  },
};

