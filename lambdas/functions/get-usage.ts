// GET /v1/usage.
import { getUsageDependencies } from '../composition/http-dependencies';
import { lambdaEntry } from '../composition/lambda-entry';
import { getUsageHandler } from '../handlers/http/get-usage-handler';

export const handler = lambdaEntry((config) => getUsageHandler(getUsageDependencies(config)));
