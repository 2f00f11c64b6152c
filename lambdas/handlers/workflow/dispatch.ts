import { dispatchDependencies } from '../../composition/workflow-dependencies';
import { lambdaEntry } from '../lambda-entry';
import { dispatchHandler } from './workflow-handlers';

export const handler = lambdaEntry((config) => dispatchHandler(dispatchDependencies(config)));
