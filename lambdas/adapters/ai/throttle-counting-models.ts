// A throttling answer from a model whose calls wait for turns means the budget is above what the account gets:
// it is counted where the turn keeper reads it, so the keeper slows down, and the step still fails as throttled.
import type { ModelKind } from '../../core/model-rates';
import type { IllustrateInput, Illustration, ImageModel } from '../../ports/image-model';
import type { TurnStore } from '../../ports/model-turns';
import { ProviderThrottledError } from '../../ports/provider-errors';
import type { PageText, StoryBrief, StoryModel, StoryPlan, WritePageInput } from '../../ports/story-model';

async function counted<T>(store: TurnStore, model: ModelKind, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof ProviderThrottledError) await store.countThrottle(model);
    throw error;
  }
}

export class ThrottleCountingStoryModel implements StoryModel {
  constructor(private readonly inner: StoryModel, private readonly store: TurnStore) {}

  planStory(brief: StoryBrief): Promise<StoryPlan> {
    return counted(this.store, 'text', () => this.inner.planStory(brief));
  }

  writePage(input: WritePageInput): Promise<PageText> {
    return counted(this.store, 'text', () => this.inner.writePage(input));
  }
}

export class ThrottleCountingImageModel implements ImageModel {
  constructor(private readonly inner: ImageModel, private readonly store: TurnStore) {}

  illustrate(input: IllustrateInput): Promise<Illustration> {
    return counted(this.store, 'image', () => this.inner.illustrate(input));
  }
}
