import { describe, expect, it } from 'vitest';
import { lambdaErrorPayload, LambdaTaskError, toLambdaTaskError } from '../../local/step-functions/lambda-errors';
import { createModuleInvoker } from '../../local/step-functions/task-invoker';

// Functions of the contract stand in for the test's modules.
const entries = { markProcessing: 'test/local/fixtures/workflow-handler.ts', planStory: 'test/local/fake-workflow-handlers.ts' } as const;
const entry = 'markProcessing';

describe('module invoker: import(entry).handler(input, context), as the default for npm start', () => {
  const invoke = createModuleInvoker({ timeoutsMs: { Slow: 100, Echo: 15_000 }, entries });

  it('calls the module’s handler with the input and a Lambda context with the function’s time budget', async () => {
    const output = (await invoke('Echo', entry, { action: 'echo' })) as { echoed: unknown; functionName: string; budgetMs: number };
    expect(output.echoed).toEqual({ action: 'echo' });
    expect(output.functionName).toBe('storybook-local-Echo');
    expect(output.budgetMs).toBeGreaterThan(14_000);
    expect(output.budgetMs).toBeLessThanOrEqual(15_000);
  });

  it('lets the handler’s error through unchanged', async () => {
    await expect(invoke('Echo', entry, { action: 'throw' })).rejects.toMatchObject({
      name: 'ProviderUnavailableError',
      message: 'the provider said no',
    });
  });

  it('fails a handler that outlives its timeout as Sandbox.Timedout', async () => {
    await expect(invoke('Slow', entry, { action: 'sleep', wait: 1000 })).rejects.toMatchObject({
      name: 'Sandbox.Timedout',
      message: 'Task timed out after 0.10 seconds',
    });
  });

  it('fails clearly when the module has no handler', async () => {
    await expect(invoke('Echo', 'planStory', {})).rejects.toThrow(/does not export a handler/);
  });
});

describe('Lambda error shape: what Retry and Catch see as Error and Cause', () => {
  it('an Error becomes Error = its name, Cause = {errorType, errorMessage, trace} as JSON', () => {
    const thrown = Object.assign(new Error('slow down'), { name: 'ProviderThrottledError' });
    const error = toLambdaTaskError(thrown);
    expect(error).toBeInstanceOf(LambdaTaskError);
    expect(error.name).toBe('ProviderThrottledError');
    const cause = JSON.parse(error.message) as { errorType: string; errorMessage: string; trace: string[] };
    expect(cause).toMatchObject({ errorType: 'ProviderThrottledError', errorMessage: 'slow down' });
    expect(cause.trace[0]).toBe('ProviderThrottledError: slow down');
  });

  it('a thrown non-Error reports its type, as the Node.js runtime does', () => {
    expect(lambdaErrorPayload('just a string')).toEqual({ errorType: 'string', errorMessage: 'just a string', trace: [] });
  });
});
