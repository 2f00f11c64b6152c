import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import {
  dispatchJob,
  finalize,
  illustratePage,
  markFailed,
  markProcessing,
  planStory,
  reapStuck,
  writePage,
  type DispatchDeps,
  type GenerationDeps,
  type ReaperDeps,
} from '../../core/generation';
import type { WorkflowStepName } from './workflow-steps';

type Step = (deps: GenerationDeps, input: unknown) => Promise<unknown>;

const steps: Record<WorkflowStepName, Step> = { markProcessing, planStory, writePage, illustratePage, finalize, markFailed };

/** A Task state's handler: the state's input in, the step's result out; errors propagate to Retry/Catch by name. */
export function workflowStepHandler(step: WorkflowStepName, deps: GenerationDeps): (input: unknown) => Promise<unknown> {
  return (input) => steps[step](deps, input);
}

/** SQS → one run per job; a failed record is reported alone, so the rest of the batch is not redelivered. */
export function dispatchHandler(deps: DispatchDeps): (event: SQSEvent) => Promise<SQSBatchResponse> {
  return async (event) => {
    const results = await Promise.allSettled(event.Records.map((record) => dispatchJob(deps, record.body)));
    const batchItemFailures = results.flatMap((result, i) => {
      if (result.status === 'fulfilled') return [];
      deps.logger.error('dispatch failed', { messageId: event.Records[i]!.messageId, error: String(result.reason) });
      return [{ itemIdentifier: event.Records[i]!.messageId }];
    });
    return { batchItemFailures };
  };
}

export function reaperHandler(deps: ReaperDeps): () => Promise<{ reaped: number }> {
  return async () => ({ reaped: (await reapStuck(deps)).reaped.length });
}
