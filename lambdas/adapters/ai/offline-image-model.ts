// Offline illustrator: draws each page as an SVG in the requested style, deterministically, with no network.
import type { IllustrateInput, Illustration, ImageModel } from '../../ports/image-model';
import { renderIllustration } from './illustration/render-svg';

export class OfflineImageModel implements ImageModel {
  async illustrate(input: IllustrateInput): Promise<Illustration> {
    const svg = renderIllustration(input);
    return { contentType: 'image/svg+xml', body: new TextEncoder().encode(svg), extension: 'svg' };
  }
}
