// The local stack's own time limits for calls to its engines and for the API's functions. On AWS a DynamoDB call that
// takes a second is lost and worth retrying; here it is a JVM sharing two cores with other work, and waiting is
// right. Measured figures: docs/decisions/local-timeouts-on-a-busy-machine.md.
import { httpHandlerNames, type FunctionName } from '../lambdas/contract/functions';

export interface LocalTimeouts {
  /** Each engine call's connect timeout (AWS: 1 s). */
  readonly connectMs: number;
  /** Each engine call's per-attempt timeout (AWS: 5 s). */
  readonly requestMs: number;
  /** The API functions' time budget (their deployed timeout is 10 s); the HTTP bridge still ends a request at 30 s. */
  readonly apiFunctionMs: number;
  /** How long GET /v1/health waits for each engine (AWS: 2 s). */
  readonly healthCheckMs: number;
}

export const defaultLocalTimeouts: LocalTimeouts = { connectMs: 5_000, requestMs: 12_000, apiFunctionMs: 28_000, healthCheckMs: 5_000 };

const variables = {
  connectMs: 'LOCAL_AWS_CONNECT_TIMEOUT_MS',
  requestMs: 'LOCAL_AWS_REQUEST_TIMEOUT_MS',
  apiFunctionMs: 'LOCAL_API_TIMEOUT_MS',
  healthCheckMs: 'LOCAL_HEALTH_TIMEOUT_MS',
} as const satisfies Record<keyof LocalTimeouts, string>;

/** The defaults, each replaced by its variable when set (a whole number of milliseconds). */
export function localTimeouts(env: NodeJS.ProcessEnv = process.env): LocalTimeouts {
  const read = (key: keyof LocalTimeouts): number => {
    const value = env[variables[key]];
    if (value === undefined || value === '') return defaultLocalTimeouts[key];
    const ms = Number(value);
    if (!Number.isInteger(ms) || ms <= 0) throw new Error(`${variables[key]} must be a whole number of milliseconds, got "${value}".`);
    return ms;
  };
  return { connectMs: read('connectMs'), requestMs: read('requestMs'), apiFunctionMs: read('apiFunctionMs'), healthCheckMs: read('healthCheckMs') };
}

/** What the functions' config reads (contract/config.ts), for every function the local stack runs. */
export const localTimeoutSettings = (timeouts: LocalTimeouts): Record<string, string> => ({
  AWS_CONNECT_TIMEOUT_MS: String(timeouts.connectMs),
  AWS_REQUEST_TIMEOUT_MS: String(timeouts.requestMs),
  HEALTH_CHECK_TIMEOUT_MS: String(timeouts.healthCheckMs),
});

const apiFunctions = new Set<FunctionName>(httpHandlerNames);

/** A function's time budget here: an API function's is raised to `apiFunctionMs`; the workflow's keep the template's. */
export const localFunctionTimeoutMs = (name: FunctionName, deployedMs: number, timeouts: LocalTimeouts): number =>
  apiFunctions.has(name) ? Math.max(deployedMs, timeouts.apiFunctionMs) : deployedMs;
