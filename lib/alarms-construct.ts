import { Duration, Validations } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  type IMetric,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, type ILogGroup, MetricFilter } from 'aws-cdk-lib/aws-logs';
import { type ITopic, Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import type { Stage } from './stage';
import type { ModelKind } from '../lambdas/core/model-rates';

/** Where alarms notify: an existing topic, or one the stack creates (optionally mailing someone). */
export interface AlarmOptions {
  readonly topicArn?: string;
  readonly email?: string;
}

export interface AlarmsConstructProps extends AlarmOptions {
  readonly stage: Stage;
  readonly stateMachine: IStateMachine;
  readonly deadLetters: IQueue;
  readonly httpApi: HttpApi;
  /** Every function of the stack, by a short name used in alarm names. */
  readonly functions: Readonly<Record<string, IFunction>>;
  /** The reaper's log group, whose "stuck job reaped" lines become a metric. */
  readonly reaperLogs: ILogGroup;
  /** The HTTP API's access logs (common log format), whose 429 answers become a metric. */
  readonly apiAccessLogs: ILogGroup;
  /** With a model budget: the kinds whose calls wait for turns, and how long a book may wait. */
  readonly modelTurns?: { readonly kinds: readonly ModelKind[]; readonly deadlineSeconds: number };
}

/** Figures of one model kind's turns, as the turn keeper counts them (core/model-turns.ts). */
export interface TurnMetrics {
  /** Turns waiting, the most seen in a period. */
  readonly waiting: Metric;
  readonly granted: Metric;
  /** How long granted turns waited, p90 in milliseconds. */
  readonly waitMs: Metric;
  /** Throttling answers that got through the budget. */
  readonly throttles: Metric;
  /** The least time a waiting turn's book had left before its deadline. */
  readonly headroomSeconds: Metric;
}

/** A waiting book with less than this share of its deadline left raises the ModelTurnsNearDeadline alarm. */
export const deadlineHeadroomShare = 0.2;

/** Requests refused with 429 in five minutes above which someone is told (abuse, or a plan's limits too tight). */
export const rateLimitedAlarmThreshold = 100;

/** The reaper writes this message once per job it ends. */
export const reapedLogMessage = 'stuck job reaped';

/** Percentage of API requests answered with a 5xx above which someone is told. */
export const api5xxRatePercent = 5;

const fiveMinutes = Duration.minutes(5);

/** The alarms ops are paged by, all notifying one SNS topic; the dashboard shows the same metrics. */
export class AlarmsConstruct extends Construct {
  readonly topic: ITopic;
  readonly alarms: Alarm[] = [];
  readonly executionsFailed: IMetric;
  readonly deadLettersVisible: IMetric;
  readonly api5xxRate: IMetric;
  readonly stuckJobsReaped: IMetric;
  readonly rateLimited: IMetric;
  /** Per budgeted model kind: its turns' figures. */
  readonly turns: Partial<Record<ModelKind, TurnMetrics>> = {};
  /** Keys revoked by an abuse rule; mails to owners given up, or still queued after 15 minutes. */
  readonly abuseActions: IMetric;
  readonly mailsFailed: IMetric;
  readonly mailsDelayed: IMetric;
  readonly functionErrors: Record<string, Metric> = {};
  readonly functionThrottles: Record<string, Metric> = {};
  /** The functions watched, by the short name their alarms carry. */
  readonly functions: Readonly<Record<string, IFunction>>;

  constructor(scope: Construct, id: string, private readonly props: AlarmsConstructProps) {
    super(scope, id);
    this.functions = props.functions;
    this.topic = props.topicArn ? Topic.fromTopicArn(this, 'AlarmTopic', props.topicArn) : this.createTopic(props);

    this.executionsFailed = props.stateMachine.metricFailed({ period: fiveMinutes, statistic: 'Sum' });
    this.alarm('ExecutionsFailed', this.executionsFailed, 1, 'A generation workflow execution failed.');

    // Jobs land here only after five failed dispatches: each one is a book that never started.
    this.deadLettersVisible = props.deadLetters.metricApproximateNumberOfMessagesVisible({ period: fiveMinutes, statistic: 'Maximum' });
    this.alarm('DeadLettersNotEmpty', this.deadLettersVisible, 1, 'Jobs are waiting in the dead-letter queue.');

    // A rate, not a count, so a busy hour does not page for the same share of errors as a quiet one.
    this.api5xxRate = new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: {
        errors: props.httpApi.metricServerError({ period: fiveMinutes, statistic: 'Sum' }),
        requests: props.httpApi.metricCount({ period: fiveMinutes, statistic: 'Sum' }),
      },
      label: 'API 5xx rate (%)',
      period: fiveMinutes,
    });
    this.alarm('Api5xxRate', this.api5xxRate, api5xxRatePercent, `More than ${api5xxRatePercent}% of API requests failed with a 5xx.`, ComparisonOperator.GREATER_THAN_THRESHOLD);

    for (const [name, fn] of Object.entries(props.functions)) {
      this.functionErrors[name] = fn.metricErrors({ period: fiveMinutes, statistic: 'Sum' });
      this.alarm(`${name}Errors`, this.functionErrors[name], 1, `The ${name} function threw or timed out.`);
      this.functionThrottles[name] = fn.metricThrottles({ period: fiveMinutes, statistic: 'Sum' });
      this.alarm(`${name}Throttles`, this.functionThrottles[name], 1, `The ${name} function was throttled.`);
    }

    // A reaped job is a book whose workflow stalled: worth a look even though the reaper refunded it.
    const reaped = new MetricFilter(this, 'StuckJobsReapedFilter', {
      logGroup: props.reaperLogs,
      filterPattern: FilterPattern.literal(`"${reapedLogMessage}"`),
      metricNamespace: `Storybook/${props.stage}`,
      metricName: 'StuckJobsReaped',
      metricValue: '1',
    });
    this.stuckJobsReaped = reaped.metric({ period: fiveMinutes, statistic: 'Sum' });
    this.alarm('StuckJobsReaped', this.stuckJobsReaped, 1, 'The reaper ended jobs that stopped making progress.');

    // The access log's fields (see api-construct.ts): ip caller user [time] "request" status length requestId.
    const rateLimited = new MetricFilter(this, 'RateLimitedFilter', {
      logGroup: props.apiAccessLogs,
      filterPattern: FilterPattern.spaceDelimited('ip', 'caller', 'user', 'time', 'request', 'status', 'length', 'requestId').whereNumber('status', '=', 429),
      metricNamespace: `Storybook/${props.stage}`,
      metricName: 'RateLimitedRequests',
      metricValue: '1',
    });
    this.rateLimited = rateLimited.metric({ period: fiveMinutes, statistic: 'Sum' });
    this.alarm('RateLimited', this.rateLimited, rateLimitedAlarmThreshold, `More than ${rateLimitedAlarmThreshold} requests were refused with 429 in five minutes.`);

    // Counted by the functions themselves (lambdas/adapters/emf-metrics.ts).
    const business = (metricName: string) =>
      new Metric({ namespace: `Storybook/${props.stage}`, metricName, dimensionsMap: { service: 'storybook-api' }, period: fiveMinutes, statistic: 'Sum' });
    this.abuseActions = business('AbuseActions');
    this.alarm('AbuseActions', this.abuseActions, 1, 'An abuse rule revoked a key (admin events --user <id> shows why; the owner was mailed).');
    this.mailsFailed = business('MailsFailed');
    this.alarm('MailsFailed', this.mailsFailed, 1, 'Mails to key owners were given up (refused by SES, or failing for ten runs): admin mail list shows lastError.');
    this.mailsDelayed = business('MailsDelayed');
    this.alarm('MailsDelayed', this.mailsDelayed, 1, 'Mails to key owners are still queued after 15 minutes: SES is failing or throttling.');

    for (const kind of props.modelTurns?.kinds ?? []) {
      const name = kind === 'text' ? 'Text' : 'Image';
      const turns: TurnMetrics = {
        waiting: business(`${name}TurnsWaiting`).with({ statistic: 'Maximum', period: Duration.minutes(1) }),
        granted: business(`${name}TurnsGranted`).with({ period: Duration.minutes(1) }),
        waitMs: business(`${name}TurnWaitMs`).with({ statistic: 'p90', period: Duration.minutes(1) }),
        throttles: business(`${name}Throttles`).with({ period: Duration.minutes(1) }),
        headroomSeconds: business(`${name}DeadlineHeadroomSeconds`).with({ statistic: 'Minimum', period: Duration.minutes(1) }),
      };
      this.turns[kind] = turns;
      const threshold = Math.round(props.modelTurns!.deadlineSeconds * deadlineHeadroomShare);
      this.alarm(`${name}TurnsNearDeadline`, turns.headroomSeconds, threshold,
        `A book waiting for ${kind} model turns has less than ${threshold} s left before its deadline: raise the budget (-c modelBudget) if the account's quota allows, or expect failed books.`,
        ComparisonOperator.LESS_THAN_THRESHOLD);
    }
  }

  private alarm(
    name: string,
    metric: IMetric,
    threshold: number,
    description: string,
    comparisonOperator = ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
  ): Alarm {
    const alarm = new Alarm(this, `${name}Alarm`, {
      alarmName: `storybook-${this.props.stage}-${name}`,
      alarmDescription: description,
      metric,
      threshold,
      comparisonOperator,
      evaluationPeriods: 1,
      // No data means nothing happened: no executions, no requests, no invocations.
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.topic));
    this.alarms.push(alarm);
    return alarm;
  }

  private createTopic({ stage, email }: AlarmsConstructProps): Topic {
    const topic = new Topic(this, 'AlarmTopic', { displayName: `Storybook ${stage} alarms`, enforceSSL: true });
    if (email) topic.addSubscription(new EmailSubscription(email));
    Validations.of(topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry only alarm names and metric values, no user data; CloudWatch cannot publish to a topic under the AWS-managed SNS key, and a customer-managed key per stage would cost more than it protects.',
    });
    return topic;
  }
}
