// POST /v1/stories.
import { createStoryDependencies } from '../composition/http-dependencies';
import { lambdaEntry } from '../composition/lambda-entry';
import { createStoryHandler } from '../handlers/http/create-story-handler';

export const handler = lambdaEntry((config) => createStoryHandler(createStoryDependencies(config)));
