import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fromProjectRoot, projectRoot } from '../../lib/project-files';

// What the local runtime builds from the sources (bundles, the synthesized workflow) is kept under `.build/` by a
// hash of what it is built from, so a second start or test run reuses it and an edit rebuilds it.

/** What a bundle or the synthesized workflow is built from: the code, the bundling and CDK definitions, the lock file. */
export const buildInputs = ['lambdas', 'lib', 'package-lock.json', 'cdk.json', 'tsconfig.json'] as const;

/** Where one kind of build output is cached, e.g. `.build/functions`. */
export const buildCacheDir = (kind: 'functions' | 'workflow'): string => fromProjectRoot(join('.build', kind));

async function filesUnder(path: string): Promise<string[]> {
  const absolute = fromProjectRoot(path);
  if (!existsSync(absolute)) return [];
  const entries = await readdir(absolute, { withFileTypes: true, recursive: true }).catch(() => undefined);
  if (!entries) return [absolute];
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

async function sourcesDigest(): Promise<string> {
  const hash = createHash('sha256');
  const files = (await Promise.all(buildInputs.map(filesUnder))).flat().sort();
  for (const file of files) hash.update(relative(projectRoot, file)).update('\0').update(await readFile(file)).update('\0');
  return hash.digest('hex');
}

// The sources are read once per process: a start or a test worker asks for the bundles and the workflow alike.
let digest: Promise<string> | undefined;

/** A hash of every build input's path and content, plus `extra` (options that change the output). */
export async function buildInputsHash(extra: string): Promise<string> {
  digest ??= sourcesDigest();
  return createHash('sha256').update(extra).update('\0').update(await digest).digest('hex').slice(0, 16);
}

/** Keeps the `keepNewest` most recently written finished entries of `dir` besides `keep`. */
export async function pruneCache(dir: string, keep: string, keepNewest = 4): Promise<void> {
  const entries = (await readdir(dir, { withFileTypes: true }).catch(() => []))
    // Staging entries (`<name>.<pid>.<time>`) belong to builds still under way.
    .filter((entry) => !entry.name.replace(/\.json$/, '').includes('.') && join(dir, entry.name) !== keep)
    .map((entry) => join(dir, entry.name));
  if (entries.length <= keepNewest) return;
  const written = await Promise.all(entries.map(async (path) => ({ path, at: (await stat(path)).mtimeMs })));
  const oldest = written.sort((a, b) => b.at - a.at).slice(keepNewest);
  await Promise.all(oldest.map(({ path }) => rm(path, { recursive: true, force: true })));
}
