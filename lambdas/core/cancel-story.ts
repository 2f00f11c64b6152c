import { NotFoundError, StoryAlreadyFinishedError, ValidationError } from './errors';
import { endingFor } from './generation';
import { latestTask, toStoryView } from './get-story';
import type { Principal } from './authenticate';
import type { StoredStory, TaskRecord } from './records';
import { bookIdSchema, type Story } from './schemas';
import type { AssetUrlSigner } from '../ports/asset-urls';
import type { Clock } from '../ports/clock';
import type { FailOutcome, GenerationStore, TaskEnding, TaskRef } from '../ports/generation-store';
import type { Logger } from '../ports/logger';
import type { WorkflowRunner } from '../ports/workflow-runner';
import type { WebhookEvents } from '../ports/webhook-events';
import { emitWritten, endingWithFailedEvent } from './webhook-events';
import { sameMode } from './key-mode';

// POST /v1/stories/{id}/cancel: the owner ends a book still pending or processing.

export interface CancelStoryDeps {
  /** The generation store: a cancel is the same conditional ending as markFailed's and the reaper's. */
  readonly store: Pick<GenerationStore, 'findStory' | 'fail' | 'findBook'>;
  readonly runner: Pick<WorkflowRunner, 'stop'>;
  readonly assets: AssetUrlSigner;
  readonly clock: Clock;
  readonly logger: Logger;
  /** Where the book's webhook events go (docs/webhooks.md); none where no deliveries queue is configured. */
  readonly webhooks?: WebhookEvents | undefined;
}

export interface CancelStoryInput {
  /** The key's owner, authenticated (and counted against the minute limit) before this runs. */
  readonly principal: Principal;
  readonly bookId: string | undefined;
}

export const cancelReason = 'Cancelled by its owner';

/** The cancel's ending: the task fails with `cancelledAt`, every page not delivered is refunded, and the message says so. */
export function cancelEnding(taskId: string, cancelledAt: string): (story: StoredStory) => TaskEnding {
  return endingFor(cancelReason, taskId, { cancelledAt });
}

/**
 * The one place a book ends by cancel (whatever else a cancelled book sets off belongs here). The task ends in
 * the table first, as one conditional transaction with its refund; then its run is stopped. A run that cannot be
 * stopped finds its task ended at its next step and writes nothing more.
 */
export async function endByCancel(deps: CancelStoryDeps, task: TaskRef, now: string): Promise<FailOutcome> {
  const { ending, written } = endingWithFailedEvent(deps, task.taskId, now, cancelEnding(task.taskId, now));
  const outcome = await deps.store.fail(task, ending, now);
  if (outcome.alreadyEnded) return outcome;
  deps.logger.info('book cancelled', { bookId: task.bookId, taskId: task.taskId, creditsRefunded: outcome.creditsRefunded });
  try {
    await deps.runner.stop(task.taskId, `${cancelReason}.`);
  } catch (error) {
    deps.logger.warn('the cancelled book\'s run could not be stopped', { bookId: task.bookId, taskId: task.taskId, error: String(error) });
  }
  // The event was written with the failure (the outbox): a queue hiccup here leaves it for the reaper's sweep.
  await emitWritten(deps, task, 'story.failed', written).catch((error: unknown) => deps.logger.error('webhook event not forwarded', { bookId: task.bookId, taskId: task.taskId, error: String(error) }));
  return outcome;
}

function finished(task: TaskRecord | undefined): StoryAlreadyFinishedError {
  const status = task?.status ?? 'unknown';
  const message = task ? `The story has already ${status === 'completed' ? 'completed' : 'failed'}; there is nothing to cancel.` : 'The story has no generation to cancel.';
  return new StoryAlreadyFinishedError(message, { meta: { status } });
}

const isCancellable = (task: TaskRecord | undefined) => task?.status === 'pending' || task?.status === 'processing';

/**
 * The caller's own book, cancelled: 200 with the Story as GET shows it. A book cancelled already answers the same
 * way (a repeat changes nothing); one that ended otherwise is 409; anyone else's or a missing one is 404.
 */
export async function cancelStory(deps: CancelStoryDeps, input: CancelStoryInput): Promise<Story> {
  const bookId = (input.bookId ?? '').toLowerCase();
  if (!bookIdSchema.safeParse(bookId).success) {
    throw new ValidationError('The story id is invalid.', { fields: { id: 'id must be a UUID (the bookId from the create call)' } });
  }
  const owned = async () => {
    const stored = await deps.store.findStory(bookId);
    if (!stored || stored.book.userId !== input.principal.userId || !sameMode(input.principal, stored.book)) throw new NotFoundError('No story with this id.');
    return stored;
  };
  const stored = await owned();
  const task = latestTask(stored);
  if (task?.cancelledAt) return toStoryView(stored, deps.assets);
  if (!task || !isCancellable(task)) throw finished(task);

  const outcome = await endByCancel(deps, { bookId, taskId: task.taskId }, deps.clock.now().toISOString());
  const after = await owned();
  const ended = after.tasks.find((t) => t.taskId === task.taskId);
  // Another ending won the race (Finalize, the reaper, a failing step) unless it was a cancel too.
  if (outcome.alreadyEnded && !ended?.cancelledAt) throw finished(ended);
  return toStoryView(after, deps.assets);
}
