import { type CfnElement, Stack, Token } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/** How cdk-nag spells a `Fn::GetAtt` of the construct's resource inside a finding id, e.g. `<BucketABC123.Arn>`. */
export const nagAttribute = (construct: IConstruct, attribute = 'Arn'): string =>
  `<${Stack.of(construct).getLogicalId(construct.node.defaultChild as CfnElement)}.${attribute}>`;

// A pseudo parameter as a literal when the stack's environment is known (cdk synth with a profile), else as nag prints it.
const pseudo = (value: string, name: string): string => (Token.isUnresolved(value) ? `<AWS::${name}>` : value);

/** How cdk-nag spells the stack's `arn:partition:service:region:account:` prefix inside a finding id. */
export const nagArnPrefix = (construct: IConstruct, service: string): string => {
  const stack = Stack.of(construct);
  return `arn:${pseudo(stack.partition, 'Partition')}:${service}:${pseudo(stack.region, 'Region')}:${pseudo(stack.account, 'AccountId')}:`;
};
