// Lambda's SQS event source mapping, emulated: long-poll the queue, hand the function a real SQSEvent, delete
// what succeeded (ReportBatchItemFailures), and leave the rest to reappear after the visibility timeout, where
// the queue's own redrive policy moves repeat offenders to the dead-letter queue.
import {
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  type Message,
  type MessageAttributeValue,
  ReceiveMessageCommand,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSMessageAttribute, SQSRecord, SQSRecordAttributes } from 'aws-lambda';
import { createLambdaContext } from './lambda-context';

export type SqsBatchHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse | void>;

export interface SqsPollerOptions {
  readonly client: SQSClient;
  readonly queueUrl: string;
  readonly handler: SqsBatchHandler;
  /** Records per invocation, at most 10 (the mapping's BatchSize). */
  readonly batchSize?: number;
  /**
   * Long-poll wait. Short by default: the local SQS server holds a poll open for the whole wait unless a full
   * batch is there, where AWS answers as soon as messages arrive.
   */
  readonly waitTimeSeconds?: number;
  /** Pause after an empty receive; with `waitTimeSeconds: 0` this polls like AWS answers: soon after a message lands. */
  readonly idleDelayMs?: number;
  /** The function's timeout: a slower invocation fails its whole batch, as on Lambda. */
  readonly timeoutMs?: number;
  readonly functionName?: string;
  /** Receive, handler and delete failures; the poller carries on after each. */
  readonly onError?: (error: unknown) => void;
  /** After each batch: which records were deleted and which were left for redelivery. */
  readonly onBatch?: (outcome: BatchOutcome) => void;
}

export interface BatchOutcome {
  readonly deleted: string[];
  readonly failed: string[];
}

export interface SqsPoller {
  start(): void;
  /** Stops polling and resolves once the batch in flight has been handled. */
  stop(): Promise<void>;
}

const recordAttributeNames = [
  'AWSTraceHeader',
  'SequenceNumber',
  'MessageGroupId',
  'MessageDeduplicationId',
  'DeadLetterQueueSourceArn',
] as const;

const base64 = (bytes: Uint8Array | undefined) => (bytes === undefined ? undefined : Buffer.from(bytes).toString('base64'));

function recordAttributes(attributes: Record<string, string> = {}): SQSRecordAttributes {
  const record: SQSRecordAttributes = {
    ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
    SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
    SenderId: attributes.SenderId ?? '',
    ApproximateFirstReceiveTimestamp: attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
  };
  for (const name of recordAttributeNames) if (attributes[name] !== undefined) record[name] = attributes[name];
  return record;
}

function messageAttribute(value: MessageAttributeValue): SQSMessageAttribute {
  return {
    ...(value.StringValue !== undefined && { stringValue: value.StringValue }),
    ...(value.BinaryValue !== undefined && { binaryValue: base64(value.BinaryValue) }),
    stringListValues: value.StringListValues ?? [],
    binaryListValues: (value.BinaryListValues ?? []).map((bytes) => base64(bytes)!),
    dataType: value.DataType ?? 'String',
  };
}

/** The record Lambda builds for one received message. */
export function toSqsRecord(message: Message, eventSourceARN: string, awsRegion: string): SQSRecord {
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: recordAttributes(message.Attributes as Record<string, string> | undefined),
    messageAttributes: Object.fromEntries(
      Object.entries(message.MessageAttributes ?? {}).map(([name, value]) => [name, messageAttribute(value)]),
    ),
    md5OfBody: message.MD5OfBody ?? '',
    ...(message.MD5OfMessageAttributes !== undefined && { md5OfMessageAttributes: message.MD5OfMessageAttributes }),
    eventSource: 'aws:sqs',
    eventSourceARN,
    awsRegion,
  };
}

/**
 * Which message ids failed, by Lambda's rules: no response or an empty list is full success; an identifier
 * that is empty or not in the batch makes the whole batch a failure.
 */
export function failedMessageIds(response: unknown, batchIds: readonly string[]): Set<string> {
  const all = new Set(batchIds);
  if (response === undefined || response === null) return new Set();
  if (typeof response !== 'object') return all;
  const failures = (response as { batchItemFailures?: unknown }).batchItemFailures;
  if (failures === undefined || failures === null) return new Set();
  if (!Array.isArray(failures)) return all;
  const failed = new Set<string>();
  for (const failure of failures) {
    const id = (failure as { itemIdentifier?: unknown } | null)?.itemIdentifier;
    if (typeof id !== 'string' || !all.has(id)) return all;
    failed.add(id);
  }
  return failed;
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Task timed out after ${(timeoutMs / 1000).toFixed(2)} seconds`)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * One record per message, with its newest receipt handle: the local server can hand a message out twice in one
 * long-poll answer when its visibility timeout ends during the wait, which AWS never does.
 */
export function latestCopies(messages: Message[]): Message[] {
  const byId = new Map<string, Message>();
  for (const message of messages) {
    const id = message.MessageId ?? '';
    byId.delete(id);
    byId.set(id, message);
  }
  return [...byId.values()];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls one queue for one handler, one batch at a time. */
export function createSqsPoller(options: SqsPollerOptions): SqsPoller {
  const { client, queueUrl, handler } = options;
  const batchSize = Math.min(Math.max(options.batchSize ?? 10, 1), 10);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const functionName = options.functionName ?? 'storybook-local-dispatcher';
  const onError = options.onError ?? ((error: unknown) => console.error('SQS poller:', error));
  let running = false;
  let loop: Promise<void> | undefined;
  let receiving: AbortController | undefined;
  let source: { arn: string; region: string } | undefined;

  async function eventSource(): Promise<{ arn: string; region: string }> {
    if (source) return source;
    const { Attributes } = await client.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }));
    if (!Attributes?.QueueArn) throw new Error(`Queue ${queueUrl} has no QueueArn`);
    source = { arn: Attributes.QueueArn, region: await client.config.region() };
    return source;
  }

  async function receive(): Promise<Message[]> {
    receiving = new AbortController();
    try {
      const { Messages = [] } = await client.send(
        new ReceiveMessageCommand({
          QueueUrl: queueUrl,
          MaxNumberOfMessages: batchSize,
          WaitTimeSeconds: options.waitTimeSeconds ?? 1,
          // The local server honours only the older AttributeNames for system attributes.
          AttributeNames: ['All'],
          MessageAttributeNames: ['All'],
        }),
        { abortSignal: receiving.signal },
      );
      return latestCopies(Messages);
    } finally {
      receiving = undefined;
    }
  }

  async function deleteMessages(messages: Message[]): Promise<void> {
    if (messages.length === 0) return;
    const { Failed = [] } = await client.send(
      new DeleteMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: messages.map((message, i) => ({ Id: String(i), ReceiptHandle: message.ReceiptHandle })),
      }),
    );
    if (Failed.length > 0) onError(new Error(`Could not delete ${Failed.length} message(s): ${Failed.map((f) => f.Message).join('; ')}`));
  }

  async function handleBatch(messages: Message[]): Promise<void> {
    const { arn, region } = await eventSource();
    const event: SQSEvent = { Records: messages.map((message) => toSqsRecord(message, arn, region)) };
    const ids = event.Records.map((record) => record.messageId);
    let failed: Set<string>;
    try {
      const context = createLambdaContext({ functionName, timeoutMs });
      failed = failedMessageIds(await withTimeout(handler(event, context), timeoutMs), ids);
    } catch (error) {
      onError(error);
      failed = new Set(ids);
    }
    const succeeded = messages.filter((message) => !failed.has(message.MessageId ?? ''));
    await deleteMessages(succeeded);
    options.onBatch?.({ deleted: succeeded.map((m) => m.MessageId ?? ''), failed: [...failed] });
  }

  async function poll(): Promise<void> {
    while (running) {
      try {
        const messages = await receive();
        if (messages.length > 0) await handleBatch(messages);
        else if (options.idleDelayMs) await sleep(options.idleDelayMs);
      } catch (error) {
        if (!running) break;
        onError(error);
        // A queue that is down or gone should not turn this loop into a busy one.
        await sleep(1000);
      }
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      loop = poll();
    },
    async stop() {
      running = false;
      receiving?.abort();
      await loop;
      loop = undefined;
    },
  };
}
