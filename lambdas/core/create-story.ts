import { canonicalJson, sha256Hex } from './canonical-json';
import {
  DailyCapExceededError,
  ExternalServiceError,
  IdempotencyConflictError,
  InsufficientCreditsError,
  ValidationError,
} from './errors';
import {
  createStoryRequestSchema,
  fieldErrors,
  IDEMPOTENCY_KEY_MAX,
  type CreateStoryRequest,
  type TaskAcceptance,
} from './schemas';
import { creditPeriod, dayWindow } from './time-windows';
import { livemodeOf, testModeMark } from './key-mode';
import { webhookUrlProblemHere } from './webhook-targets';
import type { Principal } from './authenticate';
import type { BookRecord, TaskRecord } from './records';
import type { Clock } from '../ports/clock';
import type { ContentPolicy } from '../ports/content-policy';
import type { IdGenerator } from '../ports/id-generator';
import type { GenerationJob, JobQueue } from '../ports/job-queue';
import type { Logger } from '../ports/logger';
import type { Acceptance, StoryStore } from '../ports/story-store';

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface CreateStoryDeps {
  readonly store: StoryStore;
  readonly queue: JobQueue;
  readonly policy: ContentPolicy;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly logger?: Logger;
  /** The local stack only: webhooks may be http and point at this machine. */
  readonly allowLoopbackWebhooks?: boolean;
}

export interface CreateStoryCommand {
  readonly principal: Principal;
  /** The parsed JSON body, not yet validated. */
  readonly body: unknown;
  readonly idempotencyKey?: string | undefined;
  /** Called once the acceptance is written, before the job is queued; what it starts runs beside the queue send. */
  readonly onAccepted?: () => void;
}

export interface CreateStoryResult {
  readonly acceptance: TaskAcceptance;
  /** True when an earlier request with the same Idempotency-Key and body is answered again. */
  readonly replayed: boolean;
}

/** Body and Idempotency-Key together, so one 400 names every bad field. */
export function parseCreateStoryRequest(body: unknown, idempotencyKey?: string): CreateStoryRequest {
  const parsed = createStoryRequestSchema.safeParse(body);
  const fields = parsed.success ? {} : fieldErrors(parsed.error, body);
  if (idempotencyKey !== undefined && (idempotencyKey.length < 1 || idempotencyKey.length > IDEMPOTENCY_KEY_MAX)) {
    fields['Idempotency-Key'] = `Idempotency-Key must be 1 to ${IDEMPOTENCY_KEY_MAX} characters`;
  }
  if (!parsed.success || Object.keys(fields).length > 0) {
    throw new ValidationError('The request is invalid.', { fields });
  }
  return parsed.data;
}

async function reviewContent(policy: ContentPolicy, storyIdea: string): Promise<void> {
  const verdict = await policy.review(storyIdea);
  if (!verdict.allowed) {
    throw new ValidationError('The story idea is not allowed by the content policy.', {
      fields: { storyIdea: verdict.reason },
      meta: { policy: { category: verdict.category, reason: verdict.reason } },
    });
  }
}

/** The records one accepted request writes: book, task, charge, daily count and, with a key, the idempotency record. */
export function newAcceptance(deps: Pick<CreateStoryDeps, 'clock' | 'ids'>, command: CreateStoryCommand, request: CreateStoryRequest): Acceptance {
  const { principal } = command;
  const now = deps.clock.now();
  const at = now.toISOString();
  const bookId = deps.ids.uuid();
  const taskId = deps.ids.uuid();
  const period = creditPeriod(now);
  const book: BookRecord = {
    bookId,
    userId: principal.userId,
    title: null,
    slug: null,
    summary: null,
    coverImageKey: null,
    ...request,
    source: 'api',
    storageProvider: 's3',
    latestTaskId: taskId,
    livemode: livemodeOf(principal),
    createdAt: at,
    updatedAt: at,
  };
  const task: TaskRecord = {
    taskId,
    bookId,
    userId: principal.userId,
    status: 'pending',
    progress: 0,
    errorMessage: null,
    // A test book reserves nothing, so nothing is refunded when it fails or is cancelled.
    creditsReserved: livemodeOf(principal) ? request.pageCount : 0,
    creditPeriod: period,
    creditsRefunded: 0,
    createdAt: at,
    updatedAt: at,
    completedAt: null,
  };
  const acceptance: Acceptance = {
    book,
    task,
    ...(livemodeOf(principal) && { charge: { userId: principal.userId, period, credits: request.pageCount, defaultLimit: principal.monthlyCredits } }),
    // Test books count toward the daily cap like live ones (docs/test-mode.md).
    daily: { userId: principal.userId, window: dayWindow(now), cap: principal.limits.booksPerDay },
  };
  if (command.idempotencyKey === undefined) return acceptance;
  return {
    ...acceptance,
    idempotency: {
      userId: principal.userId,
      // A test key's Idempotency-Keys are a namespace of their own: never answered with a live book, nor the reverse.
      keyHash: sha256Hex(livemodeOf(principal) ? command.idempotencyKey : `test:${command.idempotencyKey}`),
      record: {
        // The whole body in canonical form: key order does not matter, every value does.
        requestHash: sha256Hex(canonicalJson(command.body)),
        bookId,
        taskId,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_WINDOW_MS).toISOString(),
      },
      now,
    },
  };
}

/** Validates, screens and accepts a story job: one store transaction, then one queue send. */
export async function createStory(deps: CreateStoryDeps, command: CreateStoryCommand): Promise<CreateStoryResult> {
  const request = parseCreateStoryRequest(command.body, command.idempotencyKey);
  const webhookProblem = request.webhook === undefined ? null : webhookUrlProblemHere(request.webhook, deps.allowLoopbackWebhooks ?? false);
  if (webhookProblem) throw new ValidationError('The request is invalid.', { fields: { webhook: webhookProblem } });
  await reviewContent(deps.policy, request.storyIdea);
  const acceptance = newAcceptance(deps, command, request);
  const result = await deps.store.accept(acceptance).catch((error: unknown) => {
    if (error instanceof ExternalServiceError) return undoUncertainAcceptance(deps, acceptance, error);
    throw error;
  });

  switch (result.outcome) {
    case 'duplicate': {
      if (result.existing.requestHash !== acceptance.idempotency?.record.requestHash) {
        throw new IdempotencyConflictError('This Idempotency-Key was already used with a different request body.', {
          meta: { bookId: result.existing.bookId },
        });
      }
      const { bookId, taskId } = result.existing;
      const task = await deps.store.findTask(bookId, taskId);
      const status = task?.status ?? 'pending';
      // Still pending: the first answer may have been lost before its job was queued. Queue it again; the
      // dispatcher starts one run per task id, so a job queued twice still runs once.
      if (status === 'pending') await requeue(deps, { bookId, taskId, userId: acceptance.task.userId, ...testModeMark(livemodeOf(command.principal)) });
      return { acceptance: { taskId, bookId, status }, replayed: true };
    }
    case 'daily_cap_reached':
      throw new DailyCapExceededError(
        `Daily book limit reached: ${acceptance.daily.cap} books per day on this plan.`,
        acceptance.daily.window.secondsLeft,
        { limit: acceptance.daily.cap, window: 'day' },
      );
    case 'insufficient_credits':
      throw new InsufficientCreditsError(`Not enough monthly credits for ${request.pageCount} pages.`, {
        meta: { creditsRequired: request.pageCount, period: acceptance.charge?.period },
      });
    case 'accepted':
      command.onAccepted?.();
      await enqueueOrRelease(deps, acceptance);
      return {
        acceptance: { taskId: acceptance.task.taskId, bookId: acceptance.book.bookId, status: 'pending' },
        replayed: false,
      };
  }
}

// The database did not answer the acceptance in time: it may have landed or not. It is undone if it did (no job
// was queued), and the client gets the ids either way, so nothing is ever charged without the caller knowing the book.
async function undoUncertainAcceptance(deps: CreateStoryDeps, acceptance: Acceptance, cause: ExternalServiceError): Promise<never> {
  const { bookId, taskId } = acceptance.task;
  let message = 'The database did not answer in time; nothing was charged. Please retry.';
  try {
    await deps.store.releaseUnqueued(acceptance, 'The database did not answer in time while accepting the book; its credits were returned.');
  } catch (releaseError) {
    deps.logger?.error('undo after an uncertain acceptance failed', { bookId, taskId, error: String(releaseError) });
    message = 'The database did not answer in time. If the book was accepted it will be marked failed and refunded; its ids are in error.meta. Please retry.';
  }
  throw new ExternalServiceError(message, { meta: { dependency: 'database', bookId, taskId }, cause });
}

async function requeue(deps: CreateStoryDeps, job: GenerationJob): Promise<void> {
  try {
    await deps.queue.enqueue(job);
  } catch (queueError) {
    // Not undone: the first send may have landed. A later retry queues it again; the reaper is the backstop.
    throw new ExternalServiceError('The job queue is temporarily unavailable. Please retry with the same Idempotency-Key.', {
      meta: { dependency: 'queue', bookId: job.bookId, taskId: job.taskId },
      cause: queueError,
    });
  }
}

// A job that cannot be queued is undone (task failed, credits and daily slot returned, idempotency key freed),
// so the client can simply retry. If even the undo fails, the stuck-job reaper ends the task and refunds it.
async function enqueueOrRelease(deps: CreateStoryDeps, acceptance: Acceptance): Promise<void> {
  const { bookId, taskId, userId } = acceptance.task;
  try {
    // Only a test book's job says so: the offline models write it whatever the deployment's provider.
    await deps.queue.enqueue({ bookId, taskId, userId, ...testModeMark(livemodeOf(acceptance.book)) });
  } catch (queueError) {
    let released = true;
    try {
      await deps.store.releaseUnqueued(acceptance, 'The job could not be queued; its credits were returned.');
    } catch (releaseError) {
      released = false;
      deps.logger?.error('release after queue failure failed', { bookId, taskId, error: String(releaseError) });
    }
    throw new ExternalServiceError(
      released
        ? 'The job queue is temporarily unavailable; nothing was charged. Please retry.'
        : 'The job queue is temporarily unavailable; the job will be marked failed and refunded. Please retry.',
      { meta: { dependency: 'queue', bookId, taskId }, cause: queueError },
    );
  }
}
