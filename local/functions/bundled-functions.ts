import { type ChildProcess, fork } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { httpHandlerNames, type FunctionName, type HttpHandlerName } from '../../lambdas/contract/functions';
import { RecentTurns } from '../../lambdas/core/model-turns';
import { fromProjectRoot } from '../../lib/project-files';
import type { BridgeHandler } from '../http-bridge';
import { killOnExit } from '../kill-on-exit';
import { LambdaTaskError, type LambdaErrorPayload } from '../step-functions/lambda-errors';
import { SandboxTimedOutError } from '../step-functions/task-invoker';

// The deployed bundles, run as Lambda runs them: each function in processes of its own (its sandboxes) with its own
// environment, started on demand and kept warm. As in Lambda, a sandbox runs one invocation at a time and a function
// scales out: an invocation that finds no idle sandbox starts another (a cold start), so pages drawn side by side
// in the cloud are drawn side by side here too, not one after another on one event loop.

/** Calls one function with an event, as Lambda's Invoke does; a thrown error's `name` is the function's errorType. */
export type FunctionInvoker = (name: FunctionName, event: unknown, context: Context) => Promise<unknown>;

export interface FunctionHost {
  readonly invoke: FunctionInvoker;
  /** Starts these functions' sandboxes now (their cold start) instead of on their first invocation. */
  warm(names: readonly FunctionName[]): Promise<void>;
  /** Sandboxes running now, of one function or of all. */
  sandboxCount(name?: FunctionName): number;
  /**
   * Kills (SIGKILL) every sandbox of the function that is running an invocation, as a host failure or the OOM killer
   * would; returns how many. Each of their invocations fails as a crashed Lambda does (Lambda.Unknown).
   */
  killBusy(name: FunctionName): number;
  /** Stops every sandbox. */
  close(): Promise<void>;
}

export interface BundledFunctionsOptions {
  /** Each function's bundle: `<dir>/<name>/index.mjs` of functionBundles, or a cloud assembly's asset. */
  readonly bundleFile: (name: FunctionName) => string;
  /** Each function's environment variables, as its configuration sets them. */
  readonly environment: (name: FunctionName) => Record<string, string>;
  /** Each line a function writes (its JSON log lines, as CloudWatch Logs would get them). */
  readonly onLogLine?: (name: FunctionName, line: string) => void;
  /** A function's time budget per invocation (its configured timeout). */
  readonly timeoutMs?: (name: FunctionName) => number;
  /** The most sandboxes one function runs at once; invocations beyond it wait for one to be free (default {@link localConcurrency}). */
  readonly concurrency?: number;
  /** How long an invocation waits for a busy sandbox of its function before it starts another (default 100 ms). */
  readonly scaleOutAfterMs?: number;
  /** Sandboxes starting at once across every function (default: the machine's cores, at least 2). */
  readonly startsAtOnce?: number;
  /**
   * Whose an invocation is (default: the event's `userId`, which the workflow's steps carry with a model budget): a
   * freed sandbox goes to the waiting invocation of whoever had the fewest of this function's invocations lately.
   */
  readonly ownerOf?: (event: unknown) => string;
  /** A sandbox idle this long is stopped, as Lambda stops idle ones (default {@link DEFAULT_IDLE_STOP_MS}). */
  readonly idleStopAfterMs?: number;
}

/** The event's `userId` when it has one: the workflow's steps carry it when a model budget is set. */
const userOfEvent = (event: unknown): string => {
  const userId = (event as { userId?: unknown } | null)?.userId;
  return typeof userId === 'string' ? userId : '';
};

/** Enough for two 15-page books' pages at once; a sandbox is started only when every other one is busy. */
export const DEFAULT_LOCAL_CONCURRENCY = 32;

/**
 * Functions that keep a core busy for their whole invocation: here they share the machine's cores, so more sandboxes
 * than about two per core draw no faster, and each new one pays its cold start again (the illustrator's first picture
 * costs a second of WebAssembly compiling). Measured on 2 cores: docs/decisions/local-cpu-bound-functions.md.
 */
export const CPU_BOUND_FUNCTIONS: readonly FunctionName[] = ['planStory', 'writePage', 'illustratePage', 'makeBookFiles'];

/** How many sandboxes a function runs at once on this machine unless told otherwise. */
export function localConcurrency(name: FunctionName, cores = availableParallelism()): number {
  return CPU_BOUND_FUNCTIONS.includes(name) ? Math.max(4, 2 * cores) : DEFAULT_LOCAL_CONCURRENCY;
}

/**
 * Lambda stops a sandbox after some 5 to 15 minutes idle; here 5 minutes (docs/decisions/local-stack-cleanup.md): a
 * burst's sandboxes are gone soon after it, and a developer's next call within minutes still finds one warm.
 */
export const DEFAULT_IDLE_STOP_MS = 5 * 60_000;

/** A short invocation is over sooner than a cold start on a loaded machine: an invocation waits this long for one. */
const DEFAULT_SCALE_OUT_AFTER_MS = 100;

type SandboxMessage =
  | { type: 'ready'; initMs: number }
  | { type: 'initError'; error: LambdaErrorPayload }
  | { type: 'result'; id: number; result: unknown }
  | { type: 'error'; id: number; error: LambdaErrorPayload };

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

/** Lambda's own error when a function could not even be loaded. */
const initFailure = (error: LambdaErrorPayload) => new LambdaTaskError({ ...error, errorType: 'Runtime.ImportModuleError' });

/**
 * A sandbox that died during an invocation, as Step Functions reports it: "Unhandled errors in Lambda are reported as
 * Lambda.Unknown ... These include out-of-memory errors and function timeouts" (Step Functions developer guide,
 * "Handle Lambda service exceptions"); the message is the one Lambda logs for a runtime that exited.
 */
export const crashedSandboxError = (name: FunctionName, signal: string | null, code: number | null) =>
  new LambdaTaskError({ errorType: 'Lambda.Unknown', errorMessage: `Runtime exited with error: ${signal ? `signal: ${signal}` : `exit status ${code}`} (${name})`, trace: [] });

class Sandbox {
  readonly ready: Promise<number>;
  private readonly child: ChildProcess;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;
  /** The cold start's time, reported once on the first invocation's REPORT line as Lambda does. */
  private initReport: number | undefined;
  exited = false;
  /** An invocation timed out and may still be running: Lambda starts the next one in a fresh sandbox. */
  spoiled = false;
  /** Set while the sandbox waits idle: when it fires, the sandbox is stopped. */
  idleTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly name: FunctionName,
    private readonly options: BundledFunctionsOptions,
  ) {
    const bundle = options.bundleFile(name);
    this.child = fork(fromProjectRoot('local/functions/lambda-sandbox.mjs'), [], {
      env: {
        ...options.environment(name),
        LOCAL_LAMBDA_BUNDLE: bundle,
        PATH: process.env.PATH ?? '',
        // Lambda runs Node 22; on a Node 20 machine the SDK's upgrade notice would open every function's log.
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      // Source maps as NODE_OPTIONS asks in Lambda; no tsx loader: the bundle is plain JavaScript.
      execArgv: ['--enable-source-maps'],
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    killOnExit(this.child);
    for (const stream of [this.child.stdout!, this.child.stderr!]) {
      const lines = createInterface({ input: stream });
      lines.on('line', (line) => options.onLogLine?.(name, line));
    }
    this.ready = new Promise((resolve, reject) => {
      this.child.on('message', (message: SandboxMessage) => {
        if (message.type === 'ready') {
          this.initReport = message.initMs;
          return resolve(message.initMs);
        }
        if (message.type === 'initError') return reject(initFailure(message.error));
        const waiting = this.pending.get(message.id);
        this.pending.delete(message.id);
        if (message.type === 'result') waiting?.resolve(message.result);
        else waiting?.reject(new LambdaTaskError(message.error));
      });
      this.child.once('exit', (code, signal) => {
        this.exited = true;
        const crash = crashedSandboxError(name, signal, code);
        reject(crash);
        for (const waiting of this.pending.values()) waiting.reject(crash);
        this.pending.clear();
      });
    });
    // Nobody may be waiting yet; the first invocation sees the failure.
    this.ready.catch(() => undefined);
  }

  async invoke(event: unknown, context: Context, timeoutMs: number): Promise<unknown> {
    await this.ready;
    const id = this.nextId++;
    const fields = {
      functionName: context.functionName,
      functionVersion: context.functionVersion,
      invokedFunctionArn: context.invokedFunctionArn,
      memoryLimitInMB: context.memoryLimitInMB,
      awsRequestId: context.awsRequestId,
      logGroupName: context.logGroupName,
      logStreamName: context.logStreamName,
      timeoutMs,
    };
    const answer = new Promise<unknown>((resolve, reject) => this.pending.set(id, { resolve, reject }));
    // Lambda's own lines around each invocation, so a log shows every call and its duration.
    const started = performance.now();
    this.log(`START RequestId: ${context.awsRequestId} Version: $LATEST`);
    this.child.send({ id, event, context: fields });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new SandboxTimedOutError(timeoutMs)), timeoutMs);
    });
    try {
      return await Promise.race([answer, timeout]);
    } catch (error) {
      if (error instanceof SandboxTimedOutError) this.spoiled = true;
      throw error;
    } finally {
      clearTimeout(timer);
      this.pending.delete(id);
      const init = this.initReport === undefined ? '' : `\tInit Duration: ${this.initReport.toFixed(2)} ms`;
      this.initReport = undefined;
      this.log(`END RequestId: ${context.awsRequestId}`);
      this.log(`REPORT RequestId: ${context.awsRequestId}\tDuration: ${(performance.now() - started).toFixed(2)} ms${init}`);
    }
  }

  /** Running an invocation now. */
  get busy(): boolean {
    return this.pending.size > 0;
  }

  /** Ends the process at once, as a host failure would: its invocation fails (see crashedSandboxError). */
  kill(): void {
    if (!this.exited) this.child.kill('SIGKILL');
  }

  private log(line: string): void {
    this.options.onLogLine?.(this.name, line);
  }

  stop(): Promise<void> {
    if (this.exited) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.kill('SIGTERM');
    });
  }
}

/**
 * Sandboxes being started, across every function. Lambda starts each in hardware of its own; here they share a few
 * cores, and a burst that started dozens at once would take every core from the work already running.
 */
class ColdStartGate {
  private starting = 0;
  private readonly waiters = new Set<() => void>();

  constructor(private readonly limit: number) {}

  tryEnter(): boolean {
    if (this.starting >= this.limit) return false;
    this.starting += 1;
    return true;
  }

  leave(): void {
    this.starting -= 1;
    const waiters = [...this.waiters];
    this.waiters.clear();
    for (const wake of waiters) wake();
  }

  /** Calls `wake` once when a start ends; the returned function takes the wish back. */
  onFree(wake: () => void): () => void {
    this.waiters.add(wake);
    return () => void this.waiters.delete(wake);
  }
}

/** An invocation waiting for a sandbox: handed one that was freed, or woken to look again (a start, its patience). */
interface Waiter {
  readonly owner: string;
  /** When the invocation began to wait (it may have looked again since). */
  readonly since: number;
  wake(sandbox?: Sandbox): void;
}

/** How far back a pool counts an owner's invocations for who goes next, as the model turns do. */
const RECENT_WINDOW_MS = 60_000;

/**
 * One function's sandboxes: an idle one takes the invocation, or a new one is started, up to `limit` at once. A
 * function that has a sandbox already waits a moment for it before starting another: on a few shared cores a short
 * invocation is over sooner than a cold start (Lambda, with cores to spare, starts one at once). When invocations
 * wait, a freed sandbox goes to the one whose owner had the fewest of this function's invocations in the last minute
 * (the longest waiting among equals), the model turns' policy: on Lambda no one waits behind another user's burst,
 * so here a user who comes late is not put behind it either.
 */
class FunctionPool {
  private readonly idle: Sandbox[] = [];
  private readonly running = new Set<Sandbox>();
  private readonly waiting: Waiter[] = [];
  private readonly recent = new RecentTurns(RECENT_WINDOW_MS);

  constructor(
    private readonly name: FunctionName,
    private readonly options: BundledFunctionsOptions,
    private readonly limit: number,
    private readonly starts: ColdStartGate,
  ) {}

  async invoke(event: unknown, context: Context, timeoutMs: number): Promise<unknown> {
    const owner = (this.options.ownerOf ?? userOfEvent)(event);
    const sandbox = await this.take(owner);
    this.recent.add(owner, Date.now());
    try {
      return await sandbox.invoke(event, context, timeoutMs);
    } finally {
      this.give(sandbox);
    }
  }

  /** Starts one sandbox now, unless one is already idle. */
  async warm(): Promise<void> {
    const sandbox = await this.take('', 0);
    await sandbox.ready.catch(() => undefined);
    this.give(sandbox);
  }

  private async take(owner: string, patienceMs = this.running.size > 0 ? (this.options.scaleOutAfterMs ?? DEFAULT_SCALE_OUT_AFTER_MS) : 0): Promise<Sandbox> {
    const from = performance.now();
    for (;;) {
      // The most recently used first: it is the warmest, and the others may be stopped by a later close.
      const warm = this.idle.pop();
      clearTimeout(warm?.idleTimer);
      if (warm && !warm.exited) return warm;
      if (warm) {
        this.running.delete(warm);
        continue;
      }
      const patient = performance.now() - from < patienceMs;
      if (!patient && this.running.size < this.limit && this.starts.tryEnter()) {
        const sandbox = new Sandbox(this.name, this.options);
        this.running.add(sandbox);
        void sandbox.ready.catch(() => undefined).finally(() => this.starts.leave());
        return sandbox;
      }
      const handed = await this.nextChance(owner, from, patient ? patienceMs - (performance.now() - from) : undefined);
      if (handed) return handed;
    }
  }

  /** Resolves with a sandbox handed over, or empty when a start ends or `timeoutMs` passes (to look again). */
  private nextChance(owner: string, since: number, timeoutMs: number | undefined): Promise<Sandbox | undefined> {
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | undefined;
      let unsubscribe: () => void = () => undefined;
      const waiter: Waiter = {
        owner,
        since,
        wake: (sandbox) => {
          const at = this.waiting.indexOf(waiter);
          if (at >= 0) this.waiting.splice(at, 1);
          unsubscribe();
          clearTimeout(timer);
          resolve(sandbox);
        },
      };
      this.waiting.push(waiter);
      unsubscribe = this.starts.onFree(() => waiter.wake());
      if (timeoutMs !== undefined) timer = setTimeout(() => waiter.wake(), Math.max(1, timeoutMs));
    });
  }

  /** The waiter whose owner had the fewest of this function's invocations lately; the longest waiting among equals. */
  private nextWaiter(): Waiter | undefined {
    const now = Date.now();
    // Counted once per owner: a burst's waiters are mostly one user's.
    const servedBy = new Map<string, number>();
    let best: { waiter: Waiter; served: number } | undefined;
    for (const waiter of this.waiting) {
      const served = servedBy.get(waiter.owner) ?? this.recent.countFor(waiter.owner, now);
      servedBy.set(waiter.owner, served);
      if (!best || served < best.served || (served === best.served && waiter.since < best.waiter.since)) best = { waiter, served };
    }
    return best?.waiter;
  }

  private give(sandbox: Sandbox): void {
    if (sandbox.exited || sandbox.spoiled) {
      this.running.delete(sandbox);
      void sandbox.stop();
      // Its place may be taken by a new sandbox.
      this.nextWaiter()?.wake();
      return;
    }
    const next = this.nextWaiter();
    if (next) return next.wake(sandbox);
    this.idle.push(sandbox);
    // Unref'd: an idle sandbox never keeps the host's process alive.
    sandbox.idleTimer = setTimeout(() => this.stopIdle(sandbox), this.options.idleStopAfterMs ?? DEFAULT_IDLE_STOP_MS).unref();
  }

  /** An idle sandbox's time is up: out of the pool, its process stopped; the next invocation starts a fresh one. */
  private stopIdle(sandbox: Sandbox): void {
    const at = this.idle.indexOf(sandbox);
    if (at < 0) return;
    this.idle.splice(at, 1);
    this.running.delete(sandbox);
    void sandbox.stop();
    // A waiter held back by the concurrency limit may start one now.
    this.nextWaiter()?.wake();
  }

  get size(): number {
    return this.running.size;
  }

  killBusy(): number {
    const busy = [...this.running].filter((sandbox) => sandbox.busy && !sandbox.exited);
    for (const sandbox of busy) sandbox.kill();
    return busy.length;
  }

  async close(): Promise<void> {
    for (const sandbox of this.idle) clearTimeout(sandbox.idleTimer);
    await Promise.all([...this.running].map((sandbox) => sandbox.stop()));
    this.running.clear();
    this.idle.length = 0;
  }
}

/** Runs the functions' bundles, each in sandboxes started on demand (one invocation per sandbox at a time). */
export function startBundledFunctions(options: BundledFunctionsOptions): FunctionHost {
  const pools = new Map<FunctionName, FunctionPool>();
  const starts = new ColdStartGate(options.startsAtOnce ?? Math.max(2, availableParallelism()));
  const poolFor = (name: FunctionName): FunctionPool => {
    let pool = pools.get(name);
    if (!pool) {
      pool = new FunctionPool(name, options, options.concurrency ?? localConcurrency(name), starts);
      pools.set(name, pool);
    }
    return pool;
  };
  return {
    invoke: (name, event, context) => poolFor(name).invoke(event, context, options.timeoutMs?.(name) ?? 60_000),
    sandboxCount: (name) => (name ? (pools.get(name)?.size ?? 0) : [...pools.values()].reduce((sum, pool) => sum + pool.size, 0)),
    killBusy: (name) => pools.get(name)?.killBusy() ?? 0,
    warm: async (names) => {
      await Promise.all(names.map((name) => poolFor(name).warm()));
    },
    close: async () => {
      await Promise.all([...pools.values()].map((pool) => pool.close()));
      pools.clear();
    },
  };
}

/** The HTTP API's functions as the bridge calls them: each request is an invocation of the function's bundle. */
export function bundledHttpHandlers(invoke: FunctionInvoker): Record<HttpHandlerName, BridgeHandler> {
  return Object.fromEntries(
    httpHandlerNames.map((name) => [name, (event: APIGatewayProxyEventV2, context: Context) => invoke(name, event, context) as Promise<object>]),
  ) as Record<HttpHandlerName, BridgeHandler>;
}
