import { randomBytes } from 'node:crypto';
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSEvent, SQSRecord } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { localClientConfigs } from '../../local/local-aws';
import {
  type BatchOutcome,
  createSqsPoller,
  failedMessageIds,
  latestCopies,
  type SqsBatchHandler,
  type SqsPoller,
} from '../../local/sqs-poller';
import { localEndpoints } from '../support/test-resources';
import { gate, sleep } from './fake-workflow-handlers';

let sqs: SQSClient;
let poller: SqsPoller | undefined;

beforeAll(() => {
  sqs = new SQSClient(localClientConfigs(localEndpoints()).sqs);
});

afterEach(async () => {
  await poller?.stop();
  poller = undefined;
});

afterAll(() => sqs.destroy());

/** A queue of this test's own; redelivery tests want a short visibility timeout (longer than the 1 s poll). */
async function createQueue(visibilityTimeoutSeconds = 30): Promise<{ queueUrl: string; queueArn: string }> {
  const { QueueUrl } = await sqs.send(
    new CreateQueueCommand({
      QueueName: `sqs-poller-${randomBytes(4).toString('hex')}`,
      Attributes: { VisibilityTimeout: String(visibilityTimeoutSeconds) },
    }),
  );
  const { Attributes } = await sqs.send(new GetQueueAttributesCommand({ QueueUrl: QueueUrl!, AttributeNames: ['QueueArn'] }));
  return { queueUrl: QueueUrl!, queueArn: Attributes!.QueueArn! };
}

function startPoller(queueUrl: string, handler: SqsBatchHandler, onBatch?: (outcome: BatchOutcome) => void): SqsPoller {
  poller = createSqsPoller({ client: sqs, queueUrl, handler, onBatch, onError: () => undefined });
  poller.start();
  return poller;
}

/** Resolves once `predicate` holds, checking every 50 ms. */
async function eventually(predicate: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(50);
  }
}

async function visibleCount(queueUrl: string): Promise<number> {
  const { Attributes } = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'] }),
  );
  return Number(Attributes?.ApproximateNumberOfMessages) + Number(Attributes?.ApproximateNumberOfMessagesNotVisible);
}

describe('SQS poller: delivers a real SQSEvent and deletes what succeeded', () => {
  it('hands the handler a record shaped as Lambda builds it', async () => {
    const { queueUrl, queueArn } = await createQueue();
    const body = JSON.stringify({ bookId: 'book-1', taskId: 'task-1' });
    const sent = await sqs.send(
      new SendMessageCommand({
        QueueUrl: queueUrl,
        MessageBody: body,
        MessageAttributes: { source: { DataType: 'String', StringValue: 'api' } },
      }),
    );
    const events: SQSEvent[] = [];
    const outcomes: BatchOutcome[] = [];
    startPoller(queueUrl, async (event) => void events.push(event), (outcome) => outcomes.push(outcome));
    await eventually(() => outcomes.length > 0);

    const [record] = events[0]!.Records;
    expect(record).toMatchObject<Partial<SQSRecord>>({
      messageId: sent.MessageId!,
      body,
      eventSource: 'aws:sqs',
      eventSourceARN: queueArn,
      awsRegion: 'us-east-1',
      messageAttributes: { source: { stringValue: 'api', stringListValues: [], binaryListValues: [], dataType: 'String' } },
    });
    expect(record?.receiptHandle).toBeTruthy();
    expect(record?.md5OfBody).toMatch(/^[0-9a-f]{32}$/);
    expect(record?.attributes.ApproximateReceiveCount).toBe('1');
    expect(Number(record?.attributes.SentTimestamp)).toBeGreaterThan(0);
    expect(outcomes[0]).toEqual({ deleted: [sent.MessageId], failed: [] });
    expect(await visibleCount(queueUrl)).toBe(0);
  });

  it('passes at most 10 records per invocation', async () => {
    const { queueUrl } = await createQueue();
    for (let i = 0; i < 12; i++) await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: `m${i}` }));
    const sizes: number[] = [];
    startPoller(queueUrl, async (event) => void sizes.push(event.Records.length));
    await eventually(() => sizes.reduce((a, b) => a + b, 0) === 12);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(10);
  });
});

describe('SQS poller: failed records come back after the visibility timeout', () => {
  it('redelivers only the record reported in batchItemFailures', async () => {
    const { queueUrl } = await createQueue(2);
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'fails once' }));
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'succeeds' }));
    const deliveries: Array<{ body: string; receiveCount: string }> = [];
    startPoller(queueUrl, async (event) => {
      for (const r of event.Records) deliveries.push({ body: r.body, receiveCount: r.attributes.ApproximateReceiveCount });
      const failing = event.Records.filter((r) => r.body === 'fails once' && r.attributes.ApproximateReceiveCount === '1');
      return { batchItemFailures: failing.map((r) => ({ itemIdentifier: r.messageId })) };
    });
    await eventually(() => deliveries.some((d) => d.body === 'fails once' && d.receiveCount === '2'));

    expect(deliveries.filter((d) => d.body === 'succeeds')).toEqual([{ body: 'succeeds', receiveCount: '1' }]);
    await eventually(() => deliveries.length === 3);
    await sleep(2500);
    expect(deliveries).toHaveLength(3);
  });

  it('redelivers the whole batch when the handler throws', async () => {
    const { queueUrl } = await createQueue(2);
    const { MessageId } = await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'boom' }));
    let calls = 0;
    const outcomes: BatchOutcome[] = [];
    startPoller(
      queueUrl,
      async () => {
        calls++;
        if (calls === 1) throw new Error('handler crashed');
      },
      (outcome) => outcomes.push(outcome),
    );
    await eventually(() => outcomes.length === 2);
    expect(outcomes).toEqual([
      { deleted: [], failed: [MessageId] },
      { deleted: [MessageId], failed: [] },
    ]);
    const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, WaitTimeSeconds: 0 }));
    expect(Messages).toEqual([]);
  });
});

describe('SQS poller: batch responses follow Lambda’s rules', () => {
  const ids = ['a', 'b', 'c'];

  it('no response, null or an empty list is full success', () => {
    expect(failedMessageIds(undefined, ids)).toEqual(new Set());
    expect(failedMessageIds(null, ids)).toEqual(new Set());
    expect(failedMessageIds({}, ids)).toEqual(new Set());
    expect(failedMessageIds({ batchItemFailures: [] }, ids)).toEqual(new Set());
  });

  it('listed ids fail alone', () => {
    expect(failedMessageIds({ batchItemFailures: [{ itemIdentifier: 'b' }] }, ids)).toEqual(new Set(['b']));
  });

  it('an unknown, empty or missing identifier fails the whole batch', () => {
    for (const response of [
      { batchItemFailures: [{ itemIdentifier: 'zzz' }] },
      { batchItemFailures: [{ itemIdentifier: '' }] },
      { batchItemFailures: [{}] },
      'not an object',
    ]) {
      expect(failedMessageIds(response, ids)).toEqual(new Set(ids));
    }
  });
});

describe('SQS poller: one record per message', () => {
  it('keeps only the newest copy when the local server repeats a message within one answer', () => {
    const copies = latestCopies([
      { MessageId: 'a', ReceiptHandle: 'a-old' },
      { MessageId: 'b', ReceiptHandle: 'b-1' },
      { MessageId: 'a', ReceiptHandle: 'a-new' },
    ]);
    expect(copies).toEqual([
      { MessageId: 'b', ReceiptHandle: 'b-1' },
      { MessageId: 'a', ReceiptHandle: 'a-new' },
    ]);
  });
});

describe('SQS poller: stop', () => {
  it('waits for the batch in flight, which is still deleted', async () => {
    const { queueUrl } = await createQueue();
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: 'slow' }));
    const started = gate();
    const release = gate();
    let finished = false;
    const running = startPoller(queueUrl, async () => {
      started.open();
      await release.promise;
      finished = true;
    });
    await started.promise;
    const stopped = running.stop();
    await sleep(100);
    expect(finished).toBe(false);
    release.open();
    await stopped;
    expect(finished).toBe(true);
    expect(await visibleCount(queueUrl)).toBe(0);
  });
});
