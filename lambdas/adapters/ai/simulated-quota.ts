// Makes the offline provider answer like a model service with an account quota: calls beyond "image:4/s,text:20/s"
// (PROVIDER_QUOTA) in any clock second, counted across every process, get the throttling error real providers give.
import { parseModelRates } from '../../core/model-rates';
import type { Clock } from '../../ports/clock';
import type { IllustrateInput, Illustration, ImageModel } from '../../ports/image-model';
import { ProviderThrottledError, type ProviderOperation } from '../../ports/provider-errors';
import type { QuotaWindow } from '../../ports/quota-window';
import type { PageText, StoryBrief, StoryModel, StoryPlan, WritePageInput } from '../../ports/story-model';

export interface SimulatedQuota {
  /** planStory and writePage calls per second, when limited. */
  readonly text?: number;
  /** illustrate calls per second, when limited. */
  readonly image?: number;
}

/** The simulated quota's settings error (PROVIDER_QUOTA), the same as the budget's. */
export { ModelRatesError as QuotaConfigError } from '../../core/model-rates';

/** Parses "image:4/s,text:20/s"; either part may be left out (unlimited). Empty input means no quota. */
export const parseQuota = (spec: string): SimulatedQuota => parseModelRates(spec, 'quota');

async function admitted(window: QuotaWindow, clock: Clock, name: 'text' | 'image', perSecond: number | undefined, operation: ProviderOperation): Promise<void> {
  if (perSecond === undefined) return;
  if (await window.take(name, perSecond, clock.now())) return;
  throw new ProviderThrottledError(`The simulated ${name} quota of ${perSecond} calls a second is used up (PROVIDER_QUOTA)`, { provider: 'offline', operation });
}

export class QuotaLimitedStoryModel implements StoryModel {
  constructor(private readonly inner: StoryModel, private readonly window: QuotaWindow, private readonly perSecond: number | undefined, private readonly clock: Clock) {}

  async planStory(brief: StoryBrief): Promise<StoryPlan> {
    await admitted(this.window, this.clock, 'text', this.perSecond, 'planStory');
    return this.inner.planStory(brief);
  }

  async writePage(input: WritePageInput): Promise<PageText> {
    await admitted(this.window, this.clock, 'text', this.perSecond, 'writePage');
    return this.inner.writePage(input);
  }
}

export class QuotaLimitedImageModel implements ImageModel {
  constructor(private readonly inner: ImageModel, private readonly window: QuotaWindow, private readonly perSecond: number | undefined, private readonly clock: Clock) {}

  async illustrate(input: IllustrateInput): Promise<Illustration> {
    await admitted(this.window, this.clock, 'image', this.perSecond, 'illustrate');
    return this.inner.illustrate(input);
  }
}
