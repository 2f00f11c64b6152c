import { jsonLogger } from '../../adapters/json-logger';
import { systemClock } from '../../ports/clock';
import { healthHandler } from './health-handler';
import { lambdaEntry } from '../lambda-entry';

export const handler = lambdaEntry((config) => healthHandler({ config, clock: systemClock, logger: jsonLogger({ stage: config.stage }) }));
