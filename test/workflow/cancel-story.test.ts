import { ListExecutionsCommand, SFNClient } from '@aws-sdk/client-sfn';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { validStory } from '../integration/api-fixture';
import { startWorkflowFixture, type WorkflowFixture } from './workflow-fixture';

// The owner cancels books on the local generation runtime (the synthesized state machine, DynamoDB Local, the
// local S3 and SQS): a run under way is stopped, a queued job never generates, and the credits come out exact.
let wf: WorkflowFixture;
let user: { apiKey: string; userId: string };
beforeAll(async () => {
  wf = await startWorkflowFixture('cancel-workflow');
  user = await wf.api.newUser('premium');
});
afterAll(() => wf.close());
beforeEach(() => {
  wf.images.rule = undefined;
});

const sfn = () => new SFNClient({ region: wf.runtime.config.region, endpoint: wf.runtime.config.endpoints.sfn });
async function runStatuses(name: string): Promise<string[]> {
  const { executions = [] } = await sfn().send(new ListExecutionsCommand({ stateMachineArn: wf.runtime.stateMachine.stateMachineArn }));
  return executions.filter((e) => e.name === name).map((e) => String(e.status));
}
const creditsUsed = async () => (await wf.api.admin.showUser(user.userId)).creditsUsed;
const cancel = (bookId: string) => wf.api.request('POST', `/v1/stories/${bookId}/cancel`, { headers: { 'x-api-key': user.apiKey } });
const delivered = (story: { pages: { content: string | null; imageUrl: string | null }[] }) => story.pages.filter((p) => p.content && p.imageUrl).length;

describe('A processing book is stopped: its run aborted, no page lands afterwards, unfinished pages refunded', () => {
  it('pictures after the cover are held; the cancel aborts the run, and the held pictures, let go, change nothing', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    wf.images.rule = (input) => (input.index >= 2 ? { wait: held } : undefined);
    const before = await creditsUsed();
    const { bookId, taskId } = await wf.createBook(user.apiKey, { ...validStory, pageCount: 8 });
    await wf.waitForBook(bookId, user.apiKey, (story) => delivered(story) >= 2, 30_000);

    const res = await cancel(bookId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'failed', errorMessage: 'Cancelled by its owner. Credits for unfinished pages were returned.' });
    expect(res.body.data.cancelledAt).not.toBeNull();
    await expect.poll(() => runStatuses(taskId), { timeout: 10_000, interval: 100 }).toEqual(['ABORTED']);

    const spent = delivered(res.body.data);
    expect(spent).toBe(2);
    expect((await creditsUsed()) - before).toBe(spent);
    release();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = (await wf.waitForBook(bookId, user.apiKey)).final;
    expect(delivered(after)).toBe(spent);
    expect(after.cancelledAt).toBe(res.body.data.cancelledAt);
    expect((await creditsUsed()) - before).toBe(spent);
  }, 60_000);
});

describe('A pending book is cancelled before its run starts: the dispatcher\'s late run ends at its first step', () => {
  it('fully refunded; the run that starts afterwards succeeds without touching the book', async () => {
    await wf.runtime.stopDispatcher();
    const before = await creditsUsed();
    const { bookId, taskId } = await wf.createBook(user.apiKey, { ...validStory, pageCount: 6 });
    expect((await creditsUsed()) - before).toBe(6);
    const res = await cancel(bookId);
    expect(res.body.data).toMatchObject({ status: 'failed', pages: [] });
    expect(await creditsUsed()).toBe(before);

    wf.runtime.startDispatcher();
    // A receive cut short by the dispatcher's stop may hold the message until its 30 s visibility timeout ends.
    await expect.poll(() => runStatuses(taskId), { timeout: 45_000, interval: 250 }).toEqual(['SUCCEEDED']);
    const after = (await wf.waitForBook(bookId, user.apiKey)).final;
    expect(after).toMatchObject({ status: 'failed', pages: [], cancelledAt: res.body.data.cancelledAt });
    expect(await creditsUsed()).toBe(before);
  }, 90_000);
});
