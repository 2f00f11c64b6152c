import { describe, expect, it } from 'vitest';
import { CPU_BOUND_FUNCTIONS, DEFAULT_LOCAL_CONCURRENCY, localConcurrency } from '../../local/functions/bundled-functions';

// docs/decisions/local-cpu-bound-functions.md: on one machine the steps that keep a core busy share its cores.
describe('A function that keeps a core busy runs at most two sandboxes per core locally (at least four)', () => {
  it('the picture, page, plan and files steps: 4 on 2 cores, 16 on 8', () => {
    for (const name of CPU_BOUND_FUNCTIONS) {
      expect(localConcurrency(name, 2)).toBe(4);
      expect(localConcurrency(name, 8)).toBe(16);
    }
    expect(CPU_BOUND_FUNCTIONS).toEqual(expect.arrayContaining(['illustratePage', 'writePage', 'planStory', 'makeBookFiles']));
  });

  it('every other function (HTTP routes, turns, the dispatcher) keeps Lambda-like scale-out', () => {
    for (const name of ['createStory', 'getStory', 'awaitTurn', 'dispatcher', 'finalize'] as const) expect(localConcurrency(name, 2)).toBe(DEFAULT_LOCAL_CONCURRENCY);
  });
});
