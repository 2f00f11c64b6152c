// Every request no route matches ($default): 404, or 405 for a known path.
import { fallbackDependencies } from '../composition/keyless-dependencies';
import { lambdaEntry } from '../composition/lambda-entry';
import { fallbackHandler } from '../handlers/http/fallback-handler';

export const handler = lambdaEntry((config) => fallbackHandler(fallbackDependencies(config)));
