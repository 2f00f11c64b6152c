import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../lib/project-files';
import { parseStage, stages } from '../../lib/stage';
import { logicalIdOf, synthesize } from './synth';

describe('stages: production keeps its data, the others can be torn down', () => {
  const development = synthesize('development');
  const preview = synthesize('preview');
  const production = synthesize('production');

  it('accepts exactly development, preview and production, defaulting to development', () => {
    expect(stages).toEqual(['development', 'preview', 'production']);
    expect(parseStage(undefined)).toBe('development');
    expect(parseStage('preview')).toBe('preview');
    expect(() => parseStage('prod')).toThrow('Unknown stage "prod": use -c stage=development|preview|production');
  });

  it('the app refuses an unknown stage with that message', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'bin/app.ts'], {
      cwd: projectRoot,
      env: { ...process.env, CDK_CONTEXT_JSON: JSON.stringify({ stage: 'staging' }) },
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Unknown stage "staging": use -c stage=development|preview|production');
  }, 30_000);

  it('names the stack after the stage', () => {
    expect(preview.stack.stackName).toBe('Storybook-preview');
  });

  it('production retains and protects the table, retains the bucket and never empties it', () => {
    const { stack, template } = production;
    const table = template.findResources('AWS::DynamoDB::Table')[logicalIdOf(stack, stack.data.table)];
    expect(table?.DeletionPolicy).toBe('Retain');
    expect(table?.UpdateReplacePolicy).toBe('Retain');
    expect(table?.Properties.DeletionProtectionEnabled).toBe(true);
    const bucket = template.findResources('AWS::S3::Bucket')[logicalIdOf(stack, stack.data.bucket)];
    expect(bucket?.DeletionPolicy).toBe('Retain');
    template.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
  });

  it('development deletes everything with the stack, emptying both buckets (assets and their access logs) first', () => {
    const { stack, template } = development;
    const table = template.findResources('AWS::DynamoDB::Table')[logicalIdOf(stack, stack.data.table)];
    expect(table?.DeletionPolicy).toBe('Delete');
    expect(table?.Properties.DeletionProtectionEnabled).toBe(false);
    const bucket = template.findResources('AWS::S3::Bucket')[logicalIdOf(stack, stack.data.bucket)];
    expect(bucket?.DeletionPolicy).toBe('Delete');
    template.resourceCountIs('Custom::S3AutoDeleteObjects', 2);
  });

  it('preview deletes the table but leaves a non-empty bucket for a human to empty', () => {
    const { stack, template } = preview;
    const table = template.findResources('AWS::DynamoDB::Table')[logicalIdOf(stack, stack.data.table)];
    expect(table?.DeletionPolicy).toBe('Delete');
    expect(table?.Properties.DeletionProtectionEnabled).toBe(false);
    const bucket = template.findResources('AWS::S3::Bucket')[logicalIdOf(stack, stack.data.bucket)];
    expect(bucket?.DeletionPolicy).toBe('Delete');
    template.resourceCountIs('Custom::S3AutoDeleteObjects', 0);
  });

  it('production keeps function, access and execution logs longer and past the stack', () => {
    const logGroups = Object.values(production.template.findResources('AWS::Logs::LogGroup'));
    // One per function, plus the API's access logs and the state machine's execution logs.
    const functions = Object.keys(production.template.findResources('AWS::Lambda::Function'));
    expect(logGroups).toHaveLength(functions.length + 2);
    for (const logGroup of logGroups) {
      expect(logGroup.DeletionPolicy).toBe('Retain');
      expect(logGroup.Properties.RetentionInDays).toBe(90);
    }
  });
});
