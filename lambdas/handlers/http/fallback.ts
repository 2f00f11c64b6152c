import { jsonLogger } from '../../adapters/json-logger';
import { fallbackHandler } from './fallback-handler';
import { lambdaEntry } from '../lambda-entry';

export const handler = lambdaEntry((config) => fallbackHandler({ logger: jsonLogger({ stage: config.stage }) }));
