import { InvalidApiKeyError } from './errors';
import { minuteWindow } from './time-windows';
import type { Principal } from './authenticate';
import type { AbuseRule, AuditEvent, KeyTravel, KeyUse, OutboxMail } from './records';
import type { AbuseStore } from '../ports/abuse-store';
import type { Continent, IpLocator } from '../ports/ip-locator';
import type { IdGenerator } from '../ports/id-generator';
import type { Logger } from '../ports/logger';
import type { Metrics } from '../ports/metrics';

// The spec's "rotate or revoke a key after abusive patterns (burst traffic, IP jumps across continents within
// minutes)", judged per key: what one key does never counts against another. A rule revokes the key at once (a
// rotated key would have to travel by e-mail), keeps an audit event and queues a mail to the owner, in one
// transaction; a pattern that could be innocent first warns the owner the same way. Every threshold and why:
// docs/decisions/abuse-rules.md.

export interface AbuseSettings {
  /** Moves between continents are counted within this many seconds. */
  readonly jumpWindowSeconds: number;
  /** This many moves within the window (A, B, A) warn the owner. */
  readonly jumpWarnMoves: number;
  /** This many moves within the window (A, B, A, B: used from two continents in turn) revoke the key. */
  readonly jumpRevokeMoves: number;
  /** A use from the continent just left, this soon after the move, was already on its way: not a move back. */
  readonly strayAfterMoveSeconds: number;
  /** A continent's last use is written again only after this many seconds (one write a minute, not one a request). */
  readonly useWriteIntervalSeconds: number;
  /** Refusals this soon after the key's first refusal of the minute were in flight when it was told to wait. */
  readonly waitGraceSeconds: number;
  /** A key refused this many times its plan's per-minute rate within one clock minute, while told to wait, is revoked. */
  readonly burstFactor: number;
  /** A key sending while told to wait in this many clock minutes in a row: its owner is warned. */
  readonly limitedWarnMinutes: number;
  /** A key sending while told to wait in this many clock minutes in a row is revoked. */
  readonly limitedMinutesInARow: number;
  /** One warning per rule and key within this many seconds. */
  readonly warnEverySeconds: number;
}

export const defaultAbuseSettings: AbuseSettings = {
  jumpWindowSeconds: 600,
  jumpWarnMoves: 2,
  jumpRevokeMoves: 3,
  strayAfterMoveSeconds: 30,
  useWriteIntervalSeconds: 60,
  waitGraceSeconds: 2,
  burstFactor: 2,
  limitedWarnMinutes: 3,
  limitedMinutesInARow: 10,
  warnEverySeconds: 86_400,
};

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

/** The refusals of one key in one clock minute, as the request counter returns them. */
export interface KeyRefusals {
  readonly count: number;
  readonly firstAt: string;
}

export class AbuseGuard {
  constructor(private readonly deps: AbuseGuardDeps) {}

  /**
   * After authentication: records where the key is used from. Moving to another continent once is not a jump;
   * moving back and forth within the window warns the owner, then revokes the key and refuses the request.
   */
  async checkUse(principal: Principal, sourceIp: string | undefined, now: Date): Promise<void> {
    const location = sourceIp ? (await this.deps.locator).locate(sourceIp) : undefined;
    // Private, loopback and unknown addresses say nothing about where the client is; a cloud or CDN address says where
    // the provider's machine is; and a key its owner marked as used from several regions is not followed at all.
    if (!location || !sourceIp || location.hosting || principal.multiRegion) return;
    const { settings } = this.deps;
    const nowMs = now.getTime();
    const use: KeyUse = { at: now.toISOString(), ip: sourceIp, country: location.country };
    const windowStart = nowMs - settings.jumpWindowSeconds * 1000;
    const travel = principal.travel ?? this.travelOf(principal);
    // Continents not seen within the window can no longer make a jump: they are dropped, so the map stays small.
    const recentSeen = () => Object.fromEntries(Object.entries(principal.seen ?? {}).filter(([, seen]) => Date.parse(seen.at) >= windowStart));
    const recentSwitches = (travel?.switches ?? []).filter((at) => Date.parse(at) >= windowStart);

    if (!travel || travel.continent === location.continent) {
      const last = principal.seen?.[location.continent];
      if (principal.travel && last && last.ip === sourceIp && nowMs - Date.parse(last.at) < settings.useWriteIntervalSeconds * 1000) return;
      const staying: KeyTravel = { continent: location.continent, ...(travel?.previous && { previous: travel.previous }), switches: recentSwitches };
      await this.deps.store.recordUse(principal.keyHash, { ...recentSeen(), [location.continent]: use }, staying);
      return;
    }

    const lastSwitch = recentSwitches.at(-1);
    // A request from the continent just left, sent before the move and answered after it.
    if (travel.previous === location.continent && lastSwitch && nowMs - Date.parse(lastSwitch) < settings.strayAfterMoveSeconds * 1000) return;
    const switches = [...recentSwitches, use.at];
    const earlierSeen = principal.seen?.[travel.continent];
    const evidence = {
      earlier: { continent: travel.continent, ...earlierSeen },
      now: { continent: location.continent, ...use },
      moves: switches.length,
      withinSeconds: settings.jumpWindowSeconds,
    };
    if (switches.length >= settings.jumpRevokeMoves) {
      await this.revoke(principal, 'ip_jump', evidence, now);
      throw revokedKey();
    }
    await this.deps.store.recordUse(principal.keyHash, { ...recentSeen(), [location.continent]: use }, { continent: location.continent, previous: travel.continent, switches });
    if (switches.length >= settings.jumpWarnMoves) await this.warn(principal, 'ip_jump', evidence, now);
  }

  /**
   * After the minute limit refused a create: `refusals` are the key's own this minute. The first told the key to wait
   * until the minute ends (`retry-after`); only what it sends during that wait is evidence. Far past its rate while
   * told to wait revokes it at once; sending while told to wait minute after minute warns the owner, then revokes.
   */
  async onLimited(principal: Principal, refusals: KeyRefusals | undefined, now: Date): Promise<void> {
    if (!refusals) return;
    const { settings } = this.deps;
    // The first refusal, or a request already in flight when it was answered: the key did not ignore a wait yet.
    if (now.getTime() - Date.parse(refusals.firstAt) <= settings.waitGraceSeconds * 1000) return;
    const limit = principal.limits.requestsPerMinute;
    const minute = minuteWindow(now).id;
    if (refusals.count >= settings.burstFactor * limit) {
      await this.revoke(principal, 'burst', { minute, refusedWhileWaiting: refusals.count, firstRefusedAt: refusals.firstAt, limitPerMinute: limit }, now);
      return;
    }
    const previous = principal.limited;
    if (previous?.minute === minute) return;
    const lastMinute = minuteWindow(new Date(now.getTime() - 60_000)).id;
    const streak = previous?.minute === lastMinute ? previous.streak + 1 : 1;
    const recorded = await this.deps.store.recordLimited(principal.keyHash, { minute, streak }, previous?.minute);
    if (!recorded) return;
    const evidence = { minutesInARow: streak, lastMinute: minute, limitPerMinute: limit };
    if (streak >= settings.limitedMinutesInARow) await this.revoke(principal, 'limited_streak', evidence, now);
    else if (streak >= settings.limitedWarnMinutes) await this.warn(principal, 'limited_streak', evidence, now);
  }

  /** A key recorded before moves were followed: its latest continent is where it is. */
  private travelOf(principal: Principal): KeyTravel | undefined {
    const latest = (Object.entries(principal.seen ?? {}) as Array<[Continent, KeyUse]>).sort(([, a], [, b]) => b.at.localeCompare(a.at))[0];
    return latest && { continent: latest[0], switches: [] };
  }

  private event(principal: Principal, rule: AbuseRule, action: AuditEvent['action'], evidence: Record<string, unknown>, at: string): AuditEvent {
    return { eventId: this.deps.ids.uuid(), userId: principal.userId, keyId: principal.keyId, rule, action, evidence, at };
  }

  private mail(principal: Principal, notice: OutboxMail['notice'], at: string): OutboxMail {
    return { mailId: this.deps.ids.uuid(), userId: principal.userId, notice, status: 'queued', createdAt: at, attempts: 0 };
  }

  private async warn(principal: Principal, rule: AbuseRule, evidence: Record<string, unknown>, now: Date): Promise<void> {
    const at = now.toISOString();
    const notBefore = new Date(now.getTime() - this.deps.settings.warnEverySeconds * 1000).toISOString();
    const warnedAt = principal.warnedAt?.[rule];
    if (warnedAt && warnedAt >= notBefore) return;
    const event = this.event(principal, rule, 'owner_warned', evidence, at);
    const mail = this.mail(principal, { kind: 'abuse_warning', keyId: principal.keyId, rule, evidence }, at);
    const warned = await this.deps.store.warnOwner({ keyHash: principal.keyHash, rule, event, mail, notBefore });
    if (!warned) return;
    this.deps.metrics.count('AbuseWarnings');
    this.deps.logger.warn('owner warned by an abuse rule', { userId: principal.userId, keyId: principal.keyId, rule, evidence });
  }

  private async revoke(principal: Principal, rule: AbuseRule, evidence: Record<string, unknown>, now: Date): Promise<void> {
    const at = now.toISOString();
    const event = this.event(principal, rule, 'key_revoked', evidence, at);
    const mail = this.mail(principal, { kind: 'key_revoked_for_abuse', keyId: principal.keyId, rule, evidence }, at);
    const revoked = await this.deps.store.revokeForAbuse({ keyHash: principal.keyHash, event, mail });
    if (!revoked) return;
    this.deps.metrics.count('AbuseActions');
    this.deps.logger.warn('key revoked by an abuse rule', { userId: principal.userId, keyId: principal.keyId, rule, evidence });
  }
}
