import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionName } from '../../lambdas/contract/functions';
import { transientErrorNames } from '../../lambdas/contract/workflow-steps';
import { startBundledFunctions, type FunctionHost } from '../../local/functions/bundled-functions';
import { functionBundles } from '../../local/functions/function-bundles';
import { startGenerationRuntime, type GenerationRuntime } from '../../local/generation-runtime';
import { localCredentials } from '../../local/local-aws';
import { startApiFixture, validStory, type ApiFixture } from '../integration/api-fixture';
import { dynamoDbError, startFaultProxy, type FaultProxy } from '../support/fault-proxy';

// The workflow's functions as they ship: the minified bundles CDK deploys, each in a process of its own with the
// environment Lambda would give it, driven by the synthesized state machine. Faults reach them only on the wire.
let api: ApiFixture;
let proxy: FaultProxy;
let functions: FunctionHost;
let runtime: GenerationRuntime;
let user: { apiKey: string; userId: string };
const logLines: Array<{ name: FunctionName; line: string }> = [];
/** Each failed state's error name, by execution (task id). */
const stateErrors = new Map<string, string[]>();

beforeAll(async () => {
  api = await startApiFixture('bundled-workflow');
  api.clock.set(new Date().toISOString());
  proxy = await startFaultProxy(api.config.endpoints.dynamodb!);
  const { dir } = await functionBundles('offline');
  functions = startBundledFunctions({
    bundleDir: dir,
    environment: (name) => ({
      ...api.env,
      AWS_ACCESS_KEY_ID: localCredentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: localCredentials.secretAccessKey,
      AWS_REGION: api.config.region,
      AWS_LAMBDA_FUNCTION_NAME: `storybook-test-${name}`,
      DYNAMODB_ENDPOINT: proxy.endpoint,
      STATE_MACHINE_ARN: runtime.config.stateMachineArn!,
      SFN_ENDPOINT: runtime.config.endpoints.sfn!,
    }),
    onLogLine: (name, line) => logLines.push({ name, line }),
  });
  runtime = await startGenerationRuntime({
    config: api.config,
    functions: functions.invoke,
    maxConcurrency: 5,
    retryIntervalScale: 0.001,
    onEvent: (event) => {
      if (event.type === 'StateFailed') stateErrors.set(event.execution.name, [...(stateErrors.get(event.execution.name) ?? []), `${event.state}: ${event.error}`]);
    },
  });
  user = await api.newUser('premium');
}, 120_000);
afterAll(async () => {
  await runtime?.close();
  await functions?.close();
  await proxy?.close();
  await api?.close();
});

async function generate(pageCount: number) {
  api.clock.set(new Date().toISOString());
  const created = await api.request('POST', '/v1/stories', { headers: { 'x-api-key': user.apiKey }, body: { ...validStory, pageCount } });
  expect(created.status).toBe(202);
  const { bookId, taskId } = created.body.data as { bookId: string; taskId: string };
  await expect
    .poll(async () => (await api.request('GET', `/v1/stories/${bookId}`, { headers: { 'x-api-key': user.apiKey } })).body.data.status, { timeout: 60_000, interval: 100 })
    .toMatch(/^(completed|failed)$/);
  const final = (await api.request('GET', `/v1/stories/${bookId}`, { headers: { 'x-api-key': user.apiKey } })).body.data;
  const run = runtime.stateMachine.executions.list().find((execution) => execution.name === taskId);
  return { bookId, taskId, final, run };
}

describe('The bundled functions generate a book through the synthesized state machine', () => {
  it('a 5-page book completes, every function answering from its bundle', async () => {
    const { final, run } = await generate(5);
    expect(final).toMatchObject({ status: 'completed', progress: 100 });
    expect(final.pages).toHaveLength(5);
    expect(run?.status).toBe('SUCCEEDED');
    // The log lines come from the bundles' own processes, one JSON object per line.
    const steps = new Set(logLines.map(({ name }) => name));
    expect([...steps]).toEqual(expect.arrayContaining(['dispatcher', 'markProcessing', 'planStory', 'writePage', 'illustratePage', 'finalize']));
  });
});

describe('A dependency error inside a bundled step keeps its name, so the state machine retries it', () => {
  it('DynamoDB throttling every attempt of one page save → ExternalServiceError → retried → the book completes', async () => {
    let failed = 0;
    // Four answers in a row: the SDK's own three attempts give up, the step throws, and its retry gets through.
    proxy.rules.push(({ target, body }) =>
      target.endsWith('.TransactWriteItems') && body.includes('text#002') && failed < 4 ? (failed++, dynamoDbError('ProvisionedThroughputExceededException')) : undefined,
    );
    const { taskId, final, run } = await generate(5);
    expect(failed).toBe(4);
    // The name the bundle's error carried, as Step Functions saw it: declared, not the minifier's.
    expect(stateErrors.get(taskId)).toEqual(['WritePage: ExternalServiceError']);
    expect(final.status).toBe('completed');
    expect(run?.status).toBe('SUCCEEDED');
    expect(run?.counters.invocationsByState.WritePage).toBe(6);
    expect(transientErrorNames).toContain('ExternalServiceError');
    proxy.rules.length = 0;
  }, 90_000);
});
