import { InvalidApiKeyError } from './errors';
import { minuteWindow } from './time-windows';
import type { Principal } from './authenticate';
import type { AbuseRule, AuditEvent, KeyUse, OutboxMail } from './records';
import type { AbuseStore } from '../ports/abuse-store';
import type { Continent, IpLocator } from '../ports/ip-locator';
import type { IdGenerator } from '../ports/id-generator';
import type { Logger } from '../ports/logger';
import type { Metrics } from '../ports/metrics';

// The spec's "rotate or revoke a key after abusive patterns (burst traffic, IP jumps across continents within
// minutes)": each rule revokes the key at once (a rotated key would have to travel by e-mail), keeps an audit event
// and queues a mail to the owner, in one transaction.

export interface AbuseSettings {
  /** The same key used from two continents within this many seconds is revoked. */
  readonly jumpWindowSeconds: number;
  /** A key refused by the minute limit in this many clock minutes in a row is revoked. */
  readonly limitedMinutesInARow: number;
  /** A key sending this many times its plan's per-minute rate within one clock minute is revoked. */
  readonly burstFactor: number;
  /** A continent's last use is written again only after this many seconds (one write a minute, not one a request). */
  readonly useWriteIntervalSeconds: number;
}

export const defaultAbuseSettings: AbuseSettings = { jumpWindowSeconds: 600, limitedMinutesInARow: 5, burstFactor: 5, useWriteIntervalSeconds: 60 };

export interface AbuseGuardDeps {
  readonly store: AbuseStore;
  /** Loaded once per process (the table is read on first use). */
  readonly locator: IpLocator | Promise<IpLocator>;
  readonly ids: IdGenerator;
  readonly settings: AbuseSettings;
  readonly metrics: Metrics;
  readonly logger: Logger;
}

/** The same answer as any revoked key: the client learns nothing about the rules. */
const revokedKey = () => new InvalidApiKeyError('The API key is not valid (unknown or revoked).');

export class AbuseGuard {
  constructor(private readonly deps: AbuseGuardDeps) {}

  /** After authentication: records where the key is used from; a jump across continents revokes it and refuses the request. */
  async checkUse(principal: Principal, sourceIp: string | undefined, now: Date): Promise<void> {
    const location = sourceIp ? (await this.deps.locator).locate(sourceIp) : undefined;
    // Private, loopback and unknown addresses say nothing about where the client is.
    if (!location || !sourceIp) return;
    const use: KeyUse = { at: now.toISOString(), ip: sourceIp, country: location.country };
    const windowStart = now.getTime() - this.deps.settings.jumpWindowSeconds * 1000;
    const elsewhere = (Object.entries(principal.seen ?? {}) as Array<[Continent, KeyUse]>)
      .filter(([continent, seen]) => continent !== location.continent && Date.parse(seen.at) >= windowStart)
      .sort(([, a], [, b]) => b.at.localeCompare(a.at))[0];
    if (elsewhere) {
      const [continent, seen] = elsewhere;
      await this.revoke(principal, 'ip_jump', { earlier: { continent, ...seen }, now: { continent: location.continent, ...use } }, now);
      throw revokedKey();
    }
    const last = principal.seen?.[location.continent];
    if (last && last.ip === sourceIp && now.getTime() - Date.parse(last.at) < this.deps.settings.useWriteIntervalSeconds * 1000) return;
    // Continents not seen within the window can no longer make a jump: they are dropped, so the map stays small.
    const recent = Object.entries(principal.seen ?? {}).filter(([, seen]) => Date.parse(seen.at) >= windowStart);
    await this.deps.store.recordUse(principal.keyHash, { ...Object.fromEntries(recent), [location.continent]: use });
  }

  /**
   * After the minute limit refused a request: `requestsThisMinute` counts refused ones too. Many times the plan's
   * rate in one minute, or refusals in several minutes in a row, revoke the key.
   */
  async onLimited(principal: Principal, requestsThisMinute: number, now: Date): Promise<void> {
    const { settings } = this.deps;
    const limit = principal.limits.requestsPerMinute;
    const minute = minuteWindow(now).id;
    if (requestsThisMinute >= settings.burstFactor * limit) {
      await this.revoke(principal, 'burst', { minute, requests: requestsThisMinute, limitPerMinute: limit }, now);
      return;
    }
    const previous = principal.limited;
    if (previous?.minute === minute) return;
    const lastMinute = minuteWindow(new Date(now.getTime() - 60_000)).id;
    const streak = previous?.minute === lastMinute ? previous.streak + 1 : 1;
    const recorded = await this.deps.store.recordLimited(principal.keyHash, { minute, streak }, previous?.minute);
    if (recorded && streak >= settings.limitedMinutesInARow) {
      await this.revoke(principal, 'limited_streak', { minutesInARow: streak, lastMinute: minute, limitPerMinute: limit }, now);
    }
  }

  private async revoke(principal: Principal, rule: AbuseRule, evidence: Record<string, unknown>, now: Date): Promise<void> {
    const at = now.toISOString();
    const event: AuditEvent = { eventId: this.deps.ids.uuid(), userId: principal.userId, keyId: principal.keyId, rule, action: 'key_revoked', evidence, at };
    const mail: OutboxMail = {
      mailId: this.deps.ids.uuid(),
      userId: principal.userId,
      notice: { kind: 'key_revoked_for_abuse', keyId: principal.keyId, rule, evidence },
      status: 'queued',
      createdAt: at,
      attempts: 0,
    };
    const revoked = await this.deps.store.revokeForAbuse({ keyHash: principal.keyHash, event, mail });
    if (!revoked) return;
    this.deps.metrics.count('AbuseActions');
    this.deps.logger.warn('key revoked by an abuse rule', { userId: principal.userId, keyId: principal.keyId, rule, evidence });
  }
}
