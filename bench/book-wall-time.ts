import { parseLatency } from '../lambdas/adapters/ai/simulated-latency';
import type { BenchStack } from './bench-stack';

export interface BookTiming {
  bookId: string;
  taskId: string;
  pageCount: number;
  wallMs: number;
  criticalPathMs: number;
  ratio: number;
  stateTransitions: number;
  lambdaInvocations: number;
}

/** From POST to a GET that reads `completed`, against the provider latency of the longest chain of steps. */
export async function measureBook(stack: BenchStack, apiKey: string, pageCount: number, latencySpec: string): Promise<BookTiming> {
  const latency = parseLatency(latencySpec);
  const headers = { 'content-type': 'application/json', 'x-api-key': apiKey };
  const body = { storyIdea: 'A brave little lighthouse keeper named Ada who befriends a whale', ageRange: '4-7', style: 'watercolor', pageCount, tone: 'adventurous', language: 'english' };
  const started = performance.now();
  const created = await fetch(`${stack.baseUrl}/v1/stories`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (created.status !== 202) throw new Error(`create failed: ${created.status} ${await created.text()}`);
  const { bookId, taskId } = ((await created.json()) as { data: { bookId: string; taskId: string } }).data;
  for (;;) {
    const read = (await (await fetch(`${stack.baseUrl}/v1/stories/${bookId}`, { headers })).json()) as { data: { status: string; errorMessage: string | null } };
    if (read.data.status === 'completed') break;
    if (read.data.status === 'failed') throw new Error(`book failed: ${read.data.errorMessage}`);
    // A client polls every so often; 100 ms keeps the measurement fine-grained without loading the engines.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const wallMs = performance.now() - started;
  // Plan (text), then one page's text and picture; every page runs side by side when concurrency allows.
  const criticalPathMs = latency.text + latency.text + latency.image;
  const executions = stack.runtime.stateMachine.executions;
  const execution = executions.get(executions.executionArnFor(taskId));
  if (!execution) throw new Error(`no execution named ${taskId}`);
  return {
    bookId,
    taskId,
    pageCount,
    wallMs,
    criticalPathMs,
    ratio: wallMs / criticalPathMs,
    stateTransitions: execution.counters.stateTransitions,
    // The dispatcher's one call, plus every Task invocation (retries included).
    lambdaInvocations: execution.counters.taskInvocations + 1,
  };
}
