// DynamoDB with plain JavaScript values, in the shapes of @aws-sdk/lib-dynamodb: the same command names, inputs
// and outputs, marshalled with @aws-sdk/util-dynamodb exactly where lib-dynamodb marshals them.
import { marshall, unmarshall, type marshallOptions, type NativeAttributeValue, type unmarshallOptions } from '@aws-sdk/util-dynamodb';
import type { MetadataBearer } from './aws-errors';
import { dynamoErrorTypes, type AttributeValue } from './dynamodb-errors';
import type { Interceptor } from './interceptors';
import { JsonCommand, JsonServiceClient, type JsonProtocol } from './json-protocol';
import type { AwsClientConfig } from './service-client';

export type DocumentItem = Record<string, NativeAttributeValue>;
type Names = Record<string, string>;
type ReturnValue = 'NONE' | 'ALL_OLD' | 'UPDATED_OLD' | 'ALL_NEW' | 'UPDATED_NEW';
type ReturnOnConditionFailure = 'ALL_OLD' | 'NONE';
type ReturnConsumedCapacity = 'INDEXES' | 'TOTAL' | 'NONE';
type ReturnItemCollectionMetrics = 'SIZE' | 'NONE';

export interface ConsumedCapacity {
  TableName?: string;
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
  [detail: string]: unknown;
}

export interface ItemCollectionMetrics {
  ItemCollectionKey?: DocumentItem;
  SizeEstimateRangeGB?: number[];
}

interface Conditional {
  ConditionExpression?: string;
  ExpressionAttributeNames?: Names;
  ExpressionAttributeValues?: DocumentItem;
}

export interface GetCommandInput {
  TableName: string;
  Key: DocumentItem;
  ConsistentRead?: boolean;
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Names;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
}
export interface GetCommandOutput extends MetadataBearer {
  Item?: DocumentItem;
  ConsumedCapacity?: ConsumedCapacity;
}

export interface PutCommandInput extends Conditional {
  TableName: string;
  Item: DocumentItem;
  ReturnValues?: ReturnValue;
  ReturnValuesOnConditionCheckFailure?: ReturnOnConditionFailure;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
  ReturnItemCollectionMetrics?: ReturnItemCollectionMetrics;
}
export interface DeleteCommandInput extends Conditional {
  TableName: string;
  Key: DocumentItem;
  ReturnValues?: ReturnValue;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
}
export interface DeleteCommandOutput extends MetadataBearer {
  Attributes?: DocumentItem;
  ConsumedCapacity?: ConsumedCapacity;
}
export interface PutCommandOutput extends MetadataBearer {
  Attributes?: DocumentItem;
  ConsumedCapacity?: ConsumedCapacity;
  ItemCollectionMetrics?: ItemCollectionMetrics;
}

export interface UpdateCommandInput extends Conditional {
  TableName: string;
  Key: DocumentItem;
  UpdateExpression?: string;
  ReturnValues?: ReturnValue;
  ReturnValuesOnConditionCheckFailure?: ReturnOnConditionFailure;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
  ReturnItemCollectionMetrics?: ReturnItemCollectionMetrics;
}
export type UpdateCommandOutput = PutCommandOutput;

export interface QueryCommandInput {
  TableName: string;
  IndexName?: string;
  KeyConditionExpression?: string;
  FilterExpression?: string;
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Names;
  ExpressionAttributeValues?: DocumentItem;
  ExclusiveStartKey?: DocumentItem;
  Limit?: number;
  ConsistentRead?: boolean;
  ScanIndexForward?: boolean;
  Select?: 'ALL_ATTRIBUTES' | 'ALL_PROJECTED_ATTRIBUTES' | 'SPECIFIC_ATTRIBUTES' | 'COUNT';
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
}
export interface QueryCommandOutput extends MetadataBearer {
  Items?: DocumentItem[];
  Count?: number;
  ScannedCount?: number;
  LastEvaluatedKey?: DocumentItem;
  ConsumedCapacity?: ConsumedCapacity;
}

export interface KeysAndAttributes {
  Keys: DocumentItem[];
  ConsistentRead?: boolean;
  ProjectionExpression?: string;
  ExpressionAttributeNames?: Names;
}
export interface BatchGetCommandInput {
  RequestItems: Record<string, KeysAndAttributes>;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
}
export interface BatchGetCommandOutput extends MetadataBearer {
  Responses?: Record<string, DocumentItem[]>;
  UnprocessedKeys?: Record<string, KeysAndAttributes>;
  ConsumedCapacity?: ConsumedCapacity[];
}

interface TransactEntry extends Conditional {
  TableName: string;
  ReturnValuesOnConditionCheckFailure?: ReturnOnConditionFailure;
}
export interface TransactWriteItem {
  ConditionCheck?: TransactEntry & { Key: DocumentItem; ConditionExpression: string };
  Put?: TransactEntry & { Item: DocumentItem };
  Delete?: TransactEntry & { Key: DocumentItem };
  Update?: TransactEntry & { Key: DocumentItem; UpdateExpression: string };
}
export interface TransactWriteCommandInput {
  TransactItems: TransactWriteItem[];
  /** Makes a retried call idempotent on the service side for 10 minutes. */
  ClientRequestToken?: string;
  ReturnConsumedCapacity?: ReturnConsumedCapacity;
  ReturnItemCollectionMetrics?: ReturnItemCollectionMetrics;
}
export interface TransactWriteCommandOutput extends MetadataBearer {
  ConsumedCapacity?: ConsumedCapacity[];
  ItemCollectionMetrics?: Record<string, ItemCollectionMetrics[]>;
}

// Where attribute values sit in a command's input or output, as lib-dynamodb's key nodes say it: `values` is a
// map whose every value is one attribute; `*` stands for every entry of an array or map.
type Paths = 'values' | { readonly [member: string]: Paths };
const VALUES = 'values';

export abstract class DocumentCommand<I extends object, O> extends JsonCommand<I, O> {
  abstract readonly inputPaths: Paths;
  abstract readonly outputPaths: Paths;
}

export class GetCommand extends DocumentCommand<GetCommandInput, GetCommandOutput> {
  readonly operation = 'GetItem';
  readonly inputPaths: Paths = { Key: VALUES };
  readonly outputPaths: Paths = { Item: VALUES };
}

export class PutCommand extends DocumentCommand<PutCommandInput, PutCommandOutput> {
  readonly operation = 'PutItem';
  readonly inputPaths: Paths = { Item: VALUES, ExpressionAttributeValues: VALUES };
  readonly outputPaths: Paths = { Attributes: VALUES, ItemCollectionMetrics: { ItemCollectionKey: VALUES } };
}

export class DeleteCommand extends DocumentCommand<DeleteCommandInput, DeleteCommandOutput> {
  readonly operation = 'DeleteItem';
  readonly inputPaths: Paths = { Key: VALUES, ExpressionAttributeValues: VALUES };
  readonly outputPaths: Paths = { Attributes: VALUES };
}

export class UpdateCommand extends DocumentCommand<UpdateCommandInput, UpdateCommandOutput> {
  readonly operation = 'UpdateItem';
  readonly inputPaths: Paths = { Key: VALUES, ExpressionAttributeValues: VALUES };
  readonly outputPaths: Paths = { Attributes: VALUES, ItemCollectionMetrics: { ItemCollectionKey: VALUES } };
}

export class QueryCommand extends DocumentCommand<QueryCommandInput, QueryCommandOutput> {
  readonly operation = 'Query';
  readonly inputPaths: Paths = { ExclusiveStartKey: VALUES, ExpressionAttributeValues: VALUES };
  readonly outputPaths: Paths = { Items: { '*': VALUES }, LastEvaluatedKey: VALUES };
}

export class BatchGetCommand extends DocumentCommand<BatchGetCommandInput, BatchGetCommandOutput> {
  readonly operation = 'BatchGetItem';
  readonly inputPaths: Paths = { RequestItems: { '*': { Keys: { '*': VALUES } } } };
  readonly outputPaths: Paths = { Responses: { '*': { '*': VALUES } }, UnprocessedKeys: { '*': { Keys: { '*': VALUES } } } };
}

const keyAndValues: Paths = { Key: VALUES, ExpressionAttributeValues: VALUES };
export class TransactWriteCommand extends DocumentCommand<TransactWriteCommandInput, TransactWriteCommandOutput> {
  readonly operation = 'TransactWriteItems';
  readonly inputPaths: Paths = {
    TransactItems: { '*': { ConditionCheck: keyAndValues, Put: { Item: VALUES, ExpressionAttributeValues: VALUES }, Delete: keyAndValues, Update: keyAndValues } },
  };
  readonly outputPaths: Paths = { ItemCollectionMetrics: { '*': { '*': { ItemCollectionKey: VALUES } } } };
}

type Convert = (value: unknown) => unknown;

// Undefined members are left out and functions skipped, as lib-dynamodb does.
function eachEntry(record: object, convert: Convert): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(record)) {
    if (value === undefined || typeof value === 'function') continue;
    const converted = convert(value);
    if (converted !== undefined) out[name] = converted;
  }
  return out;
}

function walk(value: unknown, paths: Paths, convert: Convert): unknown {
  if (typeof value !== 'object' || value === null) return value;
  if (paths === VALUES) return eachEntry(value, convert);
  const every = paths['*'];
  if (every) return Array.isArray(value) ? value.map((entry) => walk(entry, every, convert)) : eachEntry(value, (entry) => walk(entry, every, convert));
  const out: Record<string, unknown> = { ...value };
  for (const [member, inner] of Object.entries(paths)) {
    if (out[member] === undefined) delete out[member];
    else out[member] = walk(out[member], inner, convert);
  }
  return out;
}

const bytes = (base64: unknown) => new Uint8Array(Buffer.from(String(base64), 'base64'));

/** Binary values arrive as base64 text; the SDK (and util-dynamodb) hand them over as bytes. */
function fromWire(value: unknown): AttributeValue {
  const wire = value as Record<string, unknown>;
  if (typeof wire !== 'object' || wire === null) return wire;
  if (typeof wire.B === 'string') return { B: bytes(wire.B) };
  if (Array.isArray(wire.BS)) return { BS: wire.BS.map(bytes) };
  if (typeof wire.M === 'object' && wire.M !== null) return { M: recordFromWire(wire.M) };
  if (Array.isArray(wire.L)) return { L: wire.L.map(fromWire) };
  return wire as AttributeValue;
}

const recordFromWire = (record: unknown): Record<string, AttributeValue> =>
  eachEntry(record as object, fromWire) as Record<string, AttributeValue>;

const errorFields = (fields: Record<string, unknown>): Record<string, unknown> => {
  const out = { ...fields };
  if (typeof out.Item === 'object' && out.Item !== null) out.Item = recordFromWire(out.Item);
  if (Array.isArray(out.CancellationReasons)) {
    out.CancellationReasons = out.CancellationReasons.map((reason: Record<string, unknown> | null) =>
      reason && typeof reason.Item === 'object' && reason.Item !== null ? { ...reason, Item: recordFromWire(reason.Item) } : reason,
    );
  }
  return out;
};

const protocol: JsonProtocol = { targetPrefix: 'DynamoDB_20120810', errors: dynamoErrorTypes, errorFields };

/** The low-level client: endpoint, credentials, retries and interceptors. Send commands through the document client. */
export class DynamoDBClient extends JsonServiceClient {
  constructor(config: AwsClientConfig = {}) {
    super({ clientName: 'DynamoDBClient', signingName: 'dynamodb', endpointHost: (region) => `dynamodb.${region}.amazonaws.com` }, protocol, config);
  }
}

export interface TranslateConfig {
  readonly marshallOptions?: marshallOptions | undefined;
  readonly unmarshallOptions?: unmarshallOptions | undefined;
}

export class DynamoDBDocumentClient {
  /** As lib-dynamodb: `DynamoDBDocumentClient.from(new DynamoDBClient({ region }), { marshallOptions })`. */
  static from(client: DynamoDBClient, translateConfig?: TranslateConfig): DynamoDBDocumentClient {
    return new DynamoDBDocumentClient(client, translateConfig);
  }

  constructor(
    readonly client: DynamoDBClient,
    readonly translateConfig: TranslateConfig = {},
  ) {}

  send<I extends object, O>(command: DocumentCommand<I, O>): Promise<O> {
    const { marshallOptions, unmarshallOptions } = this.translateConfig;
    const toAttribute = (value: unknown) => marshall(value as NativeAttributeValue, { ...marshallOptions, convertTopLevelContainer: true });
    const toNative = (value: unknown) => unmarshall(fromWire(value) as never, { ...unmarshallOptions, convertWithoutMapWrapper: true });
    // Marshalled inside the interceptors, so they see (and may change) the document-level input.
    return this.client.intercept(`${command.operation}Command`, command.input, async () => {
      const output = await this.client.call(command.operation, walk(command.input, command.inputPaths, toAttribute) as object);
      return walk(output, command.outputPaths, toNative) as O;
    });
  }

  /** Adds an interceptor to the underlying client; the returned function removes it. */
  use(interceptor: Interceptor): () => void {
    return this.client.use(interceptor);
  }

  destroy(): void {
    this.client.destroy();
  }
}
