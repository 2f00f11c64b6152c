import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { logicalIdOf, synthesize } from './synth';

describe('jobs queue: dead-letter queue after 5 receives, SQS-managed encryption, TLS only', () => {
  const { stack, template } = synthesize('development');
  const queues = template.findResources('AWS::SQS::Queue');
  const jobsId = logicalIdOf(stack, stack.queues.jobs);
  const deadLettersId = logicalIdOf(stack, stack.queues.deadLetters);

  it('has exactly the jobs queue and its dead-letter queue (beside the webhook deliveries\' two)', () => {
    const webhookIds = [logicalIdOf(stack, stack.webhooks.deliveries), logicalIdOf(stack, stack.webhooks.deadLetters)];
    expect(Object.keys(queues).sort()).toEqual([jobsId, deadLettersId, ...webhookIds].sort());
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

describe('webhook deliveries queue: its own dead-letter queue, SQS-managed encryption, TLS only', () => {
  const { stack, template } = synthesize('development');
  const queues = template.findResources('AWS::SQS::Queue');
  const deliveriesId = logicalIdOf(stack, stack.webhooks.deliveries);
  const deadLettersId = logicalIdOf(stack, stack.webhooks.deadLetters);

  it('redrives what deliverWebhook could not handle at all after 10 receives, and keeps dead letters 14 days', () => {
    expect(queues[deliveriesId]?.Properties.RedrivePolicy).toEqual({ deadLetterTargetArn: { 'Fn::GetAtt': [deadLettersId, 'Arn'] }, maxReceiveCount: 10 });
    expect(queues[deadLettersId]?.Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
  });

  it('hides a received delivery for six deliverWebhook timeouts, and keeps a waiting retry longer than the day of retries', () => {
    expect(queues[deliveriesId]?.Properties.VisibilityTimeout).toBe(180);
    expect(queues[deliveriesId]?.Properties.MessageRetentionPeriod).toBeGreaterThan(24 * 3600);
  });

  it('encrypts both with SQS-managed keys and denies non-TLS access', () => {
    for (const id of [deliveriesId, deadLettersId]) {
      expect(queues[id]?.Properties.SqsManagedSseEnabled).toBe(true);
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: id }],
        PolicyDocument: { Statement: Match.arrayWith([Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } })]) },
      });
    }
  });
});
