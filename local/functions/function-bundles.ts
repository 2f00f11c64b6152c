import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import type { ProviderName } from '../../lambdas/contract/config';
import { functionNames } from '../../lambdas/contract/functions';
import { esbuildOptions } from '../../lib/bundling';
import { fromProjectRoot, projectRoot } from '../../lib/project-files';

// Every function bundled exactly as CDK deploys it (lib/bundling.ts), cached by a hash of what the bundles are
// built from, so a second start or test run reuses them.

/** What a bundle or the synthesized workflow is built from: the code, the bundling and CDK definitions, the lock file. */
export const buildInputs = ['lambdas', 'lib', 'package-lock.json', 'cdk.json', 'tsconfig.json'] as const;

async function filesUnder(path: string): Promise<string[]> {
  const absolute = fromProjectRoot(path);
  if (!existsSync(absolute)) return [];
  const entries = await readdir(absolute, { withFileTypes: true, recursive: true }).catch(() => undefined);
  if (!entries) return [absolute];
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/** A hash of every build input's path and content, plus `extra` (options that change the output). */
export async function buildInputsHash(extra: string): Promise<string> {
  const hash = createHash('sha256').update(extra);
  const files = (await Promise.all(buildInputs.map(filesUnder))).flat().sort();
  for (const file of files) hash.update(relative(projectRoot, file)).update('\0').update(await readFile(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}

export interface FunctionBundles {
  /** `<dir>/<function>/index.mjs` for every function. */
  readonly dir: string;
  /** False when an earlier build with the same inputs was reused. */
  readonly built: boolean;
}

/** The bundles of every function for `provider`, built once per change of the code (under `.build/functions`). */
export async function functionBundles(provider: ProviderName): Promise<FunctionBundles> {
  const cacheRoot = fromProjectRoot('.build/functions');
  const dir = join(cacheRoot, `${provider}-${await buildInputsHash(provider)}`);
  if (existsSync(join(dir, 'complete'))) return { dir, built: false };
  // Built beside and renamed into place, so parallel test workers never see half a set.
  const staging = `${dir}.${process.pid}.${Date.now()}`;
  await build(esbuildOptions(functionNames, staging, provider));
  await writeFile(join(staging, 'complete'), '');
  await rename(staging, dir).catch(async () => rm(staging, { recursive: true, force: true }));
  await pruneOthers(cacheRoot, dir);
  return { dir, built: true };
}

/** Keeps the cache to the four most recently built finished sets besides `keep`. */
async function pruneOthers(cacheRoot: string, keep: string): Promise<void> {
  const sets = (await readdir(cacheRoot, { withFileTypes: true }).catch(() => []))
    // Staging folders (`<set>.<pid>.<time>`) belong to builds still under way.
    .filter((entry) => entry.isDirectory() && !entry.name.includes('.') && join(cacheRoot, entry.name) !== keep)
    .map((entry) => join(cacheRoot, entry.name));
  if (sets.length <= 4) return;
  const built = await Promise.all(sets.map(async (dir) => ({ dir, at: (await stat(dir)).mtimeMs })));
  const oldest = built.sort((a, b) => b.at - a.at).slice(4);
  await Promise.all(oldest.map(({ dir }) => rm(dir, { recursive: true, force: true })));
}
