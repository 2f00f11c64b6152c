import { CfnOutput, Stack, Tags, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { ApiConstruct } from './api-construct';
import { DataConstruct } from './data-construct';
import { packageVersion } from './project-files';
import { QueueConstruct } from './queue-construct';
import type { Stage } from './stage';

export interface StorybookStackProps extends StackProps {
  readonly stage: Stage;
  /** Reported by the functions as APP_VERSION; defaults to the package version. */
  readonly version?: string;
}

/** One deployable copy of the service per stage. */
export class StorybookStack extends Stack {
  readonly data: DataConstruct;
  readonly queues: QueueConstruct;
  readonly api: ApiConstruct;

  constructor(scope: Construct, id: string, props: StorybookStackProps) {
    super(scope, id, { description: `Storybook Generation API (${props.stage})`, ...props });
    const { stage } = props;
    Tags.of(this).add('service', 'storybook-api');
    Tags.of(this).add('stage', stage);

    this.data = new DataConstruct(this, 'Data', { stage });
    this.queues = new QueueConstruct(this, 'Queues');
    this.api = new ApiConstruct(this, 'Api', {
      stage,
      version: props.version ?? packageVersion,
      table: this.data.table,
      bucket: this.data.bucket,
      queue: this.queues.jobs,
    });

    // Declared on the stack so their keys stay exactly these names for the admin CLI.
    new CfnOutput(this, 'ApiUrl', { value: this.api.httpApi.apiEndpoint, description: 'Base URL of the HTTP API' });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'BucketName', { value: this.data.bucket.bucketName });
    new CfnOutput(this, 'QueueUrl', { value: this.queues.jobs.queueUrl });
  }
}
