// GET /v1/stories/{id}.
import { getStoryDependencies } from '../composition/http-dependencies';
import { lambdaEntry } from '../composition/lambda-entry';
import { getStoryHandler } from '../handlers/http/get-story-handler';

export const handler = lambdaEntry((config) => getStoryHandler(getStoryDependencies(config)));
