import { describe, expect, it } from 'vitest';
import {
  coverFirstStates,
  taskAlreadyEndedErrorName,
  providerErrorNames, dependencyErrorNames,
  workflowSteps,
  type WorkflowStepName,
} from '../../lambdas/contract/workflow-steps';
import { PAGE_COUNT_MAX } from '../../lambdas/core/schemas';
import { Duration } from 'aws-cdk-lib';
import { crashRetry, dependencyOutageRetry, remakeFilesRetry, taskTimeoutMargin, transientRetry, worstCaseTaskSeconds } from '../../lib/workflow-construct';
import { synthesize } from './synth';
import { arnOf, stateMachineResource, synthesizeWithWorkflow, workflowDefinition } from './workflow-template';

type AnyState = Record<string, unknown> & { Type: string; Next?: string; End?: boolean };

const synthesized = synthesize('development');
const definition = workflowDefinition(synthesized);
const states = definition.States as Record<string, AnyState>;
const pages = states.Pages as AnyState & { ItemProcessor: { StartAt: string; States: Record<string, AnyState> } };
const pageStates = pages.ItemProcessor.States;
const stepNames = Object.keys(workflowSteps) as WorkflowStepName[];
const stateOf = (step: WorkflowStepName): AnyState => {
  const name = workflowSteps[step].state;
  const state = states[name] ?? pageStates[name];
  if (!state) throw new Error(`no state ${name}`);
  return state;
};

/** The states visited from `start` by following Next until a state ends the run. */
function path(all: Record<string, AnyState>, start: string): string[] {
  const visited: string[] = [];
  for (let name: string | undefined = start; name !== undefined; name = all[name]?.Next) {
    if (visited.includes(name)) throw new Error(`loop at ${name}`);
    visited.push(name);
  }
  return visited;
}

describe('workflow: a Standard state machine in JSONPath only, so the local interpreter runs it unchanged', () => {
  const resource = stateMachineResource(synthesized);

  it('is STANDARD, named after the stage', () => {
    expect(resource.Properties.StateMachineType).toBe('STANDARD');
    expect(resource.Properties.StateMachineName).toBe('storybook-development-generation');
  });

  it('uses no JSONata and no variables anywhere', () => {
    const text = JSON.stringify(definition);
    expect(text).not.toContain('"QueryLanguage"');
    expect(text).not.toContain('JSONata');
    expect(text).not.toContain('"Assign"');
    expect(text).not.toContain('"Arguments"');
    expect(text).not.toContain('{%');
  });

  it('logs every execution event with its data to its own log group, and traces with X-Ray', () => {
    expect(resource.Properties.LoggingConfiguration).toEqual({
      Destinations: [
        { CloudWatchLogsLogGroup: { LogGroupArn: { 'Fn::GetAtt': [expect.stringMatching(/^WorkflowExecutionLogs/), 'Arn'] } } },
      ],
      IncludeExecutionData: true,
      Level: 'ALL',
    });
    expect(resource.Properties.TracingConfiguration).toEqual({ Enabled: true });
  });
});

describe('workflow: the states and their order', () => {
  it('runs MarkProcessing → PlanStory → Pages → MakeBookFiles → Finalize → FilesMade → Done', () => {
    expect(definition.StartAt).toBe('MarkProcessing');
    expect(path(states, definition.StartAt)).toEqual(['MarkProcessing', 'PlanStory', 'Pages', 'MakeBookFiles', 'Finalize', 'FilesMade']);
    expect(states.FilesMade).toEqual({
      Type: 'Choice',
      Choices: [{ Variable: '$.filesError', IsPresent: true, Next: 'MakeBookFilesAgain' }],
      Default: 'Done',
    });
    expect(states.Done?.Type).toBe('Succeed');
  });

  it('writes then illustrates each page inside the Map', () => {
    expect(pages.ItemProcessor.StartAt).toBe('WritePage');
    expect(path(pageStates, 'WritePage')).toEqual(['WritePage', 'IllustratePage']);
    expect(pageStates.IllustratePage?.End).toBe(true);
    expect(Object.keys(pageStates).sort()).toEqual(['IllustratePage', 'WritePage']);
  });

  it('ends a failed run through MarkFailed in the GenerationFailed Fail state, carrying the caught error', () => {
    expect(path(states, 'MarkFailed')).toEqual(['MarkFailed', 'GenerationFailed']);
    expect(states.GenerationFailed).toEqual({ Type: 'Fail', ErrorPath: '$.error.Error', CausePath: '$.error.Cause' });
  });

  it('ends an already-ended job quietly in the AlreadyEnded Succeed state', () => {
    expect(states.AlreadyEnded).toEqual({ Type: 'Succeed' });
  });

  it('has no other top-level states', () => {
    expect(Object.keys(states).sort()).toEqual(
      ['AlreadyEnded', 'Done', 'FilesMade', 'Finalize', 'GenerationFailed', 'MakeBookFiles', 'MakeBookFilesAgain', 'MarkFailed', 'MarkProcessing', 'Pages', 'PlanStory'].sort(),
    );
  });
});

describe('workflow: every step is a Lambda task returning the handler’s value, kept only by PlanStory', () => {
  it.each(stepNames)('%s calls its own function directly (payloadResponseOnly) with the state input', (step) => {
    const state = stateOf(step);
    expect(state.Type).toBe('Task');
    expect(state.Resource).toBe(arnOf(synthesized, synthesized.stack.workflow.steps[step]));
    expect(state.Parameters).toBeUndefined();
    expect(state.ResultSelector).toBeUndefined();
  });

  it.each(stepNames)('%s keeps its result only if it is PlanStory ($.plan)', (step) => {
    expect(stateOf(step).ResultPath).toBe(step === 'planStory' ? '$.plan' : null);
  });
});

describe('workflow: the Map over pages', () => {
  it('iterates $.plan.pageIndexes, handing each iteration only ids and the page index', () => {
    expect(pages.Type).toBe('Map');
    expect(pages.ItemsPath).toBe('$.plan.pageIndexes');
    expect(pages.ItemSelector).toEqual({ 'bookId.$': '$.bookId', 'taskId.$': '$.taskId', 'index.$': '$$.Map.Item.Value' });
    expect(pages.ResultPath).toBeNull();
  });

  it('runs every page of the largest book at once by default, inline', () => {
    expect(pages.MaxConcurrency).toBe(15);
    expect(pages.ItemProcessor).toMatchObject({ ProcessorConfig: { Mode: 'INLINE' } });
  });

  it('takes its concurrency from the construct prop', () => {
    const custom = workflowDefinition(synthesizeWithWorkflow({ maxConcurrency: 3 }));
    expect((custom.States.Pages as { MaxConcurrency?: number }).MaxConcurrency).toBe(3);
  });
});

describe('workflow: retries on every Lambda task', () => {
  const lambdaErrors = [
    'Lambda.ServiceException',
    'Lambda.AWSLambdaException',
    'Lambda.SdkClientException',
    'Lambda.TooManyRequestsException',
  ];
  const transientRetrier = (maxAttempts: number) => ({
    ErrorEquals: [...lambdaErrors, ...providerErrorNames],
    IntervalSeconds: 2,
    BackoffRate: 2,
    MaxAttempts: maxAttempts,
    MaxDelaySeconds: 30,
    JitterStrategy: 'FULL',
  });

  const outageRetrier = (maxAttempts: number) => ({
    ErrorEquals: [...dependencyErrorNames],
    IntervalSeconds: 3,
    BackoffRate: 2,
    MaxAttempts: maxAttempts,
    MaxDelaySeconds: 30,
    JitterStrategy: 'NONE',
  });
  /** The least a retrier waits in all before giving up (no jitter: exactly this). */
  const totalWaitSeconds = (retrier: ReturnType<typeof outageRetrier>) =>
    Array.from({ length: retrier.MaxAttempts }, (_, i) => Math.min(retrier.MaxDelaySeconds, retrier.IntervalSeconds * retrier.BackoffRate ** i)).reduce((a, b) => a + b, 0);

  const crashRetrier = {
    ErrorEquals: ['Lambda.Unknown', 'Sandbox.Timedout', 'Runtime.ExitError', 'States.Timeout'],
    IntervalSeconds: 3,
    BackoffRate: 2,
    MaxAttempts: 3,
    MaxDelaySeconds: 30,
    JitterStrategy: 'FULL',
  };

  it.each(stepNames.filter((step) => step !== 'markFailed'))(
    '%s retries Lambda errors and the providers\' transient errors (2 s, ×2, 5 attempts, at most 30 s, full jitter), waits out a dependency outage, and retries a crashed or timed-out invocation 3 times',
    (step) => {
      expect(stateOf(step).Retry).toEqual([transientRetrier(5), outageRetrier(6), crashRetrier]);
    },
  );

  it('a dependency outage of a minute is waited out: the retries wait 105 s in all, every time', () => {
    expect(totalWaitSeconds(outageRetrier(6))).toBe(105);
    expect(totalWaitSeconds(outageRetrier(6))).toBeGreaterThan(60);
  });

  it('MarkFailed (it refunds credits) retries the same errors twice as often, then anything else for minutes', () => {
    const retry = stateOf('markFailed').Retry as Record<string, unknown>[];
    expect(retry[0]).toEqual(transientRetrier(10));
    expect(retry[1]).toEqual(outageRetrier(10));
    // A crash or a timeout falls to the last retrier, which takes anything.
    expect(retry[2]).toEqual({
      ErrorEquals: ['States.ALL'],
      IntervalSeconds: 5,
      BackoffRate: 2,
      MaxAttempts: 8,
      MaxDelaySeconds: 60,
      JitterStrategy: 'FULL',
    });
    expect(retry).toHaveLength(3);
  });

  it('the Map itself does not retry (its tasks do)', () => {
    expect(pages.Retry).toBeUndefined();
  });

  it('every Task waits its function\'s timeout and two minutes more before calling the invocation lost (States.Timeout, retried)', () => {
    const fnTimeout = (step: WorkflowStepName) => synthesized.stack.workflow.steps[step].timeout!.toSeconds();
    for (const step of stepNames) expect(stateOf(step).TimeoutSeconds, step).toBe(fnTimeout(step) + 120);
    expect(states.MakeBookFilesAgain?.TimeoutSeconds).toBe(fnTimeout('makeBookFiles') + 120);
    expect(taskTimeoutMargin.toSeconds()).toBe(120);
  });
});

describe('workflow: the run\'s own time limit scales with the pages and the turns\' deadline', () => {
  const timeoutOf = (s: ReturnType<typeof synthesizeWithWorkflow>) => Number((workflowDefinition(s) as { TimeoutSeconds?: number }).TimeoutSeconds ?? 0);
  const taskSeconds = (step: WorkflowStepName) => Number(stateOf(step).TimeoutSeconds);
  const worstPage = worstCaseTaskSeconds(taskSeconds('writePage'), [transientRetry, dependencyOutageRetry, crashRetry]);

  it('is at least every step of the largest book at its worst, in sequence: it never ends a run before a state\'s own limits', () => {
    const seconds = timeoutOf(synthesized);
    const waves = Math.ceil(PAGE_COUNT_MAX / Number(pages.MaxConcurrency));
    const lowerBound = (['markProcessing', 'planStory', 'makeBookFiles', 'finalize', 'markFailed'] as const)
      .reduce((sum, step) => sum + taskSeconds(step), 0) + waves * 2 * taskSeconds('writePage');
    expect(seconds).toBeGreaterThan(lowerBound);
    expect(seconds).toBe(synthesized.stack.workflow.executionTimeout.toSeconds());
    // At least two worst-case pages and a second try at the files.
    expect(seconds).toBeGreaterThan(2 * worstPage + worstCaseTaskSeconds(taskSeconds('makeBookFiles'), [remakeFilesRetry]));
  });

  it('grows with the waves of pages: three pages at once means five waves for a 15-page book', () => {
    const wide = timeoutOf(synthesized);
    const narrow = timeoutOf(synthesizeWithWorkflow({ maxConcurrency: 3 }));
    const perWave = worstCaseTaskSeconds(taskSeconds('writePage'), [transientRetry, dependencyOutageRetry, crashRetry]);
    expect(narrow).toBeGreaterThan(wide + 4 * perWave);
  });

  it('grows with the book\'s deadline for model turns when calls wait for them', () => {
    const budgeted = (minutes: number) => timeoutOf(synthesizeWithWorkflow({ modelBudget: 'image:2/s', bookDeadline: Duration.minutes(minutes) }));
    expect(budgeted(90) - budgeted(30)).toBe(60 * 60);
    expect(budgeted(30)).toBeGreaterThan(timeoutOf(synthesized) + 30 * 60);
  });
});

describe('workflow: catches', () => {
  const toMarkFailed = { ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'MarkFailed' };

  it('MarkProcessing ends quietly on TaskAlreadyEndedError, before anything else sends it to MarkFailed', () => {
    expect(stateOf('markProcessing').Catch).toEqual([
      { ErrorEquals: [taskAlreadyEndedErrorName], ResultPath: null, Next: 'AlreadyEnded' },
      toMarkFailed,
    ]);
  });

  it.each<WorkflowStepName>(['planStory', 'finalize'])('%s sends any error to MarkFailed at $.error', (step) => {
    expect(stateOf(step).Catch).toEqual([toMarkFailed]);
  });

  it('MakeBookFiles failing after its retries still completes the book (every page exists), keeping the error at $.filesError', () => {
    expect(stateOf('makeBookFiles').Catch).toEqual([{ ErrorEquals: ['States.ALL'], ResultPath: '$.filesError', Next: 'Finalize' }]);
  });

  it('MakeBookFilesAgain makes the files of the completed book for about 17 minutes, then ends the run as it is', () => {
    const again = states.MakeBookFilesAgain!;
    expect(again.Resource).toBe(stateOf('makeBookFiles').Resource);
    expect(again.Retry).toEqual([{ ErrorEquals: ['States.ALL'], IntervalSeconds: 30, BackoffRate: 2, MaxAttempts: 6, MaxDelaySeconds: 300, JitterStrategy: 'NONE' }]);
    expect(again.Catch).toEqual([{ ErrorEquals: ['States.ALL'], ResultPath: '$.filesError', Next: 'Done' }]);
    expect(again.Next).toBe('Done');
    expect(worstCaseTaskSeconds(0, [remakeFilesRetry])).toBe(30 + 60 + 120 + 240 + 300 + 300);
  });

  it('the Map sends any page failure to MarkFailed at $.error', () => {
    expect(pages.Catch).toEqual([toMarkFailed]);
  });

  it('MarkFailed and the page tasks catch nothing themselves', () => {
    for (const step of ['markFailed', 'writePage', 'illustratePage'] as const) expect(stateOf(step).Catch).toBeUndefined();
  });
});

describe('workflow: with an image model that draws from a picture, the cover is drawn first and given to every page', () => {
  const coverFirst = synthesizeWithWorkflow({ provider: 'bedrock', imageModelId: 'stability.sd3-5-large-v1:0' });
  const all = workflowDefinition(coverFirst).States as Record<string, AnyState>;
  const map = all.Pages as AnyState & { ItemSelector: unknown; ItemProcessor: { StartAt: string; States: Record<string, AnyState> } };
  const inMap = map.ItemProcessor.States;

  it('runs IllustrateCover, the IllustratePage function on page 0, between PlanStory and Pages', () => {
    expect(path(all, 'MarkProcessing')).toEqual(['MarkProcessing', 'PlanStory', coverFirstStates.illustrateCover, 'Pages', 'MakeBookFiles', 'Finalize', 'FilesMade']);
    const cover = all[coverFirstStates.illustrateCover]!;
    expect(cover.Resource).toBe(arnOf(coverFirst, coverFirst.stack.workflow.steps.illustratePage));
    expect(cover.Parameters).toEqual({ 'bookId.$': '$.bookId', 'taskId.$': '$.taskId', index: 0 });
    expect(cover.ResultPath).toBeNull();
    expect(cover.Retry).toEqual(all.PlanStory!.Retry);
    expect(cover.Catch).toEqual([{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'MarkFailed' }]);
  });

  it('marks every page fromCover, and skips the cover’s picture inside the Map (a Choice on the index)', () => {
    expect(map.ItemSelector).toEqual({ 'bookId.$': '$.bookId', 'taskId.$': '$.taskId', 'index.$': '$$.Map.Item.Value', fromCover: true });
    expect(path(inMap, 'WritePage')).toEqual(['WritePage', coverFirstStates.coverDrawn]);
    expect(inMap[coverFirstStates.coverDrawn]).toEqual({
      Type: 'Choice',
      Choices: [{ Variable: '$.index', NumericEquals: 0, Next: coverFirstStates.pageDone }],
      Default: 'IllustratePage',
    });
    expect(inMap[coverFirstStates.pageDone]).toEqual({ Type: 'Succeed' });
    expect(inMap.IllustratePage?.End).toBe(true);
  });

  it.each([
    ['Nova Canvas', { provider: 'bedrock', imageModelId: 'amazon.nova-canvas-v1:0' }, true],
    ['Stable Image Ultra', { provider: 'bedrock', imageModelId: 'us.stability.stable-image-ultra-v1:1' }, true],
    ['Titan Image v2 (no reference)', { provider: 'bedrock', imageModelId: 'amazon.titan-image-generator-v2:0' }, false],
    ['Stable Image Core (no reference)', { provider: 'bedrock', imageModelId: 'stability.stable-image-core-v1:1' }, false],
    ['the offline provider (draws from the plan)', { provider: 'offline' }, false],
    ['coverFirst: false', { provider: 'bedrock', imageModelId: 'amazon.nova-canvas-v1:0', coverFirst: false }, false],
  ] as const)('%s: cover first is %s', (_, options, expected) => {
    const synthesized = synthesizeWithWorkflow(options);
    expect(synthesized.stack.workflow.coverFirst).toBe(expected);
    expect(coverFirstStates.illustrateCover in workflowDefinition(synthesized).States).toBe(expected);
  });
});
