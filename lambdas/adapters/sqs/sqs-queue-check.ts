import { GetQueueAttributesCommand, type SQSClient } from '../aws/sqs-client';
import type { DependencyCheck } from '../../ports/dependency-check';

/** GetQueueAttributes for the queue's ARN alone: no message moved; fails when SQS or the queue is not there. */
export const sqsQueueCheck = (client: SQSClient, queueUrl: string): DependencyCheck => ({
  name: 'sqs',
  check: async () => {
    await client.send(new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }));
  },
});
