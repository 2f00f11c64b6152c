import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { build } from 'esbuild';
import type { ProviderName } from '../../lambdas/contract/config';
import { functionNames, type FunctionName } from '../../lambdas/contract/functions';
import { esbuildOptions, filesBesideBundle } from '../../lib/bundling';
import { buildCacheDir, buildInputsHash, pruneCache } from '../build/build-cache';

// Every function bundled exactly as CDK deploys it (lib/bundling.ts), cached by a hash of what the bundles are
// built from, so a second start or test run reuses them.

export interface FunctionBundles {
  /** `<dir>/<function>/index.mjs` for every function, and the files it reads beside it (lib/bundling.ts). */
  readonly dir: string;
  /** A function's bundle file. */
  readonly file: (name: FunctionName) => string;
  /** False when an earlier build with the same inputs was reused. */
  readonly built: boolean;
}

/** The bundles of every function for `provider`, built once per change of the code (under `.build/functions`). */
export async function functionBundles(provider: ProviderName): Promise<FunctionBundles> {
  const cacheRoot = buildCacheDir('functions');
  const dir = join(cacheRoot, `${provider}-${await buildInputsHash(provider)}`);
  const file = (name: FunctionName) => join(dir, name, 'index.mjs');
  if (existsSync(join(dir, 'complete'))) return { dir, file, built: false };
  // Built beside and renamed into place, so parallel test workers never see half a set.
  const staging = `${dir}.${process.pid}.${Date.now()}`;
  await build(esbuildOptions(functionNames, staging, provider));
  for (const name of functionNames) {
    for (const file of filesBesideBundle(name, provider)) {
      await mkdir(dirname(join(staging, name, file.name)), { recursive: true });
      await copyFile(file.source, join(staging, name, file.name));
    }
  }
  await writeFile(join(staging, 'complete'), '');
  await rename(staging, dir).catch(async () => rm(staging, { recursive: true, force: true }));
  await pruneCache(cacheRoot, dir);
  return { dir, file, built: true };
}
