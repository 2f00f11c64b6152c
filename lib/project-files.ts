import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// Route entries and the lock file are named relative to the repository root, so resolve from there.
export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export const fromProjectRoot = (relativePath: string): string => path.join(projectRoot, relativePath);

// Deployed functions report the version the package declares (health endpoint, logs).
export const packageVersion: string = (
  JSON.parse(readFileSync(fromProjectRoot('package.json'), 'utf8')) as { version: string }
).version;
