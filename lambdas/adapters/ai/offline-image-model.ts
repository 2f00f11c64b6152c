// Offline illustrator: draws each page as an SVG in the requested style, deterministically, with no network, and
// delivers it as a PNG of the size every provider delivers (PICTURE_SIZE).
import { createHash } from 'node:crypto';
import type { IllustrateInput, Illustration, ImageModel } from '../../ports/image-model';
import { rasterise, renderPicture } from '../../story-engine/illustrator';

// A retried step (its picture drawn, then saving it failed) mostly lands on the same warm process: the last few
// pictures are kept by drawing, so a retry costs no second rasterising.
const REMEMBERED = 8;

export class OfflineImageModel implements ImageModel {
  private readonly recent = new Map<string, Uint8Array>();

  async illustrate(input: IllustrateInput): Promise<Illustration> {
    const svg = renderPicture(input);
    const key = createHash('sha256').update(svg).digest('base64');
    let png = this.recent.get(key);
    if (!png) {
      png = await rasterise(svg);
      this.recent.set(key, png);
      if (this.recent.size > REMEMBERED) this.recent.delete(this.recent.keys().next().value!);
    }
    return { contentType: 'image/png', body: png, extension: 'png' };
  }
}
