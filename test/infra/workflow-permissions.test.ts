import { describe, expect, it } from 'vitest';
import { workflowSteps, type WorkflowStepName } from '../../lambdas/contract/workflow-steps';
import { logicalIdOf, synthesize } from './synth';
import {
  arnOf,
  functionStatements,
  grantsFor,
  resolved,
  roleStatementsOf,
  synthesizeWithWorkflow,
  workflowFunction,
  type WorkflowFunctionName,
} from './workflow-template';

const synthesized = synthesize('development');
const { stack, template } = synthesized;
const table = arnOf(synthesized, stack.data.table);
const activityIndex = `${table}/index/byActivity`;
const bookAssets = `${arnOf(synthesized, stack.data.bucket)}/books/*`;
const jobsQueue = arnOf(synthesized, stack.queues.jobs);
// The steps that change a book's status send its webhook events, after reading the book (docs/webhooks.md).
const webhookQueue = arnOf(synthesized, stack.webhooks.deliveries);
const emits = { [webhookQueue]: ['sqs:SendMessage'] };
const stateMachine = arnOf(synthesized, stack.workflow.stateMachine);
const executions = 'arn:aws:states:us-east-1:123456789012:execution:storybook-development-generation:*';
const stepNames = Object.keys(workflowSteps) as WorkflowStepName[];
const allNames: WorkflowFunctionName[] = [...stepNames, 'dispatcher', 'reaper'];
const services = ['dynamodb', 's3', 'sqs', 'states', 'bedrock', 'lambda', 'kms'] as const;

/** Everything the function may do, by service and resource; services it may not touch are absent. */
function accessOf(name: WorkflowFunctionName, from = synthesized): Record<string, Record<string, string[]>> {
  const access: Record<string, Record<string, string[]>> = {};
  for (const service of services) {
    const grants = grantsFor(from, name, service);
    if (Object.keys(grants).length > 0) access[service] = grants;
  }
  return access;
}

describe('workflow least privilege: no wildcard actions, only Allow, only the basic logging managed policy', () => {
  it.each(allNames)('%s', (name) => {
    for (const statement of functionStatements(synthesized, name)) {
      expect(statement.effect).toBe('Allow');
      for (const action of statement.actions) expect(action).not.toContain('*');
    }
    const role = template.findResources('AWS::IAM::Role')[logicalIdOf(stack, workflowFunction(synthesized, name).role!)];
    expect(role?.Properties.ManagedPolicyArns).toEqual([
      { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':iam::aws:policy/service-role/AWSLambdaBasicExecutionRole']] },
    ]);
    expect(role?.Properties.Policies).toBeUndefined();
  });
});

describe('workflow least privilege: each step may do exactly what it needs', () => {
  // Every webhook emitter puts and deletes its book's outbox items (lib/webhooks-construct.ts, bindEmitter).
  it('markProcessing reads and updates table items, and emits webhook events', () => {
    expect(accessOf('markProcessing')).toEqual({ dynamodb: { [table]: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'] }, sqs: emits });
  });

  it('planStory reads and updates table items and writes book assets', () => {
    expect(accessOf('planStory')).toEqual({
      dynamodb: { [table]: ['dynamodb:GetItem', 'dynamodb:UpdateItem'] },
      s3: { [bookAssets]: ['s3:PutObject'] },
    });
  });

  it('writePage updates table items (page and task), reads the book for its webhook, reads book assets', () => {
    expect(accessOf('writePage')).toEqual({
      dynamodb: { [table]: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'] },
      s3: { [bookAssets]: ['s3:GetObject'] },
      sqs: emits,
    });
  });

  it('writePage cannot scan or delete objects (it puts and deletes only its book\'s outbox items, in BOOK#)', () => {
    const actions = functionStatements(synthesized, 'writePage').flatMap((s) => s.actions);
    for (const action of ['dynamodb:Scan', 's3:DeleteObject']) {
      expect(actions).not.toContain(action);
    }
  });

  it('illustratePage updates table items, reads the book for its webhook, reads and writes book assets', () => {
    expect(accessOf('illustratePage')).toEqual({
      dynamodb: { [table]: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'] },
      s3: { [bookAssets]: ['s3:GetObject', 's3:PutObject'] },
      sqs: emits,
    });
  });

  it('makeBookFiles queries the book, updates it and reads and writes book assets', () => {
    expect(accessOf('makeBookFiles')).toEqual({
      dynamodb: { [table]: ['dynamodb:Query', 'dynamodb:UpdateItem'] },
      s3: { [bookAssets]: ['s3:GetObject', 's3:PutObject'] },
    });
  });

  it('finalize queries the book and updates it with a condition check', () => {
    expect(accessOf('finalize')).toEqual({
      dynamodb: { [table]: ['dynamodb:ConditionCheckItem', 'dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'] },
      sqs: emits,
    });
  });

  it('markFailed queries the book and updates items (the refund is a transaction of updates)', () => {
    expect(accessOf('markFailed')).toEqual({ dynamodb: { [table]: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'] }, sqs: emits });
  });

  it('no step queries an index, touches the jobs queue or the state machine (some send webhook events)', () => {
    for (const step of stepNames) {
      const access = accessOf(step);
      expect(Object.keys(access.dynamodb ?? {})).toEqual([table]);
      if (access.sqs !== undefined) expect(access.sqs).toEqual(emits);
      expect(access.states).toBeUndefined();
    }
  });
});

describe('workflow least privilege: dispatcher and reaper', () => {
  it('the dispatcher may start executions and consume the jobs queue, and cannot touch the table', () => {
    expect(accessOf('dispatcher')).toEqual({
      states: { [stateMachine]: ['states:StartExecution'] },
      sqs: {
        [jobsQueue]: [
          'sqs:ChangeMessageVisibility',
          'sqs:DeleteMessage',
          'sqs:GetQueueAttributes',
          'sqs:GetQueueUrl',
          'sqs:ReceiveMessage',
        ],
      },
    });
  });

  it('the reaper queries the activity index and the table, updates items and stops executions', () => {
    expect(accessOf('reaper')).toEqual({
      // Two statements on the index: ACTIVE (the reaping) and WEBHOOKQ (the outbox sweep, lib/webhooks-construct.ts).
      dynamodb: { [activityIndex]: ['dynamodb:Query', 'dynamodb:Query'], [table]: ['dynamodb:DeleteItem', 'dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem'] },
      states: { [executions]: ['states:StopExecution'] },
      sqs: emits,
    });
  });
});

describe('workflow least privilege: each function\'s table grants are limited to its partitions', () => {
  /** Each table action → the `dynamodb:LeadingKeys` patterns it is limited to, merged over statements. */
  function partitionsOf(name: WorkflowFunctionName): Record<string, string[]> {
    const role = workflowFunction(synthesized, name).role!;
    const roleId = logicalIdOf(stack, role);
    const partitions: Record<string, string[]> = {};
    const policies = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => (policy.Properties.Roles as { Ref?: string }[]).some((r) => r.Ref === roleId));
    for (const policy of policies) {
      for (const statement of policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown; Condition?: Record<string, Record<string, string[]>> }[]) {
        const resource = [resolved(synthesized, statement.Resource)].flat()[0] as string;
        const where = resource === table ? 'table' : resource.replace(`${table}/index/`, '');
        for (const action of [statement.Action].flat().filter((a) => a.startsWith('dynamodb:'))) {
          const patterns = statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] ?? [];
          partitions[`${action} on ${where}`] = [...(partitions[`${action} on ${where}`] ?? []), ...patterns].sort();
        }
      }
    }
    return partitions;
  }

  it.each<WorkflowStepName>(['markProcessing', 'planStory', 'writePage', 'illustratePage', 'makeBookFiles', 'finalize'])(
    '%s touches only the book\'s partition',
    (step) => {
      for (const patterns of Object.values(partitionsOf(step))) expect(patterns).toEqual(['BOOK#*']);
    },
  );

  it('markFailed queries the book and updates the task and, for the refund, the user\'s credits', () => {
    expect(partitionsOf('markFailed')).toEqual({
      'dynamodb:GetItem on table': ['BOOK#*'],
      'dynamodb:Query on table': ['BOOK#*'],
      'dynamodb:UpdateItem on table': ['BOOK#*', 'USER#*'],
      'dynamodb:PutItem on table': ['BOOK#*'],
      'dynamodb:DeleteItem on table': ['BOOK#*'],
    });
  });

  it('the reaper queries only the active tasks\' partition of the index, then fails and refunds as markFailed does', () => {
    expect(partitionsOf('reaper')).toEqual({
      'dynamodb:Query on byActivity': ['ACTIVE', 'WEBHOOKQ'],
      'dynamodb:GetItem on table': ['BOOK#*'],
      'dynamodb:Query on table': ['BOOK#*'],
      'dynamodb:UpdateItem on table': ['BOOK#*', 'USER#*'],
      'dynamodb:PutItem on table': ['BOOK#*'],
      'dynamodb:DeleteItem on table': ['BOOK#*'],
    });
  });

  it('the dispatcher has no table grant', () => {
    expect(partitionsOf('dispatcher')).toEqual({});
  });
});

describe('workflow least privilege: the state machine invokes only the six step functions', () => {
  it('has lambda:InvokeFunction on each step (and its versions), nothing else', () => {
    const all = roleStatementsOf(synthesized, stack.workflow.stateMachine.role);
    const statements = all.filter((s) => s.actions.some((a) => a.startsWith('lambda:')));
    expect(new Set(statements.flatMap((s) => s.actions))).toEqual(new Set(['lambda:InvokeFunction']));
    const expected = stepNames.flatMap((step) => {
      const arn = arnOf(synthesized, stack.workflow.steps[step]);
      return [arn, `${arn}:*`];
    });
    expect(statements.flatMap((s) => s.resources).sort()).toEqual(expected.sort());
  });

  it('otherwise only delivers its logs and traces, the APIs that take no resource', () => {
    const others = roleStatementsOf(synthesized, stack.workflow.stateMachine.role).filter(
      (s) => !s.actions.some((a) => a.startsWith('lambda:')),
    );
    expect(new Set(others.flatMap((s) => s.actions))).toEqual(
      new Set([
        'logs:CreateLogDelivery',
        'logs:DeleteLogDelivery',
        'logs:DescribeLogGroups',
        'logs:DescribeResourcePolicies',
        'logs:GetLogDelivery',
        'logs:ListLogDeliveries',
        'logs:PutResourcePolicy',
        'logs:UpdateLogDelivery',
        'xray:GetSamplingRules',
        'xray:GetSamplingTargets',
        'xray:PutTelemetryRecords',
        'xray:PutTraceSegments',
      ]),
    );
    expect(new Set(others.flatMap((s) => s.resources))).toEqual(new Set(['*']));
  });
});

describe('workflow least privilege: Bedrock only when the provider is bedrock, each model step its own model', () => {
  it('offline: nobody may invoke a model', () => {
    for (const name of allNames) expect(accessOf(name).bedrock).toBeUndefined();
  });

  it('bedrock: the planning and writing steps may invoke the text model, the illustrating step the image model, nobody else either', () => {
    // Without the stack's own guardrail (test/infra/guardrail.test.ts covers its one grant).
    const bedrock = synthesizeWithWorkflow({ provider: 'bedrock', ownGuardrail: false });
    // The default text model is a US inference profile: the profile (with the account) and the model in each US Region it routes to.
    const text = [
      'arn:aws:bedrock:us-east-1:123456789012:inference-profile/us.amazon.nova-lite-v1:0',
      ...['us-east-1', 'us-east-2', 'us-west-2'].map((region) => `arn:aws:bedrock:${region}::foundation-model/amazon.nova-lite-v1:0`),
    ];
    const image = ['arn:aws:bedrock:us-east-1::foundation-model/stability.sd3-5-large-v1:0'];
    const allowed = (models: string[]) => Object.fromEntries(models.map((model) => [model, ['bedrock:InvokeModel']]));
    for (const name of allNames) {
      const grants = accessOf(name, bedrock).bedrock;
      if (name === 'planStory' || name === 'writePage') expect(grants).toEqual(allowed(text));
      else if (name === 'illustratePage') expect(grants).toEqual(allowed(image));
      else expect(grants).toBeUndefined();
    }
  });
});
