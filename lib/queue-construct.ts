import { Duration } from 'aws-cdk-lib';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/** The dispatcher that consumes the jobs queue must finish within this. */
export const dispatcherTimeout = Duration.seconds(10);

/** Accepted generation jobs, waiting for the dispatcher to start their workflow. */
export class QueueConstruct extends Construct {
  readonly jobs: Queue;
  readonly deadLetters: Queue;

  constructor(scope: Construct, id: string) {
    super(scope, id);

    // Jobs that keep failing stay here for the longest time SQS allows, for inspection and redrive.
    this.deadLetters = new Queue(this, 'JobsDeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });

    this.jobs = new Queue(this, 'JobsQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Six times the consumer's timeout, as AWS advises for Lambda event sources, so retries do not overlap.
      visibilityTimeout: Duration.seconds(dispatcherTimeout.toSeconds() * 6),
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: 5 },
    });
  }
}
