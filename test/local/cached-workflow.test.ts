import { describe, expect, it } from 'vitest';
import { functionNames, unbudgetedFunctionNames } from '../../lambdas/contract/functions';
import { localFunctionEnvironment, MissingLocalValueError } from '../../local/functions/local-function-environment';
import { loadWorkflow } from '../../local/step-functions/cached-workflow';
import { synthesizeWorkflow } from '../../local/step-functions/synthesized-workflow';

const values = { tableName: 'table', bucketName: 'bucket', queueUrl: 'http://127.0.0.1:1/queue', stateMachineArn: 'arn:aws:states:us-east-1:123456789012:stateMachine:local', endpoints: { dynamodb: 'http://127.0.0.1:2' } };

describe('The synthesized workflow is kept by a hash of its sources: a second load needs no synth', () => {
  it('the cached copy equals a fresh synth, and loading it again synthesizes nothing', async () => {
    const first = await loadWorkflow({ maxConcurrency: 3 });
    let synthesized = false;
    const second = await loadWorkflow({ maxConcurrency: 3, onSynthesize: () => (synthesized = true) });
    expect(synthesized).toBe(false);
    expect(second).toEqual(first);
    expect(JSON.parse(JSON.stringify(synthesizeWorkflow({ maxConcurrency: 3 })))).toEqual(second);
  });
});

describe('A bundled function runs with the variables its template sets, resources filled with the local ones', () => {
  it('every function of the stack is in the synthesized workflow, with its timeout and variables', async () => {
    const workflow = await loadWorkflow();
    expect(Object.keys(workflow.functions).sort()).toEqual([...unbudgetedFunctionNames].sort());
    const budgeted = await loadWorkflow({ modelBudget: 'image:4/s' });
    expect(Object.keys(budgeted.functions).sort()).toEqual([...functionNames].sort());
    const dispatcher = localFunctionEnvironment('dispatcher', workflow.functions.dispatcher, values);
    expect(dispatcher).toMatchObject({ TABLE_NAME: 'table', STATE_MACHINE_ARN: values.stateMachineArn, STAGE: 'development', DYNAMODB_ENDPOINT: 'http://127.0.0.1:2' });
    expect(dispatcher.AWS_LAMBDA_FUNCTION_NAME).toBe('storybook-local-dispatcher');
    // Only the dispatcher starts executions: the template gives health no state machine, nor does the local stack.
    expect(workflow.functions.health.environment).not.toHaveProperty('STATE_MACHINE_ARN');
  });

  it('a variable that refers to a resource the local stack does not have is an error naming it', () => {
    const fn = { timeoutMs: 1000, environment: { MODEL_BUCKET: null } };
    expect(() => localFunctionEnvironment('health', fn, values)).toThrow(MissingLocalValueError);
    expect(() => localFunctionEnvironment('health', fn, values)).toThrow(/health's MODEL_BUCKET/);
  });
});
