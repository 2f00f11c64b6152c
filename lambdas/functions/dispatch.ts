// The jobs queue's consumer: one workflow run per job.
import { lambdaEntry } from '../composition/lambda-entry';
import { dispatchDependencies } from '../composition/workflow-dependencies';
import { dispatchHandler } from '../handlers/workflow/workflow-handlers';

export const handler = lambdaEntry((config) => dispatchHandler(dispatchDependencies(config)));
