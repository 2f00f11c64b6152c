import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context } from 'aws-lambda';

// Each invocation's deadline, for the AWS clients a function composes once: calls made while it runs stop early
// enough for the function to answer (an envelope, a named error) instead of being killed at its timeout.

/** Time kept back to build and send the answer after the last AWS call gave up. */
export const answerReserveMs = 1000;

const deadlines = new AsyncLocalStorage<number>();

/** Runs `work` with the invocation's deadline: its remaining time less the answer's reserve. */
export function withInvocationDeadline<R>(context: Pick<Context, 'getRemainingTimeInMillis'>, work: () => Promise<R>): Promise<R> {
  const remaining = typeof context.getRemainingTimeInMillis === 'function' ? context.getRemainingTimeInMillis() : undefined;
  if (remaining === undefined || !Number.isFinite(remaining)) return work();
  return deadlines.run(Date.now() + remaining - answerReserveMs, work);
}

/** The current invocation's deadline (epoch ms), if the call runs inside one. */
export const invocationDeadline = (): number | undefined => deadlines.getStore();
