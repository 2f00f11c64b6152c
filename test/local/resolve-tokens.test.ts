import { describe, expect, it } from 'vitest';
import { logicalIdOfFunctionArn, resolveTokens, type TokenEnvironment, UnresolvableTokenError } from '../../local/step-functions/resolve-tokens';

const env: TokenEnvironment = {
  partition: 'aws',
  region: 'us-east-1',
  accountId: '123456789012',
  resources: {
    StepFn: { Type: 'AWS::Lambda::Function' },
    Machine: { Type: 'AWS::StepFunctions::StateMachine', Properties: { StateMachineName: 'generation' } },
    Jobs: { Type: 'AWS::SQS::Queue' },
  },
};

describe('token resolution: a DefinitionString becomes plain ASL', () => {
  it('joins strings, pseudo parameters and fake ARNs that carry the logical id', () => {
    const definitionString = {
      'Fn::Join': ['', ['{"Resource":"', { 'Fn::GetAtt': ['StepFn', 'Arn'] }, '","Region":"', { Ref: 'AWS::Region' }, '"}']],
    };
    expect(JSON.parse(resolveTokens(definitionString, env) as string)).toEqual({
      Resource: 'arn:aws:lambda:us-east-1:123456789012:function:StepFn',
      Region: 'us-east-1',
    });
    expect(logicalIdOfFunctionArn('arn:aws:lambda:us-east-1:123456789012:function:StepFn')).toBe('StepFn');
    expect(logicalIdOfFunctionArn('arn:aws:lambda:us-east-1:123456789012:function:StepFn:live')).toBe('StepFn');
  });

  it('a Ref of a state machine is its ARN, named as in the template; Select and Split work on it', () => {
    expect(resolveTokens({ Ref: 'Machine' }, env)).toBe('arn:aws:states:us-east-1:123456789012:stateMachine:generation');
    expect(resolveTokens({ 'Fn::Select': [6, { 'Fn::Split': [':', { Ref: 'Machine' }] }] }, env)).toBe('generation');
  });

  it('refuses what it cannot stand in for', () => {
    expect(() => resolveTokens({ Ref: 'Missing' }, env)).toThrow(UnresolvableTokenError);
    expect(() => resolveTokens({ 'Fn::ImportValue': 'x' }, env)).toThrow(UnresolvableTokenError);
    expect(() => resolveTokens({ 'Fn::GetAtt': ['Jobs', 'QueueUrl'] }, env)).toThrow(UnresolvableTokenError);
  });
});
