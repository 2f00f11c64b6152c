// How each illustration style paints the same scene: colour shifts, fills, edges, textures, frames and title lettering.
import type { IllustrationStyle } from '../../../ports/story-model';
import type { Random } from '../seeded-random';
import type { Pose } from './scene-brief';
import { adjust, attrs, darken, escapeXml, lighten, mix, type Layer, type Shape } from './svg-kit';

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
}

export interface OverlayInfo {
  isCover: boolean;
  index: number;
  pose: Pose;
  name: string;
  sky: [string, string];
  ground: string;
  hero: { x: number; y: number; scale: number };
}

export interface StylePainter {
  /** Paper or canvas colour under everything. */
  paper: string;
  /** Shifts a landscape colour towards the style's palette. */
  env(hex: string): string;
  defs(defs: Defs): void;
  sky(top: string, bottom: string, ctx: PaintContext): string;
  shape(shape: Shape, ctx: PaintContext): string;
  layer(layer: Layer, inner: string, ctx: PaintContext): string;
  overlay(info: OverlayInfo, ctx: PaintContext): string;
  title(lines: string[], fontSize: number, ctx: PaintContext): string;
}

const idFor = (prefix: string, hex: string) => `${prefix}${hex.replace('#', '')}`;

/** Plain SVG for a shape with the given paint attributes. */
function element(shape: Shape, paint: Record<string, string | number | undefined>): string {
  return `<${shape.tag}${attrs(shape.geo)}${attrs({ transform: shape.transform })}${attrs(paint)}/>`;
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

const FONT_ROUND = `'Baloo 2','Nunito','Comic Sans MS','Trebuchet MS','Noto Sans CJK SC','Noto Sans CJK JP','Noto Sans CJK KR',sans-serif`;
const FONT_SERIF = `Georgia,'Palatino Linotype','Book Antiqua','Noto Serif CJK SC','Noto Serif CJK JP','Noto Serif CJK KR',serif`;
const FONT_HAND = `'Comic Sans MS','Chalkboard SE','Marker Felt','Noto Sans CJK SC','Noto Sans CJK JP','Noto Sans CJK KR',cursive`;

function titleLines(lines: string[], fontSize: number, y0: number, style: Record<string, string | number>, extra = ''): string {
  return lines
    .map((text, i) => `<text x="400" y="${Math.round(y0 + i * fontSize * 1.12)}" text-anchor="middle"${attrs(style)}${extra}>${escapeXml(text)}</text>`)
    .join('');
}

const titleTop = (lines: string[], fontSize: number) => (lines.length > 1 ? 58 + fontSize * 0.35 : 74 + fontSize * 0.35);

const paperGrain = (id: string, frequency: number, opacity: number, seed: number) =>
  `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="3" seed="${seed}"/><feColorMatrix type="matrix" values="0 0 0 0 0.35  0 0 0 0 0.3  0 0 0 0 0.25  0 0 0 ${opacity} 0"/></filter>`;

// ---- watercolor: soft wobbly edges, translucent washes, pigment pooling, paper grain --------------------------

function wash(defs: Defs, hex: string): string {
  // Lighter middle, pigment pooled at the rim: how a single watercolor wash dries.
  const id = idFor('wc', hex);
  defs.add(id, `<radialGradient id="${id}" cx="0.45" cy="0.4" r="0.7"><stop offset="0" stop-color="${lighten(hex, 0.32)}"/><stop offset="0.72" stop-color="${hex}"/><stop offset="1" stop-color="${darken(hex, 0.14)}"/></radialGradient>`);
  return `url(#${id})`;
}

const watercolor: StylePainter = {
  paper: '#fdf8ee',
  env: (hex) => lighten(adjust(hex, 0.85, 1.03), 0.08),
  defs(defs) {
    // Wobbly edges, then pigment granulation: the fill is multiplied by fine noise, alpha included (mottled washes).
    const granulate = (seed: number, k1: number, k2: number) =>
      `<feTurbulence type="fractalNoise" baseFrequency="0.3" numOctaves="2" seed="${seed}" result="g"/><feComposite in="b" in2="g" operator="arithmetic" k1="${k1}" k2="${k2}" k3="0" k4="0"/>`;
    defs.add('wcRough', `<filter id="wcRough" x="-5%" y="-5%" width="110%" height="110%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.02" numOctaves="3" seed="7" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="16" xChannelSelector="R" yChannelSelector="G" result="d"/><feGaussianBlur in="d" stdDeviation="1" result="b"/>${granulate(2, 0.55, 0.74)}</filter>`);
    defs.add('wcWash', `<filter id="wcWash" x="-10%" y="-10%" width="120%" height="120%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.012" numOctaves="2" seed="13" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="30" xChannelSelector="R" yChannelSelector="G" result="d"/><feGaussianBlur in="d" stdDeviation="4"/></filter>`);
    defs.add('wcSoft', `<filter id="wcSoft" x="-10%" y="-10%" width="120%" height="120%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.04" numOctaves="2" seed="3" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="5" xChannelSelector="R" yChannelSelector="G" result="d"/><feGaussianBlur in="d" stdDeviation="0.6" result="b"/>${granulate(5, 0.35, 0.84)}</filter>`);
    defs.add('wcEdge', `<filter id="wcEdge" x="-5%" y="-5%" width="110%" height="110%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.03" numOctaves="3" seed="19" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="18" xChannelSelector="R" yChannelSelector="G"/></filter>`);
    defs.add('wcBleed', `<filter id="wcBleed" x="-20%" y="-20%" width="140%" height="140%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="16"/></filter>`);
    defs.add('wcGrain', paperGrain('wcGrain', 0.7, 0.3, 11));
  },
  sky(top, bottom, ctx) {
    const t = lighten(top, 0.2), b = lighten(bottom, 0.22);
    const r = ctx.random;
    const blooms = Array.from({ length: 6 }, () =>
      `<ellipse cx="${r.int(40, 760)}" cy="${r.int(30, 320)}" rx="${r.int(80, 170)}" ry="${r.int(36, 80)}" fill="${r.chance(0.5) ? darken(t, 0.06) : lighten(t, 0.45)}" opacity="${r.range(0.35, 0.7).toFixed(2)}"/>`).join('');
    return `${skyGradient(ctx.defs, t, b)}<g filter="url(#wcBleed)">${blooms}</g>`;
  },
  shape(shape, ctx) {
    const fill = shape.fill;
    const paint = basePaint(shape, fill);
    if (shape.role === 'solid' || shape.role === 'land') {
      // Pigment pools at the edge of a wash: a darker, semi-transparent rim.
      const edge = fill && fill !== 'none' ? darken(fill, 0.25) : undefined;
      const washed = fill && fill !== 'none' ? wash(ctx.defs, fill) : fill;
      return element(shape, { ...paint, fill: washed, 'fill-opacity': ctx.hero ? 0.93 : 0.76, stroke: shape.stroke ?? edge, 'stroke-width': shape.strokeWidth ?? 2.6, 'stroke-opacity': shape.stroke ? undefined : 0.45 });
    }
    if (shape.role === 'line') return element(shape, { ...paint, 'stroke-opacity': 0.8 });
    return element(shape, { ...paint, 'fill-opacity': 0.88 });
  },
  layer(layer, inner) {
    if (layer === 'hero') return `<g filter="url(#wcSoft)">${inner}</g>`;
    if (layer === 'sky' || layer === 'fx') return `<g filter="url(#wcSoft)" opacity="0.92">${inner}</g>`;
    // Hills and ground get a loose first wash bleeding past the shapes, then the crisper second pass.
    if (layer === 'far' || layer === 'land') return `<g filter="url(#wcWash)" opacity="0.45" transform="translate(4 3)">${inner}</g><g filter="url(#wcRough)">${inner}</g>`;
    return `<g filter="url(#wcRough)">${inner}</g>`;
  },
  overlay(info, ctx) {
    const splashes = Array.from({ length: 16 }, () => `<circle cx="${ctx.random.int(20, 780)}" cy="${ctx.random.int(20, 580)}" r="${ctx.random.range(1.5, 5).toFixed(1)}" fill="${ctx.random.pick([info.sky[0], info.ground, '#f4a6b8'])}" opacity="0.45"/>`).join('');
    return `${splashes}<rect width="800" height="600" filter="url(#wcGrain)" opacity="0.8"/><rect x="-6" y="-6" width="812" height="612" fill="none" stroke="#fdf8ee" stroke-width="34" filter="url(#wcEdge)"/>`;
  },
  title(lines, size) {
    const h = lines.length * size * 1.12 + 34;
    const wash = `<g filter="url(#wcBleed)"><ellipse cx="400" cy="${24 + h / 2}" rx="330" ry="${h / 2 + 6}" fill="#fff3c4" opacity="0.9"/></g><g filter="url(#wcRough)"><ellipse cx="400" cy="${24 + h / 2}" rx="300" ry="${h / 2}" fill="#ffe7a3" opacity="0.55"/></g>`;
    return wash + titleLines(lines, size, titleTop(lines, size), { 'font-family': FONT_SERIF, 'font-style': 'italic', 'font-weight': 700, 'font-size': size, fill: '#2f4a7a' }, ' filter="url(#wcSoft)"');
  },
};

// ---- oil painting: rich dark palette, thick strokes, impasto texture, vignette, gilded frame ------------------

const oil: StylePainter = {
  paper: '#2a1d14',
  env: (hex) => mix(adjust(hex, 0.62, 0.74), '#3b2612', 0.15),
  defs(defs) {
    defs.add('oil', `<filter id="oil" x="-5%" y="-5%" width="110%" height="110%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.03 0.07" numOctaves="2" seed="5" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="10" xChannelSelector="R" yChannelSelector="G"/></filter>`);
    defs.add('oilHero', `<filter id="oilHero" x="-10%" y="-10%" width="120%" height="120%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.05" numOctaves="2" seed="2" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="3.5" xChannelSelector="R" yChannelSelector="G"/></filter>`);
    // Grey relief of elongated brush marks, laid over the picture with an overlay blend (colours stay rich).
    defs.add('impasto', `<filter id="impasto" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.045 0.22" numOctaves="4" seed="9" result="bump"/><feDiffuseLighting in="bump" lighting-color="#d8d8d8" surfaceScale="3"><feDistantLight azimuth="225" elevation="50"/></feDiffuseLighting></filter>`);
    defs.add('oilVignette', `<radialGradient id="oilVignette" cx="0.5" cy="0.48" r="0.72"><stop offset="0.5" stop-color="#1a0f08" stop-opacity="0"/><stop offset="1" stop-color="#1a0f08" stop-opacity="0.8"/></radialGradient>`);
  },
  sky(top, bottom, ctx) {
    return skyGradient(ctx.defs, oil.env(top), oil.env(bottom));
  },
  shape(shape) {
    const fill = shape.fill;
    const paint = basePaint(shape, fill);
    if ((shape.role === 'solid' || shape.role === 'land') && fill && fill !== 'none') {
      return element(shape, { ...paint, stroke: shape.stroke ?? darken(fill, 0.38), 'stroke-width': shape.strokeWidth ?? (shape.role === 'solid' ? 3.5 : 2.5), 'stroke-linejoin': 'round' });
    }
    return element(shape, paint);
  },
  layer(layer, inner) {
    return `<g filter="url(#${layer === 'hero' ? 'oilHero' : 'oil'})">${inner}</g>`;
  },
  overlay(info, ctx) {
    const r = ctx.random;
    const strokes: string[] = [];
    const palette = [lighten(oil.env(info.sky[0]), 0.18), darken(oil.env(info.sky[0]), 0.12), lighten(oil.env(info.sky[1]), 0.25)];
    // Thick, curving sky strokes, swirling more the higher they are.
    for (let i = 0; i < 80; i++) {
      const x = r.int(-20, 780), y = r.int(0, 330);
      const bend = y < 180 ? r.int(-14, 14) : r.int(-6, 6);
      strokes.push(`<path d="M${x} ${y} q${r.int(14, 30)} ${bend} ${r.int(34, 64)} ${r.int(-6, 6)}" stroke="${r.pick(palette)}" stroke-width="${r.int(7, 14)}" stroke-linecap="round" fill="none" opacity="${r.range(0.4, 0.7).toFixed(2)}"/>`);
    }
    const groundPalette = [oil.env(info.ground), darken(oil.env(info.ground), 0.15), lighten(oil.env(info.ground), 0.15)];
    for (let i = 0; i < 30; i++) {
      const x = r.int(0, 780), y = r.int(470, 590);
      if (Math.abs(x - info.hero.x) < 60 * info.hero.scale) continue;
      strokes.push(`<path d="M${x} ${y} q${r.int(10, 20)} ${r.int(-6, 6)} ${r.int(24, 44)} 0" stroke="${r.pick(groundPalette)}" stroke-width="${r.int(5, 10)}" stroke-linecap="round" fill="none" opacity="0.5"/>`);
    }
    // Warm varnish glaze, canvas weave, vignette, then the gilded frame.
    return `<g filter="url(#oil)">${strokes.join('')}</g><rect width="800" height="600" fill="#c89b4a" opacity="0.14"/><rect width="800" height="600" filter="url(#impasto)" style="mix-blend-mode:overlay" opacity="0.5"/><rect width="800" height="600" fill="url(#oilVignette)"/><rect x="7" y="7" width="786" height="586" fill="none" stroke="#b8892d" stroke-width="14"/><rect x="15" y="15" width="770" height="570" fill="none" stroke="#5a3d12" stroke-width="3"/><rect x="1" y="1" width="798" height="598" fill="none" stroke="#6e4d17" stroke-width="3"/>`;
  },
  title(lines, size) {
    const h = lines.length * size * 1.12 + 30;
    return `<rect x="110" y="26" width="580" height="${h}" rx="10" fill="#1c120b" opacity="0.72"/><rect x="118" y="34" width="564" height="${h - 16}" rx="6" fill="none" stroke="#c9a24a" stroke-width="2"/>` +
      titleLines(lines, size, titleTop(lines, size) + 4, { 'font-family': FONT_SERIF, 'font-weight': 700, 'font-size': size, fill: '#f6e7c1' });
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
    defs.add('drop3d', `<filter id="drop3d" x="-20%" y="-20%" width="140%" height="150%" color-interpolation-filters="sRGB"><feGaussianBlur in="SourceAlpha" stdDeviation="6"/><feOffset dx="6" dy="10" result="s"/><feComponentTransfer in="s" result="soft"><feFuncA type="linear" slope="0.32"/></feComponentTransfer><feMerge><feMergeNode in="soft"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`);
    defs.add('t3d', `<linearGradient id="t3d" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3a3"/><stop offset="0.55" stop-color="#ffc93c"/><stop offset="1" stop-color="#ff8f1f"/></linearGradient>`);
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
      return body + `<ellipse cx="${Math.round(cx - rx * 0.35)}" cy="${Math.round(cy - ry * 0.45)}" rx="${Math.round(rx * 0.22)}" ry="${Math.round(ry * 0.12)}" fill="#ffffff" opacity="0.35"${attrs({ transform: shape.transform })}/>`;
    }
    return body;
  },
  layer(layer, inner) {
    return layer === 'hero' || layer === 'prop' || layer === 'fx' ? `<g filter="url(#drop3d)">${inner}</g>` : `<g>${inner}</g>`;
  },
  overlay() {
    // Soft studio light from the top left.
    return `<rect width="800" height="600" fill="url(#glow3d)"/>`;
  },
  title(lines, size) {
    const y0 = titleTop(lines, size);
    const depth = [6, 5, 4, 3, 2, 1]
      .map((d) => titleLines(lines, size, y0 + d, { 'font-family': FONT_ROUND, 'font-weight': 900, 'font-size': size, fill: d > 3 ? '#8a3b12' : '#c2561a' }, ` transform="translate(${d * 0.6} 0)"`))
      .join('');
    return `<g filter="url(#drop3d)">${depth}${titleLines(lines, size, y0, { 'font-family': FONT_ROUND, 'font-weight': 900, 'font-size': size, fill: 'url(#t3d)', stroke: '#ffffff', 'stroke-width': 2 })}</g>`;
  },
};

// ---- comic: bold black outlines, flat colours, halftone dots, panel border, caption and speech bubble ----------

const INK = '#161616';

function halftone(defs: Defs, hex: string): string {
  const id = idFor('ht', hex);
  defs.add(id, `<pattern id="${id}" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><circle cx="4.5" cy="4.5" r="2" fill="${darken(hex, 0.35)}"/></pattern>`);
  return `url(#${id})`;
}

const BUBBLE_GLYPH: Partial<Record<Pose, string>> = {
  cheer: '!!', jump: '!', tumble: '?!', sad: '…', think: '?', dream: '♥', sleep: 'Zzz', wave: '♪', happy: '♪', proud: '★',
};

const comic: StylePainter = {
  paper: '#ffffff',
  env: (hex) => adjust(hex, 1.3, 1),
  defs() {},
  sky(top, bottom, ctx) {
    const t = comic.env(top);
    return `<rect width="800" height="600" fill="${t}"/><rect y="240" width="800" height="360" fill="${comic.env(bottom)}"/><rect width="800" height="600" fill="${halftone(ctx.defs, t)}" opacity="0.35"/>`;
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
  layer(_layer, inner) {
    return `<g>${inner}</g>`;
  },
  overlay(info) {
    const { x, y, scale } = info.hero;
    const top = y - 235 * scale;
    const glyph = BUBBLE_GLYPH[info.pose] ?? '!';
    const bx = x < 400 ? x + 120 : x - 120;
    const bubble = info.isCover ? '' :
      `<path d="M${bx - 56} ${top - 40} h112 a20 20 0 0 1 20 20 v34 a20 20 0 0 1 -20 20 h-${x < 400 ? 72 : 30} l${x < 400 ? -44 : 24} 34 l${x < 400 ? 10 : 4} -34 h-${x < 400 ? 30 : 72} a20 20 0 0 1 -20 -20 v-34 a20 20 0 0 1 20 -20 z" fill="#ffffff" stroke="${INK}" stroke-width="4"/>` +
      `<text x="${bx}" y="${top + 4}" text-anchor="middle" font-family="${escapeXml(FONT_ROUND)}" font-weight="900" font-size="38" fill="${INK}">${escapeXml(glyph)}</text>`;
    const caption = info.isCover ? '' :
      `<rect x="26" y="26" width="${Math.min(330, 70 + info.name.length * 17)}" height="46" fill="#ffe45c" stroke="${INK}" stroke-width="4"/><text x="44" y="58" font-family="${escapeXml(FONT_ROUND)}" font-weight="900" font-size="24" fill="${INK}">${escapeXml(`${info.name.toUpperCase()} #${info.index}`)}</text>`;
    const burst = info.pose === 'cheer' || info.pose === 'jump' || info.pose === 'tumble'
      ? Array.from({ length: 14 }, (_v, i) => {
        const a = (i / 14) * Math.PI * 2;
        return `<path d="M${Math.round(x + Math.cos(a) * 150 * scale)} ${Math.round(y - 110 * scale + Math.sin(a) * 150 * scale)} L${Math.round(x + Math.cos(a) * 250 * scale)} ${Math.round(y - 110 * scale + Math.sin(a) * 250 * scale)}" stroke="${INK}" stroke-width="3" opacity="0.7"/>`;
      }).join('')
      : '';
    return `${burst}${bubble}${caption}<rect x="4" y="4" width="792" height="592" fill="none" stroke="#ffffff" stroke-width="16"/><rect x="14" y="14" width="772" height="572" fill="none" stroke="${INK}" stroke-width="8"/>`;
  },
  title(lines, size) {
    const h = lines.length * size * 1.12 + 30;
    return `<g transform="rotate(-3 400 80)"><rect x="80" y="26" width="640" height="${h}" fill="#ff4d4d" stroke="${INK}" stroke-width="6"/>` +
      titleLines(lines.map((l) => l.toUpperCase()), size, titleTop(lines, size), { 'font-family': `Impact,'Arial Black',${FONT_ROUND}`, 'font-weight': 900, 'font-size': size, fill: '#ffe45c', stroke: INK, 'stroke-width': 3, 'paint-order': 'stroke' }) +
      `</g>`;
  },
};

// ---- crayon: waxy speckled fills, rough thick outlines, scribbled sky, paper grain -----------------------------

const crayon: StylePainter = {
  paper: '#fffaf0',
  env: (hex) => adjust(hex, 1.25, 1.02),
  defs(defs) {
    defs.add('crayon', `<filter id="crayon" x="-5%" y="-5%" width="110%" height="110%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.9 0.35" numOctaves="2" seed="4" result="noise"/><feColorMatrix in="noise" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -3.2 2.3" result="grain"/><feComposite in="SourceGraphic" in2="grain" operator="in" result="waxy"/><feTurbulence type="fractalNoise" baseFrequency="0.06" numOctaves="2" seed="8" result="wobble"/><feDisplacementMap in="waxy" in2="wobble" scale="6" xChannelSelector="R" yChannelSelector="G"/></filter>`);
    defs.add('crayonHero', `<filter id="crayonHero" x="-10%" y="-10%" width="120%" height="120%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.9 0.4" numOctaves="2" seed="6" result="noise"/><feColorMatrix in="noise" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  0 0 0 -2.4 2.2" result="grain"/><feComposite in="SourceGraphic" in2="grain" operator="in" result="waxy"/><feTurbulence type="fractalNoise" baseFrequency="0.08" numOctaves="1" seed="1" result="wobble"/><feDisplacementMap in="waxy" in2="wobble" scale="3" xChannelSelector="R" yChannelSelector="G"/></filter>`);
    defs.add('crayonPaper', paperGrain('crayonPaper', 0.6, 0.18, 3));
  },
  sky(top, bottom, ctx) {
    const r = ctx.random;
    const scribble = (color: string, from: number, to: number, width: number) => {
      let d = `M-10 ${from}`;
      for (let y = from; y < to; y += width * 0.9) d += ` L${r.int(800, 830)} ${y + r.int(-3, 3)} L${r.int(-30, 0)} ${y + width * 0.45}`;
      return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linejoin="round" opacity="0.8"/>`;
    };
    return `<rect width="800" height="600" fill="${crayon.paper}"/><g filter="url(#crayon)">${scribble(crayon.env(top), 0, 260, 16)}${scribble(mix(crayon.env(bottom), crayon.env(top), 0.35), 230, 470, 14)}</g>`;
  },
  shape(shape) {
    const fill = shape.fill;
    const paint = basePaint(shape, fill);
    if ((shape.role === 'solid' || shape.role === 'land') && fill && fill !== 'none') {
      return element(shape, { ...paint, stroke: shape.stroke ?? darken(fill, 0.3), 'stroke-width': shape.strokeWidth ?? (shape.role === 'solid' ? 4.5 : 5), 'stroke-linejoin': 'round' });
    }
    if (shape.role === 'line') return element(shape, { ...paint, 'stroke-width': (shape.strokeWidth ?? 2) + 1 });
    return element(shape, paint);
  },
  layer(layer, inner) {
    return `<g filter="url(#${layer === 'hero' ? 'crayonHero' : 'crayon'})">${inner}</g>`;
  },
  overlay() {
    return `<rect width="800" height="600" filter="url(#crayonPaper)" opacity="0.7"/>`;
  },
  title(lines, size) {
    const colors = ['#e63946', '#f77f00', '#2a9d8f', '#3a86ff', '#8e5bd8', '#3bb273'];
    const y0 = titleTop(lines, size);
    const body = lines.map((text, i) => {
      // One colour per letter; a space rides along with the letter before it so it is never dropped.
      const chunks = text.match(/\S\s*|\s+/gu) ?? [];
      const spans = chunks.map((chunk, j) => `<tspan fill="${colors[(j + i) % colors.length]}">${escapeXml(chunk)}</tspan>`).join('');
      return `<text x="400" y="${Math.round(y0 + i * size * 1.12)}" text-anchor="middle" xml:space="preserve" style="white-space:pre" font-family="${escapeXml(FONT_HAND)}" font-weight="700" font-size="${size}" stroke="#3d3d3d" stroke-width="1.2">${spans}</text>`;
    }).join('');
    return `<g filter="url(#crayonHero)">${body}</g>`;
  },
};

// ---- colored pencil: hatched fills, light pressure, thin sketchy outlines ------------------------------------

function hatch(defs: Defs, hex: string, cross: boolean): string {
  const id = idFor(cross ? 'hx' : 'hh', hex);
  const lines = `<path d="M0 2.5 H12 M0 8.5 H12" stroke="${hex}" stroke-width="1.7" stroke-opacity="0.9"/>`;
  const crossLines = cross ? `<path d="M2.5 0 V12 M8.5 0 V12" stroke="${darken(hex, 0.1)}" stroke-width="1.1" stroke-opacity="0.45"/>` : '';
  // Paper tinted by the pencil underneath, so hatched shapes hide what is behind them.
  defs.add(id, `<pattern id="${id}" width="12" height="12" patternUnits="userSpaceOnUse" patternTransform="rotate(${cross ? 30 : -35})"><rect width="12" height="12" fill="${mix(hex, '#fbf8f1', 0.72)}"/>${lines}${crossLines}</pattern>`);
  return `url(#${id})`;
}

const pencil: StylePainter = {
  paper: '#fbf8f1',
  env: (hex) => lighten(adjust(hex, 0.9, 1), 0.06),
  defs(defs) {
    defs.add('pencil', `<filter id="pencil" x="-5%" y="-5%" width="110%" height="110%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.05" numOctaves="2" seed="12" result="n"/><feDisplacementMap in="SourceGraphic" in2="n" scale="3" xChannelSelector="R" yChannelSelector="G"/></filter>`);
    defs.add('pencilPaper', paperGrain('pencilPaper', 0.8, 0.14, 17));
  },
  sky(top, bottom, ctx) {
    return `<rect width="800" height="600" fill="${pencil.paper}"/><rect width="800" height="470" fill="${hatch(ctx.defs, pencil.env(top), false)}" opacity="0.75"/><rect y="250" width="800" height="220" fill="${hatch(ctx.defs, pencil.env(bottom), false)}" opacity="0.5"/>`;
  },
  shape(shape, ctx) {
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
  layer(_layer, inner) {
    return `<g filter="url(#pencil)">${inner}</g>`;
  },
  overlay(_info, ctx) {
    const r = ctx.random;
    const strokes = Array.from({ length: 8 }, () => {
      const x = r.int(30, 770), y = r.int(480, 580);
      return `<path d="M${x} ${y} l${r.int(20, 50)} ${r.int(-4, 4)}" stroke="#8a8a8a" stroke-width="1" opacity="0.5"/>`;
    }).join('');
    return `${strokes}<rect width="800" height="600" filter="url(#pencilPaper)" opacity="0.6"/>`;
  },
  title(lines, size, ctx) {
    const y0 = titleTop(lines, size);
    const fill = hatch(ctx.defs, '#3a86ff', false);
    return `<g filter="url(#pencil)">${titleLines(lines, size, y0, { 'font-family': FONT_HAND, 'font-weight': 700, 'font-size': size, fill, stroke: '#3b3b4f', 'stroke-width': 1.4 })}</g>`;
  },
};

// ---- paper cut: flat layered silhouettes with drop shadows and a shadow-box frame ------------------------------

const paperCut: StylePainter = {
  paper: '#f3ebe0',
  env: (hex) => adjust(hex, 0.88, 1),
  defs(defs) {
    defs.add('paper', `<filter id="paper" x="-10%" y="-10%" width="120%" height="130%" color-interpolation-filters="sRGB"><feGaussianBlur in="SourceAlpha" stdDeviation="3"/><feOffset dx="2" dy="5" result="s"/><feComponentTransfer in="s" result="soft"><feFuncA type="linear" slope="0.38"/></feComponentTransfer><feMerge><feMergeNode in="soft"/><feMergeNode in="SourceGraphic"/></feMerge></filter>`);
    defs.add('paperFibre', paperGrain('paperFibre', 0.5, 0.12, 31));
  },
  sky(top, bottom) {
    // Layered paper arcs, darkest on the outside, like a dome of cut sheets over the land.
    const bands = [0, 1, 2, 3, 4].map((i) => {
      const color = mix(paperCut.env(top), lighten(paperCut.env(bottom), 0.1), i / 4);
      return `<circle cx="400" cy="660" r="${820 - i * 110}" fill="${color}" filter="url(#paper)"/>`;
    });
    return `<rect width="800" height="600" fill="${paperCut.env(top)}"/>${bands.join('')}`;
  },
  shape(shape, ctx) {
    const fill = shape.fill;
    const paint = basePaint(shape, fill);
    if (shape.role === 'land' && fill && fill !== 'none') return element(shape, { ...paint, filter: 'url(#paper)' });
    if (ctx.hero && shape.role === 'solid') return element(shape, { ...paint, stroke: shape.stroke ?? '#ffffff', 'stroke-width': shape.strokeWidth ?? 1.5, 'stroke-opacity': shape.stroke ? undefined : 0.55 });
    return element(shape, paint);
  },
  layer(layer, inner) {
    return layer === 'land' ? `<g>${inner}</g>` : `<g filter="url(#paper)">${inner}</g>`;
  },
  overlay() {
    return `<rect width="800" height="600" filter="url(#paperFibre)" opacity="0.7"/><path d="M0 0 H800 V600 H0 Z M26 26 V574 H774 V26 Z" fill="#e9dfcf" fill-rule="evenodd" filter="url(#paper)"/><path d="M0 0 H800 V600 H0 Z M12 12 V588 H788 V12 Z" fill="#d8c9b3" fill-rule="evenodd"/>`;
  },
  title(lines, size) {
    const h = lines.length * size * 1.12 + 30;
    return `<g filter="url(#paper)"><path d="M70 30 H730 L706 ${30 + h / 2} L730 ${30 + h} H70 L94 ${30 + h / 2} Z" fill="#fff8ec"/><path d="M90 38 H710 L692 ${30 + h / 2} L710 ${22 + h} H90 L108 ${30 + h / 2} Z" fill="#e76f51"/></g>` +
      titleLines(lines, size, titleTop(lines, size), { 'font-family': FONT_ROUND, 'font-weight': 800, 'font-size': size, fill: '#fff8ec' });
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
