// A hand-drawn wobble made in the geometry: each outline is traced as points a few units apart and every point is
// pushed about by smooth noise. A displacement filter does the same per pixel and costs the rasteriser far more.
import { hashString } from '../seeded-random';
import type { Shape } from './svg-kit';

export interface Wobble {
  /** Largest push, in the shape's own units. */
  amplitude: number;
  /** Distance over which the push changes direction. */
  wavelength: number;
  seed: string;
}

type Point = [number, number];

interface Outline {
  points: Point[];
  closed: boolean;
}

// ---- smooth noise --------------------------------------------------------------------------------------------

/** A value in [-1, 1] for each whole-numbered lattice point, fixed by the seed. */
function lattice(seed: number, x: number, y: number): number {
  let h = (seed ^ Math.imul(x, 0x27d4eb2d) ^ Math.imul(y, 0x165667b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) / 0x7fffffff - 1;
}

const ease = (t: number) => t * t * (3 - 2 * t);

/** Value noise: the lattice values blended smoothly between the four corners around (x, y). */
function noise(seed: number, x: number, y: number): number {
  const x0 = Math.floor(x), y0 = Math.floor(y);
  const tx = ease(x - x0), ty = ease(y - y0);
  const top = lattice(seed, x0, y0) + (lattice(seed, x0 + 1, y0) - lattice(seed, x0, y0)) * tx;
  const bottom = lattice(seed, x0, y0 + 1) + (lattice(seed, x0 + 1, y0 + 1) - lattice(seed, x0, y0 + 1)) * tx;
  return top + (bottom - top) * ty;
}

// ---- outlines as points --------------------------------------------------------------------------------------

const STEP = 6;

function ellipsePoints(cx: number, cy: number, rx: number, ry: number): Point[] {
  const perimeter = Math.PI * (3 * (rx + ry) - Math.sqrt((3 * rx + ry) * (rx + 3 * ry)));
  const count = Math.max(12, Math.min(160, Math.ceil(perimeter / STEP)));
  return Array.from({ length: count }, (_, i) => {
    const a = (i / count) * Math.PI * 2;
    return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)] as Point;
  });
}

function rectPoints(x: number, y: number, w: number, h: number, rx: number): Point[] {
  const r = Math.min(rx, w / 2, h / 2);
  if (r <= 0) return [[x, y], [x + w, y], [x + w, y + h], [x, y + h]];
  const corner = (cx: number, cy: number, from: number): Point[] =>
    Array.from({ length: 5 }, (_, i) => {
      const a = from + (i / 4) * (Math.PI / 2);
      return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as Point;
    });
  return [
    ...corner(x + w - r, y + r, -Math.PI / 2), ...corner(x + w - r, y + h - r, 0),
    ...corner(x + r, y + h - r, Math.PI / 2), ...corner(x + r, y + r, Math.PI),
  ];
}

const curveSteps = (points: Point[]) => {
  let length = 0;
  for (let i = 1; i < points.length; i++) length += Math.hypot(points[i]![0] - points[i - 1]![0], points[i]![1] - points[i - 1]![1]);
  return Math.max(2, Math.min(32, Math.ceil(length / STEP)));
};

function cubic(p0: Point, p1: Point, p2: Point, p3: Point): Point[] {
  const steps = curveSteps([p0, p1, p2, p3]);
  return Array.from({ length: steps }, (_, i) => {
    const t = (i + 1) / steps, u = 1 - t;
    return [
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ] as Point;
  });
}

function quadratic(p0: Point, p1: Point, p2: Point): Point[] {
  const steps = curveSteps([p0, p1, p2]);
  return Array.from({ length: steps }, (_, i) => {
    const t = (i + 1) / steps, u = 1 - t;
    return [u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]] as Point;
  });
}

/** An elliptical arc (SVG's endpoint form) as points, after the SVG specification's conversion to a centre. */
function arc(from: Point, rxIn: number, ryIn: number, rotation: number, large: boolean, sweep: boolean, to: Point): Point[] {
  let rx = Math.abs(rxIn), ry = Math.abs(ryIn);
  if (rx === 0 || ry === 0 || (from[0] === to[0] && from[1] === to[1])) return [to];
  const phi = (rotation * Math.PI) / 180, cos = Math.cos(phi), sin = Math.sin(phi);
  const dx = (from[0] - to[0]) / 2, dy = (from[1] - to[1]) / 2;
  const x1 = cos * dx + sin * dy, y1 = -sin * dx + cos * dy;
  const scale = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry);
  if (scale > 1) { rx *= Math.sqrt(scale); ry *= Math.sqrt(scale); }
  const numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1;
  const factor = (large === sweep ? -1 : 1) * Math.sqrt(Math.max(0, numerator / (rx * rx * y1 * y1 + ry * ry * x1 * x1)));
  const cx1 = (factor * rx * y1) / ry, cy1 = (-factor * ry * x1) / rx;
  const cx = cos * cx1 - sin * cy1 + (from[0] + to[0]) / 2, cy = sin * cx1 + cos * cy1 + (from[1] + to[1]) / 2;
  const angle = (ux: number, uy: number, vx: number, vy: number) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const start = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry);
  let delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry);
  if (!sweep && delta > 0) delta -= Math.PI * 2;
  if (sweep && delta < 0) delta += Math.PI * 2;
  const steps = Math.max(2, Math.min(48, Math.ceil((Math.abs(delta) * Math.max(rx, ry)) / STEP)));
  return Array.from({ length: steps }, (_, i) => {
    const a = start + (delta * (i + 1)) / steps;
    const ex = rx * Math.cos(a), ey = ry * Math.sin(a);
    return [cos * ex - sin * ey + cx, sin * ex + cos * ey + cy] as Point;
  });
}

/** Every subpath of an SVG path's data as points (all commands, absolute and relative). */
function pathOutlines(d: string): Outline[] {
  const tokens = d.match(/[MmLlHhVvCcSsQqTtAaZz]|-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? [];
  const outlines: Outline[] = [];
  let current: Outline | undefined;
  let at: Point = [0, 0], start: Point = [0, 0], lastControl: Point | undefined, lastCommand = '';
  let i = 0;
  const number = () => Number(tokens[i++]);
  while (i < tokens.length) {
    let command = tokens[i]!;
    if (/^[A-Za-z]$/.test(command)) i++;
    else command = lastCommand === 'M' ? 'L' : lastCommand === 'm' ? 'l' : lastCommand;
    const relative = command === command.toLowerCase();
    const base: Point = relative ? at : [0, 0];
    const point = (): Point => { const x = number(), y = number(); return [base[0] + x, base[1] + y]; };
    switch (command.toUpperCase()) {
      case 'M': {
        at = point(); start = at;
        current = { points: [at], closed: false };
        outlines.push(current);
        lastControl = undefined;
        break;
      }
      case 'L': at = point(); current?.points.push(at); lastControl = undefined; break;
      case 'H': at = [relative ? at[0] + number() : number(), at[1]]; current?.points.push(at); lastControl = undefined; break;
      case 'V': at = [at[0], relative ? at[1] + number() : number()]; current?.points.push(at); lastControl = undefined; break;
      case 'C': case 'S': {
        const c1: Point = command.toUpperCase() === 'C' ? point() : lastControl && /[CcSs]/.test(lastCommand) ? [2 * at[0] - lastControl[0], 2 * at[1] - lastControl[1]] : at;
        const c2 = point(), end = point();
        current?.points.push(...cubic(at, c1, c2, end));
        lastControl = c2; at = end;
        break;
      }
      case 'Q': case 'T': {
        const c: Point = command.toUpperCase() === 'Q' ? point() : lastControl && /[QqTt]/.test(lastCommand) ? [2 * at[0] - lastControl[0], 2 * at[1] - lastControl[1]] : at;
        const end = point();
        current?.points.push(...quadratic(at, c, end));
        lastControl = c; at = end;
        break;
      }
      case 'A': {
        const rx = number(), ry = number(), rotation = number(), large = number() !== 0, sweep = number() !== 0;
        const end = point();
        current?.points.push(...arc(at, rx, ry, rotation, large, sweep, end));
        at = end; lastControl = undefined;
        break;
      }
      case 'Z': {
        if (current) current.closed = true;
        at = start; lastControl = undefined;
        // A drawing command straight after Z starts a new subpath at the same point.
        current = { points: [at], closed: false };
        outlines.push(current);
        break;
      }
      default: i++;
    }
    // Numbers straight after a command's arguments repeat it (M's repeat as L): see the top of the loop.
    lastCommand = command;
  }
  return outlines.filter((outline) => outline.points.length > 1);
}

function outlinesOf(shape: Shape): Outline[] | undefined {
  const g = (key: string) => Number(shape.geo[key] ?? 0);
  switch (shape.tag) {
    case 'circle': return [{ points: ellipsePoints(g('cx'), g('cy'), g('r'), g('r')), closed: true }];
    case 'ellipse': return [{ points: ellipsePoints(g('cx'), g('cy'), g('rx'), g('ry')), closed: true }];
    case 'rect': return [{ points: rectPoints(g('x'), g('y'), g('width'), g('height'), g('rx')), closed: true }];
    case 'polygon': {
      const numbers = String(shape.geo.points).split(/[\s,]+/).filter(Boolean).map(Number);
      const points = Array.from({ length: numbers.length / 2 }, (_, i) => [numbers[2 * i]!, numbers[2 * i + 1]!] as Point);
      return [{ points, closed: true }];
    }
    case 'path': return pathOutlines(String(shape.geo.d));
    default: return undefined;
  }
}

// ---- the wobble ----------------------------------------------------------------------------------------------

/** Points at most `step` apart along the outline (closing it back to its start when closed). */
function resampled({ points, closed }: Outline, step: number): Point[] {
  const out: Point[] = [points[0]!];
  const ring = closed ? [...points, points[0]!] : points;
  for (let i = 1; i < ring.length; i++) {
    const [x0, y0] = ring[i - 1]!, [x1, y1] = ring[i]!;
    const pieces = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / step));
    for (let k = 1; k <= pieces; k++) out.push([x0 + ((x1 - x0) * k) / pieces, y0 + ((y1 - y0) * k) / pieces]);
  }
  if (closed) out.pop();
  return out;
}

const fixed = (value: number) => String(Math.round(value * 10) / 10);

/** The shape as a path whose outline wobbles; shapes of other kinds come back as they are. */
export function wobbly(shape: Shape, wobble: Wobble): Shape {
  const outlines = outlinesOf(shape);
  if (!outlines) return shape;
  const seedX = hashString(`${wobble.seed}:x`), seedY = hashString(`${wobble.seed}:y`);
  // A slow wobble needs fewer points along straight edges: a long wall or floor costs a third less.
  const step = Math.max(STEP, wobble.wavelength / 6);
  const push = ([x, y]: Point): Point => {
    const u = x / wobble.wavelength, v = y / wobble.wavelength;
    // Two octaves: the slow swell of the outline and a finer tremble of the hand.
    const dx = noise(seedX, u, v) * 0.7 + noise(seedX, u * 2.3 + 17, v * 2.3) * 0.3;
    const dy = noise(seedY, u, v) * 0.7 + noise(seedY, u * 2.3, v * 2.3 + 17) * 0.3;
    return [x + dx * wobble.amplitude, y + dy * wobble.amplitude];
  };
  const d = outlines
    .map((outline) => {
      const points = resampled(outline, step).map(push);
      return `M${points.map(([x, y]) => `${fixed(x)} ${fixed(y)}`).join(' ')}${outline.closed ? 'Z' : ''}`;
    })
    .join(' ');
  return { ...shape, tag: 'path', geo: { d } };
}
