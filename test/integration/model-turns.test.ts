// The turn keeper and AwaitTurn's core over the real table (DynamoDB Local), with a clock that moves only when the
// keeper sleeps, and the task tokens' answers recorded where Step Functions would take them.
import { describe, expect, it } from 'vitest';
import { DynamoTurnStore } from '../../lambdas/adapters/dynamodb/dynamo-turn-store';
import { dynamoClientFor } from '../../lambdas/composition/aws-clients';
import { parseConfig } from '../../lambdas/contract/config';
import { BookDeadlinePassedError } from '../../lambdas/core/generation-errors';
import { enqueueTurn, keepTurns, nextTurn, RecentTurns, TurnPacer, type KeeperDeps } from '../../lambdas/core/model-turns';
import type { ModelKind } from '../../lambdas/core/model-rates';
import { silentLogger } from '../../lambdas/ports/logger';
import { noMetrics } from '../../lambdas/ports/metrics';
import type { WaitingTurn } from '../../lambdas/ports/model-turns';
import { createTestResources } from '../support/test-resources';

/** A table of its own per test: the gate partitions (one per model kind) would carry one test's lease into the next. */
async function newStore(): Promise<DynamoTurnStore> {
  const config = parseConfig((await createTestResources('model-turns')).env);
  return new DynamoTurnStore({ client: dynamoClientFor(config), tableName: config.tableName });
}

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const start = Date.UTC(2026, 10, 24, 9, 0, 0);

let models = 0;
const freshModel = (): ModelKind => (['image', 'text'] as const)[models++ % 2]!;

async function harness(budget: { image?: number; text?: number }) {
  let now = start;
  const granted: Array<{ token: string; at: number }> = [];
  const refused: Array<{ token: string; error: string; cause: string }> = [];
  const started: ModelKind[] = [];
  const gone = new Set<string>();
  const store = await newStore();
  const clock = { now: () => new Date(now) };
  const deps: KeeperDeps = {
    store,
    clock,
    logger: silentLogger,
    metrics: noMetrics,
    budget,
    deadlineSeconds: 60,
    keeperId: 'keeper-1',
    keepers: { start: async (model) => void started.push(model) },
    signals: {
      grant: async (token) => {
        // As Step Functions answers a token whose task ended: that run was stopped, or the token was answered already.
        if (gone.has(token) || granted.some((grant) => grant.token === token)) return 'gone';
        granted.push({ token, at: now });
        return 'granted';
      },
      refuse: async (token, error, cause) => {
        refused.push({ token, error, cause });
        return 'refused';
      },
    },
    sleep: async (ms) => void (now += ms),
  };
  const enqueue = (model: ModelKind, userId: string, token: string, startedAt = new Date(now).toISOString(), execution: { execution?: { livemode: boolean } } = {}) =>
    enqueueTurn({ store, keepers: deps.keepers, signals: deps.signals, clock, logger: silentLogger, deadlineSeconds: 60 }, { taskToken: token, model, userId, bookId: uuid(1), taskId: uuid(2), index: 1, startedAt, ...execution });
  /** The keeper's dependencies with `arrive` run once, after the first of its sleeps that leaves `due()` true. */
  const arrivingOnce = (due: () => boolean, arrive: () => Promise<unknown>): KeeperDeps => {
    let arrived = false;
    return { ...deps, sleep: async (ms: number) => {
      await deps.sleep(ms);
      if (!arrived && due()) {
        arrived = true;
        await arrive();
      }
    } };
  };
  return { deps, store, granted, refused, started, gone, enqueue, arrivingOnce, advance: (ms: number) => (now += ms), now: () => now };
}

describe('AwaitTurn: a call joins its model\'s turns, and a keeper is started unless one holds the lease', () => {
  it('writes the turn and starts a keeper; a retried AwaitTurn (same token) gets one grant, its copy is dropped', async () => {
    const model = freshModel();
    const h = await harness({ [model]: 4 });
    await h.enqueue(model, 'user-a', 'token-1');
    h.advance(10);
    await h.enqueue(model, 'user-a', 'token-1');
    expect((await h.store.listTurns(model)).map((turn) => turn.token)).toEqual(['token-1', 'token-1']);
    expect(h.started).toEqual([model, model]);
    expect(await keepTurns(h.deps, model, { timeLeftMs: () => 60_000 })).toMatchObject({ granted: 1 });
    expect(h.granted.map((grant) => grant.token)).toEqual(['token-1']);
    expect(await h.store.listTurns(model)).toEqual([]);
  });

  it('a turn that arrives while the keeper runs is read and granted (only new turns are read between full reads)', async () => {
    const model = freshModel();
    const h = await harness({ [model]: 2 });
    for (let i = 0; i < 6; i++) await h.enqueue(model, 'user-a', `early-${i}`);
    const deps = h.arrivingOnce(() => h.granted.length >= 2, () => h.enqueue(model, 'user-b', 'newcomer'));
    await keepTurns(deps, model, { timeLeftMs: () => 60_000 });
    // The newcomer's user had no turns lately: it goes before the rest of user-a's.
    expect(h.granted.map((grant) => grant.token).indexOf('newcomer')).toBeLessThanOrEqual(3);
    expect(h.granted).toHaveLength(7);
  });

  it('starts none while a keeper holds the lease', async () => {
    const model = freshModel();
    const h = await harness({ [model]: 4 });
    await h.store.takeLease(model, 'someone', h.now() + 30_000, h.now());
    await h.enqueue(model, 'user-a', 'token-2');
    expect(h.started).toEqual([]);
  });

  it('answers a test-mode book\'s turn at once: it writes no turn and starts no keeper (its offline models share no quota)', async () => {
    const model = freshModel();
    const h = await harness({ [model]: 4 });
    await h.enqueue(model, 'user-a', 'test-book', undefined, { execution: { livemode: false } });
    expect(h.granted.map((grant) => grant.token)).toEqual(['test-book']);
    expect(await h.store.listTurns(model)).toEqual([]);
    expect(h.started).toEqual([]);
  });

  it('refuses a call whose book is past its deadline already', async () => {
    const model = freshModel();
    const h = await harness({ [model]: 4 });
    await expect(h.enqueue(model, 'user-a', 'token-3', new Date(h.now() - 61_000).toISOString())).rejects.toThrow(BookDeadlinePassedError);
  });
});

describe('the keeper gives at most the budget in any clock second, and stops when nothing waits', () => {
  it('12 turns at 4 a second go in 3 seconds, 4 in each', async () => {
    const model = freshModel();
    const h = await harness({ [model]: 4 });
    for (let i = 0; i < 12; i++) await h.enqueue(model, 'user-a', `burst-${model}-${i}`);
    const outcome = await keepTurns(h.deps, model, { timeLeftMs: () => 60_000 });
    expect(outcome).toMatchObject({ kept: true, granted: 12, expired: 0, handedOver: false });
    const perSecond = new Map<number, number>();
    for (const grant of h.granted) perSecond.set(Math.floor(grant.at / 1000), (perSecond.get(Math.floor(grant.at / 1000)) ?? 0) + 1);
    expect([...perSecond.values()]).toEqual([4, 4, 4]);
    expect(await h.store.listTurns(model)).toEqual([]);
    expect((await h.store.readGate(model)).keeper).toBeUndefined();
  });

  it('the minute schedule\'s keeper takes no lease when nothing waits, and keeps when turns wait', async () => {
    const model = freshModel();
    const h = await harness({ [model]: 4 });
    expect(await keepTurns(h.deps, model, { timeLeftMs: () => 60_000, onlyIfWaiting: true })).toMatchObject({ kept: false, granted: 0 });
    expect((await h.store.readGate(model)).keeper).toBeUndefined();
    await h.enqueue(model, 'user-a', 'scheduled');
    expect(await keepTurns(h.deps, model, { timeLeftMs: () => 60_000, onlyIfWaiting: true })).toMatchObject({ kept: true, granted: 1 });
  });

  it('a second keeper finds the lease held and leaves at once', async () => {
    const model = freshModel();
    const h = await harness({ [model]: 4 });
    await h.store.takeLease(model, 'other-keeper', h.now() + 30_000, h.now());
    expect(await keepTurns(h.deps, model, { timeLeftMs: () => 60_000 })).toMatchObject({ kept: false, granted: 0 });
  });

  it('hands over to a fresh keeper before its invocation runs out, turns still waiting', async () => {
    const model = freshModel();
    const h = await harness({ [model]: 1 });
    for (let i = 0; i < 30; i++) await h.enqueue(model, 'user-a', `long-${model}-${i}`);
    h.started.length = 0;
    const deadline = h.now() + 20_000;
    const outcome = await keepTurns(h.deps, model, { timeLeftMs: () => deadline - h.now() });
    expect(outcome.handedOver).toBe(true);
    expect(outcome.granted).toBeGreaterThan(5);
    expect(outcome.granted).toBeLessThan(30);
    expect(h.started).toEqual([model]);
  });

  it('a turn whose task ended (its run was stopped) is dropped without using the second', async () => {
    const model = freshModel();
    const h = await harness({ [model]: 1 });
    await h.enqueue(model, 'user-a', 'stopped-run');
    await h.enqueue(model, 'user-a', 'live-run');
    h.gone.add('stopped-run');
    await keepTurns(h.deps, model, { timeLeftMs: () => 60_000 });
    expect(h.granted.map((grant) => grant.token)).toEqual(['live-run']);
    expect(h.granted[0]!.at - start).toBeLessThan(1000);
  });
});

describe('the keeper does not wait for a second\'s answers before giving the next second\'s turns', () => {
  it('8 turns at 4 a second: the second 4 go in the next second while the first answers have not come back', async () => {
    const model = freshModel();
    const h = await harness({ [model]: 4 });
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const asked: number[] = [];
    const slow: KeeperDeps = { ...h.deps, signals: { ...h.deps.signals, grant: async () => { asked.push(h.now()); await answered; return 'granted'; } } };
    for (let i = 0; i < 8; i++) await h.enqueue(model, 'user-a', `slow-${model}-${i}`);
    const keeping = keepTurns(slow, model, { timeLeftMs: () => 60_000 });
    await expect.poll(() => asked.length).toBe(8);
    expect(asked.map((at) => Math.floor((at - start) / 1000))).toEqual([0, 0, 0, 0, 1, 1, 1, 1]);
    answer();
    expect(await keeping).toMatchObject({ granted: 8 });
    expect(await h.store.listTurns(model)).toEqual([]);
  });

  it('a grant whose signal failed is not lost: the turn waits again and is given in a later second', async () => {
    const model = freshModel();
    const h = await harness({ [model]: 4 });
    let failures = 1;
    const flaky: KeeperDeps = {
      ...h.deps,
      signals: { ...h.deps.signals, grant: async (token, output) => (failures-- > 0 ? Promise.reject(new Error('workflow service unavailable')) : h.deps.signals.grant(token, output)) },
    };
    await h.enqueue(model, 'user-a', 'flaky-turn');
    expect(await keepTurns(flaky, model, { timeLeftMs: () => 60_000 })).toMatchObject({ granted: 1 });
    expect(h.granted.map((grant) => grant.token)).toEqual(['flaky-turn']);
    expect(await h.store.listTurns(model)).toEqual([]);
  });
});

describe('a turn still waiting at its book\'s deadline is refused with a plain reason', () => {
  it('refuses it as BookDeadlinePassedError and removes it', async () => {
    const model = freshModel();
    const h = await harness({ [model]: 1 });
    await h.enqueue(model, 'user-a', 'late', new Date(h.now() - 59_500).toISOString());
    h.advance(1000);
    const outcome = await keepTurns(h.deps, model, { timeLeftMs: () => 60_000 });
    expect(outcome).toMatchObject({ expired: 1, granted: 0 });
    expect(h.refused).toEqual([{ token: 'late', error: 'BookDeadlinePassedError', cause: `The ${model === 'image' ? 'picture' : 'story'} model stayed too busy: the book waited 60 seconds for its turn.` }]);
    expect(await h.store.listTurns(model)).toEqual([]);
  });
});

const turn = (userId: string, enqueuedAt: string, index = 1): WaitingTurn => ({
  turnId: `${userId}-${enqueuedAt}-${index}`, model: 'image', userId, bookId: uuid(1), taskId: uuid(2), index, token: `${userId}-${index}`, enqueuedAt, deadlineAt: '2026-11-24T10:00:00.000Z',
});

describe('fairness: the next turn goes to the waiting user with the fewest turns in the last minute', () => {
  it('a user who arrives while another has a burst waiting is served next', () => {
    const recent = new RecentTurns(60_000);
    for (let i = 0; i < 10; i++) recent.add('burst', start + i * 100);
    const waiting = [turn('burst', '2026-11-24T09:00:00.000Z'), turn('burst', '2026-11-24T09:00:00.100Z', 2), turn('late', '2026-11-24T09:00:05.000Z')];
    expect(nextTurn(waiting, recent, start + 5000)?.userId).toBe('late');
  });

  it('two users who both wait alternate; within a user the oldest turn goes first', () => {
    const recent = new RecentTurns(60_000);
    let waiting = [turn('a', '2026-11-24T09:00:00.000Z', 1), turn('a', '2026-11-24T09:00:00.001Z', 2), turn('b', '2026-11-24T09:00:00.002Z', 1), turn('b', '2026-11-24T09:00:00.003Z', 2)];
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      const next = nextTurn(waiting, recent, start + i)!;
      order.push(`${next.userId}${next.index}`);
      recent.add(next.userId, start + i);
      waiting = waiting.filter((other) => other !== next);
    }
    expect(order).toEqual(['a1', 'b1', 'a2', 'b2']);
  });

  it('with a backlog, the turns are read just before each second\'s turns go: a user who arrives late in a second gets the next one', async () => {
    const model = freshModel();
    const h = await harness({ [model]: 2 });
    for (let i = 0; i < 12; i++) await h.enqueue(model, 'burst', `burst-${i}`);
    // The keeper starts half a second into a clock second, so a read once a second would come at each half second.
    h.advance(500);
    const deps = h.arrivingOnce(() => h.now() >= start + 1_600, () => h.enqueue(model, 'late', 'newcomer'));
    await keepTurns(deps, model, { timeLeftMs: () => 60_000 });
    const newcomer = h.granted.find((grant) => grant.token === 'newcomer')!;
    expect(newcomer.at - start).toBeGreaterThanOrEqual(2_000);
    expect(newcomer.at - start).toBeLessThan(3_000);
    expect(h.granted).toHaveLength(13);
  });

  it('turns older than the minute no longer count against a user', () => {
    const recent = new RecentTurns(60_000);
    recent.add('a', start);
    expect(recent.countFor('a', start + 59_999)).toBe(1);
    expect(recent.countFor('a', start + 60_000)).toBe(0);
  });
});

describe('back-off: throttling answers that got through slow the pace by a quarter of the share refused, quiet seconds win it back', () => {
  /** Gives every turn the pacer allows in `second`, and returns how many. */
  const giveAll = (pacer: TurnPacer, second: number) => {
    const at = start + second * 1000;
    let n = 0;
    while (pacer.waitMs(at) === 0) {
      pacer.take(at);
      n += 1;
    }
    return n;
  };

  it('one call in four refused takes a sixteenth off; all refused a quarter; never below a quarter of the budget', () => {
    const pacer = new TurnPacer(4, start);
    pacer.observeThrottles(0, start);
    expect(giveAll(pacer, 0)).toBe(4);
    pacer.observeThrottles(1, start + 1000);
    expect(pacer.pace).toBeCloseTo(0.9375);
    giveAll(pacer, 1);
    // Three refused of the four a second it gave lately: three sixteenths off.
    pacer.observeThrottles(1 + 3, start + 2000);
    expect(pacer.pace).toBeCloseTo(0.9375 * (1 - 3 / 16));
    for (let s = 3; s <= 6; s++) {
      giveAll(pacer, s - 1);
      pacer.observeThrottles(100 * s, start + s * 1000);
    }
    expect(pacer.pace).toBe(0.25);
  });

  it('each quiet second gives back a fifth of the budget, up to all of it', () => {
    const pacer = new TurnPacer(4, start);
    pacer.observeThrottles(0, start);
    giveAll(pacer, 0);
    pacer.observeThrottles(4, start + 1000);
    giveAll(pacer, 1);
    pacer.observeThrottles(8, start + 2000);
    expect(pacer.pace).toBeCloseTo(0.5625);
    pacer.observeThrottles(8, start + 3000);
    expect(pacer.pace).toBeCloseTo(0.7625);
    for (let s = 4; s <= 5; s++) pacer.observeThrottles(8, start + s * 1000);
    expect(pacer.pace).toBe(1);
  });

  it('at a slower pace it gives fewer turns a second, carrying the share of a turn over', () => {
    const pacer = new TurnPacer(4, start);
    pacer.observeThrottles(0, start);
    giveAll(pacer, 0);
    pacer.observeThrottles(3, start + 1000);
    expect(pacer.pace).toBeCloseTo(0.8125);
    // 3.25 a second: three, and a fourth whenever the carried quarters make one.
    expect([1, 2, 3, 4, 5].map((s) => giveAll(pacer, s))).toEqual([3, 3, 3, 4, 3]);
  });
});

