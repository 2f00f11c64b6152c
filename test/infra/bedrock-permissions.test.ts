import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { configSchema } from '../../lambdas/contract/config';
import { bedrockModels, callableForms, invocationProblem } from '../../lambdas/adapters/ai/bedrock-models';
import { workflowOptionsFromContext } from '../../lib/deploy-options';
import { fromProjectRoot } from '../../lib/project-files';
import { StorybookStack, type WorkflowOptions } from '../../lib/storybook-stack';
import { resolveTokens } from '../../local/step-functions/resolve-tokens';
import { testContext } from './synth';

// Bedrock grants as AWS documents them ("Prerequisites for inference profiles", "Geographic cross-Region inference",
// "Global cross-Region inference" in the Bedrock user guide): each model-id form gets exactly its resources, each
// model step only its own model, and the stack refuses a model its Region cannot call.
const ACCOUNT = '123456789012';
const modelSteps = ['planStory', 'writePage', 'illustratePage'] as const;
type ModelStep = (typeof modelSteps)[number];

interface Statement {
  readonly actions: string[];
  readonly resources: string[];
  readonly condition?: Record<string, Record<string, string | string[]>>;
}

let stacks = 0;
function synthesizeIn(region: string, workflow: WorkflowOptions) {
  const app = new App({ context: { ...testContext, stage: 'development' }, builtinCloudFormationValidation: false });
  const stack = new StorybookStack(app, `Storybook-bedrock-${stacks++}`, { stage: 'development', workflow, env: { account: ACCOUNT, region } });
  const template = Template.fromStack(stack);
  const resources = (template.toJSON() as { Resources: Record<string, never> }).Resources;
  const statementsOf = (step: ModelStep): Statement[] => {
    const roleId = stack.getLogicalId(stack.workflow.steps[step].role!.node.defaultChild as never);
    return Object.values(template.findResources('AWS::IAM::Policy'))
      .filter((policy) => (policy.Properties.Roles as { Ref?: string }[]).some((r) => r.Ref === roleId))
      .flatMap((policy) => policy.Properties.PolicyDocument.Statement as Array<{ Action: unknown; Resource: unknown; Condition?: Statement['condition'] }>)
      .map((s) => ({
        actions: [s.Action].flat() as string[],
        resources: [resolveTokens(s.Resource, { partition: 'aws', region, accountId: ACCOUNT, resources })].flat() as string[],
        ...(s.Condition ? { condition: s.Condition } : {}),
      }));
  };
  return { stack, statementsOf };
}

/** The bedrock:InvokeModel statements of a step: resources, and the condition where there is one. */
const invokeGrants = (statements: Statement[]) =>
  statements.filter((s) => s.actions.includes('bedrock:InvokeModel')).map((s) => {
    // CDK orders a statement's resources its own way; the set is what IAM reads.
    const resources = [...s.resources].sort();
    return s.condition ? { resources, condition: s.condition } : { resources };
  });
const sorted = (arns: string[]) => [...arns].sort();

const fm = (region: string, id: string) => `arn:aws:bedrock:${region}::foundation-model/${id}`;

describe('bedrock:InvokeModel matches the model id form', () => {
  it('a bare foundation-model id: its foundation-model ARN in the stack\'s Region', () => {
    const { statementsOf } = synthesizeIn('us-west-2', { provider: 'bedrock', textModelId: 'mistral.mistral-large-2407-v1:0', imageModelId: 'stability.sd3-5-large-v1:0' });
    expect(invokeGrants(statementsOf('planStory'))).toEqual([{ resources: [fm('us-west-2', 'mistral.mistral-large-2407-v1:0')] }]);
    expect(invokeGrants(statementsOf('illustratePage'))).toEqual([{ resources: [fm('us-west-2', 'stability.sd3-5-large-v1:0')] }]);
  });

  it('a US profile id: the inference-profile ARN with the account, and the model in every Region the profile routes to', () => {
    const { statementsOf } = synthesizeIn('us-west-2', { provider: 'bedrock', textModelId: 'us.amazon.nova-lite-v1:0' });
    expect(invokeGrants(statementsOf('writePage'))).toEqual([{
      resources: sorted([
        `arn:aws:bedrock:us-west-2:${ACCOUNT}:inference-profile/us.amazon.nova-lite-v1:0`,
        fm('us-east-1', 'amazon.nova-lite-v1:0'), fm('us-east-2', 'amazon.nova-lite-v1:0'), fm('us-west-2', 'amazon.nova-lite-v1:0'),
      ]),
    }]);
  });

  it('an EU and an APAC profile id: their own Regions', () => {
    const eu = synthesizeIn('eu-west-1', { provider: 'bedrock', textModelId: 'eu.anthropic.claude-haiku-4-5-20251001-v1:0', imageModelId: 'amazon.nova-canvas-v1:0' });
    expect(invokeGrants(eu.statementsOf('planStory'))).toEqual([{
      resources: sorted([
        `arn:aws:bedrock:eu-west-1:${ACCOUNT}:inference-profile/eu.anthropic.claude-haiku-4-5-20251001-v1:0`,
        ...['eu-central-1', 'eu-north-1', 'eu-south-1', 'eu-south-2', 'eu-west-1', 'eu-west-3'].map((r) => fm(r, 'anthropic.claude-haiku-4-5-20251001-v1:0')),
      ]),
    }]);
    const apac = synthesizeIn('ap-northeast-1', { provider: 'bedrock', textModelId: 'apac.amazon.nova-micro-v1:0', imageModelId: 'amazon.nova-canvas-v1:0' });
    expect(invokeGrants(apac.statementsOf('planStory'))[0]!.resources).toContain(fm('ap-southeast-2', 'amazon.nova-micro-v1:0'));
    expect(invokeGrants(apac.statementsOf('illustratePage'))).toEqual([{ resources: [fm('ap-northeast-1', 'amazon.nova-canvas-v1:0')] }]);
  });

  it('a global profile id: the profile, the model in the source Region, and the Region-less model ARN only for unspecified Regions', () => {
    const { statementsOf } = synthesizeIn('us-west-2', { provider: 'bedrock', textModelId: 'global.anthropic.claude-sonnet-4-5-20250929-v1:0' });
    expect(invokeGrants(statementsOf('planStory'))).toEqual([
      { resources: sorted([`arn:aws:bedrock:us-west-2:${ACCOUNT}:inference-profile/global.anthropic.claude-sonnet-4-5-20250929-v1:0`, fm('us-west-2', 'anthropic.claude-sonnet-4-5-20250929-v1:0')]) },
      { resources: ['arn:aws:bedrock:::foundation-model/anthropic.claude-sonnet-4-5-20250929-v1:0'], condition: { StringEquals: { 'aws:RequestedRegion': 'unspecified' } } },
    ]);
  });

  it('an inference-profile ARN: that ARN as given, and the model in the profile\'s Regions', () => {
    const arn = `arn:aws:bedrock:us-east-1:${ACCOUNT}:inference-profile/us.anthropic.claude-haiku-4-5-20251001-v1:0`;
    const { statementsOf } = synthesizeIn('us-east-1', { provider: 'bedrock', textModelId: arn, imageModelId: 'amazon.titan-image-generator-v2:0' });
    expect(invokeGrants(statementsOf('planStory'))).toEqual([{ resources: sorted([arn, ...['us-east-1', 'us-east-2', 'us-west-1', 'us-west-2'].map((r) => fm(r, 'anthropic.claude-haiku-4-5-20251001-v1:0'))]) }]);
  });

  it('an application inference profile: its ARN and what the profile it was made from needs (TEXT_MODEL_SOURCE set)', () => {
    const arn = `arn:aws:bedrock:us-west-2:${ACCOUNT}:application-inference-profile/a1b2c3d4e5f6`;
    const { stack, statementsOf } = synthesizeIn('us-west-2', { provider: 'bedrock', textModelId: arn, textModelSource: 'us.amazon.nova-lite-v1:0' });
    expect(invokeGrants(statementsOf('writePage'))).toEqual([{
      resources: sorted([arn, `arn:aws:bedrock:us-west-2:${ACCOUNT}:inference-profile/us.amazon.nova-lite-v1:0`, ...['us-east-1', 'us-east-2', 'us-west-2'].map((r) => fm(r, 'amazon.nova-lite-v1:0'))]),
    }]);
    const environment = Template.fromStack(stack).toJSON().Resources[stack.getLogicalId(stack.workflow.steps.writePage.node.defaultChild as never)].Properties.Environment.Variables;
    expect(environment).toMatchObject({ TEXT_MODEL_ID: arn, TEXT_MODEL_SOURCE: 'us.amazon.nova-lite-v1:0' });
  });

  it('each model step gets only its own model; the other steps none', () => {
    const { stack, statementsOf } = synthesizeIn('us-west-2', { provider: 'bedrock' });
    const models = (step: ModelStep) => invokeGrants(statementsOf(step)).flatMap((g) => g.resources).map((arn) => arn.split('/').pop());
    expect(new Set(models('planStory'))).toEqual(new Set(['us.amazon.nova-lite-v1:0', 'amazon.nova-lite-v1:0']));
    expect(new Set(models('writePage'))).toEqual(new Set(['us.amazon.nova-lite-v1:0', 'amazon.nova-lite-v1:0']));
    expect(models('illustratePage')).toEqual(['stability.sd3-5-large-v1:0']);
    const others = Object.keys(stack.workflow.steps).filter((name) => !(modelSteps as readonly string[]).includes(name));
    expect(others.length).toBeGreaterThan(0);
  });
});

describe('the stack refuses at synth a model its Region cannot call, saying how to fix it', () => {
  it.each([
    ['us-west-2', { textModelId: 'amazon.nova-lite-v1:0' }, /amazon\.nova-lite-v1:0 cannot be invoked on demand by its bare id in us-west-2; use us\.amazon\.nova-lite-v1:0/],
    ['us-east-1', { textModelId: 'us.amazon.nova-lite-v1:0' }, /stability\.sd3-5-large-v1:0 is not callable from us-east-1; it is: stability\.sd3-5-large-v1:0 in us-west-2/],
    ['us-west-2', { textModelId: 'anthropic.claude-sonnet-4-5-20250929-v1:0' }, /use us\.anthropic\.claude-sonnet-4-5-20250929-v1:0 or global\.anthropic/],
    ['eu-west-1', { textModelId: 'us.amazon.nova-lite-v1:0', imageModelId: 'amazon.nova-canvas-v1:0' }, /us\.amazon\.nova-lite-v1:0 cannot be called from eu-west-1; use eu\.amazon\.nova-lite-v1:0/],
    ['us-west-2', { textModelId: 'cohere.command-r-v1:0' }, /cohere\.command-r-v1:0 is not in the supported-model table/],
    ['us-west-2', { imageModelId: 'us.amazon.nova-lite-v1:0' }, /amazon\.nova-lite-v1:0 is a text model, not a image model/],
    ['us-west-2', { textModelId: `arn:aws:bedrock:us-west-2:${ACCOUNT}:application-inference-profile/a1b2c3d4e5f6` }, /application inference profile: name the model or inference profile it was created from with -c textModelSource/],
    ['us-west-2', { textModelId: `arn:aws:bedrock:us-east-1:${ACCOUNT}:inference-profile/us.amazon.nova-lite-v1:0` }, /is a profile in us-east-1; the stack calls Bedrock in us-west-2/],
  ])('%s with %o', (region, models, message) => {
    expect(() => synthesizeIn(region, { provider: 'bedrock', ...models })).toThrow(message);
  });

  it('the offline and openai providers are not checked', () => {
    expect(() => synthesizeIn('us-east-1', { provider: 'offline' })).not.toThrow();
  });
});

describe('the defaults are a pair that works in the deploy guide\'s Region', () => {
  const defaults = configSchema.parse({ TABLE_NAME: 't', BUCKET_NAME: 'b', QUEUE_URL: 'q' }).provider;
  it('text and image defaults are both callable from us-west-2', () => {
    expect(invocationProblem(defaults.textModelId, 'us-west-2', 'text')).toBeUndefined();
    expect(invocationProblem(defaults.imageModelId, 'us-west-2', 'image')).toBeUndefined();
  });

  it('every catalogue row is callable somewhere, and names its sources', () => {
    for (const model of bedrockModels) {
      const regions = new Set([...model.onDemandRegions, ...Object.values(model.profiles).flat()]);
      expect([...regions].some((region) => callableForms(model, region).length > 0), model.id).toBe(true);
      expect(model.sources.every((source) => source.startsWith('https://docs.aws.amazon.com/')), model.id).toBe(true);
    }
  });
});

/** The guides' `cdk deploy` lines (deploying and model turns), continuation lines joined, as a Region and context values. */
function guideDeployLines(): Array<{ line: string; region: string; context: Record<string, string> }> {
  const guides = ['docs/deploying.md', 'docs/model-turns.md'].map((guide) => readFileSync(fromProjectRoot(guide), 'utf8')).join('\n');
  const blocks = [...guides.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!.replace(/\\\n\s*/g, ' '));
  return blocks.flatMap((block) => block.split('\n')).filter((line) => /cdk deploy/.test(line)).map((line) => {
    const command = line.replace(/\s+#.*$/, '');
    const region = /AWS_REGION=(\S+)/.exec(command)?.[1] ?? 'us-east-1';
    const context = Object.fromEntries([...command.matchAll(/-c (\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!.replace(/^<id>$/, 'gr0123456789')]));
    return { line: command.trim(), region, context };
  });
}

describe('every `cdk deploy` line of the deploy guides synthesizes, with grants that allow what its models need', () => {
  const lines = guideDeployLines();
  it('the deploy guides have a Bedrock deploy line', () => {
    expect(lines.some((l) => l.context.provider === 'bedrock')).toBe(true);
  });

  it.each(lines)('$line', ({ region, context }) => {
    const workflow = workflowOptionsFromContext((key) => context[key]);
    const { statementsOf } = synthesizeIn(region, workflow);
    if (workflow.provider !== 'bedrock') return;
    const defaults = configSchema.parse({ TABLE_NAME: 't', BUCKET_NAME: 'b', QUEUE_URL: 'q' }).provider;
    expect(iamAllows(statementsOf('planStory'), callArns(workflow.textModelId ?? defaults.textModelId, region))).toEqual([]);
    expect(iamAllows(statementsOf('illustratePage'), callArns(workflow.imageModelId ?? defaults.imageModelId, region))).toEqual([]);
  });
});

/**
 * The ARNs IAM evaluates for one call, read from the catalogue's Regions and AWS's ARN formats: the id's own
 * resource in the calling Region, and for a geographic profile the model in each destination Region.
 */
function callArns(modelId: string, region: string): string[] {
  const profile = /^(us|eu|apac)\.(.+)$/.exec(modelId);
  if (!profile) return [fm(region, modelId)];
  const model = bedrockModels.find((m) => m.id === profile[2])!;
  return [`arn:aws:bedrock:${region}:${ACCOUNT}:inference-profile/${modelId}`, ...(model.profiles[profile[1] as 'us']!).map((r) => fm(r, model.id))];
}

const glob = (pattern: string) => new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`);

/** Which of the ARNs no unconditional Allow statement grants bedrock:InvokeModel on (an IAM check in miniature). */
function iamAllows(statements: Statement[], arns: string[]): string[] {
  return arns.filter((arn) => !statements.some((s) => !s.condition && s.actions.some((a) => glob(a).test('bedrock:InvokeModel')) && s.resources.some((r) => glob(r).test(arn))));
}

describe('the IAM check: each model step\'s synthesized policy allows every ARN its model\'s calls need, and nothing of the other model', () => {
  it.each([
    ['us-west-2', 'us.amazon.nova-lite-v1:0', 'stability.sd3-5-large-v1:0'],
    ['us-east-1', 'us.anthropic.claude-haiku-4-5-20251001-v1:0', 'amazon.titan-image-generator-v2:0'],
    ['eu-central-1', 'eu.amazon.nova-pro-v1:0', 'amazon.nova-canvas-v1:0'],
    ['us-west-2', 'mistral.mistral-large-2407-v1:0', 'stability.stable-image-ultra-v1:1'],
  ])('%s: %s and %s', (region, textModelId, imageModelId) => {
    if (region === 'eu-central-1') {
      // Nova Canvas is not served in eu-central-1: the refusal is the check here.
      expect(() => synthesizeIn(region, { provider: 'bedrock', textModelId, imageModelId })).toThrow(/nova-canvas-v1:0 is not callable from eu-central-1/);
      return;
    }
    const { statementsOf } = synthesizeIn(region, { provider: 'bedrock', textModelId, imageModelId });
    for (const step of ['planStory', 'writePage'] as const) {
      expect(iamAllows(statementsOf(step), callArns(textModelId, region))).toEqual([]);
      expect(iamAllows(statementsOf(step), callArns(imageModelId, region))).toEqual(callArns(imageModelId, region));
    }
    expect(iamAllows(statementsOf('illustratePage'), callArns(imageModelId, region))).toEqual([]);
    expect(iamAllows(statementsOf('illustratePage'), callArns(textModelId, region))).toEqual(callArns(textModelId, region));
  });
});
