// Textures and filters built to rasterise cheaply: a rasteriser computes a filter over every pixel of its region,
// so grain comes from small noise tiles repeated as one pattern, and filters cover only the drawing they wrap.

/**
 * The side of every noise tile: 125 units are 160 pixels at the picture size (1024 pixels for 800 units), so all the
 * textures of a picture repeat together every 160 pixels along a row, and the PNG encoder stores most of a flat
 * textured area as copies of what it wrote 160 pixels before (a picture a few times smaller).
 */
export const TILE = 125;

export interface Noise {
  /** feTurbulence baseFrequency, e.g. "0.02" or "0.9 0.35". */
  frequency: string;
  octaves: number;
  seed: number;
}

export interface NoiseLayer {
  noise: Noise;
  /** Filter primitives that recolour the noise, e.g. an feColorMatrix. Nothing that reads neighbouring pixels:
   *  that would mark the tile's edges. */
  after: string;
}

/**
 * A pattern `id` of noise layers, one over the other, repeated over whatever it fills. The noise is stitched at the
 * tile's edges; resvg does not stitch it at this picture's scale, which is why only fine grain is made this way.
 */
export function noiseTile(id: string, layers: readonly NoiseLayer[], width = TILE, height = width): string {
  const filters = layers.map(({ noise, after }, i) =>
    `<filter id="${id}F${i}" filterUnits="userSpaceOnUse" x="0" y="0" width="${width}" height="${height}" color-interpolation-filters="sRGB">` +
    `<feTurbulence type="fractalNoise" baseFrequency="${noise.frequency}" numOctaves="${noise.octaves}" seed="${noise.seed}" stitchTiles="stitch"/>${after}</filter>`);
  const rects = layers.map((_, i) => `<rect width="${width}" height="${height}" filter="url(#${id}F${i})"/>`);
  return `${filters.join('')}<pattern id="${id}" patternUnits="userSpaceOnUse" width="${width}" height="${height}">${rects.join('')}</pattern>`;
}

/**
 * A soft drop shadow under what it wraps, over the wrapped drawing's own box and `margin` of it on each side (more
 * below, where the shadow falls): small props need a wide margin for the blur, a character a narrow one, which is
 * most of the cost of its shadow.
 */
export function dropShadowFilter(id: string, dx: number, dy: number, blur: number, opacity: number, margin = 0.25): string {
  const m = Math.round(margin * 100);
  return `<filter id="${id}" x="-${m}%" y="-${m}%" width="${100 + 2 * m}%" height="${100 + 3 * m}%" color-interpolation-filters="sRGB"><feDropShadow dx="${dx}" dy="${dy}" stdDeviation="${blur}" flood-color="#1b1430" flood-opacity="${opacity}"/></filter>`;
}

/** Wraps each drawing in its own group with the filter, so each filter region is that drawing's box, not the layer's. */
export const eachFiltered = (drawings: readonly string[], filterId: string, extra = ''): string =>
  drawings.map((drawing) => `<g filter="url(#${filterId})"${extra}>${drawing}</g>`).join('');
