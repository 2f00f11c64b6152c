import { describe, expect, it } from 'vitest';
import type { HttpHandlerName } from '../../lambdas/contract/routes';
import { actionsOf, functionOf, logicalIdOf, roleStatements, synthesize, type PolicyStatementJson } from './synth';

const handlers: HttpHandlerName[] = ['health', 'createStory', 'getStory', 'fallback'];
const dataService = /^(dynamodb|sqs|s3|kms):/;

describe('least privilege: each function may do exactly what its handler needs', () => {
  const synthesized = synthesize('development');
  const { stack, template } = synthesized;
  const tableArn = { 'Fn::GetAtt': [logicalIdOf(stack, stack.data.table), 'Arn'] };
  const queueArn = { 'Fn::GetAtt': [logicalIdOf(stack, stack.queues.jobs), 'Arn'] };
  const bucketObjects = { 'Fn::Join': ['', [{ 'Fn::GetAtt': [logicalIdOf(stack, stack.data.bucket), 'Arn'] }, '/books/*']] };

  const statements = (handler: HttpHandlerName) => roleStatements(synthesized, handler);
  const actions = (handler: HttpHandlerName, service: string) =>
    statements(handler)
      .flatMap(actionsOf)
      .filter((a) => a.startsWith(`${service}:`))
      .sort();
  const resourcesFor = (handler: HttpHandlerName, service: string) =>
    statements(handler)
      .filter((s: PolicyStatementJson) => actionsOf(s).some((a) => a.startsWith(`${service}:`)))
      .map((s) => s.Resource);
  // One statement per set of partitions, all on the table itself.
  const onlyTheTable = (handler: HttpHandlerName) => {
    const resources = resourcesFor(handler, 'dynamodb');
    expect(resources.length).toBeGreaterThan(0);
    for (const resource of resources) expect(resource).toEqual(tableArn);
  };
  /** Each DynamoDB action → the `dynamodb:LeadingKeys` patterns it is limited to. */
  const partitionsFor = (handler: HttpHandlerName) =>
    Object.fromEntries(
      statements(handler)
        .filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')))
        .flatMap((s) => {
          const condition = (s as PolicyStatementJson & { Condition?: Record<string, Record<string, string[]>> }).Condition;
          return actionsOf(s).map((a) => [a, condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys']]);
        }),
    );

  it.each(handlers)('%s has no wildcard action and only Allow statements', (handler) => {
    for (const statement of statements(handler)) {
      expect(statement.Effect).toBe('Allow');
      for (const action of actionsOf(statement)) expect(action).not.toContain('*');
    }
  });

  it.each(handlers)('%s role carries only the basic logging managed policy', (handler) => {
    const roleId = logicalIdOf(stack, functionOf(stack, handler).role!);
    const role = template.findResources('AWS::IAM::Role')[roleId];
    expect(role?.Properties.ManagedPolicyArns).toEqual([
      { 'Fn::Join': ['', ['arn:', { Ref: 'AWS::Partition' }, ':iam::aws:policy/service-role/AWSLambdaBasicExecutionRole']] },
    ]);
    expect(role?.Properties.Policies).toBeUndefined();
  });

  it('createStory may read, write and condition-check table items and send jobs, nothing else', () => {
    expect(actions('createStory', 'dynamodb')).toEqual([
      'dynamodb:ConditionCheckItem',
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
    onlyTheTable('createStory');
    expect(actions('createStory', 'sqs')).toEqual(['sqs:SendMessage']);
    expect(resourcesFor('createStory', 'sqs')).toEqual([queueArn]);
    expect(actions('createStory', 's3')).toEqual([]);
  });

  it('replayWebhookDelivery may send to the webhook deliveries queue only, and listWebhookDeliveries to no queue', () => {
    const deliveriesArn = { 'Fn::GetAtt': [logicalIdOf(stack, stack.webhooks.deliveries), 'Arn'] };
    expect(actions('replayWebhookDelivery', 'sqs')).toEqual(['sqs:SendMessage']);
    expect(resourcesFor('replayWebhookDelivery', 'sqs')).toEqual([deliveriesArn]);
    expect(actions('listWebhookDeliveries', 'sqs')).toEqual([]);
    expect(actions('listWebhookDeliveries', 's3')).toEqual([]);
  });

  it('createStory reads and updates keys (never puts one), and writes only the user\'s and the new book\'s partitions', () => {
    expect(partitionsFor('createStory')).toEqual({
      'dynamodb:GetItem': ['KEY#*', 'USER#*', 'BOOK#*'],
      'dynamodb:ConditionCheckItem': ['USER#*', 'BOOK#*'],
      'dynamodb:PutItem': ['USER#*', 'BOOK#*'],
      'dynamodb:UpdateItem': ['KEY#*', 'USER#*', 'BOOK#*'],
      'dynamodb:DeleteItem': ['USER#*'],
    });
  });

  it('createStory cannot Query or Scan', () => {
    const all = statements('createStory').flatMap(actionsOf);
    expect(all).not.toContain('dynamodb:Query');
    expect(all).not.toContain('dynamodb:Scan');
  });

  it('getStory may get, query, update and put table items and read book assets for signing, nothing else', () => {
    expect(actions('getStory', 'dynamodb')).toEqual(['dynamodb:GetItem', 'dynamodb:PutItem', 'dynamodb:Query', 'dynamodb:UpdateItem']);
    onlyTheTable('getStory');
    expect(actions('getStory', 's3')).toEqual(['s3:GetObject']);
    expect(resourcesFor('getStory', 's3')).toEqual([bucketObjects]);
    expect(actions('getStory', 'sqs')).toEqual([]);
  });

  it('getStory reads and updates key items (read counter, where the key is used), queries book partitions, puts only the user\'s (an abuse event and mail)', () => {
    expect(partitionsFor('getStory')).toEqual({
      'dynamodb:GetItem': ['KEY#*'],
      'dynamodb:UpdateItem': ['KEY#*'],
      'dynamodb:Query': ['BOOK#*'],
      'dynamodb:PutItem': ['USER#*'],
    });
  });

  it('getStory cannot write a book, delete anything, or write the bucket', () => {
    const all = statements('getStory').flatMap(actionsOf);
    for (const write of ['DeleteItem', 'BatchWriteItem']) {
      expect(all).not.toContain(`dynamodb:${write}`);
    }
    expect(Object.entries(partitionsFor('getStory')).filter(([action, partitions]) => action !== 'dynamodb:Query' && (partitions ?? []).includes('BOOK#*'))).toEqual([]);
    expect(all.filter((a) => /^s3:(Put|Delete)/.test(a))).toEqual([]);
  });

  it.each<HttpHandlerName>(['fallback'])('%s has no data access at all', (handler) => {
    expect(statements(handler).flatMap(actionsOf).filter((a) => dataService.test(a))).toEqual([]);
  });

  it('health reads the table\'s, bucket\'s and queue\'s metadata only: no item, object or message', () => {
    expect(statements('health').flatMap(actionsOf).filter((a) => dataService.test(a)).sort()).toEqual(['dynamodb:DescribeTable', 's3:ListBucket', 'sqs:GetQueueAttributes']);
  });
});
