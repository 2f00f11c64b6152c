// Aids and getting better, drawn on their own (beside the hero) when the text does not say whose they are; worn-aids.ts
// draws them on a figure.
import { circle, ellipse, line, path, rect } from '../svg-kit';
import { INK, type ThingDrawing } from './thing-kit';

export const AID_THINGS: Record<string, ThingDrawing> = {
  wheelchair: {
    at: 'ground', w: 120, h: 130, draw: () => [
      line('M-36 -120 V-60 H34 M-36 -120 h-12', '#4a5d8a', 6), rect(-40, -66, 76, 10, '#3a86ff', 'solid', { rx: 4 }), line('M34 -60 L44 -16 h14', '#4a5d8a', 5),
      line('M-58 -44 a44 44 0 1 0 88 0 a44 44 0 1 0 -88 0', '#2f2b36', 7), line('M-52 -44 a38 38 0 1 0 76 0 a38 38 0 1 0 -76 0', '#9aa3b0', 2.5),
      line('M-58 -44 h88 M-14 -88 v88 M-45 -75 l62 62 M-45 -13 l62 -62', '#9aa3b0', 1.5), circle(-14, -44, 6, '#6b7682'), circle(50, -9, 9, '#2f2b36'),
    ],
  },
  cast: {
    at: 'hand', w: 70, h: 60, as: 'plaster cast', draw: () => [
      rect(-30, -30, 60, 22, '#fbfbf7', 'solid', { rx: 11 }), line('M-16 -30 v22 M0 -30 v22 M16 -30 v22', '#d9dde3', 2),
      line('M-8 -22 l6 6 M4 -22 l8 4', '#e63946', 2), path('M-34 -8 Q0 30 34 -8', 'none', 'line', { stroke: '#3a86ff', strokeWidth: 5 }),
    ],
  },
  crutches: {
    at: 'ground', w: 60, h: 150, draw: () => [-14, 14].flatMap((x) => [
      line(`M${x} 0 V-110`, '#9aa3b0', 5), rect(x - 10, -124, 20, 8, '#3b3b44', 'solid', { rx: 4 }), rect(x - 7, -74, 14, 6, '#3b3b44', 'solid', { rx: 3 }), circle(x, -2, 4, '#3b3b44'),
    ]),
  },
  'hearing aid': {
    at: 'hand', w: 30, h: 40, draw: () => [path('M-6 -38 Q12 -40 12 -22 Q12 -10 2 -8 L0 -2 Q-4 0 -6 -4 Q-10 -20 -6 -38 Z', '#f4a6b8'), circle(0, -4, 4, '#6fb7ff', 'detail')],
  },
  glasses: {
    at: 'hand', w: 72, h: 30, draw: () => [
      circle(-18, -14, 13, '#cfeaf7', 'glow', { opacity: 0.4 }), circle(18, -14, 13, '#cfeaf7', 'glow', { opacity: 0.4 }),
      line('M-31 -14 a13 13 0 1 0 26 0 a13 13 0 1 0 -26 0 M5 -14 a13 13 0 1 0 26 0 a13 13 0 1 0 -26 0 M-5 -16 L5 -16 M-31 -16 l-6 -4 M31 -16 l6 -4', INK, 3),
    ],
  },
  'walking stick': {
    at: 'ground', w: 40, h: 130, draw: () => [line('M0 0 V-112 Q0 -128 14 -128 Q26 -128 26 -116', '#8b5a3c', 7)],
  },
  bandage: {
    at: 'hand', w: 46, h: 42, as: 'roll of bandage', draw: () => [
      ellipse(0, -20, 18, 18, '#fbfbf7'), ellipse(0, -20, 7, 7, '#e3e7ee', 'detail'), path('M12 -8 L34 -4 L34 -14 L16 -20 Z', '#fbfbf7'),
      rect(-6, -40, 12, 4, '#e63946', 'detail'), rect(-2, -44, 4, 12, '#e63946', 'detail'),
    ],
  },
  inhaler: {
    at: 'hand', w: 40, h: 50, draw: () => [rect(-10, -50, 20, 34, '#3a86ff', 'solid', { rx: 5 }), rect(-12, -20, 30, 16, '#6fb7ff', 'solid', { rx: 4 }), rect(-4, -56, 8, 8, '#2f6fd1', 'solid', { rx: 2 })],
  },
  medicine: {
    at: 'hand', w: 50, h: 66, as: 'medicine bottle and spoon', draw: () => [
      rect(-16, -52, 32, 52, '#b5651d', 'solid', { rx: 6 }), rect(-9, -64, 18, 14, '#ffffff', 'solid', { rx: 3 }), rect(-12, -38, 24, 20, '#fff8e7', 'detail', { rx: 2 }),
      rect(-3, -34, 6, 12, '#e63946', 'detail'), rect(-6, -31, 12, 6, '#e63946', 'detail'), line('M18 -10 L40 -40', '#c9ced6', 3), ellipse(42, -44, 7, 5, '#c9ced6'),
    ],
  },
};
