// Issue 15's scenario: many books at once against a model quota (the offline provider's PROVIDER_QUOTA), on the
// deployed bundles, with model turns (MODEL_BUDGET the size of the quota) or without them (calls straight to the
// model, retried on throttling). It reports how many books complete, the wall time over what the quota allows at
// best, and what the waiting costs per book. One book goes first to warm the functions; the burst is what is timed.
import { unitPrices } from '../lib/unit-prices';
import { workflowSteps } from '../lambdas/contract/workflow-steps';
import { ProviderThrottledError } from '../lambdas/ports/provider-errors';
import type { LocalWorkflowEvent } from '../local/step-functions/local-executions';
import { benchUser, burstStory, createBooks, endedRun } from './bench-books';
import { startBenchStack } from './bench-stack';

export interface QuotaBurst {
  readonly books: number;
  readonly pagesPerBook: number;
  readonly quota: string;
  /** The budget the turns kept to; null when the calls went straight to the model. */
  readonly budget: string | null;
  readonly picturesPerSecond: number;
  readonly completed: number;
  readonly failed: number;
  /** The first failed book's reason, if any. */
  readonly firstFailure: string | null;
  /** From the first create to the end of the last book's run. */
  readonly wallMs: number;
  /** Pictures ÷ the quota: no schedule can draw them faster. */
  readonly boundMs: number;
  /** State transitions per book, retries included. */
  readonly transitionsPerBook: number;
  /** Polls answered 502 or 429 while the burst ran (the local engines are busy too). */
  readonly busyAnswers: number;
  readonly waiting: WaitingCost | null;
  /** Each 5 s of the burst: pictures begun (IllustratePage entered), throttled, and books ended. */
  readonly timeline: readonly TimelineSlice[];
}

export interface TimelineSlice {
  readonly fromSecond: number;
  readonly picturesBegun: number;
  readonly throttled: number;
  readonly booksEnded: number;
}

/** What the turns cost per book, counted: AwaitTurn states, their function, the keeper, their table requests. */
export interface WaitingCost {
  readonly turnTransitionsPerBook: number;
  readonly awaitTurnCalls: number;
  readonly awaitTurnSeconds: number;
  readonly keeperSeconds: number;
  readonly keeperGateReads: number;
  readonly keeperTurnsListed: number;
  /** Throttling answers that got through the budget (each sent a call back to wait). */
  readonly throttles: number;
  readonly dollarsPerBook: number;
}

// An AWS task token runs to about a kilobyte, so a waiting turn's item is taken as 2 KB: 2 WRU to write, 2 to delete,
// half a read unit to list strongly consistent; the gate item is small (1 RRU a consistent read). 512 MB functions.
const TURN_WRITE_UNITS = 2 + 2;
const TURN_LIST_READ_UNITS = 0.5;
const FUNCTION_GB = 0.5;

const reportPattern = /^REPORT RequestId: \S+\tDuration: ([\d.]+) ms/;

export async function measureQuotaBurst(options: { books: number; pagesPerBook: number; picturesPerSecond: number; latency: string; turns: boolean }): Promise<QuotaBurst> {
  const quota = `image:${options.picturesPerSecond}/s`;
  const seconds = { awaitTurn: 0, grantTurns: 0 };
  const keepers = { gateReads: 0, turnsListed: 0 };
  const onLogLine = (name: string, line: string) => {
    const report = reportPattern.exec(line);
    if (report && (name === 'awaitTurn' || name === 'grantTurns')) seconds[name] += Number(report[1]) / 1000;
    if (name === 'grantTurns' && line.includes('"turn keeper stopped"')) {
      const outcome = JSON.parse(line) as { gateReads?: number; turnsListed?: number };
      keepers.gateReads += outcome.gateReads ?? 0;
      keepers.turnsListed += outcome.turnsListed ?? 0;
    }
  };
  const env = { PROVIDER_LATENCY_MS: options.latency, PROVIDER_QUOTA: quota, ...(options.turns && { MODEL_BUDGET: quota }) };
  // What happened when, in the burst's executions only (the warm-up book's are left out by the time they start).
  let burstStartedMs = Infinity;
  const pictureState = workflowSteps.illustratePage.state;
  const moments: Array<{ atMs: number; what: 'picture' | 'throttled' | 'ended' }> = [];
  const onEvent = (event: LocalWorkflowEvent) => {
    const atMs = performance.now();
    if (atMs < burstStartedMs) return;
    if (event.type === 'StateEntered' && event.state === pictureState) moments.push({ atMs, what: 'picture' });
    if ((event.type === 'StateRetried' || event.type === 'StateFailed' || event.type === 'StateCaught') && event.state === pictureState && event.error === ProviderThrottledError.errorName) moments.push({ atMs, what: 'throttled' });
    if (event.type === 'ExecutionSucceeded' || event.type === 'ExecutionFailed') moments.push({ atMs, what: 'ended' });
  };
  const stack = await startBenchStack(env, onEvent, 'bundles', onLogLine);
  try {
    const headers = await benchUser(stack, 'burst@example.com');
    const body = burstStory(options.pagesPerBook);
    // A service that has been running: one book of the burst's size first, so the burst meets the sandboxes such a
    // service has warm (it still scales out).
    const [warmUp] = await createBooks(stack, headers, body, 1);
    await endedRun(stack, warmUp!.taskId);
    // Its keeper stops 3 s after the last turn and logs what it read: counted out of the burst's figures.
    if (options.turns) await new Promise((resolve) => setTimeout(resolve, 4000));
    Object.assign(seconds, { awaitTurn: 0, grantTurns: 0 });
    Object.assign(keepers, { gateReads: 0, turnsListed: 0 });
    const started = performance.now();
    burstStartedMs = started;
    const created = await createBooks(stack, headers, body, options.books);
    const ended = new Map<string, { status: string; errorMessage: string | null }>();
    let busyAnswers = 0;
    while (ended.size < created.length) {
      if (performance.now() - started > 15 * 60_000) throw new Error('the burst did not end within 15 minutes');
      for (const { bookId } of created.filter((book) => !ended.has(book.bookId))) {
        const answer = await fetch(`${stack.baseUrl}/v1/stories/${bookId}`, { headers });
        // A busy engine's 502 or a 429 is asked again on the next round, as a client would.
        if (answer.status === 502 || answer.status === 429) {
          busyAnswers += 1;
          continue;
        }
        if (answer.status !== 200) throw new Error(`read failed: ${answer.status} ${await answer.text()}`);
        const read = (await answer.json()) as { data: { status: string; errorMessage: string | null } };
        if (read.data.status === 'completed' || read.data.status === 'failed') ended.set(bookId, read.data);
      }
      // Every 2 s per book, as the cost figures assume a client polls (the wall time is not read from the polls).
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    // Timed to the last run's end as the workflow saw it: the client's polls, every 2 s, see it up to a round later.
    const lastEndMs = Math.max(...moments.filter((moment) => moment.what === 'ended').map((moment) => moment.atMs));
    const wallMs = (Number.isFinite(lastEndMs) ? lastEndMs : performance.now()) - started;
    // The keeper logs its reads when it stops: give it its idle seconds.
    if (options.turns) await new Promise((resolve) => setTimeout(resolve, 4000));
    const outcomes = [...ended.values()];
    const executions = stack.runtime.stateMachine.executions;
    const runs = created.map(({ taskId }) => executions.get(executions.executionArnFor(taskId)));
    const transitions = runs.map((run) => run?.counters.stateTransitions ?? 0);
    const calls = (state: string) => runs.reduce((sum, run) => sum + (run?.counters.invocationsByState[state] ?? 0), 0);
    const waitStates = ['AwaitPlanTurn', 'AwaitPageTextTurn', 'AwaitPictureTurn', 'AwaitCoverTurn'];
    const awaitTurnCalls = waitStates.reduce((sum, state) => sum + calls(state), 0);
    // A throttled call re-enters its AwaitTurn state and then its own: each retry beyond a page's one picture.
    const throttles = Math.max(0, calls('IllustratePage') - options.books * options.pagesPerBook);
    const books = options.books;
    const waiting: WaitingCost | null = options.turns
      ? {
        turnTransitionsPerBook: (awaitTurnCalls + throttles) / books,
        awaitTurnCalls,
        awaitTurnSeconds: seconds.awaitTurn,
        keeperSeconds: seconds.grantTurns,
        keeperGateReads: keepers.gateReads,
        keeperTurnsListed: keepers.turnsListed,
        throttles,
        dollarsPerBook: (
          (awaitTurnCalls + throttles) * unitPrices.stateTransition
          + awaitTurnCalls * unitPrices.lambdaRequest
          + (seconds.awaitTurn + seconds.grantTurns) * FUNCTION_GB * unitPrices.lambdaArmGbSecond
          + awaitTurnCalls * (TURN_WRITE_UNITS * unitPrices.dynamoWriteRequestUnit + unitPrices.dynamoReadRequestUnit + unitPrices.sqsRequest)
          + (keepers.gateReads + keepers.turnsListed * TURN_LIST_READ_UNITS) * unitPrices.dynamoReadRequestUnit
        ) / books,
      }
      : null;
    return {
      books,
      pagesPerBook: options.pagesPerBook,
      quota,
      budget: options.turns ? quota : null,
      picturesPerSecond: options.picturesPerSecond,
      completed: outcomes.filter((book) => book.status === 'completed').length,
      failed: outcomes.filter((book) => book.status === 'failed').length,
      firstFailure: outcomes.find((book) => book.status === 'failed')?.errorMessage ?? null,
      wallMs,
      boundMs: (options.books * options.pagesPerBook * 1000) / options.picturesPerSecond,
      transitionsPerBook: transitions.reduce((a, b) => a + b, 0) / transitions.length,
      busyAnswers,
      waiting,
      timeline: sliceTimeline(moments, started, wallMs),
    };
  } finally {
    await stack.close();
  }
}

function sliceTimeline(moments: ReadonlyArray<{ atMs: number; what: 'picture' | 'throttled' | 'ended' }>, startedMs: number, wallMs: number): TimelineSlice[] {
  const slices = Array.from({ length: Math.ceil(wallMs / 5000) }, (_, i) => ({ fromSecond: i * 5, picturesBegun: 0, throttled: 0, booksEnded: 0 }));
  for (const { atMs, what } of moments) {
    const slice = slices[Math.min(slices.length - 1, Math.floor((atMs - startedMs) / 5000))];
    if (!slice) continue;
    if (what === 'picture') slice.picturesBegun += 1;
    else if (what === 'throttled') slice.throttled += 1;
    else slice.booksEnded += 1;
  }
  return slices;
}
