import { ListExecutionsCommand, SFNClient } from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderRejectedError, ProviderThrottledError } from '../../lambdas/ports/provider-errors';
import { sdkError, validStory } from '../integration/api-fixture';
import { startWorkflowFixture, type WorkflowFixture } from './workflow-fixture';

// What needs a hand inside the functions: a scripted provider that throttles or refuses, an SDK call that fails
// once, a clock moved past the reaper's threshold. These run the same handlers composed in this process; the book's
// ordinary life runs on the deployed bundles (bundled-functions.test.ts).
let wf: WorkflowFixture;
let user: { apiKey: string; userId: string };
beforeAll(async () => {
  wf = await startWorkflowFixture('workflow');
  user = await wf.api.newUser('premium');
});
afterAll(() => wf.close());
beforeEach(() => {
  wf.images.rule = undefined;
  wf.stories.rewrite = undefined;
  wf.api.faults.length = 0;
});

const sfn = () => new SFNClient({ region: wf.runtime.config.region, endpoint: wf.runtime.config.endpoints.sfn });
async function executionsNamed(name: string) {
  const { executions = [] } = await sfn().send(new ListExecutionsCommand({ stateMachineArn: wf.runtime.stateMachine.stateMachineArn }));
  return executions.filter((e) => e.name === name);
}
const creditsUsed = async () => (await wf.api.admin.showUser(user.userId)).creditsUsed;

describe('Transient failures are retried with backoff; the book still completes', () => {
  it('provider throttling on one picture, twice', async () => {
    wf.images.rule = (input, attempt) => (input.index === 2 && attempt <= 2 ? { fail: new ProviderThrottledError('slow down', { provider: 'test', operation: 'illustrate' }) } : undefined);
    const { bookId } = await wf.createBook(user.apiKey, { ...validStory, pageCount: 5 });
    const { final } = await wf.waitForBook(bookId, user.apiKey);
    expect(final.status).toBe('completed');
    expect(wf.images.attempts.get(`${bookId}#2`)).toBe(3);
  });

  it('S3 failing once while storing a picture', async () => {
    let failed = 0;
    wf.api.faults.push((command, input) => (command.endsWith('PutObjectCommand') && String(input.Key).endsWith('/003.png') && failed++ === 0 ? sdkError('ServiceUnavailable') : undefined));
    const { bookId } = await wf.createBook(user.apiKey, { ...validStory, pageCount: 5 });
    const { final } = await wf.waitForBook(bookId, user.apiKey);
    expect(final.status).toBe('completed');
    expect(failed).toBeGreaterThan(1);
  });

  it('the picture storage down for six attempts of the step in a row (an outage of over a minute on AWS) is waited out', async () => {
    let failed = 0;
    const picture3 = /\/003\.\w+$/;
    wf.api.faults.push((command, input) => (command.endsWith('PutObjectCommand') && picture3.test(String(input.Key)) && failed < 6 ? (failed++, sdkError('ServiceUnavailable')) : undefined));
    const { bookId } = await wf.createBook(user.apiKey, { ...validStory, pageCount: 5 });
    const { final } = await wf.waitForBook(bookId, user.apiKey);
    expect(final.status).toBe('completed');
    expect(failed).toBe(6);
  });
});

describe('What the model writes passes the content policy before it is saved', () => {
  const forbidden = 'Mickey Mouse and Donald Duck came along to the park.';

  it('a page the policy refuses is written once more, and the book completes with the second text', async () => {
    wf.stories.rewrite = (call, attempt) => (call.index === 2 && attempt === 1 ? forbidden : undefined);
    const { bookId } = await wf.createBook(user.apiKey, { ...validStory, pageCount: 5 });
    const { final } = await wf.waitForBook(bookId, user.apiKey);
    expect(final.status).toBe('completed');
    expect(wf.stories.attempts.get(`${bookId}#writePage#2`)).toBe(2);
    expect(JSON.stringify(final)).not.toContain('Mickey');
  });

  it('refused twice: the book fails with a plain reason, nothing it refused is shown, unfinished pages refunded', async () => {
    const before = await creditsUsed();
    wf.stories.rewrite = (call) => (call.index === 2 ? forbidden : undefined);
    const { bookId } = await wf.createBook(user.apiKey, { ...validStory, pageCount: 5 });
    const { final } = await wf.waitForBook(bookId, user.apiKey);
    expect(final.status).toBe('failed');
    expect(final.errorMessage).toMatch(/^The story service wrote something our content policy does not allow: Page 2 broke the content policy twice \(copyrighted character\)\. Credits for unfinished pages were returned\.$/);
    expect(JSON.stringify(final)).not.toMatch(/Mickey|Donald/);
    // Page 2 never got its text, so it (at least) was refunded.
    expect(await creditsUsed() - before).toBeLessThan(5);
  });
});

describe('A dependency that stays down fails the book with a message that names it', () => {
  it('the picture storage refusing every write → failed: "The picture storage stayed unavailable…", credits back', async () => {
    wf.api.faults.push((command, input) => (command.endsWith('PutObjectCommand') && /\/pages\//.test(String(input.Key)) ? sdkError('ServiceUnavailable') : undefined));
    const before = await creditsUsed();
    const { bookId } = await wf.createBook(user.apiKey, { ...validStory, pageCount: 5 });
    const { final } = await wf.waitForBook(bookId, user.apiKey);
    expect(final.status).toBe('failed');
    expect(final.errorMessage).toMatch(/^The picture storage stayed unavailable for too long/);
    expect(await creditsUsed()).toBe(before);
  });
});

describe('A permanent failure ends the book failed, with a reason and the undelivered credits back', () => {
  it('a refused picture → failed, errorMessage, refund for every page not delivered', async () => {
    wf.images.rule = (input) => (input.index === 3 ? { fail: new ProviderRejectedError('The image model refused page 3', { provider: 'test', operation: 'illustrate' }) } : undefined);
    const before = await creditsUsed();
    const { bookId, taskId } = await wf.createBook(user.apiKey, { ...validStory, pageCount: 10 });
    const { final } = await wf.waitForBook(bookId, user.apiKey);
    expect(final.status).toBe('failed');
    expect(final.errorMessage).toBe('The story or picture service refused this book: The image model refused page 3. Credits for unfinished pages were returned.');
    expect(final.completedAt).toBeNull();
    expect(wf.images.attempts.get(`${bookId}#3`)).toBe(1);
    const delivered = final.pages.filter((p: { content: unknown; imageUrl: unknown }) => p.content && p.imageUrl).length;
    expect(delivered).toBeLessThan(10);
    expect((await creditsUsed()) - before).toBe(delivered);
    expect((await executionsNamed(taskId)).map((r) => r.status)).toEqual(['FAILED']);
  });
});

describe('The reaper ends a stuck job: every job reaches completed or failed', () => {
  it('a job that never started is failed and fully refunded; its late run then stops quietly', async () => {
    await wf.runtime.stopDispatcher();
    const before = await creditsUsed();
    const { bookId, taskId } = await wf.createBook(user.apiKey, { ...validStory, pageCount: 6 });
    expect((await creditsUsed()) - before).toBe(6);

    const later = { now: () => new Date(Date.now() + (wf.runtime.config.stuckAfterSeconds + 5) * 1000) };
    expect(await wf.runtime.reapNow(later)).toBeGreaterThanOrEqual(1);
    const { final } = await wf.waitForBook(bookId, user.apiKey);
    expect(final.status).toBe('failed');
    expect(final.errorMessage).toMatch(/stopped making progress/);
    expect(await creditsUsed()).toBe(before);

    wf.runtime.startDispatcher();
    // A receive cut short by the dispatcher's stop may hold the message until its 30 s visibility timeout ends.
    await expect.poll(async () => (await executionsNamed(taskId)).map((r) => r.status), { timeout: 45_000, interval: 250 }).toEqual(['SUCCEEDED']);
    expect((await wf.waitForBook(bookId, user.apiKey)).final.status).toBe('failed');
    expect(await creditsUsed()).toBe(before);
    expect(await wf.runtime.reapNow(later)).toBe(0);
  }, 90_000);
});
