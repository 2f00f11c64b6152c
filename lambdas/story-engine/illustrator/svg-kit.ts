// Small building blocks for hand-written SVG: shapes as data, colour maths and XML escaping.

export type Role =
  /** large background fills */
  | 'sky'
  /** hills, ground, water */
  | 'land'
  /** bodies of things: the hero, props, buildings */
  | 'solid'
  /** small marks inside solids: eyes, windows, patches */
  | 'detail'
  /** stroke-only lines */
  | 'line'
  /** light: sun glow, stars, sparkles */
  | 'glow';

export interface Shape {
  tag: 'path' | 'ellipse' | 'circle' | 'rect' | 'polygon';
  geo: Record<string, string | number>;
  role: Role;
  fill?: string;
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
  /** Rounded solid: shaded with a radial gradient in 3D. */
  round?: boolean;
  transform?: string;
}

export type Layer = 'sky' | 'far' | 'land' | 'prop' | 'hero' | 'fx';

export interface Group {
  children: Node[];
  transform?: string;
  layer?: Layer;
  /** Extra attributes written on the group, e.g. data-figure: the picture says what it drew. */
  data?: Record<string, string>;
}

export type Node = Shape | Group;

export const isGroup = (node: Node): node is Group => 'children' in node;

export const group = (children: Node[], transform?: string, layer?: Layer, data?: Record<string, string>): Group => {
  const g: Group = { children };
  if (transform) g.transform = transform;
  if (layer) g.layer = layer;
  if (data) g.data = data;
  return g;
};

const n = (value: number) => Math.round(value * 10) / 10;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, role: Role = 'solid', extra: Partial<Shape> = {}): Shape => ({
  tag: 'ellipse', geo: { cx: n(cx), cy: n(cy), rx: n(rx), ry: n(ry) }, fill, role, round: role === 'solid', ...extra,
});

export const circle = (cx: number, cy: number, r: number, fill: string, role: Role = 'solid', extra: Partial<Shape> = {}): Shape => ({
  tag: 'circle', geo: { cx: n(cx), cy: n(cy), r: n(r) }, fill, role, round: role === 'solid', ...extra,
});

export const rect = (
  x: number, y: number, w: number, h: number, fill: string, role: Role = 'solid',
  extra: Partial<Shape> & { rx?: number } = {},
): Shape => {
  const { rx, ...rest } = extra;
  return { tag: 'rect', geo: { x: n(x), y: n(y), width: n(w), height: n(h), ...(rx ? { rx: n(rx) } : {}) }, fill, role, ...rest };
};

export const path = (d: string, fill: string, role: Role = 'solid', extra: Partial<Shape> = {}): Shape => ({
  tag: 'path', geo: { d }, fill, role, ...extra,
});

export const line = (d: string, stroke: string, width: number, extra: Partial<Shape> = {}): Shape => ({
  tag: 'path', geo: { d }, fill: 'none', stroke, strokeWidth: width, role: 'line', ...extra,
});

export const polygon = (points: Array<[number, number]>, fill: string, role: Role = 'solid', extra: Partial<Shape> = {}): Shape => ({
  tag: 'polygon', geo: { points: points.map(([x, y]) => `${n(x)},${n(y)}`).join(' ') }, fill, role, ...extra,
});

/** Path through points with smooth quadratic joins (good for hills and blobs). */
export function smoothPath(points: Array<[number, number]>, close = true): string {
  if (points.length < 2) return '';
  const [first] = points as [[number, number]];
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1] as [number, number];
    const [x1, y1] = points[i] as [number, number];
    d += ` Q${n(x0)} ${n(y0)} ${n((x0 + x1) / 2)} ${n((y0 + y1) / 2)}`;
  }
  const [lx, ly] = points[points.length - 1] as [number, number];
  d += ` L${n(lx)} ${n(ly)}`;
  return close ? `${d} Z` : d;
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    // Characters XML 1.0 forbids.
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
}

export function attrs(record: Record<string, string | number | undefined>): string {
  return Object.entries(record)
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? n(v) : escapeXml(v as string)}"`)
    .join('');
}

// ---- colour maths -------------------------------------------------------------------------------------------

export interface Hsl { h: number; s: number; l: number }

export function hexToRgb(hex: string): [number, number, number] {
  const clean = hex.replace('#', '');
  const full = clean.length === 3 ? clean.split('').map((c) => c + c).join('') : clean.padEnd(6, '0').slice(0, 6);
  const num = Number.parseInt(full, 16);
  return [(num >> 16) & 255, (num >> 8) & 255, num & 255];
}

export function rgbToHex(r: number, g: number, b: number): string {
  const c = (v: number) => Math.max(0, Math.min(255, Math.round(v))).toString(16).padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

/** Mixes two colours; t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [r1, g1, b1] = hexToRgb(a);
  const [r2, g2, b2] = hexToRgb(b);
  return rgbToHex(r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t);
}

export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#1b1430', t);

export function toHsl(hex: string): Hsl {
  const [r, g, b] = hexToRgb(hex).map((v) => v / 255) as [number, number, number];
  const max = Math.max(r, g, b), min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d + 6) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: h * 60, s, l };
}

export function fromHsl({ h, s, l }: Hsl): string {
  const c = (1 - Math.abs(2 * l - 1)) * s;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = l - c / 2;
  const [r, g, b] =
    h < 60 ? [c, x, 0] : h < 120 ? [x, c, 0] : h < 180 ? [0, c, x] : h < 240 ? [0, x, c] : h < 300 ? [x, 0, c] : [c, 0, x];
  return rgbToHex((r + m) * 255, (g + m) * 255, (b + m) * 255);
}

/** Adjusts saturation and lightness multiplicatively (clamped). */
export function adjust(hex: string, saturation: number, lightness: number): string {
  const hsl = toHsl(hex);
  return fromHsl({ h: hsl.h, s: Math.min(1, hsl.s * saturation), l: Math.max(0, Math.min(1, hsl.l * lightness)) });
}
