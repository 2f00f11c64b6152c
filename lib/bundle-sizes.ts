import { build, type BuildOptions, type Format } from 'esbuild';
import { fromProjectRoot } from './project-files';
import { esmBundling } from './service-function';
import type { StorybookStack } from './storybook-stack';

export interface BundleSize {
  readonly entry: string;
  /** The deployed `index.mjs`. */
  readonly codeBytes: number;
  /** Its source map, shipped beside it for stack traces. */
  readonly sourceMapBytes: number;
}

/** esbuild options equal to those NodejsFunction uses for every handler (see `esmBundling`). */
export function deployedBuildOptions(entryPoint: string, outfile: string): BuildOptions {
  return {
    entryPoints: [entryPoint],
    outfile,
    bundle: true,
    platform: 'node',
    format: esmBundling.format as Format,
    target: esmBundling.target,
    mainFields: esmBundling.mainFields,
    banner: esmBundling.banner ? { js: esmBundling.banner } : undefined,
    minify: esmBundling.minify,
    sourcemap: esmBundling.sourceMap,
    sourcesContent: esmBundling.sourcesContent,
    logLevel: 'silent',
  };
}

/** Bundles each entry (repository-relative) in memory with the options every function is deployed with. */
export async function bundleSizes(entries: Readonly<Record<string, string>>): Promise<Record<string, BundleSize>> {
  const sizes: Record<string, BundleSize> = {};
  for (const [name, entry] of Object.entries(entries)) {
    const result = await build({ ...deployedBuildOptions(fromProjectRoot(entry), 'index.mjs'), write: false });
    const bytesOf = (suffix: string) => result.outputFiles.find((file) => file.path.endsWith(suffix))?.contents.byteLength ?? 0;
    sizes[name] = { entry, codeBytes: bytesOf('.mjs'), sourceMapBytes: bytesOf('.mjs.map') };
  }
  return sizes;
}

/** The entry of every function the stack deploys, by handler or step name. */
export const functionEntries = (stack: StorybookStack): Record<string, string> =>
  Object.fromEntries(Object.entries(stack.functions).map(([name, fn]) => [name, fn.entry]));
