import { getStoryDependencies } from '../../composition/http-dependencies';
import { getStoryHandler } from './get-story-handler';
import { lambdaEntry } from '../lambda-entry';

export const handler = lambdaEntry((config) => getStoryHandler(getStoryDependencies(config)));
