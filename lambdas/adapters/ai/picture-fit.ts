// Fits a PNG an image server returned to the size every provider delivers: decoded with node:zlib, scaled to cover
// the target (bilinear), centre-cropped, and written back as an 8-bit RGB PNG. No image library: this is all it needs.
import { crc32, deflateSync, inflateSync } from 'node:zlib';

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The bytes are not a PNG this module reads (JPEG, WebP, interlaced or low-bit-depth PNG, or damaged). */
export class UnreadablePictureError extends Error {
  override readonly name = 'UnreadablePictureError';
}

export interface RgbPicture {
  readonly width: number;
  readonly height: number;
  /** 3 bytes per pixel, rows top to bottom. */
  readonly rgb: Uint8Array;
}

export const isPng = (bytes: Uint8Array): boolean => bytes.length > 8 && SIGNATURE.every((byte, i) => bytes[i] === byte);

/** What a picture's first bytes say it is, for messages. */
export function pictureKind(bytes: Uint8Array): string {
  if (isPng(bytes)) return 'PNG';
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'JPEG';
  if (String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP') return 'WebP';
  return 'unknown';
}

/** Width and height from the IHDR chunk. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  if (!isPng(bytes) || bytes.length < 24) throw new UnreadablePictureError(`not a PNG (${pictureKind(bytes)})`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function paeth(left: number, up: number, upperLeft: number): number {
  const estimate = left + up - upperLeft;
  const toLeft = Math.abs(estimate - left), toUp = Math.abs(estimate - up), toUpperLeft = Math.abs(estimate - upperLeft);
  return toLeft <= toUp && toLeft <= toUpperLeft ? left : toUp <= toUpperLeft ? up : upperLeft;
}

/** Decodes an 8- or 16-bit, non-interlaced PNG of any colour type to RGB (transparency over white). */
export function decodePng(bytes: Uint8Array): RgbPicture {
  const { width, height } = pngSize(bytes);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let bitDepth = 0, colorType = -1, interlace = 0;
  let palette: Uint8Array | undefined;
  let paletteAlpha: Uint8Array | undefined;
  const data: Uint8Array[] = [];
  for (let at = 8; at + 12 <= bytes.length; ) {
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') [bitDepth, colorType, , , interlace] = [body[8]!, body[9]!, body[10]!, body[11]!, body[12]!];
    else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') paletteAlpha = body;
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const channels = CHANNELS[colorType];
  if (channels === undefined || (bitDepth !== 8 && bitDepth !== 16) || (colorType === 3 && bitDepth !== 8)) {
    throw new UnreadablePictureError(`PNG colour type ${colorType} at ${bitDepth} bits is not read here`);
  }
  if (interlace !== 0) throw new UnreadablePictureError('interlaced PNGs are not read here');
  if (colorType === 3 && !palette) throw new UnreadablePictureError('palette PNG without a palette');
  let raw: Buffer;
  try {
    raw = inflateSync(Buffer.concat(data));
  } catch (error) {
    throw new UnreadablePictureError(`PNG data does not inflate: ${String(error)}`);
  }
  const bytesPerPixel = (channels * bitDepth) / 8;
  const stride = width * bytesPerPixel;
  if (raw.length < (stride + 1) * height) throw new UnreadablePictureError('PNG data is shorter than its size says');

  const rgb = new Uint8Array(width * height * 3);
  let previous = new Uint8Array(stride);
  let current = new Uint8Array(stride);
  const sample = (row: Uint8Array, index: number) => (bitDepth === 16 ? row[index * 2]! : row[index]!);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const left = i >= bytesPerPixel ? current[i - bytesPerPixel]! : 0;
      const up = previous[i]!;
      const upperLeft = i >= bytesPerPixel ? previous[i - bytesPerPixel]! : 0;
      const value = line[i]!;
      current[i] =
        filter === 0 ? value
          : filter === 1 ? value + left
            : filter === 2 ? value + up
              : filter === 3 ? value + ((left + up) >> 1)
                : filter === 4 ? value + paeth(left, up, upperLeft)
                  : -1;
      if (filter > 4) throw new UnreadablePictureError(`PNG row filter ${filter} does not exist`);
    }
    for (let x = 0, out = y * width * 3; x < width; x++, out += 3) {
      let r: number, g: number, b: number, a = 255;
      if (colorType === 3) {
        const entry = current[x]!;
        [r, g, b] = [palette![entry * 3] ?? 0, palette![entry * 3 + 1] ?? 0, palette![entry * 3 + 2] ?? 0];
        a = paletteAlpha?.[entry] ?? 255;
      } else if (channels <= 2) {
        r = g = b = sample(current, x * channels);
        if (channels === 2) a = sample(current, x * 2 + 1);
      } else {
        [r, g, b] = [sample(current, x * channels), sample(current, x * channels + 1), sample(current, x * channels + 2)];
        if (channels === 4) a = sample(current, x * 4 + 3);
      }
      // Transparent areas show the page's white, not black.
      rgb[out] = Math.round((r * a + 255 * (255 - a)) / 255);
      rgb[out + 1] = Math.round((g * a + 255 * (255 - a)) / 255);
      rgb[out + 2] = Math.round((b * a + 255 * (255 - a)) / 255);
    }
    [previous, current] = [current, previous];
  }
  return { width, height, rgb };
}

/** Scales `picture` to cover `width` × `height` (bilinear) and keeps the centre: nothing is stretched. */
export function coverFit(picture: RgbPicture, width: number, height: number): RgbPicture {
  const scale = Math.max(width / picture.width, height / picture.height);
  const left = (picture.width - width / scale) / 2;
  const top = (picture.height - height / scale) / 2;
  const rgb = new Uint8Array(width * height * 3);
  const maxX = picture.width - 1, maxY = picture.height - 1;
  for (let y = 0; y < height; y++) {
    const sy = Math.min(maxY, Math.max(0, top + (y + 0.5) / scale - 0.5));
    const y0 = Math.floor(sy), y1 = Math.min(maxY, y0 + 1), fy = sy - y0;
    for (let x = 0; x < width; x++) {
      const sx = Math.min(maxX, Math.max(0, left + (x + 0.5) / scale - 0.5));
      const x0 = Math.floor(sx), x1 = Math.min(maxX, x0 + 1), fx = sx - x0;
      const a = (y0 * picture.width + x0) * 3, b = (y0 * picture.width + x1) * 3;
      const c = (y1 * picture.width + x0) * 3, d = (y1 * picture.width + x1) * 3;
      for (let k = 0; k < 3; k++) {
        const top2 = picture.rgb[a + k]! + (picture.rgb[b + k]! - picture.rgb[a + k]!) * fx;
        const bottom = picture.rgb[c + k]! + (picture.rgb[d + k]! - picture.rgb[c + k]!) * fx;
        rgb[(y * width + x) * 3 + k] = Math.round(top2 + (bottom - top2) * fy);
      }
    }
  }
  return { width, height, rgb };
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

/** An 8-bit RGB PNG, every row Paeth-filtered. */
export function encodePng({ width, height, rgb }: RgbPicture): Uint8Array {
  const stride = width * 3;
  const filtered = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    filtered[row] = 4;
    for (let i = 0; i < stride; i++) {
      const at = y * stride + i;
      const left = i >= 3 ? rgb[at - 3]! : 0;
      const up = y > 0 ? rgb[at - stride]! : 0;
      const upperLeft = i >= 3 && y > 0 ? rgb[at - stride - 3]! : 0;
      filtered[row + 1 + i] = (rgb[at]! - paeth(left, up, upperLeft)) & 0xff;
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header.set([8, 2, 0, 0, 0], 8);
  const parts = [Uint8Array.from(SIGNATURE), chunk('IHDR', header), chunk('IDAT', deflateSync(filtered, { level: 6 })), chunk('IEND', new Uint8Array())];
  const png = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}

/** The PNG as it came when it already has the size; otherwise scaled to cover it, centre-cropped and re-encoded. */
export function fitPng(bytes: Uint8Array, size: { readonly width: number; readonly height: number }): Uint8Array {
  const { width, height } = pngSize(bytes);
  if (width === size.width && height === size.height) return bytes;
  return encodePng(coverFit(decodePng(bytes), size.width, size.height));
}
