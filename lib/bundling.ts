import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { buildSync, type BuildOptions } from 'esbuild';
import { IP_COUNTRY_TABLE_FILE, OFFLINE_IMAGE_MODEL_FILE, OFFLINE_STORY_MODEL_FILE, RESVG_WASM_FILE, SWAGGER_UI_FILES } from '../lambdas/contract/bundle-files';
import { builtIpCountryTable } from '../lambdas/adapters/geo/ip-country-table-builder';
import { STORY_LANGUAGES } from '../lambdas/ports/story-model';
import { englishPeopleFile, englishPeopleModule } from '../lambdas/story-engine/brief/load-tools';
import { storyPackFile, storyPackModule } from '../lambdas/story-engine/writer/load-pack';
import { BOOK_FONT_FILES } from '../lambdas/book-files/book-fonts';
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
  // Letters outside ASCII stay letters (UTF-8), not \u escapes: six bytes each for the policy's and packs' CJK words.
  charset: 'utf8',
  sourcemap: true,
  // Line numbers are enough in stack traces; embedding the sources would double the bundle.
  sourcesContent: false,
} as const;

/** Replaced with "true" in every bundle: code then reads its files (language packs, fonts) beside the bundle, not from the packages. */
export const filesBesideBundleVariable = 'process.env.STORYBOOK_FILES_BESIDE_BUNDLE';

/**
 * Modules swapped at bundle time: fontkit's Brotli decoder only reads WOFF2 fonts, which the book's PDF never embeds,
 * and is half of MakeBookFiles' bundle.
 */
export const bundleAliases = (): Record<string, string> => ({ 'brotli/decompress.js': fromProjectRoot('lambdas/book-files/font-no-woff2.ts') });

export const bundleDefines = (provider: ProviderName): Record<string, string> =>
  ({ [bundledProviderVariable]: JSON.stringify(provider), [filesBesideBundleVariable]: '"true"' });

/** A file copied next to a function's `index.mjs`: from `source` (absolute) to `name`. */
export interface FileBesideBundle {
  readonly source: string;
  readonly name: string;
}

/**
 * The files each function's code reads beside its bundle: the offline illustrator (IllustratePage of an offline
 * deployment) draws PNGs with resvg's WebAssembly, about 2.4 MB that no other function carries; the offline writer
 * (PlanStory and WritePage) loads one language pack per book from `story-packs/<language>.mjs` (and, for an idea in
 * English, compromise's tagger from `story-packs/english-people.mjs`); MakeBookFiles, for
 * every provider, reads the PDF's fonts from `fonts/`; CreateStory, GetStory, CancelStory, ListStories and GetUsage, for every provider, the IP→country
 * table (about 2.5 MB, built under `.build/ip-country/` when first copied); apiReference Swagger UI's script and
 * style sheet (about 1.9 MB, from swagger-ui-dist), which /docs serves.
 */
export function filesBesideBundle(name: FunctionName, provider: ProviderName): readonly FileBesideBundle[] {
  // The book's PDF is set in fonts for all ten languages; a book reads only its own language's.
  if (name === 'makeBookFiles') return BOOK_FONT_FILES;
  // The API functions locate each caller's address (a key used from two continents is revoked), for every provider.
  if (name === 'createStory' || name === 'getStory' || name === 'cancelStory' || name === 'listStories' || name === 'getUsage' || name === 'listWebhookDeliveries' || name === 'replayWebhookDelivery') return [{ get source() { return builtIpCountryTable(); }, name: IP_COUNTRY_TABLE_FILE }];
  if (name === 'apiReference') return SWAGGER_UI_FILES.map((file) => ({ source: createRequire(import.meta.url).resolve(`swagger-ui-dist/${file}`), name: file }));
  const wasm = { source: createRequire(import.meta.url).resolve('@resvg/resvg-wasm/index_bg.wasm'), name: RESVG_WASM_FILE };
  // Built only when a file is copied, so a synth without bundling builds nothing.
  const packs = [
    ...STORY_LANGUAGES.map((language) => ({ get source() { return join(storyPacksDir(), `${language}.mjs`); }, name: storyPackFile(language) })),
    { get source() { return join(storyPacksDir(), 'english-people.mjs'); }, name: englishPeopleFile },
  ];
  const offlineModel = (file: string) => ({ get source() { return join(offlineModelsDir(), file); }, name: file });
  if (provider === 'offline') {
    if (name === 'illustratePage') return [wasm];
    if (name === 'planStory' || name === 'writePage') return packs;
    return [];
  }
  // Another provider's model steps carry the offline models beside them for test-mode books (docs/test-mode.md).
  if (name === 'illustratePage') return [wasm, offlineModel(OFFLINE_IMAGE_MODEL_FILE)];
  if (name === 'planStory' || name === 'writePage') return [...packs, offlineModel(OFFLINE_STORY_MODEL_FILE)];
  return [];
}

/** Builds `modules` (output name → source file) under `.build/<folder>/<hash of the output>`, once; returns the folder. */
function builtOnce(folder: string, modules: Readonly<Record<string, string>>, options: BuildOptions): string {
  const out = fromProjectRoot(`.build/${folder}/out`);
  const result = buildSync({ ...options, entryPoints: modules, outdir: out, outExtension: { '.js': '.mjs' }, write: false, bundle: true, logLevel: 'silent' });
  const hash = createHash('sha256');
  for (const file of result.outputFiles) hash.update(file.path).update(file.contents);
  const dir = fromProjectRoot(join(`.build/${folder}`, hash.digest('hex').slice(0, 16)));
  if (!existsSync(dir)) {
    const staging = `${dir}.${process.pid}`;
    for (const file of result.outputFiles) {
      const path = join(staging, file.path.slice(out.length));
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.contents);
    }
    try { renameSync(staging, dir); } catch { rmSync(staging, { recursive: true, force: true }); }
  }
  return dir;
}

let offlineDir: string | undefined;

/**
 * The offline writer and illustrator, each bundled on its own as an offline deployment's steps carry them (reading
 * the language packs and resvg's WebAssembly beside themselves), under `.build/offline-models/<hash>`.
 */
export function offlineModelsDir(): string {
  const { format, platform, target, mainFields, minify, charset, banner } = functionBundling;
  offlineDir ??= builtOnce('offline-models', {
    [OFFLINE_STORY_MODEL_FILE.replace(/\.mjs$/, '')]: fromProjectRoot('lambdas/adapters/ai/offline-story-model.ts'),
    [OFFLINE_IMAGE_MODEL_FILE.replace(/\.mjs$/, '')]: fromProjectRoot('lambdas/adapters/ai/offline-image-model.ts'),
  }, { format, platform, target, mainFields: [...mainFields], minify, charset, banner: { js: banner }, define: bundleDefines('offline'), alias: bundleAliases() });
  return offlineDir;
}

let packsDir: string | undefined;

/**
 * Every language pack bundled on its own (ESM, minified, for the functions' Node), under `.build/story-packs/<hash
 * of the output>`: built once per process, written beside and renamed into place so parallel builds never see half.
 */
export function storyPacksDir(): string {
  if (packsDir) return packsDir;
  const { format, platform, target, mainFields, minify, charset } = functionBundling;
  const result = buildSync({
    entryPoints: { ...Object.fromEntries(STORY_LANGUAGES.map((language) => [language, fromProjectRoot(storyPackModule(language))])), 'english-people': fromProjectRoot(englishPeopleModule) },
    outdir: fromProjectRoot('.build/story-packs/out'), outExtension: { '.js': '.mjs' }, write: false, bundle: true,
    format, platform, target, mainFields: [...mainFields], minify, charset, logLevel: 'silent',
  });
  const hash = createHash('sha256');
  for (const file of result.outputFiles) hash.update(file.path).update(file.contents);
  const dir = fromProjectRoot(join('.build/story-packs', hash.digest('hex').slice(0, 16)));
  if (!existsSync(dir)) {
    const staging = `${dir}.${process.pid}`;
    for (const file of result.outputFiles) {
      const path = join(staging, file.path.slice(fromProjectRoot('.build/story-packs/out').length));
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, file.contents);
    }
    try { renameSync(staging, dir); } catch { rmSync(staging, { recursive: true, force: true }); }
  }
  packsDir = dir;
  return dir;
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
    alias: bundleAliases(),
    logLevel: 'silent',
  };
}
