#!/usr/bin/env node
// The installed package runs the built CLI (dist/); inside the repository, where dist/ may not be built, tsx loads the source.
import { existsSync } from 'node:fs';

const built = new URL('../dist/cli.js', import.meta.url);
const source = new URL('../src/cli.ts', import.meta.url);
let main;
if (existsSync(source)) {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import(source.href));
} else {
  ({ main } = await import(built.href));
}
await main();
