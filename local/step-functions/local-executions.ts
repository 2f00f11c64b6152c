import './promise-with-resolvers';
import type { FunctionName } from '../../lambdas/contract/functions';
import { randomUUID } from 'node:crypto';
import { ExecutionAbortedError, ExecutionError, ExecutionTimeoutError, StateMachine } from 'aws-local-stepfunctions';
import { type AslDefinition, retryableStates, taskStates } from './asl';
import { DataLimitExceededError, statePayloadLimitBytes, toLambdaTaskError } from './lambda-errors';
import { StepFunctionsError } from './sfn-errors';
import type { TaskInvoker } from './task-invoker';

export type ExecutionStatus = 'RUNNING' | 'SUCCEEDED' | 'FAILED' | 'TIMED_OUT' | 'ABORTED';

/** What one execution cost: the benchmark reads these. */
export interface ExecutionCounters {
  /** States entered plus retries, as Step Functions bills Standard workflows. */
  stateTransitions: number;
  /** Handler calls, retries included. */
  taskInvocations: number;
  readonly invocationsByState: Record<string, number>;
}

export interface LocalExecution {
  readonly executionArn: string;
  readonly stateMachineArn: string;
  readonly name: string;
  /** The input exactly as StartExecution received it. */
  readonly input: string;
  readonly startDate: Date;
  status: ExecutionStatus;
  stopDate?: Date;
  output?: string;
  error?: string;
  cause?: string;
  readonly counters: ExecutionCounters;
}

type StateEventType = 'StateEntered' | 'StateExited' | 'StateRetried' | 'StateFailed' | 'StateCaught';
type ExecutionEndType = 'ExecutionSucceeded' | 'ExecutionFailed' | 'ExecutionTimedOut' | 'ExecutionAborted';

/** Progress of the local executions, for output such as one line per finished execution. */
export type LocalWorkflowEvent =
  | { readonly type: 'ExecutionStarted'; readonly execution: Readonly<LocalExecution> }
  | {
      readonly type: StateEventType;
      readonly execution: Readonly<LocalExecution>;
      readonly state: string;
      /** The Map iteration the state ran in. */
      readonly mapIndex?: number;
      readonly error?: string;
      readonly cause?: string;
    }
  | { readonly type: ExecutionEndType; readonly execution: Readonly<LocalExecution> };

export interface LocalExecutionsOptions {
  readonly definition: AslDefinition;
  readonly stateMachineArn: string;
  /** Task state name → the function it invokes; every Task state needs one (nothing may call real AWS). */
  readonly taskFunctions: Readonly<Record<string, FunctionName>>;
  readonly invoke: TaskInvoker;
  /** Multiplies every retrier's IntervalSeconds and MaxDelaySeconds (backoff and jitter keep their shape). */
  readonly retryIntervalScale?: number;
  /** Fixed wait in ms per state name (or per retrier), replacing the computed backoff. */
  readonly retryIntervalOverrides?: Readonly<Record<string, number | number[]>>;
  readonly onEvent?: (event: LocalWorkflowEvent) => void;
}

/** What `$$.Task.Token` reads as in a state's Parameters; the handler swaps in a fresh token per call. */
const TASK_TOKEN_PLACEHOLDER = 'local-task-token';

/** A paused `.waitForTaskToken` task: SendTaskSuccess / SendTaskFailure settle it. */
interface PendingTask {
  readonly executionArn: string;
  resolve(output: unknown): void;
  reject(error: Error): void;
}

/** What SendTaskFailure reports: its `error` is the name Catch and Retry match, its `cause` the Cause. */
export class TaskFailureError extends Error {
  constructor(error: string, cause: string) {
    super(cause);
    this.name = error;
  }
}

/** Deep copy of `value` with each placeholder string replaced by its value. */
const substituted = (value: unknown, values: ReadonlyMap<string, unknown>): unknown => {
  if (typeof value === 'string' && values.has(value)) return values.get(value);
  if (Array.isArray(value)) return value.map((entry) => substituted(entry, values));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, substituted(entry, values)]));
  return value;
};

// The interpreter runs each Map item as a run of its own, whose $$.Execution.StartTime and Input are the item's;
// on AWS they are the execution's everywhere. Such references in Parameters become placeholders the task handler fills.
const executionPlaceholders: Readonly<Record<string, string>> = {
  '$$.Execution.StartTime': 'local-execution-start-time',
  '$$.Execution.Input': 'local-execution-input',
};

function withExecutionPlaceholders(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withExecutionPlaceholders);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, entry]) => {
    const placeholder = key.endsWith('.$') && typeof entry === 'string' ? executionPlaceholders[entry] : undefined;
    return placeholder ? [key.slice(0, -2), placeholder] : [key, withExecutionPlaceholders(entry)];
  }));
}

// The rules StartExecution applies to names (1–80 characters, none of these).
const validName = /^[^\s<>{}[\]?*"#%\\^|~`$&,;:/\u0000-\u001f\u007f-\u009f]{1,80}$/;

function scaledRetries(definition: AslDefinition, scale: number): AslDefinition {
  const copy = structuredClone(definition);
  for (const { state } of retryableStates(copy)) {
    for (const retrier of ('Retry' in state && state.Retry) || []) {
      retrier.IntervalSeconds = (retrier.IntervalSeconds ?? 1) * scale;
      if (retrier.MaxDelaySeconds !== undefined) retrier.MaxDelaySeconds *= scale;
    }
  }
  return copy;
}

const snapshot = (execution: LocalExecution): LocalExecution => ({
  ...execution,
  counters: { ...execution.counters, invocationsByState: { ...execution.counters.invocationsByState } },
});

/** Runs executions of one state machine with aws-local-stepfunctions, with Step Functions' naming rules. */
export class LocalExecutions {
  private readonly machine: StateMachine;
  private readonly byArn = new Map<string, LocalExecution>();
  private readonly aborts = new Map<string, () => void>();
  private readonly settledByArn = new Map<string, Promise<LocalExecution>>();
  private readonly stateMachineName: string;
  private readonly pendingTasks = new Map<string, PendingTask>();
  /** Tokens whose task ended: answering one again is TaskTimedOut, as on AWS. */
  private readonly closedTokens = new Set<string>();
  private readonly callbackStates: ReadonlySet<string>;

  constructor(private readonly options: LocalExecutionsOptions) {
    // Validates the definition as given (ARNs, paths); a scaled copy then runs unvalidated.
    new StateMachine(options.definition);
    const runnable = withExecutionPlaceholders(options.definition) as AslDefinition;
    const missing = taskStates(options.definition).filter(({ name }) => options.taskFunctions[name] === undefined);
    if (missing.length > 0) throw new Error(`No function for Task state(s) ${missing.map((t) => t.name).join(', ')}`);
    this.machine = new StateMachine(options.retryIntervalScale === undefined ? runnable : scaledRetries(runnable, options.retryIntervalScale), {
      validationOptions: { noValidate: true },
    });
    this.stateMachineName = options.stateMachineArn.split(':').pop() ?? 'local';
    this.callbackStates = new Set(taskStates(options.definition).filter(({ state }) => state.Resource.endsWith('.waitForTaskToken')).map(({ name }) => name));
  }

  /** SendTaskSuccess: the paused task ends with `output` (JSON text). */
  sendTaskSuccess(token: string, output: string): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(output);
    } catch {
      throw new StepFunctionsError('InvalidOutput', `Invalid output: '${output.slice(0, 100)}'`);
    }
    this.settleTask(token).resolve(parsed);
  }

  /** SendTaskFailure: the paused task fails with `error` and `cause`, as Catch and Retry see it. */
  sendTaskFailure(token: string, error: string | undefined, cause: string | undefined): void {
    this.settleTask(token).reject(new TaskFailureError(error ?? 'States.TaskFailed', cause ?? ''));
  }

  private settleTask(token: string): PendingTask {
    const pending = this.pendingTasks.get(token);
    if (!pending) {
      if (this.closedTokens.has(token)) throw new StepFunctionsError('TaskTimedOut', 'Task Timed Out: the task of this token has ended');
      throw new StepFunctionsError('InvalidToken', 'Invalid Token');
    }
    this.pendingTasks.delete(token);
    this.closedTokens.add(token);
    return pending;
  }

  /** Same name and input while running returns the running execution; anything else with that name is refused. */
  start(name: string | undefined, input: string | undefined): LocalExecution {
    const executionName = name ?? randomUUID();
    if (!validName.test(executionName)) throw new StepFunctionsError('InvalidName', `Invalid Name: '${executionName}'`);
    const inputText = input ?? '{}';
    let parsedInput: unknown;
    try {
      parsedInput = JSON.parse(inputText);
    } catch {
      throw new StepFunctionsError('InvalidExecutionInput', `Invalid State Machine Execution Input: '${inputText}'`);
    }
    const executionArn = this.executionArnFor(executionName);
    const existing = this.byArn.get(executionArn);
    if (existing) {
      if (existing.status === 'RUNNING' && existing.input === inputText) return existing;
      throw new StepFunctionsError('ExecutionAlreadyExists', `Execution Already Exists: '${executionArn}'`);
    }

    const execution: LocalExecution = {
      executionArn,
      stateMachineArn: this.options.stateMachineArn,
      name: executionName,
      input: inputText,
      startDate: new Date(),
      status: 'RUNNING',
      counters: { stateTransitions: 0, taskInvocations: 0, invocationsByState: {} },
    };
    this.byArn.set(executionArn, execution);
    this.settledByArn.set(executionArn, this.run(execution, parsedInput));
    return execution;
  }

  get(executionArn: string): LocalExecution | undefined {
    return this.byArn.get(executionArn);
  }

  /** Newest first, as ListExecutions answers. */
  list(status?: ExecutionStatus): LocalExecution[] {
    return [...this.byArn.values()]
      .filter((execution) => status === undefined || execution.status === status)
      .sort((a, b) => b.startDate.getTime() - a.startDate.getTime());
  }

  /** Resolves when the execution has ended (its end event already emitted). */
  settled(executionArn: string): Promise<LocalExecution> {
    const settled = this.settledByArn.get(executionArn);
    if (!settled) return Promise.reject(new StepFunctionsError('ExecutionDoesNotExist', `Execution Does Not Exist: '${executionArn}'`));
    return settled;
  }

  /** Ends a running execution as ABORTED; an ended one is left as it is. */
  stop(executionArn: string, error?: string, cause?: string): LocalExecution {
    const execution = this.byArn.get(executionArn);
    if (!execution) throw new StepFunctionsError('ExecutionDoesNotExist', `Execution Does Not Exist: '${executionArn}'`);
    if (execution.status !== 'RUNNING') return execution;
    Object.assign(execution, { status: 'ABORTED', stopDate: new Date(), error, cause });
    this.aborts.get(executionArn)?.();
    // Its paused tasks wait no more: a token answered later is TaskTimedOut.
    for (const [token, pending] of this.pendingTasks) {
      if (pending.executionArn !== executionArn) continue;
      this.pendingTasks.delete(token);
      this.closedTokens.add(token);
    }
    return execution;
  }

  stopAll(): void {
    for (const execution of this.list('RUNNING')) this.stop(execution.executionArn, 'States.Aborted', 'The local Step Functions server stopped');
  }

  executionArnFor(name: string): string {
    return this.options.stateMachineArn.replace(/:stateMachine:[^:]+$/, `:execution:${this.stateMachineName}:${name}`);
  }

  private async run(execution: LocalExecution, input: unknown): Promise<LocalExecution> {
    const { onEvent, retryIntervalOverrides } = this.options;
    const stateMachineName = this.stateMachineName;
    // Before run(): the interpreter calls the first handler synchronously.
    onEvent?.({ type: 'ExecutionStarted', execution: snapshot(execution) });
    const running = this.machine.run(input as never, {
      overrides: {
        taskResourceLocalHandlers: this.taskHandlers(execution),
        ...(retryIntervalOverrides && { retryIntervalOverrides: { ...retryIntervalOverrides } }),
      },
      context: {
        Execution: { Id: execution.executionArn, Name: execution.name, RoleArn: `${stateMachineName}-role` },
        Task: { Token: TASK_TOKEN_PLACEHOLDER },
        StateMachine: { Id: execution.stateMachineArn, Name: stateMachineName },
      },
    });
    this.aborts.set(execution.executionArn, running.abort);

    const events = this.followEvents(execution, running.eventLogs);
    const [result] = await Promise.allSettled([running.result, events]);
    this.aborts.delete(execution.executionArn);
    this.finish(execution, result);
    return execution;
  }

  /** Counts transitions and forwards state events; ends when the interpreter closes its log. */
  private async followEvents(execution: LocalExecution, logs: AsyncGenerator<unknown>): Promise<void> {
    for await (const raw of logs) {
      const event = raw as { type: string; state?: { name: string }; index?: number; Error?: string; Cause?: unknown };
      if (event.type === 'StateEntered' || event.type === 'StateRetried') execution.counters.stateTransitions++;
      if (!event.state || !this.options.onEvent) continue;
      this.options.onEvent({
        type: event.type as StateEventType,
        execution: snapshot(execution),
        state: event.state.name,
        ...(event.index !== undefined && { mapIndex: event.index }),
        ...(event.Error !== undefined && { error: event.Error, cause: String(event.Cause) }),
      });
    }
  }

  private finish(execution: LocalExecution, result: PromiseSettledResult<unknown>): void {
    if (execution.status === 'RUNNING') {
      const ended = this.outcome(result);
      Object.assign(execution, { ...ended, stopDate: new Date() });
    }
    const type: ExecutionEndType = (
      {
        SUCCEEDED: 'ExecutionSucceeded',
        FAILED: 'ExecutionFailed',
        TIMED_OUT: 'ExecutionTimedOut',
        ABORTED: 'ExecutionAborted',
        RUNNING: 'ExecutionFailed',
      } as const
    )[execution.status];
    this.options.onEvent?.({ type, execution: snapshot(execution) });
  }

  private outcome(result: PromiseSettledResult<unknown>): Pick<LocalExecution, 'status' | 'output' | 'error' | 'cause'> {
    if (result.status === 'fulfilled') return { status: 'SUCCEEDED', output: JSON.stringify(result.value ?? null) };
    const reason = result.reason as unknown;
    if (reason instanceof ExecutionTimeoutError) return { status: 'TIMED_OUT', error: 'States.Timeout' };
    if (reason instanceof ExecutionAbortedError) return { status: 'ABORTED' };
    // ExecutionError wraps the state's error: its name is the ASL Error, its message the Cause.
    const failure = reason instanceof ExecutionError && reason.cause instanceof Error ? reason.cause : reason;
    if (failure instanceof Error) return { status: 'FAILED', error: failure.name, cause: failure.message };
    return { status: 'FAILED', error: 'States.Runtime', cause: String(failure) };
  }

  /**
   * `lambda:invoke.waitForTaskToken`: the function gets the Payload with a fresh token in place of `$$.Task.Token`;
   * its answer is ignored, and the task waits until SendTaskSuccess or SendTaskFailure names that token.
   */
  private async invokeAndWait(execution: LocalExecution, stateName: string, functionName: FunctionName, input: unknown): Promise<unknown> {
    const token = `${execution.name}:${stateName}:${randomUUID()}`;
    const settled = new Promise<unknown>((resolve, reject) => this.pendingTasks.set(token, { executionArn: execution.executionArn, resolve, reject }));
    const payload = substituted((input as { Payload?: unknown }).Payload ?? {}, new Map([[TASK_TOKEN_PLACEHOLDER, token]]));
    try {
      await this.options.invoke(stateName, functionName, payload);
    } catch (error) {
      this.pendingTasks.delete(token);
      this.closedTokens.add(token);
      throw error;
    }
    return settled;
  }

  /** One local handler per Task state: Lambda's JSON round trip, its error shape, Step Functions' payload limit. */
  private taskHandlers(execution: LocalExecution): Record<string, (input: unknown) => Promise<never>> {
    const { taskFunctions, invoke } = this.options;
    const handlers: Record<string, (input: unknown) => Promise<never>> = {};
    for (const [stateName, functionName] of Object.entries(taskFunctions)) {
      handlers[stateName] = async (input) => {
        // Map iterations still queued when an execution stops must not call handlers.
        if (execution.status !== 'RUNNING') throw new ExecutionAbortedError();
        execution.counters.taskInvocations++;
        execution.counters.invocationsByState[stateName] = (execution.counters.invocationsByState[stateName] ?? 0) + 1;
        let payload: string;
        try {
          const filled = substituted(input, new Map<string, unknown>([
            [executionPlaceholders['$$.Execution.StartTime']!, execution.startDate.toISOString()],
            [executionPlaceholders['$$.Execution.Input']!, JSON.parse(execution.input)],
          ]));
          const output = this.callbackStates.has(stateName)
            ? await this.invokeAndWait(execution, stateName, functionName, filled)
            : await invoke(stateName, functionName, JSON.parse(JSON.stringify(filled)));
          payload = JSON.stringify(output ?? null);
        } catch (error) {
          throw error instanceof TaskFailureError ? error : toLambdaTaskError(error);
        }
        const bytes = Buffer.byteLength(payload);
        if (bytes > statePayloadLimitBytes) throw new DataLimitExceededError(stateName, bytes);
        return JSON.parse(payload) as never;
      };
    }
    return handlers;
  }
}
