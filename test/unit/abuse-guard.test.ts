import { describe, expect, it } from 'vitest';
import { AbuseGuard, defaultAbuseSettings } from '../../lambdas/core/abuse-guard';
import type { Principal } from '../../lambdas/core/authenticate';
import { planLimits } from '../../lambdas/core/plans';
import type { AuditEvent, KeyUse, OutboxMail } from '../../lambdas/core/records';
import type { AbuseStore } from '../../lambdas/ports/abuse-store';
import type { Continent, IpLocation } from '../../lambdas/ports/ip-locator';
import { silentLogger } from '../../lambdas/ports/logger';
import { RecordingMetrics } from '../support/recording-metrics';

// The rules on their own, over an in-memory store: what they record, and when they revoke. The same rules over
// DynamoDB and HTTP are in test/integration/abuse-protection.test.ts.
const places: Record<string, IpLocation> = {
  '80.128.0.1': { country: 'DE', continent: 'EU' },
  '90.0.0.1': { country: 'FR', continent: 'EU' },
  '1.0.16.1': { country: 'JP', continent: 'AS' },
  '8.8.8.8': { country: 'US', continent: 'NA' },
};

class MemoryAbuseStore implements AbuseStore {
  seen: Partial<Record<Continent, KeyUse>> | undefined;
  limited: { minute: string; streak: number } | undefined;
  revocations: Array<{ event: AuditEvent; mail: OutboxMail }> = [];
  writes = 0;
  async recordUse(_keyHash: string, seen: Partial<Record<Continent, KeyUse>>) {
    this.writes += 1;
    this.seen = seen;
  }
  async recordLimited(_keyHash: string, limited: { minute: string; streak: number }, previousMinute: string | undefined) {
    if (this.limited?.minute !== previousMinute) return false;
    this.limited = limited;
    return true;
  }
  async revokeForAbuse(input: { keyHash: string; event: AuditEvent; mail: OutboxMail }) {
    if (this.revocations.length > 0) return false;
    this.revocations.push(input);
    return true;
  }
}

function setup() {
  const store = new MemoryAbuseStore();
  const metrics = new RecordingMetrics();
  let id = 0;
  const guard = new AbuseGuard({
    store,
    locator: { locate: (ip) => places[ip] },
    ids: { uuid: () => `id-${++id}` },
    settings: defaultAbuseSettings,
    metrics,
    logger: silentLogger,
  });
  // Each request reads the key afresh: what the store holds is what the principal carries.
  const principal = (): Principal => ({
    userId: 'user-1', keyId: 'key-1', keyHash: 'hash-1', plan: 'pro', limits: planLimits.pro, monthlyCredits: 300,
    ...(store.seen && { seen: store.seen }), ...(store.limited && { limited: store.limited }),
  });
  return { store, metrics, guard, principal };
}

const at = (time: string) => new Date(`2026-11-21T${time}Z`);

describe('where a key is used from is recorded per continent, at most once a minute', () => {
  it('the first use, a new address, or a minute later is written; the same address within the minute is not', async () => {
    const { store, guard, principal } = setup();
    await guard.checkUse(principal(), '80.128.0.1', at('10:00:00'));
    await guard.checkUse(principal(), '80.128.0.1', at('10:00:30'));
    expect(store.writes).toBe(1);
    await guard.checkUse(principal(), '90.0.0.1', at('10:00:40'));
    await guard.checkUse(principal(), '90.0.0.1', at('10:01:41'));
    expect(store.writes).toBe(3);
    expect(store.seen).toEqual({ EU: { at: '2026-11-21T10:01:41.000Z', ip: '90.0.0.1', country: 'FR' } });
  });

  it('continents not seen within the window are dropped from the record', async () => {
    const { store, guard, principal } = setup();
    await guard.checkUse(principal(), '8.8.8.8', at('10:00:00'));
    await guard.checkUse(principal(), '80.128.0.1', at('10:11:00'));
    expect(Object.keys(store.seen ?? {})).toEqual(['EU']);
  });

  it('no address, or one the table cannot place, records nothing', async () => {
    const { store, guard, principal } = setup();
    await guard.checkUse(principal(), undefined, at('10:00:00'));
    await guard.checkUse(principal(), '10.0.0.1', at('10:00:00'));
    expect(store.writes).toBe(0);
  });
});

describe('IP jump: another continent within the window revokes the key and refuses the request', () => {
  it('names the latest use elsewhere as the evidence, counts the action, and queues the owner\'s mail', async () => {
    const { store, metrics, guard, principal } = setup();
    await guard.checkUse(principal(), '8.8.8.8', at('10:00:00'));
    await guard.checkUse(principal(), '80.128.0.1', at('10:11:00'));
    await expect(guard.checkUse(principal(), '1.0.16.1', at('10:12:00'))).rejects.toMatchObject({ code: 'INVALID_API_KEY' });
    const [{ event, mail }] = store.revocations as [{ event: AuditEvent; mail: OutboxMail }];
    expect(event).toMatchObject({ rule: 'ip_jump', keyId: 'key-1', evidence: { earlier: { continent: 'EU', ip: '80.128.0.1' }, now: { continent: 'AS', ip: '1.0.16.1' } } });
    expect(mail).toMatchObject({ userId: 'user-1', status: 'queued', notice: { kind: 'key_revoked_for_abuse', rule: 'ip_jump' } });
    expect(metrics.of('AbuseActions')).toBe(1);
  });
});

describe('refusals by the minute limit: a streak of minutes, or a burst within one', () => {
  const limit = planLimits.pro.requestsPerMinute;

  it('counts one refusal per minute, grows the streak on consecutive minutes, and revokes at the fifth', async () => {
    const { store, guard, principal } = setup();
    for (const minute of ['10:00', '10:01', '10:02', '10:03']) {
      await guard.onLimited(principal(), limit + 1, at(`${minute}:10`));
      await guard.onLimited(principal(), limit + 2, at(`${minute}:20`));
    }
    expect(store.limited).toEqual({ minute: '2026-11-21T10:03', streak: 4 });
    expect(store.revocations).toEqual([]);
    await guard.onLimited(principal(), limit + 1, at('10:04:10'));
    expect(store.revocations.map((r) => r.event.rule)).toEqual(['limited_streak']);
  });

  it('a skipped minute starts the streak again', async () => {
    const { store, guard, principal } = setup();
    await guard.onLimited(principal(), limit + 1, at('10:00:10'));
    await guard.onLimited(principal(), limit + 1, at('10:02:10'));
    expect(store.limited).toEqual({ minute: '2026-11-21T10:02', streak: 1 });
  });

  it(`${defaultAbuseSettings.burstFactor} times the rate in one minute revokes at once`, async () => {
    const { store, guard, principal } = setup();
    await guard.onLimited(principal(), defaultAbuseSettings.burstFactor * limit - 1, at('10:00:10'));
    expect(store.revocations).toEqual([]);
    await guard.onLimited(principal(), defaultAbuseSettings.burstFactor * limit, at('10:00:11'));
    expect(store.revocations.map((r) => r.event.evidence)).toEqual([{ minute: '2026-11-21T10:00', requests: 300, limitPerMinute: 60 }]);
  });
});
