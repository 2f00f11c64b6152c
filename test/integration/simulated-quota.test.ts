import { beforeAll, describe, expect, it } from 'vitest';
import { OfflineImageModel } from '../../lambdas/adapters/ai/offline-image-model';
import { parseQuota, QuotaConfigError, QuotaLimitedImageModel } from '../../lambdas/adapters/ai/simulated-quota';
import { DynamoQuotaWindow } from '../../lambdas/adapters/dynamodb/dynamo-quota-window';
import { dynamoClientFor } from '../../lambdas/composition/aws-clients';
import { loadImageModel } from '../../lambdas/composition/model-providers';
import { parseConfig } from '../../lambdas/contract/config';
import type { IllustrateInput, ImageModel } from '../../lambdas/ports/image-model';
import { ProviderThrottledError } from '../../lambdas/ports/provider-errors';
import { createTestResources } from '../support/test-resources';

// PROVIDER_QUOTA makes the offline provider behave like a model service with an account quota, counted in the table
// so that every sandbox of every function shares it (issue 15's burst is reproduced with it).
let window: () => DynamoQuotaWindow;
beforeAll(async () => {
  const resources = await createTestResources('simulated-quota');
  const config = parseConfig(resources.env);
  window = () => new DynamoQuotaWindow({ client: dynamoClientFor(config), tableName: config.tableName });
});

const at = (second: number) => new Date(Date.UTC(2026, 10, 24, 10, 0, second, 250));

describe('PROVIDER_QUOTA reads as calls per second per model', () => {
  it.each([
    ['image:4/s,text:20/s', { image: 4, text: 20 }],
    ['image:4/s', { image: 4 }],
    [' text : 2 / s ', { text: 2 }],
    ['', {}],
  ])('%j → %j', (spec, quota) => {
    expect(parseQuota(spec)).toEqual(quota);
  });

  it.each(['image:4', 'image:0/s', 'video:1/s', 'image:4/s,image:5/s', 'image:four/s'])('%j is refused with an example', (spec) => {
    expect(() => parseQuota(spec)).toThrow(QuotaConfigError);
    expect(() => parseQuota(spec)).toThrow(/image:4\/s|given twice|at least 1/);
  });
});

describe('the quota is one window per model and second, shared by every process', () => {
  it('four calls of a second are admitted, the fifth and later refused, the next second admits again', async () => {
    const [first, second] = [window(), window()];
    const takes = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).take('image-a', 4, at(1))));
    expect(takes.filter(Boolean)).toHaveLength(4);
    expect(await first.take('image-a', 4, at(2))).toBe(true);
    // Another model's window is its own.
    expect(await first.take('text-a', 1, at(1))).toBe(true);
  });
});

describe('a call beyond the quota gets the throttling error real providers give (retried by the workflow)', () => {
  const input = { bookId: '00000000-0000-4000-8000-000000000001', index: 1, style: 'watercolor', prompt: 'a hedgehog on a hill', characterSheet: { name: 'Pip', kind: 'hedgehog', bodyColor: '#9A6A3F', accentColor: '#E63946', outfit: 'a scarf', feature: 'a patch', description: 'Pip the hedgehog' }, isCover: false } as unknown as IllustrateInput;

  it('the third picture of a second under image:2/s is refused with ProviderThrottledError naming PROVIDER_QUOTA', async () => {
    const clock = { now: () => at(30) };
    const counted: string[] = [];
    const drawn: ImageModel = { illustrate: async () => (counted.push('drawn'), { contentType: 'image/png', body: new Uint8Array([1]), extension: 'png' }) };
    const model = new QuotaLimitedImageModel(drawn, window(), 2, clock);
    await model.illustrate(input);
    await model.illustrate(input);
    const refused = await model.illustrate(input).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ProviderThrottledError);
    expect((refused as Error).message).toBe('The simulated image quota of 2 calls a second is used up (PROVIDER_QUOTA)');
    // A refused call never reaches the model.
    expect(counted).toHaveLength(2);
  });

  it('the composition wraps only the offline provider, and only when PROVIDER_QUOTA is set', async () => {
    const quotaWindow = window();
    expect(await loadImageModel({ provider: 'offline', textModelId: 't', imageModelId: 'i' })).toBeInstanceOf(OfflineImageModel);
    expect(await loadImageModel({ provider: 'offline', textModelId: 't', imageModelId: 'i', quota: 'image:4/s', quotaWindow })).toBeInstanceOf(QuotaLimitedImageModel);
  });
});
