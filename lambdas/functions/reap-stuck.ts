// Scheduled: ends jobs that stopped making progress.
import { lambdaEntry } from '../composition/lambda-entry';
import { reaperDependencies } from '../composition/workflow-dependencies';
import { reaperHandler } from '../handlers/workflow/workflow-handlers';

export const handler = lambdaEntry((config) => reaperHandler(reaperDependencies(config)));
