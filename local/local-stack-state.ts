import { readFile, rm, writeFile } from 'node:fs/promises';
import { resolve, join } from 'node:path';

// The running local stack describes itself in DATA_DIR so the admin CLI reaches the same engines.
export interface LocalStackState {
  readonly pid: number;
  readonly apiUrl: string;
  readonly region: string;
  readonly tableName: string;
  readonly bucketName: string;
  readonly queueUrl: string;
  readonly endpoints: { readonly dynamodb: string; readonly s3: string; readonly sqs: string };
  readonly startedAt: string;
}

const STATE_FILE = 'local-stack.json';

export function resolveDataDir(dataDir: string | undefined): string {
  return resolve(dataDir && dataDir.trim() !== '' ? dataDir : '.data');
}

export async function writeLocalStackState(dataDir: string, state: LocalStackState): Promise<void> {
  await writeFile(join(dataDir, STATE_FILE), `${JSON.stringify(state, null, 2)}\n`);
}

export async function removeLocalStackState(dataDir: string): Promise<void> {
  await rm(join(dataDir, STATE_FILE), { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export async function readLocalStackState(dataDir: string): Promise<LocalStackState> {
  let text: string;
  try {
    text = await readFile(join(dataDir, STATE_FILE), 'utf8');
  } catch {
    throw new Error(`The local stack is not running for ${dataDir}. Start it with "npm start" (or pass --table/--stack for AWS).`);
  }
  const state = JSON.parse(text) as LocalStackState;
  if (!isRunning(state.pid)) {
    throw new Error(`The local stack for ${dataDir} is not running any more (pid ${state.pid}). Start it with "npm start".`);
  }
  return state;
}
