import { describe, expect, it } from 'vitest';
import { emfMetrics } from '../../lambdas/adapters/emf-metrics';

// The line CloudWatch turns into a metric (EMF specification, "Specification: Embedded metric format"): the alarms
// in lib/alarms-construct.ts watch exactly this namespace, name and dimension.
describe('a count is one embedded-metric-format line, written at once', () => {
  it('names the namespace, the service dimension and the metric, with its value as a member of the line', () => {
    const lines: string[] = [];
    emfMetrics('production', (line) => lines.push(line)).count('AbuseActions');
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]!);
    expect(line).toEqual({
      _aws: { Timestamp: expect.any(Number), CloudWatchMetrics: [{ Namespace: 'Storybook/production', Dimensions: [['service']], Metrics: [{ Name: 'AbuseActions', Unit: 'Count' }] }] },
      service: 'storybook-api',
      AbuseActions: 1,
    });
    expect(Math.abs(line._aws.Timestamp - Date.now())).toBeLessThan(5_000);
  });

  it('counts a value, and writes nothing for zero or less', () => {
    const lines: string[] = [];
    const metrics = emfMetrics('development', (line) => lines.push(line));
    metrics.count('CreditsRefunded', 4);
    metrics.count('CreditsRefunded', 0);
    metrics.count('CreditsRefunded', -1);
    expect(lines.map((text) => JSON.parse(text).CreditsRefunded)).toEqual([4]);
  });
});
