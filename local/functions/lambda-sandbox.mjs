// One function's sandbox, as the Lambda Node.js runtime runs it: a process of its own with the function's
// environment, which imports the bundle once (the cold start) and then answers invocations sent by the parent.
// Plain JavaScript: it runs the bundle with `node`, not the TypeScript sources.
import { pathToFileURL } from 'node:url';

const bundle = process.env.LOCAL_LAMBDA_BUNDLE;

/** What the runtime reports for a thrown value: errorType is the error's name (what Step Functions matches on). */
function errorPayload(thrown) {
  if (thrown instanceof Error) return { errorType: thrown.name, errorMessage: thrown.message, trace: (thrown.stack ?? '').split('\n') };
  return { errorType: typeof thrown, errorMessage: String(thrown), trace: [] };
}

function contextFor(fields) {
  const deadline = Date.now() + fields.timeoutMs;
  const callbackApi = (name) => () => {
    throw new Error(`context.${name}() is the callback-style API; handlers here are async`);
  };
  const { timeoutMs: _timeoutMs, ...context } = fields;
  return {
    ...context,
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: callbackApi('done'),
    fail: callbackApi('fail'),
    succeed: callbackApi('succeed'),
  };
}

const started = performance.now();
let handler;
try {
  ({ handler } = await import(pathToFileURL(bundle).href));
  if (typeof handler !== 'function') throw new Error(`${bundle} does not export a handler function`);
} catch (thrown) {
  process.send({ type: 'initError', error: errorPayload(thrown) });
  process.exit(1);
}
process.send({ type: 'ready', initMs: performance.now() - started });

process.on('message', async ({ id, event, context }) => {
  try {
    const result = await handler(event, contextFor(context));
    process.send({ type: 'result', id, result: result ?? null });
  } catch (thrown) {
    process.send({ type: 'error', id, error: errorPayload(thrown) });
  }
});
// The parent went away: so does the sandbox.
process.on('disconnect', () => process.exit(0));
