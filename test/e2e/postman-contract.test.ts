// Third-party tools on the served document, against `npm start`: the Postman collection that
// openapi-to-postmanv2 makes from /v1/openapi.json, with its contract tests, run by newman; and Dredd.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import newman, { type NewmanSummary } from 'newman';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postmanCollection } from '../../local/postman-collection';
import { apiUrlFrom, startScript, waitForExit } from './process-runner';

const DREDD = join('node_modules', '.bin', 'dredd');

let dataDir: string;
let stack: Awaited<ReturnType<typeof startScript>>;
let base: string;
let apiKey: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'storybook-tools-'));
  stack = await startScript('bin/local.ts', { DATA_DIR: dataDir, PORT: '0' }, /Ctrl-C stops everything/, 180_000);
  base = apiUrlFrom(stack.output());
  apiKey = /cbk_live_[0-9A-Za-z]{38}/.exec(stack.output())![0];
}, 200_000);
afterAll(async () => {
  stack?.child.kill('SIGTERM');
  if (stack) await waitForExit(stack.child);
  await rm(dataDir, { recursive: true, force: true });
});

const served = async () => (await fetch(`${base}/v1/openapi.json`)).json() as Promise<Record<string, unknown>>;

function runNewman(collection: unknown): Promise<NewmanSummary> {
  return new Promise((resolve, reject) => {
    newman.run({ collection, envVar: [{ key: 'baseUrl', value: base }, { key: 'apiKey', value: apiKey }], reporters: [], timeoutRequest: 30_000 }, (error, summary) => (error ? reject(error) : resolve(summary)));
  });
}

/** Each request's name, status and failed assertions: what a failure message should show. */
const failuresOf = (summary: NewmanSummary) => summary.run.failures.map((f) => `${f.source?.name ?? '?'}: ${f.error.test ?? f.error.name}: ${f.error.message}`);

describe('Rule: a Postman collection made from the served document passes its contract tests against the stack', () => {
  let summary: NewmanSummary;
  let collection: Record<string, unknown>;
  beforeAll(async () => {
    collection = await postmanCollection(await served());
    summary = await runNewman(collection);
  }, 120_000);

  it('has a request for every operation of the document, and one for an unknown book', async () => {
    const doc = await served();
    const operations = Object.values(doc.paths as Record<string, Record<string, unknown>>).flatMap((item) => Object.keys(item));
    expect((collection.item as unknown[]).length).toBe(operations.length + 1);
  });

  it('every request answers the status the flow expects, a documented one, with a body that matches its schema', () => {
    expect(failuresOf(summary)).toEqual([]);
    expect(summary.run.stats.requests.failed).toBe(0);
    // Two checks a request, and the schema check on each JSON answer (all but the reference page and its script).
    const schemaChecks = summary.run.executions.flatMap((e) => e.assertions ?? []).filter((a) => a.assertion.endsWith('matches the documented schema'));
    expect(summary.run.stats.assertions.total).toBeGreaterThanOrEqual(2 * summary.run.stats.requests.total);
    expect(schemaChecks).toHaveLength(summary.run.stats.requests.total - 2);
  });

  it('the book made first is the one read and cancelled; an unknown well-formed id is 404', () => {
    const codes = summary.run.executions.map((e) => [e.item.name, e.response?.code]);
    expect(codes.slice(0, 3).map(([, code]) => code)).toEqual([202, 200, 404]);
    expect(codes.find(([name]) => String(name).startsWith('Cancel'))?.[1]).toBe(200);
  });
});

describe('Rule: Dredd runs the document\'s transactions against the stack and none fails', () => {
  let output: string;
  let code: number;
  beforeAll(async () => {
    // The served document from a file: read from the URL, Dredd's first request reused a socket the stack had closed.
    const document = join(dataDir, 'openapi.json');
    await writeFile(document, JSON.stringify(await served()));
    // Dredd exits 1 on any failed transaction; its summary line is read either way.
    ({ output, code } = await new Promise<{ output: string; code: number }>((resolve) => {
      execFile(DREDD, [document, base, '--hookfiles', 'test/e2e/dredd-hooks.cjs', '--language', 'nodejs', '--color', 'false'], {
        env: { ...process.env, STORYBOOK_API_KEY: apiKey }, timeout: 120_000,
      }, (error, stdout, stderr) => resolve({ output: `${stdout}${stderr}`, code: error ? (typeof error.code === 'number' ? error.code : 1) : 0 }));
    }));
  }, 150_000);

  it('completes with passing transactions and no failure or error', () => {
    const summary = /complete: (\d+) passing, (\d+) failing, (\d+) errors, (\d+) skipped, (\d+) total/.exec(output);
    expect(summary, output).not.toBeNull();
    const [passing, failing, errors] = summary!.slice(1, 4).map(Number);
    expect({ failing, errors, code }, output.split('\n').filter((line) => /^(fail|error)/.test(line)).join('\n')).toEqual({ failing: 0, errors: 0, code: 0 });
    expect(passing).toBeGreaterThanOrEqual(8);
  });
});
