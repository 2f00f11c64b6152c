// `cdk deploy -c modelBudget=…`: every model call waits in an AwaitTurn state (a task token) for the turn keeper.
import { Duration } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { turnStates, workflowSteps } from '../../lambdas/contract/workflow-steps';
import { ProviderThrottledError } from '../../lambdas/ports/provider-errors';
import { DeployOptionsError, workflowOptionsFromContext } from '../../lib/deploy-options';
import { logicalIdOf, synthesize } from './synth';
import { arnOf, roleStatementsOf, synthesizeWithWorkflow, workflowDefinition } from './workflow-template';

type AnyState = Record<string, any> & { Type: string; Next?: string };

const budgeted = synthesizeWithWorkflow({ modelBudget: 'image:4/s,text:20/s', bookDeadline: Duration.minutes(30) });
const states = workflowDefinition(budgeted).States as Record<string, AnyState>;
const pageStates = (states.Pages as AnyState).ItemProcessor.States as Record<string, AnyState>;

describe('with a budget, each model call waits for its turn first, and a throttling answer waits again', () => {
  it.each([
    [turnStates.planStory, workflowSteps.planStory.state, states],
    [turnStates.writePage, workflowSteps.writePage.state, pageStates],
    [turnStates.illustratePage, workflowSteps.illustratePage.state, pageStates],
  ])('%s → %s', (waitState, callState, all) => {
    const wait = all[waitState]!;
    expect(wait.Next).toBe(callState);
    expect(wait.Resource).toBe('arn:aws:states:::lambda:invoke.waitForTaskToken');
    expect(wait.Parameters.Payload).toMatchObject({ 'taskToken.$': '$$.Task.Token', 'userId.$': '$.userId', 'startedAt.$': '$$.Execution.StartTime' });
    // A backstop only: the keeper refuses a turn at the deadline (30 minutes).
    expect(wait.TimeoutSeconds).toBe(30 * 60 + 60);
    const call = all[callState]!;
    expect(call.Catch[0]).toEqual({ ErrorEquals: [ProviderThrottledError.errorName], ResultPath: null, Next: waitState });
    expect(call.Retry.flatMap((retry: { ErrorEquals: string[] }) => retry.ErrorEquals)).not.toContain(ProviderThrottledError.errorName);
  });

  it('the page items carry the owner, so turns are shared fairly between users', () => {
    expect((states.Pages as AnyState).ItemSelector['userId.$']).toBe('$.userId');
  });

  it('a budget for pictures only leaves the text steps as they were', () => {
    const imageOnly = workflowDefinition(synthesizeWithWorkflow({ modelBudget: 'image:2/s' })).States as Record<string, AnyState>;
    expect(imageOnly[turnStates.planStory]).toBeUndefined();
    expect(imageOnly.MarkProcessing!.Next).toBe(workflowSteps.planStory.state);
    expect(imageOnly.Pages!.ItemProcessor.States[workflowSteps.writePage.state].Retry).toBeDefined();
    expect(Object.keys(imageOnly.Pages!.ItemProcessor.States)).not.toContain(turnStates.writePage);
  });

  it('with a picture budget a page waits for its picture first and writes its text after: it joins the queue as soon as the plan is there', () => {
    const processor = (states.Pages as AnyState).ItemProcessor as { StartAt: string; States: Record<string, AnyState> };
    expect(processor.StartAt).toBe(turnStates.illustratePage);
    expect(processor.States[workflowSteps.illustratePage.state]!.Next).toBe(turnStates.writePage);
    expect(processor.States[workflowSteps.writePage.state]!.End).toBe(true);
  });

  it('drawing the cover first, the cover\'s item skips its picture and writes its text', () => {
    const cover = workflowDefinition(synthesizeWithWorkflow({ modelBudget: 'image:2/s', coverFirst: true })).States as Record<string, AnyState>;
    const processor = cover.Pages!.ItemProcessor as { StartAt: string; States: Record<string, AnyState> };
    const choice = processor.States[processor.StartAt]!;
    expect(choice.Type).toBe('Choice');
    expect(choice.Choices[0].Next).toBe(workflowSteps.writePage.state);
    expect(choice.Default).toBe(turnStates.illustratePage);
    expect(processor.States[workflowSteps.illustratePage.state]!.Next).toBe(workflowSteps.writePage.state);
  });

  it('without a budget there are no turns: no AwaitTurn states, functions or keepers queue', () => {
    const plain = synthesize('development');
    expect(JSON.stringify(workflowDefinition(plain))).not.toContain('waitForTaskToken');
    expect(plain.stack.workflow.turns).toBeUndefined();
  });
});

describe('the turn keeper is started from its queue (two at once, one per model kind) and every minute', () => {
  const { stack, template } = budgeted;
  const turns = stack.workflow.turns!;

  it('consumes the keepers queue one message at a time, at most two invocations at once', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: { Ref: logicalIdOf(stack, turns.grantTurns) },
      BatchSize: 1,
      ScalingConfig: { MaximumConcurrency: 2 },
    });
  });

  it('the queue hides a start message for longer than a keeper runs', () => {
    const queue = template.findResources('AWS::SQS::Queue')[logicalIdOf(stack, turns.keepers)]!;
    expect(queue.Properties.VisibilityTimeout).toBeGreaterThan(turns.grantTurns.timeout!.toSeconds());
  });

  it('runs every minute too, for a start message that was lost', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: Match.arrayWith([Match.objectLike({ Arn: { 'Fn::GetAtt': [logicalIdOf(stack, turns.grantTurns), 'Arn'] } })]),
    });
  });

  it('waits the deadline plus five minutes before the reaper calls a waiting book stuck', () => {
    const reaper = template.findResources('AWS::Lambda::Function')[logicalIdOf(stack, stack.workflow.reaper)]!;
    expect(reaper.Properties.Environment.Variables.STUCK_AFTER_SECONDS).toBe(String(30 * 60 + 300));
  });
});

describe('each turn function may touch only the gate partition (GATE#), and the keeper may answer tasks of this state machine only', () => {
  const { stack } = budgeted;
  const turns = stack.workflow.turns!;
  const gateStatements = (construct: Parameters<typeof roleStatementsOf>[1]) =>
    roleStatementsOf(budgeted, construct).filter((statement) => statement.actions.some((action) => action.startsWith('dynamodb:')));

  it.each([
    ['awaitTurn', turns.awaitTurn, ['dynamodb:PutItem', 'dynamodb:GetItem']],
    ['grantTurns', turns.grantTurns, ['dynamodb:Query', 'dynamodb:GetItem', 'dynamodb:UpdateItem', 'dynamodb:DeleteItem']],
  ])('%s', (_, fn, actions) => {
    const template = budgeted.template.toJSON() as { Resources: Record<string, any> };
    const policies = Object.values(template.Resources).filter((r) => r.Type === 'AWS::IAM::Policy' && r.Properties.Roles.some((role: { Ref?: string }) => role.Ref === logicalIdOf(stack, fn.role!)));
    const dynamo = policies.flatMap((p) => p.Properties.PolicyDocument.Statement).filter((s: { Action: string | string[] }) => [s.Action].flat().some((a) => a.startsWith('dynamodb:')));
    expect(dynamo).toHaveLength(1);
    expect([dynamo[0].Action].flat().sort()).toEqual([...actions].sort());
    expect(dynamo[0].Condition).toEqual({ 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['GATE#*'] } });
    expect(gateStatements(fn.role!)).toHaveLength(1);
  });

  it('the keeper answers task tokens of the generation state machine', () => {
    const answers = roleStatementsOf(budgeted, turns.grantTurns.role!).find((statement) => statement.actions.includes('states:SendTaskSuccess'))!;
    expect(answers.actions).toEqual(expect.arrayContaining(['states:SendTaskSuccess', 'states:SendTaskFailure']));
    expect(answers.resources).toEqual([arnOf(budgeted, stack.workflow.stateMachine)]);
  });

  it('AwaitTurn may answer a task of this state machine only (a test-mode book\'s turn, at once)', () => {
    const answers = roleStatementsOf(budgeted, turns.awaitTurn.role!).find((statement) => statement.actions.includes('states:SendTaskSuccess'))!;
    expect(answers.actions).toEqual(['states:SendTaskSuccess']);
    expect(answers.resources).toEqual([arnOf(budgeted, stack.workflow.stateMachine)]);
  });

  it('the model steps may count a throttling answer in the gate partition', () => {
    for (const step of ['planStory', 'writePage', 'illustratePage'] as const) {
      const statements = roleStatementsOf(budgeted, stack.workflow.steps[step].role!);
      expect(statements.some((s) => s.actions.includes('dynamodb:UpdateItem'))).toBe(true);
    }
  });
});

describe('ops see the turns: an alarm when a waiting book nears its deadline, and a dashboard row', () => {
  it('alarms below a fifth of the deadline left, per budgeted model kind', () => {
    budgeted.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'storybook-development-ImageTurnsNearDeadline',
      MetricName: 'ImageDeadlineHeadroomSeconds',
      Statistic: 'Minimum',
      Threshold: 360,
      ComparisonOperator: 'LessThanThreshold',
    });
    budgeted.template.hasResourceProperties('AWS::CloudWatch::Alarm', { AlarmName: 'storybook-development-TextTurnsNearDeadline' });
  });

  it('the dashboard has a row of turns waiting, granted, wait time, throttles and headroom', () => {
    const body = JSON.stringify(budgeted.template.findResources('AWS::CloudWatch::Dashboard'));
    for (const metric of ['ImageTurnsWaiting', 'ImageTurnsGranted', 'ImageTurnWaitMs', 'ImageThrottles', 'ImageDeadlineHeadroomSeconds']) expect(body).toContain(metric);
  });
});

describe('-c modelBudget and -c bookDeadlineMinutes', () => {
  const context = (values: Record<string, unknown>) => (key: string) => values[key];

  it('reads them into the workflow options', () => {
    expect(workflowOptionsFromContext(context({ modelBudget: 'image:4/s', bookDeadlineMinutes: '45' }))).toEqual({ modelBudget: 'image:4/s', bookDeadline: Duration.minutes(45) });
  });

  it.each([{ modelBudget: 'image:4' }, { modelBudget: 'video:1/s' }, { bookDeadlineMinutes: '0' }])('refuses %o with a clear message', (values) => {
    expect(() => workflowOptionsFromContext(context(values))).toThrow(DeployOptionsError);
  });
});
