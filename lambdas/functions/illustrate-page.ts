// The workflow's IllustratePage step.
import { lambdaEntry } from '../composition/lambda-entry';
import { imageStepDependencies } from '../composition/workflow-dependencies';
import { workflowStepHandler } from '../handlers/workflow/workflow-handlers';

export const handler = lambdaEntry(async (config) => workflowStepHandler('illustratePage', await imageStepDependencies(config)));
