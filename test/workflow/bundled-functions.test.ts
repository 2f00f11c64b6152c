import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunctionName } from '../../lambdas/contract/functions';
import { transientErrorNames } from '../../lambdas/contract/workflow-steps';
import { startBundledFunctions, type BundledFunctionsOptions, type FunctionHost } from '../../local/functions/bundled-functions';
import { functionBundles } from '../../local/functions/function-bundles';
import { startGenerationRuntime, type GenerationRuntime } from '../../local/generation-runtime';
import { createLambdaContext } from '../../local/lambda-context';
import { localFunctionEnvironment } from '../../local/functions/local-function-environment';
import { loadWorkflow } from '../../local/step-functions/cached-workflow';
import type { SynthesizedWorkflow } from '../../local/step-functions/synthesized-workflow';
import { directHttpEvent } from '../../local/http-event';
import { startApiFixture, validStory, type ApiFixture } from '../integration/api-fixture';
import { dynamoDbError, startFaultProxy, type FaultProxy, type ProxiedRequest } from '../support/fault-proxy';
import { Ledger } from '../faults/ledger';
import { pngSize } from '../support/png-header';
import { PICTURE_SIZE } from '../../lambdas/ports/image-model';
import { endedRun } from '../support/ended-run';

// The workflow's functions as they ship: the minified bundles CDK deploys, each in a process of its own with the
// environment Lambda would give it, driven by the synthesized state machine. Faults reach them only on the wire.
let api: ApiFixture;
let proxy: FaultProxy;
let functions: FunctionHost;
let runtime: GenerationRuntime;
let workflow: SynthesizedWorkflow;
let user: { apiKey: string; userId: string };
const logLines: Array<{ name: FunctionName; line: string }> = [];
/** How the test's functions run: the shared host's options, and the scale-out tests' hosts with a setting changed. */
let hostOptions: BundledFunctionsOptions;
/** Each failed state's error name, by execution (task id). */
const stateErrors = new Map<string, string[]>();

beforeAll(async () => {
  api = await startApiFixture('bundled-workflow');
  api.clock.set(new Date().toISOString());
  proxy = await startFaultProxy(api.config.endpoints.dynamodb!);
  const bundles = await functionBundles('offline');
  workflow = await loadWorkflow({ maxConcurrency: 5 });
  hostOptions = {
    bundleFile: bundles.file,
    // Each function's variables as the synthesized template sets them, pointed at the test's engines.
    environment: (name) =>
      localFunctionEnvironment(name, workflow.functions[name], {
        tableName: api.config.tableName,
        bucketName: api.config.bucketName,
        queueUrl: api.config.queueUrl,
        stateMachineArn: runtime.config.stateMachineArn,
        endpoints: { ...api.config.endpoints, dynamodb: proxy.endpoint, sfn: runtime.config.endpoints.sfn },
        // A little model time, so a poll can see a book between its first page and its last.
        settings: { PROVIDER_LATENCY_MS: 'image:60' },
      }),
    timeoutMs: (name) => workflow.functions[name].timeoutMs,
    onLogLine: (name, line) => logLines.push({ name, line }),
  };
  functions = startBundledFunctions(hostOptions);
  runtime = await startGenerationRuntime({
    config: api.config,
    workflow,
    functions: functions.invoke,
    maxConcurrency: 5,
    retryIntervalScale: 0.001,
    onEvent: (event) => {
      if (event.type === 'StateFailed') stateErrors.set(event.execution.name, [...(stateErrors.get(event.execution.name) ?? []), `${event.state}: ${event.error}`]);
    },
  });
  user = await api.newUser('premium');
  ledger = new Ledger(api.config);
}, 120_000);
afterAll(async () => {
  await runtime?.close();
  await functions?.close();
  await proxy?.close();
  await api?.close();
});

const creditsUsed = async () => (await api.admin.showUser(user.userId)).creditsUsed;
let ledger: Ledger;

async function generate(pageCount: number, body: Record<string, unknown> = {}, timeoutMs = 60_000) {
  api.clock.set(new Date().toISOString());
  const created = await api.request('POST', '/v1/stories', { headers: { 'x-api-key': user.apiKey }, body: { ...validStory, ...body, pageCount } });
  expect(created.status).toBe(202);
  const { bookId, taskId } = created.body.data as { bookId: string; taskId: string };
  const seen: any[] = [];
  await expect
    .poll(
      async () => {
        const story = (await api.request('GET', `/v1/stories/${bookId}`, { headers: { 'x-api-key': user.apiKey } })).body.data;
        seen.push(story);
        return story.status;
      },
      { timeout: timeoutMs, interval: 50 },
    )
    .toMatch(/^(completed|failed)$/);
  const final = seen.at(-1);
  const run = await endedRun(runtime.stateMachine.executions, taskId);
  return { bookId, taskId, final, seen, run };
}

describe('A book is written and illustrated page by page until completed', () => {
  it.each([5, 10, 15])('a %i-page book completes with every page, picture and the cover', async (pageCount) => {
    const before = await creditsUsed();
    const { final, run } = await generate(pageCount);
    expect(final).toMatchObject({ status: 'completed', progress: 100, errorMessage: null });
    expect(final.title).toEqual(expect.any(String));
    expect(final.summary).toEqual(expect.any(String));
    expect(final.slug).toMatch(/^[a-z0-9-]+$/);
    expect(Date.parse(final.completedAt)).not.toBeNaN();
    expect(final.pages.map((p: { index: number }) => p.index)).toEqual(Array.from({ length: pageCount }, (_, i) => i));
    for (const page of final.pages) {
      expect(page.content).toEqual(expect.any(String));
      expect(page.imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.*X-Amz-Signature=/);
    }
    // The cover counts as a page: page 0 carries the title, and its picture is the cover image.
    expect(final.pages[0].title).toBe(final.title);
    expect(final.coverImage.split('?')[0]).toBe(final.pages[0].imageUrl.split('?')[0]);
    expect((await creditsUsed()) - before).toBe(pageCount);
    expect(run?.status).toBe('SUCCEEDED');
  });

  it('the pictures open from the URLs in the GET response: PNGs of the size every provider delivers', async () => {
    const { final } = await generate(5, { style: 'comic_style' });
    for (const url of [final.pages[2].imageUrl, final.coverImage] as string[]) {
      expect(new URL(url).pathname).toMatch(/\/pages\/\d{3}\.png$/);
      const picture = await fetch(url);
      expect(picture.status).toBe(200);
      expect(picture.headers.get('content-type')).toBe('image/png');
      expect(pngSize(new Uint8Array(await picture.arrayBuffer()))).toEqual(PICTURE_SIZE);
    }
  });

  it('every function answered from its own bundle process, writing JSON log lines and Lambda REPORT lines', async () => {
    const { taskId } = await generate(5);
    const linesOf = (name: FunctionName) => logLines.filter((entry) => entry.name === name).map(({ line }) => line);
    for (const name of ['dispatcher', 'markProcessing', 'planStory', 'writePage', 'illustratePage', 'finalize'] as const) {
      expect(linesOf(name).some((line) => line.startsWith('REPORT RequestId: ')), name).toBe(true);
    }
    expect(linesOf('finalize').some((line) => line.startsWith('{') && (JSON.parse(line) as { taskId?: string }).taskId === taskId)).toBe(true);
  });
});

describe('Pages appear while processing, and progress rises', () => {
  it('GET shows a partial book with progress between 0 and 100 before it completes', async () => {
    const { final, seen } = await generate(8);
    expect(final.status).toBe('completed');
    const partial = seen.filter((s) => s.status === 'processing' && s.pages.length > 0 && s.pages.some((p: { imageUrl: unknown }) => p.imageUrl === null));
    expect(partial.length).toBeGreaterThan(0);
    const progress = seen.map((s) => s.progress);
    expect(progress.some((p) => p > 0 && p < 100)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });
});

describe('A duplicate SQS delivery starts one execution', () => {
  const dispatch = (records: Array<{ messageId: string; body: string }>) =>
    functions.invoke('dispatcher', { Records: records }, createLambdaContext({ functionName: 'storybook-test-dispatcher', timeoutMs: 10_000 })) as Promise<{ batchItemFailures: unknown[] }>;

  it('the same job dispatched twice → one run, both messages succeed', async () => {
    const { bookId, taskId } = await generate(5);
    const body = JSON.stringify({ bookId, taskId, userId: user.userId });
    const result = await dispatch([{ messageId: 'm1', body }, { messageId: 'm2', body }]);
    expect(result.batchItemFailures).toEqual([]);
    expect(runtime.stateMachine.executions.list().filter((execution) => execution.name === taskId)).toHaveLength(1);
  });

  it('a malformed message is reported as a batch item failure, alone', async () => {
    const result = await dispatch([{ messageId: 'bad', body: 'not json' }, { messageId: 'worse', body: '{"bookId":1}' }]);
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'bad' }, { itemIdentifier: 'worse' }]);
  });
});

describe('A dependency error inside a bundled step keeps its name, so the state machine retries it', () => {
  it('DynamoDB throttling every attempt of one page save → ExternalServiceError → retried → the book completes', async () => {
    let failed = 0;
    // Four answers in a row: the SDK's own three attempts give up, the step throws, and its retry gets through.
    proxy.rules.push(({ target, body }) =>
      target.endsWith('.TransactWriteItems') && body.includes('text#002') && failed < 4 ? (failed++, dynamoDbError('ProvisionedThroughputExceededException')) : undefined,
    );
    const { taskId, final, run } = await generate(5);
    expect(failed).toBe(4);
    // The name the bundle's error carried, as Step Functions saw it: declared, not the minifier's.
    expect(stateErrors.get(taskId)).toEqual(['WritePage: ExternalServiceError']);
    expect(final.status).toBe('completed');
    expect(run?.status).toBe('SUCCEEDED');
    expect(run?.counters.invocationsByState.WritePage).toBe(6);
    expect(transientErrorNames).toContain('ExternalServiceError');
    proxy.rules.length = 0;
  }, 90_000);
});

describe('A hung DynamoDB: the bundled create function still answers with an envelope, in time, naming the book', () => {
  it('the acceptance and its undo never answer → 502 EXTERNAL_SERVICE_ERROR with bookId and taskId, before the function times out', async () => {
    proxy.rules.push(({ target }) => (target.endsWith('.TransactWriteItems') ? 'hang' : undefined));
    const timeoutMs = workflow.functions.createStory.timeoutMs;
    const started = Date.now();
    const event = directHttpEvent('POST', '/v1/stories', { headers: { 'x-api-key': user.apiKey }, body: JSON.stringify(validStory) });
    const answer = (await functions.invoke('createStory', event, createLambdaContext({ functionName: 'storybook-test-createStory', timeoutMs }))) as { statusCode: number; body: string };
    const took = Date.now() - started;
    proxy.rules.length = 0;
    expect(answer.statusCode).toBe(502);
    const body = JSON.parse(answer.body) as { ok: boolean; requestId: string; error: { code: string; message: string; meta: Record<string, string> } };
    expect(body).toMatchObject({ ok: false, requestId: expect.any(String), error: { code: 'EXTERNAL_SERVICE_ERROR', meta: { bookId: expect.any(String), taskId: expect.any(String) } } });
    expect(body.error.message).toMatch(/ids are in error\.meta/);
    // Answered before Lambda would have killed it, with time kept back to answer.
    expect(took).toBeLessThan(timeoutMs);
  }, 30_000);
});

describe('A function scales out as Lambda does: one invocation per sandbox at a time, warm sandboxes reused', () => {
  const inits = () => logLines.filter(({ name, line }) => name === 'health' && line.startsWith('REPORT') && line.includes('Init Duration')).length;
  const callOn = (host: FunctionHost) => host.invoke('health', directHttpEvent('GET', '/v1/health', {}), createLambdaContext({ functionName: 'storybook-test-health', timeoutMs: 10_000 })) as Promise<{ statusCode: number }>;
  /** Runs `use` on a host of its own with a setting changed, and stops its sandboxes after. */
  const withHost = async (options: Partial<BundledFunctionsOptions>, use: (host: FunctionHost) => Promise<void>) => {
    const host = startBundledFunctions({ ...hostOptions, ...options });
    try {
      await use(host);
    } finally {
      await host.close();
    }
  };

  it('with no wait for a busy sandbox (Lambda\'s way): three calls at once start three; three more, one after another, start none', () =>
    withHost({ scaleOutAfterMs: 0 }, async (host) => {
      const before = inits();
      expect((await Promise.all([callOn(host), callOn(host), callOn(host)])).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(inits() - before).toBe(3);
      for (let i = 0; i < 3; i++) expect((await callOn(host)).statusCode).toBe(200);
      expect(inits() - before).toBe(3);
    }));

  it('a call waits a moment for a busy sandbox before starting another: quick calls at once share one', () =>
    withHost({ scaleOutAfterMs: 10_000 }, async (host) => {
      const before = inits();
      expect((await Promise.all([callOn(host), callOn(host), callOn(host)])).map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(inits() - before).toBe(1);
    }));

  it('when calls wait for a sandbox, a freed one goes to whoever had the fewest calls lately: a late user is not put behind a burst', () =>
    withHost({ concurrency: 1, ownerOf: (event) => (event as { headers: Record<string, string> }).headers['x-owner'] ?? '' }, async (host) => {
      const ended: string[] = [];
      const call = (owner: string, label: string) =>
        host.invoke('health', directHttpEvent('GET', '/v1/health', { headers: { 'x-owner': owner } }), createLambdaContext({ functionName: 'storybook-test-health', timeoutMs: 10_000 })).then(() => void ended.push(label));
      // One sandbox: the first call starts it, the rest wait for it in the order they came.
      await Promise.all([call('a', 'a1'), call('a', 'a2'), call('a', 'a3'), call('a', 'a4'), call('b', 'b1')]);
      expect(ended).toEqual(['a1', 'b1', 'a2', 'a3', 'a4']);
    }));

  it('an idle sandbox is stopped after the idle time, as Lambda stops one; the next call starts a fresh one', () =>
    withHost({ idleStopAfterMs: 600 }, async (host) => {
      const before = inits();
      expect((await callOn(host)).statusCode).toBe(200);
      expect(host.sandboxCount('health')).toBe(1);
      // A call within the idle time finds it warm, and starts its idle time again.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect((await callOn(host)).statusCode).toBe(200);
      expect(inits() - before).toBe(1);
      const idleFrom = Date.now();
      while (host.sandboxCount() > 0 && Date.now() - idleFrom < 10_000) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(host.sandboxCount()).toBe(0);
      expect(Date.now() - idleFrom).toBeGreaterThanOrEqual(500);
      expect((await callOn(host)).statusCode).toBe(200);
      expect(inits() - before).toBe(2);
      expect(host.sandboxCount('health')).toBe(1);
    }));

  it('sandboxes start one at a time when told to (a small machine\'s cores are not all taken by a burst\'s cold starts)', () =>
    withHost({ scaleOutAfterMs: 0, startsAtOnce: 1 }, async (host) => {
      const before = inits();
      const answers = await Promise.all(Array.from({ length: 6 }, () => callOn(host)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
      // The first sandbox is free again before the calls waiting for a start have all had one.
      expect(inits() - before).toBeLessThan(6);
    }));
});

// A killed sandbox's retry starts a fresh one (a cold start): seconds each on a loaded machine.
const KILLED_BOOK_MS = 150_000;

describe('A busy sandbox of any step killed (a host failure, the OOM killer): the step is retried and the book completes or is refunded for what was not delivered', () => {
  type Kill = { state: string; fn: FunctionName; call: string; matches: (request: ProxiedRequest) => boolean };
  const write = (operation: string, marker: string) => (request: ProxiedRequest) => request.target.endsWith(`.${operation}`) && request.body.includes(marker);
  // Each step's own write to the table: the sandbox is killed while that write is on its way (or landed, unanswered).
  const kills: Kill[] = [
    { state: 'MarkProcessing', fn: 'markProcessing', call: 'marking the task processing', matches: write('UpdateItem', 'stepsTotal') },
    { state: 'PlanStory', fn: 'planStory', call: 'saving the plan', matches: write('TransactWriteItems', '"SS":["plan"]') },
    { state: 'WritePage', fn: 'writePage', call: "saving page 2's text", matches: write('TransactWriteItems', 'text#002') },
    { state: 'IllustratePage', fn: 'illustratePage', call: "saving page 2's picture", matches: write('TransactWriteItems', 'image#002') },
    { state: 'MakeBookFiles', fn: 'makeBookFiles', call: "saving the book's files", matches: write('TransactWriteItems', '"SS":["files"]') },
    { state: 'Finalize', fn: 'finalize', call: 'completing the book', matches: write('TransactWriteItems', '"SS":["finalize"]') },
  ];
  const cases = kills.flatMap((kill) => (['request', 'answer'] as const).map((hold) => ({ ...kill, hold })));
  const when = (hold: 'request' | 'answer') => (hold === 'request' ? 'before its write reaches the table' : 'after its write landed, before the answer');

  /** The first request `matches` picks is held; the function's busy sandboxes are killed then. Resolves with how many. */
  function killDuring(fn: FunctionName, matches: (request: ProxiedRequest) => boolean, hold: 'request' | 'answer'): Promise<number> {
    let fired = false;
    return new Promise((resolve) => {
      proxy.rules.push((request) => {
        if (fired || !matches(request)) return undefined;
        fired = true;
        return { hold, held: () => resolve(functions.killBusy(fn)) };
      });
    });
  }

  /** The book's credits as the table holds them: reserved, refunded, pages delivered, and the user's total. */
  async function expectExactLedger(bookId: string, usedBefore: number, pageCount: number, status: 'completed' | 'failed') {
    const book = await ledger.book(bookId);
    expect(book.status).toBe(status);
    expect(book.creditsReserved).toBe(pageCount);
    // Charged for the pages delivered, nothing else: what the customer cannot use comes back.
    expect(book.creditsRefunded).toBe(pageCount - book.delivered);
    expect((await ledger.account(user.userId)).creditsUsed - usedBefore).toBe(book.delivered);
    return book;
  }

  it.each(cases.map((c) => [`${c.state}, killed ${when(c.hold)} (${c.call})`, c] as const))('%s → retried, the book completes, charged once for every page', async (_name, { state, fn, matches, hold }) => {
    const before = await ledger.account(user.userId);
    const killed = killDuring(fn, matches, hold);
    const { taskId, bookId, final, run } = await generate(5, {}, KILLED_BOOK_MS);
    proxy.rules.length = 0;
    expect(await killed).toBeGreaterThanOrEqual(1);
    expect(stateErrors.get(taskId)).toContain(`${state}: Lambda.Unknown`);
    expect(final).toMatchObject({ status: 'completed', progress: 100, errorMessage: null });
    expect(final.pages).toHaveLength(5);
    expect(run?.status).toBe('SUCCEEDED');
    expect(run?.counters.invocationsByState[state]).toBeGreaterThanOrEqual(state === 'WritePage' || state === 'IllustratePage' ? 6 : 2);
    const book = await expectExactLedger(bookId, before.creditsUsed, 5, 'completed');
    expect(book.delivered).toBe(5);
    // Every step counted once, retried or not.
    expect(book.stepsDone).toBe(book.stepsTotal);
  }, KILLED_BOOK_MS + 30_000);

  it.each(['request', 'answer'] as const)('MarkFailed, killed %s while it refunds a failed book → retried, refunded exactly once', async (hold) => {
    const before = await ledger.account(user.userId);
    // Page 3's text is refused by the table for good (a 400 no retry helps): the book fails.
    proxy.rules.push((request) => (write('TransactWriteItems', 'text#003')(request) ? dynamoDbError('ValidationException') : undefined));
    const killed = killDuring('markFailed', write('TransactWriteItems', '":failed"'), hold);
    const { taskId, bookId, final, run } = await generate(5, {}, KILLED_BOOK_MS);
    proxy.rules.length = 0;
    expect(await killed).toBe(1);
    expect(stateErrors.get(taskId)).toContain('MarkFailed: Lambda.Unknown');
    expect(final.status).toBe('failed');
    expect(final.errorMessage).toMatch(/\(ValidationException\)\. Credits for unfinished pages were returned\.$/);
    expect(run?.status).toBe('FAILED');
    const book = await expectExactLedger(bookId, before.creditsUsed, 5, 'failed');
    expect(book.delivered).toBeLessThan(5);
  }, KILLED_BOOK_MS + 30_000);
});

describe('A book whose pages all exist is not failed for its files: it completes, and its files are made again', () => {
  const filesWrite = (request: ProxiedRequest) => request.target.endsWith('.TransactWriteItems') && request.body.includes('"SS":["files"]');

  it('MakeBookFiles fails after its retries → the book completes, charged in full, and MakeBookFilesAgain makes the PDF and reader page', async () => {
    const before = await ledger.account(user.userId);
    let refused = 0;
    // The first try at saving the files is refused (not retried); the second, after completion, goes through.
    proxy.rules.push((request) => (filesWrite(request) && refused < 1 ? (refused++, dynamoDbError('ValidationException')) : undefined));
    const { taskId, bookId, final, run } = await generate(5, {}, KILLED_BOOK_MS);
    proxy.rules.length = 0;
    expect(refused).toBe(1);
    expect(stateErrors.get(taskId)).toEqual(['MakeBookFiles: ValidationException']);
    expect(final).toMatchObject({ status: 'completed', progress: 100, errorMessage: null });
    expect(run?.status).toBe('SUCCEEDED');
    expect(run?.counters.invocationsByState).toMatchObject({ MakeBookFiles: 1, Finalize: 1, MakeBookFilesAgain: 1 });
    const book = await ledger.book(bookId);
    expect(book).toMatchObject({ status: 'completed', creditsRefunded: 0, delivered: 5 });
    expect((await ledger.account(user.userId)).creditsUsed - before.creditsUsed).toBe(5);
    const story = (await api.request('GET', `/v1/stories/${bookId}`, { headers: { 'x-api-key': user.apiKey } })).body.data;
    expect(story.pdfUrl).toMatch(/book\.pdf/);
    expect(story.readerUrl).toMatch(/reader\.html/);
  }, KILLED_BOOK_MS + 30_000);

  it('the files cannot be made at all → the book stays completed with every page readable, and no PDF or reader link until they are', async () => {
    proxy.rules.push((request) => (filesWrite(request) ? dynamoDbError('ValidationException') : undefined));
    const { taskId, bookId, final, run } = await generate(5, {}, KILLED_BOOK_MS);
    proxy.rules.length = 0;
    expect(stateErrors.get(taskId)?.[0]).toBe('MakeBookFiles: ValidationException');
    expect(final).toMatchObject({ status: 'completed', progress: 100, errorMessage: null, pdfUrl: null, readerUrl: null });
    expect(final.pages.every((page: { content: unknown; imageUrl: unknown }) => page.content && page.imageUrl)).toBe(true);
    // MakeBookFilesAgain tried seven times (six retries), then the run ended as it was: the book is complete.
    expect(run?.status).toBe('SUCCEEDED');
    expect(run?.counters.invocationsByState.MakeBookFilesAgain).toBe(7);
    expect((await ledger.book(bookId)).status).toBe('completed');
  }, KILLED_BOOK_MS + 30_000);
});
