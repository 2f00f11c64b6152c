import { Validations } from 'aws-cdk-lib';
import { HttpApi, HttpMethod, HttpStage, LogGroupLogDestination, type ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import type { LogGroup } from 'aws-cdk-lib/aws-logs';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { fallbackRoute, httpRoutes, type HttpHandlerName } from '../lambdas/contract/routes';
import { bookAssets } from './data-construct';
import { pascalCase } from './construct-ids';
import { ServiceFunction, serviceEnvironment } from './service-function';
import { allowStoppingGenerationRuns, generationStateMachineArn } from './workflow-construct';
import type { Stage } from './stage';
import { stageLogGroup } from './stage-log-group';

/**
 * Concurrency kept for the API's functions in production: a burst of generation (hundreds of step invocations) can
 * never take the account's concurrency from requests, and one runaway client cannot take all of it. Not in
 * development or preview: new accounts often have too small a quota to reserve any.
 */
export const reservedConcurrency: Record<Stage, Partial<Record<HttpHandlerName, number>>> = {
  development: {},
  preview: {},
  production: { createStory: 50, getStory: 100, health: 5, fallback: 5, apiReference: 5 },
};

export interface ApiConstructProps {
  readonly stage: Stage;
  readonly version: string;
  readonly table: ITable;
  readonly bucket: IBucket;
  readonly queue: IQueue;
  /** Whole-API limit per second; defaults to {@link defaultRouteThrottle}. */
  readonly throttle?: ThrottleSettings;
}

// An outer guard well above the per-key limits the handlers enforce, so one flood cannot exhaust Lambda concurrency.
export const defaultRouteThrottle = { rateLimit: 50, burstLimit: 100 } as const satisfies ThrottleSettings;

// What each handler may touch; a new handler does not compile until its access is decided here.
const accessByHandler: Record<HttpHandlerName, (fn: ServiceFunction, data: ApiConstructProps) => void> = {
  // One metadata call to each engine: DescribeTable, HeadBucket (s3:ListBucket), GetQueueAttributes.
  health: (fn, { table, bucket, queue }) => fn.allowHealthChecks(table, bucket, queue),
  fallback: () => {},
  // Serves the document and Swagger UI's files from its own bundle: touches nothing.
  apiReference: () => {},
  // Key read, rate counter, and one transaction (idempotency, credits, daily counter, book, task), then the job.
  // Key items are only read and updated here (where the key is used from, an abuse revocation): a handler that
  // could put KEY# items could mint itself a key.
  createStory: (fn, { table, queue }) => {
    fn.allowTable(table, { partitions: ['KEY#', 'USER#', 'BOOK#'] }, 'GetItem', 'UpdateItem');
    fn.allowTable(table, { partitions: ['USER#', 'BOOK#'] }, 'PutItem', 'ConditionCheckItem');
    // Only a released acceptance's idempotency record is ever deleted.
    fn.allowTable(table, { partitions: ['USER#'] }, 'DeleteItem');
    fn.allowSendMessage(queue);
  },
  // Key read, one Query on the book's partition, and image URLs signed at read time; the key's own read counter
  // and where it is used from (KEY#), and an abuse revocation's audit event and mail (USER#).
  getStory: (fn, { table, bucket }) => {
    fn.allowTable(table, { partitions: ['KEY#'] }, 'GetItem', 'UpdateItem');
    fn.allowTable(table, { partitions: ['BOOK#'] }, 'Query');
    fn.allowTable(table, { partitions: ['USER#'] }, 'PutItem');
    fn.allowGetObject(bucket, bookAssets);
  },
  // The library: the key's read counter and where it is used from (KEY#), an abuse revocation's event and mail (USER#),
  // one Query on the owner index (USER#), each listed book's latest task (BOOK#), cover and file URLs signed.
  listStories: (fn, { table, bucket }) => {
    fn.allowTable(table, { partitions: ['KEY#', 'BOOK#'] }, 'GetItem');
    fn.allowTable(table, { partitions: ['KEY#'] }, 'UpdateItem');
    fn.allowTable(table, { partitions: ['USER#'] }, 'PutItem');
    fn.allowIndexQuery(table, 'byOwner', { partitions: ['USER#'] });
    fn.allowGetObject(bucket, bookAssets);
  },
  // Usage: as the library for the key, then the user's credit, minute and day rows read (USER#).
  getUsage: (fn, { table }) => {
    fn.allowTable(table, { partitions: ['KEY#', 'USER#'] }, 'GetItem');
    fn.allowTable(table, { partitions: ['KEY#'] }, 'UpdateItem');
    fn.allowTable(table, { partitions: ['USER#'] }, 'PutItem');
  },
  // The key's checks as for a create (KEY#; USER#: the minute counter, an abuse event and its mail), one Query on the
  // book's partition, the task ended with its refund (BOOK#, USER#) as markFailed ends it, the run stopped, URLs signed.
  cancelStory: (fn, { table, bucket, stage }) => {
    fn.allowTable(table, { partitions: ['KEY#'] }, 'GetItem');
    fn.allowTable(table, { partitions: ['KEY#', 'USER#', 'BOOK#'] }, 'UpdateItem');
    fn.allowTable(table, { partitions: ['USER#'] }, 'PutItem');
    fn.allowTable(table, { partitions: ['BOOK#'] }, 'Query');
    fn.allowGetObject(bucket, bookAssets);
    fn.addEnvironment('STATE_MACHINE_ARN', generationStateMachineArn(fn, stage));
    allowStoppingGenerationRuns(fn, stage, 'The cancel');
  },
  // The key read (KEY#; an abuse revocation updates it, and writes its event and mail to USER#), then the owner's
  // webhook secret in the owner's partition, made on first use.
  webhookSecret: (fn, { table }) => {
    fn.allowTable(table, { partitions: ['KEY#', 'USER#'] }, 'GetItem');
    fn.allowTable(table, { partitions: ['KEY#'] }, 'UpdateItem');
    fn.allowTable(table, { partitions: ['USER#'] }, 'PutItem');
  },
  // The key's checks as for the library (KEY#; USER#: an abuse event and its mail), then one Query on the owner's
  // delivery log (USER#<id> / DELIVERY#…).
  listWebhookDeliveries: (fn, { table }) => {
    fn.allowTable(table, { partitions: ['KEY#'] }, 'GetItem', 'UpdateItem');
    fn.allowTable(table, { partitions: ['USER#'] }, 'PutItem', 'Query');
  },
  // The key's checks as for a write (KEY#; USER#: the minute counter, an abuse event and its mail), the attempt read
  // from the owner's log (USER#); the deliveries queue is granted by the webhooks construct (bindReplayer).
  replayWebhookDelivery: (fn, { table }) => {
    fn.allowTable(table, { partitions: ['KEY#', 'USER#'] }, 'GetItem');
    fn.allowTable(table, { partitions: ['KEY#', 'USER#'] }, 'UpdateItem');
    fn.allowTable(table, { partitions: ['USER#'] }, 'PutItem');
  },
};

/** The HTTP API, built from the route table: one function per handler, the fallback on `$default`. */
export class ApiConstruct extends Construct {
  readonly httpApi: HttpApi;
  readonly defaultStage: HttpStage;
  readonly accessLogs: LogGroup;
  readonly functions: Partial<Record<HttpHandlerName, ServiceFunction>> = {};
  private readonly integrations = new Map<HttpHandlerName, HttpLambdaIntegration>();

  constructor(scope: Construct, id: string, private readonly props: ApiConstructProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `storybook-${props.stage}`,
      description: `Storybook Generation API (${props.stage})`,
      // Anything no route matches gets the API's own 404/405 envelope instead of the gateway's bare 404.
      defaultIntegration: this.integrationFor(fallbackRoute.handler),
      // Created below, so it can carry access logs and throttling.
      createDefaultStage: false,
    });

    this.accessLogs = stageLogGroup(this, 'AccessLogs', props.stage);
    this.defaultStage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: props.throttle ?? defaultRouteThrottle,
      // The default format: request id, caller IP, route, status, length; no headers, so no API keys.
      accessLogSettings: { destination: new LogGroupLogDestination(this.accessLogs) },
    });

    for (const route of httpRoutes) {
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration: this.integrationFor(route.handler),
      });
    }

    Validations.of(this.httpApi).acknowledge({
      id: 'AwsSolutions-APIG4',
      reason:
        'Every route checks the API key in its handler: the spec requires its own JSON error envelope and distinct 401 (missing or unknown key) and 403 (revoked key or plan) codes, which a gateway authorizer cannot produce; unmatched paths must reach the fallback for the 404/405 envelope.',
    });
  }

  // One function and one integration per handler, however many routes share it.
  private integrationFor(handler: HttpHandlerName): HttpLambdaIntegration {
    const existing = this.integrations.get(handler);
    if (existing) return existing;

    const { stage, version, table, bucket, queue } = this.props;
    const environment = serviceEnvironment({ stage, version, table, bucket, queue });
    const name = pascalCase(handler);
    const fn = new ServiceFunction(this, `${name}Function`, {
      stage,
      name: handler,
      environment,
      reservedConcurrentExecutions: reservedConcurrency[stage][handler],
      description: `Storybook API ${handler} (${stage})`,
    });
    accessByHandler[handler](fn, this.props);
    this.functions[handler] = fn;

    const integration = new HttpLambdaIntegration(`${name}Integration`, fn);
    this.integrations.set(handler, integration);
    return integration;
  }
}
