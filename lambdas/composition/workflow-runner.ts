import { StepFunctionsRunner } from '../adapters/sfn/step-functions-runner';
import type { AppConfig } from '../contract/config';
import type { WorkflowRunner } from '../ports/workflow-runner';
import { sfnClientFor } from './aws-clients';

/** The generation state machine's runner, from the config (STATE_MACHINE_ARN, and SFN_ENDPOINT locally). */
export function workflowRunnerFor(config: AppConfig): WorkflowRunner {
  if (!config.stateMachineArn) throw new Error('STATE_MACHINE_ARN is required to start or stop generation runs.');
  return new StepFunctionsRunner(sfnClientFor(config), config.stateMachineArn);
}

/**
 * Built on first use, so an app composed before the state machine exists (every HTTP handler in one process, as
 * the tests and `npm start` compose them) still starts; a missing STATE_MACHINE_ARN fails that first use.
 */
export function lazyWorkflowRunner(config: AppConfig): WorkflowRunner {
  let runner: WorkflowRunner | undefined;
  const built = () => (runner ??= workflowRunnerFor(config));
  return { start: (name, input) => built().start(name, input), stop: (name, cause) => built().stop(name, cause) };
}
