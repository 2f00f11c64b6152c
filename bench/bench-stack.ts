import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoAccountStore } from '../lambdas/adapters/dynamodb/dynamo-account-store';
import { createAwsClients, type AwsClients } from '../lambdas/composition/aws-clients';
import { createHttpApp } from '../lambdas/composition/http-dependencies';
import { AccountAdmin } from '../lambdas/core/accounts';
import type { AppConfig } from '../lambdas/contract/config';
import { systemClock } from '../lambdas/ports/clock';
import { randomIds } from '../lambdas/ports/id-generator';
import { silentLogger } from '../lambdas/ports/logger';
import { startDynamoDbLocal } from '../local/dynamodb-local';
import { bundledHttpHandlers, startBundledFunctions, type FunctionHost } from '../local/functions/bundled-functions';
import { functionBundles } from '../local/functions/function-bundles';
import type { FunctionName } from '../lambdas/contract/functions';
import { localFunctionEnvironment } from '../local/functions/local-function-environment';
import { loadWorkflow } from '../local/step-functions/cached-workflow';
import { startGenerationRuntime, type GenerationRuntime } from '../local/generation-runtime';
import { startHttpBridge } from '../local/http-bridge';
import type { LocalWorkflowEvent } from '../local/step-functions/local-executions';
import { localCredentials } from '../local/local-aws';
import { localAppConfig } from '../local/local-config';
import { provisionResources } from '../local/provision';
import { startS3Server } from '../local/s3-server';
import { startSqsServer } from '../local/sqs-server';

/**
 * How the functions run: `bundles` as `npm start` runs them (the deployed bundles, each function scaling out over
 * sandbox processes as Lambda does), for timing a book; `source` composed in this process, so the usage meter sees
 * every AWS call they make, for costing one.
 */
export type BenchFunctions = 'bundles' | 'source';

/** The local stack in memory, as `npm start` runs it, for measuring. */
export interface BenchStack {
  config: AppConfig;
  clients: AwsClients;
  runtime: GenerationRuntime;
  baseUrl: string;
  admin: AccountAdmin;
  close(): Promise<void>;
}

export async function startBenchStack(
  env: Record<string, string>,
  onEvent?: (event: LocalWorkflowEvent) => void,
  functions: BenchFunctions = 'source',
  /** With `bundles`: every line the functions log (their REPORT lines say how long each invocation ran). */
  onLogLine?: (name: FunctionName, line: string) => void,
): Promise<BenchStack> {
  process.env.AWS_ACCESS_KEY_ID = localCredentials.accessKeyId;
  process.env.AWS_SECRET_ACCESS_KEY = localCredentials.secretAccessKey;
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const s3Dir = await mkdtemp(join(tmpdir(), 'storybook-bench-'));
  const dynamodb = await startDynamoDbLocal({});
  const s3 = await startS3Server({ directory: s3Dir, separateProcess: true });
  const sqs = await startSqsServer({});
  const endpoints = { dynamodb: dynamodb.endpoint, s3: s3.endpoint, sqs: sqs.endpoint };
  const names = { tableName: 'bench', bucketName: 'bench-assets', queueName: 'bench-jobs' };
  const { queueUrl, keepersQueueUrl } = await provisionResources({ endpoints, ...names });
  const config = localAppConfig(endpoints, names, queueUrl, { ...env, KEEPERS_QUEUE_URL: keepersQueueUrl });
  const clients = createAwsClients(config);
  let host: FunctionHost | undefined;
  let runtime: GenerationRuntime;
  if (functions === 'bundles') {
    // MODEL_BUDGET shapes the state machine (AwaitTurn states) as -c modelBudget does.
    const [workflow, bundles] = await Promise.all([loadWorkflow(env.MODEL_BUDGET ? { modelBudget: env.MODEL_BUDGET } : {}), functionBundles('offline')]);
    let runtimeConfig: AppConfig | undefined;
    host = startBundledFunctions({
      bundleFile: bundles.file,
      environment: (name) => localFunctionEnvironment(name, workflow.functions[name], {
        ...names, queueUrl, keepersQueueUrl, stateMachineArn: runtimeConfig?.stateMachineArn,
        endpoints: { ...endpoints, sfn: runtimeConfig?.endpoints.sfn },
        settings: { PROVIDER_LATENCY_MS: env.PROVIDER_LATENCY_MS, PROVIDER_QUOTA: env.PROVIDER_QUOTA },
      }),
      timeoutMs: (name) => workflow.functions[name].timeoutMs,
      ...(onLogLine && { onLogLine }),
    });
    runtime = await startGenerationRuntime({ config, workflow, functions: host.invoke, ...(onEvent && { onEvent }) });
    runtimeConfig = runtime.config;
  } else {
    runtime = await startGenerationRuntime({ config, overrides: { clients, logger: silentLogger }, ...(onEvent && { onEvent }) });
  }
  const handlers = host ? bundledHttpHandlers(host.invoke) : createHttpApp(config, { clients, logger: silentLogger });
  const bridge = await startHttpBridge({ port: 0, handlers });
  const admin = new AccountAdmin(new DynamoAccountStore({ client: clients.dynamodb, tableName: config.tableName }), systemClock, randomIds);
  return {
    config,
    clients,
    runtime,
    baseUrl: bridge.url,
    admin,
    close: async () => {
      await bridge.close();
      await runtime.close();
      await host?.close();
      await Promise.all([sqs.stop(), s3.stop(), dynamodb.stop()]);
      await rm(s3Dir, { recursive: true, force: true });
    },
  };
}
