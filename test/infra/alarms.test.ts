import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { alarmOptionsFromContext, DeployOptionsError } from '../../lib/deploy-options';
import { StorybookStack } from '../../lib/storybook-stack';
import { logicalIdOf, synthesize, testContext } from './synth';

interface AlarmProperties {
  AlarmName: string;
  MetricName?: string;
  Namespace?: string;
  Statistic?: string;
  Period?: number;
  Threshold: number;
  ComparisonOperator: string;
  EvaluationPeriods: number;
  TreatMissingData: string;
  AlarmActions: unknown[];
  Metrics?: { Id: string; Expression?: string; MetricStat?: { Metric: { MetricName: string; Namespace: string } } }[];
  Dimensions?: { Name: string; Value: unknown }[];
}

const { stack, template } = synthesize('development');
const topicRef = { Ref: logicalIdOf(stack, stack.alarms.topic) };
const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties as AlarmProperties);
const alarmNamed = (name: string): AlarmProperties => {
  const alarm = alarms.find((a) => a.AlarmName === `storybook-development-${name}`);
  if (!alarm) throw new Error(`no alarm ${name}`);
  return alarm;
};
const functionNames = [
  'health', 'fallback', 'createStory', 'getStory', 'listStories', 'getUsage', 'cancelStory', 'apiReference',
  'markProcessing', 'planStory', 'writePage', 'illustratePage', 'makeBookFiles', 'finalize', 'markFailed',
  'dispatcher', 'reaper', 'sendMail', 'webhookSecret', 'deliverWebhook', 'listWebhookDeliveries', 'replayWebhookDelivery',
];

describe('alarms: each one on its metric and threshold, notifying the alarm topic', () => {
  it('are exactly the workflow, queue, API, reaper, abuse, mail and per-function alarms', () => {
    expect(alarms.map((a) => a.AlarmName).sort()).toEqual(
      [
        'ExecutionsFailed', 'DeadLettersNotEmpty', 'Api5xxRate', 'StuckJobsReaped', 'RateLimited', 'AbuseActions', 'MailsFailed', 'MailsDelayed',
        'WebhookDeadLettersNotEmpty',
        ...functionNames.flatMap((name) => [`${name}Errors`, `${name}Throttles`]),
      ].map((name) => `storybook-development-${name}`).sort(),
    );
  });

  it.each(alarms.map((a) => [a.AlarmName, a] as const))('%s notifies the topic and ignores missing data', (_, alarm) => {
    expect(alarm.AlarmActions).toEqual([topicRef]);
    expect(alarm.TreatMissingData).toBe('notBreaching');
    expect(alarm.EvaluationPeriods).toBe(1);
  });

  it('fires on one failed execution of the generation workflow in five minutes', () => {
    const alarm = alarmNamed('ExecutionsFailed');
    expect(alarm).toMatchObject({
      Namespace: 'AWS/States', MetricName: 'ExecutionsFailed', Statistic: 'Sum', Period: 300,
      Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    expect(alarm.Dimensions).toEqual([{ Name: 'StateMachineArn', Value: { Ref: logicalIdOf(stack, stack.workflow.stateMachine) } }]);
  });

  it('fires as soon as the dead-letter queue holds a message', () => {
    const alarm = alarmNamed('DeadLettersNotEmpty');
    expect(alarm).toMatchObject({
      Namespace: 'AWS/SQS', MetricName: 'ApproximateNumberOfMessagesVisible', Statistic: 'Maximum',
      Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
    expect(alarm.Dimensions).toEqual([
      { Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalIdOf(stack, stack.queues.deadLetters), 'QueueName'] } },
    ]);
  });

  it('fires as soon as the webhook dead-letter queue holds a delivery given up on', () => {
    expect(alarmNamed('WebhookDeadLettersNotEmpty')).toMatchObject({
      Namespace: 'AWS/SQS', MetricName: 'ApproximateNumberOfMessagesVisible', Statistic: 'Maximum',
      Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [logicalIdOf(stack, stack.webhooks.deadLetters), 'QueueName'] } }],
    });
  });

  it('fires when more than 5% of API requests in five minutes are 5xx', () => {
    const alarm = alarmNamed('Api5xxRate');
    expect(alarm).toMatchObject({ Threshold: 5, ComparisonOperator: 'GreaterThanThreshold' });
    const expression = alarm.Metrics?.find((m) => m.Expression);
    expect(expression?.Expression).toBe('IF(requests > 0, 100 * errors / requests, 0)');
    const inputs = Object.fromEntries((alarm.Metrics ?? []).filter((m) => m.MetricStat).map((m) => [m.Id, m.MetricStat!.Metric]));
    expect(inputs).toMatchObject({
      errors: { Namespace: 'AWS/ApiGateway', MetricName: '5xx' },
      requests: { Namespace: 'AWS/ApiGateway', MetricName: 'Count' },
    });
  });

  it.each(functionNames)('%s: errors and throttles fire from the first one', (name) => {
    const fnRef = { Ref: logicalIdOf(stack, stack.alarms.functions[name]!) };
    for (const [suffix, metric] of [['Errors', 'Errors'], ['Throttles', 'Throttles']] as const) {
      const alarm = alarmNamed(`${name}${suffix}`);
      expect(alarm).toMatchObject({ Namespace: 'AWS/Lambda', MetricName: metric, Statistic: 'Sum', Threshold: 1 });
      expect(alarm.Dimensions).toEqual([{ Name: 'FunctionName', Value: fnRef }]);
    }
  });

  it('counts the 429 answers in the API access log as a metric, and fires at 100 in five minutes', () => {
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      LogGroupName: { Ref: logicalIdOf(stack, stack.api.accessLogs) },
      FilterPattern: '[ip, caller, user, time, request, status = 429, length, requestId]',
      MetricTransformations: [{ MetricNamespace: 'Storybook/development', MetricName: 'RateLimitedRequests', MetricValue: '1' }],
    });
    expect(alarmNamed('RateLimited')).toMatchObject({
      Namespace: 'Storybook/development', MetricName: 'RateLimitedRequests', Statistic: 'Sum', Threshold: 100,
    });
    // The filter's fields are the access log's: the status is the sixth.
    const format = String(Object.values(template.findResources('AWS::ApiGatewayV2::Stage'))[0]?.Properties?.AccessLogSettings?.Format);
    expect(format.replace(/\[[^\]]*\]/g, 'T').replace(/"[^"]*"/g, 'R').split(' ')[5]).toBe('$context.status');
  });

  it('counts "stuck job reaped" lines of the reaper log as a metric, and fires on the first', () => {
    template.hasResourceProperties('AWS::Logs::MetricFilter', {
      LogGroupName: { Ref: logicalIdOf(stack, stack.workflow.reaper.logGroup) },
      FilterPattern: '"stuck job reaped"',
      MetricTransformations: [{ MetricNamespace: 'Storybook/development', MetricName: 'StuckJobsReaped', MetricValue: '1' }],
    });
    expect(alarmNamed('StuckJobsReaped')).toMatchObject({
      Namespace: 'Storybook/development', MetricName: 'StuckJobsReaped', Statistic: 'Sum', Threshold: 1,
    });
  });
});

describe('alarms on what the functions count themselves (EMF, Storybook/<stage>, service storybook-api)', () => {
  it.each([
    ['AbuseActions', 'a key revoked by an abuse rule'],
    ['MailsFailed', 'a mail to an owner given up'],
    ['MailsDelayed', 'a mail still queued after 15 minutes'],
  ])('%s fires on the first (%s) in five minutes', (name) => {
    expect(alarmNamed(name)).toMatchObject({
      Namespace: 'Storybook/development', MetricName: name, Statistic: 'Sum', Period: 300, Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold', Dimensions: [{ Name: 'service', Value: 'storybook-api' }],
    });
  });
});

describe('alarm topic', () => {
  const build = (context: Record<string, unknown>) => {
    const app = new App({ context: { ...testContext, stage: 'preview', ...context }, builtinCloudFormationValidation: false });
    const alarmOptions = alarmOptionsFromContext((key) => app.node.tryGetContext(key));
    return Template.fromStack(new StorybookStack(app, 'Storybook-preview', { stage: 'preview', alarms: alarmOptions }));
  };

  it('is created by the stack, TLS only, without subscribers by default', () => {
    template.resourceCountIs('AWS::SNS::Topic', 1);
    template.resourceCountIs('AWS::SNS::Subscription', 0);
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
    });
  });

  it('mails -c alarmEmail', () => {
    const mailed = build({ alarmEmail: 'ops@example.com' });
    mailed.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: 'ops@example.com' });
  });

  it('is the topic of -c alarmTopicArn, and then the stack creates none', () => {
    const arn = 'arn:aws:sns:us-east-1:123456789012:ops-pager';
    const given = build({ alarmTopicArn: arn });
    given.resourceCountIs('AWS::SNS::Topic', 0);
    const actions = Object.values(given.findResources('AWS::CloudWatch::Alarm')).map((a) => a.Properties.AlarmActions);
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) expect(action).toEqual([arn]);
  });

  it('rejects a malformed topic ARN or email', () => {
    expect(() => alarmOptionsFromContext((key) => (key === 'alarmTopicArn' ? 'ops-pager' : undefined))).toThrow(DeployOptionsError);
    expect(() => alarmOptionsFromContext((key) => (key === 'alarmEmail' ? 'not-mail' : undefined))).toThrow('alarmEmail must be an email address');
  });
});

describe('dashboard', () => {
  it('is one dashboard named after the stage showing the alarms and each figure', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    const [dashboard] = Object.values(template.findResources('AWS::CloudWatch::Dashboard'));
    expect(dashboard?.Properties.DashboardName).toBe('storybook-development');
    const body = JSON.stringify(dashboard?.Properties.DashboardBody);
    for (const title of ['Alarms', 'Workflow executions', 'API 5xx rate (%)', 'Dead-letter queue depth', 'Stuck jobs reaped', 'Lambda errors', 'Lambda throttles']) {
      expect(body).toContain(`\\"title\\":\\"${title}\\"`);
    }
    for (const metric of ['ExecutionsFailed', 'ApproximateNumberOfMessagesVisible', '5xx', 'StuckJobsReaped', 'Errors', 'Throttles']) {
      expect(body).toContain(`\\"${metric}\\"`);
    }
  });
});
