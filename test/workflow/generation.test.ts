import { ListExecutionsCommand, SFNClient } from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderRejectedError, ProviderThrottledError } from '../../lambdas/ports/provider-errors';
import { dispatchDependencies } from '../../lambdas/composition/workflow-dependencies';
import { dispatchHandler } from '../../lambdas/handlers/workflow/workflow-handlers';
import { silentLogger } from '../../lambdas/ports/logger';
import { sdkError, validStory } from '../integration/api-fixture';
import { startWorkflowFixture, type WorkflowFixture } from './workflow-fixture';

let wf: WorkflowFixture;
let user: { apiKey: string; userId: string };
beforeAll(async () => {
  wf = await startWorkflowFixture('workflow');
  user = await wf.api.newUser('premium');
});
afterAll(() => wf.close());
beforeEach(() => {
  wf.images.rule = undefined;
  wf.api.faults.length = 0;
});

const sfn = () => new SFNClient({ region: wf.runtime.config.region, endpoint: wf.runtime.config.endpoints.sfn });
async function executionsNamed(name: string) {
  const { executions = [] } = await sfn().send(new ListExecutionsCommand({ stateMachineArn: wf.runtime.stateMachine.stateMachineArn }));
  return executions.filter((e) => e.name === name);
}
const creditsUsed = async () => (await wf.api.admin.showUser(user.userId)).creditsUsed;

describe('A book is written and illustrated page by page until completed', () => {
  it.each([5, 10, 15])('a %i-page book completes with every page, picture and the cover', async (pageCount) => {
    const before = await creditsUsed();
    const { bookId } = await wf.createBook(user.apiKey, { ...validStory, pageCount });
    const { final } = await wf.waitForBook(bookId, user.apiKey);
    expect(final).toMatchObject({ status: 'completed', progress: 100, errorMessage: null });
    expect(final.title).toEqual(expect.any(String));
    expect(final.summary).toEqual(expect.any(String));
    expect(final.slug).toMatch(/^[a-z0-9-]+$/);
    expect(Date.parse(final.completedAt)).not.toBeNaN();
    expect(final.pages.map((p: { index: number }) => p.index)).toEqual(Array.from({ length: pageCount }, (_, i) => i));
    for (const page of final.pages) {
      expect(page.content).toEqual(expect.any(String));
      expect(page.imageUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/.*X-Amz-Signature=/);
    }
    // The cover counts as a page: page 0 carries the title, and its picture is the cover image.
    expect(final.pages[0].title).toBe(final.title);
    expect(final.coverImage.split('?')[0]).toBe(final.pages[0].imageUrl.split('?')[0]);
    expect((await creditsUsed()) - before).toBe(pageCount);
  });

  it('the pictures open from the URLs in the GET response', async () => {
    const { bookId } = await wf.createBook(user.apiKey, { ...validStory, pageCount: 5, style: 'comic_style' });
    const { final } = await wf.waitForBook(bookId, user.apiKey);
    const picture = await fetch(final.pages[2].imageUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
    expect((await picture.text()).slice(0, 200)).toMatch(/<svg/);
  });

  it('the execution is named by the taskId and succeeded', async () => {
    const { bookId, taskId } = await wf.createBook(user.apiKey, { ...validStory, pageCount: 5 });
    await wf.waitForBook(bookId, user.apiKey);
    const runs = await executionsNamed(taskId);
    expect(runs.map((r) => r.status)).toEqual(['SUCCEEDED']);
  });
});

describe('Pages appear while processing, and progress rises', () => {
  it('GET shows a partial book with progress between 0 and 100 before it completes', async () => {
    wf.images.rule = () => ({ delayMs: 120 });
    const { bookId } = await wf.createBook(user.apiKey, { ...validStory, pageCount: 8 });
    const { final, seen } = await wf.waitForBook(bookId, user.apiKey);
    expect(final.status).toBe('completed');
    const partial = seen.filter((s) => s.status === 'processing' && s.pages.length > 0 && s.pages.some((p: { imageUrl: unknown }) => p.imageUrl === null));
    expect(partial.length).toBeGreaterThan(0);
    const progress = seen.map((s) => s.progress);
    expect(progress.some((p) => p > 0 && p < 100)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });
});

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
    wf.api.faults.push((command, input) => (command.endsWith('PutObjectCommand') && String(input.Key).endsWith('/003.svg') && failed++ === 0 ? sdkError('ServiceUnavailable') : undefined));
    const { bookId } = await wf.createBook(user.apiKey, { ...validStory, pageCount: 5 });
    const { final } = await wf.waitForBook(bookId, user.apiKey);
    expect(final.status).toBe('completed');
    expect(failed).toBeGreaterThan(1);
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

describe('A duplicate SQS delivery starts one execution', () => {
  it('the same job dispatched twice → one run, both messages succeed', async () => {
    const { bookId, taskId } = await wf.createBook(user.apiKey, { ...validStory, pageCount: 5 });
    await wf.waitForBook(bookId, user.apiKey);
    const dispatch = dispatchHandler(dispatchDependencies(wf.runtime.config, { logger: silentLogger }));
    const body = JSON.stringify({ bookId, taskId, userId: user.userId });
    const record = (messageId: string) => ({ messageId, body }) as never;
    const result = await dispatch({ Records: [record('m1'), record('m2')] });
    expect(result.batchItemFailures).toEqual([]);
    expect(await executionsNamed(taskId)).toHaveLength(1);
  });

  it('a malformed message is reported as a batch item failure, alone', async () => {
    const dispatch = dispatchHandler(dispatchDependencies(wf.runtime.config, { logger: silentLogger }));
    const result = await dispatch({ Records: [{ messageId: 'bad', body: 'not json' }, { messageId: 'worse', body: '{"bookId":1}' }] as never });
    expect(result.batchItemFailures).toEqual([{ itemIdentifier: 'bad' }, { itemIdentifier: 'worse' }]);
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
