// GET /v1/stories.
import { listStoriesDependencies } from '../composition/http-dependencies';
import { lambdaEntry } from '../composition/lambda-entry';
import { listStoriesHandler } from '../handlers/http/list-stories-handler';

export const handler = lambdaEntry((config) => listStoriesHandler(listStoriesDependencies(config)));
