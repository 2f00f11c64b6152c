// The turn keeper: hands out model turns within MODEL_BUDGET (from the keepers queue, and every minute).
import { lambdaEntry } from '../composition/lambda-entry';
import { keeperDependencies } from '../composition/turn-dependencies';
import { grantTurnsHandler } from '../handlers/workflow/turn-handlers';

export const handler = lambdaEntry((config) => grantTurnsHandler(keeperDependencies(config)));
