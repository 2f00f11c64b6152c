import type { LocalExecutions } from '../../local/step-functions/local-executions';

/**
 * The execution named `name` once it has ended. The story reads `completed` as soon as Finalize has written it;
 * the run itself ends a moment later, when Finalize's answer is back in the state machine.
 */
export async function endedRun(executions: LocalExecutions, name: string) {
  const execution = executions.get(executions.executionArnFor(name));
  return execution && executions.settled(execution.executionArn);
}
