import { dirname, relative } from 'node:path';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { type BundlingOptions, NodejsFunction, type OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import type { z } from 'zod';
import { activePartition, mailQueuePartition, partitionPrefixes, type PartitionPrefix, webhookQueuePartition } from '../lambdas/adapters/dynamodb/item-keys';
import type { configSchema, ProviderName } from '../lambdas/contract/config';
import { tableKeys } from '../lambdas/contract/table-layout';
import { functionEntries, type FunctionName } from '../lambdas/contract/functions';
import { bundleAliases, bundleDefines, filesBesideBundle, functionBundling } from './bundling';
import { nagAttribute } from './nag-references';
import { fromProjectRoot, projectRoot } from './project-files';
import { stageLogGroup } from './stage-log-group';
import { modelResources } from '../lambdas/adapters/ai/bedrock-models';
import type { Stage } from './stage';

// The variables every function's config parser requires; a renamed key in config.ts breaks this at compile time.
export type ServiceEnvironment = Required<Pick<z.input<typeof configSchema>, 'STAGE' | 'APP_VERSION' | 'TABLE_NAME' | 'BUCKET_NAME' | 'QUEUE_URL'>>;

/** Those variables for one stage's table, bucket and jobs queue. */
export function serviceEnvironment(where: { stage: Stage; version: string; table: ITable; bucket: IBucket; queue: IQueue }): ServiceEnvironment {
  return { STAGE: where.stage, APP_VERSION: where.version, TABLE_NAME: where.table.tableName, BUCKET_NAME: where.bucket.bucketName, QUEUE_URL: where.queue.queueUrl };
}

/** Item-level DynamoDB actions a function may be allowed; a transaction needs each of its items' actions. */
export type TableAction = 'GetItem' | 'PutItem' | 'UpdateItem' | 'DeleteItem' | 'ConditionCheckItem' | 'Query';

/** At least one: a grant naming no partition or no action does not compile. */
export type OneOrMore<T> = readonly [T, ...T[]];

/** The table partitions a grant reaches, by the prefix of their partition key (item-keys.ts). */
export interface TablePartitions {
  readonly partitions: OneOrMore<PartitionPrefix>;
}

/** What each index's partition key holds: the owner's partition (gsi1pk), or one of the activity partitions (gsi2pk). */
export interface IndexPartition {
  [tableKeys.ownerIndex.name]: typeof partitionPrefixes.user;
  [tableKeys.activityIndex.name]: typeof activePartition | typeof mailQueuePartition | typeof webhookQueuePartition;
}
export type IndexName = keyof IndexPartition;
type Partition = PartitionPrefix | IndexPartition[IndexName];

const prefixes = new Set<string>(Object.values(partitionPrefixes));

/** The `dynamodb:LeadingKeys` pattern of a partition: a prefix covers every key that starts with it, a constant only itself. */
export const leadingKeysPattern = (partition: Partition): string =>
  prefixes.has(partition) ? `${partition}*` : partition;

/**
 * How every function is bundled (lib/bundling.ts), in NodejsFunction's terms: one ESM file for Node 22, everything
 * inside, and the files the function reads beside it copied into the asset once esbuild is done.
 */
export function cdkBundling(name: FunctionName, provider: ProviderName): BundlingOptions {
  const { format, target, mainFields, banner, minify, charset, sourcemap, sourcesContent } = functionBundling;
  const besideBundle = filesBesideBundle(name, provider);
  return {
    format: format as OutputFormat,
    target,
    mainFields: [...mainFields],
    banner,
    minify,
    sourceMap: sourcemap,
    sourcesContent,
    define: bundleDefines(provider),
    // NodejsFunction passes neither a charset nor aliases to esbuild itself: they go as arguments.
    esbuildArgs: { '--charset': charset, ...Object.fromEntries(Object.entries(bundleAliases()).map(([module, path]) => [`--alias:${module}`, path])) },
    // Functions call AWS through lambdas/adapters/aws; an SDK import, should one come back, ships the tested version.
    bundleAwsSDK: true,
    ...(besideBundle.length > 0
      ? {
        commandHooks: {
          beforeBundling: () => [],
          beforeInstall: () => [],
          // From the project as the bundler sees it (the same folder locally, a mount in a container).
          afterBundling: (inputDir: string, outputDir: string) =>
            besideBundle.flatMap((file) => [
              ...(file.name.includes('/') ? [`mkdir -p ${shellQuoted(`${outputDir}/${dirname(file.name)}`)}`] : []),
              `cp ${shellQuoted(`${inputDir}/${relative(projectRoot, file.source)}`)} ${shellQuoted(`${outputDir}/${file.name}`)}`,
            ]),
        },
      }
      : {}),
  };
}

// The hooks' commands run in a shell; a path with a space or a quote stays one argument.
const shellQuoted = (path: string) => `'${path.replaceAll("'", "'\\''")}'`;

export interface ServiceFunctionProps {
  readonly stage: Stage;
  /** Which function of the contract this is; its entry module comes from `functionEntries`. */
  readonly name: FunctionName;
  /** The deployment's model provider: the bundle carries only its code. Functions that load no model may omit it. */
  readonly provider?: ProviderName;
  readonly environment: Record<string, string>;
  readonly description?: string;
  readonly memorySize?: number;
  readonly timeout?: Duration;
  /** Concurrency kept for this function alone (and the most it may use). */
  readonly reservedConcurrentExecutions?: number;
}

/**
 * A Lambda function with the service's defaults: Node 22 on ARM, ESM bundle with source maps,
 * its own log group, and no permissions until one of the `allow*` methods grants them.
 */
export class ServiceFunction extends NodejsFunction {
  /** The function's name in the contract: the local runtime runs the same function by it. */
  readonly serviceName: FunctionName;
  /** Its entry module, relative to the repository root. */
  readonly entry: string;
  /** The model provider the bundle was built for. */
  readonly bundledProvider: ProviderName;

  constructor(scope: Construct, id: string, props: ServiceFunctionProps) {
    super(scope, id, {
      entry: fromProjectRoot(functionEntries[props.name]),
      projectRoot,
      depsLockFilePath: fromProjectRoot('package-lock.json'),
      handler: 'handler',
      description: props.description,
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 512,
      timeout: props.timeout ?? Duration.seconds(10),
      ...(props.reservedConcurrentExecutions !== undefined && { reservedConcurrentExecutions: props.reservedConcurrentExecutions }),
      environment: {
        // Stack traces point at the TypeScript sources instead of the minified bundle.
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      logGroup: stageLogGroup(scope, `${id}Logs`, props.stage),
      bundling: cdkBundling(props.name, props.provider ?? 'offline'),
      // X-Ray segments per invocation, joined to the state machine's trace for workflow steps.
      tracing: Tracing.ACTIVE,
    });
    this.serviceName = props.name;
    this.entry = functionEntries[props.name];
    this.bundledProvider = props.provider ?? 'offline';
    Validations.of(this).acknowledge(
      {
        id: 'AwsSolutions-L1',
        reason: 'Node.js 22 is the runtime the handlers are built and tested for (esbuild target node22); moving to a newer runtime is a deliberate upgrade, not a drift fix.',
      },
      {
        id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        reason: 'AWSLambdaBasicExecutionRole only lets the function create log streams and put log events; every other permission is an explicit statement on a named resource.',
      },
      {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'Active tracing adds xray:PutTraceSegments and xray:PutTelemetryRecords, which accept no resource-level permissions.',
      },
    );
  }

  /**
   * Allows the named item actions on the table itself (not its indexes), only on items whose partition key starts
   * with one of the named prefixes. IAM checks each item of a transaction as its own action, and a Query by the
   * partition it reads.
   */
  allowTable(table: ITable, access: TablePartitions, ...actions: OneOrMore<TableAction>): void {
    this.allowItems(table.tableArn, access.partitions, actions);
  }

  /** GET /v1/health's checks: the table's, bucket's and queue's metadata, no item, object or message. */
  allowHealthChecks(table: ITable, bucket: IBucket, queue: IQueue): void {
    this.addToRolePolicy(new PolicyStatement({ actions: ['dynamodb:DescribeTable'], resources: [table.tableArn] }));
    this.addToRolePolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [bucket.bucketArn] }));
    this.addToRolePolicy(new PolicyStatement({ actions: ['sqs:GetQueueAttributes'], resources: [queue.queueArn] }));
  }

  allowSendMessage(queue: IQueue): void {
    this.addToRolePolicy(new PolicyStatement({ actions: ['sqs:SendMessage'], resources: [queue.queueArn] }));
  }

  /** Query on one named index only, on the named partitions of it; the table itself needs `allowTable`. */
  allowIndexQuery<I extends IndexName>(table: ITable, indexName: I, access: { readonly partitions: OneOrMore<IndexPartition[I]> }): void {
    this.allowItems(`${table.tableArn}/index/${indexName}`, access.partitions, ['Query']);
  }

  private allowItems(resource: string, partitions: OneOrMore<Partition>, actions: OneOrMore<TableAction>): void {
    this.addToRolePolicy(
      new PolicyStatement({
        actions: actions.map((a) => `dynamodb:${a}`),
        resources: [resource],
        conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': partitions.map(leadingKeysPattern) } },
      }),
    );
  }

  /** Read access to the bucket's objects, which is what signing a GET URL for them requires. */
  allowGetObject(bucket: IBucket, keyPattern: string): void {
    this.addToRolePolicy(new PolicyStatement({ actions: ['s3:GetObject'], resources: [bucket.arnForObjects(keyPattern)] }));
    this.acknowledgeKeyPattern(bucket, keyPattern);
  }

  allowPutObject(bucket: IBucket, keyPattern: string): void {
    this.addToRolePolicy(new PolicyStatement({ actions: ['s3:PutObject'], resources: [bucket.arnForObjects(keyPattern)] }));
    this.acknowledgeKeyPattern(bucket, keyPattern);
  }

  // Object keys carry the book id, known only at run time, so a grant can name a prefix but not the objects.
  private acknowledgeKeyPattern(bucket: IBucket, keyPattern: string): void {
    if (!keyPattern.includes('*')) return;
    Validations.of(this).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagAttribute(bucket)}/${keyPattern}]`,
      reason: `Objects are keyed by book id (${keyPattern}), created at run time; the grant is one action on that prefix of this bucket only.`,
    });
  }

  /**
   * `bedrock:InvokeModel` (Converse needs it too) on one model in whichever form its id takes: a bare id, a
   * cross-Region inference profile (id or ARN) or an application inference profile (with the model it was made from).
   */
  allowInvokeModel(modelId: string, source?: string): void {
    const stack = Stack.of(this);
    const { resources, regionless } = modelResources(modelId, { partition: stack.partition, account: stack.account, region: stack.region }, source);
    this.addToRolePolicy(new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources }));
    if (regionless.length > 0) {
      // A global profile may run the model in any commercial Region: AWS documents the Region-less ARN with this condition.
      this.addToRolePolicy(new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: regionless, conditions: { StringEquals: { 'aws:RequestedRegion': 'unspecified' } } }));
    }
  }

  /** One Bedrock Guardrail, by id (in this stack's account and region) or ARN, applied to the model calls. */
  allowApplyGuardrail(guardrailId: string): void {
    const resource = guardrailId.startsWith('arn:')
      ? guardrailId
      : Stack.of(this).formatArn({ service: 'bedrock', resource: 'guardrail', resourceName: guardrailId });
    this.addToRolePolicy(new PolicyStatement({ actions: ['bedrock:ApplyGuardrail'], resources: [resource] }));
  }
}
