import {
  DescribeExecutionCommand,
  ExecutionAlreadyExists,
  ExecutionDoesNotExist,
  InvalidName,
  ListExecutionsCommand,
  type SFNClient,
  StartExecutionCommand,
  StateMachineDoesNotExist,
  StopExecutionCommand,
} from '@aws-sdk/client-sfn';
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localClientConfigs } from '../../local/local-aws';
import { createSqsPoller } from '../../local/sqs-poller';
import {
  type RunningLocalStateMachine,
  startLocalStateMachineServer,
} from '../../local/step-functions/local-state-machine-server';
import { synthesizeWorkflow } from '../../local/step-functions/synthesized-workflow';
import { createTestResources } from '../support/test-resources';
import { FakeWorkflowHandlers, gate, sfnClient, sleep } from './fake-workflow-handlers';

let server: RunningLocalStateMachine;
let sfn: SFNClient;
// Every run waits in MarkProcessing for its task id's gate, so a test decides when it moves on.
const gates = new Map<string, ReturnType<typeof gate>>();
const fakes = new FakeWorkflowHandlers({
  MarkProcessing: async (input) => {
    await gates.get(String(input.taskId))?.promise;
    return {};
  },
});

beforeAll(async () => {
  server = await startLocalStateMachineServer({ ...synthesizeWorkflow(), invoke: fakes.invoke, retryIntervalScale: 0.001 });
  sfn = sfnClient(server.endpoint);
}, 120_000);

afterAll(async () => {
  sfn.destroy();
  await server.close();
});

const job = (taskId: string) => JSON.stringify({ bookId: `book-${taskId}`, taskId, userId: 'user-1' });
const start = (name: string, input = job(name)) =>
  sfn.send(new StartExecutionCommand({ stateMachineArn: server.stateMachineArn, name, input }));
const describeExecution = (executionArn: string) => sfn.send(new DescribeExecutionCommand({ executionArn }));
const held = (taskId: string) => {
  const g = gate();
  gates.set(taskId, g);
  return g;
};

describe('local Step Functions API: StartExecution is idempotent by name, as on AWS', () => {
  it('same name and same input while running returns the same execution and starts nothing new', async () => {
    const g = held('twice');
    const first = await start('twice');
    const second = await start('twice');
    expect(second.executionArn).toBe(first.executionArn);
    expect(second.startDate).toEqual(first.startDate);
    g.open();
    await server.executions.settled(first.executionArn!);
    expect(fakes.callsTo('MarkProcessing').filter((c) => c.input.taskId === 'twice')).toHaveLength(1);
    expect(server.executions.list().filter((e) => e.name === 'twice')).toHaveLength(1);
  });

  it('same name with a different input is ExecutionAlreadyExists in @aws-sdk/client-sfn', async () => {
    const g = held('different');
    await start('different');
    const error = await start('different', job('something-else')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExecutionAlreadyExists);
    expect((error as ExecutionAlreadyExists).$metadata.httpStatusCode).toBe(400);
    g.open();
  });

  it('a finished execution’s name cannot be used again, even with the same input', async () => {
    const { executionArn } = await start('finished');
    await server.executions.settled(executionArn!);
    await expect(start('finished')).rejects.toBeInstanceOf(ExecutionAlreadyExists);
  });

  it('names the execution ARN after the state machine and the execution name', async () => {
    const { executionArn } = await start('arn-shape');
    expect(executionArn).toBe(
      'arn:aws:states:us-east-1:123456789012:execution:storybook-development-generation:arn-shape',
    );
    expect(server.stateMachineArn).toBe('arn:aws:states:us-east-1:123456789012:stateMachine:storybook-development-generation');
  });

  it('refuses invalid names and unknown state machines the way AWS does', async () => {
    await expect(start('has space')).rejects.toBeInstanceOf(InvalidName);
    await expect(
      sfn.send(new StartExecutionCommand({ stateMachineArn: `${server.stateMachineArn}-other`, name: 'x', input: '{}' })),
    ).rejects.toBeInstanceOf(StateMachineDoesNotExist);
  });
});

describe('local Step Functions API: DescribeExecution and ListExecutions reflect the status', () => {
  it('is RUNNING while a step works, then SUCCEEDED with output and dates', async () => {
    const g = held('described');
    const { executionArn } = await start('described');
    const running = await describeExecution(executionArn!);
    expect(running).toMatchObject({ status: 'RUNNING', name: 'described', input: job('described'), stateMachineArn: server.stateMachineArn });
    expect(running.stopDate).toBeUndefined();

    const listedRunning = await sfn.send(new ListExecutionsCommand({ stateMachineArn: server.stateMachineArn, statusFilter: 'RUNNING' }));
    expect(listedRunning.executions?.map((e) => e.name)).toContain('described');

    g.open();
    await server.executions.settled(executionArn!);
    const done = await describeExecution(executionArn!);
    expect(done.status).toBe('SUCCEEDED');
    expect(done.stopDate!.getTime()).toBeGreaterThanOrEqual(done.startDate!.getTime());
    expect(JSON.parse(done.output!)).toMatchObject({ taskId: 'described', plan: { pageIndexes: [0, 1, 2] } });

    const listedSucceeded = await sfn.send(new ListExecutionsCommand({ stateMachineArn: server.stateMachineArn, statusFilter: 'SUCCEEDED' }));
    expect(listedSucceeded.executions?.map((e) => e.name)).toContain('described');
    expect(listedSucceeded.executions?.every((e) => e.status === 'SUCCEEDED')).toBe(true);
  });

  it('an unknown execution is ExecutionDoesNotExist', async () => {
    await expect(describeExecution(`${server.stateMachineArn.replace(':stateMachine:', ':execution:')}:nope`)).rejects.toBeInstanceOf(
      ExecutionDoesNotExist,
    );
  });
});

describe('local Step Functions API: StopExecution aborts a run', () => {
  it('ends it ABORTED with the given error and cause, and no later step runs', async () => {
    const g = held('stopped');
    const { executionArn } = await start('stopped');
    const { stopDate } = await sfn.send(new StopExecutionCommand({ executionArn, error: 'JobStuck', cause: 'reaped' }));
    expect(stopDate).toBeInstanceOf(Date);
    g.open();
    await server.executions.settled(executionArn!);
    const stopped = await describeExecution(executionArn!);
    expect(stopped).toMatchObject({ status: 'ABORTED', error: 'JobStuck', cause: 'reaped' });
    expect(fakes.callsTo('PlanStory').filter((c) => c.input.taskId === 'stopped')).toEqual([]);
  });
});

describe('local Step Functions API: jobs queue → poller → dispatcher → one execution per task', () => {
  it('starts the workflow named by taskId, and a redelivered job starts nothing new', async () => {
    const resources = await createTestResources('sfn-dispatch');
    const sqs = new SQSClient(localClientConfigs(resources.endpoints).sqs);
    // Shaped like the real dispatcher: StartExecution(name = taskId); an existing execution is no failure.
    const dispatch = async (event: SQSEvent): Promise<SQSBatchResponse> => {
      const batchItemFailures = [];
      for (const record of event.Records) {
        const { taskId } = JSON.parse(record.body) as { taskId: string };
        try {
          await sfn.send(new StartExecutionCommand({ stateMachineArn: server.stateMachineArn, name: taskId, input: record.body }));
        } catch (error) {
          if (!(error instanceof ExecutionAlreadyExists)) batchItemFailures.push({ itemIdentifier: record.messageId });
        }
      }
      return { batchItemFailures };
    };
    const poller = createSqsPoller({ client: sqs, queueUrl: resources.queueUrl, handler: dispatch });
    poller.start();
    try {
      const body = job('queued');
      await sqs.send(new SendMessageCommand({ QueueUrl: resources.queueUrl, MessageBody: body }));
      await sqs.send(new SendMessageCommand({ QueueUrl: resources.queueUrl, MessageBody: body }));
      const arn = server.executions.executionArnFor('queued');
      for (let waited = 0; !server.executions.get(arn) && waited < 10_000; waited += 50) await sleep(50);
      const execution = await server.executions.settled(arn);
      expect(execution.status).toBe('SUCCEEDED');
      // Time for the second copy of the job to be received and dispatched too.
      await sleep(1500);
      expect(server.executions.list().filter((e) => e.name === 'queued')).toHaveLength(1);
      expect(fakes.callsTo('MarkProcessing').filter((c) => c.input.taskId === 'queued')).toHaveLength(1);
    } finally {
      await poller.stop();
      sqs.destroy();
    }
  });
});
