// Order statistics for latency samples: nearest rank, so a reported p99 is a time some request really took.

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)));
  return sorted[rank - 1]!;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  // An even count averages the two middle samples, the usual definition of the median.
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export interface LatencySummary {
  samples: number;
  medianMs: number;
  p99Ms: number;
}

export function summarize(values: readonly number[]): LatencySummary {
  return { samples: values.length, medianMs: median(values), p99Ms: percentile(values, 99) };
}
