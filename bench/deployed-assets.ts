import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { App, type CfnElement } from 'aws-cdk-lib';
import { RESVG_WASM_FILE } from '../lambdas/contract/bundle-files';
import type { ProviderName } from '../lambdas/contract/config';
import type { FunctionName } from '../lambdas/contract/functions';
import { fromProjectRoot } from '../lib/project-files';
import { ServiceFunction } from '../lib/service-function';
import { StorybookStack } from '../lib/storybook-stack';
import { templateEnvironment } from '../local/step-functions/synthesized-workflow';

// What the bench weighs and starts is what `cdk synth` puts in the cloud assembly: the stack is synthesized with
// bundling on (as `cdk deploy` does) and each function's asset folder is read, not a bundle built for the bench.

export interface DeployedAsset {
  readonly name: FunctionName;
  readonly provider: ProviderName;
  /** The asset folder: `index.mjs` and its source map. */
  readonly dir: string;
  readonly codeBytes: number;
  readonly sourceMapBytes: number;
  /** resvg's WebAssembly beside the code (the offline illustrator only), 0 where there is none. */
  readonly wasmBytes: number;
  /** The offline writer's language packs beside the code (story-packs/): all of them, and the largest (a book loads one). */
  readonly packBytes: { readonly total: number; readonly largest: number };
  /** The PDF's fonts beside MakeBookFiles (fonts/): all of them (a book reads one or two). */
  readonly fontBytes: number;
  /** The template's environment variables (resource references as null). */
  readonly environment: Record<string, string | null>;
}

interface TemplateJson {
  Resources: Record<string, { Type: string; Properties?: { Code?: { S3Key?: unknown }; Environment?: { Variables?: Record<string, unknown> } } }>;
}

const size = (path: string) => {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
};

function packSizes(dir: string): { total: number; largest: number } {
  const sizes = existsSync(dir) ? readdirSync(dir).map((file) => size(join(dir, file))) : [];
  return { total: sizes.reduce((sum, bytes) => sum + bytes, 0), largest: Math.max(0, ...sizes) };
}

/** Synthesizes a deployment of `provider` into `outdir` and returns every function's asset. */
export function synthesizedAssets(provider: ProviderName, outdir: string): DeployedAsset[] {
  const cdkJson = JSON.parse(readFileSync(fromProjectRoot('cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  const app = new App({ outdir, context: { ...cdkJson.context, stage: 'development' } });
  const stack = new StorybookStack(app, `Bench-${provider}`, { stage: 'development', workflow: { provider } });
  const template = app.synth().getStackArtifact(stack.artifactId).template as TemplateJson;
  const assets: DeployedAsset[] = [];
  for (const construct of stack.node.findAll()) {
    if (!(construct instanceof ServiceFunction)) continue;
    const resource = template.Resources[stack.getLogicalId(construct.node.defaultChild as CfnElement)];
    // The code's S3 key is `<asset hash>.zip`; the assembly stages the asset as `asset.<asset hash>`.
    const key = resource?.Properties?.Code?.S3Key;
    if (typeof key !== 'string') throw new Error(`${construct.serviceName} has no asset S3 key in the template`);
    const dir = join(outdir, `asset.${key.replace(/\.zip$/, '')}`);
    assets.push({
      name: construct.serviceName,
      provider,
      dir,
      codeBytes: size(join(dir, 'index.mjs')),
      sourceMapBytes: size(join(dir, 'index.mjs.map')),
      wasmBytes: size(join(dir, RESVG_WASM_FILE)),
      packBytes: packSizes(join(dir, 'story-packs')),
      fontBytes: packSizes(join(dir, 'fonts')).total,
      environment: templateEnvironment(resource?.Properties),
    });
  }
  return assets;
}
