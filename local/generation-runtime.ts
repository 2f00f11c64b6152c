import { SQSClient } from '@aws-sdk/client-sqs';

import { generationDependencies, reaperDependencies, dispatchDependencies, type WorkflowOverrides } from '../lambdas/composition/workflow-dependencies';
import { reapStuck } from '../lambdas/core/generation';
import type { AppConfig } from '../lambdas/core/config';
import { dispatchHandler, workflowStepHandler } from '../lambdas/handlers/workflow/workflow-handlers';
import { workflowSteps, type WorkflowStepName } from '../lambdas/handlers/workflow/workflow-steps';
import type { Clock } from '../lambdas/ports/clock';
import { createLambdaContext } from './lambda-context';
import { createSqsPoller, type SqsPoller } from './sqs-poller';
import type { LocalWorkflowEvent } from './step-functions/local-executions';
import { startLocalStateMachineServer, type RunningLocalStateMachine } from './step-functions/local-state-machine-server';
import { synthesizeWorkflow } from './step-functions/synthesized-workflow';

// Generation on one machine: the CDK-synthesized state machine runs in a local ASL interpreter whose Task states
// call the same handler factories the deployed functions use; a poller feeds the dispatcher as SQS would.

export interface GenerationRuntimeOptions {
  readonly config: AppConfig;
  readonly overrides?: WorkflowOverrides;
  readonly maxConcurrency?: number;
  /** Scales every Retry interval; tests use a small value so backoff costs milliseconds. */
  readonly retryIntervalScale?: number;
  /** How often the reaper looks for stuck jobs; 0 leaves it to `reapNow()`. */
  readonly reaperIntervalMs?: number;
  /** Whether the dispatcher polls the jobs queue; a test may start it later with `startDispatcher()`. */
  readonly dispatch?: boolean;
  readonly onEvent?: (event: LocalWorkflowEvent) => void;
}

export interface GenerationRuntime {
  readonly stateMachine: RunningLocalStateMachine;
  /** The app config with the local state machine's ARN and endpoint filled in. */
  readonly config: AppConfig;
  startDispatcher(): void;
  stopDispatcher(): Promise<void>;
  reapNow(clock?: Clock): Promise<number>;
  close(): Promise<void>;
}

const stepByState = new Map(Object.entries(workflowSteps).map(([step, { state }]) => [state, step as WorkflowStepName]));

export async function startGenerationRuntime(options: GenerationRuntimeOptions): Promise<GenerationRuntime> {
  const overrides = options.overrides ?? {};
  const workflow = synthesizeWorkflow(options.maxConcurrency === undefined ? {} : { maxConcurrency: options.maxConcurrency });
  const deps = generationDependencies(options.config, overrides);
  const handlers = new Map([...stepByState].map(([state, step]) => [state, workflowStepHandler(step, deps)]));

  const stateMachine = await startLocalStateMachineServer({
    definition: workflow.definition,
    taskEntries: workflow.taskEntries,
    stateMachineName: workflow.stateMachineName,
    invoke: (stateName, entry, input) => {
      const handler = handlers.get(stateName);
      if (!handler) throw new Error(`No workflow step for Task state ${stateName}`);
      // A fresh context per call, as Lambda gives one: its request id goes on the step's log lines.
      return handler(input, createLambdaContext({ functionName: `storybook-local-${entry}`, timeoutMs: 60_000 }));
    },
    ...(options.retryIntervalScale !== undefined && { retryIntervalScale: options.retryIntervalScale }),
    ...(options.onEvent && { onEvent: options.onEvent }),
  });
  const config: AppConfig = {
    ...options.config,
    stateMachineArn: stateMachine.stateMachineArn,
    endpoints: { ...options.config.endpoints, sfn: stateMachine.endpoint },
  };

  const dispatch = dispatchHandler(dispatchDependencies(config, overrides));
  const sqs = overrides.clients?.sqs ?? new SQSClient({ region: config.region, ...(config.endpoints.sqs ? { endpoint: config.endpoints.sqs } : {}) });
  let poller: SqsPoller | undefined;
  const startDispatcher = () => {
    // Short polls: the local SQS server holds a long poll open until a full batch arrives, AWS answers at once.
    poller ??= createSqsPoller({
      client: sqs,
      queueUrl: config.queueUrl,
      handler: (event, context) => dispatch(event, context),
      functionName: 'storybook-local-dispatcher',
      waitTimeSeconds: 0,
      idleDelayMs: 50,
    });
    poller.start();
  };
  const stopDispatcher = async () => {
    await poller?.stop();
    poller = undefined;
  };
  if (options.dispatch ?? true) startDispatcher();

  const reapNow = async (clock?: Clock) =>
    (await reapStuck({ ...reaperDependencies(config, overrides), ...(clock && { clock }) })).reaped.length;
  const timer = options.reaperIntervalMs ? setInterval(() => void reapNow().catch(() => undefined), options.reaperIntervalMs) : undefined;
  timer?.unref();

  return {
    stateMachine,
    config,
    startDispatcher,
    stopDispatcher,
    reapNow,
    close: async () => {
      if (timer) clearInterval(timer);
      await stopDispatcher();
      await stateMachine.close();
    },
  };
}

