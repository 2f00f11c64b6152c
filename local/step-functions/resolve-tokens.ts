// Turns the CloudFormation intrinsics in a synthesized template value into plain strings, so the state
// machine's DefinitionString becomes ASL JSON a local interpreter can run.

export interface TokenEnvironment {
  readonly partition: string;
  readonly region: string;
  readonly accountId: string;
  /** The template's resources by logical id (their `Type` decides the fake ARN's shape). */
  readonly resources: Readonly<Record<string, { readonly Type: string; readonly Properties?: Record<string, unknown> }>>;
}

export class UnresolvableTokenError extends Error {
  override name = 'UnresolvableTokenError';
}

/** A fake but well-formed ARN that carries the logical id, so a Task's Resource leads back to its function. */
export function fakeArn(logicalId: string, env: TokenEnvironment): string {
  const { partition, region, accountId } = env;
  const resource = env.resources[logicalId];
  const type = resource?.Type;
  switch (type) {
    case 'AWS::Lambda::Function':
      return `arn:${partition}:lambda:${region}:${accountId}:function:${logicalId}`;
    case 'AWS::StepFunctions::StateMachine': {
      // A named state machine keeps its name, so execution ARNs look as they will on AWS.
      const name = resource?.Properties?.StateMachineName;
      return `arn:${partition}:states:${region}:${accountId}:stateMachine:${typeof name === 'string' ? name : logicalId}`;
    }
    case 'AWS::DynamoDB::Table':
      return `arn:${partition}:dynamodb:${region}:${accountId}:table/${logicalId}`;
    case 'AWS::S3::Bucket':
      return `arn:${partition}:s3:::${logicalId.toLowerCase()}`;
    case 'AWS::SQS::Queue':
      return `arn:${partition}:sqs:${region}:${accountId}:${logicalId}`;
    case undefined:
      throw new UnresolvableTokenError(`The template has no resource ${logicalId}`);
    default: {
      const service = type.split('::')[1]?.toLowerCase() ?? 'unknown';
      return `arn:${partition}:${service}:${region}:${accountId}:${logicalId}`;
    }
  }
}

/** Extracts the logical id a fake Lambda ARN (or a bare function name) was made from. */
export function logicalIdOfFunctionArn(arnOrName: string): string {
  const match = /:function:([^:]+)(?::[^:]+)?$/.exec(arnOrName);
  return match?.[1] ?? arnOrName;
}

function resolveRef(name: string, env: TokenEnvironment): string {
  switch (name) {
    case 'AWS::Partition':
      return env.partition;
    case 'AWS::Region':
      return env.region;
    case 'AWS::AccountId':
      return env.accountId;
    case 'AWS::URLSuffix':
      return 'amazonaws.com';
    case 'AWS::StackName':
      return 'local';
  }
  const type = env.resources[name]?.Type;
  // A Ref of these is their ARN in CloudFormation; of the rest, their name (the logical id stands in).
  if (type === 'AWS::StepFunctions::StateMachine') return fakeArn(name, env);
  if (type === undefined) throw new UnresolvableTokenError(`Ref to unknown ${name}`);
  return name;
}

function resolveGetAtt([logicalId, attribute]: [string, string], env: TokenEnvironment): string {
  if (attribute === 'Arn') return fakeArn(logicalId, env);
  if (attribute === 'Name') return logicalId;
  // The stack's own Bedrock Guardrail (lib/guardrail-construct.ts): its id and published version.
  if (attribute === 'GuardrailId') return logicalId;
  if (attribute === 'Version') return '1';
  throw new UnresolvableTokenError(`Fn::GetAtt ${logicalId}.${attribute} has no local stand-in`);
}

const asString = (value: unknown, where: string): string => {
  if (typeof value !== 'string') throw new UnresolvableTokenError(`${where} resolved to ${JSON.stringify(value)}`);
  return value;
};

/** Resolves Ref, Fn::GetAtt, Fn::Join, Fn::Select and Fn::Split anywhere inside `value`. */
export function resolveTokens(value: unknown, env: TokenEnvironment): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveTokens(item, env));
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const [key, argument] = entries[0] ?? [];
  if (entries.length === 1 && key !== undefined) {
    switch (key) {
      case 'Ref':
        return resolveRef(asString(argument, 'Ref'), env);
      case 'Fn::GetAtt':
        return resolveGetAtt(argument as [string, string], env);
      case 'Fn::Join': {
        const [separator, parts] = argument as [string, unknown[]];
        return parts.map((part) => asString(resolveTokens(part, env), 'Fn::Join part')).join(separator);
      }
      case 'Fn::Select': {
        const [index, list] = argument as [number, unknown];
        return (resolveTokens(list, env) as unknown[])[Number(index)];
      }
      case 'Fn::Split': {
        const [separator, source] = argument as [string, unknown];
        return asString(resolveTokens(source, env), 'Fn::Split source').split(separator);
      }
    }
    if (key.startsWith('Fn::')) throw new UnresolvableTokenError(`${key} has no local stand-in`);
  }
  return Object.fromEntries(entries.map(([name, item]) => [name, resolveTokens(item, env)]));
}
