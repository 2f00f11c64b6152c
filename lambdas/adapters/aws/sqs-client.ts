// SQS SendMessage and GetQueueAttributes over the JSON protocol (what the current SDK speaks), with the SDK's check of the body's MD5.
import { createHash } from 'node:crypto';
import { ServiceException, type ErrorTypes, type MetadataBearer } from './aws-errors';
import { JsonCommand, JsonServiceClient } from './json-protocol';
import type { AwsClientConfig } from './service-client';

export interface MessageAttributeValue {
  DataType: string;
  StringValue?: string;
  BinaryValue?: Uint8Array;
  StringListValues?: string[];
  BinaryListValues?: Uint8Array[];
}

export interface SendMessageCommandInput {
  QueueUrl: string;
  MessageBody: string;
  DelaySeconds?: number;
  MessageAttributes?: Record<string, MessageAttributeValue>;
  MessageSystemAttributes?: Record<string, MessageAttributeValue>;
  MessageDeduplicationId?: string;
  MessageGroupId?: string;
}

export interface SendMessageCommandOutput extends MetadataBearer {
  MessageId?: string;
  MD5OfMessageBody?: string;
  MD5OfMessageAttributes?: string;
  MD5OfMessageSystemAttributes?: string;
  SequenceNumber?: string;
}

export class SendMessageCommand extends JsonCommand<SendMessageCommandInput, SendMessageCommandOutput> {
  readonly operation = 'SendMessage';
}

export interface GetQueueAttributesCommandInput {
  QueueUrl: string;
  AttributeNames?: string[];
}

export interface GetQueueAttributesCommandOutput extends MetadataBearer {
  Attributes?: Record<string, string>;
}

export class GetQueueAttributesCommand extends JsonCommand<GetQueueAttributesCommandInput, GetQueueAttributesCommandOutput> {
  readonly operation = 'GetQueueAttributes';
}

export class SQSServiceException extends ServiceException {}

export class QueueDoesNotExist extends SQSServiceException {
  static override readonly errorName = 'QueueDoesNotExist';
}

export class InvalidMessageContents extends SQSServiceException {
  static override readonly errorName = 'InvalidMessageContents';
}

export class RequestThrottled extends SQSServiceException {
  static override readonly errorName = 'RequestThrottled';
}

const errors: ErrorTypes = {
  base: SQSServiceException,
  byName: { QueueDoesNotExist, InvalidMessageContents, RequestThrottled },
};

/** The body SQS stored is not the one sent (the SDK throws the same check's failure). */
export class InvalidChecksumError extends Error {
  static readonly errorName = 'InvalidChecksumError';
  override readonly name = InvalidChecksumError.errorName;
}

export class SQSClient extends JsonServiceClient {
  constructor(config: AwsClientConfig = {}) {
    super(
      { clientName: 'SQSClient', signingName: 'sqs', endpointHost: (region) => `sqs.${region}.amazonaws.com` },
      { targetPrefix: 'AmazonSQS', errors, queryCompatible: true },
      config,
    );
  }

  send(command: SendMessageCommand): Promise<SendMessageCommandOutput>;
  send(command: GetQueueAttributesCommand): Promise<GetQueueAttributesCommandOutput>;
  send(command: SendMessageCommand | GetQueueAttributesCommand): Promise<SendMessageCommandOutput | GetQueueAttributesCommandOutput> {
    if (command instanceof GetQueueAttributesCommand) {
      const { input } = command;
      return this.intercept(`${command.operation}Command`, input, async () => (await this.call(command.operation, input, this.originOf(input.QueueUrl))) as GetQueueAttributesCommandOutput);
    }
    const { input } = command;
    return this.intercept(`${command.operation}Command`, input, async () => {
      const origin = this.originOf(input.QueueUrl);
      const output = (await this.call(command.operation, input, origin)) as SendMessageCommandOutput;
      if (output.MD5OfMessageBody !== createHash('md5').update(input.MessageBody ?? '').digest('hex')) {
        throw new InvalidChecksumError(`The MD5 of the message SQS stored (${output.MD5OfMessageBody}) is not that of the body sent.`);
      }
      return output;
    });
  }

  /** Without a configured endpoint the queue URL's own host answers, as the SDK does (useQueueUrlAsEndpoint). */
  private originOf(queueUrl: string): URL | undefined {
    return this.customEndpoint ? undefined : new URL(new URL(queueUrl).origin);
  }
}
