// Holidays and prizes: presents, a red envelope, a Christmas tree and its baubles, a nativity, fireworks, a menorah,
// medals and cups.
import { circle, darken, ellipse, line, path, polygon, rect, type Node } from '../svg-kit';
import { GOLD, WOOD, type ThingDrawing } from './thing-kit';

const star = (x: number, y: number, r: number, fill: string): Node => polygon(Array.from({ length: 10 }, (_, i) => {
  const a = -Math.PI / 2 + (i * Math.PI) / 5, rr = i % 2 === 0 ? r : r * 0.45;
  return [x + rr * Math.cos(a), y + rr * Math.sin(a)] as [number, number];
}), fill, 'glow');
const flame = (x: number, y: number): Node[] => [circle(x, y - 4, 8, '#ffd166', 'glow', { opacity: 0.35 }), path(`M${x} ${y - 12} Q${x + 5} ${y - 4} ${x} ${y} Q${x - 5} ${y - 4} ${x} ${y - 12} Z`, '#ffb703', 'glow')];
const burst = (x: number, y: number, r: number, c: string): Node[] => [
  line(Array.from({ length: 12 }, (_, i) => { const a = (i * Math.PI) / 6; return `M${x + Math.cos(a) * r * 0.3} ${y + Math.sin(a) * r * 0.3} L${x + Math.cos(a) * r} ${y + Math.sin(a) * r}`; }).join(' '), c, 3),
  ...Array.from({ length: 12 }, (_, i) => { const a = (i * Math.PI) / 6 + 0.26; return circle(x + Math.cos(a) * r * 1.1, y + Math.sin(a) * r * 1.1, 2.5, c, 'glow'); }),
];

export const FESTIVE_THINGS: Record<string, ThingDrawing> = {
  gift: {
    at: 'front', w: 74, h: 80, as: 'present', draw: () => [
      rect(-32, -54, 64, 54, '#8338ec', 'solid', { rx: 4 }), rect(-36, -62, 72, 14, darken('#8338ec', 0.15), 'solid', { rx: 3 }),
      rect(-6, -62, 12, 62, GOLD, 'detail'), path('M0 -62 Q-26 -84 -18 -62 Z M0 -62 Q26 -84 18 -62 Z', GOLD),
    ],
  },
  'red envelope': {
    at: 'hand', w: 40, h: 60, draw: () => [
      rect(-19, -58, 38, 58, '#d62828', 'solid', { rx: 3 }), path('M-19 -58 L0 -40 L19 -58 Z', '#b51f1f'), circle(0, -28, 9, GOLD, 'detail'), rect(-3, -31, 6, 6, '#d62828', 'detail'),
    ],
  },
  'christmas tree': {
    at: 'ground', w: 160, h: 230, draw: () => [
      rect(-12, -26, 24, 26, '#7a4e33'), rect(-30, -14, 60, 14, '#c0392b', 'solid', { rx: 3 }),
      ...[[80, -26], [64, -86], [46, -140]].map(([w, y]) => polygon([[-w!, y!], [w!, y!], [0, y! - 82]], '#2d6a4f')),
      line('M-56 -60 Q0 -40 50 -74 M-40 -118 Q0 -100 36 -128', GOLD, 3),
      ...[[-40, -44, '#e63946'], [30, -50, '#3a86ff'], [-16, -96, '#ffd23f'], [24, -106, '#e63946'], [-6, -150, '#3a86ff'], [40, -36, '#ffd23f']].map(([x, y, c]) => circle(x as number, y as number, 7, c as string, 'glow')),
      star(0, -224, 16, '#ffd23f'),
    ],
  },
  bauble: {
    at: 'hand', w: 44, h: 70, as: 'Christmas bauble', draw: () => [
      line('M0 -70 V-52', GOLD, 2), rect(-6, -54, 12, 8, GOLD, 'solid', { rx: 2 }), circle(0, -26, 22, '#e63946'),
      line('M-20 -32 Q0 -22 20 -32', '#ffffff', 3), circle(-8, -34, 5, '#ffffff', 'glow', { opacity: 0.6 }),
    ],
  },
  nativity: {
    at: 'ground', w: 180, h: 150, as: 'nativity stable', draw: () => [
      polygon([[-86, -90], [0, -136], [86, -90]], '#8b5a3c'), rect(-76, -92, 152, 92, '#c89f6b'), rect(-70, -86, 140, 86, '#6b4f3a', 'detail'),
      path('M-30 0 L-22 -26 L22 -26 L30 0 Z', '#d4a373'), path('M-22 -26 L22 -26 L18 -34 L-18 -34 Z', '#f3e2b3'), circle(0, -38, 8, '#f6d0b1'),
      ellipse(0, -32, 14, 6, '#ffffff'), star(0, -150, 12, '#ffe066'), circle(-44, -52, 12, '#3a86ff'), circle(-44, -70, 9, '#f6d0b1'), circle(44, -52, 12, '#8b5a3c'), circle(44, -70, 9, '#e0b48c'),
    ],
  },
  fireworks: {
    at: 'sky', w: 320, h: 170, draw: () => [...burst(-100, -100, 44, '#ff595e'), ...burst(20, -120, 56, '#ffd23f'), ...burst(120, -80, 40, '#8ac926')],
  },
  menorah: {
    at: 'front', w: 110, h: 100, draw: () => [
      rect(-20, -8, 40, 8, GOLD, 'solid', { rx: 3 }), line('M0 -8 V-60', GOLD, 5),
      line([-48, -36, -24, -12, 12, 24, 36, 48].map((x) => `M${x} -60 V-${38 - Math.abs(x) / 3} Q${x} -20 0 -20`).join(' '), GOLD, 3.5),
      ...[-48, -36, -24, -12, 0, 12, 24, 36, 48].flatMap((x) => [rect(x - 3, x === 0 ? -82 : -74, 6, 14, '#f8f1e5'), ...flame(x, x === 0 ? -84 : -76)]),
    ],
  },
  medal: {
    at: 'hand', w: 44, h: 80, draw: () => [
      polygon([[-16, -80], [-4, -80], [6, -40], [-6, -40]], '#3a86ff'), polygon([[16, -80], [4, -80], [-6, -40], [6, -40]], '#e63946'),
      circle(0, -22, 20, GOLD), circle(0, -22, 13, '#ffe066', 'detail'), star(0, -22, 8, '#e0a800'),
    ],
  },
  trophy: {
    at: 'hand', w: 70, h: 90, draw: () => [
      rect(-24, -14, 48, 14, WOOD, 'solid', { rx: 3 }), rect(-6, -36, 12, 24, GOLD), path('M-26 -86 L26 -86 Q24 -40 0 -36 Q-24 -40 -26 -86 Z', GOLD),
      line('M-26 -78 q-18 2 -14 16 q4 10 16 6 M26 -78 q18 2 14 16 q-4 10 -16 6', GOLD, 4), star(0, -64, 10, '#fff3b0'),
    ],
  },
};

