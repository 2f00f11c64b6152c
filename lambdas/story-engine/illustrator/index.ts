// The offline illustrator: draws a page's picture from its closed facts as SVG, and rasterises it to the PNG every
// provider delivers.
export { renderPicture } from './compose-picture';
export { designHero } from './looks';
export { rasterise } from './rasterise';
