// Issue 15's scenario: many books at once against a model quota (the offline provider's PROVIDER_QUOTA), on the
// deployed bundles. It reports how many books complete, and the wall time over what the quota allows at best.
import { startBenchStack } from './bench-stack';

export interface QuotaBurst {
  readonly books: number;
  readonly pagesPerBook: number;
  readonly quota: string;
  readonly picturesPerSecond: number;
  readonly completed: number;
  readonly failed: number;
  /** The first failed book's reason, if any. */
  readonly firstFailure: string | null;
  readonly wallMs: number;
  /** Pictures ÷ the quota: no schedule can draw them faster. */
  readonly boundMs: number;
  /** State transitions per book, retries included (36 for a 15-page book without throttling). */
  readonly transitionsPerBook: number;
  /** Polls answered 502 or 429 while the burst ran (the local engines are busy too). */
  readonly busyAnswers: number;
}

export async function measureQuotaBurst(options: { books: number; pagesPerBook: number; picturesPerSecond: number; latency: string }): Promise<QuotaBurst> {
  const quota = `image:${options.picturesPerSecond}/s`;
  const stack = await startBenchStack({ PROVIDER_LATENCY_MS: options.latency, PROVIDER_QUOTA: quota }, undefined, 'bundles');
  try {
    const { userId } = await stack.admin.createUser({ email: 'burst@example.com', plan: 'premium' });
    const { apiKey } = await stack.admin.createKey(userId);
    const headers = { 'content-type': 'application/json', 'x-api-key': apiKey };
    const body = { storyIdea: 'A brave little lighthouse keeper named Ada who befriends a whale', ageRange: '4-7', style: 'watercolor', pageCount: options.pagesPerBook, tone: 'adventurous', language: 'english' };
    const started = performance.now();
    const created = await Promise.all(Array.from({ length: options.books }, async () => {
      const answer = await fetch(`${stack.baseUrl}/v1/stories`, { method: 'POST', headers, body: JSON.stringify(body) });
      if (answer.status !== 202) throw new Error(`create failed: ${answer.status} ${await answer.text()}`);
      return ((await answer.json()) as { data: { bookId: string; taskId: string } }).data;
    }));
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
      // Once a second per book, as a client polls: 20 books stay well within one key's 2000 reads a minute.
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    const wallMs = performance.now() - started;
    const outcomes = [...ended.values()];
    const executions = stack.runtime.stateMachine.executions;
    const transitions = created.map(({ taskId }) => executions.get(executions.executionArnFor(taskId))?.counters.stateTransitions ?? 0);
    return {
      books: options.books,
      pagesPerBook: options.pagesPerBook,
      quota,
      picturesPerSecond: options.picturesPerSecond,
      completed: outcomes.filter((book) => book.status === 'completed').length,
      failed: outcomes.filter((book) => book.status === 'failed').length,
      firstFailure: outcomes.find((book) => book.status === 'failed')?.errorMessage ?? null,
      wallMs,
      boundMs: (options.books * options.pagesPerBook * 1000) / options.picturesPerSecond,
      transitionsPerBook: transitions.reduce((a, b) => a + b, 0) / transitions.length,
      busyAnswers,
    };
  } finally {
    await stack.close();
  }
}
