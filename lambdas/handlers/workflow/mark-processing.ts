import { generationDependencies } from '../../composition/workflow-dependencies';
import { lambdaEntry } from '../lambda-entry';
import { workflowStepHandler } from './workflow-handlers';

export const handler = lambdaEntry((config) => workflowStepHandler('markProcessing', generationDependencies(config)));
