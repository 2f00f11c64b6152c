import type { InterceptedCall, Interceptor } from '../lambdas/adapters/aws/interceptors';
import type { AwsClients } from '../lambdas/composition/aws-clients';
import { expectSuccess, getStory, postStory, type ApiResponse } from './api-requests';

/** One SDK command a request made: when it started and ended, relative to the request's start. */
export interface TracedCall {
  command: string;
  startMs: number;
  endMs: number;
  /** False for a call answered inside the SDK (a presigned URL): it costs no round trip. */
  overNetwork: boolean;
}

/**
 * Records every SDK command of the stack's clients while a request runs, like the tests' CallLog, with times.
 * A command is counted once, at the initialize step, so the SDK's own retries do not add to it.
 */
export class RoundTripTrace {
  private recording: { origin: number; calls: TracedCall[] } | undefined;

  attach(clients: AwsClients): void {
    const started = new WeakMap<object, { recording: NonNullable<RoundTripTrace['recording']>; startMs: number }>();
    const record = (call: InterceptedCall) => {
      const begun = started.get(call);
      if (!begun) return;
      begun.recording.calls.push({
        command: `${call.client}:${call.command}`,
        startMs: begun.startMs,
        endMs: performance.now() - begun.recording.origin,
        overNetwork: !call.signedLocally,
      });
    };
    const interceptor: Interceptor = {
      before: (call) => {
        const recording = this.recording;
        if (recording) started.set(call, { recording, startMs: performance.now() - recording.origin });
      },
      after: record,
      failed: record,
    };
    clients.dynamodb.use(interceptor);
    clients.sqs.use(interceptor);
    clients.s3.use(interceptor);
  }

  /** The calls made while `work` runs; nothing else may be running, or its calls would be counted too. */
  async during<T>(work: () => Promise<T>): Promise<{ result: T; calls: TracedCall[] }> {
    if (this.recording) throw new Error('one traced request at a time: calls are attributed by time');
    const recording = { origin: performance.now(), calls: [] as TracedCall[] };
    this.recording = recording;
    try {
      const result = await work();
      return { result, calls: recording.calls.sort((a, b) => a.startMs - b.startMs) };
    } finally {
      this.recording = undefined;
    }
  }
}

/**
 * The longest chain of calls in which each starts after the previous one ended: the round trips a request
 * waits for one after another. Calls that overlap in time went side by side and never share a chain.
 */
export function longestSequentialChain(calls: readonly TracedCall[]): number {
  const byStart = [...calls].sort((a, b) => a.startMs - b.startMs);
  const chain: number[] = [];
  byStart.forEach((call, i) => {
    let before = 0;
    for (let j = 0; j < i; j++) if (byStart[j]!.endMs <= call.startMs) before = Math.max(before, chain[j]!);
    chain.push(before + 1);
  });
  return Math.max(0, ...chain);
}

export interface RoundTrips {
  /** Backend calls that went over the network. */
  inAll: number;
  /** The longest chain of those calls made one after another. */
  inSequence: number;
  /** Calls the SDK answered itself (presigned picture URLs). */
  signedLocally: number;
  commands: string[];
}

export function roundTripsOf(calls: readonly TracedCall[]): RoundTrips {
  const network = calls.filter((call) => call.overNetwork);
  return {
    inAll: network.length,
    inSequence: longestSequentialChain(network),
    signedLocally: calls.length - network.length,
    commands: network.map((call) => call.command),
  };
}

/** What every traced sample of one kind of request showed, and the first sample's timeline as an example. */
export interface RoundTripSummary {
  samples: number;
  inAll: { min: number; max: number };
  inSequence: { min: number; max: number };
  signedLocally: number;
  commands: string[];
  timeline: TracedCall[];
}

function summarizeTraces(traces: Array<{ calls: TracedCall[] }>): RoundTripSummary {
  const trips = traces.map((trace) => roundTripsOf(trace.calls));
  const range = (values: number[]) => ({ min: Math.min(...values), max: Math.max(...values) });
  return {
    samples: trips.length,
    inAll: range(trips.map((t) => t.inAll)),
    inSequence: range(trips.map((t) => t.inSequence)),
    signedLocally: Math.max(...trips.map((t) => t.signedLocally)),
    commands: trips[0]?.commands ?? [],
    timeline: traces[0]?.calls ?? [],
  };
}

export interface RoundTripResults {
  post: RoundTripSummary;
  get: RoundTripSummary;
  /** A POST repeated with the same Idempotency-Key and body, answered from the first one's record. */
  replay: RoundTripSummary;
}

export interface TraceTargets {
  baseUrl: string;
  /** One key per POST (see PostKeys), so no limit answers instead of the service. */
  postKeys: string[];
  getKey: string;
  bookId: string;
  samples: number;
}

/** Runs POSTs, GETs and one idempotent replay one at a time, each inside the trace. */
export async function traceRoundTrips(trace: RoundTripTrace, targets: TraceTargets): Promise<RoundTripResults> {
  const { baseUrl, postKeys, getKey, bookId, samples } = targets;
  if (postKeys.length < samples + 2) throw new Error(`traceRoundTrips needs ${samples + 2} POST keys`);
  const traced = async (what: string, request: () => Promise<ApiResponse>) => {
    const { result, calls } = await trace.during(request);
    expectSuccess(what, result);
    return { response: result, calls };
  };
  const posts = [];
  const gets = [];
  for (let i = 0; i < samples; i++) {
    posts.push(await traced('traced POST', () => postStory(baseUrl, postKeys[i]!)));
    gets.push(await traced('traced GET', () => getStory(baseUrl, getKey, bookId)));
  }
  const replayKey = postKeys[samples]!;
  const idempotencyKey = `bench-replay-${crypto.randomUUID()}`;
  await traced('POST with an Idempotency-Key', () => postStory(baseUrl, replayKey, idempotencyKey));
  const replay = await traced('replayed POST', () => postStory(baseUrl, replayKey, idempotencyKey));
  if (replay.response.headers.get('idempotent-replayed') !== 'true') throw new Error('the repeated POST was not answered as a replay');
  return { post: summarizeTraces(posts), get: summarizeTraces(gets), replay: summarizeTraces([replay]) };
}
