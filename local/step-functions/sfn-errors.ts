// Step Functions API errors as the JSON protocol reports them; @aws-sdk/client-sfn turns each code into its
// own exception class (ExecutionAlreadyExists, ExecutionDoesNotExist, …).

export type StepFunctionsErrorCode =
  | 'ExecutionAlreadyExists'
  | 'ExecutionDoesNotExist'
  | 'StateMachineDoesNotExist'
  | 'InvalidArn'
  | 'InvalidName'
  | 'InvalidExecutionInput'
  | 'InvalidToken'
  | 'InvalidOutput'
  | 'TaskTimedOut'
  | 'TaskDoesNotExist'
  | 'ValidationException'
  | 'SerializationException'
  | 'UnknownOperationException';

export class StepFunctionsError extends Error {
  constructor(
    readonly code: StepFunctionsErrorCode,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
    this.name = code;
  }
}
