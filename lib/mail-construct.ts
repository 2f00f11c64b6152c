import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Construct } from 'constructs';
import { tableKeys } from '../lambdas/contract/table-layout';
import { ServiceFunction, serviceEnvironment } from './service-function';
import type { Stage } from './stage';

export interface MailOptions {
  /** The sender, a verified SES identity: `no-reply@example.com` or `Storybook <no-reply@example.com>`. */
  readonly from?: string;
  /** An SES configuration set for the mails (bounce and complaint events). */
  readonly configurationSet?: string;
}

export interface MailConstructProps extends MailOptions {
  readonly stage: Stage;
  readonly version: string;
  readonly table: ITable;
  /** Named in the environment only because every function's config names them. */
  readonly bucket: IBucket;
  readonly queue: IQueue;
}

/** The address part of `Name <address>` or a bare address. */
export const senderAddress = (from: string): string => /<([^>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

/**
 * Mail to key owners: the outbox lives in the table (queued with the change it tells of), and sendMail, run every
 * minute, sends what is queued through SES v2 (docs/abuse-and-mail.md).
 */
export class MailConstruct extends Construct {
  readonly sendMail: ServiceFunction;

  constructor(scope: Construct, id: string, props: MailConstructProps) {
    super(scope, id);
    const { stage, version, table } = props;
    this.sendMail = new ServiceFunction(this, 'SendMailFunction', {
      stage,
      name: 'sendMail',
      description: `Storybook mail to key owners (${stage})`,
      timeout: Duration.seconds(60),
      memorySize: 256,
      environment: {
        ...serviceEnvironment({ stage, version, table, bucket: props.bucket, queue: props.queue }),
        ...(props.from && { MAIL_FROM: props.from }),
        ...(props.configurationSet && { MAIL_CONFIGURATION_SET: props.configurationSet }),
      },
    });
    this.sendMail.allowIndexQuery(table, tableKeys.activityIndex.name, { partitions: ['MAILQ'] });
    this.sendMail.allowTable(table, { partitions: ['USER#'] }, 'GetItem', 'UpdateItem');
    this.sendMail.addToRolePolicy(new PolicyStatement({ actions: ['ses:SendEmail'], resources: this.sesResources(props) }));

    new Rule(this, 'SendMailSchedule', {
      description: `Sends the mails queued for Storybook key owners (${stage})`,
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(this.sendMail)],
    });
  }

  /** SendEmail is authorised on the sender's identity (its domain) and on the configuration set, when one is used. */
  private sesResources(props: MailConstructProps): string[] {
    const stack = Stack.of(this);
    const address = senderAddress(props.from ?? 'no-reply@storybook.example');
    const domain = address.slice(address.indexOf('@') + 1);
    const identity = (name: string) => stack.formatArn({ service: 'ses', resource: 'identity', resourceName: name, arnFormat: ArnFormat.SLASH_RESOURCE_NAME });
    return [
      identity(domain),
      identity(address),
      ...(props.configurationSet
        ? [stack.formatArn({ service: 'ses', resource: 'configuration-set', resourceName: props.configurationSet, arnFormat: ArnFormat.SLASH_RESOURCE_NAME })]
        : []),
    ];
  }
}
