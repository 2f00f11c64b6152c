import { Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { originSecretVariable, originVerifyHeader, viewerAddressHeader } from '../../lambdas/contract/edge';
import { addressLimits, edgeRegion, managedRuleGroups, webAclArnParameter } from '../../lib/edge-construct';
import { logicalIdOf, synthesize } from './synth';

const { stack, template } = synthesize('production');
const edgeStack = stack.edge.edgeStack;
const edge = Template.fromStack(edgeStack);
type Rule = { Name: string; Priority: number; Statement: Record<string, any>; Action?: Record<string, any>; OverrideAction?: unknown };
const webAcl = () => Object.values(edge.findResources('AWS::WAFv2::WebACL'))[0]?.Properties as Record<string, any>;
const rule = (name: string): Rule => {
  const found = (webAcl().Rules as Rule[]).find((r) => r.Name === name);
  if (!found) throw new Error(`no rule ${name}`);
  return found;
};
const distribution = () => Object.values(template.findResources('AWS::CloudFront::Distribution'))[0]?.Properties.DistributionConfig as Record<string, any>;
const secretId = () => logicalIdOf(stack, stack.edge.originSecret);

describe('the web ACL: CloudFront scope, in its own us-east-1 stack', () => {
  it('is the one web ACL, for CloudFront, allowing what no rule blocks', () => {
    expect(Stack.of(edgeStack.webAcl).region).toBe(edgeRegion);
    edge.resourceCountIs('AWS::WAFv2::WebACL', 1);
    expect(webAcl()).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} }, Name: 'storybook-production' });
    template.resourceCountIs('AWS::WAFv2::WebACL', 0);
  });

  it('publishes its ARN in a us-east-1 parameter the service stack reads', () => {
    edge.hasResourceProperties('AWS::SSM::Parameter', {
      Name: webAclArnParameter('production'),
      Value: { 'Fn::GetAtt': [edgeStack.getLogicalId(edgeStack.webAcl), 'Arn'] },
    });
    expect(stack.dependencies).toContain(edgeStack);
  });

  it('logs every request with the API key headers redacted', () => {
    edge.hasResourceProperties('AWS::WAFv2::LoggingConfiguration', {
      ResourceArn: { 'Fn::GetAtt': [edgeStack.getLogicalId(edgeStack.webAcl), 'Arn'] },
      RedactedFields: Match.arrayWith([{ SingleHeader: { Name: 'x-api-key' } }, { SingleHeader: { Name: 'authorization' } }]),
    });
  });
});

describe('rate-based rules: per source address, answered 429 in the envelope', () => {
  it('limits every route per address per minute', () => {
    expect(rule('RatePerAddress')).toMatchObject({
      Priority: 0,
      Statement: { RateBasedStatement: { Limit: addressLimits.allRoutesPerMinute, EvaluationWindowSec: 60, AggregateKeyType: 'IP' } },
      Action: { Block: { CustomResponse: { ResponseCode: 429, CustomResponseBodyKey: 'rateLimited' } } },
    });
    expect(rule('RatePerAddress').Statement.RateBasedStatement.ScopeDownStatement).toBeUndefined();
  });

  it('limits creates (POST /v1/stories) per address per minute, lower', () => {
    const created = rule('CreateRatePerAddress');
    expect(created.Statement.RateBasedStatement).toMatchObject({ Limit: addressLimits.createsPerMinute, EvaluationWindowSec: 60, AggregateKeyType: 'IP' });
    const matched = created.Statement.RateBasedStatement.ScopeDownStatement.AndStatement.Statements.map(
      (s: any) => [Object.keys(s.ByteMatchStatement.FieldToMatch)[0], s.ByteMatchStatement.PositionalConstraint, s.ByteMatchStatement.SearchString],
    );
    expect(matched).toEqual([['Method', 'EXACTLY', 'POST'], ['UriPath', 'EXACTLY', '/v1/stories']]);
    expect(created.Action).toEqual(rule('RatePerAddress').Action);
  });

  it('stay above what one Premium key may do (200 creates a minute), so only a flood meets them', () => {
    expect(addressLimits.createsPerMinute).toBeGreaterThan(200);
    expect(addressLimits.allRoutesPerMinute).toBeGreaterThan(addressLimits.createsPerMinute);
  });

  it('answer with the spec error envelope as JSON', () => {
    const body = webAcl().CustomResponseBodies.rateLimited;
    expect(body.ContentType).toBe('APPLICATION_JSON');
    expect(JSON.parse(body.Content)).toEqual({ ok: false, error: { code: 'RATE_LIMIT_EXCEEDED', message: expect.any(String) } });
  });
});

describe('AWS managed rule groups: IP reputation, common rule set, known bad inputs', () => {
  it('are all in force after the rate rules', () => {
    const groups = (webAcl().Rules as Rule[]).filter((r) => r.Statement.ManagedRuleGroupStatement);
    expect(groups.map((r) => [r.Statement.ManagedRuleGroupStatement.VendorName, r.Statement.ManagedRuleGroupStatement.Name])).toEqual(
      managedRuleGroups.map((name) => ['AWS', name]),
    );
    for (const group of groups) {
      expect(group.OverrideAction).toEqual({ None: {} });
      expect(group.Priority).toBeGreaterThan(rule('CreateRatePerAddress').Priority);
    }
  });

  it('only counts the common set 8 KB body rule: the API answers an oversized body itself with a 413 envelope', () => {
    expect(rule('AWSManagedRulesCommonRuleSet').Statement.ManagedRuleGroupStatement.RuleActionOverrides).toEqual([
      { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
    ]);
  });
});

describe('the distribution: the web ACL associated, the HTTP API its origin', () => {
  it('is associated with the web ACL ARN read from us-east-1', () => {
    const lookups = Object.entries(template.findResources('Custom::AWS'));
    expect(lookups).toHaveLength(1);
    const [lookupId, lookup] = lookups[0]!;
    const create = JSON.parse(JSON.stringify(lookup.Properties.Create));
    const call = JSON.parse(typeof create === 'string' ? create : create['Fn::Join'][1].join(''));
    expect(call).toMatchObject({ service: 'SSM', action: 'GetParameter', region: edgeRegion, parameters: { Name: webAclArnParameter('production') } });
    expect(distribution().WebACLId).toEqual({ 'Fn::GetAtt': [lookupId, 'Parameter.Value'] });
  });

  it('forwards every method over HTTPS only to the API endpoint host, caching nothing', () => {
    const config = distribution();
    expect(config.Origins).toHaveLength(1);
    expect(config.Origins[0].DomainName).toEqual({
      'Fn::Select': [2, { 'Fn::Split': ['/', { 'Fn::GetAtt': [logicalIdOf(stack, stack.api.httpApi), 'ApiEndpoint'] }] }],
    });
    expect(config.Origins[0].CustomOriginConfig).toMatchObject({ OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] });
    expect(config.DefaultCacheBehavior).toMatchObject({ ViewerProtocolPolicy: 'https-only' });
    expect(config.DefaultCacheBehavior.AllowedMethods.sort()).toEqual(['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT']);
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: Match.objectLike({
        MaxTTL: 1,
        ParametersInCacheKeyAndForwardedToOrigin: Match.objectLike({ HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['authorization', 'x-api-key'] } }),
      }),
    });
  });

  it('sends the viewer address and never the Host header', () => {
    const policy = Object.values(template.findResources('AWS::CloudFront::OriginRequestPolicy'))[0]?.Properties.OriginRequestPolicyConfig;
    expect(policy.HeadersConfig.HeaderBehavior).toBe('whitelist');
    expect(policy.HeadersConfig.Headers).toContain(viewerAddressHeader);
    expect(policy.HeadersConfig.Headers.map((h: string) => h.toLowerCase())).not.toContain('host');
  });

  it('is the ApiUrl callers are given', () => {
    const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;
    expect(outputs.ApiUrl?.Value).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalIdOf(stack, stack.edge.distribution), 'DomainName'] }]] });
  });
});

describe('the origin lock: the API answers only what CloudFront forwarded', () => {
  const secretReference = () => ({ 'Fn::Join': ['', ['{{resolve:secretsmanager:', { Ref: secretId() }, ':SecretString:::}}']] });

  it('CloudFront adds the origin secret header to every request it forwards', () => {
    expect(distribution().Origins[0].OriginCustomHeaders).toEqual([{ HeaderName: originVerifyHeader, HeaderValue: secretReference() }]);
  });

  it('every API function requires that secret; no other function has it', () => {
    const functions = template.findResources('AWS::Lambda::Function');
    const apiIds = Object.values(stack.api.functions).map((fn) => logicalIdOf(stack, fn));
    expect(apiIds.length).toBeGreaterThan(5);
    for (const [id, fn] of Object.entries(functions)) {
      const value = fn.Properties.Environment?.Variables?.[originSecretVariable];
      if (apiIds.includes(id)) expect(value, id).toEqual(secretReference());
      else expect(value, id).toBeUndefined();
    }
  });

  it('the secret is generated, long, and without punctuation a header could mangle', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 48, ExcludePunctuation: true }),
    });
  });
});

describe('size rules: an oversized body or header block is refused in the envelope before the gateway', () => {
  it('a body over the API limit (64 KB, all of it inspected) gets 413 PAYLOAD_TOO_LARGE', () => {
    expect(rule('BodyTooLarge')).toMatchObject({
      Statement: { SizeConstraintStatement: { FieldToMatch: { Body: { OversizeHandling: 'MATCH' } }, ComparisonOperator: 'GT', Size: 64 * 1024 } },
      Action: { Block: { CustomResponse: { ResponseCode: 413, CustomResponseBodyKey: 'bodyTooLarge' } } },
    });
    expect(webAcl().AssociationConfig).toEqual({ RequestBody: { CLOUDFRONT: { DefaultSizeInspectionLimit: 'KB_64' } } });
    expect(JSON.parse(webAcl().CustomResponseBodies.bodyTooLarge.Content).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a header block over what WAF inspects (8 KB) gets 431 in the envelope', () => {
    expect(rule('HeadersTooLarge')).toMatchObject({
      Statement: { SizeConstraintStatement: { FieldToMatch: { Headers: { MatchScope: 'ALL', OversizeHandling: 'MATCH' } }, ComparisonOperator: 'GT', Size: 8 * 1024 } },
      Action: { Block: { CustomResponse: { ResponseCode: 431, CustomResponseBodyKey: 'headersTooLarge' } } },
    });
    expect(JSON.parse(webAcl().CustomResponseBodies.headersTooLarge.Content)).toEqual({ ok: false, error: { code: 'BAD_REQUEST', message: expect.any(String) } });
  });
});
