// How each illustration style paints the same scene: colour shifts, fills, edges, textures and frames. No lettering:
// pictures are rasterised without fonts, and every provider's pictures leave the title to the page around them.
// Effects follow paint-effects.ts so that a page rasterises in a fraction of a second.
import type { IllustrationStyle } from '../../ports/story-model';
import type { Random } from '../seeded-random';
import { BUBBLE_MARK, markAt, numberAt } from './glyph-paths';
import { dropShadowFilter, eachFiltered, noiseTile, TILE, type Noise } from './paint-effects';
import type { Pose } from './pose';
import { adjust, attrs, darken, lighten, mix, smoothPath, type Layer, type Shape } from './svg-kit';
import { wobbly, type Wobble } from './wobble';

/** Collects <defs> entries once each (gradients and patterns are made per colour on demand). */
export class Defs {
  private readonly items = new Map<string, string>();
  add(id: string, svg: string): string {
    if (!this.items.has(id)) this.items.set(id, svg);
    return id;
  }
  toString(): string {
    return [...this.items.values()].join('');
  }
}

export interface PaintContext {
  defs: Defs;
  random: Random;
  /** True while painting characters: their colours are never shifted. */
  hero: boolean;
  /** The layer being painted, if any. */
  layer?: Layer;
}

/** A drawn outline's wobble: the landscape's (far, land, prop) or the finer one of the figures and the sky. */
function wobbled(shape: Shape, ctx: PaintContext, landscape: Wobble, figures: Wobble): Shape {
  return wobbly(shape, ctx.layer === 'far' || ctx.layer === 'land' || ctx.layer === 'prop' ? landscape : figures);
}

export interface OverlayInfo {
  isCover: boolean;
  index: number;
  pose: Pose;
  sky: [string, string];
  ground: string;
  hero: { x: number; y: number; scale: number };
  /** Which side of the hero has room for a speech bubble (beside the hero, away from the others). */
  bubbleSide?: 'left' | 'right';
}

/** Each layer's top-level drawings, already painted shape by shape. */
export type PaintedLayers = Record<Layer, string[]>;

export interface StylePainter {
  /** Paper or canvas colour under everything. */
  paper: string;
  /** Shifts a landscape colour towards the style's palette. */
  env(hex: string): string;
  defs(defs: Defs): void;
  sky(top: string, bottom: string, ctx: PaintContext): string;
  shape(shape: Shape, ctx: PaintContext): string;
  /** The backdrop (from sky()) and the layers back to front (sky, far, land, prop, hero, fx) with the style's effects. */
  scene(backdrop: string, layers: PaintedLayers, info: OverlayInfo, ctx: PaintContext): string;
  overlay(info: OverlayInfo, ctx: PaintContext): string;
}

const all = (drawings: readonly string[]) => drawings.join('');
/** Every layer back to front, for styles whose look is all in the shapes and the overlay. */
const inOrder = (layers: PaintedLayers) => all([...layers.sky, ...layers.far, ...layers.land, ...layers.prop, ...layers.hero, ...layers.fx]);

const idFor = (prefix: string, hex: string) => `${prefix}${hex.replace('#', '')}`;

/**
 * Plain SVG for a shape with the given paint attributes. A shape with only a fill or only a stroke takes its
 * opacity there: `opacity` on an element makes the rasteriser paint it on a layer of its own first, three times
 * slower.
 */
function element(shape: Shape, paint: Record<string, string | number | undefined>): string {
  const { opacity, ...rest } = paint;
  if (opacity !== undefined) {
    const filled = rest.fill !== undefined && rest.fill !== 'none';
    const stroked = rest.stroke !== undefined && rest.stroke !== 'none';
    const alone = !stroked ? 'fill-opacity' : !filled ? 'stroke-opacity' : undefined;
    if (alone) rest[alone] = Math.round(Number(rest[alone] ?? 1) * Number(opacity) * 1000) / 1000;
    else rest.opacity = opacity;
  }
  return `<${shape.tag}${attrs(shape.geo)}${attrs({ transform: shape.transform })}${attrs(rest)}/>`;
}

function basePaint(shape: Shape, fill: string | undefined): Record<string, string | number | undefined> {
  return {
    fill: fill ?? 'none',
    stroke: shape.stroke,
    'stroke-width': shape.strokeWidth,
    'stroke-linecap': shape.role === 'line' ? 'round' : undefined,
    'stroke-linejoin': shape.role === 'line' ? 'round' : undefined,
    opacity: shape.opacity,
  };
}

function skyGradient(defs: Defs, top: string, bottom: string): string {
  const id = `sky${top.slice(1)}${bottom.slice(1)}`;
  defs.add(id, `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`);
  return `<rect width="800" height="600" fill="url(#${id})"/>`;
}

/** Flecks of one colour at `opacity` where the noise is in its top quarter, or with the alphas `table` gives its bands. */
interface Fleck {
  noise: Noise;
  color: string;
  opacity: number;
  table?: string;
}

/**
 * Paper grain when dark, bare paper showing through pigment or wax when the paper's colour: all of a picture's
 * flecks in one tile, drawn in one pass. One strength per kind of fleck keeps the PNG small; a smooth grain would
 * make every pixel different.
 */
function flecks(defs: Defs, id: string, kinds: readonly Fleck[]): string {
  defs.add(id, noiseTile(id, kinds.map(({ noise, color, opacity, table }) => {
    const [r, g, b] = [1, 3, 5].map((i) => (Number.parseInt(color.slice(i, i + 2), 16) / 255).toFixed(3));
    return {
      noise,
      after: `<feColorMatrix type="matrix" values="0 0 0 0 ${r}  0 0 0 0 ${g}  0 0 0 0 ${b}  0 0 0 1 0"/><feComponentTransfer><feFuncA type="discrete" tableValues="${table ?? `0 0 0 ${opacity}`}"/></feComponentTransfer>`,
    };
  })));
  return `<rect width="800" height="600" fill="url(#${id})"/>`;
}

/** The paper's own grain: dark warm flecks. */
const grain = (frequency: number, opacity: number, seed: number): Fleck => ({ noise: { frequency: String(frequency), octaves: 2, seed }, color: '#594d40', opacity });

// ---- watercolor: soft wobbly edges, translucent washes, pigment pooling, paper grain --------------------------

function wash(defs: Defs, hex: string): string {
  // Lighter middle, pigment pooled at the rim: how a single watercolor wash dries.
  const id = idFor('wc', hex);
  defs.add(id, `<radialGradient id="${id}" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="${lighten(hex, 0.32)}"/><stop offset="0.72" stop-color="${hex}"/><stop offset="1" stop-color="${darken(hex, 0.14)}"/></radialGradient>`);
  return `url(#${id})`;
}

/** A blot of colour fading out at its edges: a blurred shape without the cost of a blur. */
function bloom(defs: Defs, hex: string): string {
  const id = idFor('wcb', hex);
  defs.add(id, `<radialGradient id="${id}"><stop offset="0" stop-color="${hex}"/><stop offset="0.55" stop-color="${hex}" stop-opacity="0.75"/><stop offset="1" stop-color="${hex}" stop-opacity="0"/></radialGradient>`);
  return `url(#${id})`;
}

/** A deckled paper edge: the page's border as a jagged band of paper colour. */
function deckledEdge(random: Random, paper: string): string {
  const inset = (): number => random.range(7, 17);
  const side = (from: [number, number], to: [number, number], inward: [number, number]): Array<[number, number]> => {
    const steps = Math.round(Math.hypot(to[0] - from[0], to[1] - from[1]) / 16);
    return Array.from({ length: steps }, (_, i) => {
      const t = i / steps, d = inset();
      return [from[0] + (to[0] - from[0]) * t + inward[0] * d, from[1] + (to[1] - from[1]) * t + inward[1] * d] as [number, number];
    });
  };
  const inner = [...side([0, 0], [800, 0], [0, 1]), ...side([800, 0], [800, 600], [-1, 0]), ...side([800, 600], [0, 600], [0, -1]), ...side([0, 600], [0, 0], [1, 0])];
  return `<path d="M-2 -2 H802 V602 H-2 Z ${smoothPath(inner)}" fill="${paper}" fill-rule="evenodd"/>`;
}

const watercolor: StylePainter = {
  paper: '#fdf8ee',
  env: (hex) => lighten(adjust(hex, 0.85, 1.03), 0.08),
  defs() {},
  sky(top, bottom, ctx) {
    const t = lighten(top, 0.2), b = lighten(bottom, 0.22);
    const r = ctx.random;
    const blooms = Array.from({ length: 6 }, () =>
      `<ellipse cx="${r.int(40, 760)}" cy="${r.int(30, 320)}" rx="${r.int(110, 200)}" ry="${r.int(56, 110)}" fill="${bloom(ctx.defs, r.chance(0.5) ? darken(t, 0.06) : lighten(t, 0.45))}" fill-opacity="${r.range(0.35, 0.7).toFixed(2)}"/>`).join('');
    return `${skyGradient(ctx.defs, t, b)}${blooms}`;
  },
  shape(original, ctx) {
    // Wobbly edges: loose in the landscape, finer on the figures.
    const shape = wobbled(original, ctx, { amplitude: 4, wavelength: 45, seed: 'watercolor' }, { amplitude: 1.3, wavelength: 22, seed: 'watercolor-figures' });
    const fill = shape.fill;
    const paint = basePaint(shape, fill);
    if (shape.role === 'solid' || shape.role === 'land') {
      // Pigment pools at the edge of a wash: a darker, semi-transparent rim.
      const edge = fill && fill !== 'none' ? darken(fill, 0.25) : undefined;
      const washed = fill && fill !== 'none' ? wash(ctx.defs, fill) : fill;
      // Hills and ground get a loose first wash, offset and paler, under the second pass.
      const firstWash = ctx.layer === 'far' || ctx.layer === 'land'
        ? element({ ...shape, transform: `translate(5 4)${shape.transform ? ` ${shape.transform}` : ''}` }, { fill: washed, 'fill-opacity': 0.3 })
        : '';
      return firstWash + element(shape, { ...paint, fill: washed, 'fill-opacity': ctx.hero ? 0.93 : 0.76, stroke: shape.stroke ?? edge, 'stroke-width': shape.strokeWidth ?? 2.6, 'stroke-opacity': shape.stroke ? undefined : 0.45 });
    }
    if (shape.role === 'line') return element(shape, { ...paint, 'stroke-opacity': 0.8 });
    return element(shape, { ...paint, 'fill-opacity': 0.88 });
  },
  scene(backdrop, layers) {
    return backdrop + inOrder(layers);
  },
  overlay(info, ctx) {
    const splashes = Array.from({ length: 16 }, () => `<circle cx="${ctx.random.int(20, 780)}" cy="${ctx.random.int(20, 580)}" r="${ctx.random.range(1.5, 5).toFixed(1)}" fill="${ctx.random.pick([info.sky[0], info.ground, '#f4a6b8'])}" fill-opacity="0.45"/>`).join('');
    // Pigment granulating (bare paper between the grains of colour) and the paper's own grain.
    const granules: Fleck = { noise: { frequency: '0.3', octaves: 2, seed: 2 }, color: watercolor.paper, opacity: 0.35 };
    return `${splashes}${flecks(ctx.defs, 'wcGrain', [granules, grain(0.7, 0.25, 11)])}${deckledEdge(ctx.random, watercolor.paper)}`;
  },
};

// ---- oil painting: rich dark palette, thick strokes, impasto texture, vignette, gilded frame ------------------

const oil: StylePainter = {
  paper: '#2a1d14',
  env: (hex) => mix(adjust(hex, 0.62, 0.74), '#3b2612', 0.15),
  defs(defs) {
    // The relief of elongated brush marks, lit from the top left, as five steps: the shaded sides darken the paint
    // below, the lit ridges lighten it (what an overlay blend would do, without its cost). The marks are a band of
    // noise as wide as the picture, repeated downwards where their fine vertical grain hides the joins.
    const steps = (values: string) => `<feFuncR type="discrete" tableValues="${values}"/><feFuncG type="discrete" tableValues="${values}"/><feFuncB type="discrete" tableValues="${values}"/>`;
    const relief = `<feDiffuseLighting lighting-color="#d8d8d8" surfaceScale="3"><feDistantLight azimuth="225" elevation="50"/></feDiffuseLighting>` +
      `<feColorMatrix type="matrix" values="1 0 0 0 0  1 0 0 0 0  1 0 0 0 0  1 0 0 0 0"/>` +
      `<feComponentTransfer>${steps('0 0 0 1 1')}<feFuncA type="discrete" tableValues="0.16 0.06 0 0.07 0.14"/></feComponentTransfer>`;
    defs.add('impasto', noiseTile('impasto', [{ noise: { frequency: '0.045 0.22', octaves: 2, seed: 9 }, after: relief }], 800, 60));
    defs.add('oilVignette', `<radialGradient id="oilVignette" cx="0.5" cy="0.48" r="0.72"><stop offset="0.5" stop-color="#1a0f08" stop-opacity="0"/><stop offset="1" stop-color="#1a0f08" stop-opacity="0.8"/></radialGradient>`);
  },
  sky(top, bottom, ctx) {
    return skyGradient(ctx.defs, oil.env(top), oil.env(bottom));
  },
  shape(original, ctx) {
    // Brushed outlines: a broad wobble in the landscape, a slight one on the figures.
    const shape = wobbled(original, ctx, { amplitude: 2.5, wavelength: 26, seed: 'oil' }, { amplitude: 0.8, wavelength: 18, seed: 'oil-figures' });
    const fill = shape.fill;
    const paint = basePaint(shape, fill);
    if ((shape.role === 'solid' || shape.role === 'land') && fill && fill !== 'none') {
      return element(shape, { ...paint, stroke: shape.stroke ?? darken(fill, 0.38), 'stroke-width': shape.strokeWidth ?? (shape.role === 'solid' ? 3.5 : 2.5), 'stroke-linejoin': 'round' });
    }
    return element(shape, paint);
  },
  scene(backdrop, layers, info, ctx) {
    const r = ctx.random;
    const sky: string[] = [];
    const palette = [lighten(oil.env(info.sky[0]), 0.18), darken(oil.env(info.sky[0]), 0.12), lighten(oil.env(info.sky[1]), 0.25)];
    // Thick, curving sky strokes, swirling more the higher they are.
    for (let i = 0; i < 80; i++) {
      const x = r.int(-20, 780), y = r.int(0, 330);
      const bend = y < 180 ? r.int(-14, 14) : r.int(-6, 6);
      sky.push(`<path d="M${x} ${y} q${r.int(14, 30)} ${bend} ${r.int(34, 64)} ${r.int(-6, 6)}" stroke="${r.pick(palette)}" stroke-width="${r.int(7, 14)}" stroke-linecap="round" fill="none" stroke-opacity="${r.range(0.4, 0.7).toFixed(2)}"/>`);
    }
    const ground: string[] = [];
    const groundPalette = [oil.env(info.ground), darken(oil.env(info.ground), 0.15), lighten(oil.env(info.ground), 0.15)];
    for (let i = 0; i < 30; i++) {
      const x = r.int(0, 780), y = r.int(470, 590);
      if (Math.abs(x - info.hero.x) < 60 * info.hero.scale) continue;
      ground.push(`<path d="M${x} ${y} q${r.int(10, 20)} ${r.int(-6, 6)} ${r.int(24, 44)} 0" stroke="${r.pick(groundPalette)}" stroke-width="${r.int(5, 10)}" stroke-linecap="round" fill="none" stroke-opacity="0.5"/>`);
    }
    // Sky strokes over the sky's shapes, ground strokes under the props and the characters.
    return backdrop + all([...layers.sky, ...sky, ...layers.far, ...layers.land, ...ground, ...layers.prop, ...layers.hero, ...layers.fx]);
  },
  overlay() {
    // Warm varnish glaze, canvas weave, vignette, then the gilded frame.
    return `<rect width="800" height="600" fill="#c89b4a" fill-opacity="0.14"/><rect width="800" height="600" fill="url(#impasto)"/><rect width="800" height="600" fill="url(#oilVignette)"/><rect x="7" y="7" width="786" height="586" fill="none" stroke="#b8892d" stroke-width="14"/><rect x="15" y="15" width="770" height="570" fill="none" stroke="#5a3d12" stroke-width="3"/><rect x="1" y="1" width="798" height="598" fill="none" stroke="#6e4d17" stroke-width="3"/>`;
  },
};

// ---- 3d: gradient shading, specular highlights, soft drop shadows ---------------------------------------------

function radial3d(defs: Defs, hex: string): string {
  const id = idFor('r3', hex);
  defs.add(id, `<radialGradient id="${id}" cx="0.36" cy="0.3" r="0.78"><stop offset="0" stop-color="${lighten(hex, 0.5)}"/><stop offset="0.5" stop-color="${hex}"/><stop offset="1" stop-color="${darken(hex, 0.32)}"/></radialGradient>`);
  return `url(#${id})`;
}

function linear3d(defs: Defs, hex: string): string {
  const id = idFor('l3', hex);
  defs.add(id, `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(hex, 0.3)}"/><stop offset="0.5" stop-color="${hex}"/><stop offset="1" stop-color="${darken(hex, 0.22)}"/></linearGradient>`);
  return `url(#${id})`;
}

const threeD: StylePainter = {
  paper: '#dfeefa',
  env: (hex) => adjust(hex, 1.08, 1.02),
  defs(defs) {
    defs.add('drop3d', dropShadowFilter('drop3d', 6, 10, 6, 0.32));
    defs.add('drop3dFigure', dropShadowFilter('drop3dFigure', 6, 10, 6, 0.32, 0.08));
    defs.add('glow3d', `<radialGradient id="glow3d" cx="0.2" cy="0.1" r="0.9"><stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="0.6" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`);
  },
  sky(top, bottom, ctx) {
    return skyGradient(ctx.defs, top, lighten(bottom, 0.1));
  },
  shape(shape, ctx) {
    const fill = shape.fill;
    const paint = basePaint(shape, fill);
    if (!fill || fill === 'none' || shape.role === 'line' || shape.role === 'glow' || shape.role === 'sky') return element(shape, paint);
    if (shape.role === 'land') return element(shape, { ...paint, fill: linear3d(ctx.defs, fill) });
    const shaded = shape.round || shape.tag === 'circle' || shape.tag === 'ellipse' ? radial3d(ctx.defs, fill) : linear3d(ctx.defs, fill);
    const body = element(shape, { ...paint, fill: shaded });
    // A glossy highlight on larger rounded parts.
    const r = Number(shape.geo.r ?? Math.min(Number(shape.geo.rx ?? 0), Number(shape.geo.ry ?? 0)));
    if ((shape.tag === 'circle' || shape.tag === 'ellipse') && r >= 14 && shape.role === 'solid') {
      const cx = Number(shape.geo.cx), cy = Number(shape.geo.cy);
      const rx = Number(shape.geo.r ?? shape.geo.rx), ry = Number(shape.geo.r ?? shape.geo.ry);
      return body + `<ellipse cx="${Math.round(cx - rx * 0.35)}" cy="${Math.round(cy - ry * 0.45)}" rx="${Math.round(rx * 0.22)}" ry="${Math.round(ry * 0.12)}" fill="#ffffff" fill-opacity="0.35"${attrs({ transform: shape.transform })}/>`;
    }
    return body;
  },
  scene(backdrop, layers) {
    // Each prop, character and effect casts its own shadow.
    return backdrop + all([...layers.sky, ...layers.far, ...layers.land]) + eachFiltered(layers.prop, 'drop3d') + eachFiltered(layers.hero, 'drop3dFigure') + eachFiltered(layers.fx, 'drop3d');
  },
  overlay() {
    // Soft studio light from the top left.
    return `<rect width="800" height="600" fill="url(#glow3d)"/>`;
  },
};

// ---- comic: bold black outlines, flat colours, halftone dots, panel border, caption and speech bubble ----------

const INK = '#161616';

function halftone(defs: Defs, hex: string): string {
  // Dots on a grid turned 45°, drawn upright (a turned pattern costs a rasteriser far more) in a tile that divides TILE.
  const id = idFor('ht', hex);
  const t = TILE / 10, c = darken(hex, 0.35);
  const dots = [[0, 0], [t, 0], [0, t], [t, t], [t / 2, t / 2]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2" fill="${c}"/>`).join('');
  defs.add(id, `<pattern id="${id}" width="${t}" height="${t}" patternUnits="userSpaceOnUse">${dots}</pattern>`);
  return `url(#${id})`;
}

const comic: StylePainter = {
  paper: '#ffffff',
  env: (hex) => adjust(hex, 1.3, 1),
  defs() {},
  sky(top, bottom, ctx) {
    const t = comic.env(top);
    return `<rect width="800" height="600" fill="${t}"/><rect y="240" width="800" height="360" fill="${comic.env(bottom)}"/><rect width="800" height="600" fill="${halftone(ctx.defs, t)}" fill-opacity="0.35"/>`;
  },
  shape(shape, ctx) {
    const fill = shape.fill;
    const paint = basePaint(shape, fill);
    if (shape.role === 'line') {
      const width = shape.strokeWidth ?? 2;
      // Thin lines are inked; thick coloured strokes (tails, tentacles) keep their colour inside a black outline.
      if (width <= 5 || !shape.stroke || shape.stroke === 'none') return element(shape, { ...paint, stroke: shape.stroke === '#ffffff' ? '#ffffff' : INK, 'stroke-width': width + 0.5 });
      return element(shape, { ...paint, stroke: INK, 'stroke-width': width + 6 }) + element(shape, paint);
    }
    const width = shape.role === 'solid' ? 4 : shape.role === 'land' ? 3.5 : shape.role === 'detail' ? 2 : 1.5;
    const outlined = element(shape, { ...paint, stroke: INK, 'stroke-width': width, 'stroke-linejoin': 'round' });
    if (shape.role === 'land' && fill && fill !== 'none') return outlined + element(shape, { fill: halftone(ctx.defs, fill), opacity: 0.55 });
    return outlined;
  },
  scene(backdrop, layers) {
    return backdrop + inOrder(layers);
  },
  overlay(info) {
    const { x, y, scale } = info.hero;
    const top = y - 235 * scale;
    const right = (info.bubbleSide ?? (x < 400 ? 'right' : 'left')) === 'right';
    const bx = right ? x + 120 : x - 120;
    // The bottom edge runs 112 units back, tail included, so the outline closes where it began.
    const bottom = right ? 'h-72 l-44 34 l10 -34 h-6' : 'h-30 l24 34 l4 -34 h-110';
    const bubble = info.isCover ? '' :
      `<path d="M${bx - 56} ${top - 40} h112 a20 20 0 0 1 20 20 v34 a20 20 0 0 1 -20 20 ${bottom} a20 20 0 0 1 -20 -20 v-34 a20 20 0 0 1 20 -20 z" fill="#ffffff" stroke="${INK}" stroke-width="4"/>` +
      markAt(BUBBLE_MARK[info.pose] ?? '!', bx, top - 3, INK);
    // The panel's number in the corner caption box.
    const number = numberAt(`#${info.index}`, 42, 39, INK);
    const caption = info.isCover ? '' : `<rect x="26" y="26" width="${number.width + 32}" height="46" fill="#ffe45c" stroke="${INK}" stroke-width="4"/>${number.svg}`;
    const burst = info.pose === 'cheer' || info.pose === 'jump' || info.pose === 'tumble'
      ? Array.from({ length: 14 }, (_v, i) => {
        const a = (i / 14) * Math.PI * 2;
        return `<path d="M${Math.round(x + Math.cos(a) * 150 * scale)} ${Math.round(y - 110 * scale + Math.sin(a) * 150 * scale)} L${Math.round(x + Math.cos(a) * 250 * scale)} ${Math.round(y - 110 * scale + Math.sin(a) * 250 * scale)}" stroke="${INK}" stroke-width="3" stroke-opacity="0.7"/>`;
      }).join('')
      : '';
    return `${burst}${bubble}${caption}<rect x="4" y="4" width="792" height="592" fill="none" stroke="#ffffff" stroke-width="16"/><rect x="14" y="14" width="772" height="572" fill="none" stroke="${INK}" stroke-width="8"/>`;
  },
};

// ---- crayon: waxy speckled fills, rough thick outlines, scribbled sky, paper grain -----------------------------

const crayon: StylePainter = {
  paper: '#fffaf0',
  env: (hex) => adjust(hex, 1.25, 1.02),
  defs() {},
  sky(top, bottom, ctx) {
    const r = ctx.random;
    const scribble = (color: string, from: number, to: number, width: number) => {
      let d = `M-10 ${from}`;
      for (let y = from; y < to; y += width * 0.9) d += ` L${r.int(800, 830)} ${y + r.int(-3, 3)} L${r.int(-30, 0)} ${y + width * 0.45}`;
      return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linejoin="round" stroke-opacity="0.8"/>`;
    };
    return scribble(crayon.env(top), 0, 260, 16) + scribble(mix(crayon.env(bottom), crayon.env(top), 0.35), 230, 470, 14);
  },
  shape(original, ctx) {
    // A child's wobbly hand.
    const shape = wobbled(original, ctx, { amplitude: 1.8, wavelength: 16, seed: 'crayon' }, { amplitude: 1, wavelength: 13, seed: 'crayon-figures' });
    const fill = shape.fill;
    const paint = basePaint(shape, fill);
    if ((shape.role === 'solid' || shape.role === 'land') && fill && fill !== 'none') {
      return element(shape, { ...paint, stroke: shape.stroke ?? darken(fill, 0.3), 'stroke-width': shape.strokeWidth ?? (shape.role === 'solid' ? 4.5 : 5), 'stroke-linejoin': 'round' });
    }
    if (shape.role === 'line') return element(shape, { ...paint, 'stroke-width': (shape.strokeWidth ?? 2) + 1 });
    return element(shape, paint);
  },
  scene(backdrop, layers) {
    return backdrop + inOrder(layers);
  },
  overlay(_info, ctx) {
    // Wax catches only on the paper's tooth: the paper shows through in streaks across every stroke.
    const tooth: Fleck = { noise: { frequency: '0.9 0.35', octaves: 2, seed: 4 }, color: crayon.paper, opacity: 1, table: '0 0 0 0 0 0 0 0 0 1 1 1 1 1 1 1' };
    return flecks(ctx.defs, 'crayonPaper', [tooth, grain(0.6, 0.12, 3)]);
  },
};

// ---- colored pencil: hatched fills, light pressure, thin sketchy outlines ------------------------------------

function hatch(defs: Defs, hex: string, cross: boolean): string {
  // Diagonal strokes about 5.5 units apart, drawn upright (a turned pattern costs a rasteriser far more) in a tile
  // that divides TILE.
  const id = idFor(cross ? 'hx' : 'hh', hex);
  const t = TILE / 8, h = t / 2;
  // Rising strokes (x + y constant) for plain hatching; falling ones, crossed by faint rising ones, for land.
  const rising = `M${-h} ${h} L${h} ${-h} M0 ${t} L${t} 0 M${h} ${t + h} L${t + h} ${h}`;
  const falling = `M${-h} ${h} L${h} ${t + h} M0 0 L${t} ${t} M${h} ${-h} L${t + h} ${h}`;
  const strokes = `<path d="${cross ? falling : rising}" stroke="${hex}" stroke-width="1.7" stroke-opacity="0.9"/>`;
  const crossStrokes = cross ? `<path d="${rising}" stroke="${darken(hex, 0.1)}" stroke-width="1.1" stroke-opacity="0.45"/>` : '';
  // Paper tinted by the pencil underneath, so hatched shapes hide what is behind them.
  defs.add(id, `<pattern id="${id}" width="${t}" height="${t}" patternUnits="userSpaceOnUse"><rect width="${t}" height="${t}" fill="${mix(hex, '#fbf8f1', 0.72)}"/>${strokes}${crossStrokes}</pattern>`);
  return `url(#${id})`;
}

const PENCIL_HAND: Wobble = { amplitude: 1, wavelength: 20, seed: 'pencil' };

const pencil: StylePainter = {
  paper: '#fbf8f1',
  env: (hex) => lighten(adjust(hex, 0.9, 1), 0.06),
  defs() {},
  sky(top, bottom, ctx) {
    return `<rect width="800" height="600" fill="${pencil.paper}"/><rect width="800" height="470" fill="${hatch(ctx.defs, pencil.env(top), false)}" fill-opacity="0.75"/><rect y="250" width="800" height="220" fill="${hatch(ctx.defs, pencil.env(bottom), false)}" fill-opacity="0.5"/>`;
  },
  shape(original, ctx) {
    const shape = wobbled(original, ctx, PENCIL_HAND, PENCIL_HAND);
    const fill = shape.fill;
    const paint = basePaint(shape, fill);
    if ((shape.role === 'solid' || shape.role === 'land') && fill && fill !== 'none') {
      const outline = darken(fill, 0.38);
      const main = element(shape, { ...paint, fill: hatch(ctx.defs, fill, shape.role === 'land'), stroke: shape.stroke ?? outline, 'stroke-width': shape.strokeWidth ?? 1.8, 'stroke-opacity': 0.85 });
      // A second, lighter pass of the outline, slightly off, as a hand would draw it.
      const large = shape.tag === 'path' || (shape.tag === 'rect' && Number(shape.geo.width) > 40);
      const sketch = ctx.hero || shape.role === 'land' || !large ? '' : element({ ...shape, transform: `${shape.transform ?? ''} translate(1.5 1)`.trim() }, { fill: 'none', stroke: outline, 'stroke-width': 1, 'stroke-opacity': 0.35 });
      return main + sketch;
    }
    if (shape.role === 'detail' && fill && fill !== 'none') return element(shape, { ...paint, 'fill-opacity': 0.85, stroke: darken(fill, 0.3), 'stroke-width': 0.8 });
    return element(shape, { ...paint, 'stroke-opacity': 0.85 });
  },
  scene(backdrop, layers) {
    return backdrop + inOrder(layers);
  },
  overlay(_info, ctx) {
    const r = ctx.random;
    const strokes = Array.from({ length: 8 }, () => {
      const x = r.int(30, 770), y = r.int(480, 580);
      return `<path d="M${x} ${y} l${r.int(20, 50)} ${r.int(-4, 4)}" stroke="#8a8a8a" stroke-width="1" stroke-opacity="0.5"/>`;
    }).join('');
    return strokes + flecks(ctx.defs, 'pencilPaper', [grain(0.8, 0.1, 17)]);
  },
};

// ---- paper cut: flat layered silhouettes with drop shadows and a shadow-box frame ------------------------------

/** The soft shadow a cut sheet casts on the one behind: its outline, offset and drawn in widening faint strokes. */
function cutShadow(shape: Shape): string {
  const transform = `translate(2 5)${shape.transform ? ` ${shape.transform}` : ''}`;
  return [[11, 0.07], [6, 0.1], [2.5, 0.12]]
    .map(([width, opacity]) => `<${shape.tag}${attrs(shape.geo)}${attrs({ transform, fill: 'none', stroke: '#1b1430', 'stroke-width': width, 'stroke-opacity': opacity, 'stroke-linejoin': 'round' })}/>`)
    .join('');
}

const paperCut: StylePainter = {
  paper: '#f3ebe0',
  env: (hex) => adjust(hex, 0.88, 1),
  defs(defs) {
    defs.add('paper', dropShadowFilter('paper', 2, 5, 3, 0.38));
    defs.add('paperFigure', dropShadowFilter('paperFigure', 2, 5, 3, 0.38, 0.06));
  },
  sky(top, bottom) {
    // Layered paper arcs, darkest on the outside, like a dome of cut sheets over the land.
    const bands = [0, 1, 2, 3, 4].map((i) => {
      const color = mix(paperCut.env(top), lighten(paperCut.env(bottom), 0.1), i / 4);
      const band: Shape = { tag: 'circle', geo: { cx: 400, cy: 660, r: 820 - i * 110 }, role: 'sky' };
      return `${cutShadow(band)}<circle cx="400" cy="660" r="${820 - i * 110}" fill="${color}"/>`;
    });
    return `<rect width="800" height="600" fill="${paperCut.env(top)}"/>${bands.join('')}`;
  },
  shape(shape, ctx) {
    const fill = shape.fill;
    const paint = basePaint(shape, fill);
    if (shape.role === 'land' && fill && fill !== 'none') return cutShadow(shape) + element(shape, paint);
    if (ctx.hero && shape.role === 'solid') return element(shape, { ...paint, stroke: shape.stroke ?? '#ffffff', 'stroke-width': shape.strokeWidth ?? 1.5, 'stroke-opacity': shape.stroke ? undefined : 0.55 });
    return element(shape, paint);
  },
  scene(backdrop, layers) {
    // Hills carry their own shadows (see shape); every other cut-out is lifted off the page by its own.
    return backdrop + eachFiltered(layers.sky, 'paper') + all([...layers.far, ...layers.land]) + eachFiltered(layers.prop, 'paper') + eachFiltered(layers.hero, 'paperFigure') + eachFiltered(layers.fx, 'paper');
  },
  overlay(_info, ctx) {
    const opening: Shape = { tag: 'path', geo: { d: 'M26 26 V574 H774 V26 Z' }, role: 'land' };
    return `${flecks(ctx.defs, 'paperFibre', [grain(0.5, 0.1, 31)])}${cutShadow(opening)}<path d="M0 0 H800 V600 H0 Z M26 26 V574 H774 V26 Z" fill="#e9dfcf" fill-rule="evenodd"/><path d="M0 0 H800 V600 H0 Z M12 12 V588 H788 V12 Z" fill="#d8c9b3" fill-rule="evenodd"/>`;
  },
};

export const PAINTERS: Record<IllustrationStyle, StylePainter> = {
  watercolor,
  oil_painting: oil,
  '3d': threeD,
  comic_style: comic,
  crayon,
  colored_pencil: pencil,
  paper_cut: paperCut,
};
