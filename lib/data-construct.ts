import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { BlockPublicAccess, Bucket, BucketEncryption } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { tableKeys } from '../lambdas/contract/table-layout';
import type { Stage } from './stage';

/** Book assets (plans, pages) live under this prefix; functions may touch nothing else in the bucket. */
export const bookAssets = 'books/*';

export interface DataConstructProps {
  readonly stage: Stage;
}

/** The service's state: one DynamoDB table and one private bucket for generated images. */
export class DataConstruct extends Construct {
  readonly table: Table;
  readonly bucket: Bucket;
  /** Where S3 writes the asset bucket's access logs. */
  readonly accessLogBucket: Bucket;

  constructor(scope: Construct, id: string, { stage }: DataConstructProps) {
    super(scope, id);
    const production = stage === 'production';
    // Production data outlives the stack; the other stages are disposable.
    const removalPolicy = production ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;

    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableKeys.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableKeys.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableKeys.ttlAttribute,
      deletionProtection: production,
      removalPolicy,
    });
    // The owner's library lists whole books, so the index carries every attribute.
    this.table.addGlobalSecondaryIndex({
      indexName: tableKeys.ownerIndex.name,
      partitionKey: { name: tableKeys.ownerIndex.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableKeys.ownerIndex.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });
    // Sparse index of jobs still in flight, by last heartbeat; the reaper reads whole tasks from it.
    this.table.addGlobalSecondaryIndex({
      indexName: tableKeys.activityIndex.name,
      partitionKey: { name: tableKeys.activityIndex.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableKeys.activityIndex.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });

    // Who read or wrote which object, as S3 records it (server access logs), kept 90 days.
    this.accessLogBucket = new Bucket(this, 'AssetAccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      // S3 delivers access logs only to buckets encrypted with S3-managed keys.
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      lifecycleRules: [{ expiration: Duration.days(90) }],
      removalPolicy,
      autoDeleteObjects: stage === 'development',
    });
    Validations.of(this.accessLogBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket of the asset bucket; logging it into itself (or a third bucket) records only the log delivery.',
    });

    // Images are only ever reached through URLs signed at read time.
    this.bucket = new Bucket(this, 'AssetBucket', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      encryption: BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      versioned: false,
      removalPolicy,
      // Emptying a bucket on delete is only safe where nothing in it matters.
      autoDeleteObjects: stage === 'development',
      serverAccessLogsBucket: this.accessLogBucket,
      serverAccessLogsPrefix: 'assets/',
    });
  }
}
