import { selectProviders } from '../../lambdas/adapters/ai/select-providers';
import type { IllustrateInput, ImageModel } from '../../lambdas/ports/image-model';
import { silentLogger } from '../../lambdas/ports/logger';
import { startGenerationRuntime, type GenerationRuntime } from '../../local/generation-runtime';
import { startApiFixture, validStory, type ApiFixture } from '../integration/api-fixture';

/** Decides, per picture and attempt, whether the image model fails (and how) or is slow. */
export type ImageRule = (input: IllustrateInput, attempt: number) => { fail?: Error; delayMs?: number } | undefined;

/** The offline image model, with a rule a test sets to inject failures or latency at the provider boundary. */
export class ScriptedImageModel implements ImageModel {
  rule: ImageRule | undefined;
  readonly attempts = new Map<string, number>();
  constructor(private readonly inner: ImageModel) {}

  async illustrate(input: IllustrateInput) {
    const key = `${input.bookId}#${input.index}`;
    const attempt = (this.attempts.get(key) ?? 0) + 1;
    this.attempts.set(key, attempt);
    const action = this.rule?.(input, attempt);
    if (action?.delayMs) await new Promise((resolve) => setTimeout(resolve, action.delayMs));
    if (action?.fail) throw action.fail;
    return this.inner.illustrate(input);
  }
}

export interface WorkflowFixture {
  api: ApiFixture;
  runtime: GenerationRuntime;
  images: ScriptedImageModel;
  createBook(apiKey: string, body?: Record<string, unknown>): Promise<{ bookId: string; taskId: string }>;
  waitForBook(bookId: string, apiKey: string, done?: (story: any) => boolean, timeoutMs?: number): Promise<{ final: any; seen: any[] }>;
  close(): Promise<void>;
}

export async function startWorkflowFixture(label: string): Promise<WorkflowFixture> {
  const api = await startApiFixture(label);
  // Real time for the workflow: the reaper compares heartbeats with it.
  api.clock.set(new Date().toISOString());
  const offline = selectProviders({ provider: 'offline' });
  const images = new ScriptedImageModel(offline.imageModel);
  const runtime = await startGenerationRuntime({
    config: api.config,
    overrides: { clients: api.clients, logger: silentLogger, storyModel: offline.storyModel, imageModel: images },
    maxConcurrency: 5,
    retryIntervalScale: 0.001,
  });

  async function createBook(apiKey: string, body: Record<string, unknown> = validStory) {
    api.clock.set(new Date().toISOString());
    const res = await api.request('POST', '/v1/stories', { headers: { 'x-api-key': apiKey }, body });
    if (res.status !== 202) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data as { bookId: string; taskId: string };
  }

  async function waitForBook(bookId: string, apiKey: string, done = (s: any) => s.status === 'completed' || s.status === 'failed', timeoutMs = 60_000) {
    const seen: any[] = [];
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const res = await api.request('GET', `/v1/stories/${bookId}`, { headers: { 'x-api-key': apiKey } });
      seen.push(res.body.data);
      if (done(res.body.data)) return { final: res.body.data, seen };
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`book ${bookId} did not finish: ${JSON.stringify(seen.at(-1))}`);
  }

  return {
    api,
    runtime,
    images,
    createBook,
    waitForBook,
    close: async () => {
      await runtime.close();
      await api.close();
    },
  };
}
