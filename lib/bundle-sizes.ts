import { build } from 'esbuild';
import type { ProviderName } from '../lambdas/contract/config';
import type { FunctionName } from '../lambdas/contract/functions';
import { esbuildOptions } from './bundling';

/**
 * The most code (index.mjs, no source map) each function may carry: the API's {@link API_CODE_BUDGET} (they answer
 * requests; 256 KiB until the content policy's combined signals and the webhook address classifier took createStory to
 * 304 KiB, 320 until its broader signal groups took it to 323 KiB — the policy rides in every API bundle through the shared HTTP composition, which issue 26's one registry splits),
 * MakeBookFiles 760 KiB (the PDF library, pdfkit and fontkit, is what it is for; it runs once per finished book), the
 * rest 600 KiB.
 */
export const API_CODE_BUDGET = 336 * 1024;

export function codeBudget(name: FunctionName): number {
  if (name === 'health' || name === 'fallback' || name === 'createStory' || name === 'getStory' || name === 'cancelStory' || name === 'listStories' || name === 'getUsage' || name === 'apiReference' || name === 'webhookSecret' || name === 'listWebhookDeliveries' || name === 'replayWebhookDelivery') return API_CODE_BUDGET;
  return (name === 'makeBookFiles' ? 760 : 600) * 1024;
}

export interface BundleSize {
  /** The deployed `index.mjs`. */
  readonly codeBytes: number;
  /** Its source map, shipped beside it for stack traces. */
  readonly sourceMapBytes: number;
  /** Every package (or project file) in the bundle with the bytes it adds. */
  readonly inputs: Readonly<Record<string, number>>;
}

/** `node_modules/@aws-sdk/util-dynamodb/dist-es/…` → `@aws-sdk/util-dynamodb`; a project file stays itself. */
function packageOf(input: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return inPackage ? inPackage[1]! : input;
}

/** Bundles the named functions in memory with the options every function is deployed with. */
export async function bundleSizes(names: readonly FunctionName[], provider: ProviderName = 'offline'): Promise<Record<string, BundleSize>> {
  const result = await build({ ...esbuildOptions(names, '/bundles', provider), write: false, metafile: true });
  const sizes: Record<string, BundleSize> = {};
  for (const name of names) {
    const code = `/bundles/${name}/index.mjs`;
    const file = (path: string) => result.outputFiles.find((output) => output.path === path);
    // Metafile paths are relative to the working directory.
    const output = Object.entries(result.metafile.outputs).find(([path]) => path.endsWith(`bundles/${name}/index.mjs`))?.[1];
    const inputs: Record<string, number> = {};
    for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {})) {
      const owner = packageOf(input);
      inputs[owner] = (inputs[owner] ?? 0) + bytesInOutput;
    }
    sizes[name] = { codeBytes: file(code)?.contents.byteLength ?? 0, sourceMapBytes: file(`${code}.map`)?.contents.byteLength ?? 0, inputs };
  }
  return sizes;
}
