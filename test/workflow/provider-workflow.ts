// A provider end to end on what ships: the functions bundled for that provider (as `cdk deploy -c provider=…` builds
// them), each in a process of its own, driven by the state machine synthesized for it, over the local engines.
import { expect } from 'vitest';
import type { ProviderName } from '../../lambdas/contract/config';
import { startBundledFunctions, type FunctionHost } from '../../local/functions/bundled-functions';
import { functionBundles } from '../../local/functions/function-bundles';
import { localFunctionEnvironment } from '../../local/functions/local-function-environment';
import { startGenerationRuntime, type GenerationRuntime } from '../../local/generation-runtime';
import { loadWorkflow } from '../../local/step-functions/cached-workflow';
import type { LocalWorkflowEvent } from '../../local/step-functions/local-executions';
import type { SynthesizedWorkflow, SynthesizeWorkflowOptions } from '../../local/step-functions/synthesized-workflow';
import { startApiFixture, validStory, type ApiFixture } from '../integration/api-fixture';
import { endedRun } from '../support/ended-run';

export interface ProviderWorkflowOptions {
  /** Names the fixture's table, bucket and queue. */
  readonly name: string;
  readonly provider: ProviderName;
  /** What the model steps are told besides the template's variables (a server's address, model names). */
  readonly settings: Readonly<Record<string, string>>;
  readonly workflow?: Omit<SynthesizeWorkflowOptions, 'provider' | 'maxConcurrency'>;
  /** Every event of the local executions (states entered, with their Map item). */
  readonly onEvent?: (event: LocalWorkflowEvent) => void;
}

export interface GeneratedBook {
  readonly taskId: string;
  readonly bookId: string;
  /** The book as GET /v1/stories/{id} shows it once completed or failed. */
  readonly final: any;
  readonly run: { status: string } | undefined;
}

export interface ProviderWorkflow {
  readonly api: ApiFixture;
  readonly workflow: SynthesizedWorkflow;
  readonly runtime: GenerationRuntime;
  /** Creates a book of `pageCount` pages and waits until it is completed or failed. */
  generate(pageCount: number): Promise<GeneratedBook>;
  /** What the model steps failed with, as Step Functions saw their errors' names ("IllustratePage: …"). */
  modelStepErrors(taskId: string): string[];
  close(): Promise<void>;
}

const MAX_CONCURRENCY = 5;
const MODEL_STATES = /^(PlanStory|WritePage|IllustratePage|IllustrateCover): /;

export async function startProviderWorkflow(options: ProviderWorkflowOptions): Promise<ProviderWorkflow> {
  const api = await startApiFixture(options.name);
  api.clock.set(new Date().toISOString());
  const bundles = await functionBundles(options.provider);
  const workflow = await loadWorkflow({ ...options.workflow, provider: options.provider, maxConcurrency: MAX_CONCURRENCY });
  // Each failed state's error name, by execution (task id).
  const stateErrors = new Map<string, string[]>();
  let runtime: GenerationRuntime | undefined;
  const functions: FunctionHost = startBundledFunctions({
    bundleFile: bundles.file,
    environment: (name) =>
      localFunctionEnvironment(name, workflow.functions[name], {
        tableName: api.config.tableName,
        bucketName: api.config.bucketName,
        queueUrl: api.config.queueUrl,
        keepersQueueUrl: api.config.turns.keepersQueueUrl,
        stateMachineArn: runtime!.config.stateMachineArn,
        endpoints: { ...api.config.endpoints, sfn: runtime!.config.endpoints.sfn },
        settings: options.settings,
      }),
    timeoutMs: (name) => workflow.functions[name].timeoutMs,
  });
  runtime = await startGenerationRuntime({
    config: api.config,
    workflow,
    functions: functions.invoke,
    maxConcurrency: MAX_CONCURRENCY,
    retryIntervalScale: 0.001,
    onEvent: (event) => {
      options.onEvent?.(event);
      if (event.type === 'StateFailed') stateErrors.set(event.execution.name, [...(stateErrors.get(event.execution.name) ?? []), `${event.state}: ${event.error}`]);
    },
  });
  const running = runtime;
  const user = await api.newUser('premium');

  return {
    api,
    workflow,
    runtime: running,
    async generate(pageCount) {
      api.clock.set(new Date().toISOString());
      const created = await api.request('POST', '/v1/stories', { headers: { 'x-api-key': user.apiKey }, body: { ...validStory, pageCount } });
      expect(created.status).toBe(202);
      const { taskId, bookId } = created.body.data as { bookId: string; taskId: string };
      let final: any;
      await expect
        .poll(
          async () => {
            final = (await api.request('GET', `/v1/stories/${bookId}`, { headers: { 'x-api-key': user.apiKey } })).body.data;
            return final.status;
          },
          { timeout: 90_000, interval: 100 },
        )
        .toMatch(/^(completed|failed)$/);
      return { taskId, bookId, final, run: await endedRun(running.stateMachine.executions, taskId) };
    },
    modelStepErrors: (taskId) => (stateErrors.get(taskId) ?? []).filter((entry) => MODEL_STATES.test(entry)),
    async close() {
      await running.close();
      await functions.close();
      await api.close();
    },
  };
}
