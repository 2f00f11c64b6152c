// GET /v1/health.
import { healthDependencies } from '../composition/health-dependencies';
import { lambdaEntry } from '../composition/lambda-entry';
import { healthHandler } from '../handlers/http/health-handler';

export const handler = lambdaEntry((config) => healthHandler(healthDependencies(config)));
