import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { functionEntries, type FunctionName } from '../../lambdas/contract/functions';
import { fromProjectRoot } from '../../lib/project-files';
import { createLambdaContext } from '../lambda-context';

/** Runs one Task state's handler: the caller decides how handlers are loaded (module import, fakes in tests). */
export type TaskInvoker = (stateName: string, functionName: FunctionName, input: unknown) => Promise<unknown>;

type WorkflowHandler = (event: unknown, context: Context) => Promise<unknown>;

export interface ModuleInvokerOptions {
  /** Task state name → its function's timeout; a slower handler fails as Lambda's `Sandbox.Timedout`. */
  readonly timeoutsMs?: Readonly<Record<string, number>>;
  /** Used for states without a timeout of their own. */
  readonly defaultTimeoutMs?: number;
  /** Module of each function; the contract's entries unless a test names others. */
  readonly entries?: Readonly<Partial<Record<FunctionName, string>>>;
}

/** Lambda's error when a function runs past its timeout (what a Catch sees as `Error`). */
export class SandboxTimedOutError extends Error {
  constructor(timeoutMs: number) {
    super(`Task timed out after ${(timeoutMs / 1000).toFixed(2)} seconds`);
    this.name = 'Sandbox.Timedout';
  }
}

async function loadHandler(entry: string): Promise<WorkflowHandler> {
  const module = (await import(pathToFileURL(fromProjectRoot(entry)).href)) as { handler?: unknown };
  if (typeof module.handler !== 'function') throw new Error(`${entry} does not export a handler function`);
  return module.handler as WorkflowHandler;
}

function withTimeout<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SandboxTimedOutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** The default invoker: `import(entry).handler(input, context)` in this process, within the function's timeout. */
export function createModuleInvoker(options: ModuleInvokerOptions = {}): TaskInvoker {
  const handlers = new Map<FunctionName, Promise<WorkflowHandler>>();
  return async (stateName, functionName, input) => {
    let handler = handlers.get(functionName);
    if (!handler) {
      handler = loadHandler(options.entries?.[functionName] ?? functionEntries[functionName]);
      handlers.set(functionName, handler);
      // A module that failed to load is tried again next time, as a fresh Lambda sandbox would.
      handler.catch(() => handlers.delete(functionName));
    }
    const timeoutMs = options.timeoutsMs?.[stateName] ?? options.defaultTimeoutMs ?? 60_000;
    const context = createLambdaContext({ functionName: `storybook-local-${stateName}`, timeoutMs });
    return withTimeout((await handler)(input, context), timeoutMs);
  };
}
