// SendMessage against the local SQS engine, StartExecution and StopExecution against the local Step Functions API.
import { ExecutionAlreadyExists as SdkExecutionAlreadyExists } from '@aws-sdk/client-sfn';
import { ReceiveMessageCommand, SQSClient as SdkSQSClient } from '@aws-sdk/client-sqs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ExecutionAlreadyExists,
  ExecutionDoesNotExist,
  SFNClient,
  SFNServiceException,
  StartExecutionCommand,
  StateMachineDoesNotExist,
  StopExecutionCommand,
} from '../../lambdas/adapters/aws/sfn-client';
import { QueueDoesNotExist, SendMessageCommand, SQSClient } from '../../lambdas/adapters/aws/sqs-client';
import { localClientConfigs, localRegion } from '../../local/local-aws';
import { startLocalStateMachineServer, type RunningLocalStateMachine } from '../../local/step-functions/local-state-machine-server';
import { createTestResources, type TestResources } from '../support/test-resources';

let resources: TestResources;
let sqs: SQSClient;
let reference: SdkSQSClient;
let stateMachine: RunningLocalStateMachine;
let sfn: SFNClient;

beforeAll(async () => {
  resources = await createTestResources('aws-client-sqs-sfn');
  sqs = new SQSClient({ region: resources.env.AWS_REGION, endpoint: resources.endpoints.sqs });
  reference = new SdkSQSClient(localClientConfigs(resources.endpoints).sqs);
  // One waiting state: an execution stays RUNNING until it is stopped.
  stateMachine = await startLocalStateMachineServer({
    definition: { StartAt: 'Hold', States: { Hold: { Type: 'Wait', Seconds: 600, End: true } } },
    taskFunctions: {},
    invoke: async () => ({}),
  });
  sfn = new SFNClient({ region: localRegion, endpoint: stateMachine.endpoint });
});

afterAll(async () => {
  sqs.destroy();
  reference.destroy();
  sfn.destroy();
  await stateMachine.close();
});

describe('SQS SendMessage over the JSON protocol', () => {
  it('sends the body and attributes the SQS engine then delivers; the MD5 of the body is checked', async () => {
    const job = { bookId: 'book-1', taskId: 'task-ü-1' };
    const sent = await sqs.send(
      new SendMessageCommand({
        QueueUrl: resources.queueUrl,
        MessageBody: JSON.stringify(job),
        MessageAttributes: { taskId: { DataType: 'String', StringValue: job.taskId }, raw: { DataType: 'Binary', BinaryValue: new Uint8Array([1, 2, 3]) } },
      }),
    );
    expect(sent.MessageId).toEqual(expect.any(String));
    expect(sent.$metadata).toMatchObject({ httpStatusCode: 200, attempts: 1 });
    const { Messages } = await reference.send(
      new ReceiveMessageCommand({ QueueUrl: resources.queueUrl, MessageAttributeNames: ['All'], WaitTimeSeconds: 1 }),
    );
    expect(Messages).toHaveLength(1);
    expect(JSON.parse(Messages![0]!.Body!)).toEqual(job);
    expect(Messages![0]!.MessageId).toBe(sent.MessageId);
    expect(Messages![0]!.MessageAttributes?.taskId?.StringValue).toBe(job.taskId);
    expect(Messages![0]!.MessageAttributes?.raw?.BinaryValue).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('a queue that does not exist: QueueDoesNotExist, not retried', async () => {
    const missing = resources.queueUrl.replace(/[^/]+$/, 'no-such-queue');
    const error = await sqs.send(new SendMessageCommand({ QueueUrl: missing, MessageBody: 'x' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(QueueDoesNotExist);
    expect(error).toMatchObject({ name: 'QueueDoesNotExist', $fault: 'client', $metadata: { httpStatusCode: 400, attempts: 1 } });
  });
});

describe('Step Functions StartExecution and StopExecution over the JSON protocol', () => {
  const job = (taskId: string) => JSON.stringify({ bookId: `book-${taskId}`, taskId });

  it('starts a named execution: executionArn, startDate as a Date', async () => {
    const started = await sfn.send(new StartExecutionCommand({ stateMachineArn: stateMachine.stateMachineArn, name: 'task-start', input: job('task-start') }));
    expect(started.executionArn).toBe(stateMachine.stateMachineArn.replace(':stateMachine:', ':execution:') + ':task-start');
    expect(started.startDate).toBeInstanceOf(Date);
    expect(Math.abs(started.startDate.getTime() - Date.now())).toBeLessThan(60_000);
    expect(stateMachine.executions.list().find((execution) => execution.name === 'task-start')?.status).toBe('RUNNING');
  });

  it('the same name with another input: ExecutionAlreadyExists, instanceof this layer’s class and the SDK’s', async () => {
    await sfn.send(new StartExecutionCommand({ stateMachineArn: stateMachine.stateMachineArn, name: 'task-twice', input: job('task-twice') }));
    const error = await sfn
      .send(new StartExecutionCommand({ stateMachineArn: stateMachine.stateMachineArn, name: 'task-twice', input: job('other') }))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExecutionAlreadyExists);
    expect(error).toBeInstanceOf(SFNServiceException);
    expect(error).toBeInstanceOf(SdkExecutionAlreadyExists);
    expect(error).toMatchObject({ name: 'ExecutionAlreadyExists', $fault: 'client', $metadata: { httpStatusCode: 400, attempts: 1 } });
  });

  it('stops a running execution: stopDate as a Date, the run ABORTED', async () => {
    const { executionArn } = await sfn.send(new StartExecutionCommand({ stateMachineArn: stateMachine.stateMachineArn, name: 'task-stop', input: job('task-stop') }));
    const stopped = await sfn.send(new StopExecutionCommand({ executionArn, cause: 'Stuck for 900 seconds' }));
    expect(stopped.stopDate).toBeInstanceOf(Date);
    expect(stateMachine.executions.get(executionArn)?.status).toBe('ABORTED');
  });

  it('stopping an execution that never started: ExecutionDoesNotExist; an unknown state machine: StateMachineDoesNotExist', async () => {
    const executionArn = `${stateMachine.stateMachineArn.replace(':stateMachine:', ':execution:')}:never-started`;
    await expect(sfn.send(new StopExecutionCommand({ executionArn }))).rejects.toBeInstanceOf(ExecutionDoesNotExist);
    await expect(sfn.send(new StartExecutionCommand({ stateMachineArn: `${stateMachine.stateMachineArn}-other`, name: 'x' }))).rejects.toBeInstanceOf(
      StateMachineDoesNotExist,
    );
  });
});
