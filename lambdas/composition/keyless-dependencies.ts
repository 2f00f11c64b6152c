// Health and fallback read no key and no table: their own module, so their bundles carry no SDK client.
import { jsonLogger } from '../adapters/json-logger';
import type { AppConfig } from '../contract/config';
import type { FallbackDeps } from '../handlers/http/fallback-handler';
import type { HealthDeps } from '../handlers/http/health-handler';
import { systemClock, type Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';

export interface KeylessOverrides {
  readonly clock?: Clock;
  readonly logger?: Logger;
}

export const loggerFor = (config: AppConfig, overrides: KeylessOverrides): Logger => overrides.logger ?? jsonLogger({ stage: config.stage });

export const healthDependencies = (config: AppConfig, overrides: KeylessOverrides = {}): HealthDeps => ({
  config,
  clock: overrides.clock ?? systemClock,
  logger: loggerFor(config, overrides),
});

export const fallbackDependencies = (config: AppConfig, overrides: KeylessOverrides = {}): FallbackDeps => ({ logger: loggerFor(config, overrides) });
