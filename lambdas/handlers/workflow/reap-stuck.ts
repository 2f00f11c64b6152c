import { reaperDependencies } from '../../composition/workflow-dependencies';
import { lambdaEntry } from '../lambda-entry';
import { reaperHandler } from './workflow-handlers';

export const handler = lambdaEntry((config) => reaperHandler(reaperDependencies(config)));
