// DynamoDB's errors under the SDK's class names, so `instanceof` and `.name` checks read as they did.
import { ServiceException, type ErrorTypes, type ServiceExceptionClass } from './aws-errors';

/** An attribute value as DynamoDB sends it (binary values as bytes, as the SDK gives them). */
export interface AttributeValue {
  S?: string;
  N?: string;
  B?: Uint8Array;
  SS?: string[];
  NS?: string[];
  BS?: Uint8Array[];
  M?: Record<string, AttributeValue>;
  L?: AttributeValue[];
  NULL?: boolean;
  BOOL?: boolean;
}

/**
 * Why one item of a cancelled transaction failed. As with the SDK's document client, `Item` (asked for with
 * ReturnValuesOnConditionCheckFailure) holds raw attribute values: lib-dynamodb does not translate error fields.
 */
export interface CancellationReason {
  Code?: string;
  Message?: string;
  Item?: Record<string, AttributeValue>;
}

export class DynamoDBServiceException extends ServiceException {}

export class ConditionalCheckFailedException extends DynamoDBServiceException {
  static override readonly errorName = 'ConditionalCheckFailedException';
  /** The old item when ReturnValuesOnConditionCheckFailure was ALL_OLD, as raw attribute values. */
  declare Item?: Record<string, AttributeValue>;
}

export class TransactionCanceledException extends DynamoDBServiceException {
  static override readonly errorName = 'TransactionCanceledException';
  declare Message?: string;
  /** One per item of the transaction, in order; `None` for the items that were fine. */
  declare CancellationReasons?: CancellationReason[];
}

export class ProvisionedThroughputExceededException extends DynamoDBServiceException {
  static override readonly errorName = 'ProvisionedThroughputExceededException';
}

export class ResourceNotFoundException extends DynamoDBServiceException {
  static override readonly errorName = 'ResourceNotFoundException';
}

export class TransactionConflictException extends DynamoDBServiceException {
  static override readonly errorName = 'TransactionConflictException';
}

export class TransactionInProgressException extends DynamoDBServiceException {
  static override readonly errorName = 'TransactionInProgressException';
}

export class IdempotentParameterMismatchException extends DynamoDBServiceException {
  static override readonly errorName = 'IdempotentParameterMismatchException';
}

export class RequestLimitExceeded extends DynamoDBServiceException {
  static override readonly errorName = 'RequestLimitExceeded';
}

export class InternalServerError extends DynamoDBServiceException {
  static override readonly errorName = 'InternalServerError';
}

const classes: readonly (ServiceExceptionClass & { errorName: string | undefined })[] = [
  ConditionalCheckFailedException,
  TransactionCanceledException,
  ProvisionedThroughputExceededException,
  ResourceNotFoundException,
  TransactionConflictException,
  TransactionInProgressException,
  IdempotentParameterMismatchException,
  RequestLimitExceeded,
  InternalServerError,
];

export const dynamoErrorTypes: ErrorTypes = {
  base: DynamoDBServiceException,
  byName: Object.fromEntries(classes.map((errorClass) => [errorClass.errorName, errorClass])),
};
