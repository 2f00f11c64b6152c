// Builds the stack the way `cdk synth -c stage=...` does (same cdk.json context), without bundling handlers.
import { readFileSync } from 'node:fs';
import { App, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import type { HttpHandlerName } from '../../lambdas/contract/routes';
import { fromProjectRoot } from '../../lib/project-files';
import type { ServiceFunction } from '../../lib/service-function';
import type { Stage } from '../../lib/stage';
import { StorybookStack } from '../../lib/storybook-stack';

const cdkJson = JSON.parse(readFileSync(fromProjectRoot('cdk.json'), 'utf8')) as { context: Record<string, unknown> };

/** cdk.json's context (feature flags included), with handler bundling skipped. */
export const testContext: Record<string, unknown> = { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] };

export interface Synthesized {
  readonly stack: StorybookStack;
  readonly template: Template;
}

const cache = new Map<Stage, Synthesized>();

export function synthesize(stage: Stage): Synthesized {
  const cached = cache.get(stage);
  if (cached) return cached;
  // CloudFormation's own validation costs seconds per worker; template-validation.test.ts runs it once.
  const app = new App({ context: { ...testContext, stage }, builtinCloudFormationValidation: false });
  const stack = new StorybookStack(app, `Storybook-${stage}`, { stage });
  const synthesized = { stack, template: Template.fromStack(stack) };
  cache.set(stage, synthesized);
  return synthesized;
}

export const logicalIdOf = (stack: StorybookStack, construct: IConstruct): string =>
  stack.getLogicalId(construct.node.defaultChild as CfnElement);

export function functionOf(stack: StorybookStack, handler: HttpHandlerName): ServiceFunction {
  const fn = stack.api.functions[handler];
  if (!fn) throw new Error(`no function for handler ${handler}`);
  return fn;
}

export interface PolicyStatementJson {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: unknown;
}

export const actionsOf = (statement: PolicyStatementJson): string[] => [statement.Action].flat();

/** Every statement of every inline policy attached to the handler's role. */
export function roleStatements({ stack, template }: Synthesized, handler: HttpHandlerName): PolicyStatementJson[] {
  const role = functionOf(stack, handler).role;
  if (!role) throw new Error(`function ${handler} has no role`);
  const roleId = logicalIdOf(stack, role);
  return Object.values(template.findResources('AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as { Ref?: string }[]).some((r) => r.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as PolicyStatementJson[]);
}

export const packageVersion = (
  JSON.parse(readFileSync(fromProjectRoot('package.json'), 'utf8')) as { version: string }
).version;
