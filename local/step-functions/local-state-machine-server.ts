import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { localAccountId } from '../lambda-context';
import { localRegion } from '../local-aws';
import type { FunctionName } from '../../lambdas/contract/functions';
import type { AslDefinition } from './asl';
import {
  type ExecutionStatus,
  type LocalExecution,
  LocalExecutions,
  type LocalWorkflowEvent,
} from './local-executions';
import { StepFunctionsError } from './sfn-errors';
import { epochSeconds, optionalString, readSfnRequest, requiredString, sendError, sendResult } from './sfn-json-protocol';
import { createModuleInvoker, type TaskInvoker } from './task-invoker';

export interface LocalStateMachineServerOptions {
  readonly definition: AslDefinition;
  /** Task state name → the function it invokes (from `synthesizeWorkflow`). */
  readonly taskFunctions: Readonly<Record<string, FunctionName>>;
  /** Task state name → function timeout, for the default invoker. */
  readonly taskTimeoutsMs?: Readonly<Record<string, number>>;
  /** Defaults to importing each function's entry module and calling its `handler` in this process. */
  readonly invoke?: TaskInvoker;
  readonly stateMachineName?: string;
  /** 0 (the default) lets the OS choose; the chosen port is in `endpoint`. */
  readonly port?: number;
  /** Multiplies Retry intervals and caps, e.g. 0.001 so tests do not wait real backoff. */
  readonly retryIntervalScale?: number;
  /** Fixed retry waits in ms by state name, replacing the computed backoff. */
  readonly retryIntervalOverrides?: Readonly<Record<string, number | number[]>>;
  readonly onEvent?: (event: LocalWorkflowEvent) => void;
}

export interface RunningLocalStateMachine {
  /** For `SFNClient({ endpoint })` and the handlers' SFN_ENDPOINT. */
  readonly endpoint: string;
  readonly stateMachineArn: string;
  /** Every execution this server started, with its status and counters. */
  readonly executions: LocalExecutions;
  /** Stops running executions (ABORTED) and the server. */
  close(): Promise<void>;
}

const statuses: readonly ExecutionStatus[] = ['RUNNING', 'SUCCEEDED', 'FAILED', 'TIMED_OUT', 'ABORTED'];

const listItem = (execution: LocalExecution) => ({
  executionArn: execution.executionArn,
  stateMachineArn: execution.stateMachineArn,
  name: execution.name,
  status: execution.status,
  startDate: epochSeconds(execution.startDate),
  stopDate: epochSeconds(execution.stopDate),
});

function describeExecution(execution: LocalExecution) {
  return {
    ...listItem(execution),
    input: execution.input,
    inputDetails: { included: true },
    ...(execution.output !== undefined && { output: execution.output, outputDetails: { included: true } }),
    error: execution.error,
    cause: execution.cause,
  };
}

type Operation = (body: Record<string, unknown>) => unknown;

function operations(executions: LocalExecutions, stateMachineArn: string, definition: AslDefinition): Record<string, Operation> {
  const known = (arn: string): LocalExecution => {
    const execution = executions.get(arn);
    if (!execution) throw new StepFunctionsError('ExecutionDoesNotExist', `Execution Does Not Exist: '${arn}'`);
    return execution;
  };
  const thisStateMachine = (arn: string): void => {
    if (arn !== stateMachineArn) throw new StepFunctionsError('StateMachineDoesNotExist', `State Machine Does Not Exist: '${arn}'`);
  };
  return {
    StartExecution: (body) => {
      thisStateMachine(requiredString(body, 'stateMachineArn'));
      const execution = executions.start(optionalString(body, 'name'), optionalString(body, 'input'));
      return { executionArn: execution.executionArn, startDate: epochSeconds(execution.startDate) };
    },
    DescribeExecution: (body) => describeExecution(known(requiredString(body, 'executionArn'))),
    StopExecution: (body) => {
      const arn = requiredString(body, 'executionArn');
      known(arn);
      const stopped = executions.stop(arn, optionalString(body, 'error'), optionalString(body, 'cause'));
      return { stopDate: epochSeconds(stopped.stopDate) };
    },
    ListExecutions: (body) => {
      thisStateMachine(requiredString(body, 'stateMachineArn'));
      const statusFilter = optionalString(body, 'statusFilter');
      if (statusFilter !== undefined && !statuses.includes(statusFilter as ExecutionStatus)) {
        throw new StepFunctionsError('ValidationException', `Invalid statusFilter: ${statusFilter}`);
      }
      const all = executions.list(statusFilter as ExecutionStatus | undefined);
      const start = Number(optionalString(body, 'nextToken') ?? 0);
      if (!Number.isInteger(start) || start < 0) throw new StepFunctionsError('InvalidToken', 'Invalid nextToken');
      const pageSize = typeof body.maxResults === 'number' && body.maxResults > 0 ? Math.min(body.maxResults, 1000) : 100;
      const page = all.slice(start, start + pageSize);
      const next = start + page.length;
      return { executions: page.map(listItem), ...(next < all.length && { nextToken: String(next) }) };
    },
    // The callback pattern (`.waitForTaskToken`): the turn keeper wakes paused AwaitTurn tasks with these.
    SendTaskSuccess: (body) => {
      executions.sendTaskSuccess(requiredString(body, 'taskToken'), requiredString(body, 'output'));
      return {};
    },
    SendTaskFailure: (body) => {
      executions.sendTaskFailure(requiredString(body, 'taskToken'), optionalString(body, 'error'), optionalString(body, 'cause'));
      return {};
    },
    DescribeStateMachine: (body) => {
      thisStateMachine(requiredString(body, 'stateMachineArn'));
      return {
        stateMachineArn,
        name: stateMachineArn.split(':').pop(),
        status: 'ACTIVE',
        definition: JSON.stringify(definition),
        roleArn: `arn:aws:iam::${localAccountId}:role/local-state-machine`,
        type: 'STANDARD',
        creationDate: epochSeconds(new Date(0)),
      };
    },
  };
}

function listen(server: Server, port: number): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve(server.address() as AddressInfo);
    });
  });
}

/**
 * Serves StartExecution, DescribeExecution, StopExecution, ListExecutions, SendTaskSuccess, SendTaskFailure (and DescribeStateMachine) for one
 * state machine on 127.0.0.1, running its executions in this process with aws-local-stepfunctions.
 */
export async function startLocalStateMachineServer(options: LocalStateMachineServerOptions): Promise<RunningLocalStateMachine> {
  const stateMachineName = options.stateMachineName ?? 'storybook-local-generation';
  const stateMachineArn = `arn:aws:states:${localRegion}:${localAccountId}:stateMachine:${stateMachineName}`;
  const executions = new LocalExecutions({
    definition: options.definition,
    stateMachineArn,
    taskFunctions: options.taskFunctions,
    invoke: options.invoke ?? createModuleInvoker({ timeoutsMs: options.taskTimeoutsMs }),
    retryIntervalScale: options.retryIntervalScale,
    retryIntervalOverrides: options.retryIntervalOverrides,
    onEvent: options.onEvent,
  });
  const handlers = operations(executions, stateMachineArn, options.definition);

  const server = createServer((request, response) => {
    request.on('error', () => undefined);
    response.on('error', () => undefined);
    readSfnRequest(request)
      .then(({ operation, body }) => {
        const handler = handlers[operation];
        if (!handler) throw new StepFunctionsError('UnknownOperationException', `Unknown operation ${operation}`);
        sendResult(response, handler(body));
      })
      .catch((error: unknown) => sendError(response, error));
  });
  const address = await listen(server, options.port ?? 0);
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    stateMachineArn,
    executions,
    close: () =>
      new Promise<void>((resolve) => {
        executions.stopAll();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
