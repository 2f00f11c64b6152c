import { InvalidToken, SendTaskFailureCommand, SendTaskSuccessCommand, SFNClient, TaskDoesNotExist, TaskTimedOut } from '../aws/sfn-client';
import { callDependency } from '../dependency-errors';
import type { TurnSignals } from '../../ports/model-turns';

// A token whose task ended (its run stopped, cancelled or failed) is answered with one of these: nothing waits on it.
const gone = (error: unknown) => error instanceof TaskTimedOut || error instanceof TaskDoesNotExist || error instanceof InvalidToken;

/** Wakes AwaitTurn tasks with SendTaskSuccess / SendTaskFailure. */
export class StepFunctionsTurnSignals implements TurnSignals {
  constructor(private readonly sfn: SFNClient) {}

  async grant(token: string, output: object): Promise<'granted' | 'gone'> {
    try {
      await callDependency('workflow', () => this.sfn.send(new SendTaskSuccessCommand({ taskToken: token, output: JSON.stringify(output) })));
      return 'granted';
    } catch (error) {
      if (gone(error)) return 'gone';
      throw error;
    }
  }

  async refuse(token: string, error: string, cause: string): Promise<'refused' | 'gone'> {
    try {
      await callDependency('workflow', () => this.sfn.send(new SendTaskFailureCommand({ taskToken: token, error, cause: cause.slice(0, 32_000) })));
      return 'refused';
    } catch (failure) {
      if (gone(failure)) return 'gone';
      throw failure;
    }
  }
}
