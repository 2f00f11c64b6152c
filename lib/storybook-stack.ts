import { CfnOutput, Stack, Tags, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { Construct } from 'constructs';
import { AlarmsConstruct, type AlarmOptions } from './alarms-construct';
import { ApiConstruct } from './api-construct';
import { DataConstruct } from './data-construct';
import { EdgeConstruct, EdgeStack } from './edge-construct';
import { GuardrailConstruct } from './guardrail-construct';
import { MailConstruct, type MailOptions } from './mail-construct';
import { OpsDashboard } from './ops-dashboard';
import { packageVersion } from './project-files';
import { QueueConstruct } from './queue-construct';
import { WebhooksConstruct } from './webhooks-construct';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { ServiceFunction } from './service-function';
import type { Stage } from './stage';
import { modelStepNames, WorkflowConstruct, type WorkflowConstructProps } from './workflow-construct';

/** With `provider: 'openai'`: the server the model steps call, its models, and the secret holding its API key. */
export interface OpenAiDeployOptions {
  readonly baseUrl: string;
  /** Where pictures come from when not `baseUrl`. */
  readonly imageBaseUrl?: string;
  readonly textModel: string;
  readonly imageModel: string;
  /** A moderation model on the same server: the content policy's second opinion (OPENAI_MODERATION_MODEL). */
  readonly moderationModel?: string;
  /** A Secrets Manager secret whose text is the API key (its full ARN); none for a server that needs no key. */
  readonly apiKeySecretArn?: string;
}

/** The workflow's tunables: provider and models, page concurrency, the reaper's patience, execution logs and tracing. */
export type WorkflowOptions = Omit<WorkflowConstructProps, 'stage' | 'version' | 'table' | 'bucket' | 'queue'> & {
  readonly openai?: OpenAiDeployOptions;
  /** With provider=bedrock and no guardrail named: false deploys without the stack's own guardrail (`-c ownGuardrail=false`). */
  readonly ownGuardrail?: boolean;
};

/** PROVIDER=openai: the model steps get the server's settings, and read access to the key's one secret. */
function configureOpenAi(workflow: WorkflowConstruct, options: OpenAiDeployOptions | undefined): void {
  if (!options) return;
  for (const name of modelStepNames()) {
    const fn = workflow.steps[name];
    fn.addEnvironment('OPENAI_BASE_URL', options.baseUrl);
    if (options.imageBaseUrl) fn.addEnvironment('OPENAI_IMAGE_BASE_URL', options.imageBaseUrl);
    fn.addEnvironment('OPENAI_TEXT_MODEL', options.textModel);
    fn.addEnvironment('OPENAI_IMAGE_MODEL', options.imageModel);
    if (options.moderationModel) fn.addEnvironment('OPENAI_MODERATION_MODEL', options.moderationModel);
    if (options.apiKeySecretArn) {
      fn.addEnvironment('OPENAI_API_KEY_SECRET_ARN', options.apiKeySecretArn);
      fn.addToRolePolicy(new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [options.apiKeySecretArn] }));
    }
  }
}

export interface StorybookStackProps extends StackProps {
  readonly stage: Stage;
  /** Reported by the functions as APP_VERSION; defaults to the package version. */
  readonly version?: string;
  readonly workflow?: WorkflowOptions;
  /** The sender of mails to key owners (`-c mailFrom=… -c mailConfigurationSet=…`). */
  readonly mail?: MailOptions;
  /** Where alarms notify; without a topic ARN the stack creates its own topic. */
  readonly alarms?: AlarmOptions;
}

/** One deployable copy of the service per stage. */
export class StorybookStack extends Stack {
  readonly data: DataConstruct;
  readonly queues: QueueConstruct;
  readonly api: ApiConstruct;
  readonly workflow: WorkflowConstruct;
  /** The stack's own Bedrock Guardrail, unless one was named or the operator opted out. */
  readonly guardrail?: GuardrailConstruct;
  readonly mail: MailConstruct;
  readonly webhooks: WebhooksConstruct;
  /** Every function of the stack, by handler or step name. */
  readonly functions: Readonly<Record<string, ServiceFunction>>;
  readonly alarms: AlarmsConstruct;
  readonly dashboard: OpsDashboard;
  /** CloudFront with the web ACL of {@link EdgeStack} (us-east-1), the only way in to the API. */
  readonly edge: EdgeConstruct;

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
    // The web ACL lives in its own us-east-1 stack, deployed first (docs/decisions/edge-protection.md).
    const edgeStack = new EdgeStack(scope, `${id}-Edge`, { stage, env: { account: props.env?.account } });
    this.edge = new EdgeConstruct(this, 'Edge', { stage, httpApi: this.api.httpApi, functions: Object.values(this.api.functions), edgeStack });
    const { openai, ownGuardrail, ...workflowOptions } = props.workflow ?? {};
    // Bedrock calls go through the stack's own guardrail unless the operator names one or opts out (docs/decisions/content-policy.md).
    if (workflowOptions.provider === 'bedrock' && !workflowOptions.guardrail && ownGuardrail !== false) {
      this.guardrail = new GuardrailConstruct(this, 'Guardrail', { stage });
    }
    this.workflow = new WorkflowConstruct(this, 'Workflow', {
      ...workflowOptions,
      ...(this.guardrail && { guardrail: this.guardrail.reference }),
      stage,
      version,
      table: this.data.table,
      bucket: this.data.bucket,
      queue: this.queues.jobs,
    });
    if (workflowOptions.provider === 'openai') configureOpenAi(this.workflow, openai);

    this.mail = new MailConstruct(this, 'Mail', { ...props.mail, stage, version, table: this.data.table, bucket: this.data.bucket, queue: this.queues.jobs });

    const { dispatcher, reaper, stateMachine } = this.workflow;
    // Signed webhooks: the functions that change a book's status emit its events to the deliveries queue.
    this.webhooks = new WebhooksConstruct(this, 'Webhooks', { stage, version, table: this.data.table, bucket: this.data.bucket, jobs: this.queues.jobs });
    const { markProcessing, writePage, illustratePage, finalize, markFailed } = this.workflow.steps;
    for (const fn of [markProcessing, writePage, illustratePage, finalize, markFailed, reaper, this.api.functions.cancelStory]) {
      if (fn) this.webhooks.bindEmitter(fn, this.data.table);
    }
    this.webhooks.bindSweeper(reaper, this.data.table);
    if (this.api.functions.replayWebhookDelivery) this.webhooks.bindReplayer(this.api.functions.replayWebhookDelivery);
    const turns = this.workflow.turns;
    this.functions = {
      ...this.api.functions, ...this.workflow.steps, dispatcher, reaper, sendMail: this.mail.sendMail, deliverWebhook: this.webhooks.deliverWebhook,
      ...(turns && { awaitTurn: turns.awaitTurn, grantTurns: turns.grantTurns }),
    };
    this.alarms = new AlarmsConstruct(this, 'Alarms', {
      ...props.alarms,
      stage,
      stateMachine,
      deadLetters: this.queues.deadLetters,
      httpApi: this.api.httpApi,
      functions: this.functions,
      reaperLogs: reaper.logGroup,
      apiAccessLogs: this.api.accessLogs,
      ...(turns && { modelTurns: { kinds: this.workflow.budgetedKinds, deadlineSeconds: this.workflow.bookDeadlineSeconds } }),
    });
    this.webhooks.deadLettersAlarm.addAlarmAction(new SnsAction(this.alarms.topic));
    this.dashboard = new OpsDashboard(this, 'Dashboard', { stage, alarms: this.alarms, stateMachine });

    // Declared on the stack so their keys stay exactly these names for the admin CLI.
    // Callers use CloudFront's address: the API's own endpoint answers only requests CloudFront forwarded.
    new CfnOutput(this, 'ApiUrl', { value: `https://${this.edge.distribution.distributionDomainName}`, description: 'Base URL of the API (its CloudFront distribution)' });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'BucketName', { value: this.data.bucket.bucketName });
    new CfnOutput(this, 'QueueUrl', { value: this.queues.jobs.queueUrl });
    new CfnOutput(this, 'StateMachineArn', { value: this.workflow.stateMachine.stateMachineArn });
  }
}
