import { App, Stack } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { describe, expect, it } from 'vitest';
import { addSecurityChecks } from '../../lib/security-checks';
import { stages } from '../../lib/stage';
import { StorybookStack } from '../../lib/storybook-stack';
import { testContext } from './synth';

// The same wiring as bin/app.ts: the AWS Solutions pack as a validation plugin of the app.
function checkedApp(stage: string) {
  const app = new App({ context: { ...testContext, stage }, builtinCloudFormationValidation: false });
  const checks = addSecurityChecks(app);
  return { app, checks };
}

describe('cdk-nag AWS Solutions checks', () => {
  it.each(stages)('%s: no unacknowledged error or warning, and synth passes with the checks on', (stage) => {
    const { app, checks } = checkedApp(stage);
    new StorybookStack(app, `Storybook-${stage}`, { stage });
    const report = checks.validateScope(app);
    const findings = report.violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} ${r.constructPath ?? ''}`));
    expect(findings).toEqual([]);
    expect(() => app.synth()).not.toThrow();
  }, 60_000);

  // `cdk synth` with a configured region but no credentials makes region and partition literal in the ARNs.
  it.each([
    { region: 'us-east-1' },
    { region: 'eu-west-1', account: '123456789012' },
  ])('with environment %o: no unacknowledged finding', (env) => {
    const { app, checks } = checkedApp('production');
    new StorybookStack(app, 'Storybook-production', { stage: 'production', env });
    expect(checks.validateScope(app).violations.map((v) => v.ruleName)).toEqual([]);
  }, 60_000);

  it('fails synth on a finding nobody acknowledged', () => {
    const { app, checks } = checkedApp('development');
    new Bucket(new Stack(app, 'Unchecked'), 'Bare');
    expect(checks.validateScope(app).violations.map((v) => v.ruleName)).toEqual(
      expect.arrayContaining(['AwsSolutions-S1', 'AwsSolutions-S10']),
    );
    expect(() => app.synth()).toThrow(/AwsSolutions-S1/);
  });
});
