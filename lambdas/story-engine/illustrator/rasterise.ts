// SVG to PNG with resvg's WebAssembly build: no browser, and no native addon whose binary would have to match the
// Lambda's ARM64 while bundles are built on x64. resvg loads no system fonts, so the drawings carry no text.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import { RESVG_WASM_FILE } from '../../contract/bundle-files';
import { PICTURE_SIZE } from '../../ports/image-model';
import { encodePng } from './png-file';

/** Bundled, the copy beside index.mjs (lib/bundling.ts puts it there); run from the TypeScript sources, the package's. */
function wasmLocation(): URL | string {
  if (import.meta.url.endsWith('.ts')) return createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm');
  return new URL(`./${RESVG_WASM_FILE}`, import.meta.url);
}

// Once per process, started on import (a Lambda's init phase) and awaited by every picture.
const ready: Promise<void> = Promise.resolve().then(async () => initWasm(await readFile(wasmLocation())));
// A failure is reported by the first picture that awaits it, not as an unhandled rejection at import.
ready.catch(() => undefined);

/** Draws an SVG as a PNG as wide as every provider's pictures (PICTURE_SIZE); its aspect gives the height. */
export async function rasterise(svg: string): Promise<Uint8Array> {
  await ready;
  const renderer = new Resvg(svg, { fitTo: { mode: 'width', value: PICTURE_SIZE.width } });
  try {
    const image = renderer.render();
    try {
      return encodePng(image.pixels, image.width, image.height);
    } finally {
      image.free();
    }
  } finally {
    renderer.free();
  }
}
