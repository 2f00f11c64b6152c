import { describe, expect, it } from 'vitest';
import { functionEntries, functionNames, type FunctionName } from '../../lambdas/contract/functions';
import { bundleSizes, type BundleSize } from '../../lib/bundle-sizes';
import { synthesize } from './synth';

const kib = 1024;
const apiFunctions: FunctionName[] = ['health', 'fallback', 'createStory', 'getStory'];
const modelSteps: FunctionName[] = ['planStory', 'writePage', 'illustratePage'];
const recordSteps: FunctionName[] = ['markProcessing', 'finalize', 'markFailed'];
// A module counts when its code is there, not when only a few class declarations esbuild must keep are (static fields).
const carries = (bundle: BundleSize | undefined, fragment: string) =>
  Object.entries(bundle?.inputs ?? {}).some(([input, bytes]) => input.includes(fragment) && bytes >= 1024);

describe('deployed functions: one entry each, from the contract', () => {
  const { stack } = synthesize('development');

  it('the stack deploys every function the contract names, each bundled from its entry', () => {
    expect(Object.keys(stack.functions).sort()).toEqual([...functionNames].sort());
    for (const [name, fn] of Object.entries(stack.functions)) expect(fn.entry).toBe(functionEntries[name as FunctionName]);
  });
});

describe('lean functions: each bundle carries only what its function runs', () => {
  let offline: Record<string, BundleSize>;
  let bedrock: Record<string, BundleSize>;

  it('bundles every function for both providers', async () => {
    [offline, bedrock] = await Promise.all([bundleSizes(functionNames, 'offline'), bundleSizes(functionNames, 'bedrock')]);
    for (const name of functionNames) expect(offline[name]?.codeBytes, name).toBeGreaterThan(1_000);
  }, 60_000);

  it('no function carries an AWS SDK client: they call AWS through lambdas/adapters/aws', () => {
    for (const name of functionNames) {
      for (const bundles of [offline, bedrock]) {
        expect(Object.keys(bundles[name]!.inputs).filter((input) => input.startsWith('@aws-sdk/') && input !== '@aws-sdk/util-dynamodb' || input.startsWith('@smithy/')), name).toEqual([]);
      }
    }
  });

  it('health and fallback carry no AWS client at all', () => {
    for (const name of ['health', 'fallback']) expect(carries(offline[name], 'adapters/aws/'), name).toBe(false);
  });

  it('create carries DynamoDB and SQS but not S3; get DynamoDB and S3 but not SQS', () => {
    const clients = (bundle: BundleSize | undefined) => ['dynamodb-document-client', 'sqs-client', 's3-client'].map((client) => carries(bundle, `adapters/aws/${client}`));
    expect(clients(offline.createStory)).toEqual([true, true, false]);
    expect(clients(offline.getStory)).toEqual([true, false, true]);
  });

  it('the provider chosen at deploy time decides what the model steps carry', () => {
    for (const name of modelSteps) {
      expect([carries(offline[name], 'adapters/ai'), carries(offline[name], 'bedrock-runtime-client')], `${name} offline`).toEqual([true, false]);
      expect([carries(bedrock[name], 'phrase-banks'), carries(bedrock[name], 'ai/illustration/'), carries(bedrock[name], 'bedrock-runtime-client')], `${name} bedrock`).toEqual([false, false, true]);
    }
  });

  it('steps that only keep records carry no model, no bucket client', () => {
    for (const name of recordSteps) {
      expect([carries(offline[name], 'adapters/ai'), carries(offline[name], 's3-client')], name).toEqual([false, false]);
    }
  });

  it('the API functions stay under 250 KiB, every function under 600 KiB (code only), source maps beside them', () => {
    for (const bundles of [offline, bedrock]) {
      for (const name of apiFunctions) expect(bundles[name]!.codeBytes, name).toBeLessThanOrEqual(250 * kib);
      for (const name of functionNames) expect(bundles[name]!.codeBytes, name).toBeLessThanOrEqual(600 * kib);
    }
    expect(apiFunctions.every((name) => offline[name]!.sourceMapBytes > 0)).toBe(true);
  });
});
