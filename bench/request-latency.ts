import { expectSuccess, getStory, postStory } from './api-requests';
import type { BareBackendCalls, BareTiming } from './bare-backend-calls';
import { median, summarize, type LatencySummary } from './stats';

export interface BareSummary extends LatencySummary {
  /** Each call's median on its own, to show which one a request waits for most. */
  byCommandMedianMs: Record<string, number>;
}

export interface LatencyResults {
  warmUp: number;
  post: LatencySummary;
  get: LatencySummary;
  barePost: BareSummary;
  bareGet: BareSummary;
  /** Median POST over HTTP / median of its bare backend calls in sequence. */
  postOverBare: number;
  getOverBare: number;
}

export interface LatencyTargets {
  baseUrl: string;
  /** One key per POST, warm-up included (see PostKeys). */
  postKeys: string[];
  getKey: string;
  bookId: string;
  warmUp: number;
  /** At most this many timed rounds, and no more after `maxSeconds` (at least 20 rounds either way). */
  samples: number;
  maxSeconds: number;
  bare: BareBackendCalls;
}

function summarizeBare(timings: BareTiming[]): BareSummary {
  const names = Object.keys(timings[0]?.byCommand ?? {});
  return {
    ...summarize(timings.map((t) => t.totalMs)),
    byCommandMedianMs: Object.fromEntries(names.map((name) => [name, median(timings.map((t) => t.byCommand[name] ?? 0))])),
  };
}

async function timedMs(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

// Alternating which goes first keeps any after-effect of one (a GC pause, a flush) off a single side.
async function bothInOrder<A, B>(a: () => Promise<A>, b: () => Promise<B>, bFirst: boolean): Promise<[A, B]> {
  if (!bFirst) {
    const first = await a();
    return [first, await b()];
  }
  const second = await b();
  return [await a(), second];
}

/**
 * Sequential requests over the HTTP bridge with plain fetch, each followed (or preceded, alternately) by the
 * same backend calls made bare, so both see the same machine load and the ratio is fair on a busy machine.
 */
export async function measureLatency(targets: LatencyTargets): Promise<LatencyResults> {
  const { baseUrl, postKeys, getKey, bookId, warmUp, samples, maxSeconds, bare } = targets;
  if (postKeys.length < warmUp + samples) throw new Error(`measureLatency needs ${warmUp + samples} POST keys`);
  const post: number[] = [];
  const barePost: BareTiming[] = [];
  const get: number[] = [];
  const bareGet: BareTiming[] = [];
  let deadline = Number.POSITIVE_INFINITY;
  for (let i = 0; i < warmUp + samples; i++) {
    if (i === warmUp) deadline = performance.now() + maxSeconds * 1000;
    // A loaded machine gets fewer samples rather than a longer bench; 20 still give a median.
    if (post.length >= 20 && performance.now() > deadline) break;
    const httpPost = () => timedMs(async () => expectSuccess('POST /v1/stories', await postStory(baseUrl, postKeys[i]!)));
    const httpGet = () => timedMs(async () => expectSuccess('GET /v1/stories/{id}', await getStory(baseUrl, getKey, bookId)));
    const bareFirst = i % 2 === 1;
    const [postMs, postBare] = await bothInOrder(httpPost, () => bare.post(), bareFirst);
    const [getMs, getBare] = await bothInOrder(httpGet, () => bare.get({ apiKey: getKey, bookId }), bareFirst);
    if (i < warmUp) continue;
    post.push(postMs);
    barePost.push(postBare);
    get.push(getMs);
    bareGet.push(getBare);
  }
  const results = {
    warmUp,
    post: summarize(post),
    get: summarize(get),
    barePost: summarizeBare(barePost),
    bareGet: summarizeBare(bareGet),
  };
  return {
    ...results,
    postOverBare: results.post.medianMs / results.barePost.medianMs,
    getOverBare: results.get.medianMs / results.bareGet.medianMs,
  };
}
