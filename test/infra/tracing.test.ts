import { describe, expect, it } from 'vitest';
import { synthesize } from './synth';
import { unbudgetedFunctionNames } from '../../lambdas/contract/functions';

describe('tracing: every function and the state machine send X-Ray traces', () => {
  const { template } = synthesize('production');

  it('every function traces actively', () => {
    const functions = Object.values(template.findResources('AWS::Lambda::Function')).filter(
      (fn) => fn.Properties.Runtime === 'nodejs22.x',
    );
    expect(functions).toHaveLength(unbudgetedFunctionNames.length);
    for (const fn of functions) expect(fn.Properties.TracingConfig).toEqual({ Mode: 'Active' });
  });

  it('the X-Ray grant is the only statement on a wildcard resource in a function role', () => {
    const statements = Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => !JSON.stringify(policy.Properties.Roles).includes('StateMachine'))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]);
    const onAnything = statements.filter((s) => s.Resource === '*');
    expect(onAnything.length).toBeGreaterThan(0);
    for (const statement of onAnything) expect([statement.Action].flat().sort()).toEqual(['xray:PutTelemetryRecords', 'xray:PutTraceSegments']);
  });

  it('the state machine traces too', () => {
    const [machine] = Object.values(template.findResources('AWS::StepFunctions::StateMachine'));
    expect(machine?.Properties.TracingConfiguration).toEqual({ Enabled: true });
  });
});
