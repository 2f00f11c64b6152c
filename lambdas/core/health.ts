import { ServiceUnavailableError } from './errors';
import type { DependencyCheck, DependencyName } from '../ports/dependency-check';

const timedOut = Symbol('timed out');

/** True when `check` succeeded within `timeoutMs`; a failure or no answer in time is false. */
async function answers(check: DependencyCheck, timeoutMs: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), timeoutMs);
  });
  try {
    return (await Promise.race([check.check().then(() => true, () => false), deadline])) === true;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs every check side by side, each given at most `timeoutMs`; throws ServiceUnavailableError naming the ones that
 * did not answer. Only names leave here: an error's text could carry an endpoint or an account id.
 */
export async function assertDependenciesAnswer(checks: readonly DependencyCheck[], timeoutMs: number): Promise<void> {
  const results = await Promise.all(checks.map(async (check) => ({ name: check.name, ok: await answers(check, timeoutMs) })));
  const failing: DependencyName[] = results.filter((result) => !result.ok).map((result) => result.name);
  if (failing.length === 0) return;
  throw new ServiceUnavailableError(`Not answering: ${failing.join(', ')}.`, { meta: { failing } });
}
