// Issue 15 on what ships: the offline provider behind a simulated account quota (PROVIDER_QUOTA), the workflow
// synthesized with a model budget (AwaitTurn before every picture), the bundles in their own processes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoTurnStore } from '../../lambdas/adapters/dynamodb/dynamo-turn-store';
import type { LocalExecution } from '../../local/step-functions/local-executions';
import { validStory } from '../integration/api-fixture';
import { startProviderWorkflow, type ProviderWorkflow } from './provider-workflow';

interface Burst {
  readonly books: Array<{ bookId: string; taskId: string }>;
  readonly apiKey: string;
}

async function sendBooks(flow: ProviderWorkflow, apiKey: string, count: number, pageCount: number): Promise<Burst> {
  flow.api.clock.set(new Date().toISOString());
  const books = await Promise.all(Array.from({ length: count }, async () => {
    const created = await flow.api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey }, body: { ...validStory, pageCount } });
    expect(created.status).toBe(202);
    return created.body.data as { bookId: string; taskId: string };
  }));
  return { books, apiKey };
}

/** Each book's run once it ended (the runs are named by task id). */
async function runsEnded(flow: ProviderWorkflow, taskIds: readonly string[], timeoutMs: number): Promise<LocalExecution[]> {
  const { executions } = flow.runtime.stateMachine;
  const ended = () => taskIds.map((taskId) => executions.get(executions.executionArnFor(taskId))).filter((run) => run && run.status !== 'RUNNING') as LocalExecution[];
  await expect.poll(() => ended().length, { timeout: timeoutMs, interval: 250 }).toBe(taskIds.length);
  return ended();
}

async function statusesOf(flow: ProviderWorkflow, burst: Burst) {
  return Promise.all(burst.books.map(async ({ bookId }) => {
    const read = await flow.api.request('GET', `/v1/stories/${bookId}`, { headers: { 'x-api-key': burst.apiKey } });
    return read.body.data as { status: string; errorMessage: string | null; progress: number };
  }));
}

const turnStore = (flow: ProviderWorkflow) => new DynamoTurnStore({ client: flow.api.clients.dynamodb, tableName: flow.api.config.tableName });

const seconds = (run: LocalExecution) => (run.stopDate!.getTime() - run.startDate.getTime()) / 1000;

describe('a burst of books within a picture quota all completes (the budget keeps the calls within it)', () => {
  let flow: ProviderWorkflow;
  beforeAll(async () => {
    flow = await startProviderWorkflow({
      name: 'turns-burst',
      provider: 'offline',
      settings: { PROVIDER_QUOTA: 'image:4/s', PROVIDER_LATENCY_MS: 'text:200,image:600' },
      workflow: { modelBudget: 'image:4/s' },
    });
  });
  afterAll(() => flow?.close());

  it('20 books of 10 pages sent at once at image:4/s: every one completes, none fails', async () => {
    const { apiKey } = await flow.api.newUser('premium');
    const started = Date.now();
    const burst = await sendBooks(flow, apiKey, 20, 10);
    const runs = await runsEnded(flow, burst.books.map((book) => book.taskId), 240_000);
    const wallSeconds = (Date.now() - started) / 1000;
    const statuses = await statusesOf(flow, burst);
    expect(statuses.filter((book) => book.status === 'failed').map((book) => book.errorMessage)).toEqual([]);
    expect(statuses.every((book) => book.status === 'completed')).toBe(true);
    expect(runs.filter((run) => run.status !== 'SUCCEEDED').map((run) => `${run.status} ${run.error}: ${run.cause}`)).toEqual([]);
    // 200 pictures at 4 a second take 50 s at best; the benchmark holds the ratio to 1.25 (npm run bench).
    const gate = await turnStore(flow).readGate('image');
    console.info(`burst: 20 × 10 pages in ${wallSeconds.toFixed(1)} s (bound 50 s, ratio ${(wallSeconds / 50).toFixed(2)}), ${gate.throttles} throttling answers got through`);
  }, 300_000);
});

describe('turns are fair between users: who had the fewest turns lately goes next', () => {
  let flow: ProviderWorkflow;
  // When each page entered its AwaitPictureTurn and its IllustratePage, by run and page.
  const entered = new Map<string, number>();
  // The runs whose plan is written (their pages then wait at the turns).
  const planned = new Set<string>();
  // 2 pictures a second: a rate this machine's two cores draw with room to spare, so the queue forms at the turns,
  // as it does on AWS, and not in front of the CPU (at 8 a second the offline illustrator alone needs 2.4 cores).
  const RATE = 2;
  beforeAll(async () => {
    flow = await startProviderWorkflow({
      name: 'turns-fairness',
      provider: 'offline',
      settings: { PROVIDER_QUOTA: `image:${RATE}/s`, PROVIDER_LATENCY_MS: 'text:100,image:300' },
      workflow: { modelBudget: `image:${RATE}/s` },
      onEvent: (event) => {
        // The first entry: a throttled picture waits for a second turn, which the assertions below do not judge.
        if (!('state' in event)) return;
        const key = `${event.execution.name}/${event.mapIndex}/${event.state}`;
        if (event.type === 'StateEntered' && event.mapIndex !== undefined && !entered.has(key)) entered.set(key, Date.now());
        if (event.type === 'StateExited' && event.state === 'PlanStory') planned.add(event.execution.name);
      },
    });
  });
  afterAll(() => flow?.close());

  /** When each of the run's 5 pages first entered `state`. */
  const enteredAt = (taskId: string, state: 'AwaitPictureTurn' | 'IllustratePage') =>
    Array.from({ length: 5 }, (_, index) => entered.get(`${taskId}/${index}/${state}`)!);
  /** How long each page of the run waited for its picture's turn, in seconds. */
  const pictureWaits = (taskId: string) => {
    const asked = enteredAt(taskId, 'AwaitPictureTurn');
    return enteredAt(taskId, 'IllustratePage').map((at, index) => (at - asked[index]!) / 1000);
  };

  // Skipped for now: after this round's merges the added book took 27 s against 3.4 s alone and the burst 162 s
  // against about 60 s before (two runs); the cause is not found yet, and bisecting it is the next piece of work.
  it('one user has 40 books waiting; another adds one book: it ends in about its time alone, long before the 40', async () => {
    // The same book alone first, on the same stack, once its sandboxes are warm (as they are for the late book).
    const alone = await flow.api.newUser('premium');
    const soloBook = async () => {
      const [book] = (await sendBooks(flow, alone.apiKey, 1, 5)).books;
      const [run] = await runsEnded(flow, [book!.taskId], 60_000);
      return { book: book!, run: run! };
    };
    await soloBook();
    const { book: solo, run: soloRun } = await soloBook();
    const a = await flow.api.newUser('premium');
    const b = await flow.api.newUser('premium');
    const burst = await sendBooks(flow, a.apiKey, 40, 5);
    // All 40 books are planned and their pictures queued at the turns before the second user asks.
    await expect.poll(() => burst.books.filter((book) => planned.has(book.taskId)).length, { timeout: 120_000, interval: 250 }).toBe(40);
    const [late] = (await sendBooks(flow, b.apiKey, 1, 5)).books;
    const [lateRun] = await runsEnded(flow, [late!.taskId], 180_000);
    expect(lateRun!.status).toBe('SUCCEEDED');
    const runs = await runsEnded(flow, burst.books.map((book) => book.taskId), 240_000);
    expect(runs.filter((run) => run.status !== 'SUCCEEDED').map((run) => `${run.status} ${run.error}: ${run.cause}`)).toEqual([]);
    const lastOfBurst = Math.max(...runs.map((run) => run.stopDate!.getTime()));
    const lateWaits = pictureWaits(late!.taskId);
    const burstWaits = burst.books.flatMap((book) => pictureWaits(book.taskId)).sort((x, y) => x - y);
    const median = burstWaits[Math.floor(burstWaits.length / 2)]!;
    console.info(
      `fairness: alone the book took ${seconds(soloRun!).toFixed(1)} s (pictures waited ${pictureWaits(solo!.taskId).map((w) => w.toFixed(1)).join(', ')} s); ` +
        `added to the burst it took ${seconds(lateRun!).toFixed(1)} s (pictures waited ${lateWaits.map((w) => w.toFixed(1)).join(', ')} s) ` +
        `against the burst's median wait ${median.toFixed(1)} s; the burst ended ${((lastOfBurst - lateRun!.stopDate!.getTime()) / 1000).toFixed(1)} s after it`,
    );
    // Served at the next turns: none of the burst's pictures started between its first picture and its last.
    const [first, last] = [Math.min(...enteredAt(late!.taskId, 'IllustratePage')), Math.max(...enteredAt(late!.taskId, 'IllustratePage'))];
    // (A tenth of a second either side: a turn of the same second may go to the burst when the late book has none left in hand.)
    expect(burst.books.flatMap((book) => enteredAt(book.taskId, 'IllustratePage')).filter((at) => at > first + 100 && at < last - 100)).toEqual([]);
    expect(Math.max(...lateWaits)).toBeLessThan(median);
    // About its time alone: its first turn comes at the next second's turns, not at once as alone (up to a second
    // more, the keeper's read and answer on a busy machine another), and its steps share two cores with the burst's
    // work (measured: 3.7–5.4 s against 2.3–3.2 s alone). Not after the 40: those go on for more than a minute.
    expect(seconds(lateRun!)).toBeLessThan(2 * seconds(soloRun!) + 2);
    expect(lastOfBurst - lateRun!.stopDate!.getTime()).toBeGreaterThan(60_000);
  }, 400_000);
});

describe('a book whose turn does not come before its deadline fails with a plain reason and its unfinished pages refunded', () => {
  let flow: ProviderWorkflow;
  beforeAll(async () => {
    flow = await startProviderWorkflow({
      name: 'turns-deadline',
      provider: 'offline',
      settings: { BOOK_DEADLINE_SECONDS: '6' },
      workflow: { modelBudget: 'image:1/s' },
    });
  });
  afterAll(() => flow?.close());

  it('15 pictures at one a second cannot fit in 6 seconds: the book fails, the turns that came are kept', async () => {
    const { apiKey } = await flow.api.newUser('premium');
    const burst = await sendBooks(flow, apiKey, 1, 15);
    await runsEnded(flow, [burst.books[0]!.taskId], 120_000);
    const [book] = await statusesOf(flow, burst);
    expect(book!.status).toBe('failed');
    expect(book!.errorMessage).toMatch(/^The story or picture service was too busy to finish this book in time: The picture model stayed too busy: the book waited 6 seconds for its turn\. Credits for unfinished pages were returned\.$/);
    // The pages still waiting when the book failed are refused at their deadline too: none is left behind.
    await expect.poll(() => turnStore(flow).listTurns('image'), { timeout: 15_000, interval: 250 }).toEqual([]);
  }, 180_000);
});

describe('a throttling answer that gets through slows the keeper down and the call waits again, the book does not fail', () => {
  let flow: ProviderWorkflow;
  beforeAll(async () => {
    flow = await startProviderWorkflow({
      name: 'turns-throttled',
      provider: 'offline',
      // A budget twice the account's quota: half the calls of a second are refused by the model service.
      settings: { PROVIDER_QUOTA: 'image:2/s', PROVIDER_LATENCY_MS: 'image:100' },
      workflow: { modelBudget: 'image:4/s' },
    });
  });
  afterAll(() => flow?.close());

  it('every book completes although the model refused calls, and the refusals were counted', async () => {
    const { apiKey } = await flow.api.newUser('premium');
    const burst = await sendBooks(flow, apiKey, 4, 6);
    const runs = await runsEnded(flow, burst.books.map((book) => book.taskId), 180_000);
    const statuses = await statusesOf(flow, burst);
    expect(statuses.map((book) => book.status)).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(runs.every((run) => run.status === 'SUCCEEDED')).toBe(true);
    expect((await turnStore(flow).readGate('image')).throttles).toBeGreaterThan(0);
  }, 240_000);
});
