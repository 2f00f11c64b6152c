import { AlarmStatusWidget, Dashboard, GraphWidget, type IMetric, type Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type { IStateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Duration } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import type { AlarmsConstruct } from './alarms-construct';
import type { Stage } from './stage';

export interface OpsDashboardProps {
  readonly stage: Stage;
  readonly alarms: AlarmsConstruct;
  readonly stateMachine: IStateMachine;
}

const fiveMinutes = Duration.minutes(5);

// One line per function, named after it rather than after the metric.
const labelled = (metrics: Record<string, Metric>): IMetric[] => Object.entries(metrics).map(([name, metric]) => metric.with({ label: name }));

/** One CloudWatch dashboard with the figures the alarms watch, and the alarms' state on top. */
export class OpsDashboard extends Construct {
  readonly dashboard: Dashboard;

  constructor(scope: Construct, id: string, { stage, alarms, stateMachine }: OpsDashboardProps) {
    super(scope, id);
    const graph = (title: string, left: IMetric[]) => new GraphWidget({ title, left, width: 12, height: 6 });

    this.dashboard = new Dashboard(this, 'Dashboard', { dashboardName: `storybook-${stage}` });
    this.dashboard.addWidgets(new AlarmStatusWidget({ title: 'Alarms', alarms: alarms.alarms, width: 24 }));
    this.dashboard.addWidgets(
      graph('Workflow executions', [
        stateMachine.metricStarted({ period: fiveMinutes, statistic: 'Sum' }),
        stateMachine.metricSucceeded({ period: fiveMinutes, statistic: 'Sum' }),
        alarms.executionsFailed,
      ]),
      graph('API 5xx rate (%)', [alarms.api5xxRate]),
    );
    this.dashboard.addWidgets(
      graph('Dead-letter queue depth', [alarms.deadLettersVisible]),
      graph('Stuck jobs reaped', [alarms.stuckJobsReaped]),
    );
    this.dashboard.addWidgets(
      graph('Lambda errors', labelled(alarms.functionErrors)),
      graph('Lambda throttles', labelled(alarms.functionThrottles)),
    );
    // Model turns, where a budget is set: how many wait, how fast they go, how long they wait, what got throttled.
    const turns = Object.entries(alarms.turns);
    if (turns.length > 0) {
      this.dashboard.addWidgets(
        graph('Model turns waiting (max) and granted', turns.flatMap(([kind, m]) => [m.waiting.with({ label: `${kind} waiting` }), m.granted.with({ label: `${kind} granted` })])),
        graph('Turn wait p90 (ms), throttles, deadline headroom (s)', turns.flatMap(([kind, m]) => [
          m.waitMs.with({ label: `${kind} wait p90` }),
          m.throttles.with({ label: `${kind} throttles` }),
          m.headroomSeconds.with({ label: `${kind} headroom` }),
        ])),
      );
    }
  }
}
