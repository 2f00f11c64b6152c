import { describe, expect, it } from 'vitest';
import { logicalIdOf, synthesize } from './synth';

describe('HTTP API $default stage: access logs and an outer throttle', () => {
  const { stack, template } = synthesize('development');
  const stages = Object.values(template.findResources('AWS::ApiGatewayV2::Stage'));
  const stage = stages[0]?.Properties;

  it('is the only stage, deployed automatically', () => {
    expect(stages).toHaveLength(1);
    expect(stage?.StageName).toBe('$default');
    expect(stage?.AutoDeploy).toBe(true);
  });

  it('throttles every route at 50 requests per second with bursts of 100', () => {
    expect(stage?.DefaultRouteSettings).toEqual({ ThrottlingRateLimit: 50, ThrottlingBurstLimit: 100 });
  });

  it('writes access logs to its own log group, with the request id and no headers', () => {
    const settings = stage?.AccessLogSettings as { DestinationArn: unknown; Format: string };
    expect(settings.DestinationArn).toEqual({ 'Fn::GetAtt': [logicalIdOf(stack, stack.api.accessLogs), 'Arn'] });
    expect(settings.Format).toContain('$context.requestId');
    expect(settings.Format.toLowerCase()).not.toContain('header');
    expect(settings.Format.toLowerCase()).not.toContain('authorization');
  });

  it('keeps access logs two weeks outside production and three months in it', () => {
    const logs = template.findResources('AWS::Logs::LogGroup')[logicalIdOf(stack, stack.api.accessLogs)];
    expect(logs?.Properties.RetentionInDays).toBe(14);
    const production = synthesize('production');
    const kept = production.template.findResources('AWS::Logs::LogGroup')[logicalIdOf(production.stack, production.stack.api.accessLogs)];
    expect(kept?.Properties.RetentionInDays).toBe(90);
    expect(kept?.DeletionPolicy).toBe('Retain');
  });
});

describe('IAM across the whole stack', () => {
  it.each(['development', 'production'] as const)('%s: no statement allows a wildcard action', (name) => {
    const { template } = synthesize(name);
    const statements = Object.values(template.findResources('AWS::IAM::Policy')).flatMap(
      (policy) => policy.Properties.PolicyDocument.Statement as { Action: string | string[] }[],
    );
    expect(statements.length).toBeGreaterThan(10);
    const wildcards = statements.flatMap((s) => [s.Action].flat()).filter((action) => action.includes('*'));
    expect(wildcards).toEqual([]);
  });
});
