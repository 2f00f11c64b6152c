import { DeleteMessageBatchCommand, ReceiveMessageCommand, SetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { AppConfig } from '../../lambdas/contract/config';
import { localCredentials } from '../../local/local-aws';

// Reading a queue as Lambda's event source mapping or an operator does: operations the service itself never calls
// (receive, delete, queue attributes), with the SDK's own client, apart from the clients faults are injected into.

export interface QueueReader {
  /** Receives and deletes every message visible on `queueUrl` now, parsed as JSON. */
  drain<T>(queueUrl: string): Promise<T[]>;
  /** How long a received message stays hidden before it is delivered again. */
  setVisibilityTimeout(queueUrl: string, seconds: number): Promise<void>;
}

export function queueReader(config: Pick<AppConfig, 'region' | 'endpoints'>): QueueReader {
  const sqs = new SQSClient({ region: config.region, endpoint: config.endpoints.sqs, credentials: { ...localCredentials } });
  return {
    async drain<T>(queueUrl: string) {
      const messages: T[] = [];
      for (;;) {
        const { Messages = [] } = await sqs.send(new ReceiveMessageCommand({ QueueUrl: queueUrl, MaxNumberOfMessages: 10, WaitTimeSeconds: 0 }));
        if (Messages.length === 0) return messages;
        messages.push(...Messages.map((message) => JSON.parse(message.Body ?? '{}') as T));
        await sqs.send(new DeleteMessageBatchCommand({ QueueUrl: queueUrl, Entries: Messages.map((message, i) => ({ Id: String(i), ReceiptHandle: message.ReceiptHandle })) }));
      }
    },
    async setVisibilityTimeout(queueUrl, seconds) {
      await sqs.send(new SetQueueAttributesCommand({ QueueUrl: queueUrl, Attributes: { VisibilityTimeout: String(seconds) } }));
    },
  };
}
