// How long a local engine may take to start, and what a start that took too long tells the developer.

// A cold JVM on two busy cores took 92 s to answer (DynamoDB Local, with other work running); two minutes fit a
// loaded machine and still end a start that hangs.
export const defaultEngineStartTimeoutMs = 120_000;

/** LOCAL_ENGINE_START_TIMEOUT_MS, or the default. */
export function engineStartTimeoutMs(env: NodeJS.ProcessEnv = process.env): number {
  const value = env.LOCAL_ENGINE_START_TIMEOUT_MS;
  if (value === undefined || value === '') return defaultEngineStartTimeoutMs;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`LOCAL_ENGINE_START_TIMEOUT_MS must be a number of milliseconds, got "${value}".`);
  return ms;
}

/** Which engine, what it printed last, and what to try. */
export function engineDidNotStart(engine: string, timeoutMs: number, output: string): Error {
  const printed = output.trim();
  return new Error(
    `${engine} did not answer within ${Math.round(timeoutMs / 1000)} s. ` +
      (printed === '' ? 'It printed nothing (a busy machine starts it slowly).' : `Its last output:\n${printed}`) +
      `\nTry again, or give it longer: LOCAL_ENGINE_START_TIMEOUT_MS=${Math.max(2 * timeoutMs, 300_000)} npm start`,
  );
}
