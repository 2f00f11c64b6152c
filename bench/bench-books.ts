import type { BenchStack } from './bench-stack';

/** The book every burst asks for, at `pageCount` pages. */
export const burstStory = (pageCount: number) => ({
  storyIdea: 'A brave little lighthouse keeper named Ada who befriends a whale',
  ageRange: '4-7',
  style: 'watercolor',
  pageCount,
  tone: 'adventurous',
  language: 'english',
});

/** A premium user with a key of its own: the request headers that carry it. */
export async function benchUser(stack: BenchStack, email: string): Promise<Record<string, string>> {
  const { userId } = await stack.admin.createUser({ email, plan: 'premium' });
  const { apiKey } = await stack.admin.createKey(userId);
  return { 'content-type': 'application/json', 'x-api-key': apiKey };
}

/** `count` books created at once; each create must be accepted (202). */
export async function createBooks(stack: BenchStack, headers: Record<string, string>, body: object, count: number): Promise<Array<{ bookId: string; taskId: string }>> {
  return Promise.all(Array.from({ length: count }, async () => {
    const answer = await fetch(`${stack.baseUrl}/v1/stories`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (answer.status !== 202) throw new Error(`create failed: ${answer.status} ${await answer.text()}`);
    return ((await answer.json()) as { data: { bookId: string; taskId: string } }).data;
  }));
}

/** The run of the book with `taskId` once it has ended, with its start and stop (the dispatcher starts it shortly). */
export async function endedRun(stack: BenchStack, taskId: string) {
  const { executions } = stack.runtime.stateMachine;
  const arn = executions.executionArnFor(taskId);
  for (let waited = 0; !executions.get(arn); waited += 100) {
    if (waited > 5 * 60_000) throw new Error(`no run started for task ${taskId} within 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return executions.settled(arn);
}
