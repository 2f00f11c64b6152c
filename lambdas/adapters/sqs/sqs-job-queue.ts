import { SendMessageCommand, type SQSClient } from '../aws/sqs-client';
import type { GenerationJob, JobQueue } from '../../ports/job-queue';

export class SqsJobQueue implements JobQueue {
  constructor(private readonly sqs: SQSClient, private readonly queueUrl: string) {}

  async enqueue(job: GenerationJob): Promise<void> {
    await this.sqs.send(
      new SendMessageCommand({
        QueueUrl: this.queueUrl,
        MessageBody: JSON.stringify(job),
        MessageAttributes: { taskId: { DataType: 'String', StringValue: job.taskId } },
      }),
    );
  }
}
