import { getStory, PostKeys, postStory } from './api-requests';
import { BareBackendCalls } from './bare-backend-calls';
import type { BenchStack } from './bench-stack';
import { measureLatency, type LatencyResults } from './request-latency';
import { traceRoundTrips, type RoundTripResults, type RoundTripSummary, type RoundTripTrace } from './round-trip-trace';
import { measureThroughput, type ThroughputResult } from './throughput';

// The request side of the bench: round trips per request, latency against the bare backend calls, throughput.

export interface RequestCounts {
  /** Requests of each kind traced one at a time. */
  traceSamples: number;
  /** Untimed POST+GET rounds first: connections, JIT, DynamoDB Local's own warm-up. */
  warmUp: number;
  /** Timed POST+GET rounds, at most; a loaded machine stops at `latencySeconds` with fewer. */
  latencySamples: number;
  latencySeconds: number;
  clients: number;
  /** How long each throughput phase sends; POSTs also stop at `maxPostsPerClient` (one key budget). */
  throughputSeconds: number;
  maxPostsPerClient: number;
}

export const requestCounts: Record<'short' | 'full', RequestCounts> = {
  short: { traceSamples: 3, warmUp: 5, latencySamples: 20, latencySeconds: 10, clients: 10, throughputSeconds: 2, maxPostsPerClient: 20 },
  full: { traceSamples: 20, warmUp: 40, latencySamples: 300, latencySeconds: 60, clients: 10, throughputSeconds: 10, maxPostsPerClient: 150 },
};

export interface RequestResults {
  counts: RequestCounts;
  /** The generation dispatcher was stopped: queued jobs wait, so no book competes with the requests for CPU. */
  dispatcherStopped: true;
  getTarget: { bookId: string; pages: number };
  postUsers: number;
  roundTrips: RoundTripResults;
  latency: LatencyResults;
  throughput: { post: ThroughputResult; get: ThroughputResult };
}

export interface RequestTargets {
  /** The user who owns `bookId`: each throughput client reads with a key of its own (reads are limited per key). */
  ownerId: string;
  /** A key of that user, for the GETs of the round-trip trace and the latency phase (within one key's read limit). */
  getKey: string;
  bookId: string;
  pages: number;
}

// Stops the dispatcher and waits for running books, so the only backend calls are the requests' own.
async function quietGeneration(stack: BenchStack): Promise<void> {
  await stack.runtime.stopDispatcher();
  const executions = stack.runtime.stateMachine.executions;
  const deadline = Date.now() + 60_000;
  while (executions.list('RUNNING').length > 0) {
    if (Date.now() > deadline) throw new Error('books were still generating a minute after the dispatcher stopped');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function failOnErrors(what: string, result: ThroughputResult): ThroughputResult {
  if (result.errors > 0) throw new Error(`${what}: ${result.errors} of ${result.requests} requests failed, first: ${result.firstError}`);
  return result;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** Every request phase, with a progress line each; `trace` must already be attached to the stack's clients. */
export async function measureRequests(stack: BenchStack, trace: RoundTripTrace, targets: RequestTargets, counts: RequestCounts): Promise<RequestResults> {
  const { baseUrl } = stack;
  const { getKey, bookId } = targets;
  process.stdout.write('  stopping the generation dispatcher for the request phases (queued jobs wait)… ');
  await quietGeneration(stack);
  const keys = new PostKeys(stack.admin);
  const traceKeys = await keys.allocate(counts.traceSamples + 2);
  const latencyKeys = await keys.allocate(counts.warmUp + counts.latencySamples);
  const clientKeys: string[][] = [];
  for (let client = 0; client < counts.clients; client++) clientKeys.push(await keys.allocate(counts.maxPostsPerClient));
  const readKeys: string[] = [];
  for (let client = 0; client < counts.clients; client++) readKeys.push((await stack.admin.createKey(targets.ownerId)).apiKey);
  const bare = await BareBackendCalls.prepare(stack);
  console.log(`ok (${keys.usersCreated} Premium users for POSTs)`);

  process.stdout.write(`  tracing round trips, ${counts.traceSamples} POSTs and GETs one at a time, and a replay… `);
  const roundTrips = await traceRoundTrips(trace, { baseUrl, postKeys: traceKeys, getKey, bookId, samples: counts.traceSamples });
  console.log(`POST ${tripsText(roundTrips.post)}, GET ${tripsText(roundTrips.get)}`);

  process.stdout.write(
    `  latency, up to ${counts.latencySamples} POSTs and GETs (${counts.latencySeconds} s at most) after ${counts.warmUp} warm-up, each beside its bare calls… `,
  );
  const latency = await measureLatency({
    baseUrl,
    postKeys: latencyKeys,
    getKey,
    bookId,
    warmUp: counts.warmUp,
    samples: counts.latencySamples,
    maxSeconds: counts.latencySeconds,
    bare,
  });
  console.log(`${latency.post.samples} each: POST ${ms(latency.post.medianMs)}, GET ${ms(latency.get.medianMs)}`);

  const load = { clients: counts.clients, seconds: counts.throughputSeconds };
  process.stdout.write(`  throughput, ${counts.clients} clients sending POSTs for ${counts.throughputSeconds} s… `);
  const post = failOnErrors(
    'POST throughput',
    await measureThroughput({ ...load, maxPerClient: counts.maxPostsPerClient }, (client, i) => postStory(baseUrl, clientKeys[client]![i]!)),
  );
  console.log(`${post.requests} requests, ${post.perSecond.toFixed(0)} req/s`);
  process.stdout.write(`  throughput, ${counts.clients} clients sending GETs for ${counts.throughputSeconds} s… `);
  const get = failOnErrors('GET throughput', await measureThroughput({ ...load, maxPerClient: Number.POSITIVE_INFINITY }, (client) => getStory(baseUrl, readKeys[client]!, bookId)));
  console.log(`${get.requests} requests, ${get.perSecond.toFixed(0)} req/s`);

  return {
    counts,
    dispatcherStopped: true,
    getTarget: { bookId, pages: targets.pages },
    postUsers: keys.usersCreated,
    roundTrips,
    latency,
    throughput: { post, get },
  };
}

function range({ min, max }: { min: number; max: number }): string {
  return min === max ? String(min) : `${min}–${max}`;
}

/** "in all / in sequence", each a range if the samples disagreed. */
function tripsText(summary: RoundTripSummary): string {
  return `${range(summary.inAll)} / ${range(summary.inSequence)}`;
}

export function requestRows(results: RequestResults, short: boolean): Array<{ metric: string; value: string; goal: string }> {
  const { roundTrips, latency, throughput, getTarget } = results;
  const fullRunGoal = (goal: string) => (short ? '(judged on the full run)' : goal);
  // Each bare call's own median, to show which one a request waits for most.
  const perCall = (byCommand: Record<string, number>) => ({
    names: Object.keys(byCommand).join(' / '),
    values: `${Object.values(byCommand).map((value) => value.toFixed(1)).join(' / ')} ms`,
  });
  const barePost = perCall(latency.barePost.byCommandMedianMs);
  const bareGet = perCall(latency.bareGet.byCommandMedianMs);
  return [
    { metric: 'round trips per POST, in all / in sequence', value: tripsText(roundTrips.post), goal: 'floor 4; fewer in sequence if side by side' },
    { metric: 'round trips per GET, in all / in sequence', value: tripsText(roundTrips.get), goal: 'floor 2' },
    { metric: 'round trips per idempotent replay POST', value: tripsText(roundTrips.replay), goal: '' },
    { metric: `  picture URLs signed without a call, per GET (${getTarget.pages} pages)`, value: String(roundTrips.get.signedLocally), goal: '' },
    { metric: `POST latency over HTTP, median / p99 (${latency.post.samples} sequential)`, value: `${ms(latency.post.medianMs)} / ${ms(latency.post.p99Ms)}`, goal: '' },
    { metric: `GET latency over HTTP, median / p99 (${latency.get.samples} sequential)`, value: `${ms(latency.get.medianMs)} / ${ms(latency.get.p99Ms)}`, goal: '' },
    { metric: 'POST bare backend calls in sequence, median', value: ms(latency.barePost.medianMs), goal: '' },
    { metric: `  each call: ${barePost.names}`, value: barePost.values, goal: '' },
    { metric: 'GET bare backend calls side by side, median', value: ms(latency.bareGet.medianMs), goal: '' },
    { metric: `  each call: ${bareGet.names}`, value: bareGet.values, goal: '' },
    { metric: 'POST median / bare calls median', value: latency.postOverBare.toFixed(2), goal: fullRunGoal('≤ 1.5') },
    { metric: 'GET median / bare calls median', value: latency.getOverBare.toFixed(2), goal: '' },
    { metric: `POST throughput, ${throughput.post.clients} clients`, value: `${throughput.post.perSecond.toFixed(0)} req/s`, goal: `${throughput.post.errors} errors in ${throughput.post.requests} (must be 0)` },
    { metric: `GET throughput, ${throughput.get.clients} clients`, value: `${throughput.get.perSecond.toFixed(0)} req/s`, goal: `${throughput.get.errors} errors in ${throughput.get.requests} (must be 0)` },
  ];
}
