import {
  DeleteMessageCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localClientConfigs } from '../../local/local-aws';
import { maxReceiveCount } from '../../local/provision';
import { createTestResources, type TestResources } from '../support/test-resources';

let resources: TestResources;
let sqs: SQSClient;

beforeAll(async () => {
  resources = await createTestResources('sqs');
  sqs = new SQSClient(localClientConfigs(resources.endpoints).sqs);
});

afterAll(() => sqs.destroy());

interface ReceiveOptions {
  waitSeconds?: number;
  visibilityTimeout?: number;
  maxMessages?: number;
}

const receive = (queueUrl: string, options: ReceiveOptions = {}) =>
  sqs.send(
    new ReceiveMessageCommand({
      QueueUrl: queueUrl,
      MaxNumberOfMessages: options.maxMessages ?? 10,
      WaitTimeSeconds: options.waitSeconds ?? 1,
      // The emulator ignores MessageSystemAttributeNames; the older AttributeNames works.
      AttributeNames: ['All'],
      ...(options.visibilityTimeout !== undefined && { VisibilityTimeout: options.visibilityTimeout }),
    }),
  );

describe('e. SQS: send, receive, delete', () => {
  it('delivers a sent message once, and deleting it empties the queue', async () => {
    const body = JSON.stringify({ bookId: 'book-1', taskId: 'task-1' });
    const sent = await sqs.send(new SendMessageCommand({ QueueUrl: resources.queueUrl, MessageBody: body }));
    expect(sent.MessageId).toBeTruthy();

    const { Messages = [] } = await receive(resources.queueUrl, { maxMessages: 1 });
    expect(Messages).toHaveLength(1);
    expect(Messages[0]?.Body).toBe(body);
    expect(Messages[0]?.Attributes?.ApproximateReceiveCount).toBe('1');

    await sqs.send(new DeleteMessageCommand({ QueueUrl: resources.queueUrl, ReceiptHandle: Messages[0]!.ReceiptHandle! }));
    const after = await receive(resources.queueUrl);
    expect(after.Messages ?? []).toHaveLength(0);
  });
});

describe('e. SQS: the provisioned redrive policy', () => {
  it('points the jobs queue at its DLQ with maxReceiveCount 5', async () => {
    const { Attributes } = await sqs.send(
      new GetQueueAttributesCommand({ QueueUrl: resources.queueUrl, AttributeNames: ['All'] }),
    );
    const policy = JSON.parse(Attributes?.RedrivePolicy ?? '{}') as { deadLetterTargetArn?: string; maxReceiveCount?: unknown };
    expect(Number(policy.maxReceiveCount)).toBe(maxReceiveCount);
    expect(policy.deadLetterTargetArn).toMatch(/-jobs-dlq$/);
  });

  it('moves a message that was received maxReceiveCount times without a delete to the DLQ', { timeout: 30_000 }, async () => {
    await sqs.send(new SendMessageCommand({ QueueUrl: resources.queueUrl, MessageBody: 'poison' }));
    // One message per receive: the emulator would otherwise hand the same message out again within one answer.
    for (let attempt = 1; attempt <= maxReceiveCount; attempt++) {
      const { Messages = [] } = await receive(resources.queueUrl, { waitSeconds: 3, visibilityTimeout: 0, maxMessages: 1 });
      expect(Messages.map((m) => [m.Body, m.Attributes?.ApproximateReceiveCount])).toEqual([['poison', String(attempt)]]);
    }
    const { Messages = [] } = await receive(resources.dlqUrl, { maxMessages: 1 });
    expect(Messages.map((m) => m.Body)).toEqual(['poison']);
  });
});

describe('e. SQS: how the emulator answers a long poll (differs from AWS)', () => {
  it('waits the whole WaitTimeSeconds unless MaxNumberOfMessages are there, where AWS answers at the first message', async () => {
    await sqs.send(new SendMessageCommand({ QueueUrl: resources.queueUrl, MessageBody: 'one' }));
    const started = Date.now();
    const { Messages = [] } = await receive(resources.queueUrl, { waitSeconds: 2, maxMessages: 10 });
    expect(Messages.map((m) => m.Body)).toEqual(['one']);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    await sqs.send(new DeleteMessageCommand({ QueueUrl: resources.queueUrl, ReceiptHandle: Messages[0]!.ReceiptHandle! }));
  });

  it('answers at once when MaxNumberOfMessages is reached', async () => {
    await sqs.send(new SendMessageCommand({ QueueUrl: resources.queueUrl, MessageBody: 'two' }));
    const started = Date.now();
    const { Messages = [] } = await receive(resources.queueUrl, { waitSeconds: 5, maxMessages: 1 });
    expect(Messages.map((m) => m.Body)).toEqual(['two']);
    expect(Date.now() - started).toBeLessThan(1000);
    await sqs.send(new DeleteMessageCommand({ QueueUrl: resources.queueUrl, ReceiptHandle: Messages[0]!.ReceiptHandle! }));
  });
});
