// Retries, timeouts, errors and interceptors, against a small HTTP server each test scripts.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { ConditionalCheckFailedException as SdkConditionalCheckFailed, TransactionCanceledException as SdkTransactionCanceled } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callDependency, isTransientDependencyError } from '../../lambdas/adapters/dependency-errors';
import { CredentialsProviderError } from '../../lambdas/adapters/aws/credentials';
import {
  ConditionalCheckFailedException,
  DynamoDBServiceException,
  TransactionCanceledException,
} from '../../lambdas/adapters/aws/dynamodb-errors';
import { DynamoDBClient, DynamoDBDocumentClient, GetCommand, TransactWriteCommand, UpdateCommand } from '../../lambdas/adapters/aws/dynamodb-document-client';
import type { InterceptedCall, Interceptor } from '../../lambdas/adapters/aws/interceptors';
import { getSignedUrl } from '../../lambdas/adapters/aws/presign';
import { GetObjectCommand, S3Client } from '../../lambdas/adapters/aws/s3-client';
import { RegionMissingError } from '../../lambdas/adapters/aws/service-client';
import { SendMessageCommand, SQSClient } from '../../lambdas/adapters/aws/sqs-client';
import { ExternalServiceError } from '../../lambdas/core/errors';

interface Answer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Never answer (the client's request timeout must fire). */
  hang?: boolean;
  /** Drop the connection without an answer. */
  reset?: boolean;
}

interface Received {
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

interface ScriptedServer {
  readonly endpoint: string;
  readonly requests: Received[];
  connections: number;
  close(): Promise<void>;
}

const servers: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** Answers the n-th request (from 0) with `script(n)`, DynamoDB-style JSON unless told otherwise. */
async function scriptedServer(script: (n: number, request: Received) => Answer): Promise<ScriptedServer> {
  const requests: Received[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const received = { headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      const answer = script(requests.length, received);
      requests.push(received);
      if (answer.hang) return;
      if (answer.reset) return void request.socket.destroy();
      const body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? {});
      response.writeHead(answer.status ?? 200, {
        'content-type': 'application/x-amz-json-1.0',
        'x-amzn-requestid': `req-${requests.length}`,
        ...answer.headers,
      });
      response.end(body);
    });
  });
  const state: ScriptedServer = {
    endpoint: '',
    requests,
    connections: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  server.on('connection', (socket: Socket) => {
    state.connections += 1;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  Object.assign(state, { endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  servers.push(state);
  return state;
}

const dynamoError = (name: string, message: string, extra: Record<string, unknown> = {}) => ({
  __type: `com.amazonaws.dynamodb.v20120810#${name}`,
  message,
  ...extra,
});

const documents = (endpoint: string, extra: ConstructorParameters<typeof DynamoDBClient>[0] = {}) =>
  DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', endpoint, ...extra }), { marshallOptions: { removeUndefinedValues: true } });

const getKey = new GetCommand({ TableName: 't', Key: { pk: 'KEY#1', sk: 'KEY' }, ConsistentRead: true });

describe('a call that keeps timing out is tried 3 times, then fails with TimeoutError', () => {
  it('whole-request timeout: TimeoutError with $fault server and $metadata.attempts 3', async () => {
    const server = await scriptedServer(() => ({ hang: true }));
    const started = Date.now();
    const error = await documents(server.endpoint, { requestTimeoutMs: 150 }).send(getKey).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'TimeoutError', $fault: 'server', $metadata: { attempts: 3 } });
    expect((error as Error).message).toMatch(/150 ms/);
    expect(server.requests).toHaveLength(3);
    // Three timeouts and at most 100 + 200 ms of backoff.
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('connect timeout: a TLS handshake that never completes is a TimeoutError too', async () => {
    let connections = 0;
    let closed = 0;
    // Reads and drops the ClientHello and never answers it.
    const silent: TcpServer = createTcpServer((socket) => {
      connections += 1;
      socket.on('error', () => undefined);
      socket.on('close', () => (closed += 1));
      socket.resume();
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    servers.push({ close: () => new Promise<void>((resolve) => silent.close(() => resolve())) });
    const endpoint = `https://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const error = await documents(endpoint, { connectTimeoutMs: 100, requestTimeoutMs: 10_000 }).send(getKey).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'TimeoutError', $fault: 'server', $metadata: { attempts: 3 } });
    expect((error as Error).message).toMatch(/^Connecting to 127\.0\.0\.1:\d+ took longer than 100 ms/);
    expect(connections).toBe(3);
    // The abandoned connections are closed, not left to linger.
    await vi.waitFor(() => expect(closed).toBe(3));
  });
});

describe('no attempt and no backoff runs past the caller’s deadline', () => {
  it('a hung dependency with 400 ms left: TimeoutError by then, however long the per-attempt timeout', async () => {
    const server = await scriptedServer(() => ({ hang: true }));
    const started = Date.now();
    const deadline = started + 400;
    const error = await documents(server.endpoint, { requestTimeoutMs: 5000, deadline: () => deadline }).send(getKey).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'TimeoutError', $fault: 'server' });
    expect(Date.now() - started).toBeLessThan(700);
  });

  it('a deadline already passed: nothing is sent', async () => {
    const server = await scriptedServer(() => ({ status: 200, body: '{}' }));
    const error = await documents(server.endpoint, { deadline: () => Date.now() - 1 }).send(getKey).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'TimeoutError' });
    expect((error as Error).message).toMatch(/deadline has passed/);
    expect(server.requests).toHaveLength(0);
  });
});

describe('transient failures are retried and the call succeeds (standard retry mode)', () => {
  it('503 then 200: succeeds on the 2nd attempt, the output unmarshalled', async () => {
    const server = await scriptedServer((n) =>
      n === 0
        ? { status: 503, body: { __type: 'com.amazonaws.dynamodb.v20120810#ServiceUnavailable', message: 'try again' } }
        : { body: { Item: { pk: { S: 'KEY#1' }, sk: { S: 'KEY' }, steps: { SS: ['a', 'b'] }, count: { N: '3' } } } },
    );
    const output = await documents(server.endpoint).send(getKey);
    expect(output.Item).toEqual({ pk: 'KEY#1', sk: 'KEY', steps: new Set(['a', 'b']), count: 3 });
    expect(output.$metadata).toMatchObject({ httpStatusCode: 200, requestId: 'req-2', attempts: 2 });
    expect(server.requests).toHaveLength(2);
  });

  it('a throttling error (400 ProvisionedThroughputExceededException) is retried', async () => {
    const server = await scriptedServer((n) =>
      n === 0 ? { status: 400, body: dynamoError('ProvisionedThroughputExceededException', 'slow down') } : { body: {} },
    );
    const output = await documents(server.endpoint).send(getKey);
    expect(output.Item).toBeUndefined();
    expect(output.$metadata.attempts).toBe(2);
  });

  it('a dropped connection (ECONNRESET) is retried, and after 3 the error keeps its code', async () => {
    const server = await scriptedServer(() => ({ reset: true }));
    const error = await documents(server.endpoint).send(getKey).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ECONNRESET', $metadata: { attempts: 3 } });
    expect(server.requests).toHaveLength(3);
  });

  it('a 500 three times gives up with the service error, marked server-side', async () => {
    const server = await scriptedServer(() => ({ status: 500, body: dynamoError('InternalServerError', 'boom') }));
    const error = await documents(server.endpoint).send(getKey).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DynamoDBServiceException);
    expect(error).toMatchObject({ name: 'InternalServerError', message: 'boom', $fault: 'server', $metadata: { httpStatusCode: 500, attempts: 3 } });
  });

  it('maxAttempts 1 turns retries off', async () => {
    const server = await scriptedServer(() => ({ status: 503, body: {} }));
    await documents(server.endpoint, { maxAttempts: 1 }).send(getKey).catch(() => undefined);
    expect(server.requests).toHaveLength(1);
  });
});

describe('client errors are never retried', () => {
  it('400 ValidationException: one attempt, the SDK error shape', async () => {
    const server = await scriptedServer(() => ({
      status: 400,
      body: { __type: 'com.amazon.coral.validate#ValidationException', message: 'One or more parameter values were invalid' },
    }));
    const error = await documents(server.endpoint).send(getKey).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DynamoDBServiceException);
    expect(error).toMatchObject({
      name: 'ValidationException',
      message: 'One or more parameter values were invalid',
      $fault: 'client',
      $metadata: { httpStatusCode: 400, requestId: 'req-1', attempts: 1 },
    });
    expect(server.requests).toHaveLength(1);
  });

  it('ConditionalCheckFailedException: one attempt; instanceof this layer’s class and the SDK’s', async () => {
    const server = await scriptedServer(() => ({
      status: 400,
      body: dynamoError('ConditionalCheckFailedException', 'The conditional request failed', { Item: { pk: { S: 'p' }, blob: { B: 'AAEC' } } }),
    }));
    const error = await documents(server.endpoint)
      .send(new UpdateCommand({ TableName: 't', Key: { pk: 'p', sk: 's' }, UpdateExpression: 'SET a = :a', ExpressionAttributeValues: { ':a': 1 } }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConditionalCheckFailedException);
    expect(error).toBeInstanceOf(SdkConditionalCheckFailed);
    expect(error).not.toBeInstanceOf(TransactionCanceledException);
    // Raw attribute values, binary ones as bytes, as the SDK gives them.
    expect((error as ConditionalCheckFailedException).Item).toEqual({ pk: { S: 'p' }, blob: { B: new Uint8Array([0, 1, 2]) } });
    expect(server.requests).toHaveLength(1);
  });

  it('TransactionCanceledException: one attempt, CancellationReasons as sent', async () => {
    const reasons = [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed', Item: { status: { S: 'completed' } } }];
    const server = await scriptedServer(() => ({
      status: 400,
      body: { __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException', Message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [None, ConditionalCheckFailed]', CancellationReasons: reasons },
    }));
    const error = await documents(server.endpoint)
      .send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 't', Item: { pk: 'a', sk: 'b' } } }] }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransactionCanceledException);
    const cancelled = error as TransactionCanceledException;
    expect(cancelled.message).toMatch(/^Transaction cancelled/);
    expect(cancelled.CancellationReasons).toEqual(reasons);
    expect(server.requests).toHaveLength(1);
  });
});

describe('an error of the same name is an instance, whichever client made it (as with the SDK’s classes)', () => {
  it('a TransactionCanceledException built by @aws-sdk/client-dynamodb (as the fault tests inject it)', () => {
    const injected = new SdkTransactionCanceled({ message: 'cancelled', $metadata: { httpStatusCode: 400 }, CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }] });
    expect(injected).toBeInstanceOf(TransactionCanceledException);
    expect(injected).not.toBeInstanceOf(ConditionalCheckFailedException);
  });

  it('a plain Error carrying the name, $fault and $metadata (the integration fixture’s sdkError)', () => {
    const plain = Object.assign(new Error('injected'), { name: 'ConditionalCheckFailedException', $metadata: { httpStatusCode: 400 }, $fault: 'client' });
    expect(plain).toBeInstanceOf(ConditionalCheckFailedException);
    expect(new Error('no service fields')).not.toBeInstanceOf(ConditionalCheckFailedException);
  });
});

describe('errors are classified by dependency-errors.ts as the SDK’s were', () => {
  const failWith = async (answer: Answer, config: ConstructorParameters<typeof DynamoDBClient>[0] = {}) => {
    const server = await scriptedServer(() => answer);
    return documents(server.endpoint, { maxAttempts: 1, requestTimeoutMs: 100, ...config }).send(getKey).catch((e: unknown) => e);
  };

  it.each([
    ['a timeout', { hang: true }],
    ['a dropped connection', { reset: true }],
    ['503 ServiceUnavailable', { status: 503, body: { __type: 'ServiceUnavailable' } }],
    ['500 without a JSON body', { status: 500, body: '<html>bad gateway</html>' }],
    ['400 ProvisionedThroughputExceededException', { status: 400, body: dynamoError('ProvisionedThroughputExceededException', 'x') }],
    ['400 ThrottlingException', { status: 400, body: dynamoError('ThrottlingException', 'x') }],
    ['400 RequestThrottled (SQS)', { status: 400, body: { __type: 'com.amazonaws.sqs#RequestThrottled' } }],
  ] as const)('%s is transient (502 for the client, retried by the workflow)', async (_, answer) => {
    const error = await failWith(answer);
    expect(isTransientDependencyError(error)).toBe(true);
    await expect(callDependency('database', () => Promise.reject(error))).rejects.toBeInstanceOf(ExternalServiceError);
  });

  it.each([
    ['ConditionalCheckFailedException', dynamoError('ConditionalCheckFailedException', 'x')],
    ['TransactionCanceledException', dynamoError('TransactionCanceledException', 'x', { CancellationReasons: [{ Code: 'ConditionalCheckFailed' }] })],
    ['ValidationException', { __type: 'com.amazon.coral.validate#ValidationException', message: 'x' }],
    ['ResourceNotFoundException', dynamoError('ResourceNotFoundException', 'x')],
  ])('400 %s is not transient (the caller decides)', async (_, body) => {
    const error = await failWith({ status: 400, body });
    expect(isTransientDependencyError(error)).toBe(false);
  });
});

describe('requests are signed and framed as the JSON protocol wants', () => {
  it('POST / with the target, content type, signature headers and base64 binary values; sockets are kept alive', async () => {
    const server = await scriptedServer(() => ({ body: {} }));
    const client = documents(server.endpoint);
    await client.send(new TransactWriteCommand({
      TransactItems: [{ Update: { TableName: 't', Key: { pk: 'p', sk: 's' }, UpdateExpression: 'ADD doneSteps :step SET b = :b', ExpressionAttributeValues: { ':step': new Set(['plan']), ':b': Buffer.from([0, 1, 2]), ':gone': undefined } } }],
    }));
    await client.send(getKey);
    const [first] = server.requests;
    expect(first!.headers).toMatchObject({
      'content-type': 'application/x-amz-json-1.0',
      'x-amz-target': 'DynamoDB_20120810.TransactWriteItems',
      host: new URL(server.endpoint).host,
    });
    expect(first!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\/\d{8}\/us-east-1\/dynamodb\/aws4_request, SignedHeaders=content-length;content-type;host;x-amz-content-sha256;x-amz-date;x-amz-target, Signature=[0-9a-f]{64}$/);
    expect(JSON.parse(first!.body)).toEqual({
      TransactItems: [{ Update: { TableName: 't', Key: { pk: { S: 'p' }, sk: { S: 's' } }, UpdateExpression: 'ADD doneSteps :step SET b = :b', ExpressionAttributeValues: { ':step': { SS: ['plan'] }, ':b': { B: 'AAEC' } } } }],
    });
    expect(server.connections).toBe(1);
    client.destroy();
  });
});

describe('interceptors see each call once, by its low-level SDK name, with the document input', () => {
  const recorder = () => {
    const seen: string[] = [];
    const interceptor: Interceptor = {
      before: (call) => void seen.push(`before ${call.client}:${call.command}`),
      after: (call) => void seen.push(`after ${call.client}:${call.command}`),
      failed: (call, error) => void seen.push(`failed ${call.client}:${call.command} ${(error as Error).name}`),
    };
    return { seen, interceptor };
  };

  it('before/after run once per send, not per attempt (503 then 200)', async () => {
    const server = await scriptedServer((n) => (n === 0 ? { status: 503, body: {} } : { body: {} }));
    const { seen, interceptor } = recorder();
    await documents(server.endpoint, { interceptors: [interceptor] }).send(getKey);
    expect(seen).toEqual(['before DynamoDBClient:GetItemCommand', 'after DynamoDBClient:GetItemCommand']);
    expect(server.requests).toHaveLength(2);
  });

  it('the input is the document-level one (Sets as Sets), the command the SDK’s low-level name', async () => {
    const server = await scriptedServer(() => ({ body: {} }));
    const calls: InterceptedCall[] = [];
    const client = documents(server.endpoint);
    client.use({ before: (call) => void calls.push(call) });
    const input = { TransactItems: [{ Update: { TableName: 't', Key: { pk: 'p', sk: 's' }, UpdateExpression: 'ADD doneSteps :step', ExpressionAttributeValues: { ':step': new Set(['text#002']) } } }] };
    await client.send(new TransactWriteCommand(input));
    expect(calls).toEqual([{ client: 'DynamoDBClient', command: 'TransactWriteItemsCommand', input, signedLocally: false }]);
    expect((calls[0]!.input as typeof input).TransactItems[0]!.Update.ExpressionAttributeValues[':step']).toBeInstanceOf(Set);
  });

  it('a before hook that throws fails the call and nothing is sent', async () => {
    const server = await scriptedServer(() => ({ body: {} }));
    const injected = Object.assign(new Error('injected'), { name: 'ProvisionedThroughputExceededException', $metadata: { httpStatusCode: 400 }, $fault: 'client' });
    const { seen, interceptor } = recorder();
    const client = documents(server.endpoint, { interceptors: [interceptor] });
    client.use({ before: () => { throw injected; } });
    await expect(client.send(getKey)).rejects.toBe(injected);
    expect(server.requests).toHaveLength(0);
    // An outer interceptor still learns of the failure, as a `finally` in SDK middleware did.
    expect(seen).toEqual(['before DynamoDBClient:GetItemCommand', 'failed DynamoDBClient:GetItemCommand ProvisionedThroughputExceededException']);
  });

  it('an after hook that throws: the call happened, the caller still sees the error', async () => {
    const server = await scriptedServer(() => ({ body: {} }));
    const lost = new Error('the answer was lost');
    const client = documents(server.endpoint, { interceptors: [{ after: () => { throw lost; } }] });
    await expect(client.send(getKey)).rejects.toBe(lost);
    expect(server.requests).toHaveLength(1);
  });

  it('a before hook may change the input before it is marshalled; use() returns a remover', async () => {
    const server = await scriptedServer(() => ({ body: {} }));
    const client = documents(server.endpoint);
    const remove = client.use({ before: (call) => void (call.input.ReturnConsumedCapacity = 'TOTAL') });
    await client.send(new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' } }));
    remove();
    await client.send(new GetCommand({ TableName: 't', Key: { pk: 'a', sk: 'b' } }));
    expect(server.requests.map((request) => JSON.parse(request.body).ReturnConsumedCapacity)).toEqual(['TOTAL', undefined]);
  });

  it('SQS, S3 and presigning are named the same way; a presigned URL is marked as signed locally', async () => {
    const server = await scriptedServer(() => ({ body: { MessageId: 'm-1', MD5OfMessageBody: '5d41402abc4b2a76b9719d911017c592' } }));
    const calls: InterceptedCall[] = [];
    const sqs = new SQSClient({ region: 'us-east-1', endpoint: server.endpoint, interceptors: [{ before: (call) => void calls.push(call) }] });
    await sqs.send(new SendMessageCommand({ QueueUrl: `${server.endpoint}/000000000000/jobs`, MessageBody: 'hello' }));
    const s3 = new S3Client({ region: 'us-east-1', interceptors: [{ before: (call) => void calls.push(call) }] });
    await getSignedUrl(s3, new GetObjectCommand({ Bucket: 'b', Key: 'k.png' }));
    expect(calls.map(({ client, command, signedLocally }) => [client, command, signedLocally])).toEqual([
      ['SQSClient', 'SendMessageCommand', false],
      ['S3Client', 'GetObjectCommand', true],
    ]);
    expect(server.requests[0]!.headers['x-amz-target']).toBe('AmazonSQS.SendMessage');
  });
});

describe('configuration errors are named', () => {
  it('no credentials in the environment: CredentialsProviderError at the first call', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    try {
      const server = await scriptedServer(() => ({ body: {} }));
      const error = await documents(server.endpoint).send(getKey).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(CredentialsProviderError);
      expect((error as Error).name).toBe('CredentialsProviderError');
      expect(server.requests).toHaveLength(0);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('no region: RegionMissingError', () => {
    vi.stubEnv('AWS_REGION', '');
    try {
      expect(() => new DynamoDBClient({})).toThrow(RegionMissingError);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('the session token is sent when the environment has one', async () => {
    vi.stubEnv('AWS_SESSION_TOKEN', 'session-token-value');
    try {
      const server = await scriptedServer(() => ({ body: {} }));
      await documents(server.endpoint).send(getKey);
      expect(server.requests[0]!.headers['x-amz-security-token']).toBe('session-token-value');
      expect(server.requests[0]!.headers.authorization).toContain('x-amz-security-token');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
