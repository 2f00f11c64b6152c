// The model turns' table access, for the turn functions and for the model steps that count throttles: a module of
// its own, so neither side's bundle carries the other's adapters.
import { DynamoTurnStore } from '../adapters/dynamodb/dynamo-turn-store';
import type { AppConfig } from '../contract/config';
import type { TurnStore } from '../ports/model-turns';
import { dynamoClientFor, type AwsClients } from './aws-clients';

export const turnStoreFor = (config: AppConfig, overrides: { readonly clients?: AwsClients | undefined }): TurnStore =>
  new DynamoTurnStore({ client: overrides.clients?.dynamodb ?? dynamoClientFor(config), tableName: config.tableName });
