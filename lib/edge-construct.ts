import { Aws, Duration, Fn, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestHeaderBehavior,
  OriginRequestPolicy,
  OriginRequestQueryStringBehavior,
  OriginSslPolicy,
  PriceClass,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { CfnLoggingConfiguration, CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import { AwsCustomResource, AwsCustomResourcePolicy, PhysicalResourceId } from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { originSecretVariable, originVerifyHeader, viewerAddressHeader } from '../lambdas/contract/edge';
import type { ServiceFunction } from './service-function';
import type { Stage } from './stage';
import { stageLogGroup } from './stage-log-group';

/** A web ACL for CloudFront can only be created in us-east-1 (docs/decisions/edge-protection.md). */
export const edgeRegion = 'us-east-1';

/**
 * Requests one address may send in a minute before WAF answers 429 (docs/decisions/edge-protection.md): well above
 * what the spec's largest plan lets one key do (Premium: 200 creates a minute, reads unmetered), so only a flood meets them.
 */
export const addressLimits = {
  /** Every route together: 6 times Premium's create limit, room for several keys behind one NAT polling their books. */
  allRoutesPerMinute: 1200,
  /** POST /v1/stories: twice Premium's 200 a minute, so two busy keys behind one address are still served. */
  createsPerMinute: 400,
} as const;

/**
 * The size rules answer in the envelope before the gateway would answer bare (docs/decisions/edge-protection.md):
 * a body over the API's own limit (MAX_BODY_BYTES, lambdas/contract/config.ts), a header block over what WAF inspects.
 */
export const sizeLimits = { bodyBytes: 64 * 1024, headerBytes: 8 * 1024 } as const;

/** The AWS managed rule groups in front of the API, in evaluation order after the rate rules. */
export const managedRuleGroups = ['AWSManagedRulesAmazonIpReputationList', 'AWSManagedRulesCommonRuleSet', 'AWSManagedRulesKnownBadInputsRuleSet'] as const;

// The API enforces its own body limit with a 413 envelope; the common set's 8 KB body rule would refuse valid creates.
const countedManagedRules: Partial<Record<(typeof managedRuleGroups)[number], readonly string[]>> = {
  AWSManagedRulesCommonRuleSet: ['SizeRestrictions_BODY'],
};

/** Where the edge stack leaves the web ACL's ARN for the service stack, which may live in another region. */
export const webAclArnParameter = (stage: Stage): string => `/storybook/${stage}/edge/web-acl-arn`;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

// What WAF answers a flood: the spec's error envelope (no request id: WAF has none to give).
const refusal = (code: string, message: string): CfnWebACL.CustomResponseBodyProperty => ({
  contentType: 'APPLICATION_JSON',
  content: JSON.stringify({ ok: false, error: { code, message } }),
});
const customResponseBodies = {
  rateLimited: refusal('RATE_LIMIT_EXCEEDED', 'Too many requests from this address. Wait a minute, then retry.'),
  bodyTooLarge: refusal('PAYLOAD_TOO_LARGE', 'The request body is too large.'),
  headersTooLarge: refusal('BAD_REQUEST', 'The request headers are too large.'),
};

// Oversize handling MATCH: what is larger than WAF inspects is larger than the limit.
function sizeRule(name: string, priority: number, fieldToMatch: CfnWebACL.FieldToMatchProperty, size: number, responseCode: number, key: keyof typeof customResponseBodies): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    statement: { sizeConstraintStatement: { fieldToMatch, comparisonOperator: 'GT', size, textTransformations: [{ priority: 0, type: 'NONE' }] } },
    action: { block: { customResponse: { responseCode, customResponseBodyKey: key } } },
    visibilityConfig: visibility(name),
  };
}

function rateRule(name: string, priority: number, limit: number, scopeDownStatement?: CfnWebACL.StatementProperty): CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    statement: {
      rateBasedStatement: { limit, evaluationWindowSec: 60, aggregateKeyType: 'IP', ...(scopeDownStatement && { scopeDownStatement }) },
    },
    action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: 'rateLimited' } } },
    visibilityConfig: visibility(name),
  };
}

const exactly = (field: CfnWebACL.FieldToMatchProperty, value: string): CfnWebACL.StatementProperty => ({
  byteMatchStatement: { fieldToMatch: field, positionalConstraint: 'EXACTLY', searchString: value, textTransformations: [{ priority: 0, type: 'NONE' }] },
});

/** The rules of the API's web ACL: per-address rates first, then the managed groups. */
export function webAclRules(): CfnWebACL.RuleProperty[] {
  const createsOnly: CfnWebACL.StatementProperty = {
    andStatement: { statements: [exactly({ method: {} }, 'POST'), exactly({ uriPath: {} }, '/v1/stories')] },
  };
  return [
    rateRule('RatePerAddress', 0, addressLimits.allRoutesPerMinute),
    rateRule('CreateRatePerAddress', 1, addressLimits.createsPerMinute, createsOnly),
    sizeRule('BodyTooLarge', 2, { body: { oversizeHandling: 'MATCH' } }, sizeLimits.bodyBytes, 413, 'bodyTooLarge'),
    sizeRule('HeadersTooLarge', 3, { headers: { matchPattern: { all: {} }, matchScope: 'ALL', oversizeHandling: 'MATCH' } }, sizeLimits.headerBytes, 431, 'headersTooLarge'),
    ...managedRuleGroups.map((name, index): CfnWebACL.RuleProperty => ({
      name,
      priority: 4 + index,
      overrideAction: { none: {} },
      statement: {
        managedRuleGroupStatement: {
          vendorName: 'AWS',
          name,
          ...(countedManagedRules[name] && { ruleActionOverrides: countedManagedRules[name].map((rule) => ({ name: rule, actionToUse: { count: {} } })) }),
        },
      },
      visibilityConfig: visibility(name),
    })),
  ];
}

export interface EdgeStackProps extends StackProps {
  readonly stage: Stage;
}

/** The web ACL in us-east-1, its ARN published in a parameter there for the service stack's distribution. */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;
  readonly logs: LogGroup;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { description: `Storybook Generation API edge protection (${props.stage})`, ...props, env: { account: props.env?.account, region: edgeRegion } });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `storybook-${props.stage}`,
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      customResponseBodies,
      // Bodies up to the API's own limit are inspected (charged per 16 KB beyond the first; few bodies are that large).
      associationConfig: { requestBody: { CLOUDFRONT: { defaultSizeInspectionLimit: 'KB_64' } } },
      rules: webAclRules(),
      visibilityConfig: visibility(`storybook-${props.stage}`),
    });
    // Every request the distribution receives, with the viewer's address and the rule that matched; never the keys.
    this.logs = stageLogGroup(this, 'WebAclLogs', props.stage, `aws-waf-logs-storybook-${props.stage}`);
    new CfnLoggingConfiguration(this, 'WebAclLogging', {
      resourceArn: this.webAcl.attrArn,
      logDestinationConfigs: [this.logs.logGroupArn],
      redactedFields: [{ singleHeader: { Name: 'x-api-key' } }, { singleHeader: { Name: 'authorization' } }],
    });
    new StringParameter(this, 'WebAclArn', { parameterName: webAclArnParameter(props.stage), stringValue: this.webAcl.attrArn });
  }
}

export interface EdgeConstructProps {
  readonly stage: Stage;
  readonly httpApi: HttpApi;
  /** The API's functions: each gets the origin secret and refuses requests without it. */
  readonly functions: readonly ServiceFunction[];
  readonly edgeStack: EdgeStack;
}

/** CloudFront in front of the HTTP API, with the edge stack's web ACL and the origin lock. */
export class EdgeConstruct extends Construct {
  readonly distribution: Distribution;
  readonly originSecret: Secret;
  readonly edgeStack: EdgeStack;

  constructor(scope: Construct, id: string, props: EdgeConstructProps) {
    super(scope, id);
    this.edgeStack = props.edgeStack;
    const stack = Stack.of(this);
    stack.addStackDependency(props.edgeStack, 'the distribution uses the edge stack web ACL');

    this.originSecret = new Secret(this, 'OriginSecret', {
      description: `Storybook API (${props.stage}): the header value CloudFront sends and the API requires`,
      generateSecretString: { excludePunctuation: true, passwordLength: 48 },
    });
    const secretValue = this.originSecret.secretValue.unsafeUnwrap();

    // The ARN from us-east-1, read at deploy time: works whatever region (or none, at synth) the service stack has.
    const parameterName = webAclArnParameter(props.stage);
    const lookup = new AwsCustomResource(this, 'WebAclArnLookup', {
      onUpdate: {
        service: 'SSM',
        action: 'GetParameter',
        parameters: { Name: parameterName },
        region: edgeRegion,
        physicalResourceId: PhysicalResourceId.of(parameterName),
      },
      policy: AwsCustomResourcePolicy.fromSdkCalls({
        resources: [`arn:${Aws.PARTITION}:ssm:${edgeRegion}:${Aws.ACCOUNT_ID}:parameter${parameterName}`],
      }),
      installLatestAwsSdk: false,
      logGroup: stageLogGroup(this, 'WebAclArnLookupLogs', props.stage),
    });

    // The key headers are in the cache key because CloudFront forwards Authorization only from there; nothing is
    // cached all the same: every answer of the API says `cache-control: no-store`, and nothing may live over a second.
    const cachePolicy = new CachePolicy(this, 'ApiKeys', {
      comment: `Storybook API (${props.stage}): no caching; the API key headers and query strings reach the API`,
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.seconds(1),
      headerBehavior: CacheHeaderBehavior.allowList('authorization', 'x-api-key'),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // The other headers the API reads, and the viewer's address; never Host (execute-api answers only its own name).
    const originRequestPolicy = new OriginRequestPolicy(this, 'ForwardToApi', {
      comment: `Storybook API (${props.stage}): the request headers the API reads, and the viewer address`,
      headerBehavior: OriginRequestHeaderBehavior.allowList('content-type', 'idempotency-key', 'x-request-id', 'user-agent', viewerAddressHeader),
      queryStringBehavior: OriginRequestQueryStringBehavior.none(),
    });

    this.distribution = new Distribution(this, 'Distribution', {
      comment: `Storybook API (${props.stage})`,
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_ALL,
      webAclId: lookup.getResponseField('Parameter.Value'),
      defaultBehavior: {
        origin: new HttpOrigin(Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint)), {
          protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
          originSslProtocols: [OriginSslPolicy.TLS_V1_2],
          customHeaders: { [originVerifyHeader]: secretValue },
        }),
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_ALL,
        cachePolicy,
        originRequestPolicy,
      },
    });

    for (const fn of props.functions) fn.addEnvironment(originSecretVariable, secretValue);

    Validations.of(this.originSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'CloudFront and the functions receive the value at deploy time; it is rotated by replacing the secret in a deploy, which updates both together.',
    });
    Validations.of(this.distribution).acknowledge(
      { id: 'AwsSolutions-CFR1', reason: 'The service sells to customers worldwide; no country is refused.' },
      {
        id: 'AwsSolutions-CFR3',
        reason: 'The web ACL logs every request the distribution receives (viewer address, rule matched, key headers redacted), and the API stage logs every request forwarded.',
      },
      {
        id: 'AwsSolutions-CFR4',
        reason: 'The distribution has no custom domain; the cloudfront.net certificate fixes its viewer TLS policy. A custom domain sets TLSv1.2_2021.',
      },
    );
    // AwsCustomResource's one function per stack (its handle is not public).
    const provider = stack.node.tryFindChild(AwsCustomResource.PROVIDER_FUNCTION_UUID.replace(/-/g, '').replace(/^/, 'AWS'));
    if (provider) {
      Validations.of(provider).acknowledge({
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'AWSLambdaBasicExecutionRole only lets the lookup write its logs; its one other permission is ssm:GetParameter on the web ACL parameter.',
      });
    }
  }
}
