import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { esbuildOptionsFor } from '../../lib/bundling';
import { afterAll, describe, expect, it } from 'vitest';
import { fromProjectRoot } from '../../lib/project-files';

describe('bundling: a handler using middy, zod and SDK v3 loads and runs as the ESM bundle', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'storybook-bundle-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('signs a URL from inside the minified ESM bundle', async () => {
    const outfile = path.join(outDir, 'probe', 'index.mjs');
    // The same options NodejsFunction passes to esbuild for every function.
    await build(esbuildOptionsFor({ probe: fromProjectRoot('test/infra/fixtures/dependency-probe.ts') }, outDir, 'offline'));

    const script = `const { handler } = await import(${JSON.stringify(pathToFileURL(outfile).href)});
      process.stdout.write(await handler({ key: 'pages/01.png' }, {}));`;
    const url = execFileSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], {
      env: { PATH: process.env.PATH, AWS_ACCESS_KEY_ID: 'AKIDPROBE', AWS_SECRET_ACCESS_KEY: 'probe', AWS_REGION: 'us-east-1' },
      encoding: 'utf8',
    });
    expect(url).toMatch(/^https:\/\/probe-bucket\.s3\.us-east-1\.amazonaws\.com\/pages\/01\.png\?.*X-Amz-Signature=[0-9a-f]{64}/);
  }, 30_000);
});
