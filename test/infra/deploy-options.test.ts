import { describe, expect, it } from 'vitest';
import { DeployOptionsError, workflowOptionsFromContext } from '../../lib/deploy-options';

const context = (values: Record<string, unknown>) => (key: string) => values[key];

describe('cdk deploy -c provider=bedrock switches who writes and draws', () => {
  it('no context keeps the defaults (offline provider)', () => {
    expect(workflowOptionsFromContext(context({}))).toEqual({});
  });

  it('passes provider, model ids and concurrency through, numbers from strings', () => {
    expect(
      workflowOptionsFromContext(context({ provider: 'bedrock', textModelId: 'us.amazon.nova-lite-v1:0', imageModelId: 'amazon.nova-canvas-v1:0', maxConcurrency: '10' })),
    ).toEqual({ provider: 'bedrock', textModelId: 'us.amazon.nova-lite-v1:0', imageModelId: 'amazon.nova-canvas-v1:0', maxConcurrency: 10 });
  });

  it.each([{ provider: 'openai' }, { maxConcurrency: '0' }, { maxConcurrency: 'many' }])('refuses %o with a clear message', (values) => {
    expect(() => workflowOptionsFromContext(context(values))).toThrow(DeployOptionsError);
  });
});
