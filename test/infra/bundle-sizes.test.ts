import { describe, expect, it } from 'vitest';
import { bundleSizes, functionEntries } from '../../lib/bundle-sizes';
import { synthesize } from './synth';

describe('bundle sizes: each function bundled as it is deployed', () => {
  const { stack } = synthesize('development');

  it('lists the entry of every deployed function', () => {
    const entries = functionEntries(stack);
    expect(Object.keys(entries).sort()).toEqual(
      ['createStory', 'dispatcher', 'fallback', 'finalize', 'getStory', 'health', 'illustratePage', 'markFailed',
        'markProcessing', 'planStory', 'reaper', 'writePage'].sort(),
    );
    expect(entries.health).toBe('lambdas/handlers/http/health.ts');
    expect(entries.reaper).toBe('lambdas/handlers/workflow/reap-stuck.ts');
  });

  it('measures the minified code and its source map separately', async () => {
    const { health, createStory } = await bundleSizes({
      health: 'lambdas/handlers/http/health.ts',
      createStory: 'lambdas/handlers/http/create-story.ts',
    });
    expect(health?.entry).toBe('lambdas/handlers/http/health.ts');
    expect(health?.codeBytes).toBeGreaterThan(1_000);
    expect(health?.sourceMapBytes).toBeGreaterThan(0);
    // createStory carries the DynamoDB and SQS clients that health does not.
    expect(createStory!.codeBytes).toBeGreaterThan(health!.codeBytes);
    // Under the 50 MB zipped / 250 MB unzipped Lambda limits by far; a jump here means a dependency crept in.
    expect(createStory!.codeBytes).toBeLessThan(5_000_000);
  }, 60_000);
});
