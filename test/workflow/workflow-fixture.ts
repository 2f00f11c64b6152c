import { SFNClient } from '../../lambdas/adapters/aws/sfn-client';
import { OfflineImageModel } from '../../lambdas/adapters/ai/offline-image-model';
import { OfflineStoryModel } from '../../lambdas/adapters/ai/offline-story-model';
import { StepFunctionsRunner } from '../../lambdas/adapters/sfn/step-functions-runner';
import type { IllustrateInput, ImageModel } from '../../lambdas/ports/image-model';
import { silentLogger } from '../../lambdas/ports/logger';
import type { StoryBrief, StoryModel, WritePageInput } from '../../lambdas/ports/story-model';
import type { WorkflowRunner } from '../../lambdas/ports/workflow-runner';
import { startGenerationRuntime, type GenerationRuntime } from '../../local/generation-runtime';
import { callLogInterceptor, startApiFixture, validStory, type ApiFixture } from '../integration/api-fixture';

/** What a scripted provider does on one call: fail, be slow, or hold until a promise settles (a rejection fails it). */
export interface ProviderAction {
  fail?: Error;
  delayMs?: number;
  wait?: Promise<unknown>;
}

async function perform(action: ProviderAction | undefined): Promise<void> {
  if (action?.delayMs) await new Promise((resolve) => setTimeout(resolve, action.delayMs));
  if (action?.wait) await action.wait;
  if (action?.fail) throw action.fail;
}

/** Decides, per picture and attempt, whether the image model fails (and how) or is slow. */
export type ImageRule = (input: IllustrateInput, attempt: number) => ProviderAction | undefined;

/** The offline image model, with a rule a test sets to inject failures or latency at the provider boundary. */
export class ScriptedImageModel implements ImageModel {
  rule: ImageRule | undefined;
  readonly attempts = new Map<string, number>();
  constructor(private readonly inner: ImageModel) {}

  async illustrate(input: IllustrateInput) {
    const key = `${input.bookId}#${input.index}`;
    const attempt = (this.attempts.get(key) ?? 0) + 1;
    this.attempts.set(key, attempt);
    await perform(this.rule?.(input, attempt));
    return this.inner.illustrate(input);
  }
}

/** One call to the story model: the plan (no index) or one page's text. */
export interface StoryCall {
  operation: 'planStory' | 'writePage';
  bookId: string;
  index?: number;
}

export type StoryRule = (call: StoryCall, attempt: number) => ProviderAction | undefined;

/** The offline story model, with a rule a test sets to fail, slow or hold the plan or a page's text. */
export class ScriptedStoryModel implements StoryModel {
  rule: StoryRule | undefined;
  /** Replaces what a page says, per call and attempt (undefined: the model's own text). */
  rewrite: ((call: StoryCall, attempt: number) => string | undefined) | undefined;
  readonly attempts = new Map<string, number>();
  constructor(private readonly inner: StoryModel) {}

  private async act(call: StoryCall): Promise<number> {
    const key = `${call.bookId}#${call.operation}#${call.index ?? ''}`;
    const attempt = (this.attempts.get(key) ?? 0) + 1;
    this.attempts.set(key, attempt);
    await perform(this.rule?.(call, attempt));
    return attempt;
  }

  async planStory(input: StoryBrief) {
    await this.act({ operation: 'planStory', bookId: input.bookId });
    return this.inner.planStory(input);
  }

  async writePage(input: WritePageInput) {
    const call = { operation: 'writePage', bookId: input.brief.bookId, index: input.index } as const;
    const attempt = await this.act(call);
    const page = await this.inner.writePage(input);
    const content = this.rewrite?.(call, attempt);
    return content === undefined ? page : { ...page, content };
  }
}

export interface WorkflowFixture {
  api: ApiFixture;
  /** The generation process now running (a new one after `restartRuntime`). */
  readonly runtime: GenerationRuntime;
  images: ScriptedImageModel;
  stories: ScriptedStoryModel;
  createBook(apiKey: string, body?: Record<string, unknown>): Promise<{ bookId: string; taskId: string }>;
  waitForBook(bookId: string, apiKey: string, done?: (story: any) => boolean, timeoutMs?: number): Promise<{ final: any; seen: any[] }>;
  /**
   * The generation process dies (its in-memory executions end, its dispatcher stops) and a new one starts on the
   * same table, bucket and queue; the previous runtime is returned so a test can inspect what it ran.
   */
  restartRuntime(): Promise<GenerationRuntime>;
  close(): Promise<void>;
}

export async function startWorkflowFixture(label: string): Promise<WorkflowFixture> {
  // Step Functions calls go through the same call log and fault rules as the other clients; the runner follows
  // whichever runtime is current, since each runtime serves its own local state machine (the API's cancel uses it too).
  let current: { runtime: GenerationRuntime; runner: WorkflowRunner } | undefined;
  const active = () => {
    if (!current) throw new Error('No generation runtime is running');
    return current;
  };
  const runner: WorkflowRunner = {
    start: (name, input) => active().runner.start(name, input),
    stop: (name, cause) => active().runner.stop(name, cause),
  };

  const api = await startApiFixture(label, { runner });
  // Real time for the workflow: the reaper compares heartbeats with it.
  api.clock.set(new Date().toISOString());
  const offline = { storyModel: new OfflineStoryModel(), imageModel: new OfflineImageModel() };
  const images = new ScriptedImageModel(offline.imageModel);
  const stories = new ScriptedStoryModel(offline.storyModel);

  async function startRuntime(): Promise<GenerationRuntime> {
    const runtime = await startGenerationRuntime({
      config: api.config,
      overrides: { clients: api.clients, logger: silentLogger, storyModel: stories, imageModel: images, runner },
      maxConcurrency: 5,
      retryIntervalScale: 0.001,
      dispatch: false,
    });
    const sfn = new SFNClient({ region: runtime.config.region, endpoint: runtime.stateMachine.endpoint });
    sfn.use(callLogInterceptor(api.log, api.faults, api.afterFaults));
    current = { runtime, runner: new StepFunctionsRunner(sfn, runtime.stateMachine.stateMachineArn) };
    runtime.startDispatcher();
    return runtime;
  }
  await startRuntime();

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

  async function restartRuntime(): Promise<GenerationRuntime> {
    const previous = active().runtime;
    await previous.close();
    await startRuntime();
    return previous;
  }

  return {
    api,
    get runtime() {
      return active().runtime;
    },
    images,
    stories,
    createBook,
    waitForBook,
    restartRuntime,
    close: async () => {
      await current?.runtime.close();
      await api.close();
    },
  };
}
