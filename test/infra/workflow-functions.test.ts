import { functionEntries } from '../../lambdas/contract/functions';
import { describe, expect, it } from 'vitest';
import { workflowSteps, type WorkflowStepName } from '../../lambdas/contract/workflow-steps';
import { logicalIdOf, packageVersion, synthesize } from './synth';
import { synthesizeWithWorkflow, workflowFunction, type WorkflowFunctionName } from './workflow-template';

const synthesized = synthesize('development');
const { stack, template } = synthesized;
const functions = template.findResources('AWS::Lambda::Function');
const propertiesOf = (name: WorkflowFunctionName) => {
  const fn = functions[logicalIdOf(stack, workflowFunction(synthesized, name))];
  if (!fn) throw new Error(`no function resource for ${name}`);
  return fn.Properties;
};
const stepNames = Object.keys(workflowSteps) as WorkflowStepName[];
const allNames: WorkflowFunctionName[] = [...stepNames, 'dispatcher', 'reaper'];
const stateMachineRef = { Ref: logicalIdOf(stack, stack.workflow.stateMachine) };

describe('workflow functions: Node 22 on ARM, each step with its own time budget', () => {
  it.each(allNames)('%s runs nodejs22.x on arm64 with 512–1024 MB', (name) => {
    const fn = propertiesOf(name);
    expect(fn.Runtime).toBe('nodejs22.x');
    expect(fn.Architectures).toEqual(['arm64']);
    expect(fn.MemorySize).toBeGreaterThanOrEqual(512);
    expect(fn.MemorySize).toBeLessThanOrEqual(1024);
  });

  it.each<[WorkflowFunctionName, number]>([
    ['markProcessing', 15],
    ['planStory', 60],
    ['writePage', 60],
    ['illustratePage', 60],
    ['makeBookFiles', 60],
    ['finalize', 15],
    ['markFailed', 15],
    ['dispatcher', 10],
    ['reaper', 60],
  ])('%s times out after %i s', (name, seconds) => {
    expect(propertiesOf(name).Timeout).toBe(seconds);
  });

  it('bundles each step from the entry the contract names', () => {
    for (const step of stepNames) expect(stack.workflow.steps[step].entry).toBe(functionEntries[step]);
  });
});

describe('workflow functions: the environment config.ts reads', () => {
  const common = {
    NODE_OPTIONS: '--enable-source-maps',
    STAGE: 'development',
    APP_VERSION: packageVersion,
    TABLE_NAME: { Ref: logicalIdOf(stack, stack.data.table) },
    BUCKET_NAME: { Ref: logicalIdOf(stack, stack.data.bucket) },
    QUEUE_URL: { Ref: logicalIdOf(stack, stack.queues.jobs) },
    PROVIDER: 'offline',
    TEXT_MODEL_ID: 'us.amazon.nova-lite-v1:0',
    IMAGE_MODEL_ID: 'stability.sd3-5-large-v1:0',
  };

  // The steps that change a book's status send its webhook events (docs/webhooks.md).
  const webhookQueue = { WEBHOOK_QUEUE_URL: { Ref: logicalIdOf(stack, stack.webhooks.deliveries) } };
  const emitting = new Set<WorkflowFunctionName>(['markProcessing', 'writePage', 'illustratePage', 'finalize', 'markFailed', 'reaper']);

  it.each(stepNames)('%s gets the API functions’ variables plus the offline provider and default models', (step) => {
    expect(propertiesOf(step).Environment.Variables).toEqual({ ...common, ...(emitting.has(step) && webhookQueue) });
  });

  it('the dispatcher also knows the state machine', () => {
    expect(propertiesOf('dispatcher').Environment.Variables).toEqual({ ...common, STATE_MACHINE_ARN: stateMachineRef });
  });

  it('the reaper also knows the state machine and how long a job may stand still', () => {
    expect(propertiesOf('reaper').Environment.Variables).toEqual({
      ...common,
      STATE_MACHINE_ARN: stateMachineRef,
      STUCK_AFTER_SECONDS: '900',
      ...webhookQueue,
    });
  });

  it('takes the provider and models from the construct props', () => {
    const bedrock = synthesizeWithWorkflow({ provider: 'bedrock', textModelId: 'text-model', imageModelId: 'image-model' });
    const fn = bedrock.template.findResources('AWS::Lambda::Function')[
      logicalIdOf(bedrock.stack, bedrock.stack.workflow.steps.planStory)
    ];
    expect(fn?.Properties.Environment.Variables).toMatchObject({
      PROVIDER: 'bedrock',
      TEXT_MODEL_ID: 'text-model',
      IMAGE_MODEL_ID: 'image-model',
    });
  });

  it('bundles every workflow function for the provider it is deployed with', () => {
    const bedrock = synthesizeWithWorkflow({ provider: 'bedrock' });
    const { dispatcher, reaper } = bedrock.stack.workflow;
    for (const fn of [...Object.values(bedrock.stack.workflow.steps), dispatcher, reaper]) expect(fn.bundledProvider, fn.serviceName).toBe('bedrock');
    for (const fn of Object.values(stack.workflow.steps)) expect(fn.bundledProvider, fn.serviceName).toBe('offline');
  });
});

describe('dispatcher: consumes the jobs queue in batches of 10, reporting failed records one by one', () => {
  const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping'));

  it('is the only event source mapping on the jobs queue (the other is deliverWebhook\'s, on the webhook deliveries queue)', () => {
    expect(mappings).toHaveLength(2);
    const onJobs = mappings.filter((mapping) => JSON.stringify(mapping.Properties.EventSourceArn).includes(logicalIdOf(stack, stack.queues.jobs)));
    expect(onJobs).toHaveLength(1);
    expect(mappings.find((mapping) => mapping !== onJobs[0])?.Properties).toMatchObject({
      FunctionName: { Ref: logicalIdOf(stack, stack.webhooks.deliverWebhook) },
      EventSourceArn: { 'Fn::GetAtt': [logicalIdOf(stack, stack.webhooks.deliveries), 'Arn'] },
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
    expect(onJobs[0]?.Properties).toMatchObject({
      FunctionName: { Ref: logicalIdOf(stack, stack.workflow.dispatcher) },
      EventSourceArn: { 'Fn::GetAtt': [logicalIdOf(stack, stack.queues.jobs), 'Arn'] },
      BatchSize: 10,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
    });
  });

  it('the queue hides a received job for at least six dispatcher timeouts', () => {
    const queue = template.findResources('AWS::SQS::Queue')[logicalIdOf(stack, stack.queues.jobs)];
    expect(queue?.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(6 * propertiesOf('dispatcher').Timeout);
  });
});

describe('reaper: runs every 5 minutes', () => {
  const rules = Object.values(template.findResources('AWS::Events::Rule'));

  it('is the target of a schedule, rate(5 minutes) (the other schedule is sendMail\'s, every minute)', () => {
    expect(rules).toHaveLength(2);
    const reaperArn = { 'Fn::GetAtt': [logicalIdOf(stack, stack.workflow.reaper), 'Arn'] };
    const reaperRule = rules.find((rule) => JSON.stringify(rule.Properties?.Targets).includes(JSON.stringify(reaperArn)));
    expect(reaperRule?.Properties).toMatchObject({
      ScheduleExpression: 'rate(5 minutes)',
      State: 'ENABLED',
      Targets: [{ Arn: { 'Fn::GetAtt': [logicalIdOf(stack, stack.workflow.reaper), 'Arn'] } }],
    });
  });

  it('may be invoked by EventBridge', () => {
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: { 'Fn::GetAtt': [logicalIdOf(stack, stack.workflow.reaper), 'Arn'] },
    });
  });
});
