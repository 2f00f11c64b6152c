#!/usr/bin/env tsx
// `npm start`: the whole service on one machine. Real engines on 127.0.0.1 (DynamoDB Local, an S3 server,
// an SQS server) and the deployed handler functions behind an API-Gateway-shaped HTTP bridge.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { providerNames, type AppConfig, type ProviderName } from '../lambdas/contract/config';
import type { WorkflowOverrides } from '../lambdas/composition/workflow-dependencies';
import { httpHandlerNames, type FunctionName, type HttpHandlerName } from '../lambdas/contract/functions';
import { startDynamoDbLocal } from '../local/dynamodb-local';
import { engineStartTimeoutMs } from '../local/engine-start';
import { assertPortFree } from '../local/free-port';
import { bundledHttpHandlers, startBundledFunctions, type FunctionHost } from '../local/functions/bundled-functions';
import { functionBundles } from '../local/functions/function-bundles';
import { openFunctionLogs } from '../local/functions/function-logs';
import { localFunctionEnvironment } from '../local/functions/local-function-environment';
import { startGenerationRuntime } from '../local/generation-runtime';
import { startHttpBridge, type BridgeHandler } from '../local/http-bridge';
import { localCredentials, localRegion } from '../local/local-aws';
import { createLambdaContext } from '../local/lambda-context';
import { localAppConfig } from '../local/local-config';
import { localFunctionTimeoutMs, localTimeouts, localTimeoutSettings } from '../local/local-timeouts';
import { startMailCatcher } from '../local/mail-catcher';
import { readLocalStackState, removeLocalStackState, resolveDataDir, writeLocalStackState } from '../local/local-stack-state';
import { provisionResources } from '../local/provision';
import { startS3Server } from '../local/s3-server';
import { startSqsServer } from '../local/sqs-server';
import { loadWorkflow } from '../local/step-functions/cached-workflow';
import packageJson from '../package.json' with { type: 'json' };

const names = { tableName: 'storybook-local', bucketName: 'storybook-local-assets', queueName: 'storybook-local-jobs' };
const DEV_USER_FILE = 'dev-user.json';

/** Where the functions run: the deployed bundles (default) or the TypeScript sources in this process. */
type FunctionSource = 'bundles' | 'source';

function functionSource(value: string | undefined): FunctionSource {
  if (value === undefined || value === '' || value === 'bundles') return 'bundles';
  if (value === 'source') return 'source';
  throw new Error(`LOCAL_FUNCTIONS must be "bundles" (the default) or "source", got "${value}".`);
}

/** Runs one start-up step; steps run side by side, so each prints one line when it ends: how, and how long it took. */
function step<T>(label: string, work: () => Promise<T>, note?: (value: T) => string): Promise<T> {
  const started = Date.now();
  const took = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  return work().then(
    (value) => {
      console.log(`  ${label}: ok (${note ? `${note(value)}, ` : ''}${took()})`);
      return value;
    },
    (error: unknown) => {
      console.log(`  ${label}: failed after ${took()}`);
      throw error;
    },
  );
}

function providerFrom(value: string | undefined): ProviderName {
  const provider = value || 'offline';
  if (!(providerNames as readonly string[]).includes(provider)) throw new Error(`PROVIDER must be one of ${providerNames.join(', ')}, got "${provider}".`);
  return provider as ProviderName;
}

/** The development user this data folder has, if a start made one (a failed start leaves engine folders, not this). */
async function savedDevUser(dataDir: string): Promise<{ userId: string } | undefined> {
  return readFile(join(dataDir, DEV_USER_FILE), 'utf8').then((text) => JSON.parse(text) as { userId: string }, () => undefined);
}


/** The oldest Node the local stack runs on: Vite and Vitest need 20.19, and deployed functions run on 22 (docs/decisions/node-versions.md). */
function assertNodeVersion(version = process.versions.node): void {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  if (major > 20 || (major === 20 && minor >= 19)) return;
  throw new Error(`Node.js ${version} is too old: the local stack needs Node 20.19 or later (22 recommended, as on Lambda). nvm install 22, or your system's package.`);
}

async function main(): Promise<void> {
  assertNodeVersion();
  // Deployed functions run on Node 22; on a Node 20 machine the SDK's upgrade notice only buries the output.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  const dataDir = resolveDataDir(process.env.DATA_DIR);
  const port = Number(process.env.PORT ?? 3100);
  // PORT=0 takes any free port (the Ready line names it): for tests that start several stacks at once.
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${process.env.PORT}".`);

  const alreadyRunning = await readLocalStackState(dataDir).then((state) => state, () => undefined);
  if (alreadyRunning) throw new Error(`A local stack already runs for ${dataDir} (pid ${alreadyRunning.pid}) at ${alreadyRunning.apiUrl}.`);
  if (port !== 0) await assertPortFree(port).catch(() => {
    throw new Error(`Port ${port} is in use. Stop what uses it, or start on another port: PORT=3200 npm start`);
  });
  const source = functionSource(process.env.LOCAL_FUNCTIONS);
  // Read now, so that a wrong value fails before anything starts.
  engineStartTimeoutMs();
  const timeouts = localTimeouts();
  await mkdir(dataDir, { recursive: true });

  console.log(`Storybook API ${packageJson.version} — local stack (data in ${dataDir})`);
  const stops: Array<() => Promise<void> | void> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await Promise.resolve(stop()).catch(() => undefined);
    await removeLocalStackState(dataDir);
  };
  let stopping = false;
  const stopOn = (reason: string) => {
      if (stopping) return;
      stopping = true;
      console.log(`\n${reason}: stopping the local stack…`);
      // Children are unreferenced, so without this Node could exit mid-shutdown with Java still running.
      const keepAlive = setInterval(() => {}, 1000);
      const deadline = setTimeout(() => {
        console.error('The local stack did not stop within 30 s; exiting anyway.');
        process.exit(1);
      }, 30_000);
      void stopAll().then(
        () => {
          clearInterval(keepAlive);
          clearTimeout(deadline);
          console.log('Stopped.');
          process.exit(0);
        },
        (error: unknown) => {
          console.error(`Stopping failed: ${String(error)}`);
          process.exit(1);
        },
      );
  };
  // SIGHUP: the terminal closed. npm may die without passing a signal on (kill <npm pid>): then this process is
  // handed to another parent, and that too means stop.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => stopOn(signal));
  const parent = process.ppid;
  const orphanWatch = setInterval(() => {
    if (process.ppid !== parent) stopOn('the process that started npm start is gone');
  }, 1_000);
  orphanWatch.unref();

  try {
    const provider = providerFrom(process.env.PROVIDER);
    if (provider === 'openai' && (!process.env.OPENAI_TEXT_MODEL || !process.env.OPENAI_IMAGE_MODEL)) {
      throw new Error('PROVIDER=openai needs OPENAI_TEXT_MODEL and OPENAI_IMAGE_MODEL (and OPENAI_BASE_URL unless the server is Ollama on 127.0.0.1:11434).');
    }
    const maxConcurrency = process.env.MAP_MAX_CONCURRENCY ? Number(process.env.MAP_MAX_CONCURRENCY) : undefined;
    // Model calls wait for turns within MODEL_BUDGET; a simulated quota (PROVIDER_QUOTA) gets a budget of its size.
    const modelBudget = process.env.MODEL_BUDGET ?? process.env.PROVIDER_QUOTA;
    // What the sources build (the synthesized workflow, the bundles) does not need the engines: all start at once.
    let synthesized = false;
    const built = Promise.all([
      step(
        'state machine and functions (synthesized from CDK)',
        () =>
          loadWorkflow({
            provider,
            ...(maxConcurrency !== undefined && { maxConcurrency }),
            ...(modelBudget && { modelBudget }),
            // The models shape the workflow (a model that draws from a picture gets the cover first).
            ...(process.env.TEXT_MODEL_ID && { textModelId: process.env.TEXT_MODEL_ID }),
            ...(process.env.IMAGE_MODEL_ID && { imageModelId: process.env.IMAGE_MODEL_ID }),
            onSynthesize: () => (synthesized = true),
          }),
        () => (synthesized ? 'synthesized, cached for the next start' : 'unchanged since the last synth'),
      ),
      source === 'bundles'
        ? step(`function bundles for the ${provider} provider (esbuild, as deployed)`, () => functionBundles(provider), ({ built: fresh }) =>
            fresh ? 'built, cached for the next start' : 'unchanged since the last build',
          )
        : undefined,
    ]);
    built.catch(() => undefined);
    const started = <T extends { stop(): Promise<void> | void }>(engine: T): T => (stops.push(() => engine.stop()), engine);
    const [dynamodb, s3, sqs, mail] = await Promise.all([
      step('DynamoDB Local', () => startDynamoDbLocal({ dbPath: join(dataDir, 'dynamodb') })).then(started),
      step('S3 server', () => startS3Server({ directory: join(dataDir, 's3'), separateProcess: true })).then(started),
      step('SQS server', () => startSqsServer({})).then(started),
      // What the service mails key owners lands here (SMTP), readable in its web inbox.
      step('mail catcher', () => startMailCatcher({ directory: join(dataDir, 'mail'), ...(process.env.MAIL_WEB_PORT && { webPort: Number(process.env.MAIL_WEB_PORT) }) })).then(started),
    ]);
    if (!dynamodb.loopbackOnly) {
      console.log('  Warning: no javac on this machine, so DynamoDB Local listens on every interface with no authentication. Install a JDK (apt-get install openjdk-17-jdk-headless) to bind it to 127.0.0.1.');
    }
    const endpoints = { dynamodb: dynamodb.endpoint, s3: s3.endpoint, sqs: sqs.endpoint };

    // The SDK's default credential chain reads these; the local engines accept them.
    process.env.AWS_ACCESS_KEY_ID = localCredentials.accessKeyId;
    process.env.AWS_SECRET_ACCESS_KEY = localCredentials.secretAccessKey;
    const { queueUrl, webhookQueueUrl, webhookDlqUrl, keepersQueueUrl } = await step('table, bucket and queues', () => provisionResources({ endpoints, ...names }));

    // Settings a developer may change between starts; everything else comes from the synthesized stack.
    const settings = {
      PROVIDER_LATENCY_MS: process.env.PROVIDER_LATENCY_MS,
      PROVIDER_QUOTA: process.env.PROVIDER_QUOTA,
      STUCK_AFTER_SECONDS: process.env.STUCK_AFTER_SECONDS,
      BOOK_DEADLINE_SECONDS: process.env.BOOK_DEADLINE_SECONDS,
      // PROVIDER=openai: the server, its models and key (docs/providers.md).
      OPENAI_BASE_URL: process.env.OPENAI_BASE_URL,
      OPENAI_IMAGE_BASE_URL: process.env.OPENAI_IMAGE_BASE_URL,
      OPENAI_TEXT_MODEL: process.env.OPENAI_TEXT_MODEL,
      OPENAI_IMAGE_MODEL: process.env.OPENAI_IMAGE_MODEL,
      OPENAI_MODERATION_MODEL: process.env.OPENAI_MODERATION_MODEL,
      OPENAI_API_KEY: process.env.OPENAI_API_KEY,
      OPENAI_REQUEST_TIMEOUT_MS: process.env.OPENAI_REQUEST_TIMEOUT_MS,
      // The sendMail function mails through the local catcher instead of SES.
      SMTP_URL: mail.smtpUrl,
      ABUSE_JUMP_WINDOW_SECONDS: process.env.ABUSE_JUMP_WINDOW_SECONDS,
      ABUSE_LIMITED_WARN_MINUTES: process.env.ABUSE_LIMITED_WARN_MINUTES,
      ABUSE_LIMITED_MINUTES: process.env.ABUSE_LIMITED_MINUTES,
      ABUSE_BURST_FACTOR: process.env.ABUSE_BURST_FACTOR,
      // Tests only: the API functions' clock runs ahead by the milliseconds this file holds.
      LOCAL_CLOCK_OFFSET_FILE: process.env.LOCAL_CLOCK_OFFSET_FILE,
      // Webhooks may be http and point at this machine here only; WEBHOOK_RETRY_SCALE shrinks the retry schedule.
      WEBHOOK_ALLOW_LOOPBACK: '1',
      WEBHOOK_RETRY_SCALE: process.env.WEBHOOK_RETRY_SCALE,
      // Engine calls may wait longer than on AWS: a slow local engine is busy, not lost (local/local-timeouts.ts).
      ...localTimeoutSettings(timeouts),
    };
    const config = localAppConfig(endpoints, names, queueUrl, {
      STAGE: 'development', APP_VERSION: packageJson.version, PROVIDER: provider, ...settings, WEBHOOK_QUEUE_URL: webhookQueueUrl, WEBHOOK_DLQ_URL: webhookDlqUrl,
      KEEPERS_QUEUE_URL: keepersQueueUrl, ...(modelBudget && { MODEL_BUDGET: modelBudget }),
    });
    const [workflow, bundles] = await built;

    const idleSeconds = parseIdleSeconds(process.env.LOCAL_SANDBOX_IDLE_SECONDS);
    let host: FunctionHost | undefined;
    let runtimeConfig: AppConfig | undefined;
    if (bundles) {
      const logs = openFunctionLogs(join(dataDir, 'logs'));
      stops.push(() => logs.close());
      host = startBundledFunctions({
        bundleFile: bundles.file,
        environment: (name) =>
          localFunctionEnvironment(name, workflow.functions[name], {
            ...names,
            queueUrl,
            webhookQueueUrl,
            webhookDlqUrl,
            keepersQueueUrl,
            stateMachineArn: runtimeConfig?.stateMachineArn,
            endpoints: { ...endpoints, sfn: runtimeConfig?.endpoints.sfn },
            settings,
          }),
        onLogLine: (name, line) => logs.write(name, line),
        timeoutMs: (name) => localFunctionTimeoutMs(name, workflow.functions[name].timeoutMs, timeouts),
        // LOCAL_SANDBOX_IDLE_SECONDS: how long an idle sandbox is kept (docs/decisions/local-stack-cleanup.md).
        ...(idleSeconds !== undefined && { idleStopAfterMs: idleSeconds * 1000 }),
      });
      const running = host;
      stops.push(() => running.close());
    }

    const startedAt = new Map<string, number>();
    const inProcess = host ? undefined : await composedInProcess(config);
    const generation = await step('generation workflow', () =>
      startGenerationRuntime({
        config,
        workflow,
        ...(host ? { functions: host.invoke } : { overrides: inProcess!.overrides }),
        reaperIntervalMs: 60_000,
        onEvent: (event) => {
          if (event.type === 'ExecutionStarted') startedAt.set(event.execution.name, Date.now());
          if (event.type === 'ExecutionSucceeded' || event.type === 'ExecutionFailed' || event.type === 'ExecutionAborted') {
            console.log(describeRun(event.type, event.execution, startedAt.get(event.execution.name)));
          }
        },
      }),
    );
    runtimeConfig = generation.config;
    stops.push(() => generation.close());
    const handlers = host ? bundledHttpHandlers(host.invoke) : inProcess!.httpHandlers(generation.config);
    const trustForwardedFor = process.env.LOCAL_TRUST_FORWARDED_FOR === '1';
    const bridge = await step(port === 0 ? 'HTTP API' : `HTTP API on port ${port}`, () => startHttpBridge({ port, handlers, trustForwardedFor }));
    stops.push(() => bridge.close());
    // On AWS a schedule runs sendMail every minute; here every two seconds, so a mail shows up at once.
    const sendMail = host
      ? () => host.invoke('sendMail', {}, createLambdaContext({ functionName: 'storybook-local-sendMail', timeoutMs: workflow.functions.sendMail.timeoutMs }))
      : inProcess!.sendMail;
    let sending = false;
    const mailTimer = setInterval(() => {
      if (sending) return;
      sending = true;
      void sendMail().catch((error: unknown) => stopping || console.error(`  sendMail failed: ${String(error)}`)).finally(() => (sending = false));
    }, 2_000);
    stops.push(() => clearInterval(mailTimer));
    const apiUrl = bridge.url;
    await writeLocalStackState(dataDir, {
      pid: process.pid,
      apiUrl,
      region: localRegion,
      tableName: names.tableName,
      bucketName: names.bucketName,
      queueUrl,
      endpoints,
      startedAt: new Date().toISOString(),
    });
    // The API's sandboxes start now rather than on the first request (their cold start is in the bench).
    void host?.warm(httpHandlerNames);

    console.log(`\nReady: ${apiUrl}/v1/health — the API reference: ${apiUrl}/docs (OpenAPI: ${apiUrl}/v1/openapi.json)`);
    await announceDevUser(dataDir, config, apiUrl);
    console.log(
      host
        ? `Functions run as the bundles CDK deploys, one process each; their logs: ${join(dataDir, 'logs')}/<function>.log`
        : 'Functions run from the TypeScript sources in this process (LOCAL_FUNCTIONS=source); their logs are not kept.',
    );
    console.log(`Mail to key owners (key created, rotated, revoked): ${mail.webUrl} (SMTP ${mail.smtpUrl}); npm run --silent admin -- mail list --user <id>`);
    if (trustForwardedFor) console.log('LOCAL_TRUST_FORWARDED_FOR=1: the client address is the first X-Forwarded-For address (for playing clients around the world).');
    console.log(`Books are generated by the ${provider} provider; one line per finished book appears below.`);
    console.log('Ctrl-C stops everything.');
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** LOCAL_FUNCTIONS=source: the same handler factories composed in this process (loaded only then: they pull in the SDK). */
async function composedInProcess(config: AppConfig): Promise<{ overrides: WorkflowOverrides; httpHandlers: (runtimeConfig: AppConfig) => Record<HttpHandlerName, BridgeHandler>; sendMail: () => Promise<unknown> }> {
  const [{ createAwsClients }, { createHttpApp }, { silentLogger }, { mailSendingDependencies }, { sendMailHandler }] = await Promise.all([
    import('../lambdas/composition/aws-clients'),
    import('../lambdas/composition/http-dependencies'),
    import('../lambdas/ports/logger'),
    import('../lambdas/composition/mail-dependencies'),
    import('../lambdas/handlers/mail/send-mail-handler'),
  ]);
  const clients = createAwsClients(config);
  const sendMail = sendMailHandler(await mailSendingDependencies(config, { clients, logger: silentLogger }));
  // The HTTP handlers are composed once the state machine runs: the cancel stops its runs.
  return { overrides: { clients, logger: silentLogger }, httpHandlers: (runtimeConfig) => createHttpApp(runtimeConfig, { clients }), sendMail: () => sendMail() };
}

/** The account admin the CLI uses, for the first start's development user. */
async function accountAdmin(config: AppConfig) {
  const [{ DynamoAccountStore }, { dynamoClientFor }, { AccountAdmin }, { systemClock }, { randomIds }] = await Promise.all([
    import('../lambdas/adapters/dynamodb/dynamo-account-store'),
    import('../lambdas/composition/aws-clients'),
    import('../lambdas/core/accounts'),
    import('../lambdas/ports/clock'),
    import('../lambdas/ports/id-generator'),
  ]);
  return new AccountAdmin(new DynamoAccountStore({ client: dynamoClientFor(config), tableName: config.tableName }), systemClock, randomIds);
}

function describeRun(type: string, execution: { name: string; input: string; error?: string; counters: { stateTransitions: number } }, started?: number): string {
  const { bookId } = JSON.parse(execution.input) as { bookId: string };
  const seconds = started === undefined ? '' : ` in ${((Date.now() - started) / 1000).toFixed(1)} s`;
  const outcome = type === 'ExecutionSucceeded' ? 'finished' : type === 'ExecutionFailed' ? `failed (${execution.error ?? 'error'})` : 'stopped';
  return `  book ${bookId} ${outcome}${seconds} — run ${execution.name}, ${execution.counters.stateTransitions} state transitions`;
}

async function announceDevUser(dataDir: string, config: AppConfig, apiUrl: string): Promise<void> {
  const saved = await savedDevUser(dataDir);
  if (saved) {
    console.log(`\nDevelopment user: ${saved.userId} (its keys were shown on its first start; keys are stored only as hashes).`);
    console.log(`A new live key: npm run --silent admin -- key create --user ${saved.userId}`);
    console.log(`A new test key: npm run --silent admin -- key create --user ${saved.userId} --test`);
    return;
  }
  // "First start" means this folder has no development user yet, whatever else an earlier, failed start left in it.
  const admin = await accountAdmin(config);
  const user = await admin.createUser({ email: 'developer@example.com', plan: 'pro' });
  const { apiKey } = await admin.createKey(user.userId);
  const { apiKey: testKey } = await admin.createKey(user.userId, 'test');
  // Only the user id is kept: the keys themselves are shown this once, as the dashboard does.
  await writeFile(join(dataDir, DEV_USER_FILE), `${JSON.stringify({ userId: user.userId })}\n`);
  console.log(`\nCreated a Pro development user ${user.userId}. Its API keys, shown once:\n`);
  console.log(`  live: ${apiKey}`);
  console.log(`  test: ${testKey}   (books made offline, no credits)\n`);
  console.log('Try it:');
  console.log(
    `  curl -s -X POST ${apiUrl}/v1/stories -H 'content-type: application/json' -H 'x-api-key: ${apiKey}' \\\n` +
      `    -d '{"storyIdea":"A shy hedgehog named Pip who wants to fly","ageRange":"4-7","style":"watercolor","pageCount":6,"tone":"animal","language":"english"}'`,
  );
  console.log(`  STORYBOOK_API_URL=${apiUrl} STORYBOOK_API_KEY=${apiKey} npx storybook-api create --idea "A shy hedgehog named Pip who wants to fly" --wait\n`);
}

main().catch((error: unknown) => {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});

/** LOCAL_SANDBOX_IDLE_SECONDS: a positive number of seconds, or unset for the host's default. */
function parseIdleSeconds(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`LOCAL_SANDBOX_IDLE_SECONDS must be a positive number of seconds, not ${JSON.stringify(value)}`);
  return seconds;
}
