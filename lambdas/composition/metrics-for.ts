import { emfMetrics } from '../adapters/emf-metrics';
import type { AppConfig } from '../contract/config';
import { noMetrics, type Metrics } from '../ports/metrics';

/** EMF metrics inside Lambda, where CloudWatch turns the log lines into metrics; none locally, where nothing would. */
export const metricsFor = (config: AppConfig): Metrics => (config.emitMetrics ? emfMetrics(config.stage) : noMetrics);
