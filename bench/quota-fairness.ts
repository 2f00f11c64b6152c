// Issue 15's fairness case on the deployed bundles: one user has 40 books queued at the picture turns and another
// adds one book. The added book is timed against the same book alone on the same warm stack; the turns' policy
// (fewest turns in the last minute goes next) should give it about its time alone plus one turn.
import { workflowSteps } from '../lambdas/contract/workflow-steps';
import type { LocalWorkflowEvent } from '../local/step-functions/local-executions';
import { benchUser, burstStory, createBooks, endedRun } from './bench-books';
import { startBenchStack } from './bench-stack';

export interface QuotaFairness {
  readonly books: number;
  readonly pagesPerBook: number;
  readonly quota: string;
  /** The added book's run, alone on the warm stack. */
  readonly aloneMs: number;
  /** The same book's run, added while the other user's books wait for their pictures. */
  readonly addedMs: number;
  /** How long after the added book the other user's last book ended. */
  readonly burstEndedAfterMs: number;
  /** One turn at the quota. */
  readonly slotMs: number;
  readonly failed: number;
}

export async function measureQuotaFairness(options: { books: number; pagesPerBook: number; picturesPerSecond: number; latency: string }): Promise<QuotaFairness> {
  const quota = `image:${options.picturesPerSecond}/s`;
  const planned = new Set<string>();
  const planState = workflowSteps.planStory.state;
  const onEvent = (event: LocalWorkflowEvent) => {
    if (event.type === 'StateExited' && event.state === planState) planned.add(event.execution.name);
  };
  const stack = await startBenchStack({ PROVIDER_LATENCY_MS: options.latency, PROVIDER_QUOTA: quota, MODEL_BUDGET: quota }, onEvent, 'bundles');
  const runMs = (run: { startDate: Date; stopDate?: Date }) => (run.stopDate?.getTime() ?? Date.now()) - run.startDate.getTime();
  try {
    const alone = await benchUser(stack, 'alone@example.com');
    const soloBook = async () => endedRun(stack, (await createBooks(stack, alone, burstStory(options.pagesPerBook), 1))[0]!.taskId);
    // The first book warms the functions; the second is the time alone.
    await soloBook();
    const solo = await soloBook();
    const burstUser = await benchUser(stack, 'burst@example.com');
    const burst = await createBooks(stack, burstUser, burstStory(options.pagesPerBook), options.books);
    // Every book of the burst planned: all its pictures wait at the turns when the other user asks.
    for (let waited = 0; burst.some((book) => !planned.has(book.taskId)); waited += 250) {
      if (waited > 5 * 60_000) throw new Error('the burst was not planned within 5 minutes');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const [added] = await createBooks(stack, await benchUser(stack, 'added@example.com'), burstStory(options.pagesPerBook), 1);
    const addedRun = await endedRun(stack, added!.taskId);
    const burstRuns = await Promise.all(burst.map((book) => endedRun(stack, book.taskId)));
    const lastOfBurst = Math.max(...burstRuns.map((run) => run.stopDate?.getTime() ?? Date.now()));
    return {
      books: options.books,
      pagesPerBook: options.pagesPerBook,
      quota,
      aloneMs: runMs(solo),
      addedMs: runMs(addedRun),
      burstEndedAfterMs: lastOfBurst - (addedRun.stopDate?.getTime() ?? Date.now()),
      slotMs: 1000 / options.picturesPerSecond,
      failed: [solo, addedRun, ...burstRuns].filter((run) => run.status !== 'SUCCEEDED').length,
    };
  } finally {
    await stack.close();
  }
}
