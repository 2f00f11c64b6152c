import type { Metrics } from '../ports/metrics';

/**
 * Counts in CloudWatch embedded metric format (the EMF specification: one JSON log line whose `_aws` member names
 * the namespace, dimensions and metrics), namespace `Storybook/<stage>` beside the reaper's metric, dimension
 * `service`. Each count is its own line, written at once, so no handler has to flush at the end of an invocation.
 * Written here rather than with Powertools Metrics: the same line for 10 KiB less in every function that counts.
 */
export function emfMetrics(stage: string, write: (line: string) => void = (line) => process.stdout.write(`${line}\n`)): Metrics {
  const namespace = `Storybook/${stage}`;
  return {
    count: (name, value = 1) => {
      if (value <= 0) return;
      write(JSON.stringify({
        _aws: { Timestamp: Date.now(), CloudWatchMetrics: [{ Namespace: namespace, Dimensions: [['service']], Metrics: [{ Name: name, Unit: 'Count' }] }] },
        service: 'storybook-api',
        [name]: value,
      }));
    },
  };
}
