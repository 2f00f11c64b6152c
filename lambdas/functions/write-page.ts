// The workflow's WritePage step.
import { lambdaEntry } from '../composition/lambda-entry';
import { storyStepDependencies } from '../composition/workflow-dependencies';
import { workflowStepHandler } from '../handlers/workflow/workflow-handlers';

export const handler = lambdaEntry(async (config) => workflowStepHandler('writePage', await storyStepDependencies(config)));
