// The parts landscapes and rooms are built from, for an 800 × 600 picture: hills, trees, houses, clouds, props. Colours
// here are "true" colours; each style restyles them.
import type { Random } from '../seeded-random';
import {
  circle, darken, ellipse, group, line, path, polygon, rect, smoothPath, type Layer, type Node, type Shape,
} from './svg-kit';

export const WIDTH = 800;
export const HEIGHT = 600;
export const GROUND_Y = 455;

export type Layers = Record<Layer, Node[]>;

export const emptyLayers = (): Layers => ({ sky: [], far: [], land: [], prop: [], hero: [], fx: [] });

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

export function cloud(cx: number, cy: number, s: number, color = '#ffffff'): Node {
  return group([
    ellipse(cx, cy + 10 * s, 62 * s, 22 * s, color, 'glow'),
    circle(cx - 30 * s, cy + 2 * s, 22 * s, color, 'glow'),
    circle(cx + 2 * s, cy - 10 * s, 30 * s, color, 'glow'),
    circle(cx + 32 * s, cy + 2 * s, 20 * s, color, 'glow'),
  ]);
}

export function hills(baseY: number, amplitude: number, color: string, random: Random, bumps = 4): Shape {
  const pts: Array<[number, number]> = [[-20, HEIGHT + 10], [-20, baseY]];
  for (let i = 0; i <= bumps * 2; i++) {
    const x = (i / (bumps * 2)) * (WIDTH + 40) - 20;
    const y = baseY - (i % 2 === 1 ? amplitude * random.range(0.6, 1.2) : random.range(-6, 8));
    pts.push([x, y]);
  }
  pts.push([WIDTH + 20, baseY], [WIDTH + 20, HEIGHT + 10]);
  return path(smoothPath(pts), color, 'land');
}

export function roundTree(x: number, base: number, s: number, leaf: string): Node {
  return group([
    rect(x - 7 * s, base - 60 * s, 14 * s, 62 * s, '#8b5a3c'),
    circle(x - 24 * s, base - 70 * s, 30 * s, darken(leaf, 0.08)),
    circle(x + 22 * s, base - 74 * s, 28 * s, darken(leaf, 0.04)),
    circle(x, base - 100 * s, 36 * s, leaf),
  ]);
}

export function pineTree(x: number, base: number, s: number, leaf: string, snow = false): Node {
  const parts: Node[] = [rect(x - 6 * s, base - 24 * s, 12 * s, 26 * s, '#7a4e33')];
  for (const [w, y] of [[52, 20], [42, 52], [30, 82]] as const) {
    parts.push(polygon([[x - w * s, base - y * s], [x + w * s, base - y * s], [x, base - (y + 52) * s]], leaf));
    if (snow) parts.push(polygon([[x - w * 0.45 * s, base - (y + 28) * s], [x + w * 0.45 * s, base - (y + 28) * s], [x, base - (y + 52) * s]], '#ffffff', 'detail'));
  }
  return group(parts);
}

export function flower(x: number, y: number, s: number, petal: string): Node {
  const parts: Node[] = [line(`M${x} ${y} L${x} ${y + 22 * s}`, '#4e9a4a', 3 * s)];
  for (let i = 0; i < 5; i++) {
    const a = (i / 5) * Math.PI * 2;
    parts.push(circle(x + Math.cos(a) * 7 * s, y + Math.sin(a) * 7 * s, 5.5 * s, petal, 'detail'));
  }
  parts.push(circle(x, y, 4.5 * s, '#ffd23f', 'detail'));
  return group(parts);
}

export function house(x: number, base: number, w: number, h: number, wall: string, roof: string): Node {
  return group([
    rect(x, base - h, w, h, wall),
    polygon([[x - 12, base - h + 2], [x + w / 2, base - h - w * 0.55], [x + w + 12, base - h + 2]], roof),
    rect(x + w * 0.4, base - h * 0.45, w * 0.22, h * 0.45, darken(wall, 0.35), 'detail'),
    rect(x + w * 0.1, base - h * 0.75, w * 0.22, w * 0.2, '#ffe9a8', 'detail'),
    rect(x + w * 0.68, base - h * 0.75, w * 0.22, w * 0.2, '#ffe9a8', 'detail'),
  ]);
}

export function castle(x: number, base: number, s: number, wall: string, roof: string): Node {
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

export function rainbow(cx: number, cy: number, r: number): Node {
  const colors = ['#ff595e', '#ff9f1c', '#ffca3a', '#8ac926', '#1982c4', '#6a4c93'];
  return group(colors.map((c, i) => line(`M${cx - (r - i * 12)} ${cy} A${r - i * 12} ${r - i * 12} 0 0 1 ${cx + r - i * 12} ${cy}`, c, 12, { opacity: 0.85 })));
}

export function kite(x: number, y: number, groundX: number): Node {
  return group([
    line(`M${x} ${y + 40} Q${(x + groundX) / 2 + 30} ${y + 160} ${groundX} ${GROUND_Y + 20}`, '#6b6b6b', 1.5),
    polygon([[x, y - 40], [x + 30, y], [x, y + 40], [x - 30, y]], '#ff595e'),
    polygon([[x, y - 40], [x + 30, y], [x, y]], '#ffca3a', 'detail'),
    polygon([[x, y], [x - 30, y], [x, y + 40]], '#1982c4', 'detail'),
    line(`M${x} ${y + 40} q10 20 -4 36 q-12 18 4 34`, '#6a4c93', 2),
  ]);
}

export function balloons(x: number, y: number): Node {
  const parts: Node[] = [];
  for (const [dx, dy, c] of [[-26, 10, PARTY[0]], [0, -14, PARTY[1]], [26, 8, PARTY[3]]] as const) {
    parts.push(line(`M${x + dx} ${y + dy + 30} Q${x + dx / 2 + 6} ${y + 80} ${x} ${y + 120}`, '#777777', 1.4));
    parts.push(ellipse(x + dx, y + dy, 22, 28, c as string), ellipse(x + dx - 7, y + dy - 9, 5, 8, '#ffffff', 'glow', { opacity: 0.6 }));
  }
  return group(parts);
}

export function books(x: number, base: number): Node {
  return group([
    rect(x - 40, base - 18, 80, 18, '#1982c4', 'solid', { rx: 3 }),
    rect(x - 34, base - 34, 70, 16, '#ffca3a', 'solid', { rx: 3 }),
    rect(x - 38, base - 52, 74, 18, '#ff595e', 'solid', { rx: 3 }),
    line(`M${x - 30} ${base - 9} h60 M${x - 24} ${base - 26} h50 M${x - 28} ${base - 43} h54`, '#ffffff', 2, { opacity: 0.7 }),
  ]);
}

