// Secrets Manager GetSecretValue over the JSON 1.1 protocol: all a function needs to read one secret at a cold start.
import { ServiceException, type ErrorTypes, type MetadataBearer } from './aws-errors';
import { JsonCommand, JsonServiceClient } from './json-protocol';
import type { AwsClientConfig } from './service-client';

export interface GetSecretValueCommandInput {
  /** The secret's ARN or name. */
  SecretId: string;
  VersionId?: string;
  VersionStage?: string;
}

export interface GetSecretValueCommandOutput extends MetadataBearer {
  ARN?: string;
  Name?: string;
  VersionId?: string;
  SecretString?: string;
  /** Decoded from the protocol's base64. */
  SecretBinary?: Uint8Array;
  VersionStages?: string[];
  CreatedDate?: Date;
}

export class GetSecretValueCommand extends JsonCommand<GetSecretValueCommandInput, GetSecretValueCommandOutput> {
  readonly operation = 'GetSecretValue';
}

export class SecretsManagerServiceException extends ServiceException {}

export class ResourceNotFoundException extends SecretsManagerServiceException {
  static override readonly errorName = 'ResourceNotFoundException';
}

export class DecryptionFailure extends SecretsManagerServiceException {
  static override readonly errorName = 'DecryptionFailure';
}

export class InternalServiceError extends SecretsManagerServiceException {
  static override readonly errorName = 'InternalServiceError';
}

export class InvalidParameterException extends SecretsManagerServiceException {
  static override readonly errorName = 'InvalidParameterException';
}

export class InvalidRequestException extends SecretsManagerServiceException {
  static override readonly errorName = 'InvalidRequestException';
}

const errors: ErrorTypes = {
  base: SecretsManagerServiceException,
  byName: { ResourceNotFoundException, DecryptionFailure, InternalServiceError, InvalidParameterException, InvalidRequestException },
};

export class SecretsManagerClient extends JsonServiceClient {
  constructor(config: AwsClientConfig = {}) {
    super(
      { clientName: 'SecretsManagerClient', signingName: 'secretsmanager', endpointHost: (region) => `secretsmanager.${region}.amazonaws.com` },
      { targetPrefix: 'secretsmanager', version: '1.1', errors },
      config,
    );
  }

  send(command: GetSecretValueCommand): Promise<GetSecretValueCommandOutput> {
    return this.intercept(`${command.operation}Command`, command.input, async () => {
      const output = (await this.call(command.operation, command.input)) as Record<string, unknown> & MetadataBearer;
      // The protocol sends blobs as base64 and timestamps as epoch seconds.
      if (typeof output.SecretBinary === 'string') output.SecretBinary = new Uint8Array(Buffer.from(output.SecretBinary, 'base64'));
      if (typeof output.CreatedDate === 'number') output.CreatedDate = new Date(output.CreatedDate * 1000);
      return output as GetSecretValueCommandOutput;
    });
  }
}
