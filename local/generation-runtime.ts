import { loadBookFileMaker } from '../lambdas/composition/book-files-dependencies';
import { SQSClient } from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import {
  dispatchDependencies,
  generationDependencies,
  reaperDependencies,
  type WorkflowOverrides,
} from '../lambdas/composition/workflow-dependencies';
import type { AppConfig } from '../lambdas/contract/config';
import type { FunctionName } from '../lambdas/contract/functions';
import { workflowSteps, type WorkflowStepName } from '../lambdas/contract/workflow-steps';
import { reapStuck } from '../lambdas/core/generation';
import { dispatchHandler, reaperHandler, workflowStepHandler, type StepHandler } from '../lambdas/handlers/workflow/workflow-handlers';
import type { Clock } from '../lambdas/ports/clock';
import type { FunctionInvoker } from './functions/bundled-functions';
import { createLambdaContext } from './lambda-context';
import { createSqsPoller, type SqsPoller } from './sqs-poller';
import { enqueueDependencies, keeperDependencies, type TurnOverrides } from '../lambdas/composition/turn-dependencies';
import { awaitTurnHandler, grantTurnsHandler } from '../lambdas/handlers/workflow/turn-handlers';
import { keeperTimeoutSeconds } from '../lambdas/contract/workflow-steps';
import { deliveryDependencies } from '../lambdas/composition/webhook-dependencies';
import { deliverWebhookHandler } from '../lambdas/handlers/webhooks/deliver-webhook-handler';
import type { LocalWorkflowEvent } from './step-functions/local-executions';
import { startLocalStateMachineServer, type RunningLocalStateMachine } from './step-functions/local-state-machine-server';
import { loadWorkflow } from './step-functions/cached-workflow';
import type { SynthesizedWorkflow } from './step-functions/synthesized-workflow';

// Generation on one machine: the CDK-synthesized state machine runs in a local ASL interpreter whose Task states
// call the functions; a poller feeds the dispatcher as SQS would, and a timer runs the reaper. The functions are
// either the deployed bundles (`functions`, see functions/bundled-functions.ts) or, for tests that swap parts
// (`overrides`), the same handler factories composed in this process.

export interface GenerationRuntimeOptions {
  readonly config: AppConfig;
  /** Runs the deployed functions; the state machine's ARN and endpoint reach them through `onStateMachine`. */
  readonly functions?: FunctionInvoker;
  /** For functions composed in this process (when `functions` is not given). */
  readonly overrides?: TurnOverrides;
  readonly maxConcurrency?: number;
  /** Scales every Retry interval; tests use a small value so backoff costs milliseconds. */
  readonly retryIntervalScale?: number;
  /** How often the reaper looks for stuck jobs; 0 leaves it to `reapNow()`. */
  readonly reaperIntervalMs?: number;
  /** Whether the dispatcher polls the jobs queue; a test may start it later with `startDispatcher()`. */
  readonly dispatch?: boolean;
  readonly onEvent?: (event: LocalWorkflowEvent) => void;
  /** The synthesized workflow, when the caller loaded it already; else loaded here. */
  readonly workflow?: SynthesizedWorkflow;
}

export interface GenerationRuntime {
  readonly stateMachine: RunningLocalStateMachine;
  /** The app config with the local state machine's ARN and endpoint filled in. */
  readonly config: AppConfig;
  startDispatcher(): void;
  stopDispatcher(): Promise<void>;
  /** Runs the reaper once; a clock may move its "now" (only for functions composed in this process). */
  reapNow(clock?: Clock): Promise<number>;
  close(): Promise<void>;
}

type Invoke = (name: FunctionName, event: unknown, timeoutMs: number) => Promise<unknown>;

/** The workflow's functions composed in this process from the config, with a test's overrides. */
async function composedFunctions(config: () => AppConfig, overrides: TurnOverrides): Promise<Invoke> {
  const deps = await generationDependencies(config(), overrides.bookFiles ?? (await loadBookFileMaker()), overrides);
  const steps = new Map<FunctionName, StepHandler>(
    (Object.keys(workflowSteps) as WorkflowStepName[]).map((step) => [step, workflowStepHandler(step, deps)]),
  );
  let dispatch: ((event: SQSEvent, context?: Context) => Promise<SQSBatchResponse>) | undefined;
  let reaper: ((event?: unknown, context?: Context) => Promise<unknown>) | undefined;
  let deliver: ((event: SQSEvent, context?: Context) => Promise<SQSBatchResponse>) | undefined;
  let awaitTurn: ((input: unknown, context?: Context) => Promise<unknown>) | undefined;
  let grantTurns: ((event: unknown, context: Context) => Promise<unknown>) | undefined;
  return (name, event, timeoutMs) => {
    const context = createLambdaContext({ functionName: `storybook-local-${name}`, timeoutMs });
    if (name === 'deliverWebhook') return (deliver ??= deliverWebhookHandler(deliveryDependencies(config(), overrides)))(event as SQSEvent, context);
    if (name === 'awaitTurn') return (awaitTurn ??= awaitTurnHandler(enqueueDependencies(config(), overrides)))(event, context);
    if (name === 'grantTurns') return (grantTurns ??= grantTurnsHandler(keeperDependencies(config(), overrides)))(event, context);
    if (name === 'dispatcher') return (dispatch ??= dispatchHandler(dispatchDependencies(config(), overrides)))(event as SQSEvent, context);
    if (name === 'reaper') return (reaper ??= reaperHandler(reaperDependencies(config(), overrides)))(event, context);
    const step = steps.get(name);
    if (!step) throw new Error(`${name} is no workflow function`);
    return step(event, context);
  };
}

export async function startGenerationRuntime(options: GenerationRuntimeOptions): Promise<GenerationRuntime> {
  const overrides = options.overrides ?? {};
  const workflow = options.workflow ?? (await loadWorkflow(options.maxConcurrency === undefined ? {} : { maxConcurrency: options.maxConcurrency }));
  let config: AppConfig = options.config;
  const bundled = options.functions;
  const invoke: Invoke = bundled
    ? (name, event, timeoutMs) => bundled(name, event, createLambdaContext({ functionName: `storybook-local-${name}`, timeoutMs }))
    : await composedFunctions(() => config, overrides);

  const stateMachine = await startLocalStateMachineServer({
    definition: workflow.definition,
    taskFunctions: workflow.taskFunctions,
    stateMachineName: workflow.stateMachineName,
    // A fresh context per call, as Lambda gives one: its request id goes on the step's log lines.
    invoke: (stateName, functionName, input) => invoke(functionName, input, workflow.taskTimeoutsMs[stateName] ?? 60_000),
    ...(options.retryIntervalScale !== undefined && { retryIntervalScale: options.retryIntervalScale }),
    ...(options.onEvent && { onEvent: options.onEvent }),
  });
  config = { ...options.config, stateMachineArn: stateMachine.stateMachineArn, endpoints: { ...options.config.endpoints, sfn: stateMachine.endpoint } };

  // The event source mapping's side of the queue (receive, delete) is the SDK's, as it is Lambda's own on AWS.
  const sqs = new SQSClient({ region: config.region, ...(config.endpoints.sqs ? { endpoint: config.endpoints.sqs } : {}) });
  let poller: SqsPoller | undefined;
  const startDispatcher = () => {
    // Short polls: the local SQS server holds a long poll open until a full batch arrives, AWS answers at once.
    poller ??= createSqsPoller({
      client: sqs,
      queueUrl: config.queueUrl,
      handler: (event) => invoke('dispatcher', event, 60_000) as Promise<SQSBatchResponse>,
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

  let closing = false;
  // Turn keepers, where the template has them (a model budget): two consumers of the keepers queue, as its event source mapping
  // runs at most two (one keeper per model kind at a time).
  const keepersQueueUrl = config.turns.keepersQueueUrl;
  const keepers = keepersQueueUrl && workflow.functions.grantTurns
    ? [1, 2].map(() => createSqsPoller({
      client: sqs,
      queueUrl: keepersQueueUrl,
      handler: async (event) => {
        await invoke('grantTurns', event, keeperTimeoutSeconds * 1000);
      },
      functionName: 'storybook-local-grantTurns',
      batchSize: 1,
      waitTimeSeconds: 0,
      idleDelayMs: 50,
      timeoutMs: keeperTimeoutSeconds * 1000,
      // Once the state machine is gone, a keeper still running fails its next grant: that is how it ends, not news.
      onError: (error) => {
        if (!closing) console.error('turn keeper:', error);
      },
    }))
    : [];
  for (const keeper of keepers) keeper.start();

  // Webhook deliveries, where the stack has their queue: fed to deliverWebhook as its event source mapping would.
  const webhookQueueUrl = config.webhooks.queueUrl;
  const deliveries = webhookQueueUrl
    ? createSqsPoller({
      client: sqs,
      queueUrl: webhookQueueUrl,
      handler: (event) => invoke('deliverWebhook', event, 30_000) as Promise<SQSBatchResponse>,
      functionName: 'storybook-local-deliverWebhook',
      waitTimeSeconds: 0,
      idleDelayMs: 50,
      timeoutMs: 30_000,
    })
    : undefined;
  deliveries?.start();

  const reapNow = async (clock?: Clock): Promise<number> => {
    if (clock && !bundled) return (await reapStuck({ ...reaperDependencies(config, overrides), clock })).reaped.length;
    return ((await invoke('reaper', {}, 60_000)) as { reaped: number }).reaped;
  };
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
      await deliveries?.stop();
      closing = true;
      const keepersStopped = Promise.all(keepers.map((keeper) => keeper.stop()));
      await stateMachine.close();
      await keepersStopped;
    },
  };
}
