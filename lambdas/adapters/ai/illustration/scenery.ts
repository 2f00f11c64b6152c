// Places, skies and props for an 800 × 600 picture. Colours here are "true" colours; each style restyles them.
import type { Random } from '../seeded-random';
import type { Prop, SceneBrief, Setting, TimeOfDay } from './scene-brief';
import {
  circle, darken, ellipse, group, lighten, line, path, polygon, rect, smoothPath, type Layer, type Node, type Shape,
} from './svg-kit';

export const WIDTH = 800;
export const HEIGHT = 600;
export const GROUND_Y = 455;

export interface Light {
  sky: [top: string, bottom: string];
  /** Colour mixed into everything in the landscape, and how much. */
  tint: string;
  amount: number;
  body: 'sun' | 'moon' | 'none';
  bodyY: number;
}

const LIGHTS: Record<TimeOfDay, Light> = {
  dawn: { sky: ['#8fb2e6', '#ffd3b5'], tint: '#ffb38a', amount: 0.1, body: 'sun', bodyY: 250 },
  morning: { sky: ['#78c2f0', '#e2f4ff'], tint: '#ffffff', amount: 0, body: 'sun', bodyY: 120 },
  day: { sky: ['#5aaeea', '#c9eaff'], tint: '#ffffff', amount: 0, body: 'sun', bodyY: 88 },
  afternoon: { sky: ['#6aa9df', '#ffe6b8'], tint: '#ffcc88', amount: 0.07, body: 'sun', bodyY: 150 },
  sunset: { sky: ['#6d63b8', '#ffb36e'], tint: '#ff8a5c', amount: 0.16, body: 'sun', bodyY: 255 },
  evening: { sky: ['#3e4a8f', '#f0a47e'], tint: '#4b3f8f', amount: 0.24, body: 'moon', bodyY: 110 },
  night: { sky: ['#101c40', '#2f4279'], tint: '#1b2550', amount: 0.42, body: 'moon', bodyY: 100 },
};

export function lightFor(brief: SceneBrief): Light {
  if (brief.setting === 'space') return { sky: ['#0c0f2e', '#2a1f5c'], tint: '#2a1f5c', amount: 0.2, body: 'none', bodyY: 100 };
  if (brief.setting === 'bedroom') return LIGHTS.night;
  if (brief.weather === 'rain' || brief.weather === 'cloudy') {
    return { sky: ['#8c9bb0', '#d4dbe4'], tint: '#7d8ca0', amount: 0.16, body: 'none', bodyY: 120 };
  }
  return LIGHTS[brief.time];
}

export type Layers = Record<Layer, Node[]>;

export const emptyLayers = (): Layers => ({ sky: [], far: [], land: [], prop: [], hero: [], fx: [] });

const PETALS = ['#ff7eb6', '#ffd23f', '#ffffff', '#b28dff', '#ff9f43'];
const PARTY = ['#ff595e', '#ffca3a', '#8ac926', '#1982c4', '#6a4c93'];

export function starShape(cx: number, cy: number, r: number, fill: string, points = 5, role: Shape['role'] = 'glow'): Shape {
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < points * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    const rr = i % 2 === 0 ? r : r * (points === 4 ? 0.32 : 0.45);
    pts.push([cx + rr * Math.cos(a), cy + rr * Math.sin(a)]);
  }
  return polygon(pts, fill, role);
}

function cloud(cx: number, cy: number, s: number, color = '#ffffff'): Node {
  return group([
    ellipse(cx, cy + 10 * s, 62 * s, 22 * s, color, 'glow'),
    circle(cx - 30 * s, cy + 2 * s, 22 * s, color, 'glow'),
    circle(cx + 2 * s, cy - 10 * s, 30 * s, color, 'glow'),
    circle(cx + 32 * s, cy + 2 * s, 20 * s, color, 'glow'),
  ]);
}

function hills(baseY: number, amplitude: number, color: string, random: Random, bumps = 4): Shape {
  const pts: Array<[number, number]> = [[-20, HEIGHT + 10], [-20, baseY]];
  for (let i = 0; i <= bumps * 2; i++) {
    const x = (i / (bumps * 2)) * (WIDTH + 40) - 20;
    const y = baseY - (i % 2 === 1 ? amplitude * random.range(0.6, 1.2) : random.range(-6, 8));
    pts.push([x, y]);
  }
  pts.push([WIDTH + 20, baseY], [WIDTH + 20, HEIGHT + 10]);
  return path(smoothPath(pts), color, 'land');
}

function roundTree(x: number, base: number, s: number, leaf: string): Node {
  return group([
    rect(x - 7 * s, base - 60 * s, 14 * s, 62 * s, '#8b5a3c'),
    circle(x - 24 * s, base - 70 * s, 30 * s, darken(leaf, 0.08)),
    circle(x + 22 * s, base - 74 * s, 28 * s, darken(leaf, 0.04)),
    circle(x, base - 100 * s, 36 * s, leaf),
  ]);
}

function pineTree(x: number, base: number, s: number, leaf: string, snow = false): Node {
  const parts: Node[] = [rect(x - 6 * s, base - 24 * s, 12 * s, 26 * s, '#7a4e33')];
  for (const [w, y] of [[52, 20], [42, 52], [30, 82]] as const) {
    parts.push(polygon([[x - w * s, base - y * s], [x + w * s, base - y * s], [x, base - (y + 52) * s]], leaf));
    if (snow) parts.push(polygon([[x - w * 0.45 * s, base - (y + 28) * s], [x + w * 0.45 * s, base - (y + 28) * s], [x, base - (y + 52) * s]], '#ffffff', 'detail'));
  }
  return group(parts);
}

function flower(x: number, y: number, s: number, petal: string): Node {
  const parts: Node[] = [line(`M${x} ${y} L${x} ${y + 22 * s}`, '#4e9a4a', 3 * s)];
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2;
    parts.push(circle(x + Math.cos(a) * 7 * s, y + Math.sin(a) * 7 * s, 5.5 * s, petal, 'detail'));
  }
  parts.push(circle(x, y, 4.5 * s, '#ffd23f', 'detail'));
  return group(parts);
}

function house(x: number, base: number, w: number, h: number, wall: string, roof: string): Node {
  return group([
    rect(x, base - h, w, h, wall),
    polygon([[x - 12, base - h + 2], [x + w / 2, base - h - w * 0.55], [x + w + 12, base - h + 2]], roof),
    rect(x + w * 0.4, base - h * 0.45, w * 0.22, h * 0.45, darken(wall, 0.35), 'detail'),
    rect(x + w * 0.1, base - h * 0.75, w * 0.22, w * 0.2, '#ffe9a8', 'detail'),
    rect(x + w * 0.68, base - h * 0.75, w * 0.22, w * 0.2, '#ffe9a8', 'detail'),
  ]);
}

function castle(x: number, base: number, s: number, wall: string, roof: string): Node {
  const parts: Node[] = [];
  for (const [dx, w, h] of [[-60, 34, 120], [26, 34, 120], [-26, 52, 150]] as const) {
    parts.push(rect(x + dx * s, base - h * s, w * s, h * s, wall));
    parts.push(polygon([[x + (dx - 6) * s, base - h * s], [x + (dx + w / 2) * s, base - (h + 46) * s], [x + (dx + w + 6) * s, base - h * s]], roof));
    parts.push(line(`M${x + (dx + w / 2) * s} ${base - (h + 46) * s} l0 ${-20 * s}`, '#6b5b4b', 2));
    parts.push(polygon([[x + (dx + w / 2) * s, base - (h + 66) * s], [x + (dx + w / 2 + 18) * s, base - (h + 60) * s], [x + (dx + w / 2) * s, base - (h + 54) * s]], '#ff595e', 'detail'));
  }
  parts.push(rect(x - 40 * s, base - 70 * s, 100 * s, 70 * s, wall));
  parts.push(path(`M${x - 2 * s} ${base} L${x - 2 * s} ${base - 30 * s} Q${x + 10 * s} ${base - 46 * s} ${x + 22 * s} ${base - 30 * s} L${x + 22 * s} ${base} Z`, darken(wall, 0.4), 'detail'));
  return group(parts);
}

// ---- props -------------------------------------------------------------------------------------------------

function rocket(x: number, base: number, s: number, tilt = 0): Node {
  return group([
    path(`M${x - 10 * s} ${base - 10 * s} Q${x} ${base + 30 * s} ${x + 10 * s} ${base - 10 * s} Z`, '#ffb703', 'glow'),
    polygon([[x - 22 * s, base - 10 * s], [x - 40 * s, base + 6 * s], [x - 22 * s, base - 44 * s]], '#e63946'),
    polygon([[x + 22 * s, base - 10 * s], [x + 40 * s, base + 6 * s], [x + 22 * s, base - 44 * s]], '#e63946'),
    path(`M${x - 22 * s} ${base - 10 * s} L${x - 22 * s} ${base - 90 * s} Q${x} ${base - 150 * s} ${x + 22 * s} ${base - 90 * s} L${x + 22 * s} ${base - 10 * s} Z`, '#f1f3f8'),
    circle(x, base - 82 * s, 11 * s, '#5bc0eb', 'detail'),
    path(`M${x - 15 * s} ${base - 118 * s} Q${x} ${base - 150 * s} ${x + 15 * s} ${base - 118 * s} Z`, '#e63946', 'detail'),
  ], tilt ? `rotate(${tilt} ${x} ${base})` : undefined);
}

function rainbow(cx: number, cy: number, r: number): Node {
  const colors = ['#ff595e', '#ff9f1c', '#ffca3a', '#8ac926', '#1982c4', '#6a4c93'];
  return group(colors.map((c, i) => line(`M${cx - (r - i * 12)} ${cy} A${r - i * 12} ${r - i * 12} 0 0 1 ${cx + r - i * 12} ${cy}`, c, 12, { opacity: 0.85 })));
}

function kite(x: number, y: number, groundX: number): Node {
  return group([
    line(`M${x} ${y + 40} Q${(x + groundX) / 2 + 30} ${y + 160} ${groundX} ${GROUND_Y + 20}`, '#6b6b6b', 1.5),
    polygon([[x, y - 40], [x + 30, y], [x, y + 40], [x - 30, y]], '#ff595e'),
    polygon([[x, y - 40], [x + 30, y], [x, y]], '#ffca3a', 'detail'),
    polygon([[x, y], [x - 30, y], [x, y + 40]], '#1982c4', 'detail'),
    line(`M${x} ${y + 40} q10 20 -4 36 q-12 18 4 34`, '#6a4c93', 2),
  ]);
}

function balloons(x: number, y: number): Node {
  const parts: Node[] = [];
  for (const [dx, dy, c] of [[-26, 10, PARTY[0]], [0, -14, PARTY[1]], [26, 8, PARTY[3]]] as const) {
    parts.push(line(`M${x + dx} ${y + dy + 30} Q${x + dx / 2 + 6} ${y + 80} ${x} ${y + 120}`, '#777777', 1.4));
    parts.push(ellipse(x + dx, y + dy, 22, 28, c as string), ellipse(x + dx - 7, y + dy - 9, 5, 8, '#ffffff', 'glow', { opacity: 0.6 }));
  }
  return group(parts);
}

function boat(x: number, base: number, s: number): Node {
  return group([
    path(`M${x - 50 * s} ${base - 20 * s} L${x + 50 * s} ${base - 20 * s} L${x + 34 * s} ${base} L${x - 34 * s} ${base} Z`, '#c8553d'),
    line(`M${x} ${base - 20 * s} L${x} ${base - 110 * s}`, '#6b4a33', 4 * s),
    polygon([[x + 4 * s, base - 106 * s], [x + 4 * s, base - 28 * s], [x + 52 * s, base - 28 * s]], '#fdfdf8'),
    polygon([[x - 4 * s, base - 96 * s], [x - 4 * s, base - 30 * s], [x - 38 * s, base - 30 * s]], '#ffca3a'),
  ]);
}

function train(x: number, base: number): Node {
  return group([
    line(`M${x - 120} ${base} L${x + 120} ${base}`, '#6b5b4b', 4),
    rect(x - 110, base - 46, 60, 36, '#1982c4', 'solid', { rx: 6 }), rect(x - 40, base - 46, 60, 36, '#8ac926', 'solid', { rx: 6 }),
    rect(x + 30, base - 60, 70, 50, '#ff595e', 'solid', { rx: 6 }), rect(x + 72, base - 84, 16, 26, '#3d3d3d'),
    rect(x + 40, base - 52, 22, 18, '#ffe9a8', 'detail'),
    ...[-96, -66, -26, 4, 46, 84].map((dx) => circle(x + dx, base - 8, 9, '#3d3d3d')),
  ]);
}

function cake(x: number, base: number): Node {
  return group([
    rect(x - 50, base - 14, 100, 14, '#c49a6c', 'solid', { rx: 4 }),
    rect(x - 38, base - 58, 76, 44, '#ffd6e0', 'solid', { rx: 8 }),
    rect(x - 26, base - 86, 52, 30, '#fff3f6', 'solid', { rx: 7 }),
    path(`M${x - 38} ${base - 52} q10 12 19 0 q10 12 19 0 q10 12 19 0 q10 12 19 0 L${x + 38} ${base - 58} L${x - 38} ${base - 58} Z`, '#ff7eb6', 'detail'),
    ...[-14, 0, 14].flatMap((dx) => [rect(x + dx - 2.5, base - 104, 5, 18, '#7fc8f8', 'detail'), ellipse(x + dx, base - 110, 3.5, 6, '#ffb703', 'glow')]),
  ]);
}

function musicNotes(x: number, y: number): Node {
  const note = (nx: number, ny: number, c: string) => [ellipse(nx, ny, 9, 7, c, 'glow', { transform: `rotate(-20 ${nx} ${ny})` }), line(`M${nx + 8} ${ny - 2} L${nx + 8} ${ny - 40} l14 8`, c, 3)];
  return group([...note(x, y, '#6a4c93'), ...note(x + 46, y - 30, '#1982c4'), ...note(x - 40, y - 50, '#ff595e')]);
}

function books(x: number, base: number): Node {
  return group([
    rect(x - 40, base - 18, 80, 18, '#1982c4', 'solid', { rx: 3 }),
    rect(x - 34, base - 34, 70, 16, '#ffca3a', 'solid', { rx: 3 }),
    rect(x - 38, base - 52, 74, 18, '#ff595e', 'solid', { rx: 3 }),
    line(`M${x - 30} ${base - 9} h60 M${x - 24} ${base - 26} h50 M${x - 28} ${base - 43} h54`, '#ffffff', 2, { opacity: 0.7 }),
  ]);
}

function treasure(x: number, base: number): Node {
  return group([
    rect(x - 42, base - 44, 84, 44, '#8b5a2b', 'solid', { rx: 6 }),
    path(`M${x - 42} ${base - 44} Q${x} ${base - 84} ${x + 42} ${base - 44} Z`, '#a86b3c'),
    ellipse(x, base - 50, 30, 10, '#f7c948', 'glow'),
    rect(x - 42, base - 30, 84, 6, '#f7c948', 'detail'), rect(x - 6, base - 40, 12, 16, '#f7c948', 'detail'),
    ...[[-20, -60], [6, -66], [24, -58]].map(([dx, dy]) => starShape(x + (dx ?? 0), base + (dy ?? 0), 6, '#fff3b0', 4)),
  ]);
}

function treasureMap(x: number, base: number): Node {
  return group([
    rect(x - 44, base - 34, 88, 30, '#f3dfb0', 'solid', { rx: 4, transform: `rotate(-6 ${x} ${base})` }),
    line(`M${x - 30} ${base - 14} q14 -14 26 -2 q12 10 22 -6`, '#a0522d', 2, { opacity: 0.8 }),
    line(`M${x + 22} ${base - 28} l8 8 m0 -8 l-8 8`, '#e63946', 3),
  ]);
}

function butterfly(x: number, y: number, c: string): Node {
  return group([
    ellipse(x - 8, y - 5, 9, 7, c, 'glow', { transform: `rotate(-30 ${x - 8} ${y - 5})` }), ellipse(x + 8, y - 5, 9, 7, c, 'glow', { transform: `rotate(30 ${x + 8} ${y - 5})` }),
    ellipse(x - 6, y + 6, 6, 5, lighten(c, 0.3), 'glow'), ellipse(x + 6, y + 6, 6, 5, lighten(c, 0.3), 'glow'),
    line(`M${x} ${y - 8} L${x} ${y + 10}`, '#3d3d3d', 2),
  ]);
}

function lantern(x: number, base: number): Node {
  return group([
    circle(x, base - 40, 34, '#ffe08a', 'glow', { opacity: 0.35 }),
    line(`M${x - 12} ${base - 64} Q${x} ${base - 84} ${x + 12} ${base - 64}`, '#4a4a4a', 3),
    rect(x - 16, base - 64, 32, 54, '#ffd166', 'glow', { rx: 8 }),
    rect(x - 20, base - 12, 40, 10, '#4a4a4a', 'solid', { rx: 3 }), rect(x - 18, base - 70, 36, 8, '#4a4a4a', 'solid', { rx: 3 }),
  ]);
}

function bicycle(x: number, base: number): Node {
  return group([
    circle(x - 38, base - 26, 24, 'none', 'line', { stroke: '#333333', strokeWidth: 5 }),
    circle(x + 38, base - 26, 24, 'none', 'line', { stroke: '#333333', strokeWidth: 5 }),
    line(`M${x - 38} ${base - 26} L${x - 6} ${base - 60} L${x + 24} ${base - 60} L${x + 38} ${base - 26} M${x - 6} ${base - 60} L${x + 4} ${base - 26} L${x - 38} ${base - 26} M${x + 4} ${base - 26} L${x + 24} ${base - 60}`, '#e63946', 5),
    line(`M${x - 12} ${base - 68} h14 M${x + 24} ${base - 60} l4 -16 h10`, '#333333', 4),
  ]);
}

function flag(x: number, base: number): Node {
  return group([line(`M${x} ${base} L${x} ${base - 80}`, '#5a4a3a', 4), polygon([[x + 2, base - 80], [x + 42, base - 68], [x + 2, base - 56]], '#ff595e')]);
}

function basket(x: number, base: number): Node {
  return group([
    line(`M${x - 26} ${base - 30} Q${x} ${base - 70} ${x + 26} ${base - 30}`, '#a0522d', 4),
    circle(x - 12, base - 34, 10, '#e63946'), circle(x + 8, base - 36, 10, '#8ac926'), circle(x + 2, base - 42, 9, '#ffca3a'),
    path(`M${x - 32} ${base - 32} L${x + 32} ${base - 32} L${x + 24} ${base} L${x - 24} ${base} Z`, '#c68b59'),
  ]);
}

function birds(x: number, y: number): Node {
  return group([
    line(`M${x} ${y} q8 -8 16 0 q8 -8 16 0`, '#3d3d4d', 2.6),
    line(`M${x + 44} ${y - 26} q7 -7 14 0 q7 -7 14 0`, '#3d3d4d', 2.4),
    line(`M${x - 36} ${y - 18} q6 -6 12 0 q6 -6 12 0`, '#3d3d4d', 2.2),
  ]);
}

function bunting(): Node {
  const parts: Node[] = [line(`M-10 40 Q200 110 400 60 Q600 10 810 70`, '#6b5b4b', 2)];
  for (let i = 0; i < 14; i++) {
    const t = i / 13;
    const x = -10 + t * 820;
    const y = t < 0.5 ? 40 + 70 * Math.sin(t * Math.PI * 2) * 0.55 + 10 : 60 - 40 * Math.sin((t - 0.5) * Math.PI * 2) * 0.6;
    parts.push(polygon([[x - 14, y], [x + 14, y], [x, y + 30]], PARTY[i % PARTY.length] as string));
  }
  return group(parts);
}

function planets(random: Random): Node {
  const x = random.int(120, 220), y = random.int(90, 150);
  return group([
    circle(x, y, 36, '#f4a261'),
    ellipse(x, y, 62, 12, 'none', 'line', { stroke: '#ffe8a8', strokeWidth: 6, transform: `rotate(-18 ${x} ${y})` }),
    circle(x + 470, y + 40, 20, '#7fc8f8'),
    circle(x + 476, y + 36, 7, '#8ac926', 'detail'),
  ]);
}

function lightbulb(x: number, y: number): Node {
  return group([
    circle(x, y, 30, '#fff3b0', 'glow', { opacity: 0.5 }),
    circle(x, y, 20, '#ffe066', 'glow'),
    rect(x - 9, y + 16, 18, 14, '#9e9e9e', 'solid', { rx: 3 }),
    line(`M${x - 40} ${y} h-12 M${x + 40} ${y} h12 M${x} ${y - 40} v-12 M${x - 28} ${y - 28} l-9 -9 M${x + 28} ${y - 28} l9 -9`, '#ffd23f', 4),
  ]);
}

// ---- settings -------------------------------------------------------------------------------------------

interface SettingPalette {
  far: string;
  near: string;
  ground: string;
}

const GREEN: SettingPalette = { far: '#9fd08b', near: '#7cc46a', ground: '#68b35c' };

function drawSetting(setting: Setting, layers: Layers, random: Random, light: Light): void {
  const { far, land, prop } = layers;
  switch (setting) {
    case 'meadow':
    case 'garden':
    case 'riverside':
    case 'castle':
    case 'school': {
      far.push(hills(360, 50, GREEN.far, random, 3));
      if (setting === 'castle') far.push(castle(random.pick([170, 630]), 330, 0.8, '#d9d2e9', '#8e6bd6'));
      land.push(hills(415, 30, GREEN.near, random, 4));
      land.push(rect(-10, GROUND_Y, WIDTH + 20, HEIGHT - GROUND_Y + 10, GREEN.ground, 'land'));
      if (setting === 'riverside') {
        land.push(path(`M-10 430 C200 420 320 470 420 480 C560 495 640 450 810 445 L810 490 C640 500 560 540 420 530 C300 520 200 470 -10 475 Z`, '#5bb8e8', 'land'));
        land.push(line('M80 448 q20 -6 40 0 M560 480 q20 -6 40 0 M300 490 q16 -5 32 0', '#d8f3ff', 3));
      }
      if (setting === 'garden') {
        far.push(house(590, 420, 130, 100, '#ffe1c4', '#e26d5c'));
        land.push(line('M0 450 L560 450 M0 470 L560 470', '#fff4dc', 4));
        // All pickets in one path keeps the file small.
        let pickets = '';
        for (let x = 10; x < 560; x += 26) pickets += `M${x} 480 V436 L${x + 6} 428 L${x + 12} 436 V480 Z `;
        land.push(path(pickets.trim(), '#fff4dc'));
      }
      if (setting === 'school') {
        far.push(group([
          rect(520, 270, 220, 150, '#e07a5f'), polygon([[505, 272], [630, 200], [755, 272]], '#8d5a4f'),
          circle(630, 250, 18, '#fdfcdc', 'detail'), line('M630 250 l0 -11 M630 250 l8 4', '#333333', 2.5),
          ...[545, 600, 660, 710].map((x) => rect(x - 12, 300, 26, 30, '#fdfcdc', 'detail')),
          rect(612, 360, 36, 60, '#6b4a3a', 'detail'),
        ]));
      }
      if (setting === 'meadow' || setting === 'castle') {
        const leaf = '#5fae4f';
        prop.push(roundTree(random.int(60, 120), 470, random.range(0.9, 1.1), leaf));
        prop.push(roundTree(random.int(680, 740), 460, random.range(0.8, 1), darken(leaf, 0.05)));
      }
      break;
    }
    case 'forest': {
      far.push(hills(370, 30, '#86c47a', random, 4));
      for (let x = -20; x < 840; x += 60) far.push(pineTree(x + random.int(-10, 10), 400, random.range(0.9, 1.25), random.pick(['#3f8f5a', '#357a4c', '#4a9a63'])));
      land.push(rect(-10, GROUND_Y - 20, WIDTH + 20, HEIGHT - GROUND_Y + 30, '#5d9e4f', 'land'));
      prop.push(roundTree(70, 480, 1.2, '#4f9a48'), roundTree(735, 470, 1.1, '#58a34f'));
      prop.push(group([rect(176, 486, 8, 14, '#fff4dc'), path('M164 490 Q180 466 196 490 Z', '#e63946'), circle(174, 482, 2.5, '#ffffff', 'detail'), circle(186, 484, 2.5, '#ffffff', 'detail')]));
      break;
    }
    case 'seaside': {
      far.push(rect(-10, 330, WIDTH + 20, 130, '#3d9be9', 'land'));
      far.push(line('M40 360 q20 -8 40 0 M200 390 q20 -8 40 0 M520 370 q20 -8 40 0 M660 405 q20 -8 40 0', '#c9ecff', 3));
      land.push(path(smoothPath([[-20, 620], [-20, 440], [200, 452], [420, 440], [620, 455], [820, 445], [820, 620]]), '#f3d9a4', 'land'));
      land.push(path('M-20 446 C120 436 220 462 400 448 C560 436 700 462 820 450', 'none', 'line', { stroke: '#ffffff', strokeWidth: 5, opacity: 0.8 }));
      prop.push(group([path('M130 520 q12 -20 24 0 Z', '#ff9f9f'), circle(690, 530, 8, '#fff4dc'), starShape(620, 505, 10, '#ff9f43', 5, 'solid')]));
      break;
    }
    case 'mountains': {
      far.push(polygon([[-40, 420], [150, 170], [330, 420]], '#8fa5c8', 'land'));
      far.push(polygon([[200, 420], [430, 130], [660, 420]], '#7f96bd', 'land'));
      far.push(polygon([[520, 420], [690, 200], [860, 420]], '#93a9cb', 'land'));
      far.push(polygon([[150, 170], [118, 212], [140, 206], [160, 220], [182, 212]], '#ffffff', 'detail'));
      far.push(polygon([[430, 130], [392, 180], [418, 172], [440, 188], [468, 178]], '#ffffff', 'detail'));
      far.push(polygon([[690, 200], [662, 236], [684, 230], [702, 242], [718, 236]], '#ffffff', 'detail'));
      land.push(hills(430, 26, GREEN.near, random, 4));
      land.push(rect(-10, GROUND_Y + 10, WIDTH + 20, HEIGHT - GROUND_Y, GREEN.ground, 'land'));
      prop.push(pineTree(80, 480, 0.9, '#3f8f5a'), pineTree(720, 470, 1, '#357a4c'));
      break;
    }
    case 'space': {
      land.push(path(smoothPath([[-20, 620], [-20, 450], [180, 430], [400, 452], [620, 432], [820, 448], [820, 620]]), '#b8b5c8', 'land'));
      for (const [x, y, r] of [[120, 500, 26], [560, 520, 34], [700, 478, 18], [300, 560, 20]] as const) land.push(ellipse(x, y, r, r * 0.4, '#9793ab', 'detail'));
      break;
    }
    case 'town': {
      const walls = ['#ffd6a5', '#bde0fe', '#caffbf', '#ffc6ff', '#fdffb6'];
      let x = -20;
      for (let i = 0; x < WIDTH; i++) {
        const w = random.int(100, 140);
        far.push(house(x, 440, w, random.int(110, 160), walls[i % walls.length] as string, random.pick(['#e26d5c', '#8d5a4f', '#6d6875'])));
        x += w + random.int(18, 30);
      }
      land.push(rect(-10, 440, WIDTH + 20, 30, '#cfc6b8', 'land'));
      land.push(rect(-10, 470, WIDTH + 20, 140, '#8e8e96', 'land'));
      land.push(line('M20 540 h70 M170 540 h70 M320 540 h70 M470 540 h70 M620 540 h70', '#f4f1de', 5));
      prop.push(group([rect(716, 330, 8, 140, '#4a4e69'), circle(720, 326, 14, light.body === 'moon' ? '#ffe066' : '#f4f1de', 'glow')]));
      break;
    }
    case 'snow': {
      far.push(hills(370, 50, '#e8f1fb', random, 3));
      land.push(hills(430, 26, '#f7fbff', random, 4));
      land.push(rect(-10, GROUND_Y + 10, WIDTH + 20, HEIGHT - GROUND_Y, '#ffffff', 'land'));
      prop.push(pineTree(90, 480, 1.1, '#3f7f62', true), pineTree(720, 470, 1, '#356f57', true));
      prop.push(group([circle(640, 500, 26, '#ffffff'), circle(640, 462, 18, '#ffffff'), circle(634, 458, 2.5, '#333333', 'detail'), circle(646, 458, 2.5, '#333333', 'detail'), polygon([[640, 464], [656, 468], [640, 470]], '#ff8c42', 'detail')]));
      break;
    }
    case 'sky': {
      land.push(cloud(130, 520, 2.2), cloud(420, 560, 2.6), cloud(700, 520, 2.1));
      far.push(cloud(620, 300, 1.1), cloud(180, 330, 0.9));
      break;
    }
    case 'bedroom': {
      far.push(rect(-10, -10, WIDTH + 20, 470, '#f2d7b6', 'land'));
      far.push(line('M0 120 H800 M0 240 H800 M0 360 H800', '#e8c9a4', 3, { opacity: 0.6 }));
      far.push(rect(90, 90, 210, 180, '#18244f', 'sky', { rx: 8 }));
      far.push(circle(240, 150, 30, '#fff3b0', 'glow'), circle(252, 142, 26, '#18244f', 'sky'));
      for (const [sx, sy] of [[130, 130], [160, 200], [210, 230], [280, 220], [120, 240]] as const) far.push(starShape(sx, sy, 6, '#fff3b0'));
      far.push(rect(82, 82, 226, 196, 'none', 'line', { stroke: '#ffffff', strokeWidth: 12 }), line('M195 90 V270 M90 180 H300', '#ffffff', 8));
      far.push(rect(560, 110, 120, 90, '#fff8ee', 'solid', { rx: 4 }), path('M575 185 L610 140 L635 170 L650 155 L668 185 Z', '#8ac926', 'detail'), circle(650, 132, 10, '#ffca3a', 'detail'));
      land.push(rect(-10, 450, WIDTH + 20, 160, '#b07d56', 'land'));
      land.push(line('M0 500 H800 M0 550 H800', '#9a6a47', 3));
      land.push(ellipse(400, 560, 220, 34, '#e9a8b7', 'land'));
      break;
    }
  }
}

function sprinkle(random: Random, count: number, fn: (x: number, y: number) => Node): Node[] {
  return Array.from({ length: count }, () => fn(random.int(20, WIDTH - 20), random.int(20, 300)));
}

export interface SceneLayout {
  layers: Layers;
  light: Light;
  /** Where the hero stands (feet) and how big. */
  hero: { x: number; y: number; scale: number; rotate: number };
  friend?: { x: number; y: number; scale: number };
}

export function layOutScene(brief: SceneBrief, random: Random, opts: { isCover: boolean; heroSlot: number }): SceneLayout {
  const layers = emptyLayers();
  const light = lightFor(brief);
  const { sky, fx, prop } = layers;
  const night = light.body === 'moon' || brief.setting === 'space' || brief.setting === 'bedroom';

  // Sun or moon; on a cover they sit below the title.
  const bodyX = random.pick([120, 160, 640, 680]);
  const bodyY = opts.isCover ? Math.max(light.bodyY, 215) : light.bodyY;
  if (brief.setting !== 'bedroom' && brief.setting !== 'space') {
    if (light.body === 'sun') {
      const sunColor = brief.time === 'sunset' || brief.time === 'dawn' ? '#ff9f43' : '#ffd23f';
      sky.push(circle(bodyX, bodyY, 62, lighten(sunColor, 0.5), 'glow', { opacity: 0.45 }), circle(bodyX, bodyY, 42, sunColor, 'glow'));
    } else if (light.body === 'moon') {
      sky.push(circle(bodyX, bodyY, 56, '#fff7d6', 'glow', { opacity: 0.25 }), circle(bodyX, bodyY, 36, '#fff3b0', 'glow'), circle(bodyX - 10, bodyY - 8, 6, '#f1e3a0', 'detail'), circle(bodyX + 12, bodyY + 10, 4, '#f1e3a0', 'detail'));
    }
  }
  if (night && brief.setting !== 'bedroom') sky.push(...sprinkle(random, brief.setting === 'space' ? 36 : 24, (x, y) => starShape(x, y, random.range(2.5, 6), '#fff6c2', random.chance(0.3) ? 4 : 5)));
  if (brief.setting === 'space') {
    sky.push(planets(random));
    sky.push(group([circle(640, 120, 34, '#4f9de8'), path('M620 100 q14 -6 22 6 q-4 14 -18 10 Z M646 128 q12 -4 16 8 q-8 10 -18 2 Z', '#8ac926', 'detail')]));
  }
  if (!night && brief.setting !== 'sky') {
    const clouds = brief.weather === 'clear' ? 2 : 4;
    for (let i = 0; i < clouds; i++) sky.push(cloud(random.int(80, 720), random.int(60, 200), random.range(0.7, 1.1), brief.weather === 'clear' ? '#ffffff' : '#eef1f5'));
  }
  drawSetting(brief.setting, layers, random, light);

  // Props in free spots: left and right of the hero, in the sky or on the ground.
  const groundSpots = [random.int(110, 170), random.int(630, 700)];
  const skySpots: Array<[number, number]> = [[random.int(130, 230), random.int(150, 210)], [random.int(560, 680), random.int(140, 200)]];
  const takeGround = () => groundSpots.shift();
  const takeSky = () => skySpots.shift();
  const ground = GROUND_Y + 40;
  const props = brief.props;
  const want = (p: Prop) => props.has(p);
  if (want('rainbow')) sky.push(rainbow(400, 380, 300));
  if (want('rocket')) {
    if (brief.setting === 'space') prop.push(rocket(660, 470, 1.1, 0));
    else {
      const spot = takeSky();
      if (spot) sky.push(rocket(spot[0], spot[1] + 60, 0.7, 30));
    }
  }
  if (want('moon') && !night && light.body !== 'none') {
    const spot = takeSky();
    if (spot) sky.push(circle(spot[0], spot[1] - 60, 24, '#fbf3d0', 'glow', { opacity: 0.9 }));
  }
  if (want('stars') && !night) sky.push(...sprinkle(random, 5, (x, y) => starShape(x, Math.min(y, 220), random.range(5, 9), '#ffe066')));
  if (want('planets') && brief.setting !== 'space') sky.push(planets(random));
  if (want('kite')) {
    const spot = takeSky();
    if (spot) sky.push(kite(spot[0], spot[1] - 40, spot[0] < 400 ? 260 : 540));
  }
  if (want('balloons')) {
    const spot = takeGround();
    if (spot) prop.push(balloons(spot, 300));
  }
  if (want('birds') || brief.setting === 'sky') sky.push(birds(random.int(200, 560), random.int(90, 160)));
  if (want('boat')) {
    if (brief.setting === 'seaside') layers.far.push(boat(random.pick([180, 620]), 400, 0.8));
    else {
      const spot = takeGround();
      if (spot) prop.push(boat(spot, ground, 0.5));
    }
  }
  if (want('castle') && brief.setting !== 'castle') layers.far.push(castle(random.pick([150, 650]), 372, 0.55, '#d9d2e9', '#8e6bd6'));
  if (want('train')) layers.land.push(train(400, 470));
  const groundProps: Array<[Prop, (x: number, y: number) => Node]> = [
    ['treasure', treasure], ['cake', cake], ['books', books], ['lantern', lantern], ['bicycle', bicycle],
    ['basket', basket], ['map', treasureMap], ['flag', flag],
  ];
  for (const [key, draw] of groundProps) {
    if (!want(key)) continue;
    const spot = takeGround();
    if (spot) prop.push(draw(spot, ground));
  }
  if (want('flowers') || brief.setting === 'garden' || brief.setting === 'meadow') {
    const count = brief.setting === 'garden' ? 8 : 6;
    for (let i = 0; i < count; i++) {
      const x = random.int(30, 770);
      if (Math.abs(x - 400) < 70) continue;
      prop.push(flower(x, random.int(GROUND_Y + 20, 575), random.range(0.8, 1.2), random.pick(PETALS)));
    }
  }
  if (want('butterflies')) for (let i = 0; i < 3; i++) fx.push(butterfly(random.int(120, 680), random.int(230, 330), random.pick(['#ff7eb6', '#b28dff', '#ffca3a'])));
  if (want('music')) fx.push(musicNotes(random.pick([170, 600]), 260));
  if (want('bunting')) fx.push(bunting());
  if (want('sparkles')) for (let i = 0; i < 9; i++) fx.push(starShape(random.int(60, 740), random.int(60, 420), random.range(6, 12), '#fff3a0', 4));
  if (brief.weather === 'rain' || want('rain')) {
    sky.push(cloud(240, 120, 1.3, '#a7b3c4'), cloud(560, 100, 1.5, '#9aa7ba'));
    const drops: string[] = [];
    for (let i = 0; i < 40; i++) {
      const x = random.int(0, WIDTH), y = random.int(140, 560);
      drops.push(`M${x} ${y} l-6 16`);
    }
    fx.push(line(drops.join(' '), '#6fa8dc', 2.4, { opacity: 0.75 }));
  }
  if (brief.weather === 'snow' || want('snowflakes') || brief.setting === 'snow') {
    fx.push(...Array.from({ length: 40 }, () => circle(random.int(0, WIDTH), random.int(0, 580), random.range(2, 5), '#ffffff', 'glow')));
  }

  // Hero placement.
  const heroX = opts.isCover ? 400 : brief.friend ? 300 : ([320, 400, 480][opts.heroSlot % 3] as number);
  let heroY = opts.isCover ? 585 : 540;
  if (brief.setting === 'sky') heroY = 440;
  if (brief.pose === 'jump' || brief.pose === 'cheer') heroY -= 18;
  const layout: SceneLayout = {
    layers,
    light,
    hero: { x: heroX, y: heroY, scale: opts.isCover ? 1.28 : 1, rotate: brief.pose === 'tumble' ? 18 : 0 },
  };
  if (brief.friend) layout.friend = { x: 560, y: 540, scale: 0.82 };
  if (want('lightbulb')) fx.push(lightbulb(heroX + 80, 200));
  return layout;
}

