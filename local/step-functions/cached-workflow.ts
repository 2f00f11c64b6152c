import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildCacheDir, buildInputsHash, pruneCache } from '../build/build-cache';
import type { SynthesizedWorkflow, SynthesizeWorkflowOptions } from './synthesized-workflow';

// Synthesizing the CDK app costs seconds, most of it loading aws-cdk-lib: the synthesized workflow is kept on disk
// by a hash of what it is built from, and aws-cdk-lib is imported only when that changed.

export interface LoadWorkflowOptions extends SynthesizeWorkflowOptions {
  /** Called before a synth that the cache could not spare (to say why a start takes longer). */
  readonly onSynthesize?: () => void;
}

/** The synthesized workflow for these options: from `.build/workflow` when the sources are unchanged, else synthesized. */
export async function loadWorkflow({ onSynthesize, ...options }: LoadWorkflowOptions = {}): Promise<SynthesizedWorkflow> {
  const dir = buildCacheDir('workflow');
  const file = join(dir, `${await buildInputsHash(`workflow ${JSON.stringify(options)}`)}.json`);
  if (existsSync(file)) return JSON.parse(await readFile(file, 'utf8')) as SynthesizedWorkflow;
  onSynthesize?.();
  const { synthesizeWorkflow } = await import('./synthesized-workflow');
  const workflow = synthesizeWorkflow(options);
  await mkdir(dir, { recursive: true });
  // Written beside and renamed into place, so a parallel reader never sees half a file.
  const staging = `${file}.${process.pid}.${Date.now()}`;
  await writeFile(staging, JSON.stringify(workflow));
  await rename(staging, file);
  await pruneCache(dir, file, 8);
  return workflow;
}
