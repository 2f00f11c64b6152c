import { describe, expect, it } from 'vitest';
import { functionEntries, functionNames, type FunctionName } from '../../lambdas/contract/functions';
import { bundleSizes, type BundleSize } from '../../lib/bundle-sizes';
import { synthesize } from './synth';

const kib = 1024;
const apiFunctions: FunctionName[] = ['health', 'fallback', 'createStory', 'getStory'];
const modelSteps: FunctionName[] = ['planStory', 'writePage', 'illustratePage'];
const recordSteps: FunctionName[] = ['markProcessing', 'finalize', 'markFailed'];
const carries = (bundle: BundleSize | undefined, fragment: string) => Object.keys(bundle?.inputs ?? {}).some((input) => input.includes(fragment));

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

  it('health and fallback carry no AWS SDK client', () => {
    for (const name of ['health', 'fallback']) expect(Object.keys(offline[name]!.inputs).filter((input) => input.startsWith('@aws-sdk/')), name).toEqual([]);
  });

  it('create carries DynamoDB and SQS but not S3; get DynamoDB and S3 but not SQS', () => {
    expect([carries(offline.createStory, 'client-dynamodb'), carries(offline.createStory, 'client-sqs'), carries(offline.createStory, 'client-s3')]).toEqual([true, true, false]);
    expect([carries(offline.getStory, 'client-dynamodb'), carries(offline.getStory, 'client-s3'), carries(offline.getStory, 'client-sqs')]).toEqual([true, true, false]);
  });

  it('no function carries the SDK default credential chain (Lambda gives credentials in the environment)', () => {
    for (const name of functionNames) expect(carries(offline[name], 'credential-provider-ini') || carries(offline[name], 'nested-clients'), name).toBe(false);
  });

  it('the provider chosen at deploy time decides what the model steps carry', () => {
    for (const name of modelSteps) {
      expect([carries(offline[name], 'adapters/ai'), carries(offline[name], 'client-bedrock-runtime')], `${name} offline`).toEqual([true, false]);
      expect([carries(bedrock[name], 'phrase-banks'), carries(bedrock[name], 'illustration'), carries(bedrock[name], 'client-bedrock-runtime')], `${name} bedrock`).toEqual([false, false, true]);
    }

  });

  it('steps that only keep records carry no model, no bucket client', () => {
    for (const name of recordSteps) {
      expect([carries(offline[name], 'adapters/ai'), carries(offline[name], 'client-s3')], name).toEqual([false, false]);
    }
  });

  it('health and fallback stay under 250 KiB, every function but the model steps under 600 KiB (code only)', () => {
    for (const name of ['health', 'fallback']) expect(offline[name]!.codeBytes, name).toBeLessThanOrEqual(250 * kib);
    for (const bundles of [offline, bedrock]) {
      for (const name of functionNames.filter((n) => !modelSteps.includes(n))) expect(bundles[name]!.codeBytes, name).toBeLessThanOrEqual(600 * kib);
    }
    // Not yet at 600: the offline writer carries all ten languages' phrase banks (≈280 KiB) and the illustrator
    // reaches back into the writer; the Bedrock steps carry the Bedrock runtime client with its event streams.
    // Both are being reworked (the offline engine as its own package, the model adapters); this bound stops growth.
    for (const bundles of [offline, bedrock]) {
      for (const name of modelSteps) expect(bundles[name]!.codeBytes, name).toBeLessThanOrEqual(880 * kib);
    }
    expect(apiFunctions.every((name) => offline[name]!.sourceMapBytes > 0)).toBe(true);
  });
});
