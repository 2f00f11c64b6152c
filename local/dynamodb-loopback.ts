import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fromProjectRoot } from '../lib/project-files';

// The launcher that binds DynamoDB Local to 127.0.0.1 (local/java/LoopbackDynamoDbLocal.java), compiled once with
// the machine's javac against the jar it wraps and kept under .build/java by a hash of both.

const source = fromProjectRoot('local/java/LoopbackDynamoDbLocal.java');
export const loopbackMainClass = 'LoopbackDynamoDbLocal';

/** The jar's classpath: DynamoDB Local and its libraries. */
export const dynamoDbLocalClasspath = (jarPath: string, libraryPath: string): string => [jarPath, join(libraryPath, '*')].join(':');

function run(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, output }));
  });
}

/**
 * The folder holding the compiled launcher, or undefined when this machine has no `javac` (a Java runtime only):
 * DynamoDB Local then starts as the jar itself and listens on every interface.
 */
export async function loopbackLauncher(jarPath: string, libraryPath: string): Promise<string | undefined> {
  const hash = createHash('sha256').update(readFileSync(source)).update(jarPath).digest('hex').slice(0, 16);
  const dir = fromProjectRoot(join('.build', 'java', hash));
  if (existsSync(join(dir, `${loopbackMainClass}.class`))) return dir;
  const staging = `${dir}.${process.pid}.${Date.now()}`;
  await mkdir(staging, { recursive: true });
  try {
    const compiled = await run('javac', ['-nowarn', '-d', staging, '-cp', dynamoDbLocalClasspath(jarPath, libraryPath), source]);
    if (compiled.code !== 0) throw new Error(`javac could not build the DynamoDB Local launcher:\n${compiled.output}`);
    await rename(staging, dir).catch(() => undefined);
    return dir;
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
