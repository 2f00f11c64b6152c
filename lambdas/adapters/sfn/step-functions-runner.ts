import { ExecutionAlreadyExists, ExecutionDoesNotExist, SFNClient, StartExecutionCommand, StopExecutionCommand } from '../aws/sfn-client';
import { callDependency } from '../dependency-errors';
import type { WorkflowRunner } from '../../ports/workflow-runner';

/** Runs the generation state machine; executions are named by taskId so ops find a book's run from its task. */
export class StepFunctionsRunner implements WorkflowRunner {
  constructor(private readonly sfn: SFNClient, private readonly stateMachineArn: string) {}

  async start(name: string, input: object): Promise<'started' | 'already_exists'> {
    try {
      await callDependency('workflow', () =>
        this.sfn.send(new StartExecutionCommand({ stateMachineArn: this.stateMachineArn, name, input: JSON.stringify(input) })),
      );
      return 'started';
    } catch (error) {
      if (error instanceof ExecutionAlreadyExists) return 'already_exists';
      throw error;
    }
  }

  async stop(name: string, cause: string): Promise<void> {
    const executionArn = `${this.stateMachineArn.replace(':stateMachine:', ':execution:')}:${name}`;
    try {
      await callDependency('workflow', () => this.sfn.send(new StopExecutionCommand({ executionArn, cause: cause.slice(0, 32_000) })));
    } catch (error) {
      if (error instanceof ExecutionDoesNotExist) return;
      throw error;
    }
  }
}
