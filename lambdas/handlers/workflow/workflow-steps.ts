// The generation workflow's contract: CDK builds the state machine from it and the local runtime binds
// each Task state to the same handler module by these names.

export type WorkflowStepName = 'markProcessing' | 'planStory' | 'writePage' | 'illustratePage' | 'finalize' | 'markFailed';

export interface WorkflowStep {
  /** The Task state's name, as ops see it in the Step Functions console. */
  readonly state: string;
  /** Handler module, relative to the repository root, exporting `handler`. */
  readonly entry: string;
}

export const workflowSteps: Readonly<Record<WorkflowStepName, WorkflowStep>> = {
  markProcessing: { state: 'MarkProcessing', entry: 'lambdas/handlers/workflow/mark-processing.ts' },
  planStory: { state: 'PlanStory', entry: 'lambdas/handlers/workflow/plan-story.ts' },
  writePage: { state: 'WritePage', entry: 'lambdas/handlers/workflow/write-page.ts' },
  illustratePage: { state: 'IllustratePage', entry: 'lambdas/handlers/workflow/illustrate-page.ts' },
  finalize: { state: 'Finalize', entry: 'lambdas/handlers/workflow/finalize.ts' },
  markFailed: { state: 'MarkFailed', entry: 'lambdas/handlers/workflow/mark-failed.ts' },
};

/** SQS → StartExecution(name = taskId). */
export const dispatcherEntry = 'lambdas/handlers/workflow/dispatch.ts';
/** Scheduled: ends jobs that stopped making progress. */
export const reaperEntry = 'lambdas/handlers/workflow/reap-stuck.ts';

/** Execution input, and the input of MarkProcessing, PlanStory and Finalize. */
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
}

/** MarkFailed's input: the job plus what a Catch put at `$.error`. */
export interface FailureInput extends JobInput {
  readonly error?: { readonly Error?: string; readonly Cause?: string };
}

/** Errors a step throws that are worth retrying with backoff (a provider or dependency hiccup). */
export const transientErrorNames = ['ProviderThrottledError', 'ProviderUnavailableError', 'ExternalServiceError'] as const;
/** MarkProcessing throws this when the task already ended (e.g. the reaper failed it): the run stops quietly. */
export const taskAlreadyEndedErrorName = 'TaskAlreadyEndedError';
