import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { stages } from '../../lib/stage';
import { StorybookStack } from '../../lib/storybook-stack';
import { testContext } from './synth';

interface ValidationReport {
  pluginReports: { pluginName: string; violations: { ruleName: string; description: string }[] }[];
}

describe('templates: CloudFormation validation finds nothing in any stage', () => {
  const outdir = mkdtempSync(path.join(tmpdir(), 'storybook-synth-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('synthesizes every stage with no validation finding', () => {
    const app = new App({ outdir, context: testContext });
    for (const stage of stages) new StorybookStack(app, `Storybook-${stage}`, { stage });
    app.synth();

    const report = JSON.parse(readFileSync(path.join(outdir, 'validation-report.json'), 'utf8')) as ValidationReport;
    const findings = report.pluginReports.flatMap((r) => r.violations.map((v) => `${v.ruleName}: ${v.description}`));
    expect(findings).toEqual([]);
    // Each stage is two stacks (the service and its us-east-1 edge stack): 55 s measured on a loaded machine.
  }, 120_000);
});
