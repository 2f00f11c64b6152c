#!/usr/bin/env node
// The CLI is TypeScript; tsx (a devDependency of the repository) loads it without a build step.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli.ts');
await main();
