import { StepFunctionsTurnSignals } from '../adapters/sfn/step-functions-turn-signals';
import { SqsKeeperStarter } from '../adapters/sqs/sqs-keeper-starter';
import { ConfigError, type AppConfig } from '../contract/config';
import type { EnqueueDeps, KeeperDeps } from '../core/model-turns';
import { systemClock } from '../ports/clock';
import type { KeeperStarter, TurnSignals } from '../ports/model-turns';
import { sfnClientFor, sqsClientFor } from './aws-clients';
import { loggerFor } from './keyless-dependencies';
import { metricsFor } from './metrics-for';
import { turnStoreFor } from './turn-store';
import type { WorkflowOverrides } from './workflow-dependencies';

/** What tests may swap besides the workflow's overrides: the sleep between turns, the signals, the starter. */
export interface TurnOverrides extends WorkflowOverrides {
  readonly sleep?: (ms: number) => Promise<void>;
  readonly signals?: TurnSignals;
  readonly keepers?: KeeperStarter;
}


function keepersFor(config: AppConfig, overrides: TurnOverrides): KeeperStarter {
  if (overrides.keepers) return overrides.keepers;
  if (!config.turns.keepersQueueUrl) throw new ConfigError('KEEPERS_QUEUE_URL is required where model calls wait for turns (MODEL_BUDGET).');
  return new SqsKeeperStarter(overrides.clients?.sqs ?? sqsClientFor(config), config.turns.keepersQueueUrl);
}

function signalsFor(config: AppConfig, overrides: TurnOverrides): TurnSignals {
  if (overrides.signals) return overrides.signals;
  return new StepFunctionsTurnSignals(sfnClientFor(config));
}

/** AwaitTurn: the table, the keepers queue, and Step Functions (a test-mode book's turn is answered at once). */
export function enqueueDependencies(config: AppConfig, overrides: TurnOverrides = {}): EnqueueDeps {
  return {
    store: turnStoreFor(config, overrides),
    keepers: keepersFor(config, overrides),
    signals: signalsFor(config, overrides),
    clock: overrides.clock ?? systemClock,
    logger: loggerFor(config, overrides),
    deadlineSeconds: config.turns.deadlineSeconds,
  };
}

/** GrantTurns, less the keeper's name, which each invocation gives. */
export function keeperDependencies(config: AppConfig, overrides: TurnOverrides = {}): Omit<KeeperDeps, 'keeperId'> {
  return {
    ...enqueueDependencies(config, overrides),
    metrics: overrides.metrics ?? metricsFor(config),
    budget: config.turns.budget,
    sleep: overrides.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
  };
}
