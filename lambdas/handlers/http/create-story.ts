import { createStoryDependencies } from '../../composition/http-dependencies';
import { createStoryHandler } from './create-story-handler';
import { lambdaEntry } from '../lambda-entry';

export const handler = lambdaEntry((config) => createStoryHandler(createStoryDependencies(config)));
