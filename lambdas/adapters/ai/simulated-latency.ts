// Makes offline providers as slow as real ones, so a benchmark can measure the workflow rather than the stub.
// Configured by strings such as "text:1000,image:3000" (milliseconds per call).
import * as z from 'zod';
import { NamedError } from '../../core/named-error';
import type { IllustrateInput, Illustration, ImageModel } from '../../ports/image-model';
import type { PageText, StoryBrief, StoryModel, StoryPlan, WritePageInput } from '../../ports/story-model';

export interface SimulatedLatency {
  /** Delay for planStory and writePage, in milliseconds. */
  text: number;
  /** Delay for illustrate, in milliseconds. */
  image: number;
}

export class LatencyConfigError extends NamedError {
  static override readonly errorName = 'LatencyConfigError';
}

const MAX_DELAY_MS = 10 * 60 * 1000;
const EXAMPLE = '"text:1000,image:3000"';

const delayMs = z.coerce
  .number({ error: 'must be a number of milliseconds' })
  .int('must be a whole number of milliseconds')
  .min(0, 'must not be negative')
  .max(MAX_DELAY_MS, `must be at most ${MAX_DELAY_MS} ms`);

const latencySchema = z
  .object({ text: delayMs.default(0), image: delayMs.default(0) })
  .strict();

/** Parses "text:1000,image:3000"; either part may be left out (0 ms). Empty input means no delay. */
export function parseLatency(spec: string): SimulatedLatency {
  const trimmed = spec.trim();
  if (trimmed === '') return { text: 0, image: 0 };
  const entries: Record<string, string> = {};
  for (const part of trimmed.split(',')) {
    const match = /^\s*([a-z]+)\s*:\s*(\S+)\s*$/i.exec(part);
    if (!match?.[1] || match[2] === undefined) {
      throw new LatencyConfigError(`Invalid latency "${spec}": expected comma-separated name:milliseconds pairs such as ${EXAMPLE}.`);
    }
    const name = match[1].toLowerCase();
    if (name in entries) throw new LatencyConfigError(`Invalid latency "${spec}": "${name}" is given twice. Example: ${EXAMPLE}.`);
    entries[name] = match[2];
  }
  const result = latencySchema.safeParse(entries);
  if (!result.success) {
    const problems = result.error.issues.map((issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown name${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')} (use "text" and "image")`
        : `${issue.path.join('.')} ${issue.message}`,
    );
    throw new LatencyConfigError(`Invalid latency "${spec}": ${problems.join('; ')}. Example: ${EXAMPLE}.`);
  }
  return result.data;
}

export type Sleep = (ms: number) => Promise<void>;

const realSleep: Sleep = (ms) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

export class DelayedStoryModel implements StoryModel {
  constructor(
    private readonly inner: StoryModel,
    private readonly ms: number,
    private readonly sleep: Sleep = realSleep,
  ) {}

  async planStory(input: StoryBrief): Promise<StoryPlan> {
    await this.sleep(this.ms);
    return this.inner.planStory(input);
  }

  async writePage(input: WritePageInput): Promise<PageText> {
    await this.sleep(this.ms);
    return this.inner.writePage(input);
  }
}

export class DelayedImageModel implements ImageModel {
  constructor(
    private readonly inner: ImageModel,
    private readonly ms: number,
    private readonly sleep: Sleep = realSleep,
  ) {}

  // A real provider's wait includes its drawing, so the offline illustrator draws during the wait, not after it;
  // its answer (or error) comes when the wait is over.
  async illustrate(input: IllustrateInput): Promise<Illustration> {
    const picture = this.inner.illustrate(input);
    picture.catch(() => undefined);
    await this.sleep(this.ms);
    return picture;
  }
}

/** Wraps both models with the delays described by a latency string. */
export function withSimulatedLatency(
  models: { storyModel: StoryModel; imageModel: ImageModel },
  spec: string,
  sleep: Sleep = realSleep,
): { storyModel: StoryModel; imageModel: ImageModel } {
  const latency = parseLatency(spec);
  return {
    storyModel: latency.text > 0 ? new DelayedStoryModel(models.storyModel, latency.text, sleep) : models.storyModel,
    imageModel: latency.image > 0 ? new DelayedImageModel(models.imageModel, latency.image, sleep) : models.imageModel,
  };
}
