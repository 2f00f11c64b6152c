// Errors the workflow's steps throw; Step Functions matches Retry and Catch on their declared names.
import { NamedError } from './named-error';

/** The task was already failed or completed (e.g. by the reaper): the run stops without touching it. */
export class TaskAlreadyEndedError extends NamedError {
  static override readonly errorName = 'TaskAlreadyEndedError';
}

/** Finalize found a page without its text or picture: the book is failed rather than shown half done. */
export class IncompleteBookError extends NamedError {
  static override readonly errorName = 'IncompleteBookError';
}

/** The model wrote something the content policy refuses, and wrote it again when asked once more. */
export class GeneratedContentRefusedError extends NamedError {
  static override readonly errorName = 'GeneratedContentRefusedError';
}

/** The content review's second opinion (a moderation model) refused the client's idea, after the rules allowed it. */
export class IdeaRefusedError extends NamedError {
  static override readonly errorName = 'IdeaRefusedError';
}

/** The book's PDF or reader page could not be made from its finished pages. */
export class BookFilesError extends NamedError {
  static override readonly errorName = 'BookFilesError';
}

/** The job message or step input is not what the workflow expects. */
export class InvalidJobError extends NamedError {
  static override readonly errorName = 'InvalidJobError';
}

/** A model call waited for its turn until the book's deadline (BOOK_DEADLINE_SECONDS): the book fails and refunds. */
export class BookDeadlinePassedError extends NamedError {
  static override readonly errorName = 'BookDeadlinePassedError';
}
