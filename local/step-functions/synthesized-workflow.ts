// The local stack runs the state machine CDK synthesizes, not a copy: synth the real stack in-process and
// turn its DefinitionString into plain ASL, with each Task state bound to the handler module behind it.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type CfnElement } from 'aws-cdk-lib';
import type { FunctionName } from '../../lambdas/contract/functions';
import { fromProjectRoot } from '../../lib/project-files';
import { ServiceFunction } from '../../lib/service-function';
import { localModelsContextKey } from '../../lib/workflow-construct';
import { StorybookStack, type WorkflowOptions } from '../../lib/storybook-stack';
import { localAccountId } from '../lambda-context';
import { localRegion } from '../local-aws';
import { type AslDefinition, taskStates } from './asl';
import { logicalIdOfFunctionArn, resolveTokens, type TokenEnvironment } from './resolve-tokens';

/** A deployed function as the template configures it. */
export interface SynthesizedFunction {
  readonly timeoutMs: number;
  /** Its environment variables; `null` where the template refers to a stack resource (a table name, a queue URL). */
  readonly environment: Readonly<Record<string, string | null>>;
}

export interface SynthesizedWorkflow {
  readonly definition: AslDefinition;
  /** Task state name → the function it invokes. */
  readonly taskFunctions: Readonly<Record<string, FunctionName>>;
  /** Task state name → its function's timeout, so a local invocation gets the same time budget. */
  readonly taskTimeoutsMs: Readonly<Record<string, number>>;
  /** The deployed state machine's name (its ARN's last part). */
  readonly stateMachineName: string;
  /** Every function of the stack, HTTP ones included. */
  readonly functions: Readonly<Record<FunctionName, SynthesizedFunction>>;
}

export type SynthesizeWorkflowOptions = Pick<WorkflowOptions, 'maxConcurrency' | 'provider' | 'textModelId' | 'imageModelId' | 'coverFirst' | 'modelBudget'>;

interface TemplateJson {
  Resources: Record<string, { Type: string; Properties?: Record<string, unknown> }>;
}

interface FunctionFacts extends SynthesizedFunction {
  readonly name: FunctionName;
}

const stackName = 'Storybook-local';
// Synth costs seconds: once per process and options.
const cache = new Map<string, SynthesizedWorkflow>();

/** cdk.json's context (the feature flags shape the template), with bundling skipped: nothing is deployed. */
function synthContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(fromProjectRoot('cdk.json'), 'utf8')) as { context?: Record<string, unknown> };
  // The local engines' Region is not where Bedrock is called (a test's fake endpoint plays its own): no model/Region check.
  return { ...cdkJson.context, stage: 'development', 'aws:cdk:bundling-stacks': [], [localModelsContextKey]: true };
}

function synthesizeTemplate(options: SynthesizeWorkflowOptions): { stack: StorybookStack; template: TemplateJson } {
  const outdir = mkdtempSync(join(tmpdir(), 'storybook-local-synth-'));
  try {
    const app = new App({ outdir, context: synthContext() });
    const stack = new StorybookStack(app, stackName, {
      stage: 'development',
      env: { account: localAccountId, region: localRegion },
      workflow: options,
    });
    const template = app.synth({ validateOnSynthesis: false }).getStackArtifact(stack.artifactId).template as TemplateJson;
    return { stack, template };
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

const logicalIdOf = (stack: StorybookStack, element: unknown): string => stack.getLogicalId(element as CfnElement);

/** Each ServiceFunction in the stack by logical id: which function it is and how long it may run. */
/** A function resource's variables as a SynthesizedFunction carries them: literals kept, resource references null. */
export function templateEnvironment(properties: { Environment?: unknown } | undefined): Record<string, string | null> {
  const variables = (properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables ?? {};
  return Object.fromEntries(Object.entries(variables).map(([key, value]) => [key, typeof value === 'string' ? value : null]));
}

function functionsByLogicalId(stack: StorybookStack, template: TemplateJson): Map<string, FunctionFacts> {
  const functions = new Map<string, FunctionFacts>();
  for (const construct of stack.node.findAll()) {
    if (!(construct instanceof ServiceFunction)) continue;
    const logicalId = logicalIdOf(stack, construct.node.defaultChild);
    const properties = template.Resources[logicalId]?.Properties ?? {};
    functions.set(logicalId, { name: construct.serviceName, timeoutMs: Number(properties.Timeout ?? 3) * 1000, environment: templateEnvironment(properties) });
  }
  return functions;
}

/** The function a Task calls: its Resource is the function ARN (payloadResponseOnly) or, for the optimized integration, Parameters.FunctionName. */
function functionReference(state: { Resource: string; Parameters?: unknown }): string {
  const parameters = state.Parameters as Record<string, unknown> | undefined;
  const functionName = parameters?.FunctionName ?? parameters?.['FunctionName.$'];
  return typeof functionName === 'string' ? functionName : state.Resource;
}

function bindTasks(definition: AslDefinition, functions: Map<string, FunctionFacts>) {
  const taskFunctions: Record<string, FunctionName> = {};
  const taskTimeoutsMs: Record<string, number> = {};
  for (const { name, state } of taskStates(definition)) {
    const logicalId = logicalIdOfFunctionArn(functionReference(state));
    const fn = functions.get(logicalId);
    if (!fn) throw new Error(`Task state ${name} calls ${state.Resource}, which is no ServiceFunction of the stack`);
    taskFunctions[name] = fn.name;
    taskTimeoutsMs[name] = fn.timeoutMs;
  }
  return { taskFunctions, taskTimeoutsMs };
}

/** Synthesizes the real stack and returns its state machine as runnable ASL plus the function each Task invokes. */
export function synthesizeWorkflow(options: SynthesizeWorkflowOptions = {}): SynthesizedWorkflow {
  const key = JSON.stringify(options);
  const cached = cache.get(key);
  if (cached) return cached;

  const { stack, template } = synthesizeTemplate(options);
  const stateMachine = stack.workflow.stateMachine;
  const resource = template.Resources[logicalIdOf(stack, stateMachine.node.defaultChild)];
  const definitionString = resource?.Properties?.DefinitionString;
  if (definitionString === undefined) throw new Error('The synthesized state machine has no DefinitionString');
  const environment: TokenEnvironment = {
    partition: 'aws',
    region: localRegion,
    accountId: localAccountId,
    resources: template.Resources,
  };
  const resolved = resolveTokens(definitionString, environment);
  const definition = JSON.parse(typeof resolved === 'string' ? resolved : JSON.stringify(resolved)) as AslDefinition;
  const stateMachineName = String(resource?.Properties?.StateMachineName ?? 'storybook-local-generation');

  const functions = functionsByLogicalId(stack, template);
  const synthesized: SynthesizedWorkflow = {
    definition,
    ...bindTasks(definition, functions),
    stateMachineName,
    functions: Object.fromEntries([...functions.values()].map(({ name, ...facts }) => [name, facts])) as Record<FunctionName, SynthesizedFunction>,
  };
  cache.set(key, synthesized);
  return synthesized;
}
