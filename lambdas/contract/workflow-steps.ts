// The generation workflow's contract: CDK builds the state machine from it and the local runtime binds
// each Task state to the same function by these names.
import { ExternalServiceError } from '../core/errors';
import { TaskAlreadyEndedError } from '../core/generation-errors';
import { errorNames } from '../core/named-error';
import { ProviderThrottledError, ProviderUnavailableError } from '../ports/provider-errors';
import type { FunctionName } from './functions';

/** Each step is a function of its own, named as in `functionEntries`. */
export type WorkflowStepName = Extract<FunctionName, 'markProcessing' | 'planStory' | 'writePage' | 'illustratePage' | 'makeBookFiles' | 'finalize' | 'markFailed'>;

export interface WorkflowStep {
  /** The Task state's name, as ops see it in the Step Functions console. */
  readonly state: string;
}

export const workflowSteps: Readonly<Record<WorkflowStepName, WorkflowStep>> = {
  markProcessing: { state: 'MarkProcessing' },
  planStory: { state: 'PlanStory' },
  writePage: { state: 'WritePage' },
  illustratePage: { state: 'IllustratePage' },
  makeBookFiles: { state: 'MakeBookFiles' },
  finalize: { state: 'Finalize' },
  markFailed: { state: 'MarkFailed' },
};

/** Execution input, and the input of MarkProcessing, PlanStory, MakeBookFiles and Finalize. */
export interface JobInput {
  readonly bookId: string;
  readonly taskId: string;
  readonly userId: string;
}

/** PlanStory's result, stored at `$.plan`; the Map iterates `$.plan.pageIndexes` (the cover is index 0). */
export interface PlanResult {
  readonly pageIndexes: number[];
}

/** Input of WritePage and IllustratePage: one Map item. */
export interface PageInput {
  readonly bookId: string;
  readonly taskId: string;
  readonly index: number;
  /** Set when the cover was drawn before the pages (IllustrateCover): IllustratePage draws from it. */
  readonly fromCover?: boolean;
}

/**
 * The states a workflow that draws the cover first adds: IllustrateCover (IllustratePage on page 0) before the Map,
 * and in each Map item a Choice that skips the cover's picture, drawn already.
 */
export const coverFirstStates = {
  illustrateCover: 'IllustrateCover',
  coverDrawn: 'CoverDrawnAlready',
  pageDone: 'PageDone',
} as const;

/**
 * With a model budget (MODEL_BUDGET), each model call's Task is preceded by an AwaitTurn state that waits on a task
 * token for its turn (core/model-turns.ts); one per model step, since state names are unique in a state machine.
 */
export const turnStates = {
  planStory: 'AwaitPlanTurn',
  writePage: 'AwaitPageTextTurn',
  illustratePage: 'AwaitPictureTurn',
  illustrateCover: 'AwaitCoverTurn',
} as const;

/** A turn keeper (GrantTurns) runs at most this long per invocation, and hands over 10 s before. */
export const keeperTimeoutSeconds = 300;

/** The AwaitTurn function's input (the state adds the task token and the run's start). */
export interface TurnInput extends JobInput {
  readonly taskToken: string;
  readonly model: 'text' | 'image';
  readonly index?: number;
  readonly startedAt: string;
}

/** MarkFailed's input: the job plus what a Catch put at `$.error`. */
export interface FailureInput extends JobInput {
  readonly error?: { readonly Error?: string; readonly Cause?: string };
}

/** A model provider's hiccups: retried with jittered backoff for about a minute. */
export const providerErrorNames = errorNames(ProviderThrottledError, ProviderUnavailableError);
/** The service's own dependencies (database, picture storage, Step Functions) unavailable: waited out for minutes. */
export const dependencyErrorNames = errorNames(ExternalServiceError);
/** Errors a step throws that are worth retrying with backoff (a provider or dependency hiccup). */
export const transientErrorNames = [...providerErrorNames, ...dependencyErrorNames];
/** MarkProcessing throws this when the task already ended (e.g. the reaper failed it): the run stops quietly. */
export const taskAlreadyEndedErrorName = TaskAlreadyEndedError.errorName;
