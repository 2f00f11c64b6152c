// POST /v1/stories/{id}/cancel.
import { cancelStoryDependencies } from '../composition/http-dependencies';
import { lambdaEntry } from '../composition/lambda-entry';
import { cancelStoryHandler } from '../handlers/http/cancel-story-handler';

export const handler = lambdaEntry((config) => cancelStoryHandler(cancelStoryDependencies(config)));
