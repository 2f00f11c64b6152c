// Reads the workflow's parts out of a synthesized template, with CloudFormation tokens resolved to fake ARNs
// (the local runtime's resolver) so assertions compare plain strings.
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import type { WorkflowStepName } from '../../lambdas/contract/workflow-steps';
import type { ServiceFunction } from '../../lib/service-function';
import { StorybookStack, type WorkflowOptions } from '../../lib/storybook-stack';
import type { AslDefinition } from '../../local/step-functions/asl';
import { fakeArn, resolveTokens, type TokenEnvironment } from '../../local/step-functions/resolve-tokens';
import { logicalIdOf, type Synthesized, testContext } from './synth';

export interface ResolvedStatement {
  readonly effect: string;
  readonly actions: string[];
  readonly resources: string[];
}

export type WorkflowFunctionName = WorkflowStepName | 'dispatcher' | 'reaper';

const environments = new WeakMap<Template, TokenEnvironment>();

export function tokenEnvironment({ template }: Synthesized): TokenEnvironment {
  let environment = environments.get(template);
  if (!environment) {
    const { Resources } = template.toJSON() as { Resources: TokenEnvironment['resources'] };
    environment = { partition: 'aws', region: 'us-east-1', accountId: '123456789012', resources: Resources };
    environments.set(template, environment);
  }
  return environment;
}

export const resolved = (synthesized: Synthesized, value: unknown): unknown => resolveTokens(value, tokenEnvironment(synthesized));

export const arnOf = (synthesized: Synthesized, construct: IConstruct): string =>
  fakeArn(logicalIdOf(synthesized.stack, construct), tokenEnvironment(synthesized));

export function workflowFunction({ stack }: Synthesized, name: WorkflowFunctionName): ServiceFunction {
  const { workflow } = stack;
  if (name === 'dispatcher') return workflow.dispatcher;
  if (name === 'reaper') return workflow.reaper;
  return workflow.steps[name];
}

export function stateMachineResource(synthesized: Synthesized) {
  const { stack, template } = synthesized;
  const resource = template.findResources('AWS::StepFunctions::StateMachine')[logicalIdOf(stack, stack.workflow.stateMachine)];
  if (!resource) throw new Error('no state machine in the template');
  return resource;
}

/** The state machine's DefinitionString as ASL. */
export function workflowDefinition(synthesized: Synthesized): AslDefinition {
  const text = resolved(synthesized, stateMachineResource(synthesized).Properties.DefinitionString);
  return JSON.parse(text as string) as AslDefinition;
}

/** Every inline statement of a role, with actions as a list and resources resolved to strings. */
export function roleStatementsOf(synthesized: Synthesized, roleConstruct: IConstruct): ResolvedStatement[] {
  const roleId = logicalIdOf(synthesized.stack, roleConstruct);
  return Object.values(synthesized.template.findResources('AWS::IAM::Policy'))
    .filter((policy) => (policy.Properties.Roles as { Ref?: string }[]).some((r) => r.Ref === roleId))
    .flatMap((policy) => policy.Properties.PolicyDocument.Statement as { Effect: string; Action: unknown; Resource: unknown }[])
    .map((statement) => ({
      effect: statement.Effect,
      actions: [statement.Action].flat() as string[],
      resources: [resolved(synthesized, statement.Resource)].flat() as string[],
    }));
}

export function functionStatements(synthesized: Synthesized, name: WorkflowFunctionName): ResolvedStatement[] {
  const role = workflowFunction(synthesized, name).role;
  if (!role) throw new Error(`function ${name} has no role`);
  return roleStatementsOf(synthesized, role);
}

/** Actions of one service (e.g. `dynamodb`) the function may call on each resource, sorted. */
export function grantsFor(synthesized: Synthesized, name: WorkflowFunctionName, service: string): Record<string, string[]> {
  const grants: Record<string, string[]> = {};
  for (const statement of functionStatements(synthesized, name)) {
    for (const action of statement.actions.filter((a) => a.startsWith(`${service}:`))) {
      for (const resource of statement.resources) (grants[resource] ??= []).push(action);
    }
  }
  for (const actions of Object.values(grants)) actions.sort();
  return grants;
}

/** A development stack with the given workflow options (the shared `synthesize` has the defaults). */
export function synthesizeWithWorkflow(workflow: WorkflowOptions): Synthesized {
  const app = new App({ context: { ...testContext, stage: 'development' }, builtinCloudFormationValidation: false });
  const stack = new StorybookStack(app, 'Storybook-workflow-options', { stage: 'development', workflow });
  return { stack, template: Template.fromStack(stack) };
}
