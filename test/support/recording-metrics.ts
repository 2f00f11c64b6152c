import type { BusinessMetric, Metrics } from '../../lambdas/ports/metrics';

/** The Metrics port, summed in memory: what CloudWatch would show for the run. */
export class RecordingMetrics implements Metrics {
  readonly totals = new Map<BusinessMetric, number>();
  count(name: BusinessMetric, value = 1): void {
    if (value <= 0) return;
    this.totals.set(name, (this.totals.get(name) ?? 0) + value);
  }
  of(name: BusinessMetric): number {
    return this.totals.get(name) ?? 0;
  }
}
