import type { ApiResponse } from './api-requests';

export interface ThroughputResult {
  clients: number;
  requests: number;
  /** Non-2xx answers and failed fetches; any makes the rate meaningless (a 429 is answered fast). */
  errors: number;
  firstError: string | null;
  seconds: number;
  perSecond: number;
}

export interface ThroughputLoad {
  clients: number;
  /** Each client stops sending once this has passed, so a slow machine cannot stretch the bench. */
  seconds: number;
  /** And after this many requests (POSTs are bounded by the keys' budgets); Infinity for none. */
  maxPerClient: number;
}

/** `clients` async loops at once, each sending one request after another until its time or count is up. */
export async function measureThroughput(load: ThroughputLoad, request: (client: number, index: number) => Promise<ApiResponse>): Promise<ThroughputResult> {
  let requests = 0;
  let errors = 0;
  let firstError: string | null = null;
  const failed = (message: string) => {
    errors += 1;
    firstError ??= message;
  };
  const started = performance.now();
  const deadline = started + load.seconds * 1000;
  const loop = async (client: number) => {
    for (let index = 0; index < load.maxPerClient && performance.now() < deadline; index++) {
      requests += 1;
      try {
        const response = await request(client, index);
        if (response.status < 200 || response.status > 299) failed(`${response.status} ${JSON.stringify(response.body).slice(0, 200)}`);
      } catch (error) {
        failed(error instanceof Error ? error.message : String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: load.clients }, (_, client) => loop(client)));
  // Until the last answer: requests still in flight at the deadline are counted and waited for.
  const seconds = (performance.now() - started) / 1000;
  return { clients: load.clients, requests, errors, firstError, seconds, perSecond: requests / seconds };
}
