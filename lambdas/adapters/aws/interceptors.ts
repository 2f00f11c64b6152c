// Hooks around every call a client makes, for the tests' call log and fault injection and the bench's meters: the
// same places the SDK's `initialize` middleware saw, so calls are named and counted as they were with the SDK.

export type ClientName = 'DynamoDBClient' | 'SQSClient' | 'S3Client' | 'SFNClient' | 'BedrockRuntimeClient' | 'SecretsManagerClient' | 'SESv2Client';

export interface InterceptedCall {
  readonly client: ClientName;
  /** The SDK's low-level command name: `GetItemCommand`, `TransactWriteItemsCommand`, `SendMessageCommand`, … */
  readonly command: string;
  /** The command's input as the caller gave it (DynamoDB: plain values, Sets as Sets). A `before` hook may change it. */
  readonly input: Record<string, unknown>;
  /** True for a presigned URL: signed here, nothing goes over the network. */
  readonly signedLocally: boolean;
}

/**
 * Runs once per `send`, outside the retries. Interceptors nest in the order they were added (the first is the
 * outermost). A hook that throws fails the call with its error: from `before`, nothing is sent; from `after`, the
 * call went through and the caller still sees the error.
 */
export interface Interceptor {
  before?(call: InterceptedCall): void | Promise<void>;
  after?(call: InterceptedCall, output: unknown): void | Promise<void>;
  /** The call failed, a later interceptor's hook included; the error still reaches the caller. */
  failed?(call: InterceptedCall, error: unknown): void | Promise<void>;
}

export async function runIntercepted<O>(interceptors: readonly Interceptor[], call: InterceptedCall, work: () => Promise<O>): Promise<O> {
  const [outer, ...inner] = interceptors;
  if (!outer) return work();
  await outer.before?.(call);
  let output: O;
  try {
    output = await runIntercepted(inner, call, work);
  } catch (error) {
    await outer.failed?.(call, error);
    throw error;
  }
  await outer.after?.(call, output);
  return output;
}
