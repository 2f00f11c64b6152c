import { Annotations, ArnFormat, Duration, Stack, Token, Validations } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { PAGE_COUNT_MAX } from '../lambdas/core/schemas';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import {
  Chain,
  Choice,
  Condition,
  DefinitionBody,
  Errors,
  Fail,
  IntegrationPattern,
  JitterType,
  JsonPath,
  LogLevel,
  type LogOptions,
  Map as MapState,
  type RetryProps,
  StateMachine,
  StateMachineType,
  Succeed,
  TaskInput,
  type TaskStateBase,
  Timeout,
} from 'aws-cdk-lib/aws-stepfunctions';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { LambdaInvoke } from 'aws-cdk-lib/aws-stepfunctions-tasks';
import { Construct } from 'constructs';
import type { z } from 'zod';
import { tableKeys } from '../lambdas/contract/table-layout';
import { configSchema } from '../lambdas/contract/config';
import { drawsFromReference } from '../lambdas/adapters/ai/bedrock-image-families';
import { invocationProblem, type BedrockModelKind } from '../lambdas/adapters/ai/bedrock-models';
import { DeployOptionsError } from './deploy-options';
import { limitedKinds, parseModelRates, type ModelKind } from '../lambdas/core/model-rates';
import { ProviderThrottledError } from '../lambdas/ports/provider-errors';
import {
  coverFirstStates,
  keeperTimeoutSeconds,
  turnStates,
  taskAlreadyEndedErrorName,
  dependencyErrorNames,
  providerErrorNames,
  workflowSteps,
  type WorkflowStepName,
} from '../lambdas/contract/workflow-steps';
import { bookAssets } from './data-construct';
import { dispatcherTimeout } from './queue-construct';
import { pascalCase } from './construct-ids';
import { ServiceFunction, serviceEnvironment } from './service-function';
import { nagArnPrefix, nagAttribute } from './nag-references';
import type { Stage } from './stage';
import { stageLogGroup } from './stage-log-group';

type ProviderName = z.output<typeof configSchema>['provider']['name'];

export interface WorkflowConstructProps {
  readonly stage: Stage;
  readonly version: string;
  readonly table: ITable;
  readonly bucket: IBucket;
  /** The jobs queue the dispatcher consumes. */
  readonly queue: IQueue;
  /** Who writes and draws; defaults to what config.ts defaults to (`offline`). */
  readonly provider?: ProviderName;
  readonly textModelId?: string;
  readonly imageModelId?: string;
  /** With an application inference profile as the model id: the model or system profile it was created from. */
  readonly textModelSource?: string;
  readonly imageModelSource?: string;
  /** With `provider: 'bedrock'`: a Bedrock Guardrail applied to every model call (`-c guardrailId=… -c guardrailVersion=…`). */
  readonly guardrail?: { readonly id: string; readonly version: string };
  /**
   * Draw the cover before the pages and give it to every page's picture as a reference, so the hero keeps its look.
   * Defaults to whether the image model draws from a picture (Bedrock Nova Canvas, SD3.5 Large, Stable Image Ultra);
   * costs the book one picture's time, since the pages wait for the cover.
   */
  readonly coverFirst?: boolean;
  /**
   * Calls a second that every book together may make to each model kind, e.g. `image:4/s,text:20/s`
   * (`-c modelBudget=…`): each such call then waits for its turn (core/model-turns.ts). None by default.
   */
  readonly modelBudget?: string;
  /** How long a book may wait for model turns before it fails and its credits return (`-c bookDeadlineMinutes=…`). */
  readonly bookDeadline?: Duration;
  /** Pages written and illustrated at once per book. */
  readonly maxConcurrency?: number;
  /** A job whose task has not moved for this long is ended by the reaper. */
  readonly stuckAfter?: Duration;
  /** Execution logs; defaults to every event, with execution data, to a log group of the stage. */
  readonly logs?: LogOptions;
  /** X-Ray tracing of executions; on unless set to false. */
  readonly tracingEnabled?: boolean;
}

/** Names of the states that are not workflow steps; the step names come from the contract. */
export const workflowStateNames = {
  pages: 'Pages',
  done: 'Done',
  alreadyEnded: 'AlreadyEnded',
  failed: 'GenerationFailed',
  filesMade: 'FilesMade',
} as const;

/** Where MakeBookFiles' Catch keeps its error when the book completes without its files. */
const filesErrorPath = '$.filesError';

// Every page of the largest book at once: a 15-page book then takes about as long as one page (see npm run bench).
export const defaultMaxConcurrency = PAGE_COUNT_MAX;

/** Lambda's own hiccups, as the Step Functions console suggests retrying them. */
export const lambdaServiceErrors = [
  'Lambda.ServiceException',
  'Lambda.AWSLambdaException',
  'Lambda.SdkClientException',
  'Lambda.TooManyRequestsException',
] as const;

/** A turn keeper runs while turns wait, and hands over to a fresh invocation 10 s before this. */
export const keeperTimeout = Duration.seconds(keeperTimeoutSeconds);

/**
 * A step's invocation that crashed or was never answered: Step Functions reports a function's unhandled end (killed,
 * out of memory, timed out) as `Lambda.Unknown` (docs: "Handle Lambda service exceptions"); Lambda itself names a
 * timeout `Sandbox.Timedout` and a runtime that died `Runtime.ExitError`; `States.Timeout` is the Task's own
 * TimeoutSeconds passing. Every step is safe to repeat (core/generation.ts), so each is tried again.
 */
export const crashedStepErrors = ['Lambda.Unknown', 'Sandbox.Timedout', 'Runtime.ExitError', Errors.TIMEOUT] as const;

/** A crashed step is tried three more times (3 s, ×2, full jitter): a step that crashes every time is a bug, not luck. */
export const crashRetry: RetryProps = {
  errors: [...crashedStepErrors],
  interval: Duration.seconds(3),
  backoffRate: 2,
  maxAttempts: 3,
  maxDelay: Duration.seconds(30),
  jitterStrategy: JitterType.FULL,
};

/**
 * A Task waits this long past its function's timeout before it calls the invocation lost (States.Timeout): Lambda
 * ends an invocation at its timeout, so this only ends one whose answer never came (and a local burst's queue).
 */
export const taskTimeoutMargin = Duration.minutes(2);

/** Every Lambda task retries service hiccups and the providers' transient errors with jittered backoff. */
export const transientRetry: RetryProps = {
  errors: [...lambdaServiceErrors, ...providerErrorNames],
  interval: Duration.seconds(2),
  backoffRate: 2,
  maxAttempts: 5,
  maxDelay: Duration.seconds(30),
  jitterStrategy: JitterType.FULL,
};

/**
 * A dependency of the service itself down (DynamoDB, S3, Step Functions): waited out, 3 + 6 + 12 + 24 + 30 + 30 =
 * 105 s across six retries. No jitter, so the wait is guaranteed; the steps of one book are few enough not to stampede.
 */
export const dependencyOutageRetry: RetryProps = {
  errors: [...dependencyErrorNames],
  interval: Duration.seconds(3),
  backoffRate: 2,
  maxAttempts: 6,
  maxDelay: Duration.seconds(30),
  jitterStrategy: JitterType.NONE,
};

/**
 * MarkFailed refunds credits, so it must run: twice the attempts on the same errors, then anything else
 * (a bug, a timeout) is still retried for several minutes before the execution gives up.
 */
export const markFailedRetries: readonly RetryProps[] = [
  { ...transientRetry, maxAttempts: 10 },
  { ...dependencyOutageRetry, maxAttempts: 10 },
  // A crash, a timeout, a bug: anything else.
  {
    errors: [Errors.ALL],
    interval: Duration.seconds(5),
    backoffRate: 2,
    maxAttempts: 8,
    maxDelay: Duration.seconds(60),
    jitterStrategy: JitterType.FULL,
  },
];

/**
 * A book whose files could not be made is completed (every page exists) and MakeBookFilesAgain tries again for
 * about 17 minutes: 30 + 60 + 120 + 240 + 300 + 300 s between attempts, whatever the error.
 */
export const remakeFilesRetry: RetryProps = {
  errors: [Errors.ALL],
  interval: Duration.seconds(30),
  backoffRate: 2,
  maxAttempts: 6,
  maxDelay: Duration.minutes(5),
  jitterStrategy: JitterType.NONE,
};

/** MakeBookFiles run again once the book completed without its files (its Catch records the error at `$.filesError`). */
export const remakeFilesState = 'MakeBookFilesAgain';

/**
 * The longest a task can take before its retries give up: every attempt runs its whole TimeoutSeconds and every
 * retry waits its longest (full jitter waits at most the computed interval).
 */
export function worstCaseTaskSeconds(timeoutSeconds: number, retries: readonly RetryProps[]): number {
  let total = timeoutSeconds;
  for (const retry of retries) {
    const interval = retry.interval?.toSeconds() ?? 1;
    const cap = retry.maxDelay?.toSeconds() ?? Number.POSITIVE_INFINITY;
    for (let attempt = 0; attempt < (retry.maxAttempts ?? 3); attempt++) total += timeoutSeconds + Math.min(cap, interval * (retry.backoffRate ?? 2) ** attempt);
  }
  return total;
}

// Defaults come from the config schema so the stack and an unconfigured handler agree.
/** Set only by the local stack's synth (local/step-functions): its Region is the local engines', not Bedrock's. */
export const localModelsContextKey = 'storybook:local-models';

/**
 * Refuses at synth a model the stack's Region cannot call as configured (supported-model table,
 * lambdas/adapters/ai/bedrock-models.ts). An environment-agnostic stack has no Region to check against: a warning says so.
 */
function refuseUncallableModels(stack: Stack, models: ReadonlyArray<readonly [BedrockModelKind, string, string | undefined]>): void {
  if (stack.node.tryGetContext(localModelsContextKey) === true) return;
  if (Token.isUnresolved(stack.region)) {
    Annotations.of(stack).addWarningV2('storybook:bedrock-region', 'The stack has no Region (no CDK_DEFAULT_REGION): the Bedrock models were not checked against one; deploy with credentials for a Region.');
    return;
  }
  const problems = models.flatMap(([kind, id, source]) => {
    const problem = invocationProblem(id, stack.region, kind, source);
    return problem ? [`${kind}ModelId ${id}: ${problem}`] : [];
  });
  if (problems.length > 0) throw new DeployOptionsError(`Bedrock models that ${stack.region} cannot call:\n- ${problems.join('\n- ')}`);
}

const configDefault = <K extends keyof typeof configSchema.in.shape>(key: K) =>
  configSchema.in.shape[key].parse(undefined) as z.output<(typeof configSchema.in.shape)[K]>;

// The variables the handlers' config parser reads; a renamed key in config.ts breaks this at compile time.
type WorkflowEnvironment = Required<
  Pick<
    z.input<typeof configSchema>,
    'STAGE' | 'APP_VERSION' | 'TABLE_NAME' | 'BUCKET_NAME' | 'QUEUE_URL' | 'PROVIDER' | 'TEXT_MODEL_ID' | 'IMAGE_MODEL_ID'
  >
>;

interface StepSettings {
  readonly timeout: Duration;
  readonly memorySize: number;
  /** Calls the story or image model. */
  readonly usesModels: boolean;
  readonly grant: (fn: ServiceFunction, data: { table: ITable; bucket: IBucket }) => void;
}

/** The steps that call the story or image model (what a provider's settings and grants go to). */
export const modelStepNames = (): WorkflowStepName[] => (Object.keys(stepSettings) as WorkflowStepName[]).filter((name) => stepSettings[name].usesModels);

// What each step may touch; a new step does not compile until its access is decided here.
const stepSettings: Record<WorkflowStepName, StepSettings> = {
  markProcessing: {
    timeout: Duration.seconds(15),
    memorySize: 512,
    usesModels: false,
    grant: (fn, { table }) => fn.allowTable(table, { partitions: ['BOOK#'] }, 'GetItem', 'UpdateItem'),
  },
  planStory: {
    timeout: Duration.seconds(60),
    memorySize: 1024,
    usesModels: true,
    grant: (fn, { table, bucket }) => {
      fn.allowTable(table, { partitions: ['BOOK#'] }, 'GetItem', 'UpdateItem');
      fn.allowPutObject(bucket, bookAssets);
    },
  },
  // Page steps read their brief and plan from S3 and write the page and the task's step in one transaction.
  writePage: {
    timeout: Duration.seconds(60),
    memorySize: 1024,
    usesModels: true,
    grant: (fn, { table, bucket }) => {
      fn.allowTable(table, { partitions: ['BOOK#'] }, 'UpdateItem');
      fn.allowGetObject(bucket, bookAssets);
    },
  },
  illustratePage: {
    timeout: Duration.seconds(60),
    memorySize: 1024,
    usesModels: true,
    grant: (fn, { table, bucket }) => {
      fn.allowTable(table, { partitions: ['BOOK#'] }, 'UpdateItem');
      fn.allowGetObject(bucket, bookAssets);
      fn.allowPutObject(bucket, bookAssets);
    },
  },
  // Reads the finished pages and their pictures, writes the PDF and the reader page beside them.
  makeBookFiles: {
    timeout: Duration.seconds(60),
    memorySize: 1024,
    usesModels: false,
    grant: (fn, { table, bucket }) => {
      fn.allowTable(table, { partitions: ['BOOK#'] }, 'Query', 'UpdateItem');
      fn.allowGetObject(bucket, bookAssets);
      fn.allowPutObject(bucket, bookAssets);
    },
  },
  finalize: {
    timeout: Duration.seconds(15),
    memorySize: 512,
    usesModels: false,
    grant: (fn, { table }) => fn.allowTable(table, { partitions: ['BOOK#'] }, 'Query', 'UpdateItem', 'ConditionCheckItem'),
  },
  // The refund is one TransactWriteItems of UpdateItems: the task in the book's partition, the credits in the user's.
  markFailed: {
    timeout: Duration.seconds(15),
    memorySize: 512,
    usesModels: false,
    grant: (fn, { table }) => {
      fn.allowTable(table, { partitions: ['BOOK#'] }, 'Query');
      fn.allowTable(table, { partitions: ['BOOK#', 'USER#'] }, 'UpdateItem');
    },
  },
};

/** The generation state machine's name in a stage (its ARN's last part). */
export const generationStateMachineName = (stage: Stage) => `storybook-${stage}-generation`;

/** The generation state machine's ARN, built from its name, for a function made before the state machine. */
export function generationStateMachineArn(scope: Construct, stage: Stage): string {
  return Stack.of(scope).formatArn({ service: 'states', resource: 'stateMachine', resourceName: generationStateMachineName(stage), arnFormat: ArnFormat.COLON_RESOURCE_NAME });
}

/** Lets `fn` stop this stage's generation runs (the reaper, the owner's cancel): their names are task ids, so the grant names the state machine. */
export function allowStoppingGenerationRuns(fn: ServiceFunction, stage: Stage, who: string): void {
  const stateMachineName = generationStateMachineName(stage);
  const executions = Stack.of(fn).formatArn({
    service: 'states',
    resource: 'execution',
    resourceName: `${stateMachineName}:*`,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
  fn.addToRolePolicy(new PolicyStatement({ actions: ['states:StopExecution'], resources: [executions] }));
  Validations.of(fn).acknowledge({
    id: `AwsSolutions-IAM5[Resource::${nagArnPrefix(fn, 'states')}execution:${stateMachineName}:*]`,
    reason: `${who} stops executions of this one state machine; their names are task ids created at run time.`,
  });
}

/**
 * The generation workflow: one function per step, the Standard state machine that runs them, the dispatcher
 * that starts it from the jobs queue, and the reaper that ends jobs that stopped moving.
 */
export class WorkflowConstruct extends Construct {
  readonly stateMachine: StateMachine;
  readonly steps = {} as Record<WorkflowStepName, ServiceFunction>;
  readonly dispatcher: ServiceFunction;
  readonly reaper: ServiceFunction;
  /** Whether the cover is drawn before the pages and passed to them (see WorkflowConstructProps.coverFirst). */
  readonly coverFirst: boolean;
  /** With a model budget: AwaitTurn's function, the turn keeper, and the queue that starts keepers. */
  readonly turns?: { readonly awaitTurn: ServiceFunction; readonly grantTurns: ServiceFunction; readonly keepers: Queue };
  /** The model kinds whose calls wait for turns. */
  readonly budgetedKinds: readonly ModelKind[];
  private readonly bookDeadline: Duration;
  /**
   * The execution's TimeoutSeconds: the sum of its states' worst cases for the largest book (see executionTimeoutFor),
   * so it never ends a run before the states' own limits do and every failure still passes through MarkFailed.
   */
  readonly executionTimeout: Duration;
  /** How long a book may wait for model turns (BOOK_DEADLINE_SECONDS). */
  get bookDeadlineSeconds(): number {
    return this.bookDeadline.toSeconds();
  }

  private readonly environment: WorkflowEnvironment;

  constructor(scope: Construct, id: string, private readonly props: WorkflowConstructProps) {
    super(scope, id);
    const { stage, version, table, bucket, queue } = props;
    const provider = props.provider ?? configDefault('PROVIDER');
    const textModelId = props.textModelId ?? configDefault('TEXT_MODEL_ID');
    const imageModelId = props.imageModelId ?? configDefault('IMAGE_MODEL_ID');
    if (provider === 'bedrock') refuseUncallableModels(Stack.of(this), [['text', textModelId, props.textModelSource], ['image', imageModelId, props.imageModelSource]]);
    this.coverFirst = props.coverFirst ?? (provider === 'bedrock' && drawsFromReference(props.imageModelSource ?? imageModelId));
    this.environment = {
      ...serviceEnvironment({ stage, version, table, bucket, queue }),
      PROVIDER: provider,
      TEXT_MODEL_ID: textModelId,
      IMAGE_MODEL_ID: imageModelId,
    };

    for (const name of Object.keys(workflowSteps) as WorkflowStepName[]) {
      const settings = stepSettings[name];
      const fn = this.serviceFunction(name, settings);
      settings.grant(fn, { table, bucket });
      if (settings.usesModels && provider === 'bedrock') {
        // Each model step only its own model: the writers the text model, the illustrator the image model.
        const kind = name === 'illustratePage' ? 'image' : 'text';
        const model = kind === 'image' ? { id: imageModelId, source: props.imageModelSource } : { id: textModelId, source: props.textModelSource };
        fn.allowInvokeModel(model.id, model.source);
        if (model.source) fn.addEnvironment(kind === 'image' ? 'IMAGE_MODEL_SOURCE' : 'TEXT_MODEL_SOURCE', model.source);
        if (props.guardrail) {
          fn.addEnvironment('GUARDRAIL_ID', props.guardrail.id);
          fn.addEnvironment('GUARDRAIL_VERSION', props.guardrail.version);
          fn.allowApplyGuardrail(props.guardrail.id);
        }
      }
      this.steps[name] = fn;
    }

    const budgetSpec = props.modelBudget ?? '';
    this.budgetedKinds = limitedKinds(parseModelRates(budgetSpec, 'modelBudget'));
    this.bookDeadline = props.bookDeadline ?? Duration.seconds(configDefault('BOOK_DEADLINE_SECONDS'));
    const awaitTurn = this.budgetedKinds.length > 0 ? this.awaitTurnFunction(budgetSpec) : undefined;

    const stateMachineName = generationStateMachineName(stage);
    const maxConcurrency = props.maxConcurrency ?? defaultMaxConcurrency;
    this.executionTimeout = this.executionTimeoutFor(maxConcurrency);
    this.stateMachine = new StateMachine(this, 'StateMachine', {
      stateMachineName,
      stateMachineType: StateMachineType.STANDARD,
      definitionBody: DefinitionBody.fromChainable(this.definition(maxConcurrency)),
      timeout: this.executionTimeout,
      // Inputs and outputs carry ids and S3 keys only, never API keys, so execution data may be logged.
      logs: props.logs ?? { destination: stageLogGroup(this, 'ExecutionLogs', stage), level: LogLevel.ALL, includeExecutionData: true },
      tracingEnabled: props.tracingEnabled ?? true,
    });
    this.acknowledgeStateMachineRole();
    if (awaitTurn) this.turns = { ...awaitTurn, grantTurns: this.turnKeeper(awaitTurn.keepers, awaitTurn.environment) };

    this.dispatcher = this.serviceFunction('dispatcher', { timeout: dispatcherTimeout, memorySize: 512 }, {
      STATE_MACHINE_ARN: this.stateMachine.stateMachineArn,
    });
    this.stateMachine.grantStartExecution(this.dispatcher);
    // A failed record is retried alone instead of the whole batch (the handler reports which).
    this.dispatcher.addEventSource(new SqsEventSource(queue, { batchSize: 10, reportBatchItemFailures: true }));

    const configuredStuckAfter = props.stuckAfter ?? Duration.seconds(configDefault('STUCK_AFTER_SECONDS'));
    // A book waiting for model turns is not stuck before its deadline: the reaper waits that long and five minutes more.
    const stuckAfter = this.budgetedKinds.length > 0
      ? Duration.seconds(Math.max(configuredStuckAfter.toSeconds(), this.bookDeadline.toSeconds() + 300))
      : configuredStuckAfter;
    this.reaper = this.serviceFunction('reaper', { timeout: Duration.seconds(60), memorySize: 512 }, {
      STATE_MACHINE_ARN: this.stateMachine.stateMachineArn,
      STUCK_AFTER_SECONDS: String(stuckAfter.toSeconds()),
    });
    // Finds stuck tasks on the activity index, then fails and refunds each as markFailed does.
    this.reaper.allowIndexQuery(table, tableKeys.activityIndex.name, { partitions: ['ACTIVE'] });
    this.reaper.allowTable(table, { partitions: ['BOOK#'] }, 'Query');
    this.reaper.allowTable(table, { partitions: ['BOOK#', 'USER#'] }, 'UpdateItem');
    allowStoppingGenerationRuns(this.reaper, stage, 'The reaper');
    new Rule(this, 'ReaperSchedule', {
      description: `Ends Storybook jobs that stopped making progress (${stage})`,
      schedule: Schedule.rate(Duration.minutes(5)),
      targets: [new LambdaFunction(this.reaper)],
    });
  }

  // Findings on grants CDK writes for the state machine itself; each names why it cannot be narrower.
  private acknowledgeStateMachineRole(): void {
    const policy = Validations.of(this.stateMachine.role);
    for (const step of Object.values(this.steps)) {
      policy.acknowledge({
        id: `AwsSolutions-IAM5[Resource::${nagAttribute(step)}:*]`,
        reason: 'LambdaInvoke grants the step function and its versions and aliases (":*"); the actions stay lambda:InvokeFunction on these step functions only.',
      });
    }
    policy.acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: 'CloudWatch Logs log delivery (logs:*LogDelivery*, DescribeLogGroups, ...) and X-Ray (PutTraceSegments, PutTelemetryRecords, GetSampling*) accept no resource-level permissions.',
    });
  }

  /**
   * The run's own limit, from the config it is built with: MarkProcessing, PlanStory (and the cover), every wave of
   * pages the Map runs for the largest book (PAGE_COUNT_MAX pages, maxConcurrency at once), the book's files twice,
   * Finalize and MarkFailed, each at its worst (worstCaseTaskSeconds), plus the book's deadline for model turns
   * when calls wait for them (the keeper refuses a turn at the deadline, counted from the run's start).
   */
  private executionTimeoutFor(maxConcurrency: number): Duration {
    const worst = (name: WorkflowStepName, retries: readonly RetryProps[] = this.retriesOf(name)) =>
      worstCaseTaskSeconds(this.taskTimeoutOf(name).toSeconds(), retries);
    const waves = Math.ceil(PAGE_COUNT_MAX / Math.max(1, Math.min(maxConcurrency, PAGE_COUNT_MAX)));
    const turns = this.budgetedKinds.length > 0 ? this.bookDeadline.toSeconds() + 60 : 0;
    const seconds = worst('markProcessing') + worst('planStory') + (this.coverFirst ? worst('illustratePage') : 0)
      + waves * (worst('writePage') + worst('illustratePage'))
      + worst('makeBookFiles') + worst('makeBookFiles', [remakeFilesRetry])
      + worst('finalize') + worst('markFailed', markFailedRetries) + turns;
    return Duration.seconds(Math.ceil(seconds));
  }

  /** A step's Retry list (MarkFailed's own is markFailedRetries). */
  private retriesOf(name: WorkflowStepName): readonly RetryProps[] {
    return name === 'markFailed' ? markFailedRetries : [transientRetry, dependencyOutageRetry, crashRetry];
  }

  /** A step's Task TimeoutSeconds: its function's timeout and the margin (taskTimeoutMargin). */
  private taskTimeoutOf(name: WorkflowStepName): Duration {
    return stepSettings[name].timeout.plus(taskTimeoutMargin);
  }

  /**
   * MarkProcessing → PlanStory → Pages (WritePage → IllustratePage) → MakeBookFiles → Finalize; any failure → MarkFailed.
   * A book whose files could not be made completes all the same (its pages exist) and MakeBookFilesAgain follows.
   * Drawing the cover first adds IllustrateCover before Pages, and each page's item skips the cover's picture.
   * With a model budget, each model call waits in its AwaitTurn state first.
   */
  private definition(maxConcurrency: number): Chain {
    const failed = new Fail(this, workflowStateNames.failed, { errorPath: '$.error.Error', causePath: '$.error.Cause' });
    const markFailed = this.task('markFailed', JsonPath.DISCARD, markFailedRetries).next(failed);
    const onFailure = <T extends TaskStateBase | MapState>(state: T): T =>
      state.addCatch(markFailed, { errors: [Errors.ALL], resultPath: '$.error' }) as T;

    const markProcessing = this.task('markProcessing').addCatch(new Succeed(this, workflowStateNames.alreadyEnded), {
      errors: [taskAlreadyEndedErrorName],
      resultPath: JsonPath.DISCARD,
    });
    const job = {
      bookId: JsonPath.stringAt('$.bookId'),
      taskId: JsonPath.stringAt('$.taskId'),
    };
    const owner = { userId: JsonPath.stringAt('$.userId') };
    const planStory = this.modelStep('planStory', 'text', turnStates.planStory, { ...job, ...owner }, { resultPath: '$.plan' });
    const gated = this.budgetedKinds.length > 0;
    const pages = new MapState(this, workflowStateNames.pages, {
      itemsPath: '$.plan.pageIndexes',
      itemSelector: {
        ...job,
        index: JsonPath.numberAt('$$.Map.Item.Value'),
        ...(this.coverFirst ? { fromCover: true } : {}),
        // AwaitTurn tells whose book a call is for: the turns are shared fairly between users.
        ...(gated ? owner : {}),
      },
      maxConcurrency,
      resultPath: JsonPath.DISCARD,
    }).itemProcessor(this.pageStates());

    const beforePages = onFailure(markProcessing).next(planStory.chain(onFailure));
    const illustrateCover = () =>
      this.modelStep('illustratePage', 'image', turnStates.illustrateCover, { ...job, ...owner, index: 0 }, {
        state: coverFirstStates.illustrateCover,
        payload: TaskInput.fromObject({ ...job, index: 0 }),
      }).chain(onFailure);
    const done = new Succeed(this, workflowStateNames.done);
    const finalize = onFailure(this.task('finalize'));
    // Every page exists once the Map succeeded: the book is not failed for its files (docs/decisions/workflow-retries-and-refunds.md).
    const makeBookFiles = this.task('makeBookFiles').addCatch(finalize, { errors: [Errors.ALL], resultPath: filesErrorPath });
    const makeAgain = this.task('makeBookFiles', JsonPath.DISCARD, [remakeFilesRetry], { state: remakeFilesState })
      .addCatch(done, { errors: [Errors.ALL], resultPath: filesErrorPath });
    const filesMade = new Choice(this, workflowStateNames.filesMade)
      .when(Condition.isPresent(filesErrorPath), makeAgain.next(done))
      .otherwise(done);
    return (this.coverFirst ? beforePages.next(illustrateCover()) : beforePages)
      .next(onFailure(pages))
      .next(makeBookFiles)
      .next(finalize)
      .next(filesMade);
  }

  /**
   * One page: its text, then its picture, unless it is the cover and the cover was drawn before the pages. With a
   * picture budget the picture goes first: the budgeted call is the bottleneck, so the page joins its queue as soon
   * as the plan is there (the picture needs the plan, not the page's text).
   */
  private pageStates(): Chain {
    const page = { bookId: JsonPath.stringAt('$.bookId'), taskId: JsonPath.stringAt('$.taskId'), userId: JsonPath.stringAt('$.userId'), index: JsonPath.numberAt('$.index') };
    const writePage = this.modelStep('writePage', 'text', turnStates.writePage, page).chain();
    const illustratePage = this.modelStep('illustratePage', 'image', turnStates.illustratePage, page).chain();
    const picturesFirst = this.budgetedKinds.includes('image');
    if (!this.coverFirst) return picturesFirst ? illustratePage.next(writePage) : writePage.next(illustratePage);
    const coverDrawn = (drawn: Chain, notDrawn: Chain) =>
      new Choice(this, coverFirstStates.coverDrawn).when(Condition.numberEquals('$.index', 0), drawn).otherwise(notDrawn);
    if (picturesFirst) return Chain.start(coverDrawn(writePage, illustratePage.next(writePage)));
    return writePage.next(coverDrawn(Chain.start(new Succeed(this, coverFirstStates.pageDone)), illustratePage));
  }

  /**
   * A step that calls a model. When its kind has a budget, an AwaitTurn state comes first (it waits on a task token
   * for the turn keeper), and a throttling answer sends the call back to wait for another turn instead of failing.
   * `chain(catchAll)` returns the states chained, each given the caller's Catch.
   */
  private modelStep(
    name: WorkflowStepName,
    kind: ModelKind,
    turnState: string,
    turnFields: Record<string, unknown>,
    options: { readonly resultPath?: string; readonly state?: string; readonly payload?: TaskInput } = {},
  ): { chain(catchAll?: <T extends TaskStateBase>(state: T) => T): Chain } {
    const other = options.state && options.payload ? { state: options.state, payload: options.payload } : undefined;
    if (!this.budgetedKinds.includes(kind) || !this.awaitTurnFn) {
      const task = this.task(name, options.resultPath, undefined, other);
      return { chain: (catchAll = (state) => state) => Chain.start(catchAll(task)) };
    }
    const waitForTurn = new LambdaInvoke(this, turnState, {
      lambdaFunction: this.awaitTurnFn,
      integrationPattern: IntegrationPattern.WAIT_FOR_TASK_TOKEN,
      payload: TaskInput.fromObject({
        taskToken: JsonPath.taskToken, model: kind, ...turnFields,
        startedAt: JsonPath.stringAt('$$.Execution.StartTime'),
        // A test-mode book's input says `livemode: false`: its turn is answered at once (it uses the offline models).
        execution: JsonPath.objectAt('$$.Execution.Input'),
      }),
      resultPath: JsonPath.DISCARD,
      // The keeper refuses a turn at the book's deadline; this only ends a wait that nothing answers.
      taskTimeout: Timeout.duration(this.bookDeadline.plus(Duration.minutes(1))),
      retryOnServiceExceptions: false,
    });
    waitForTurn.addRetry(transientRetry);
    waitForTurn.addRetry(dependencyOutageRetry);
    const notThrottled = { ...transientRetry, errors: transientRetry.errors!.filter((error) => error !== ProviderThrottledError.errorName) };
    const call = this.task(name, options.resultPath, [notThrottled, dependencyOutageRetry, crashRetry], other);
    call.addCatch(waitForTurn, { errors: [ProviderThrottledError.errorName], resultPath: JsonPath.DISCARD });
    return { chain: (catchAll = (state) => state) => Chain.start(catchAll(waitForTurn)).next(catchAll(call)) };
  }

  /** A step as a Lambda task whose output is the handler's return value, kept only where `resultPath` says. */
  private task(
    name: WorkflowStepName,
    resultPath: string = JsonPath.DISCARD,
    retries: readonly RetryProps[] = this.retriesOf(name),
    // Another state of the same step (IllustrateCover, MakeBookFilesAgain), with its own input or the state's.
    other?: { readonly state: string; readonly payload?: TaskInput },
  ): TaskStateBase {
    const task = new LambdaInvoke(this, other?.state ?? workflowSteps[name].state, {
      lambdaFunction: this.steps[name],
      ...(other?.payload ? { payload: other.payload } : {}),
      payloadResponseOnly: true,
      // An invocation whose answer never comes ends as States.Timeout, retried as a crash (crashRetry).
      taskTimeout: Timeout.duration(this.taskTimeoutOf(name)),
      // Replaced by transientRetry, which covers the same Lambda errors with jitter and a cap.
      retryOnServiceExceptions: false,
      resultPath,
    });
    for (const retry of retries) task.addRetry(retry);
    return task;
  }

  private awaitTurnFn?: ServiceFunction;

  /** AwaitTurn's function and the keepers queue; the model steps count throttling answers in the gate's partition. */
  private awaitTurnFunction(budget: string): { awaitTurn: ServiceFunction; keepers: Queue; environment: Record<string, string> } {
    const keepers = new Queue(this, 'KeepersQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      // A start message is consumed by a keeper that may run for the keeper function's whole timeout.
      visibilityTimeout: keeperTimeout.plus(Duration.seconds(30)),
      retentionPeriod: Duration.hours(1),
    });
    Validations.of(keepers).acknowledge({
      id: 'AwsSolutions-SQS3',
      reason: 'A message only starts a turn keeper; a lost one is made up for by the keeper\'s one-minute schedule, so there is nothing to keep in a dead-letter queue.',
    });
    const environment = { MODEL_BUDGET: budget, BOOK_DEADLINE_SECONDS: String(this.bookDeadline.toSeconds()), KEEPERS_QUEUE_URL: keepers.queueUrl };
    const awaitTurn = this.serviceFunction('awaitTurn', { timeout: Duration.seconds(30), memorySize: 512 }, environment);
    awaitTurn.allowTable(this.props.table, { partitions: ['GATE#'] }, 'PutItem', 'GetItem');
    awaitTurn.allowSendMessage(keepers);
    // By name, not by reference: the state machine refers to this function already.
    awaitTurn.addToRolePolicy(new PolicyStatement({ actions: ['states:SendTaskSuccess'], resources: [generationStateMachineArn(this, this.props.stage)] }));
    for (const name of modelStepNames()) {
      this.steps[name].addEnvironment('MODEL_BUDGET', budget);
      this.steps[name].allowTable(this.props.table, { partitions: ['GATE#'] }, 'UpdateItem');
    }
    this.awaitTurnFn = awaitTurn;
    return { awaitTurn, keepers, environment };
  }

  /** The turn keeper: started from the keepers queue (two at once: one per model kind) and every minute. */
  private turnKeeper(keepers: Queue, environment: Record<string, string>): ServiceFunction {
    const grantTurns = this.serviceFunction('grantTurns', { timeout: keeperTimeout, memorySize: 512 }, environment);
    grantTurns.allowTable(this.props.table, { partitions: ['GATE#'] }, 'Query', 'GetItem', 'UpdateItem', 'DeleteItem');
    grantTurns.allowSendMessage(keepers);
    this.stateMachine.grantTaskResponse(grantTurns);
    grantTurns.addEventSource(new SqsEventSource(keepers, { batchSize: 1, maxConcurrency: 2 }));
    new Rule(this, 'KeeperSchedule', {
      description: `Looks after model turns nobody started a keeper for (${this.props.stage})`,
      schedule: Schedule.rate(Duration.minutes(1)),
      targets: [new LambdaFunction(grantTurns)],
    });
    return grantTurns;
  }

  private serviceFunction(
    name: WorkflowStepName | 'dispatcher' | 'reaper' | 'awaitTurn' | 'grantTurns',
    settings: Pick<StepSettings, 'timeout' | 'memorySize'>,
    extraEnvironment: Record<string, string> = {},
  ): ServiceFunction {
    const { stage } = this.props;
    return new ServiceFunction(this, `${pascalCase(name)}Function`, {
      stage,
      name,
      provider: this.environment.PROVIDER,
      environment: { ...this.environment, ...extraEnvironment },
      description: `Storybook workflow ${name} (${stage})`,
      timeout: settings.timeout,
      memorySize: settings.memorySize,
    });
  }
}

