import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { logicalIdOf, synthesize } from './synth';

describe('jobs queue: dead-letter queue after 5 receives, SQS-managed encryption, TLS only', () => {
  const { stack, template } = synthesize('development');
  const queues = template.findResources('AWS::SQS::Queue');
  const jobsId = logicalIdOf(stack, stack.queues.jobs);
  const deadLettersId = logicalIdOf(stack, stack.queues.deadLetters);

  it('has exactly the jobs queue and its dead-letter queue', () => {
    expect(Object.keys(queues).sort()).toEqual([jobsId, deadLettersId].sort());
  });

  it('moves a job to the dead-letter queue after 5 receives', () => {
    expect(queues[jobsId]?.Properties.RedrivePolicy).toEqual({
      deadLetterTargetArn: { 'Fn::GetAtt': [deadLettersId, 'Arn'] },
      maxReceiveCount: 5,
    });
  });

  it('hides a received job for six dispatcher timeouts', () => {
    expect(queues[jobsId]?.Properties.VisibilityTimeout).toBe(60);
  });

  it('keeps dead letters for 14 days', () => {
    expect(queues[deadLettersId]?.Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
  });

  it('encrypts both queues with SQS-managed keys', () => {
    for (const id of [jobsId, deadLettersId]) {
      expect(queues[id]?.Properties.SqsManagedSseEnabled).toBe(true);
      expect(queues[id]?.Properties.KmsMasterKeyId).toBeUndefined();
    }
  });

  it('denies non-TLS access to both queues', () => {
    for (const id of [jobsId, deadLettersId]) {
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: id }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });
});
