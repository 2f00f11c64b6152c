import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { report, runSmoke, type SmokeOptions } from '../../bin/smoke';
import { PAGE_TOOL, PLAN_TOOL } from '../../lambdas/adapters/ai/bedrock-story-tools';
import { encodePng } from '../../lambdas/adapters/ai/picture-fit';
import { localCredentials } from '../../local/local-aws';
import { applyGuardrailReply, converseToolUse, stabilityReply, startFakeBedrock, type FakeBedrock } from '../support/fake-bedrock';

// `npm run smoke` offline: the same calls against the fake Bedrock playing each Region with the service's rules.
let bedrock: FakeBedrock;
beforeAll(async () => {
  bedrock = await startFakeBedrock({ rules: true });
});
afterAll(() => bedrock.close());
beforeEach(() => {
  bedrock.reset();
  bedrock.handle((request) => {
    if (request.operation === 'invoke') return stabilityReply([encodePng({ width: 64, height: 48, rgb: new Uint8Array(64 * 48 * 3).fill(90) })]);
    if (request.operation === 'applyGuardrail') return applyGuardrailReply([]);
    return converseToolUse(PLAN_TOOL, {
      title: 'Pip', summary: 'Pip sees the clouds.',
      characterSheet: { name: 'Pip', kind: 'hedgehog', bodyColor: '#9A6A3F', accentColor: '#E63946', outfit: 'a red scarf', feature: 'a star', description: 'Pip is a small brown hedgehog.' },
      pages: [0, 1].map((index) => ({ index, outline: `Pip ${index}`, scene: `Pip on a hill ${index}` })),
    });
  });
  void PAGE_TOOL;
});

const options = (overrides: Partial<SmokeOptions>): SmokeOptions => ({
  stage: 'production', region: 'us-west-2', textModel: 'us.amazon.nova-lite-v1:0', imageModel: 'stability.sd3-5-large-v1:0',
  endpoint: bedrock.endpoint, credentials: localCredentials, ...overrides,
});

describe('npm run smoke: the calls a book needs, each working or with its fix', () => {
  it('the defaults in us-west-2 with a guardrail: tool plan, text-to-image, image-to-image and the guardrail all work', async () => {
    const run = options({ guardrail: { id: 'gr0123456789', version: '1' } });
    const checks = await runSmoke(run);
    expect(checks.map((check) => [check.name, check.ok])).toEqual([
      ['text model us.amazon.nova-lite-v1:0 callable from us-west-2', true],
      ['image model stability.sd3-5-large-v1:0 callable from us-west-2', true],
      ['text model: plan through the tool (Converse, toolUse)', true],
      ['image model: text-to-image (InvokeModel)', true],
      ['image model: image-to-image from the cover (InvokeModel)', true],
      ['guardrail gr0123456789 version 1 (ApplyGuardrail)', true],
    ]);
    expect(bedrock.requests.map((request) => request.operation)).toEqual(['converse', 'invoke', 'invoke', 'applyGuardrail']);
    expect(report(run, checks)).toMatch(/all calls a book needs work$/);
  });

  it('the old defaults in us-west-2: the bare Nova id fails with the on-demand error and the exact fix', async () => {
    const run = options({ textModel: 'amazon.nova-lite-v1:0' });
    const checks = await runSmoke(run);
    const failed = checks.filter((check) => !check.ok);
    expect(failed.map((check) => check.name)).toEqual(['text model amazon.nova-lite-v1:0 callable from us-west-2', 'text model: plan through the tool (Converse, toolUse)']);
    expect(failed[0]!.detail).toMatch(/fix: amazon\.nova-lite-v1:0 cannot be invoked on demand by its bare id in us-west-2; use us\.amazon\.nova-lite-v1:0/);
    expect(failed[1]!.detail).toMatch(/fix: call amazon\.nova-lite-v1:0 through an inference profile/);
    expect(report(run, checks)).toMatch(/2 of 5 checks failed$/);
  });

  it('SD3.5 Large from us-east-1: not served there, and the fix names the pairs', async () => {
    const checks = await runSmoke(options({ region: 'us-east-1', textModel: 'us.amazon.nova-lite-v1:0' }));
    const picture = checks.find((check) => check.name === 'image model: text-to-image (InvokeModel)')!;
    expect(picture.ok).toBe(false);
    expect(picture.detail).toMatch(/fix: stability\.sd3-5-large-v1:0 is not served in us-east-1/);
  });
});
