// Model turns: every call to a model with a budget (MODEL_BUDGET) first waits for a turn. Its task pauses on a
// Step Functions task token (no transitions, no Lambda time while it waits); one keeper per model hands turns out
// evenly spaced within the budget, to the user who has had the fewest turns lately, and slows down when the model
// still answers "too many requests". A turn still waiting at its book's deadline fails the book.
import { createHash } from 'node:crypto';
import * as z from 'zod';
import { BookDeadlinePassedError, InvalidJobError } from './generation-errors';
import { modelKinds, type ModelKind, type ModelRates } from './model-rates';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';
import type { Metrics } from '../ports/metrics';
import type { KeeperStarter, TurnSignals, TurnStore, WaitingTurn } from '../ports/model-turns';
import { describeIssues } from './zod-issues';

/** What an AwaitTurn state sends: its task token, the model, whose book, and when the book's run started. */
const turnRequestSchema = z.object({
  taskToken: z.string().min(1).max(8192),
  model: z.enum(modelKinds),
  userId: z.string().min(1),
  bookId: z.uuid(),
  taskId: z.uuid(),
  index: z.number().int().min(0).max(99).optional(),
  startedAt: z.iso.datetime({ offset: true }),
  /** The run's input (`$$.Execution.Input`): a test-mode book's says `livemode: false`. */
  execution: z.object({ livemode: z.boolean().optional() }).optional(),
});

export interface EnqueueDeps {
  readonly store: TurnStore;
  readonly keepers: KeeperStarter;
  /** Answers a test-mode book's turn at once: the offline models it uses have no quota to share. */
  readonly signals: TurnSignals;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly deadlineSeconds: number;
}

const modelWords: Record<ModelKind, string> = { text: 'story', image: 'picture' };
const capitalized = (model: ModelKind) => (model === 'text' ? 'Text' : 'Image');

/** The plain reason a book gets when a turn did not come before its deadline. */
export function deadlineReason(model: ModelKind, deadlineSeconds: number): string {
  const minutes = Math.round(deadlineSeconds / 60);
  const waited = deadlineSeconds < 120 ? `${deadlineSeconds} seconds` : `${minutes} minutes`;
  return `The ${modelWords[model]} model stayed too busy: the book waited ${waited} for its turn`;
}

/** AwaitTurn: the call joins its model's waiting turns, and a keeper is started unless one runs. */
export async function enqueueTurn(deps: EnqueueDeps, input: unknown): Promise<{ turnId: string }> {
  const parsed = turnRequestSchema.safeParse(input);
  if (!parsed.success) throw new InvalidJobError(`Invalid turn request: ${describeIssues(parsed.error)}`);
  const request = parsed.data;
  if (request.execution?.livemode === false) {
    await deps.signals.grant(request.taskToken, { waitedMs: 0, testMode: true });
    return { turnId: 'test-mode' };
  }
  const now = deps.clock.now();
  const deadlineAt = new Date(new Date(request.startedAt).getTime() + deps.deadlineSeconds * 1000);
  if (deadlineAt <= now) throw new BookDeadlinePassedError(deadlineReason(request.model, deps.deadlineSeconds));
  const turn: WaitingTurn = {
    turnId: createHash('sha256').update(request.taskToken).digest('hex').slice(0, 32),
    model: request.model,
    userId: request.userId,
    bookId: request.bookId,
    taskId: request.taskId,
    ...(request.index !== undefined && { index: request.index }),
    token: request.taskToken,
    enqueuedAt: now.toISOString(),
    deadlineAt: deadlineAt.toISOString(),
  };
  await deps.store.addTurn(turn);
  // Read after the write: a keeper that is letting go re-reads the turns after its release, so none is stranded.
  const gate = await deps.store.readGate(request.model);
  if (!gate.leaseUntil || gate.leaseUntil <= now.getTime()) await deps.keepers.start(request.model);
  return { turnId: turn.turnId };
}

/** Turns each user had lately: the policy serves whoever had the fewest. */
export class RecentTurns {
  private readonly grants: Array<{ userId: string; atMs: number }> = [];
  constructor(private readonly windowMs: number) {}

  add(userId: string, atMs: number): void {
    // Pruned here as well: a holder that adds often and counts seldom keeps only the window.
    this.prune(atMs);
    this.grants.push({ userId, atMs });
  }

  /** Takes back the newest turn counted for `userId` (it was not used). */
  remove(userId: string): void {
    for (let i = this.grants.length - 1; i >= 0; i--) {
      if (this.grants[i]!.userId === userId) {
        this.grants.splice(i, 1);
        return;
      }
    }
  }

  countFor(userId: string, nowMs: number): number {
    this.prune(nowMs);
    return this.grants.filter((grant) => grant.userId === userId).length;
  }

  private prune(nowMs: number): void {
    while (this.grants.length > 0 && this.grants[0]!.atMs <= nowMs - this.windowMs) this.grants.shift();
  }
}

const byAge = (a: WaitingTurn, b: WaitingTurn) =>
  a.enqueuedAt.localeCompare(b.enqueuedAt) || a.bookId.localeCompare(b.bookId) || (a.index ?? -1) - (b.index ?? -1);

/**
 * The fairness policy: the next turn goes to the waiting user with the fewest turns of this model in the last
 * minute (ties: whose oldest turn waited longest), and within a user to the oldest turn. Two users who both wait
 * alternate; one who arrives while another has a burst waiting is served next, not after the burst.
 */
export function nextTurn(waiting: readonly WaitingTurn[], recent: RecentTurns, nowMs: number): WaitingTurn | undefined {
  const oldestByUser = new Map<string, WaitingTurn>();
  for (const turn of waiting) {
    const oldest = oldestByUser.get(turn.userId);
    if (!oldest || byAge(turn, oldest) < 0) oldestByUser.set(turn.userId, turn);
  }
  let best: { turn: WaitingTurn; served: number } | undefined;
  for (const turn of oldestByUser.values()) {
    const served = recent.countFor(turn.userId, nowMs);
    if (!best || served < best.served || (served === best.served && byAge(turn, best.turn) < 0)) best = { turn, served };
  }
  return best?.turn;
}

/**
 * Gives at most `rate` turns in each clock second, as quotas count calls (the calls of one second's turns start
 * together, so their small delays keep them in that second), and backs off by what got throttled: a second in
 * which k of the last second's n calls were refused multiplies the pace by 1 − k/4n (never below a quarter of the
 * budget); each quiet second wins back a fifth of the budget. Gently: with the budget at the quota, most throttles
 * are late calls meeting the next second's. A pace below the budget gives a share of a turn a second, carried over
 * (3.25 a second gives 3, 3, 3, 4, …).
 */
export class TurnPacer {
  private factor = 1;
  private throttlesAtAdjust: number | undefined;
  private lastAdjustMs: number;
  private second = -1;
  private givenThisSecond = 0;
  private givenLastSecond = 0;
  private allowanceThisSecond = 0;
  private carried = 0;

  constructor(private readonly perSecond: number, nowMs: number) {
    this.lastAdjustMs = nowMs;
  }

  /** The pace as a share of the budget (1 = the full budget). */
  get pace(): number {
    return this.factor;
  }

  /** `total`: the throttling answers counted on the gate so far. */
  observeThrottles(total: number, nowMs: number): void {
    if (this.throttlesAtAdjust === undefined) this.throttlesAtAdjust = total;
    if (nowMs - this.lastAdjustMs < 1000) return;
    const fresh = total - this.throttlesAtAdjust;
    const refusedShare = Math.min(1, fresh / Math.max(1, this.givenLastSecond, this.givenThisSecond));
    this.factor = fresh > 0 ? Math.max(0.25, this.factor * (1 - refusedShare / 4)) : Math.min(1, this.factor + 0.2);
    this.throttlesAtAdjust = total;
    this.lastAdjustMs = nowMs;
  }

  private enter(second: number): void {
    if (second === this.second) return;
    this.givenLastSecond = second === this.second + 1 ? this.givenThisSecond : 0;
    this.second = second;
    this.givenThisSecond = 0;
    const share = this.perSecond * this.factor + this.carried;
    this.allowanceThisSecond = Math.max(1, Math.floor(share + 1e-9));
    this.carried = Math.max(0, share - this.allowanceThisSecond);
  }

  /** Milliseconds until the next turn may go (0: now). */
  waitMs(nowMs: number): number {
    const second = Math.floor(nowMs / 1000);
    this.enter(second);
    if (this.givenThisSecond < this.allowanceThisSecond) return 0;
    return (second + 1) * 1000 - nowMs;
  }

  take(nowMs: number): void {
    this.enter(Math.floor(nowMs / 1000));
    this.givenThisSecond += 1;
  }

  /** A turn taken in this second that was not used after all. */
  giveBack(nowMs: number): void {
    if (Math.floor(nowMs / 1000) === this.second && this.givenThisSecond > 0) this.givenThisSecond -= 1;
  }
}

export interface KeeperDeps {
  readonly store: TurnStore;
  readonly signals: TurnSignals;
  readonly keepers: KeeperStarter;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly metrics: Metrics;
  readonly budget: ModelRates;
  readonly deadlineSeconds: number;
  /** This keeper's name in the lease (the invocation's id). */
  readonly keeperId: string;
  readonly sleep: (ms: number) => Promise<void>;
}

export interface KeeperOptions {
  /** Time left in this invocation; the keeper hands over to a fresh one before it runs out. */
  readonly timeLeftMs: () => number;
  /** How long the keeper stays with nothing waiting before it lets go. */
  readonly idleMs?: number;
  /** How often it reads the waiting turns. */
  readonly listEveryMs?: number;
  /** Keep only if turns are waiting already (the minute schedule's run): nothing waiting, no lease taken. */
  readonly onlyIfWaiting?: boolean;
}

export interface KeeperOutcome {
  readonly model: ModelKind;
  /** False when another keeper held the lease, or the model has no budget. */
  readonly kept: boolean;
  readonly granted: number;
  readonly expired: number;
  /** Whether turns still waited when this keeper stopped (a fresh keeper was started for them). */
  readonly handedOver: boolean;
  /** Its reads of the table, for what keeping costs: gate items read, and waiting turns listed (items). */
  readonly gateReads: number;
  readonly turnsListed: number;
}

const LEASE_MS = 30_000;
const RENEW_EVERY_MS = 5_000;
const HANDOVER_MS = 10_000;
const FULL_LIST_EVERY_MS = 15_000;
// Turns are read from a little before the newest one in hand: writes of different functions land slightly out of order.
const ARRIVAL_OVERLAP_MS = 5_000;
const MAX_GRANTS_IN_FLIGHT = 64;

/** GrantTurns: one keeper per model at a time (a lease); it runs while turns wait, then lets go. */
export async function keepTurns(deps: KeeperDeps, model: ModelKind, options: KeeperOptions): Promise<KeeperOutcome> {
  const perSecond = deps.budget[model];
  const nowMs = () => deps.clock.now().getTime();
  const outcome = { model, kept: false, granted: 0, expired: 0, handedOver: false, gateReads: 0, turnsListed: 0 };
  const listTurns = async (after?: string) => {
    const turns = await deps.store.listTurns(model, after);
    outcome.turnsListed += turns.length;
    return turns;
  };
  if (perSecond === undefined) return outcome;
  if (options.onlyIfWaiting && (await listTurns()).length === 0) return outcome;
  if (!(await deps.store.takeLease(model, deps.keeperId, nowMs() + LEASE_MS, nowMs()))) return outcome;
  outcome.kept = true;
  const idleMs = options.idleMs ?? 3_000;
  const listEveryMs = options.listEveryMs ?? 250;
  const name = capitalized(model);
  const pacer = new TurnPacer(perSecond, nowMs());
  const recent = new RecentTurns(60_000);
  let waiting: WaitingTurn[] = [];
  // Turns granted whose answers have not come back yet: not waiting any more, though still on the table.
  const sending = new Map<string, Promise<void>>();
  let listedAtMs = -Infinity;
  /** The clock second whose turns the last read was for. */
  let listedForSecond = -1;
  let fullyListedAtMs = -Infinity;
  let renewedAtMs = nowMs();
  let idleSinceMs: number | undefined;
  let reportedAtMs = -Infinity;

  for (;;) {
    const now = nowMs();
    if (options.timeLeftMs() < HANDOVER_MS) {
      outcome.handedOver = true;
      break;
    }
    // With a backlog a second's worth deep, the turns are read once a second, just before that second's turns go:
    // a user who arrives behind a burst is in hand for the very next turns.
    const backlogged = waiting.length > 2 * perSecond;
    const untilTurnsMs = pacer.waitMs(now);
    const turnsSecond = Math.floor((now + untilTurnsMs) / 1000);
    const readDue = backlogged
      ? now - listedAtMs >= Math.max(listEveryMs, 1000) || (untilTurnsMs <= listEveryMs && turnsSecond !== listedForSecond)
      : now - listedAtMs >= listEveryMs;
    if (readDue) {
      listedForSecond = turnsSecond;
      const gate = await deps.store.readGate(model);
      outcome.gateReads += 1;
      if (gate.keeper !== deps.keeperId) break;
      pacer.observeThrottles(gate.throttles, now);
      // The turns in hand are still waiting (only this keeper removes turns): read what came since, and all of them
      // now and then, for a turn written late with an earlier time.
      if (now - fullyListedAtMs >= FULL_LIST_EVERY_MS) {
        waiting = (await listTurns()).filter((turn) => !sending.has(turn.turnId));
        fullyListedAtMs = now;
      } else {
        const known = new Set([...waiting.map((turn) => turn.turnId), ...sending.keys()]);
        const newest = waiting.reduce((latest, turn) => (turn.enqueuedAt > latest ? turn.enqueuedAt : latest), new Date(listedAtMs).toISOString());
        const since = new Date(Date.parse(newest) - ARRIVAL_OVERLAP_MS).toISOString();
        waiting = [...waiting, ...(await listTurns(since)).filter((turn) => !known.has(turn.turnId))];
      }
      listedAtMs = now;
      outcome.expired += await expireLate(deps, model, waiting, now);
      waiting = waiting.filter((turn) => Date.parse(turn.deadlineAt) > now);
      if (now - reportedAtMs >= 1000) {
        reportedAtMs = now;
        deps.metrics.count(`${name}TurnsWaiting`, waiting.length);
        const headroom = Math.min(...waiting.map((turn) => Date.parse(turn.deadlineAt) - now));
        if (waiting.length > 0) deps.metrics.count(`${name}DeadlineHeadroomSeconds`, Math.round(headroom / 1000));
      }
    }
    if (now - renewedAtMs >= RENEW_EVERY_MS) {
      if (!(await deps.store.takeLease(model, deps.keeperId, now + LEASE_MS, now))) break;
      renewedAtMs = now;
    }
    if (waiting.length === 0) {
      idleSinceMs ??= now;
      if (now - idleSinceMs < idleMs) {
        await deps.sleep(listEveryMs);
        continue;
      }
      await Promise.all(sending.values());
      await deps.store.releaseLease(model, deps.keeperId);
      // A turn added while the lease still looked held started no keeper: this one carries on for it.
      if ((await listTurns()).length === 0) return outcome;
      if (!(await deps.store.takeLease(model, deps.keeperId, nowMs() + LEASE_MS, nowMs()))) return outcome;
      listedAtMs = -Infinity;
      fullyListedAtMs = -Infinity;
      idleSinceMs = undefined;
      continue;
    }
    idleSinceMs = undefined;
    const waitMs = pacer.waitMs(now);
    if (waitMs > 0) {
      await deps.sleep(Math.min(waitMs, Math.max(1, listedAtMs + listEveryMs - now)));
      continue;
    }
    // This second's turns go out together, and the keeper does not wait for their answers: a slow SendTaskSuccess
    // must not cost the next second its turns.
    while (pacer.waitMs(now) === 0) {
      const turn = nextTurn(waiting, recent, now);
      if (!turn) break;
      waiting = waiting.filter((other) => other.turnId !== turn.turnId);
      pacer.take(now);
      recent.add(turn.userId, now);
      const grant = grantTurn(deps, name, turn, now).then(
        (answer) => {
          if (answer === 'granted') outcome.granted += 1;
          else {
            // A turn whose run ended takes no call: its place goes to the next waiting turn.
            pacer.giveBack(now);
            recent.remove(turn.userId);
          }
        },
        (error: unknown) => {
          // The signal or the removal failed: the turn waits again (granting it twice answers 'gone' the second time).
          deps.logger.warn('turn grant failed; the turn waits again', { model, bookId: turn.bookId, error: error instanceof Error ? error.message : String(error) });
          pacer.giveBack(now);
          recent.remove(turn.userId);
          waiting = [...waiting, turn];
        },
      ).finally(() => {
        sending.delete(turn.turnId);
      });
      sending.set(turn.turnId, grant);
    }
    // Answers still on their way are few; this bounds them if the workflow service stalls.
    if (sending.size > MAX_GRANTS_IN_FLIGHT) await Promise.race(sending.values());
  }
  await Promise.all(sending.values());
  await deps.store.releaseLease(model, deps.keeperId);
  if (outcome.handedOver && (await listTurns()).length > 0) await deps.keepers.start(model);
  return outcome;
}

/** Wakes one turn's task and takes the turn off the table; 'gone' when its run had ended. */
async function grantTurn(deps: KeeperDeps, name: 'Text' | 'Image', turn: WaitingTurn, now: number): Promise<'granted' | 'gone'> {
  const waitedMs = now - Date.parse(turn.enqueuedAt);
  const answer = await deps.signals.grant(turn.token, { waitedMs });
  await deps.store.removeTurn(turn);
  if (answer === 'granted') {
    deps.metrics.count(`${name}TurnsGranted`);
    deps.metrics.count(`${name}TurnWaitMs`, waitedMs);
  }
  return answer;
}

/** Refuses the turns whose book's deadline passed: each of those books fails with a plain reason. */
async function expireLate(deps: KeeperDeps, model: ModelKind, waiting: readonly WaitingTurn[], now: number): Promise<number> {
  let expired = 0;
  for (const turn of waiting.filter((t) => Date.parse(t.deadlineAt) <= now)) {
    await deps.signals.refuse(turn.token, BookDeadlinePassedError.errorName, `${deadlineReason(model, deps.deadlineSeconds)}.`);
    await deps.store.removeTurn(turn);
    deps.logger.warn('turn refused at the book deadline', { model, bookId: turn.bookId, taskId: turn.taskId, index: turn.index ?? null });
    deps.metrics.count(`${capitalized(model)}TurnsExpired`);
    expired += 1;
  }
  return expired;
}
