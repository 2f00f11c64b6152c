import type { Context, SQSEvent } from 'aws-lambda';
import { enqueueTurn, keepTurns, type EnqueueDeps, type KeeperDeps, type KeeperOutcome } from '../../core/model-turns';
import { limitedKinds, modelKinds, type ModelKind } from '../../core/model-rates';
import { invocationFields } from './workflow-handlers';

/** AwaitTurn's Lambda (invoked with a task token): the turn is written and the task waits for its keeper. */
export function awaitTurnHandler(deps: EnqueueDeps): (input: unknown, context?: Context) => Promise<{ turnId: string }> {
  return (input, context) => {
    const fields = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
    const job = { bookId: String(fields.bookId ?? ''), model: String(fields.model ?? '') };
    return deps.logger.withContext({ ...invocationFields(context), step: 'awaitTurn', ...job }, () => enqueueTurn(deps, input));
  };
}

const isSqsEvent = (event: unknown): event is SQSEvent =>
  typeof event === 'object' && event !== null && Array.isArray((event as SQSEvent).Records);

function modelsOf(event: unknown, budgeted: ModelKind[]): ModelKind[] {
  // The schedule's event names no model: every budgeted one is looked after (a keeper that finds nothing stops).
  if (!isSqsEvent(event)) return budgeted;
  const named = event.Records.map((record) => {
    try {
      return (JSON.parse(record.body) as { model?: unknown }).model;
    } catch {
      return undefined;
    }
  });
  return modelKinds.filter((kind) => named.includes(kind) && budgeted.includes(kind));
}

/**
 * GrantTurns: from the keepers queue (a keeper is needed) or the minute schedule (in case a start was lost), one
 * keeper per named model, side by side; each stops when nothing waits, or hands over before the invocation ends.
 */
export function grantTurnsHandler(deps: Omit<KeeperDeps, 'keeperId'>): (event: unknown, context: Context) => Promise<{ keepers: KeeperOutcome[] }> {
  return (event, context) =>
    deps.logger.withContext({ ...invocationFields(context), step: 'grantTurns' }, async () => {
      const scheduled = !isSqsEvent(event);
      const models = modelsOf(event, limitedKinds(deps.budget));
      const keepers = await Promise.all(models.map((model) =>
        keepTurns({ ...deps, keeperId: `${context.awsRequestId}/${model}` }, model, { timeLeftMs: () => context.getRemainingTimeInMillis(), onlyIfWaiting: scheduled }),
      ));
      for (const outcome of keepers.filter((k) => k.kept)) deps.logger.info('turn keeper stopped', { ...outcome });
      return { keepers };
    });
}
