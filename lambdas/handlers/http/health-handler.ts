import middy from '@middy/core';
import type { AppConfig } from '../../contract/config';
import { assertDependenciesAnswer } from '../../core/health';
import type { Health } from '../../core/schemas';
import type { DependencyCheck } from '../../ports/dependency-check';
import type { Clock } from '../../ports/clock';
import type { Logger } from '../../ports/logger';
import { envelope } from './middleware/envelope';
import { withRequestLogContext } from './request-log-context';
import type { ApiContext, HttpEvent, HttpHandler, HttpResponse, HttpResult } from './http-types';

export interface HealthDeps {
  readonly config: Pick<AppConfig, 'stage' | 'version' | 'healthCheckTimeoutMs'>;
  /** DynamoDB, S3 and SQS: one that does not answer makes the answer 503 naming it. */
  readonly checks: readonly DependencyCheck[];
  readonly clock: Clock;
  readonly logger: Logger;
}

export function healthHandler(deps: HealthDeps): HttpHandler {
  const health = async (): Promise<HttpResult> => {
    await assertDependenciesAnswer(deps.checks, deps.config.healthCheckTimeoutMs);
    const data: Health = { status: 'ok', stage: deps.config.stage, version: deps.config.version, now: deps.clock.now().toISOString() };
    return { statusCode: 200, data };
  };
  const chain = middy<HttpEvent, HttpResponse, Error, ApiContext>()
    .use(envelope(deps.logger))
    .handler(health as never) as unknown as HttpHandler;
  return withRequestLogContext(deps.logger, chain);
}
