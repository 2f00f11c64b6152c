import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import {
  dispatchJob,
  finalize,
  illustratePage,
  makeBookFiles,
  markFailed,
  markProcessing,
  planStory,
  reapStuck,
  writePage,
  type DispatchDeps,
  type GenerationDeps,
  type ReaperDeps,
  type ImageStepDeps,
  type BookFilesStepDeps,
  type RecordDeps,
  type StoryStepDeps,
} from '../../core/generation';
import type { LogFields } from '../../ports/logger';
import type { WorkflowStepName } from '../../contract/workflow-steps';

type Step = (deps: GenerationDeps, input: unknown) => Promise<unknown>;

const steps: Record<WorkflowStepName, Step> = { markProcessing, planStory, writePage, illustratePage, makeBookFiles, finalize, markFailed };

/** The job's ids as far as a message or state input carries them, for the log lines about it; never throws. */
function jobFields(input: unknown): LogFields {
  if (input === null || typeof input !== 'object') return {};
  const fields: LogFields = {};
  for (const name of ['bookId', 'taskId', 'index'] as const) {
    const value = (input as Record<string, unknown>)[name];
    if (typeof value === 'string' || typeof value === 'number') fields[name] = value;
  }
  return fields;
}

/** The invocation's id on every line it logs. */
export function invocationFields(context: Context | undefined): LogFields {
  return context?.awsRequestId ? { requestId: context.awsRequestId } : {};
}

function parsedBody(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** Steps that call the story model, the image model, or neither (they only keep the book's records). */
export type StoryStepName = Extract<WorkflowStepName, 'planStory' | 'writePage'>;
export type ImageStepName = Extract<WorkflowStepName, 'illustratePage'>;
export type BookFilesStepName = Extract<WorkflowStepName, 'makeBookFiles'>;
export type RecordStepName = Exclude<WorkflowStepName, StoryStepName | ImageStepName | BookFilesStepName>;
export type StepHandler = (input: unknown, context?: Context) => Promise<unknown>;

/** A Task state's handler: the state's input in, the step's result out; errors propagate to Retry/Catch by name. */
export function workflowStepHandler(step: StoryStepName, deps: StoryStepDeps): StepHandler;
export function workflowStepHandler(step: ImageStepName, deps: ImageStepDeps): StepHandler;
export function workflowStepHandler(step: BookFilesStepName, deps: BookFilesStepDeps): StepHandler;
export function workflowStepHandler(step: RecordStepName, deps: RecordDeps): StepHandler;
export function workflowStepHandler(step: WorkflowStepName, deps: GenerationDeps): StepHandler;
export function workflowStepHandler(step: WorkflowStepName, deps: RecordDeps): StepHandler {
  // The overloads pair each step with the dependencies it uses.
  return (input, context) => deps.logger.withContext({ ...invocationFields(context), step, ...jobFields(input) }, () => steps[step](deps as GenerationDeps, input));
}

/** SQS → one run per job; a failed record is reported alone, so the rest of the batch is not redelivered. */
export function dispatchHandler(deps: DispatchDeps): (event: SQSEvent, context?: Context) => Promise<SQSBatchResponse> {
  return async (event, context) => {
    const results = await Promise.all(
      event.Records.map((record) =>
        deps.logger.withContext({ ...invocationFields(context), messageId: record.messageId, ...jobFields(parsedBody(record.body)) }, async () => {
          try {
            await dispatchJob(deps, record.body);
            return [];
          } catch (error) {
            deps.logger.error('dispatch failed', { error: String(error) });
            return [{ itemIdentifier: record.messageId }];
          }
        }),
      ),
    );
    return { batchItemFailures: results.flat() };
  };
}

export function reaperHandler(deps: ReaperDeps): (event?: unknown, context?: Context) => Promise<{ reaped: number }> {
  return (_event, context) => deps.logger.withContext(invocationFields(context), async () => ({ reaped: (await reapStuck(deps)).reaped.length }));
}
