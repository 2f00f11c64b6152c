import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorybookClient } from '../../client/src/index';
import { assertFetchResponseConforms } from '../support/openapi-conformance';
import { apiUrlFrom, runScript, startScript, waitForExit } from './process-runner';

// What an integrator does, on `npm start`: the CLI as a separate process (`create --wait --json`), and the client
// library creating a book whose first answer is lost on the way back, then waiting for it.
const execFileAsync = promisify(execFile);
const idea = { storyIdea: 'A shy hedgehog named Pip who wants to fly', ageRange: '4-7', style: 'watercolor', pageCount: 5, tone: 'animal', language: 'english' } as const;

let dataDir: string;
let stack: Awaited<ReturnType<typeof startScript>>;
let base: string;
let apiKey: string;
let userId: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storybook-client-'));
  stack = await startScript('bin/local.ts', { DATA_DIR: dataDir, PORT: '0' }, /Ctrl-C stops everything/, 180_000);
  base = apiUrlFrom(stack.output());
  apiKey = /cbk_live_[0-9A-Za-z]{38}/.exec(stack.output())![0];
  userId = /development user ([0-9a-f-]{36})/.exec(stack.output())![1]!;
}, 200_000);
afterAll(async () => {
  stack?.child.kill('SIGTERM');
  if (stack) await waitForExit(stack.child);
  await rm(dataDir, { recursive: true, force: true });
});

const creditsUsed = async () => {
  const shown = await runScript('bin/admin.ts', ['user', 'show', '--user', userId, '--data-dir', dataDir]);
  return (JSON.parse(shown.stdout) as { creditsUsed: number }).creditsUsed;
};

describe('the storybook-api CLI, as a separate process against the local stack', () => {
  it('create --wait --json prints exactly one JSON object, the completed Story, and exits 0', async () => {
    const { stdout } = await execFileAsync(process.execPath, [
      'client/bin/storybook-api.js', 'create', '--idea', idea.storyIdea, '--age', idea.ageRange, '--style', idea.style,
      '--pages', String(idea.pageCount), '--tone', idea.tone, '--language', idea.language, '--wait', '--json',
    ], { env: { ...process.env, STORYBOOK_API_URL: base, STORYBOOK_API_KEY: apiKey }, timeout: 120_000 });
    // The whole of stdout is the one object (JSON.parse fails on anything before or after it).
    const story = JSON.parse(stdout);
    expect(story).toMatchObject({ status: 'completed', progress: 100, pageCount: 5, pdfUrl: expect.stringMatching(/^http/), readerUrl: expect.stringMatching(/^http/) });
    expect(story.pages).toHaveLength(5);
  }, 150_000);
});

describe('the client library: a POST whose first answer was lost is retried with the same key', () => {
  it('one book, charged once, waited for to completion with progress and every page reported', async () => {
    const before = await creditsUsed();
    let posts = 0;
    // The request reaches the API and is accepted, but its answer never comes back: as a dropped connection would.
    const losingFirstAnswer: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      await assertFetchResponseConforms(init?.method ?? 'GET', response);
      if (init?.method === 'POST' && ++posts === 1) throw new TypeError('fetch failed: the connection was reset');
      return response;
    };
    const client = new StorybookClient({ baseUrl: base, apiKey, fetch: losingFirstAnswer });
    const created = await client.createStory({ ...idea });
    expect(posts).toBe(2);
    expect(created.replayed).toBe(true);

    const progress: number[] = [];
    const pages: number[] = [];
    const story = await client.waitForStory(created.bookId, { deadline: 90_000, onProgress: (s) => progress.push(s.progress), onPage: (page) => pages.push(page.index) });
    expect(story.status).toBe('completed');
    expect(pages.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4]);
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // One book of five pages: five credits, not ten.
    expect((await creditsUsed()) - before).toBe(5);
  }, 150_000);
});

describe('the client as a package: npm pack, installed into an empty project, used from plain Node and from TypeScript with DOM libs', () => {
  const consumerScript = (apiUrl: string, key: string) => `
import { StorybookClient } from '@storybook-api/client';
const client = new StorybookClient({ baseUrl: ${JSON.stringify(apiUrl)}, apiKey: ${JSON.stringify(key)} });
const created = await client.createStory({ storyIdea: 'A little owl named Hoot who is afraid of the dark', ageRange: '0-3', style: 'crayon', pageCount: 5, tone: 'heartwarming', language: 'english' });
const story = await client.waitForStory(created.bookId, { deadline: 90_000 });
console.log(JSON.stringify({ status: story.status, pages: story.pages.length }));
`;

  it('installs from the tarball with no registry, and both scripts create a book and wait for it to complete', async () => {
    const scratch = await mkdtemp(join(tmpdir(), 'storybook-consumer-'));
    try {
      // prepack builds dist/; the tarball holds only dist/, bin/, the README and the licence.
      await execFileAsync('npm', ['pack', '--silent', '--pack-destination', scratch], { cwd: resolve('client'), timeout: 120_000 });
      const tarball = (await readdir(scratch)).find((name) => name.endsWith('.tgz'))!;
      await writeFile(join(scratch, 'package.json'), JSON.stringify({ name: 'consumer', private: true, type: 'module' }));
      await execFileAsync('npm', ['install', '--offline', '--no-audit', '--no-fund', join(scratch, tarball)], { cwd: scratch, timeout: 120_000 });

      await writeFile(join(scratch, 'plain.mjs'), consumerScript(base, apiKey));
      const plain = await execFileAsync(process.execPath, ['plain.mjs'], { cwd: scratch, timeout: 120_000 });
      expect(JSON.parse(plain.stdout)).toEqual({ status: 'completed', pages: 5 });

      // DOM libs and no Node types: the client needs only fetch and WebCrypto, and its declarations must say so.
      await writeFile(join(scratch, 'typed.ts'), consumerScript(base, apiKey));
      await writeFile(join(scratch, 'tsconfig.json'), JSON.stringify({
        compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2022', 'DOM'], types: [], strict: true, outDir: 'out' },
        files: ['typed.ts'],
      }));
      await execFileAsync(process.execPath, [resolve('node_modules/typescript/bin/tsc'), '-p', '.'], { cwd: scratch, timeout: 120_000 });
      const typed = await execFileAsync(process.execPath, ['out/typed.js'], { cwd: scratch, timeout: 120_000 });
      expect(JSON.parse(typed.stdout)).toEqual({ status: 'completed', pages: 5 });
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  }, 300_000);
});
