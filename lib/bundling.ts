import { createRequire } from 'node:module';
import type { BuildOptions } from 'esbuild';
import { RESVG_WASM_FILE } from '../lambdas/contract/bundle-files';
import type { FunctionName } from '../lambdas/contract/functions';
import { functionEntries } from '../lambdas/contract/functions';
import type { ProviderName } from '../lambdas/contract/config';
import { fromProjectRoot } from './project-files';

// How every function is bundled: the one definition CDK deploys with (service-function.ts) and the local runtime,
// the tests and the bench build with (esbuildOptions below). No CDK import here, so local builds stay fast.

/** Replaced at bundle time by the deployment's provider: only that provider's code is bundled (model-providers.ts). */
export const bundledProviderVariable = 'process.env.STORYBOOK_BUNDLED_PROVIDER';

export const functionBundling = {
  format: 'esm',
  platform: 'node',
  target: 'node22',
  mainFields: ['module', 'main'],
  // CommonJS dependencies bundled into ESM still call require(), which ESM does not define.
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  minify: true,
  sourcemap: true,
  // Line numbers are enough in stack traces; embedding the sources would double the bundle.
  sourcesContent: false,
} as const;

export const bundleDefines = (provider: ProviderName): Record<string, string> => ({ [bundledProviderVariable]: JSON.stringify(provider) });

/** A file copied next to a function's `index.mjs`: from `source` (absolute) to `name`. */
export interface FileBesideBundle {
  readonly source: string;
  readonly name: string;
}

/**
 * The files each function's code reads beside its bundle: the offline illustrator (IllustratePage of an offline
 * deployment) draws PNGs with resvg's WebAssembly, about 2.4 MB that no other function carries.
 */
export function filesBesideBundle(name: FunctionName, provider: ProviderName): readonly FileBesideBundle[] {
  if (name !== 'illustratePage' || provider !== 'offline') return [];
  return [{ source: createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm'), name: RESVG_WASM_FILE }];
}

/** esbuild options equal to those CDK's NodejsFunction passes for every function, for the named functions at once. */
export function esbuildOptions(names: readonly FunctionName[], outdir: string, provider: ProviderName): BuildOptions {
  return esbuildOptionsFor(Object.fromEntries(names.map((name) => [name, fromProjectRoot(functionEntries[name])])), outdir, provider);
}

/** The same options for any modules (absolute paths by output name): each becomes `<outdir>/<name>/index.mjs`. */
export function esbuildOptionsFor(modules: Readonly<Record<string, string>>, outdir: string, provider: ProviderName): BuildOptions {
  const { sourcemap, ...common } = functionBundling;
  return {
    ...common,
    entryPoints: Object.fromEntries(Object.entries(modules).map(([name, path]) => [`${name}/index`, path])),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    sourcemap,
    banner: { js: functionBundling.banner },
    mainFields: [...functionBundling.mainFields],
    define: bundleDefines(provider),
    logLevel: 'silent',
  };
}
