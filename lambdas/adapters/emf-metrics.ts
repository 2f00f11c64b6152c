import { MetricUnit, Metrics as PowertoolsMetrics } from '@aws-lambda-powertools/metrics';
import type { Metrics } from '../ports/metrics';

/**
 * Powertools Metrics in CloudWatch embedded metric format, namespace `Storybook/<stage>` beside the reaper's metric.
 * Each count is written at once as its own line, so no handler has to flush at the end of an invocation.
 */
export function emfMetrics(stage: string): Metrics {
  const metrics = new PowertoolsMetrics({ namespace: `Storybook/${stage}`, serviceName: 'storybook-api' });
  return {
    count: (name, value = 1) => {
      if (value <= 0) return;
      metrics.singleMetric().addMetric(name, MetricUnit.Count, value);
    },
  };
}
