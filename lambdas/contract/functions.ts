// Every deployed function, by the name CDK, the local runtime, the bench and ops use, and the one file esbuild
// bundles for it (relative to the repository root; each exports `handler`).
export const functionEntries = {
  health: 'lambdas/functions/health.ts',
  fallback: 'lambdas/functions/fallback.ts',
  createStory: 'lambdas/functions/create-story.ts',
  getStory: 'lambdas/functions/get-story.ts',
  listStories: 'lambdas/functions/list-stories.ts',
  getUsage: 'lambdas/functions/get-usage.ts',
  cancelStory: 'lambdas/functions/cancel-story.ts',
  apiReference: 'lambdas/functions/api-reference.ts',
  webhookSecret: 'lambdas/functions/webhook-secret.ts',
  listWebhookDeliveries: 'lambdas/functions/list-webhook-deliveries.ts',
  replayWebhookDelivery: 'lambdas/functions/replay-webhook-delivery.ts',
  deliverWebhook: 'lambdas/functions/deliver-webhook.ts',
  dispatcher: 'lambdas/functions/dispatch.ts',
  reaper: 'lambdas/functions/reap-stuck.ts',
  sendMail: 'lambdas/functions/send-mail.ts',
  markProcessing: 'lambdas/functions/mark-processing.ts',
  planStory: 'lambdas/functions/plan-story.ts',
  writePage: 'lambdas/functions/write-page.ts',
  illustratePage: 'lambdas/functions/illustrate-page.ts',
  makeBookFiles: 'lambdas/functions/make-book-files.ts',
  finalize: 'lambdas/functions/finalize.ts',
  markFailed: 'lambdas/functions/mark-failed.ts',
  awaitTurn: 'lambdas/functions/await-turn.ts',
  grantTurns: 'lambdas/functions/grant-turns.ts',
} as const;

export type FunctionName = keyof typeof functionEntries;

export const functionNames = Object.keys(functionEntries) as FunctionName[];

/** Deployed only where model calls wait for turns (`-c modelBudget=…`): AwaitTurn's function and the turn keeper. */
export const turnFunctionNames = ['awaitTurn', 'grantTurns'] as const satisfies readonly FunctionName[];

/** What a stack without a model budget deploys. */
export const unbudgetedFunctionNames = functionNames.filter((name) => !(turnFunctionNames as readonly string[]).includes(name));

/** Functions behind the HTTP API. */
export const httpHandlerNames = ['health', 'fallback', 'createStory', 'getStory', 'listStories', 'getUsage', 'cancelStory', 'apiReference', 'webhookSecret', 'listWebhookDeliveries', 'replayWebhookDelivery'] as const satisfies readonly FunctionName[];
export type HttpHandlerName = (typeof httpHandlerNames)[number];
