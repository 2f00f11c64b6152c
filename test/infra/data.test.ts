import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { logicalIdOf, synthesize } from './synth';

describe('table: keys from the table definition, on-demand, PITR, TTL, owner and activity indexes', () => {
  const { template } = synthesize('development');

  it('is the only table, keyed by pk/sk strings', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      AttributeDefinitions: Match.arrayWith([
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ]),
    });
  });

  it('bills per request and keeps point-in-time recovery', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      BillingMode: 'PAY_PER_REQUEST',
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  it('expires items by expiresAtEpoch', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TimeToLiveSpecification: { AttributeName: 'expiresAtEpoch', Enabled: true },
    });
  });

  const indexes = () => {
    const [table] = Object.values(template.findResources('AWS::DynamoDB::Table'));
    return table?.Properties.GlobalSecondaryIndexes as { IndexName: string }[];
  };

  it('has exactly the byOwner and byActivity indexes', () => {
    expect(indexes().map((index) => index.IndexName)).toEqual(['byOwner', 'byActivity']);
  });

  it('has the byOwner index on gsi1pk/gsi1sk with every attribute projected', () => {
    const [table] = Object.values(template.findResources('AWS::DynamoDB::Table'));
    expect(indexes().filter((index) => index.IndexName === 'byOwner')).toEqual([
      {
        IndexName: 'byOwner',
        KeySchema: [
          { AttributeName: 'gsi1pk', KeyType: 'HASH' },
          { AttributeName: 'gsi1sk', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ]);
    expect(table?.Properties.AttributeDefinitions).toEqual(
      expect.arrayContaining([
        { AttributeName: 'gsi1pk', AttributeType: 'S' },
        { AttributeName: 'gsi1sk', AttributeType: 'S' },
      ]),
    );
  });

  it('has the byActivity index on gsi2pk/gsi2sk with every attribute projected (the reaper reads whole tasks)', () => {
    const [table] = Object.values(template.findResources('AWS::DynamoDB::Table'));
    expect(indexes().filter((index) => index.IndexName === 'byActivity')).toEqual([
      {
        IndexName: 'byActivity',
        KeySchema: [
          { AttributeName: 'gsi2pk', KeyType: 'HASH' },
          { AttributeName: 'gsi2sk', KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      },
    ]);
    expect(table?.Properties.AttributeDefinitions).toEqual(
      expect.arrayContaining([
        { AttributeName: 'gsi2pk', AttributeType: 'S' },
        { AttributeName: 'gsi2sk', AttributeType: 'S' },
      ]),
    );
  });
});

describe('bucket: private, encrypted, TLS only, unversioned', () => {
  const { template, stack } = synthesize('development');

  it('blocks every kind of public access (the asset bucket and its access-log bucket)', () => {
    template.resourceCountIs('AWS::S3::Bucket', 2);
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
    });
  });

  it('S3 writes the asset bucket\'s access logs to their own bucket, kept 90 days', () => {
    const logBucket = { Ref: logicalIdOf(stack, stack.data.accessLogBucket) };
    template.hasResourceProperties('AWS::S3::Bucket', { LoggingConfiguration: { DestinationBucketName: logBucket, LogFilePrefix: 'assets/' } });
    template.hasResourceProperties('AWS::S3::Bucket', {
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 90, Status: 'Enabled' })] },
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
    });
  });

  it('encrypts with S3-managed keys and keeps no versions', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      BucketEncryption: { ServerSideEncryptionConfiguration: [{ ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } }] },
      VersioningConfiguration: Match.absent(),
    });
  });

  it('denies any request not made over TLS', () => {
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Deny',
            Action: 's3:*',
            Principal: { AWS: '*' },
            Condition: { Bool: { 'aws:SecureTransport': 'false' } },
          }),
        ]),
      },
    });
  });
});
