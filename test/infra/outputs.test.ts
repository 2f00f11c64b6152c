import { describe, expect, it } from 'vitest';
import { logicalIdOf, synthesize } from './synth';

describe('outputs: the names an admin CLI reads', () => {
  const { stack, template } = synthesize('development');
  const outputs = template.toJSON().Outputs as Record<string, { Value: unknown }>;

  it('are exactly ApiUrl, TableName, BucketName, QueueUrl and StateMachineArn', () => {
    expect(Object.keys(outputs).sort()).toEqual(['ApiUrl', 'BucketName', 'QueueUrl', 'StateMachineArn', 'TableName']);
  });

  it('point at the API (its CloudFront distribution, test/infra/edge.test.ts), the table, the bucket and the jobs queue', () => {
    expect(outputs.ApiUrl?.Value).toEqual({ 'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [logicalIdOf(stack, stack.edge.distribution), 'DomainName'] }]] });
    expect(outputs.TableName?.Value).toEqual({ Ref: logicalIdOf(stack, stack.data.table) });
    expect(outputs.BucketName?.Value).toEqual({ Ref: logicalIdOf(stack, stack.data.bucket) });
    expect(outputs.QueueUrl?.Value).toEqual({ Ref: logicalIdOf(stack, stack.queues.jobs) });
  });

  it('StateMachineArn is the generation workflow (a Ref of a state machine is its ARN)', () => {
    expect(outputs.StateMachineArn?.Value).toEqual({ Ref: logicalIdOf(stack, stack.workflow.stateMachine) });
  });
});
