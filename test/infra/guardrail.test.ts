import { App } from 'aws-cdk-lib';
import { Match } from 'aws-cdk-lib/assertions';
import { addSecurityChecks } from '../../lib/security-checks';
import { StorybookStack } from '../../lib/storybook-stack';
import { describe, expect, it } from 'vitest';
import { modelStepNames } from '../../lib/workflow-construct';
import { copyrightedWords, guardrailContentFilters } from '../../lib/guardrail-construct';
import { DeployOptionsError, workflowOptionsFromContext } from '../../lib/deploy-options';
import { logicalIdOf, testContext } from './synth';
import { functionStatements, synthesizeWithWorkflow, workflowFunction } from './workflow-template';

// The stack's own Bedrock Guardrail (lib/guardrail-construct.ts): created with provider=bedrock unless the operator names
// one (-c guardrailId=…) or opts out (-c ownGuardrail=false); the model steps call it and may apply only it.

const context = (values: Record<string, unknown>) => (key: string) => values[key];
const bedrock = synthesizeWithWorkflow(workflowOptionsFromContext(context({ provider: 'bedrock' })));

describe('with provider=bedrock the stack creates its own guardrail', () => {
  it('filters sexual, violent, hateful, insulting and criminal content on HIGH both ways, prompt attacks on HIGH in the idea', () => {
    bedrock.template.resourceCountIs('AWS::Bedrock::Guardrail', 1);
    bedrock.template.hasResourceProperties('AWS::Bedrock::Guardrail', {
      Name: 'storybook-development-children',
      ContentPolicyConfig: {
        FiltersConfig: Match.arrayEquals([
          ...['SEXUAL', 'VIOLENCE', 'HATE', 'INSULTS', 'MISCONDUCT'].map((type) => ({ Type: type, InputStrength: 'HIGH', OutputStrength: 'HIGH' })),
          { Type: 'PROMPT_ATTACK', InputStrength: 'HIGH', OutputStrength: 'NONE' },
        ]),
      },
    });
    expect(guardrailContentFilters).toHaveLength(6);
  });

  it('denies sexual content involving minors as a topic', () => {
    bedrock.template.hasResourceProperties('AWS::Bedrock::Guardrail', {
      TopicPolicyConfig: { TopicsConfig: [Match.objectLike({ Name: 'SexualContentInvolvingMinors', Type: 'DENY' })] },
    });
  });

  it('blocks the copyrighted names of the franchise list as words, each within Bedrock\'s limits', () => {
    const words = copyrightedWords();
    expect(words).toEqual(expect.arrayContaining(['pikachu', 'harry potter', 'spider man', 'ピカチュウ', '피카츄', 'человек паук']));
    for (const word of words) {
      expect(word.split(/\s+/u).length, word).toBeLessThanOrEqual(3);
      expect(word.length, word).toBeLessThanOrEqual(100);
    }
    const [resource] = Object.values(bedrock.template.findResources('AWS::Bedrock::Guardrail'));
    const texts = (resource?.Properties.WordPolicyConfig.WordsConfig as Array<{ Text: string }>).map((word) => word.Text);
    expect(texts).toEqual(words);
  });

  it('publishes a version, and every model step calls that version of that guardrail', () => {
    bedrock.template.resourceCountIs('AWS::Bedrock::GuardrailVersion', 1);
    const guardrailId = bedrock.stack.getLogicalId(bedrock.stack.guardrail!.guardrail);
    const versionId = bedrock.stack.getLogicalId(bedrock.stack.guardrail!.version);
    for (const name of modelStepNames()) {
      const fn = workflowFunction(bedrock, name);
      const resource = bedrock.template.findResources('AWS::Lambda::Function')[logicalIdOf(bedrock.stack, fn)];
      const variables = resource?.Properties.Environment.Variables as Record<string, unknown>;
      expect(variables.GUARDRAIL_ID, name).toEqual({ 'Fn::GetAtt': [guardrailId, 'GuardrailId'] });
      expect(variables.GUARDRAIL_VERSION, name).toEqual({ 'Fn::GetAtt': [versionId, 'Version'] });
    }
  });

  it('grants bedrock:ApplyGuardrail to the model steps, on that guardrail only', () => {
    for (const name of modelStepNames()) {
      const grants = functionStatements(bedrock, name).filter((statement) => statement.actions.includes('bedrock:ApplyGuardrail'));
      expect(grants, name).toHaveLength(1);
      expect(grants[0]?.resources, name).toHaveLength(1);
      expect(grants[0]?.resources[0], name).toBe(`arn:aws:bedrock:us-east-1:123456789012:guardrail/${bedrock.stack.getLogicalId(bedrock.stack.guardrail!.guardrail)}`);
    }
  });
});

describe('the guardrail passes the security checks', () => {
  it('a production bedrock stack with its own guardrail has no unacknowledged cdk-nag finding', () => {
    const app = new App({ context: { ...testContext, stage: 'production' }, builtinCloudFormationValidation: false });
    const checks = addSecurityChecks(app);
    new StorybookStack(app, 'Storybook-production', { stage: 'production', workflow: { provider: 'bedrock' } });
    const findings = checks.validateScope(app).violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} ${r.constructPath ?? ''}`));
    expect(findings).toEqual([]);
  }, 120_000);
});

describe('an operator can opt out, or name a guardrail instead', () => {
  it('-c ownGuardrail=false: no guardrail, no grant, no GUARDRAIL_ID', () => {
    const options = workflowOptionsFromContext(context({ provider: 'bedrock', ownGuardrail: 'false' }));
    expect(options).toEqual({ provider: 'bedrock', ownGuardrail: false });
    const optedOut = synthesizeWithWorkflow(options);
    optedOut.template.resourceCountIs('AWS::Bedrock::Guardrail', 0);
    expect(optedOut.stack.guardrail).toBeUndefined();
    for (const name of modelStepNames()) {
      expect(functionStatements(optedOut, name).flatMap((statement) => statement.actions)).not.toContain('bedrock:ApplyGuardrail');
    }
  });

  it('-c guardrailId=… -c guardrailVersion=…: that guardrail, none created', () => {
    const named = synthesizeWithWorkflow(workflowOptionsFromContext(context({ provider: 'bedrock', guardrailId: 'gr0123456789', guardrailVersion: '3' })));
    named.template.resourceCountIs('AWS::Bedrock::Guardrail', 0);
  });

  it('other providers call no Bedrock model: none created', () => {
    synthesizeWithWorkflow({}).template.resourceCountIs('AWS::Bedrock::Guardrail', 0);
  });

  it.each([
    [{ provider: 'bedrock', ownGuardrail: 'maybe' }, /ownGuardrail must be true or false/],
    [{ provider: 'bedrock', ownGuardrail: 'false', guardrailId: 'gr0123456789', guardrailVersion: '3' }, /ownGuardrail and guardrailId exclude each other/],
  ])('refuses %o with a clear message', (values, message) => {
    expect(() => workflowOptionsFromContext(context(values))).toThrow(DeployOptionsError);
    expect(() => workflowOptionsFromContext(context(values))).toThrow(message);
  });
});
