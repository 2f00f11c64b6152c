// The workflow's Finalize step.
import { lambdaEntry } from '../composition/lambda-entry';
import { recordDependencies } from '../composition/workflow-dependencies';
import { workflowStepHandler } from '../handlers/workflow/workflow-handlers';

export const handler = lambdaEntry((config) => workflowStepHandler('finalize', recordDependencies(config)));
