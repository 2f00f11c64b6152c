import { describe, expect, it } from 'vitest';
import { AbuseGuard, defaultAbuseSettings, type AbuseSettings } from '../../lambdas/core/abuse-guard';
import type { Principal } from '../../lambdas/core/authenticate';
import { countMinuteRead, countMinuteRequest, MinuteLimitExceededError } from '../../lambdas/core/minute-limit';
import { planLimits } from '../../lambdas/core/plans';
import type { AbuseRule, ApiKeyRecord, AuditEvent, KeyTravel, KeyUse, OutboxMail } from '../../lambdas/core/records';
import type { AbuseStore } from '../../lambdas/ports/abuse-store';
import type { Continent, IpLocation } from '../../lambdas/ports/ip-locator';
import type { CountResult, RequestCounter } from '../../lambdas/ports/request-counter';
import type { Window } from '../../lambdas/core/time-windows';
import { silentLogger } from '../../lambdas/ports/logger';
import { RecordingMetrics } from '../support/recording-metrics';

// The rules on their own, over an in-memory key store and request counter with a fake clock: each pattern of the
// issue that a well-behaved client shows keeps its key for 15 simulated minutes; each abusive one is revoked. The same
// patterns over DynamoDB and HTTP: test/integration/abuse-protection.test.ts and test/e2e/abuse-and-mail.test.ts.
const places: Record<string, IpLocation> = {
  '80.128.0.1': { country: 'DE', continent: 'EU' },
  '90.0.0.1': { country: 'FR', continent: 'EU' },
  '86.128.0.1': { country: 'GB', continent: 'EU' },
  '77.160.0.1': { country: 'NL', continent: 'EU' },
  '95.24.0.1': { country: 'RU', continent: 'AS' },
  '1.0.16.1': { country: 'JP', continent: 'AS' },
  '73.0.0.1': { country: 'US', continent: 'NA' },
  '172.56.0.1': { country: 'US', continent: 'NA' },
  // Cloud and CDN addresses: AWS us-east-1 and eu-west-1, Cloudflare's 1.1.1.1 (placed in Australia).
  '3.80.0.1': { country: 'US', continent: 'NA', hosting: true },
  '34.240.0.1': { country: 'IE', continent: 'EU', hosting: true },
  '1.1.1.1': { country: 'AU', continent: 'OC', hosting: true },
};

/** One key item as the store keeps it. */
type KeyItem = { -readonly [K in keyof ApiKeyRecord]: ApiKeyRecord[K] };

class MemoryAbuseStore implements AbuseStore {
  readonly keys = new Map<string, KeyItem>();
  readonly events: AuditEvent[] = [];
  readonly mails: OutboxMail[] = [];
  async recordUse(keyHash: string, seen: Partial<Record<Continent, KeyUse>>, travel: KeyTravel) {
    const key = this.keys.get(keyHash)!;
    if (key.status === 'active') Object.assign(key, { seen, travel });
  }
  async recordLimited(keyHash: string, limited: { minute: string; streak: number }, previousMinute: string | undefined) {
    const key = this.keys.get(keyHash)!;
    if (key.status !== 'active' || key.limited?.minute !== previousMinute) return false;
    key.limited = limited;
    return true;
  }
  async warnOwner(input: { keyHash: string; rule: AbuseRule; event: AuditEvent; mail: OutboxMail; notBefore: string }) {
    const key = this.keys.get(input.keyHash)!;
    const last = key.warnedAt?.[input.rule];
    if (key.status !== 'active' || (last && last >= input.notBefore)) return false;
    key.warnedAt = { ...key.warnedAt, [input.rule]: input.event.at };
    this.events.push(input.event);
    this.mails.push(input.mail);
    return true;
  }
  async revokeForAbuse(input: { keyHash: string; event: AuditEvent; mail: OutboxMail }) {
    const key = this.keys.get(input.keyHash)!;
    if (key.status !== 'active') return false;
    Object.assign(key, { status: 'revoked', revokedBy: input.event.rule });
    this.events.push(input.event);
    this.mails.push(input.mail);
    return true;
  }
}

/** The counter rows DynamoRequestCounter keeps: per account (and mode) and window, refusals per key apart. */
class MemoryRequestCounter implements RequestCounter {
  private readonly rows = new Map<string, { requests: number; refused: Map<string, { count: number; firstAt: string }> }>();
  async countRequest(input: { userId: string; keyId: string; at: string; window: Window; limit: number }): Promise<CountResult> {
    const row = this.row(`${input.userId}/${input.window.id}`);
    if (row.requests < input.limit) return { allowed: true, count: ++row.requests };
    const mine = row.refused.get(input.keyId) ?? { count: 0, firstAt: input.at };
    mine.count += 1;
    row.refused.set(input.keyId, mine);
    return { allowed: false, count: input.limit + 1, keyRefusals: { ...mine } };
  }
  async countRead(input: { keyHash: string; window: Window; limit: number }): Promise<CountResult> {
    const row = this.row(`${input.keyHash}/${input.window.id}`);
    row.requests += 1;
    return { allowed: row.requests <= input.limit, count: row.requests };
  }
  private row(id: string) {
    let row = this.rows.get(id);
    if (!row) this.rows.set(id, (row = { requests: 0, refused: new Map() }));
    return row;
  }
}

const START = Date.parse('2026-11-21T10:00:00.000Z');
type Answer = 'ok' | 'refused' | 'revoked';

/** An account's keys sending through the same steps as keyedRoute: authenticate, where from, then for a create the minute limit. */
function simulation(settings: AbuseSettings = defaultAbuseSettings) {
  const store = new MemoryAbuseStore();
  const counter = new MemoryRequestCounter();
  const metrics = new RecordingMetrics();
  let id = 0;
  const guard = new AbuseGuard({ store, locator: { locate: (ip) => places[ip] }, ids: { uuid: () => `id-${++id}` }, settings, metrics, logger: silentLogger });
  const addKey = (keyId: string, options: { test?: boolean; multiRegion?: boolean } = {}) => {
    store.keys.set(`hash-${keyId}`, {
      keyHash: `hash-${keyId}`, keyId, userId: 'user-1', status: 'active', plan: 'pro', monthlyCredits: 300,
      ...(options.test && { livemode: false as const }), ...(options.multiRegion && { multiRegion: true }),
    });
    return keyId;
  };
  // Each request reads the key afresh: what the store holds is what the principal carries.
  const principal = (keyId: string): Principal | undefined => {
    const key = store.keys.get(`hash-${keyId}`)!;
    if (key.status !== 'active') return undefined;
    return {
      userId: key.userId, keyId, keyHash: key.keyHash, plan: key.plan, limits: planLimits.pro, monthlyCredits: key.monthlyCredits,
      livemode: key.livemode !== false,
      ...(key.seen && { seen: key.seen }), ...(key.limited && { limited: key.limited }), ...(key.travel && { travel: key.travel }),
      ...(key.multiRegion && { multiRegion: true }), ...(key.warnedAt && { warnedAt: key.warnedAt }),
    };
  };
  /** One request of `keyId` at `ms` after 10:00 UTC; the answer, and for a refusal the retry-after seconds. */
  const send = async (keyId: string, ms: number, options: { ip?: string; read?: boolean } = {}): Promise<{ answer: Answer; retryAfter?: number }> => {
    const now = new Date(START + ms);
    const who = principal(keyId);
    if (!who) return { answer: 'revoked' };
    try {
      await guard.checkUse(who, options.ip, now);
      if (options.read) await countMinuteRead(counter, who, now);
      else {
        try {
          await countMinuteRequest(counter, who, now);
        } catch (error) {
          if (error instanceof MinuteLimitExceededError) await guard.onLimited(who, error.keyRefusals, now);
          throw error;
        }
      }
      return { answer: 'ok' };
    } catch (error) {
      if (error instanceof MinuteLimitExceededError) return { answer: 'refused', retryAfter: error.rate.resetSeconds };
      if ((error as { code?: string }).code === 'INVALID_API_KEY') return { answer: 'revoked' };
      throw error;
    }
  };
  const status = (keyId: string) => store.keys.get(`hash-${keyId}`)!.status;
  const rulesFor = (keyId: string, action: AuditEvent['action']) => store.events.filter((event) => event.keyId === keyId && event.action === action).map((event) => event.rule);
  return { store, metrics, addKey, send, status, rulesFor };
}

const MINUTE = 60_000;
const FIFTEEN_MINUTES = 15 * MINUTE;

/** A client as ours behaves: sends every `gapMs` until its first 429, then sleeps the retry-after it was given. */
async function obeyingClient(sim: ReturnType<typeof simulation>, keyId: string, gapMs: number, until: number) {
  let t = 0;
  let sent = 0;
  while (t < until) {
    const { answer, retryAfter } = await sim.send(keyId, t);
    sent += 1;
    if (answer === 'revoked') break;
    t += answer === 'refused' ? retryAfter! * 1000 : gapMs;
  }
  return sent;
}

describe('abuse is judged per key: one key\'s traffic never revokes another key', () => {
  it('a test key sending 300 invalid creates in 6 s beside a live key: the live key creates every minute for 15 minutes', async () => {
    const sim = simulation();
    const live = sim.addKey('live');
    const test = sim.addKey('test', { test: true });
    for (let i = 0; i < 300; i++) await sim.send(test, i * 20);
    const liveAnswers: Answer[] = [];
    for (let minute = 0; minute < 15; minute++) liveAnswers.push((await sim.send(live, minute * MINUTE + 3_000)).answer);
    // The test key's minute window is its own: the live key is never even refused.
    expect(liveAnswers).toEqual(Array(15).fill('ok'));
    expect(sim.status(live)).toBe('active');
    expect(sim.rulesFor(live, 'key_revoked')).toEqual([]);
    // The test key itself sent 240 requests after being told to wait: revoked for that, alone.
    expect(sim.rulesFor(test, 'key_revoked')).toEqual(['burst']);
  });

  it('a quiet second live key (one create a minute) beside a busy one filling the account\'s limit keeps its key for 15 minutes', async () => {
    const sim = simulation();
    const busy = sim.addKey('busy');
    const quiet = sim.addKey('quiet');
    let refusedQuiet = 0;
    for (let minute = 0; minute < 15; minute++) {
      for (let i = 0; i < 100; i++) await sim.send(busy, minute * MINUTE + i * 100);
      if ((await sim.send(quiet, minute * MINUTE + 30_000)).answer === 'refused') refusedQuiet += 1;
    }
    // The account's limit is shared (the spec's plan limit), so the quiet key is refused once a minute while the busy
    // key fills it (10 minutes): never abuse.
    expect(refusedQuiet).toBe(10);
    expect(sim.status(quiet)).toBe('active');
    expect(sim.rulesFor(quiet, 'key_revoked')).toEqual([]);
    expect(sim.rulesFor(quiet, 'owner_warned')).toEqual([]);
    // The busy key sent on for 4 s after each first refusal: its own streak, its own warning and revocation.
    expect(sim.rulesFor(busy, 'owner_warned')).toEqual(['limited_streak']);
    expect(sim.rulesFor(busy, 'key_revoked')).toEqual(['limited_streak']);
  });
});

describe('a request sent after the retry-after it was given is never evidence of abuse', () => {
  it('a client sending until its first 429, sleeping retry-after, at 61 requests a minute keeps its key for 15 minutes', async () => {
    const sim = simulation();
    const key = sim.addKey('obeying');
    const sent = await obeyingClient(sim, key, 500, FIFTEEN_MINUTES);
    expect(sent).toBe(15 * 61);
    expect(sim.status(key)).toBe('active');
    expect(sim.store.events).toEqual([]);
  });

  it('requests already in flight when the first 429 came (within 2 s of it) are not evidence either', async () => {
    const sim = simulation();
    const key = sim.addKey('parallel');
    for (let minute = 0; minute < 15; minute++) {
      // Ten workers in parallel: 60 accepted, then each worker's request in flight is refused once, all within a second.
      for (let i = 0; i < 70; i++) await sim.send(key, minute * MINUTE + i * 10);
    }
    expect(sim.status(key)).toBe('active');
    expect(sim.store.events).toEqual([]);
  });

  it('a key hammering while told to wait (refused twice its rate in one minute) is revoked for a burst, within that minute', async () => {
    const sim = simulation();
    const key = sim.addKey('hammer');
    let revokedAt: number | undefined;
    for (let t = 0; t < FIFTEEN_MINUTES && revokedAt === undefined; t += 100) {
      if ((await sim.send(key, t)).answer === 'revoked') revokedAt = t;
    }
    expect(revokedAt).toBeLessThan(MINUTE);
    expect(sim.store.events).toEqual([expect.objectContaining({ rule: 'burst', action: 'key_revoked', evidence: expect.objectContaining({ refusedWhileWaiting: 2 * 60, limitPerMinute: 60 }) })]);
    expect(sim.store.mails.map((mail) => mail.notice.kind)).toEqual(['key_revoked_for_abuse']);
  });

  it('a client retrying every 5 s after a 429 instead of waiting: warned in minute 3, revoked in minute 10', async () => {
    const sim = simulation();
    const key = sim.addKey('retrier');
    let t = 0;
    while (t < FIFTEEN_MINUTES) {
      const { answer } = await sim.send(key, t);
      if (answer === 'revoked') break;
      t += answer === 'refused' ? 5_000 : 500;
    }
    const events = sim.store.events.map((event) => [event.action, event.rule, (event.evidence as { minutesInARow: number }).minutesInARow]);
    expect(events).toEqual([['owner_warned', 'limited_streak', 3], ['key_revoked', 'limited_streak', 10]]);
    expect(sim.store.mails.map((mail) => mail.notice.kind)).toEqual(['abuse_warning', 'key_revoked_for_abuse']);
    expect(sim.status(key)).toBe('revoked');
  });

  it('reads never count as bursts: 1,000 reads a minute for 15 minutes are refused past the read limit and nothing more', async () => {
    const sim = simulation();
    const key = sim.addKey('reader');
    for (let t = 0; t < FIFTEEN_MINUTES; t += 60) await sim.send(key, t, { read: true });
    expect(sim.status(key)).toBe('active');
    expect(sim.store.events).toEqual([]);
  });
});

describe('IP jump: a key used from two continents in turn within minutes, not a key that moved', () => {
  /** Requests every 20 s for 15 minutes: from `first` until `moveAt`, then from `second`. */
  async function moveOnce(first: string, second: string, moveAt = 5 * MINUTE) {
    const sim = simulation();
    const key = sim.addKey('key');
    const answers = new Set<Answer>();
    for (let t = 0; t < FIFTEEN_MINUTES; t += 20_000) answers.add((await sim.send(key, t, { read: t % 40_000 === 0, ip: t < moveAt ? first : second })).answer);
    return { sim, key, answers };
  }

  for (const [name, first, second] of [
    ['a service moving from AWS us-east-1 to eu-west-1', '3.80.0.1', '34.240.0.1'],
    ['a German address, then a US VPN exit', '80.128.0.1', '73.0.0.1'],
    ['a UK home network, then a US mobile carrier', '86.128.0.1', '172.56.0.1'],
    ['the Netherlands, then Moscow', '77.160.0.1', '95.24.0.1'],
    ['a German server, then a caller behind Cloudflare (1.1.1.1, placed in Australia)', '80.128.0.1', '1.1.1.1'],
  ] as const) {
    it(`${name}: keeps its key for 15 minutes, no warning`, async () => {
      const { sim, key, answers } = await moveOnce(first, second);
      expect([...answers]).toEqual(['ok']);
      expect(sim.status(key)).toBe('active');
      expect(sim.store.events).toEqual([]);
    });
  }

  it('a German server whose requests sometimes leave through Cloudflare (interleaved with 1.1.1.1) keeps its key', async () => {
    const sim = simulation();
    const key = sim.addKey('key');
    for (let t = 0; t < FIFTEEN_MINUTES; t += 10_000) await sim.send(key, t, { read: true, ip: t % 20_000 === 0 ? '80.128.0.1' : '1.1.1.1' });
    expect(sim.status(key)).toBe('active');
    expect(sim.store.events).toEqual([]);
  });

  it('a request from the old network answered after the move (within 30 s) is not a move back', async () => {
    const sim = simulation();
    const key = sim.addKey('key');
    const plan: Array<[number, string]> = [[0, '86.128.0.1'], [60_000, '172.56.0.1'], [61_000, '86.128.0.1'], [62_000, '172.56.0.1'], [120_000, '172.56.0.1']];
    for (const [t, ip] of plan) expect((await sim.send(key, t, { read: true, ip })).answer).toBe('ok');
    expect(sim.store.events).toEqual([]);
  });

  it('Europe, Asia, Europe within minutes warns the owner; Asia again revokes at once, with the event and the mail', async () => {
    const sim = simulation();
    const key = sim.addKey('key');
    expect((await sim.send(key, 0, { read: true, ip: '80.128.0.1' })).answer).toBe('ok');
    expect((await sim.send(key, MINUTE, { read: true, ip: '1.0.16.1' })).answer).toBe('ok');
    expect((await sim.send(key, 2 * MINUTE, { read: true, ip: '80.128.0.1' })).answer).toBe('ok');
    expect(sim.store.mails.map((mail) => mail.notice.kind)).toEqual(['abuse_warning']);
    expect((await sim.send(key, 3 * MINUTE, { ip: '1.0.16.1' })).answer).toBe('revoked');
    const revoked = sim.store.events.find((event) => event.action === 'key_revoked')!;
    expect(revoked).toMatchObject({ rule: 'ip_jump', keyId: key, evidence: { earlier: { continent: 'EU', ip: '80.128.0.1' }, now: { continent: 'AS', ip: '1.0.16.1' }, moves: 3 } });
    expect(sim.store.mails.map((mail) => mail.notice.kind)).toEqual(['abuse_warning', 'key_revoked_for_abuse']);
    expect(sim.metrics.of('AbuseActions')).toBe(1);
    expect(sim.metrics.of('AbuseWarnings')).toBe(1);
  });

  it('two clients sharing a key from Europe and Asia, each every 2 s: revoked within 90 s', async () => {
    const sim = simulation();
    const key = sim.addKey('key');
    let revokedAt: number | undefined;
    for (let t = 0; t < FIFTEEN_MINUTES && revokedAt === undefined; t += 1_000) {
      if ((await sim.send(key, t, { read: true, ip: t % 2_000 === 0 ? '80.128.0.1' : '1.0.16.1' })).answer === 'revoked') revokedAt = t;
    }
    expect(revokedAt).toBeLessThan(90_000);
    expect(sim.rulesFor(key, 'key_revoked')).toEqual(['ip_jump']);
  });

  it('moves more than 10 minutes apart are moves, not jumps', async () => {
    const sim = simulation();
    const key = sim.addKey('key');
    for (const [minute, ip] of [[0, '80.128.0.1'], [6, '1.0.16.1'], [17, '80.128.0.1'], [28, '1.0.16.1']] as const) {
      expect((await sim.send(key, minute * MINUTE, { read: true, ip })).answer).toBe('ok');
    }
    expect(sim.store.events).toEqual([]);
  });

  it('a key its owner marked as used from several regions is never judged by where it is used from', async () => {
    const sim = simulation();
    const key = sim.addKey('key', { multiRegion: true });
    for (let t = 0; t < FIFTEEN_MINUTES; t += 10_000) expect((await sim.send(key, t, { read: true, ip: t % 20_000 === 0 ? '80.128.0.1' : '1.0.16.1' })).answer).toBe('ok');
    expect(sim.store.events).toEqual([]);
  });

  it('private, loopback and unknown addresses record nothing', async () => {
    const sim = simulation();
    const key = sim.addKey('key');
    for (const ip of ['10.0.0.1', '127.0.0.1', 'not-an-address', undefined]) await sim.send(key, 0, { read: true, ...(ip && { ip }) });
    expect(sim.store.keys.get('hash-key')?.seen).toBeUndefined();
  });

  it('the same address is written at most once a minute; continents not seen within the window are dropped', async () => {
    const sim = simulation();
    const key = sim.addKey('key');
    await sim.send(key, 0, { read: true, ip: '73.0.0.1' });
    await sim.send(key, 11 * MINUTE, { read: true, ip: '80.128.0.1' });
    expect(Object.keys(sim.store.keys.get('hash-key')?.seen ?? {})).toEqual(['EU']);
    expect(sim.store.keys.get('hash-key')?.travel).toEqual({ continent: 'EU', previous: 'NA', switches: ['2026-11-21T10:11:00.000Z'] });
  });
});
