import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);
// Node with tsx's loader, in one process: the pid a test signals and waits for is the script's own.
const NODE_WITH_TSX = [process.execPath, '--import', 'tsx'] as const;

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a bin/ script with tsx, as `npm run --silent` would. */
export async function runScript(script: string, args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  try {
    const { stdout, stderr } = await execFileAsync(NODE_WITH_TSX[0], [...NODE_WITH_TSX.slice(1), script, ...args], { env: { ...process.env, ...env }, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

/** Starts a long-running bin/ script and resolves once its output matches `ready`. */
export function startScript(script: string, env: Record<string, string>, ready: RegExp, timeoutMs = 60_000): Promise<{ child: ChildProcess; output: () => string }> {
  return startCommand(NODE_WITH_TSX[0], [...NODE_WITH_TSX.slice(1), script], env, ready, timeoutMs);
}

/** Starts any long-running command (`npm start` as a user types it) and resolves once its output matches `ready`. */
export function startCommand(command: string, args: string[], env: Record<string, string>, ready: RegExp, timeoutMs = 60_000): Promise<{ child: ChildProcess; output: () => string }> {
  const script = [command, ...args].join(' ');
  const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // Nobody else holds the child once this rejects: stop it, or a hung start outlives the test run.
      child.kill('SIGTERM');
      reject(new Error(`${script} did not get ready:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve({ child, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${output}`));
    });
  });
}

export function waitForExit(child: ChildProcess, timeoutMs = 20_000): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('process did not exit')), timeoutMs);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** The API's address from `npm start`'s Ready line: tests start it with PORT=0, so no other process can race for a port. */
export function apiUrlFrom(output: string): string {
  const match = /Ready: (http:\/\/127\.0\.0\.1:\d+)\/v1\/health/.exec(output);
  if (!match) throw new Error(`No Ready line in the local stack's output:\n${output}`);
  return match[1]!;
}
