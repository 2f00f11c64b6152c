// Step Functions StartExecution and StopExecution over the JSON protocol; timestamps come back as Dates.
import { ServiceException, type ErrorTypes, type MetadataBearer } from './aws-errors';
import { JsonCommand, JsonServiceClient, type JsonOutput } from './json-protocol';
import type { AwsClientConfig } from './service-client';

export interface StartExecutionCommandInput {
  stateMachineArn: string;
  name?: string;
  input?: string;
  traceHeader?: string;
}
export interface StartExecutionCommandOutput extends MetadataBearer {
  executionArn: string;
  startDate: Date;
}

export interface StopExecutionCommandInput {
  executionArn: string;
  error?: string;
  cause?: string;
}
export interface StopExecutionCommandOutput extends MetadataBearer {
  stopDate: Date;
}

export interface SendTaskSuccessCommandInput {
  taskToken: string;
  output: string;
}
export type SendTaskSuccessCommandOutput = MetadataBearer;

export interface SendTaskFailureCommandInput {
  taskToken: string;
  error?: string;
  cause?: string;
}
export type SendTaskFailureCommandOutput = MetadataBearer;

export class SendTaskSuccessCommand extends JsonCommand<SendTaskSuccessCommandInput, SendTaskSuccessCommandOutput> {
  readonly operation = 'SendTaskSuccess';
}

export class SendTaskFailureCommand extends JsonCommand<SendTaskFailureCommandInput, SendTaskFailureCommandOutput> {
  readonly operation = 'SendTaskFailure';
}

export class StartExecutionCommand extends JsonCommand<StartExecutionCommandInput, StartExecutionCommandOutput> {
  readonly operation = 'StartExecution';
}

export class StopExecutionCommand extends JsonCommand<StopExecutionCommandInput, StopExecutionCommandOutput> {
  readonly operation = 'StopExecution';
}

export class SFNServiceException extends ServiceException {}

/** The name is taken by another execution (or by a finished one), with another input. */
export class ExecutionAlreadyExists extends SFNServiceException {
  static override readonly errorName = 'ExecutionAlreadyExists';
}

export class ExecutionDoesNotExist extends SFNServiceException {
  static override readonly errorName = 'ExecutionDoesNotExist';
}

export class ExecutionLimitExceeded extends SFNServiceException {
  static override readonly errorName = 'ExecutionLimitExceeded';
}

export class StateMachineDoesNotExist extends SFNServiceException {
  static override readonly errorName = 'StateMachineDoesNotExist';
}

export class InvalidArn extends SFNServiceException {
  static override readonly errorName = 'InvalidArn';
}

export class InvalidName extends SFNServiceException {
  static override readonly errorName = 'InvalidName';
}

export class InvalidExecutionInput extends SFNServiceException {
  static override readonly errorName = 'InvalidExecutionInput';
}

/** The task token's task ended already (it succeeded, failed, or its run stopped). */
export class TaskTimedOut extends SFNServiceException {
  static override readonly errorName = 'TaskTimedOut';
}

export class TaskDoesNotExist extends SFNServiceException {
  static override readonly errorName = 'TaskDoesNotExist';
}

export class InvalidToken extends SFNServiceException {
  static override readonly errorName = 'InvalidToken';
}

const errors: ErrorTypes = {
  base: SFNServiceException,
  byName: {
    ExecutionAlreadyExists, ExecutionDoesNotExist, ExecutionLimitExceeded, StateMachineDoesNotExist, InvalidArn, InvalidName, InvalidExecutionInput,
    TaskTimedOut, TaskDoesNotExist, InvalidToken,
  },
};

// The JSON protocol sends timestamps as epoch seconds.
const withDates = (output: JsonOutput, ...fields: string[]): JsonOutput => {
  for (const field of fields) if (typeof output[field] === 'number') output[field] = new Date((output[field] as number) * 1000);
  return output;
};

export class SFNClient extends JsonServiceClient {
  constructor(config: AwsClientConfig = {}) {
    super(
      { clientName: 'SFNClient', signingName: 'states', endpointHost: (region) => `states.${region}.amazonaws.com` },
      { targetPrefix: 'AWSStepFunctions', errors },
      config,
    );
  }

  send(command: StartExecutionCommand): Promise<StartExecutionCommandOutput>;
  send(command: StopExecutionCommand): Promise<StopExecutionCommandOutput>;
  send(command: SendTaskSuccessCommand): Promise<SendTaskSuccessCommandOutput>;
  send(command: SendTaskFailureCommand): Promise<SendTaskFailureCommandOutput>;
  send(
    command: StartExecutionCommand | StopExecutionCommand | SendTaskSuccessCommand | SendTaskFailureCommand,
  ): Promise<StartExecutionCommandOutput | StopExecutionCommandOutput | SendTaskSuccessCommandOutput> {
    return this.intercept(`${command.operation}Command`, command.input, async () =>
      withDates(await this.call(command.operation, command.input), 'startDate', 'stopDate') as never,
    );
  }
}
