import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { RulesContentPolicy } from '../../lambdas/core/content-policy-rules';
import { POLICY_CATEGORIES, type PolicyVerdict } from '../../lambdas/ports/content-policy';

// Bounded time: an idea of up to 8,000 characters is judged in linear time, whatever it contains.
// Time is measured as CPU time of this process (user + system): on a shared two-core machine the
// wall clock also counts the time spent waiting for other processes, which says nothing about the
// checker. Wall time is printed next to it.

const policy = new RulesContentPolicy();
const MAX_LENGTH = 8000;
const BOUND_MS = 50;

function timed(idea: string): { cpuMs: number; wallMs: number; verdict: PolicyVerdict } {
  const wall = performance.now();
  const cpu = process.cpuUsage();
  const verdict = policy.review(idea);
  const used = process.cpuUsage(cpu);
  return { cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - wall, verdict };
}

/**
 * Median and max CPU time and median wall time of five runs after three warm-up runs. The bound holds the median:
 * the max also carries a garbage collection that lands in one run, which doubled beside other test files.
 */
function measure(idea: string): { medianCpuMs: number; maxCpuMs: number; medianWallMs: number } {
  for (let i = 0; i < 3; i++) policy.review(idea);
  const runs = Array.from({ length: 5 }, () => timed(idea));
  const walls = runs.map((r) => r.wallMs).sort((a, b) => a - b);
  const cpus = runs.map((r) => r.cpuMs).sort((a, b) => a - b);
  return { medianCpuMs: cpus[2] as number, maxCpuMs: cpus[4] as number, medianWallMs: walls[2] as number };
}

const fill = (unit: string): string => unit.repeat(Math.ceil(MAX_LENGTH / unit.length)).slice(0, MAX_LENGTH);

/** A deterministic mix of risky words, names, separators and scripts. */
function randomMix(seed: number): string {
  const pieces = [
    'gun', 'kill', 'shoot', 'people', 'school', 'bomb', '.', '!', ' ', '-', 'pika', 'chu', 'harry', 'poter', 'sexy',
    'girl', '枪', '杀', '学校', '칼', '총을', '쏜다', 'убил', 'людей', 'школе', 'ё', 'а', '\u200b', '\u0301', 'Ｐ', '9/11',
    's.p.i.d.e.r', 'b@tm@n', 'dragon', 'knight', '。', '、', 'mickey', 'mouse', 'disney', 'テロ', 'ピカチュウ', '1', '3',
  ];
  let state = seed;
  let out = '';
  while (out.length < MAX_LENGTH) {
    state = (state * 1103515245 + 12345) % 2147483648;
    out += pieces[state % pieces.length];
  }
  return out.slice(0, MAX_LENGTH);
}

const ADVERSARIAL: ReadonlyArray<[string, string]> = [
  ['枪!杀! repeated', fill('枪!杀!')],
  ['violence words and sentence ends', fill('gun. kill. people. school. ')],
  ['violence words in one long sentence', fill('gun kill people school ')],
  ['a full attack, repeated', fill('He took a gun to school and shot his classmates. ')],
  ['fantasy and attacks mixed', fill('dragon kill people with a gun at school. ')],
  ['single letters', fill('a ')],
  ['dotted letters', fill('s.')],
  ['spelled-out name', fill('p i k a ')],
  ['misspelt names', fill('Harry Poter Pikachuu Spidermna ')],
  ['one long word', fill('spidermanbatman')],
  ['hyphenated pieces', fill('pika-chu-bat-man-')],
  ['one Han character', fill('皮')],
  ['Korean', fill('총을 쏘 학교 칼로 ')],
  ['Cyrillic', fill('ё')],
  ['Cyrillic and Latin look-alikes', fill('аoрсеx ')],
  ['zero-width characters', fill('s\u200bp\u200bi\u200bd\u200be\u200br ')],
  ['combining marks', fill('a\u0301\u0302\u0303')],
  ['digit swaps', fill('sp1d3rm4n 5exy k1d ')],
  ['numbers and ages', fill('9/11 7 years 12 ')],
  ['names with and without context', fill('mickey mouse disney tom jerry cat ')],
  ['punctuation only', fill('.,;!?-')],
  ['emoji', fill('🔫💣🧒')],
  ...[1, 2, 3, 4, 5].map((seed): [string, string] => [`random mix ${seed}`, randomMix(seed)]),
];

describe('bounded time', () => {
  it.each(ADVERSARIAL)('judges an adversarial 8,000-character idea (%s) in under 50 ms', (_name, idea) => {
    expect(idea.length).toBeLessThanOrEqual(MAX_LENGTH);
    const { medianCpuMs, maxCpuMs, medianWallMs } = measure(idea);
    console.log(`${_name}: median CPU ${medianCpuMs.toFixed(1)} ms (max ${maxCpuMs.toFixed(1)}), median wall ${medianWallMs.toFixed(1)} ms`);
    expect(medianCpuMs).toBeLessThan(BOUND_MS);
  });

  it('never throws, always answers in shape, and within the bound, for any string up to 8,000 characters', () => {
    const texts = fc.oneof(
      fc.string({ unit: 'binary', maxLength: MAX_LENGTH }),
      fc.string({ unit: 'grapheme', maxLength: 2000 }),
      fc
        .array(fc.constantFrom('gun', 'kill', 'people', 'school', '.', ' ', '-', 'pika', 'chu', '枪', '杀', '칼', 'ё', '\u200b'), {
          maxLength: 3000,
        })
        .map((parts) => parts.join('').slice(0, MAX_LENGTH)),
    );
    fc.assert(
      fc.property(texts, (text) => {
        const { cpuMs, verdict } = timed(text);
        if (!verdict.allowed) {
          expect(POLICY_CATEGORIES).toContain(verdict.category);
          expect(verdict.reason.length).toBeGreaterThan(20);
          expect(verdict.matched.length).toBeGreaterThan(0);
        }
        // A single run can be slowed by garbage collection; three times the bound still shows linear time.
        expect(cpuMs).toBeLessThan(BOUND_MS * 3);
      }),
      { numRuns: 150 },
    );
  });
});

describe('construction cost', () => {
  // Every API and model-step cold start constructs a policy; the term tables are compiled at the first review instead.
  it('constructs the default policy in under 10 ms of CPU and compiles its tables once, at the first review', async () => {
    vi.resetModules();
    const fresh = await import('../../lambdas/core/content-policy-rules');
    const cpu = (since: NodeJS.CpuUsage): number => {
      const used = process.cpuUsage(since);
      return (used.user + used.system) / 1000;
    };
    let since = process.cpuUsage();
    const constructed = new fresh.RulesContentPolicy();
    const constructMs = cpu(since);
    since = process.cpuUsage();
    constructed.review('a boy and his dog build a sandcastle');
    const firstMs = cpu(since);
    since = process.cpuUsage();
    new fresh.RulesContentPolicy().review('a girl and her cat sail to the moon');
    const secondMs = cpu(since);
    console.log(`construction: ${constructMs.toFixed(1)} ms, first review ${firstMs.toFixed(1)} ms, a second policy's review ${secondMs.toFixed(1)} ms (CPU)`);
    expect(constructMs).toBeLessThan(10);
    // Compiling took 150-250 ms of CPU on a shared two-core machine; the bound leaves room for load, not for growth.
    expect(firstMs).toBeLessThan(500);
    expect(secondMs).toBeLessThan(BOUND_MS);
  });
});
