import { spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../client/src/cli';
import { acceptance, bookId, fail, ok, page, startScriptedServer, story, type ScriptedServer } from './scripted-server';

const bin = fileURLToPath(new URL('../../client/bin/storybook-api.js', import.meta.url));
const ESC = '\x1b';

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The CLI as a user runs it: its own process, pipes (not a terminal) for output. */
function cli(args: string[], env: Record<string, string | undefined> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...args], {
      env: { PATH: process.env.PATH, STORYBOOK_API_URL: server.url, STORYBOOK_API_KEY: 'cbk_live_test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const idea = ['--idea', 'A shy hedgehog named Pip who wants to fly'];
const fast = ['--interval', '0.02'];
const completed = story('completed', 100, [page(0), page(1), page(2)]);
const failed = story('failed', 40, [page(0)], { errorMessage: 'The story service was unavailable. Credits for unfinished pages were returned.' });

describe('create --wait --json prints exactly one JSON object: the final Story', () => {
  it('on stdout, with progress on stderr only', async () => {
    server.script(ok(acceptance, {}, 202), ok(story('processing', 30, [page(0)])), ok(completed));
    const run = await cli(['create', ...idea, '--pages', '3', '--wait', '--json', ...fast]);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(completed);
    expect(run.stderr).toContain('cover ready');
    const create = server.requests[0];
    expect(create?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(create?.body ?? '')).toEqual({
      storyIdea: 'A shy hedgehog named Pip who wants to fly',
      ageRange: '4-7',
      style: 'watercolor',
      pageCount: 3,
      tone: 'animal',
      language: 'english',
    });
  });

  it('a retried create says so on stderr and keeps stdout to the one object', async () => {
    server.script(fail(429, 'RATE_LIMIT_EXCEEDED', { headers: { 'retry-after': '1' } }), ok(acceptance, {}, 202));
    const run = await cli(['create', ...idea, '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(acceptance);
    expect(run.stderr).toContain('RATE_LIMIT_EXCEEDED (HTTP 429); retrying with the same Idempotency-Key in 1 s');
    expect(new Set(server.requests.map((r) => r.headers['idempotency-key'])).size).toBe(1);
  });

  it('without --wait: the acceptance data', async () => {
    server.script(ok(acceptance, {}, 202));
    const run = await cli(['create', ...idea, '--json', '--idempotency-key', 'my-first-book', '--style', '3d', '--age', '8-12']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(acceptance);
    expect(server.requests[0]?.headers['idempotency-key']).toBe('my-first-book');
    expect(JSON.parse(server.requests[0]?.body ?? '')).toMatchObject({ style: '3d', ageRange: '8-12' });
  });
});

describe('exit code 0: done', () => {
  it('create --wait prints a summary of the book', async () => {
    server.script(ok(acceptance, {}, 202), ok(completed));
    const run = await cli(['create', ...idea, '--wait', ...fast]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Title:   Pip Learns to Fly');
    expect(run.stdout).toContain('Pages:   3 of 3 ready');
    expect(run.stdout).toContain('PDF:     http://files.test/book.pdf');
    expect(run.stdout).toContain('Reader:  http://files.test/reader.html');
  });

  it('get ID --json prints the Story', async () => {
    server.script(ok(story('processing', 30)));
    const run = await cli(['get', bookId, '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual(story('processing', 30));
    expect(server.requests[0]?.url).toBe(`/v1/stories/${bookId}`);
  });

  it('open ID prints the readerUrl of a completed book (not a terminal: nothing is opened)', async () => {
    server.script(ok(completed));
    const run = await cli(['open', bookId], { DISPLAY: ':0' });
    expect(run).toEqual({ code: 0, stdout: 'http://files.test/reader.html\n', stderr: '' });
  });
});

describe('exit code 1: the book failed', () => {
  it('create --wait --json: the failed Story on stdout, the reason on stderr', async () => {
    server.script(ok(acceptance, {}, 202), ok(story('processing', 20)), ok(failed));
    const run = await cli(['create', ...idea, '--wait', '--json', ...fast]);
    expect(run.code).toBe(1);
    expect(JSON.parse(run.stdout)).toEqual(failed);
    expect(run.stderr).toContain('The story service was unavailable.');
  });

  it('get and open of a failed book', async () => {
    server.script(ok(failed));
    expect((await cli(['get', bookId])).code).toBe(1);
    const open = await cli(['open', bookId]);
    expect(open.code).toBe(1);
    expect(open.stdout).toBe('');
  });
});

describe('exit code 2: usage', () => {
  it.each([
    ['no command', []],
    ['an unknown command', ['make']],
    ['create without --idea', ['create']],
    ['an unknown option', ['create', ...idea, '--colour', 'red']],
    ['a style that does not exist', ['create', ...idea, '--style', '3D']],
    ['pages that are not a number', ['create', ...idea, '--pages', 'six']],
    ['get without an ID', ['get']],
    ['open with two IDs', ['open', bookId, bookId]],
  ])('%s', async (_name, args) => {
    server.script(ok(acceptance, {}, 202));
    const run = await cli(args);
    expect(run.code).toBe(2);
    expect(server.requests).toHaveLength(0);
  });

  it('no STORYBOOK_API_KEY', async () => {
    const run = await cli(['get', bookId], { STORYBOOK_API_KEY: undefined });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('STORYBOOK_API_KEY');
  });
});

describe('exit code 3: an API error, its code and requestId on stderr', () => {
  it('401 INVALID_API_KEY', async () => {
    server.script(fail(401, 'INVALID_API_KEY'));
    const run = await cli(['create', ...idea]);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('INVALID_API_KEY (HTTP 401)');
    expect(run.stderr).toContain('requestId: req-invalid_api_key');
    expect(run.stdout).toBe('');
  });

  it('400 VALIDATION_ERROR names the fields', async () => {
    server.script(fail(400, 'VALIDATION_ERROR', { fields: { pageCount: 'pageCount must be an integer from 5 to 15' } }));
    const run = await cli(['create', ...idea, '--pages', '40']);
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('pageCount: pageCount must be an integer from 5 to 15');
  });

  it('no server at the URL', async () => {
    const run = await cli(['get', bookId], { STORYBOOK_API_URL: 'http://127.0.0.1:9' });
    expect(run.code).toBe(3);
    expect(run.stderr).toContain('cannot reach http://127.0.0.1:9');
  });
});

describe('exit code 4: not finished yet', () => {
  it('open before the book is completed says so', async () => {
    server.script(ok(story('processing', 45)));
    const run = await cli(['open', bookId]);
    expect(run.code).toBe(4);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('is processing (45%), not ready to open yet');
  });

  it('create --wait --timeout gives up waiting', async () => {
    server.script(ok(acceptance, {}, 202), ok(story('processing', 45)));
    const run = await cli(['create', ...idea, '--wait', '--timeout', '0.3', ...fast]);
    expect(run.code).toBe(4);
    expect(run.stderr).toContain(`storybook-api get ${bookId}`);
  });
});

describe('exit code 130: Ctrl-C stops waiting, not the book', () => {
  it('says how to follow the book', async () => {
    server.script(ok(acceptance, {}, 202), ok(story('processing', 45)));
    const child = spawn(process.execPath, [bin, 'create', ...idea, '--wait', ...fast], {
      env: { PATH: process.env.PATH, STORYBOOK_API_URL: server.url, STORYBOOK_API_KEY: 'cbk_live_test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes('processing 45%') && child.signalCode === null && !child.killed) child.kill('SIGINT');
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(130);
    expect(stderr).toContain(`Stopped waiting; book ${bookId} goes on: storybook-api get ${bookId}`);
  });
});

describe('--help for each command', () => {
  it.each([
    [['--help'], 'Usage:'],
    [['create', '--help'], 'Usage: storybook-api create'],
    [['get', '--help'], 'Usage: storybook-api get'],
    [['open', '-h'], 'Usage: storybook-api open'],
  ])('%j', async (args, heading) => {
    const run = await cli(args, { STORYBOOK_API_KEY: undefined });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(heading);
  });
});

describe('output: plain lines without escape codes when not a terminal, a bar redrawn in place on one', () => {
  it('not a terminal', async () => {
    server.script(ok(acceptance, {}, 202), ok(story('processing', 30, [page(0)])), ok(story('processing', 60, [page(0), page(1)])), ok(completed));
    const run = await cli(['create', ...idea, '--wait', ...fast]);
    expect(run.code).toBe(0);
    expect(run.stdout + run.stderr).not.toContain(ESC);
    expect(run.stderr.split('\n')).toEqual([
      `Book ${bookId} accepted; waiting for it…`,
      'cover ready: Text of page 0.',
      'processing 30% (1/3 pages)',
      'page 1 ready: Text of page 1.',
      'processing 60% (2/3 pages)',
      'page 2 ready: Text of page 2.',
      'completed 100% (3/3 pages)',
      '',
    ]);
  });

  it('a terminal', async () => {
    server.script(ok(acceptance, {}, 202), ok(story('processing', 30, [page(0)])), ok(completed));
    const stdout = capture(false);
    const stderr = capture(true);
    const code = await runCli(['create', ...idea, '--wait', ...fast], {
      stdout: stdout.stream,
      stderr: stderr.stream,
      env: { STORYBOOK_API_URL: server.url, STORYBOOK_API_KEY: 'cbk_live_test' },
    });
    expect(code).toBe(0);
    expect(stderr.text()).toContain(`\r${ESC}[2K███████░░░░░░░░░░░░░░░░░  30% processing · 1/3 pages`);
    expect(stderr.text()).toContain(`\r${ESC}[2K✓ cover ready: Text of page 0.\n`);
    expect(stderr.text().endsWith(`\r${ESC}[2K`)).toBe(true);
    expect(stdout.text()).toContain('Title:   Pip Learns to Fly');
    expect(stdout.text()).not.toContain(ESC);
  });
});

function capture(isTTY: boolean) {
  let text = '';
  const stream = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        text += chunk.toString();
        done();
      },
    }),
    { isTTY },
  );
  return { stream, text: () => text };
}
