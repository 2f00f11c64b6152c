import type { FunctionName } from '../lambdas/contract/functions';
import { startBundledFunctions } from '../local/functions/bundled-functions';
import { localFunctionEnvironment, type LocalStackValues } from '../local/functions/local-function-environment';
import { directHttpEvent } from '../local/http-event';
import { createLambdaContext } from '../local/lambda-context';
import type { DeployedAsset } from './deployed-assets';
import { median } from './stats';

// A cold start as Lambda has it: a fresh Node process imports the asset's bundle (Init Duration) and answers one
// invocation (Duration). Each run starts a new process; the median of several runs is reported.

export interface ColdStart {
  readonly name: FunctionName;
  /** Median time to import the bundle, ms. */
  readonly initMs: number;
  /** Median time of the first invocation, ms. */
  readonly firstInvocationMs: number;
  readonly runs: number;
}

// Without a key the request ends before any AWS call.
const httpEvent = (method: string, path: string) => directHttpEvent(method, path, method === 'POST' ? { body: '{}' } : {});

/** What each function is asked on its first invocation: a real request or job where it needs no prior state. */
const firstEvent: Record<FunctionName, () => unknown> = {
  health: () => httpEvent('GET', '/v1/health'),
  fallback: () => httpEvent('GET', '/v1/nothing-here'),
  apiReference: () => httpEvent('GET', '/v1/openapi.json'),
  createStory: () => httpEvent('POST', '/v1/stories'),
  getStory: () => httpEvent('GET', '/v1/stories/00000000-0000-4000-8000-000000000000'),
  listStories: () => httpEvent('GET', '/v1/stories'),
  getUsage: () => httpEvent('GET', '/v1/usage'),
  cancelStory: () => httpEvent('POST', '/v1/stories/00000000-0000-4000-8000-000000000000/cancel'),
  webhookSecret: () => httpEvent('GET', '/v1/webhooks/secret'),
  listWebhookDeliveries: () => httpEvent('GET', '/v1/webhooks/deliveries'),
  replayWebhookDelivery: () => httpEvent('POST', '/v1/webhooks/deliveries/dlv_000000000000000000000000/replay'),
  // An empty batch: nothing to deliver.
  deliverWebhook: () => ({ Records: [] }),
  dispatcher: () => ({ Records: [] }),
  reaper: () => ({}),
  // An empty outbox: one Query, no mail sent.
  sendMail: () => ({}),
  // The steps validate their input first: an empty one is refused before any model or AWS call.
  markProcessing: () => ({}),
  planStory: () => ({}),
  writePage: () => ({}),
  illustratePage: () => ({}),
  makeBookFiles: () => ({}),
  finalize: () => ({}),
  markFailed: () => ({}),
  // An unparsable turn request fails fast; a keeper with no budget in this stack returns at once.
  awaitTurn: () => ({}),
  grantTurns: () => ({}),
};

// The bench's own users queued mails; SES cannot be reached from here, so sendMail's first call meets a closed local
// SMTP port (refused at once) instead of waiting for an unreachable endpoint.
const noMailService = (values: LocalStackValues): LocalStackValues => ({ ...values, settings: { ...values.settings, SMTP_URL: 'smtp://127.0.0.1:9' } });

// A Bedrock stack's model steps refer to the stack's own guardrail, which the local stack does not run: a stand-in id.
const withGuardrail = (values: LocalStackValues): LocalStackValues => ({ ...values, settings: { GUARDRAIL_ID: 'bench-guardrail', GUARDRAIL_VERSION: '1', ...values.settings } });

const reportPattern = /^REPORT RequestId: \S+\tDuration: ([\d.]+) ms\tInit Duration: ([\d.]+) ms/;

/** Cold-starts `asset` `runs` times, each in a fresh process with the environment its template sets. */
export async function measureColdStart(asset: DeployedAsset, values: LocalStackValues, runs: number): Promise<ColdStart> {
  const inits: number[] = [];
  const firsts: number[] = [];
  for (let run = 0; run < runs; run++) {
    let report: RegExpExecArray | null = null;
    const host = startBundledFunctions({
      bundleFile: () => `${asset.dir}/index.mjs`,
      environment: (name) => localFunctionEnvironment(name, { timeoutMs: 10_000, environment: asset.environment }, withGuardrail(name === 'sendMail' ? noMailService(values) : values)),
      onLogLine: (_, line) => (report ??= reportPattern.exec(line)),
      timeoutMs: () => 10_000,
    });
    try {
      // A refused input still answers: the cold start is the same.
      await host.invoke(asset.name, firstEvent[asset.name](), createLambdaContext({ functionName: `bench-${asset.name}`, timeoutMs: 10_000 })).catch(() => undefined);
    } finally {
      await host.close();
    }
    if (!report) throw new Error(`${asset.name} wrote no REPORT line`);
    firsts.push(Number(report[1]));
    inits.push(Number(report[2]));
  }
  return { name: asset.name, initMs: median(inits), firstInvocationMs: median(firsts), runs };
}
