import { CfnOutput, Stack, Tags, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ApiConstruct } from './api-construct';
import { DataConstruct } from './data-construct';
import { packageVersion } from './project-files';
import { QueueConstruct } from './queue-construct';
import type { Stage } from './stage';
import { WorkflowConstruct, type WorkflowConstructProps } from './workflow-construct';

/** The workflow's tunables: provider and models, page concurrency, the reaper's patience, and later logging. */
export type WorkflowOptions = Omit<WorkflowConstructProps, 'stage' | 'version' | 'table' | 'bucket' | 'queue'>;

export interface StorybookStackProps extends StackProps {
  readonly stage: Stage;
  /** Reported by the functions as APP_VERSION; defaults to the package version. */
  readonly version?: string;
  readonly workflow?: WorkflowOptions;
}

/** One deployable copy of the service per stage. */
export class StorybookStack extends Stack {
  readonly data: DataConstruct;
  readonly queues: QueueConstruct;
  readonly api: ApiConstruct;
  readonly workflow: WorkflowConstruct;

  constructor(scope: Construct, id: string, props: StorybookStackProps) {
    super(scope, id, { description: `Storybook Generation API (${props.stage})`, ...props });
    const { stage } = props;
    const version = props.version ?? packageVersion;
    Tags.of(this).add('service', 'storybook-api');
    Tags.of(this).add('stage', stage);

    this.data = new DataConstruct(this, 'Data', { stage });
    this.queues = new QueueConstruct(this, 'Queues');
    this.api = new ApiConstruct(this, 'Api', {
      stage,
      version,
      table: this.data.table,
      bucket: this.data.bucket,
      queue: this.queues.jobs,
    });
    this.workflow = new WorkflowConstruct(this, 'Workflow', {
      ...props.workflow,
      stage,
      version,
      table: this.data.table,
      bucket: this.data.bucket,
      queue: this.queues.jobs,
    });

    // Declared on the stack so their keys stay exactly these names for the admin CLI.
    new CfnOutput(this, 'ApiUrl', { value: this.api.httpApi.apiEndpoint, description: 'Base URL of the HTTP API' });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'BucketName', { value: this.data.bucket.bucketName });
    new CfnOutput(this, 'QueueUrl', { value: this.queues.jobs.queueUrl });
    new CfnOutput(this, 'StateMachineArn', { value: this.workflow.stateMachine.stateMachineArn });
  }
}
