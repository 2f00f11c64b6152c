import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { DeployOptionsError, guardrailFromContext, workflowOptionsFromContext } from '../../lib/deploy-options';
import { ServiceFunction } from '../../lib/service-function';
import { workflowSteps, type WorkflowStepName } from '../../lambdas/contract/workflow-steps';
import { functionStatements, grantsFor, synthesizeWithWorkflow, workflowFunction } from './workflow-template';

const context = (values: Record<string, unknown>) => (key: string) => values[key];

describe('cdk deploy -c provider=bedrock switches who writes and draws', () => {
  it('no context keeps the defaults (offline provider)', () => {
    expect(workflowOptionsFromContext(context({}))).toEqual({});
  });

  it('passes provider, model ids and concurrency through, numbers from strings', () => {
    expect(
      workflowOptionsFromContext(context({ provider: 'bedrock', textModelId: 'us.amazon.nova-lite-v1:0', imageModelId: 'amazon.nova-canvas-v1:0', maxConcurrency: '10' })),
    ).toEqual({ provider: 'bedrock', textModelId: 'us.amazon.nova-lite-v1:0', imageModelId: 'amazon.nova-canvas-v1:0', maxConcurrency: 10 });
  });

  it('coverFirst comes as true or false, from the command line (text) or cdk.json (boolean)', () => {
    expect(workflowOptionsFromContext(context({ provider: 'bedrock', coverFirst: 'false' }))).toEqual({ provider: 'bedrock', coverFirst: false });
    expect(workflowOptionsFromContext(context({ coverFirst: true }))).toEqual({ coverFirst: true });
  });

  it.each([{ provider: 'openai' }, { maxConcurrency: '0' }, { maxConcurrency: 'many' }, { coverFirst: 'yes' }])('refuses %o with a clear message', (values) => {
    expect(() => workflowOptionsFromContext(context(values))).toThrow(DeployOptionsError);
  });
});

/** A workflow function's environment variables in a synthesized stack. */
function environmentIn(synthesized: ReturnType<typeof synthesizeWithWorkflow>, name: WorkflowStepName): Record<string, unknown> {
  const fn = workflowFunction(synthesized, name);
  const resource = synthesized.template.findResources('AWS::Lambda::Function')[synthesized.stack.getLogicalId(fn.node.defaultChild as never)];
  return (resource?.Properties.Environment.Variables ?? {}) as Record<string, unknown>;
}

describe('cdk deploy -c guardrailId=… -c guardrailVersion=… puts a Bedrock Guardrail on every model call', () => {
  it('passes an id or an ARN with its version through, as guardrail', () => {
    expect(workflowOptionsFromContext(context({ provider: 'bedrock', guardrailId: 'gr0123456789', guardrailVersion: '3' }))).toEqual({
      provider: 'bedrock',
      guardrail: { id: 'gr0123456789', version: '3' },
    });
    const arn = 'arn:aws:bedrock:us-west-2:123456789012:guardrail/gr0123456789';
    expect(guardrailFromContext(context({ guardrailId: arn, guardrailVersion: 'DRAFT' }))).toEqual({ id: arn, version: 'DRAFT' });
    expect(guardrailFromContext(context({ guardrailId: 'gr0123456789', guardrailVersion: 2 }))).toEqual({ id: 'gr0123456789', version: '2' });
  });

  it('no guardrail context, no guardrail', () => {
    expect(guardrailFromContext(context({}))).toBeUndefined();
    expect(workflowOptionsFromContext(context({ provider: 'bedrock' }))).toEqual({ provider: 'bedrock' });
  });

  it.each([
    [{ guardrailId: 'gr0123456789' }, /guardrailId and guardrailVersion go together/],
    [{ guardrailVersion: '1' }, /guardrailId and guardrailVersion go together/],
    [{ guardrailId: 'my guardrail', guardrailVersion: '1' }, /guardrailId must be a guardrail id/],
    [{ guardrailId: 'gr0123456789', guardrailVersion: 'latest' }, /guardrailVersion must be DRAFT or a version number/],
  ])('refuses %o with a clear message', (values, message) => {
    expect(() => workflowOptionsFromContext(context(values))).toThrow(DeployOptionsError);
    expect(() => guardrailFromContext(context(values))).toThrow(message);
  });
});

describe('the guardrail grant: bedrock:ApplyGuardrail on that guardrail only', () => {
  const grantOf = (guardrailId: string) => {
    const stack = new Stack(new App(), 'Guarded', { env: { account: '123456789012', region: 'us-west-2' } });
    const fn = new ServiceFunction(stack, 'PlanStory', { stage: 'development', name: 'planStory', provider: 'bedrock', environment: {} });
    fn.allowApplyGuardrail(guardrailId);
    const policies = Template.fromStack(stack).findResources('AWS::IAM::Policy');
    const statements = Object.values(policies).flatMap((policy) => (policy as { Properties: { PolicyDocument: { Statement: Array<{ Action: unknown; Resource: unknown }> } } }).Properties.PolicyDocument.Statement);
    return statements.filter((statement) => JSON.stringify(statement.Action).includes('bedrock:'));
  };

  it('an id: the guardrail ARN in the stack’s account and region', () => {
    expect(grantOf('gr0123456789')).toEqual([
      expect.objectContaining({
        Action: 'bedrock:ApplyGuardrail',
        Effect: 'Allow',
        Resource: { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':bedrock:us-west-2:123456789012:guardrail/gr0123456789']] },
      }),
    ]);
  });

  it('an ARN: that ARN as it is', () => {
    const arn = 'arn:aws:bedrock:us-east-1:210987654321:guardrail/gr9876543210';
    expect(grantOf(arn)).toEqual([expect.objectContaining({ Action: 'bedrock:ApplyGuardrail', Resource: arn })]);
  });
});

describe('cdk deploy -c provider=openai points the model steps at an OpenAI-compatible server', () => {
  const secretArn = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:storybook/openai-AbCdEf';
  const openaiContext = { provider: 'openai', openaiBaseUrl: 'https://api.openai.com', openaiTextModel: 'gpt-5-mini', openaiImageModel: 'gpt-image-1.5' };

  it('passes the server, its models and the key’s secret through, as openai', () => {
    expect(workflowOptionsFromContext(context({ ...openaiContext, openaiApiKeySecretArn: secretArn }))).toEqual({
      provider: 'openai',
      openai: { baseUrl: 'https://api.openai.com', textModel: 'gpt-5-mini', imageModel: 'gpt-image-1.5', apiKeySecretArn: secretArn },
    });
    expect(workflowOptionsFromContext(context(openaiContext))).toEqual({ provider: 'openai', openai: { baseUrl: 'https://api.openai.com', textModel: 'gpt-5-mini', imageModel: 'gpt-image-1.5' } });
    expect(workflowOptionsFromContext(context({ ...openaiContext, openaiImageBaseUrl: 'https://images.example.com' })).openai?.imageBaseUrl).toBe('https://images.example.com');
  });

  it('-c openaiModerationModel=… gives the model steps the content policy\'s second opinion (OPENAI_MODERATION_MODEL)', () => {
    const options = workflowOptionsFromContext(context({ ...openaiContext, openaiModerationModel: 'omni-moderation-latest' }));
    expect(options.openai?.moderationModel).toBe('omni-moderation-latest');
    expect(environmentIn(synthesizeWithWorkflow(options), 'planStory')).toMatchObject({ OPENAI_MODERATION_MODEL: 'omni-moderation-latest' });
    expect(() => workflowOptionsFromContext(context({ provider: 'bedrock', openaiModerationModel: 'omni-moderation-latest' }))).toThrow(/openaiModerationModel needs -c provider=openai/);
  });

  it.each([
    [{ provider: 'openai' }, /openaiBaseUrl is required with provider=openai.*openaiTextModel is required.*openaiImageModel is required/],
    [{ ...openaiContext, openaiBaseUrl: 'ftp://models.example.com' }, /openaiBaseUrl must be an http\(s\) URL/],
    [{ ...openaiContext, openaiApiKeySecretArn: 'my-secret' }, /openaiApiKeySecretArn must be a Secrets Manager secret ARN/],
    [{ provider: 'bedrock', openaiTextModel: 'gpt-5-mini' }, /openaiTextModel needs -c provider=openai/],
    [{ provider: 'anthropic' }, /provider must be one of offline, bedrock, openai/],
  ])('refuses %o with a clear message', (values, message) => {
    expect(() => workflowOptionsFromContext(context(values))).toThrow(message);
  });

  const synthesized = synthesizeWithWorkflow(workflowOptionsFromContext(context({ ...openaiContext, openaiApiKeySecretArn: secretArn })));
  const modelSteps: WorkflowStepName[] = ['planStory', 'writePage', 'illustratePage'];
  const otherSteps = (Object.keys(workflowSteps) as WorkflowStepName[]).filter((name) => !modelSteps.includes(name));
  const environmentOf = (name: WorkflowStepName) => environmentIn(synthesized, name);

  it.each(modelSteps)('%s gets the variables and secretsmanager:GetSecretValue on that one secret only', (name) => {
    expect(environmentOf(name)).toMatchObject({
      PROVIDER: 'openai', OPENAI_BASE_URL: 'https://api.openai.com', OPENAI_TEXT_MODEL: 'gpt-5-mini', OPENAI_IMAGE_MODEL: 'gpt-image-1.5', OPENAI_API_KEY_SECRET_ARN: secretArn,
    });
    expect(grantsFor(synthesized, name, 'secretsmanager')).toEqual({ [secretArn]: ['secretsmanager:GetSecretValue'] });
    expect(grantsFor(synthesized, name, 'bedrock')).toEqual({});
    expect(workflowFunction(synthesized, name).bundledProvider).toBe('openai');
  });

  it.each(otherSteps)('%s gets neither the variables nor the secret', (name) => {
    expect(Object.keys(environmentOf(name)).filter((key) => key.startsWith('OPENAI_'))).toEqual([]);
    expect(functionStatements(synthesized, name).flatMap((statement) => statement.actions).filter((action) => action.startsWith('secretsmanager:'))).toEqual([]);
  });
});

describe('a deployment with a guardrail: the model steps apply it, the others know nothing of it', () => {
  const synthesized = synthesizeWithWorkflow(workflowOptionsFromContext(context({ provider: 'bedrock', guardrailId: 'gr0123456789', guardrailVersion: '3' })));
  const modelSteps: WorkflowStepName[] = ['planStory', 'writePage', 'illustratePage'];
  const otherSteps = (Object.keys(workflowSteps) as WorkflowStepName[]).filter((name) => !modelSteps.includes(name));
  const environmentOf = (name: WorkflowStepName) => environmentIn(synthesized, name);
  const actionsOf = (name: WorkflowStepName) => functionStatements(synthesized, name).flatMap((statement) => statement.actions);

  it.each(modelSteps)('%s gets GUARDRAIL_ID, GUARDRAIL_VERSION and bedrock:ApplyGuardrail', (name) => {
    expect(environmentOf(name)).toMatchObject({ GUARDRAIL_ID: 'gr0123456789', GUARDRAIL_VERSION: '3' });
    expect(actionsOf(name)).toContain('bedrock:ApplyGuardrail');
  });

  it.each(otherSteps)('%s gets neither', (name) => {
    expect(Object.keys(environmentOf(name)).filter((key) => key.startsWith('GUARDRAIL_'))).toEqual([]);
    expect(actionsOf(name)).not.toContain('bedrock:ApplyGuardrail');
  });
});
