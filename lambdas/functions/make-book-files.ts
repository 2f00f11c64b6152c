// The workflow's MakeBookFiles step: the book's PDF and reader page, once every page is done.
import { bookFilesStepDependencies } from '../composition/book-files-dependencies';
import { lambdaEntry } from '../composition/lambda-entry';
import { workflowStepHandler } from '../handlers/workflow/workflow-handlers';

export const handler = lambdaEntry(async (config) => workflowStepHandler('makeBookFiles', await bookFilesStepDependencies(config)));
