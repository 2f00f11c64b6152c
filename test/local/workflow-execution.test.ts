import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dependencyErrorNames, providerErrorNames, workflowSteps } from '../../lambdas/contract/workflow-steps';
import type { LocalWorkflowEvent } from '../../local/step-functions/local-executions';
import {
  type RunningLocalStateMachine,
  startLocalStateMachineServer,
} from '../../local/step-functions/local-state-machine-server';
import { type SynthesizedWorkflow, synthesizeWorkflow } from '../../local/step-functions/synthesized-workflow';
import { FakeWorkflowHandlers, gate, namedError, sleep } from './fake-workflow-handlers';

let workflow: SynthesizedWorkflow;
let server: RunningLocalStateMachine | undefined;

// Synthesizing the real stack takes seconds; once for the file.
beforeAll(() => {
  workflow = synthesizeWorkflow();
}, 120_000);

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function run(fakes: FakeWorkflowHandlers, input: Record<string, unknown>, events: LocalWorkflowEvent[] = []) {
  server = await startLocalStateMachineServer({
    ...workflow,
    invoke: fakes.invoke,
    // Real backoff is seconds; the shape (×2, jitter, cap) stays, the unit shrinks to milliseconds.
    retryIntervalScale: 0.001,
    onEvent: (event) => events.push(event),
  });
  const execution = server.executions.start(String(input.taskId), JSON.stringify(input));
  return server.executions.settled(execution.executionArn);
}

const job = (taskId: string) => ({ bookId: `book-${taskId}`, taskId, userId: 'user-1' });

describe('local workflow: the synthesized definition, bound to the contract’s handlers', () => {
  it('binds every Task state to the entry the contract names', () => {
    expect(workflow.taskFunctions).toEqual({
      ...Object.fromEntries(Object.entries(workflowSteps).map(([name, step]) => [step.state, name])),
      MakeBookFilesAgain: 'makeBookFiles',
    });
    expect(workflow.taskTimeoutsMs).toMatchObject({ WritePage: 60_000, MarkProcessing: 15_000 });
  });
});

describe('local workflow: a run goes MarkProcessing → PlanStory → pages → Finalize and succeeds', () => {
  it('writes then illustrates every planned page with ids only, and finalizes last', async () => {
    const fakes = new FakeWorkflowHandlers({}, [0, 1, 2, 3]);
    const execution = await run(fakes, job('happy'));

    expect(execution.status).toBe('SUCCEEDED');
    const states = fakes.states();
    expect(states.slice(0, 2)).toEqual(['MarkProcessing', 'PlanStory']);
    expect(states.at(-1)).toBe('Finalize');
    expect(fakes.callsTo('WritePage').map((call) => call.input).sort((a, b) => Number(a.index) - Number(b.index))).toEqual(
      [0, 1, 2, 3].map((index) => ({ bookId: 'book-happy', taskId: 'happy', index })),
    );
    for (const index of [0, 1, 2, 3]) {
      const written = fakes.calls.findIndex((c) => c.state === 'WritePage' && c.input.index === index);
      const illustrated = fakes.calls.findIndex((c) => c.state === 'IllustratePage' && c.input.index === index);
      expect(written).toBeGreaterThanOrEqual(0);
      expect(illustrated).toBeGreaterThan(written);
    }
    // Finalize sees the job and the plan; the page results were discarded.
    expect(fakes.callsTo('Finalize')[0]?.input).toEqual({ ...job('happy'), plan: { pageIndexes: [0, 1, 2, 3] } });
    expect(fakes.callsTo('MarkFailed')).toEqual([]);
  });

  it('counts state transitions and task invocations for the run', async () => {
    const execution = await run(new FakeWorkflowHandlers({}, [0, 1]), job('counted'));
    // MarkProcessing, PlanStory, Pages, 2 × (WritePage, IllustratePage), MakeBookFiles, Finalize, FilesMade, Done.
    expect(execution.counters.stateTransitions).toBe(11);
    expect(execution.counters.taskInvocations).toBe(8);
    expect(execution.counters.invocationsByState).toEqual({
      MarkProcessing: 1,
      PlanStory: 1,
      WritePage: 2,
      IllustratePage: 2,
      MakeBookFiles: 1,
      Finalize: 1,
    });
  });
});

describe('local workflow: the Map honours MaxConcurrency', () => {
  it('never writes more pages at once than the definition allows, and does reach that many', async () => {
    const maxConcurrency = (workflow.definition.States.Pages as { MaxConcurrency?: number }).MaxConcurrency ?? 0;
    expect(maxConcurrency).toBeGreaterThan(1);
    let active = 0;
    let peak = 0;
    const fakes = new FakeWorkflowHandlers(
      {
        WritePage: async () => {
          active++;
          peak = Math.max(peak, active);
          await sleep(40);
          active--;
          return {};
        },
      },
      Array.from({ length: maxConcurrency + 7 }, (_, i) => i),
    );
    const execution = await run(fakes, job('concurrency'));
    expect(execution.status).toBe('SUCCEEDED');
    expect(fakes.callsTo('WritePage')).toHaveLength(maxConcurrency + 7);
    expect(peak).toBe(maxConcurrency);
  });
});

describe('local workflow: transient errors are retried', () => {
  it('retries a throttled page write and the run still succeeds', async () => {
    const fakes = new FakeWorkflowHandlers({
      WritePage: (input, attempt) => {
        if (input.index === 1 && attempt <= 2) throw namedError('ProviderThrottledError');
        return {};
      },
    });
    const events: LocalWorkflowEvent[] = [];
    const execution = await run(fakes, job('throttled'), events);

    expect(execution.status).toBe('SUCCEEDED');
    expect(fakes.callsTo('WritePage').filter((c) => c.input.index === 1)).toHaveLength(3);
    expect(events.filter((e) => e.type === 'StateRetried').map((e) => 'state' in e && e.state)).toEqual(['WritePage', 'WritePage']);
    expect(fakes.callsTo('MarkFailed')).toEqual([]);
  });

  it.each([
    ...providerErrorNames.map((name) => [name, 6] as const),
    // The service's own dependency: an outage is waited out longer.
    ...dependencyErrorNames.map((name) => [name, 7] as const),
  ])('gives up on %s after %i attempts and fails the job', async (errorName, attempts) => {
    const fakes = new FakeWorkflowHandlers({
      PlanStory: () => {
        throw namedError(errorName);
      },
    });
    const execution = await run(fakes, job(`exhausted-${errorName}`));
    expect(fakes.callsTo('PlanStory')).toHaveLength(attempts);
    expect(execution.status).toBe('FAILED');
    expect(execution.error).toBe(errorName);
  });
});

describe('local workflow: a crashed or timed-out invocation is retried', () => {
  it.each(['Lambda.Unknown', 'Sandbox.Timedout', 'Runtime.ExitError', 'States.Timeout'])('%s on a page is retried and the run succeeds', async (errorName) => {
    const fakes = new FakeWorkflowHandlers({
      IllustratePage: (input, attempt) => {
        if (input.index === 1 && attempt <= 2) throw namedError(errorName);
        return {};
      },
    });
    const execution = await run(fakes, job(`crashed-${errorName}`));
    expect(execution.status).toBe('SUCCEEDED');
    expect(fakes.callsTo('IllustratePage').filter((c) => c.input.index === 1)).toHaveLength(3);
    expect(fakes.callsTo('MarkFailed')).toEqual([]);
  });

  it('a step that crashes every time is tried 4 times, then the job fails through MarkFailed', async () => {
    const fakes = new FakeWorkflowHandlers({
      PlanStory: () => {
        throw namedError('Lambda.Unknown');
      },
    });
    const execution = await run(fakes, job('always-crashes'));
    expect(fakes.callsTo('PlanStory')).toHaveLength(4);
    expect(fakes.callsTo('MarkFailed')).toHaveLength(1);
    expect(execution.status).toBe('FAILED');
    expect(execution.error).toBe('Lambda.Unknown');
  });
});

describe('local workflow: a book whose files fail still completes, and its files are made again', () => {
  it('MakeBookFiles fails → Finalize runs with $.filesError → MakeBookFilesAgain → SUCCEEDED, no MarkFailed', async () => {
    const fakes = new FakeWorkflowHandlers({
      MakeBookFiles: () => {
        throw namedError('BookFilesError', 'no glyph');
      },
    });
    const execution = await run(fakes, job('files'));
    expect(execution.status).toBe('SUCCEEDED');
    expect(fakes.callsTo('MakeBookFiles')).toHaveLength(1);
    expect(fakes.callsTo('Finalize')[0]?.input).toMatchObject({ ...job('files'), filesError: { Error: 'BookFilesError' } });
    expect(fakes.callsTo('MakeBookFilesAgain')).toHaveLength(1);
    expect(fakes.callsTo('MarkFailed')).toEqual([]);
  });

  it('MakeBookFilesAgain failing every time ends the run SUCCEEDED after 7 tries: the book stays completed', async () => {
    const fakes = new FakeWorkflowHandlers({
      MakeBookFiles: () => {
        throw namedError('ExternalServiceError');
      },
      MakeBookFilesAgain: () => {
        throw namedError('ExternalServiceError');
      },
    });
    const execution = await run(fakes, job('no-files'));
    expect(execution.status).toBe('SUCCEEDED');
    expect(fakes.callsTo('MakeBookFiles')).toHaveLength(7);
    expect(fakes.callsTo('MakeBookFilesAgain')).toHaveLength(7);
    expect(fakes.callsTo('MarkFailed')).toEqual([]);
  });
});

describe('local workflow: a permanent error goes to MarkFailed and the run ends FAILED', () => {
  it('hands MarkFailed the job with $.error = { Error: the error name, Cause: the Lambda error payload }', async () => {
    const fakes = new FakeWorkflowHandlers({
      IllustratePage: (input) => {
        if (input.index === 2) throw namedError('ContentPolicyViolationError', 'the picture broke a rule');
        return {};
      },
    });
    const execution = await run(fakes, job('permanent'));

    expect(fakes.callsTo('IllustratePage').filter((c) => c.input.index === 2)).toHaveLength(1);
    const [markFailed] = fakes.callsTo('MarkFailed');
    expect(markFailed?.input).toMatchObject({ ...job('permanent'), error: { Error: 'ContentPolicyViolationError' } });
    const cause = JSON.parse(String((markFailed?.input.error as { Cause: string }).Cause)) as Record<string, unknown>;
    expect(cause).toMatchObject({ errorType: 'ContentPolicyViolationError', errorMessage: 'the picture broke a rule' });
    expect(fakes.callsTo('Finalize')).toEqual([]);

    expect(execution.status).toBe('FAILED');
    expect(execution.error).toBe('ContentPolicyViolationError');
    expect(JSON.parse(execution.cause ?? '{}')).toMatchObject({ errorMessage: 'the picture broke a rule' });
  });

  it('keeps retrying MarkFailed itself through any error', async () => {
    const fakes = new FakeWorkflowHandlers({
      Finalize: () => {
        throw namedError('BookIncompleteError');
      },
      MarkFailed: (_input, attempt) => {
        if (attempt <= 3) throw namedError('SomethingOddError');
        return {};
      },
    });
    const execution = await run(fakes, job('refund'));
    expect(fakes.callsTo('MarkFailed')).toHaveLength(4);
    expect(execution.status).toBe('FAILED');
    expect(execution.error).toBe('BookIncompleteError');
  });
});

describe('local workflow: TaskAlreadyEndedError ends the run quietly', () => {
  it('succeeds through AlreadyEnded without planning, writing or failing anything', async () => {
    const fakes = new FakeWorkflowHandlers({
      MarkProcessing: () => {
        throw namedError('TaskAlreadyEndedError', 'the reaper already failed this task');
      },
    });
    const events: LocalWorkflowEvent[] = [];
    const execution = await run(fakes, job('ended'), events);

    expect(execution.status).toBe('SUCCEEDED');
    expect(fakes.states()).toEqual(['MarkProcessing']);
    const entered = events.flatMap((e) => (e.type === 'StateEntered' ? [e.state] : []));
    expect(entered).toEqual(['MarkProcessing', 'AlreadyEnded']);
  });
});

describe('local workflow: progress events', () => {
  it('reports start, states and exactly one end event per execution, end last', async () => {
    const events: LocalWorkflowEvent[] = [];
    await run(new FakeWorkflowHandlers({}, [0]), job('events'), events);
    expect(events[0]?.type).toBe('ExecutionStarted');
    expect(events.at(-1)).toMatchObject({ type: 'ExecutionSucceeded', execution: { name: 'events', status: 'SUCCEEDED' } });
    expect(events.filter((e) => e.type.startsWith('Execution'))).toHaveLength(2);
    expect(events.find((e) => e.type === 'StateEntered' && e.state === 'WritePage')).toMatchObject({ mapIndex: 0 });
  });
});

describe('local workflow: closing the server aborts what still runs', () => {
  it('ends a running execution ABORTED and calls no further step', async () => {
    const held = gate();
    const fakes = new FakeWorkflowHandlers({ PlanStory: async () => held.promise.then(() => ({ pageIndexes: [0] })) });
    server = await startLocalStateMachineServer({ ...workflow, invoke: fakes.invoke });
    const { executions } = server;
    const execution = executions.start('closing', JSON.stringify(job('closing')));
    await sleep(50);
    await server.close();
    server = undefined;
    expect(execution.status).toBe('ABORTED');
    held.open();
    const ended = await executions.settled(execution.executionArn);
    expect(ended.status).toBe('ABORTED');
    expect(fakes.states()).toEqual(['MarkProcessing', 'PlanStory']);
  });
});
