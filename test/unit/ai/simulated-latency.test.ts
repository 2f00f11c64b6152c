import { describe, expect, it } from 'vitest';
import {
  DelayedImageModel, DelayedStoryModel, LatencyConfigError, parseLatency, withSimulatedLatency,
} from '../../../lambdas/adapters/ai/simulated-latency';
import type { IllustrateInput, ImageModel } from '../../../lambdas/ports/image-model';
import type { StoryBrief, StoryModel, StoryPlan } from '../../../lambdas/ports/story-model';

const plan: StoryPlan = {
  title: 'T', summary: 'S', slug: 't',
  characterSheet: { name: 'Pip', kind: 'hedgehog', bodyColor: '#9a6a3f', accentColor: '#e63946', outfit: 'a scarf', feature: 'freckles', description: 'd' },
  pages: [{ index: 0, outline: 'cover' }],
};
const brief = { bookId: 'b', storyIdea: 'an idea', ageRange: '4-7', style: '3d', tone: 'animal', language: 'english', pageCount: 5 } as StoryBrief;
const fakeStory: StoryModel = { planStory: async () => plan, writePage: async () => ({ title: 'x', content: 'y' }) };
const fakeImage: ImageModel = { illustrate: async () => ({ contentType: 'image/png', body: new Uint8Array([1]), extension: 'png' }) };

describe('simulated latency: parsing PROVIDER_LATENCY_MS strings', () => {
  it('reads text and image delays in any order, defaulting the missing one to 0', () => {
    expect(parseLatency('text:1000,image:3000')).toEqual({ text: 1000, image: 3000 });
    expect(parseLatency(' image : 250 , text:5 ')).toEqual({ text: 5, image: 250 });
    expect(parseLatency('image:40')).toEqual({ text: 0, image: 40 });
    expect(parseLatency('')).toEqual({ text: 0, image: 0 });
  });

  it.each([
    ['text:abc', /text must be a number/],
    ['text:-5', /text must not be negative/],
    ['text:1.5', /whole number/],
    ['audio:10', /unknown name "audio"/],
    ['text:10,text:20', /"text" is given twice/],
    ['text=10', /name:milliseconds pairs/],
    ['text:999999999', /at most/],
  ])('rejects %s with a clear message', (spec, message) => {
    expect(() => parseLatency(spec)).toThrow(LatencyConfigError);
    expect(() => parseLatency(spec)).toThrow(message);
    expect(() => parseLatency(spec)).toThrow(/text:1000,image:3000/);
  });
});

describe('simulated latency: the wrappers wait before delegating', () => {
  it('sleeps the text delay for planStory and writePage and the image delay for illustrate', async () => {
    const slept: number[] = [];
    const sleep = async (ms: number) => { slept.push(ms); };
    const { storyModel, imageModel } = withSimulatedLatency({ storyModel: fakeStory, imageModel: fakeImage }, 'text:120,image:450', sleep);
    expect(storyModel).toBeInstanceOf(DelayedStoryModel);
    expect(imageModel).toBeInstanceOf(DelayedImageModel);
    await expect(storyModel.planStory(brief)).resolves.toBe(plan);
    await storyModel.writePage({ brief, plan, index: 1 });
    await imageModel.illustrate({} as IllustrateInput);
    expect(slept).toEqual([120, 120, 450]);
  });

  it('really delays with the default timer', async () => {
    const { storyModel, imageModel } = withSimulatedLatency({ storyModel: fakeStory, imageModel: fakeImage }, 'text:40,image:60');
    let started = performance.now();
    await storyModel.planStory(brief);
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
    started = performance.now();
    await imageModel.illustrate({} as IllustrateInput);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
  });

  it('leaves models unwrapped when a delay is zero', () => {
    const models = withSimulatedLatency({ storyModel: fakeStory, imageModel: fakeImage }, 'image:0');
    expect(models.storyModel).toBe(fakeStory);
    expect(models.imageModel).toBe(fakeImage);
  });
});
