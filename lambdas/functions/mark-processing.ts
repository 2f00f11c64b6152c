// The workflow's MarkProcessing step.
import { lambdaEntry } from '../composition/lambda-entry';
import { recordDependencies } from '../composition/workflow-dependencies';
import { workflowStepHandler } from '../handlers/workflow/workflow-handlers';

export const handler = lambdaEntry((config) => workflowStepHandler('markProcessing', recordDependencies(config)));
