import { Duration } from 'aws-cdk-lib';
import { Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { type IQueue, Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { webhookQueuePartition } from '../lambdas/adapters/dynamodb/item-keys';
import { tableKeys } from '../lambdas/contract/table-layout';
import { ServiceFunction, serviceEnvironment } from './service-function';
import type { Stage } from './stage';

export interface WebhooksConstructProps {
  readonly stage: Stage;
  readonly version: string;
  readonly table: ITable;
  /** Named in the environment only because every function's config names them. */
  readonly bucket: IBucket;
  readonly jobs: IQueue;
}

/** The delivery function's timeout: a batch of ten attempts side by side, each given 5 s, with room for DNS and the table. */
export const deliverWebhookTimeout = Duration.seconds(30);

/**
 * Signed webhooks (docs/webhooks.md): the deliveries queue the generation steps emit to, the deliverWebhook
 * function that signs and POSTs each event and re-schedules failed ones, and the dead-letter queue where a delivery
 * ends after a day of failures, with an alarm on it.
 */
export class WebhooksConstruct extends Construct {
  readonly deliveries: Queue;
  readonly deadLetters: Queue;
  readonly deliverWebhook: ServiceFunction;
  /** Raised when any delivery was given up on; the stack points it at the alarm topic. */
  readonly deadLettersAlarm: Alarm;

  constructor(scope: Construct, id: string, props: WebhooksConstructProps) {
    super(scope, id);
    const { stage, version, table } = props;
    this.deadLetters = new Queue(this, 'WebhookDeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    this.deliveries = new Queue(this, 'WebhookDeliveryQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // Six times the consumer's timeout, as AWS advises for Lambda event sources.
      visibilityTimeout: Duration.seconds(deliverWebhookTimeout.toSeconds() * 6),
      // A retry waits in the queue (DelaySeconds); the message outlives the day of retries with room to spare.
      retentionPeriod: Duration.days(4),
      // The function dead-letters on its own after a day; this catches what it could not handle at all.
      deadLetterQueue: { queue: this.deadLetters, maxReceiveCount: 10 },
    });

    this.deliverWebhook = new ServiceFunction(this, 'DeliverWebhookFunction', {
      stage,
      name: 'deliverWebhook',
      description: `Storybook webhook deliveries (${stage})`,
      timeout: deliverWebhookTimeout,
      memorySize: 256,
      environment: {
        ...serviceEnvironment({ stage, version, table, bucket: props.bucket, queue: props.jobs }),
        WEBHOOK_QUEUE_URL: this.deliveries.queueUrl,
        WEBHOOK_DLQ_URL: this.deadLetters.queueUrl,
      },
    });
    // The owner's signing secret: read, or made on the first delivery (USER#<id> / WEBHOOK#SECRET); each attempt put
    // in the owner's delivery log (USER#<id> / DELIVERY#…).
    this.deliverWebhook.allowTable(table, { partitions: ['USER#'] }, 'GetItem', 'PutItem');
    this.deliverWebhook.allowSendMessage(this.deliveries);
    this.deliverWebhook.allowSendMessage(this.deadLetters);
    this.deliverWebhook.addEventSource(new SqsEventSource(this.deliveries, { batchSize: 10, reportBatchItemFailures: true }));

    this.deadLettersAlarm = new Alarm(this, 'WebhookDeadLettersAlarm', {
      alarmName: `storybook-${stage}-WebhookDeadLettersNotEmpty`,
      alarmDescription: 'A webhook delivery failed for a day and was given up on (or could not be handled): see the webhook dead-letter queue.',
      metric: this.deadLetters.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: 'Maximum' }),
      threshold: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
  }

  /**
   * Lets a generation function emit the book's events: the queue's URL and SendMessage on it, the reads that build a
   * payload in the book's partition (the book, then the whole partition for a subscribed book), and the outbox's
   * item there (put in the change's transaction, deleted once forwarded).
   */
  bindEmitter(fn: ServiceFunction, table: ITable): void {
    fn.addEnvironment('WEBHOOK_QUEUE_URL', this.deliveries.queueUrl);
    fn.allowSendMessage(this.deliveries);
    fn.allowTable(table, { partitions: ['BOOK#'] }, 'GetItem', 'Query', 'PutItem', 'DeleteItem');
  }

  /** Lets the replay route put an attempt's event back on the deliveries queue, as an emitter does. */
  bindReplayer(fn: ServiceFunction): void {
    fn.addEnvironment('WEBHOOK_QUEUE_URL', this.deliveries.queueUrl);
    fn.allowSendMessage(this.deliveries);
  }

  /** Lets the function that runs every minute (the reaper) sweep the outbox: what is left in its index partition. */
  bindSweeper(fn: ServiceFunction, table: ITable): void {
    fn.allowIndexQuery(table, tableKeys.activityIndex.name, { partitions: [webhookQueuePartition] });
  }
}
