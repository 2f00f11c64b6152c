import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderRejectedError } from '../../lambdas/ports/provider-errors';
import { OfflineImageModel } from '../../lambdas/adapters/ai/offline-image-model';
import { OfflineStoryModel } from '../../lambdas/adapters/ai/offline-story-model';
import { jsonLogger } from '../../lambdas/adapters/json-logger';
import { recordDependencies } from '../../lambdas/composition/workflow-dependencies';
import { workflowStepHandler } from '../../lambdas/handlers/workflow/workflow-handlers';
import { startGenerationRuntime, type GenerationRuntime } from '../../local/generation-runtime';
import { startApiFixture, validStory, type ApiFixture } from '../integration/api-fixture';
import { captureLogLines, type LogLine } from '../support/captured-log-lines';
import { RecordingMetrics } from '../support/recording-metrics';
import { ScriptedImageModel } from './workflow-fixture';

// The deployed wiring with the real JSON logger and recorded metrics, on the local engines.
let api: ApiFixture;
let runtime: GenerationRuntime;
const metrics = new RecordingMetrics();
const logger = jsonLogger({ stage: 'test' });
const offline = { storyModel: new OfflineStoryModel(), imageModel: new OfflineImageModel() };
const images = new ScriptedImageModel(offline.imageModel);
let captured: ReturnType<typeof captureLogLines>;
let user: { apiKey: string; userId: string };

beforeAll(async () => {
  api = await startApiFixture('workflow-logs', { logger, metrics });
  api.clock.set(new Date().toISOString());
  runtime = await startGenerationRuntime({
    config: api.config,
    overrides: { clients: api.clients, logger, metrics, storyModel: offline.storyModel, imageModel: images },
    maxConcurrency: 5,
    retryIntervalScale: 0.001,
  });
  user = await api.newUser('premium');
});
afterAll(async () => {
  await runtime.close();
  await api.close();
});
beforeEach(() => {
  images.rule = undefined;
  captured = captureLogLines();
});
afterEach(() => captured.restore());

async function generate(pageCount: number): Promise<{ bookId: string; taskId: string; final: any }> {
  api.clock.set(new Date().toISOString());
  const created = await api.request('POST', '/v1/stories', { headers: { 'x-api-key': user.apiKey }, body: { ...validStory, pageCount } });
  expect(created.status).toBe(202);
  const { bookId, taskId } = created.body.data;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const read = await api.request('GET', `/v1/stories/${bookId}`, { headers: { 'x-api-key': user.apiKey } });
    if (read.body.data.status === 'completed' || read.body.data.status === 'failed') return { bookId, taskId, final: read.body.data };
  }
  throw new Error(`book ${bookId} did not finish`);
}

const linesAbout = (bookId: string): LogLine[] => captured.lines().filter((line) => line.bookId === bookId);

describe('Every workflow log line carries the invocation request id and the book id', () => {
  it('a completed book: dispatcher and step lines name the book, the task and their invocation', async () => {
    const { bookId, taskId } = await generate(5);
    const lines = captured.lines();
    expect(lines.map((line) => line.message)).toEqual(expect.arrayContaining(['story accepted', 'generation started', 'book completed']));
    for (const line of lines) {
      expect(line.requestId, JSON.stringify(line)).toEqual(expect.any(String));
      expect(line).toMatchObject({ bookId, taskId });
    }
    expect(linesAbout(bookId).find((line) => line.message === 'book completed')).toMatchObject({ step: 'finalize' });
  });

  it('a failed book: the failure line names the book, the step and the error kind', async () => {
    images.rule = (input) => (input.index === 2 ? { fail: new ProviderRejectedError('refused', { provider: 'test', operation: 'illustrate' }) } : undefined);
    const { bookId, final } = await generate(5);
    expect(final.status).toBe('failed');
    const failed = linesAbout(bookId).find((line) => line.message === 'book failed');
    expect(failed).toMatchObject({ level: 'WARN', step: 'markFailed', error: 'ProviderRejectedError', requestId: expect.any(String) });
    for (const line of captured.lines()) expect(line, JSON.stringify(line)).toMatchObject({ bookId });
  });
});

describe('Business metrics count each book once, however often a step is retried', () => {
  it('completed: accepted 1, credits spent = pages, completed 1; a Finalize retried after success counts nothing', async () => {
    const before = new Map(metrics.totals);
    const delta = (name: Parameters<RecordingMetrics['of']>[0]) => metrics.of(name) - (before.get(name) ?? 0);
    const { bookId, taskId, final } = await generate(6);
    expect(final.status).toBe('completed');
    expect([delta('BooksAccepted'), delta('CreditsSpent'), delta('BooksCompleted'), delta('BooksFailed')]).toEqual([1, 6, 1, 0]);

    // Step Functions runs Finalize again when its first answer is lost: the book stays completed, counted once.
    const finalize = workflowStepHandler('finalize', recordDependencies(runtime.config, { clients: api.clients, logger, metrics }));
    await expect(finalize({ bookId, taskId, userId: user.userId })).resolves.toMatchObject({ bookId });
    expect(delta('BooksCompleted')).toBe(1);
    expect(linesAbout(bookId).map((line) => line.message)).toContain('book was completed already');
  });

  it('failed: failed 1 and the undelivered credits refunded; a Mark Failed run again counts nothing', async () => {
    images.rule = (input) => (input.index === 4 ? { fail: new ProviderRejectedError('refused', { provider: 'test', operation: 'illustrate' }) } : undefined);
    const before = new Map(metrics.totals);
    const delta = (name: Parameters<RecordingMetrics['of']>[0]) => metrics.of(name) - (before.get(name) ?? 0);
    const { bookId, taskId, final } = await generate(8);
    expect(final.status).toBe('failed');
    const delivered = final.pages.filter((page: { content: unknown; imageUrl: unknown }) => page.content && page.imageUrl).length;
    expect([delta('BooksFailed'), delta('BooksCompleted'), delta('CreditsRefunded')]).toEqual([1, 0, 8 - delivered]);

    const markFailed = workflowStepHandler('markFailed', recordDependencies(runtime.config, { clients: api.clients, logger, metrics }));
    await markFailed({ bookId, taskId, userId: user.userId, error: { Error: 'ProviderRejectedError', Cause: '{}' } });
    expect([delta('BooksFailed'), delta('CreditsRefunded')]).toEqual([1, 8 - delivered]);
  });
});
