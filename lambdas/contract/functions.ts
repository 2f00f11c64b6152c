// Every deployed function, by the name CDK, the local runtime, the bench and ops use, and the one file esbuild
// bundles for it (relative to the repository root; each exports `handler`).
export const functionEntries = {
  health: 'lambdas/functions/health.ts',
  fallback: 'lambdas/functions/fallback.ts',
  createStory: 'lambdas/functions/create-story.ts',
  getStory: 'lambdas/functions/get-story.ts',
  apiReference: 'lambdas/functions/api-reference.ts',
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
} as const;

export type FunctionName = keyof typeof functionEntries;

export const functionNames = Object.keys(functionEntries) as FunctionName[];

/** Functions behind the HTTP API. */
export const httpHandlerNames = ['health', 'fallback', 'createStory', 'getStory', 'apiReference'] as const satisfies readonly FunctionName[];
export type HttpHandlerName = (typeof httpHandlerNames)[number];
