// The workflow's AwaitTurn states: a model call joins its model's turns and waits on its task token.
import { lambdaEntry } from '../composition/lambda-entry';
import { enqueueDependencies } from '../composition/turn-dependencies';
import { awaitTurnHandler } from '../handlers/workflow/turn-handlers';

export const handler = lambdaEntry((config) => awaitTurnHandler(enqueueDependencies(config)));
