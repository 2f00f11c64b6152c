import * as z from 'zod';
import { generateApiKey, generateKeyId, hashApiKey } from './api-key';
import { livemodeOf, type KeyMode } from './key-mode';
import { NotFoundError, PlanRequiredError, ValidationError } from './errors';
import { isApiPlan, planLimits, planNames, type Plan } from './plans';
import { creditPeriod } from './time-windows';
import type { AccountStore, StoredKey, UserRecord } from '../ports/account-store';
import type { OutboxMail, OwnerNotice } from './records';
import type { Clock } from '../ports/clock';
import type { IdGenerator } from '../ports/id-generator';

// The dashboard's jobs: users, plans, keys and credits. Keys are returned once and stored only as hashes.

const emailSchema = z.email({ error: 'email must be an e-mail address' });
const planSchema = z.enum(planNames, { error: `plan must be one of: ${planNames.join(', ')}` });
const creditsSchema = z.coerce.number({ error: 'monthly must be a whole number' }).int('monthly must be a whole number').min(0, 'monthly must be 0 or more');

function parse<T>(schema: z.ZodType<T>, field: string, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new ValidationError(result.error.issues[0]?.message ?? `${field} is invalid`, { fields: { [field]: result.error.issues[0]?.message ?? 'invalid' } });
  return result.data;
}

export class AccountAdmin {
  constructor(
    private readonly store: AccountStore,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
  ) {}

  async createUser(input: { email: unknown; plan: unknown }) {
    const email = parse(emailSchema, 'email', input.email);
    const plan = parse(planSchema, 'plan', input.plan);
    const now = this.clock.now().toISOString();
    const user: UserRecord = { userId: this.ids.uuid(), email, plan, monthlyCredits: planLimits[plan].monthlyCredits, keys: {}, createdAt: now, updatedAt: now };
    await this.store.createUser(user);
    return { userId: user.userId, email, plan, monthlyCredits: user.monthlyCredits };
  }

  async showUser(userId: string) {
    const user = await this.requireUser(userId);
    const period = creditPeriod(this.clock.now());
    const credits = await this.store.findCredits(userId, period);
    const keys = await this.store.findKeys(Object.values(user.keys));
    return {
      userId: user.userId,
      plan: user.plan,
      email: user.email,
      creditsUsed: credits?.used ?? 0,
      creditsLimit: credits?.limit ?? user.monthlyCredits,
      period,
      monthlyCredits: user.monthlyCredits,
      keys: keys
        .map((key) => ({ keyId: key.keyId, status: key.status, livemode: livemodeOf(key), ...(key.multiRegion && { multiRegion: true }), createdAt: key.createdAt, ...(key.revokedAt && { revokedAt: key.revokedAt }) }))
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
      createdAt: user.createdAt,
    };
  }

  /** A downgrade to Free revokes every key at once; any plan change resets this month's limit to the plan's. */
  async setPlan(userId: string, planInput: unknown) {
    const plan = parse(planSchema, 'plan', planInput);
    const user = await this.requireUser(userId);
    const revoke = !isApiPlan(plan);
    const now = this.clock.now();
    const monthlyCredits = planLimits[plan].monthlyCredits;
    const { liveKeys } = await this.store.changePlan({
      user, plan, monthlyCredits, revoke, period: creditPeriod(now), now: now.toISOString(),
      // The owner hears of a downgrade that revoked keys; the count is of the keys live when the plan was read.
      ...(revoke && { mail: (revokedKeys: number) => this.mail(user.userId, { kind: 'plan_downgraded', plan, revokedKeys }) }),
    });
    return { userId, plan, monthlyCredits, revokedKeys: revoke ? liveKeys : 0 };
  }

  async setMonthlyCredits(userId: string, monthlyInput: unknown) {
    const limit = parse(creditsSchema, 'monthly', monthlyInput);
    await this.requireUser(userId);
    const balance = await this.store.setCreditLimit(userId, creditPeriod(this.clock.now()), limit);
    return { userId, period: balance.period, creditsLimit: balance.limit, creditsUsed: balance.used };
  }

  /**
   * A live key, or with `mode: 'test'` a test-mode key (docs/test-mode.md); `multiRegion`: used from several
   * continents on purpose, so the IP-jump rule leaves it alone (docs/decisions/abuse-rules.md).
   */
  async createKey(userId: string, mode: KeyMode = 'live', options: { readonly multiRegion?: boolean } = {}) {
    const user = await this.requireUser(userId);
    return this.issueKey(user, mode, undefined, options.multiRegion === true);
  }

  /** Marks a key as used from several continents on purpose, or not. */
  async setMultiRegion(keyId: string, multiRegion: boolean) {
    const key = await this.requireKey(keyId);
    await this.store.setMultiRegion(key.keyHash, multiRegion);
    return { keyId, multiRegion };
  }

  async rotateKey(keyId: string) {
    const old = await this.requireKey(keyId);
    const user = await this.requireUser(old.userId);
    // A rotation keeps the key's mode: a test key is replaced by a test key.
    const issued = await this.issueKey(user, livemodeOf(old) ? 'live' : 'test', old, old.multiRegion === true);
    return { ...issued, revokedKeyId: old.keyId };
  }

  async revokeKey(keyId: string) {
    const key = await this.requireKey(keyId);
    await this.store.revokeKey(key.keyHash, this.clock.now().toISOString(), this.mail(key.userId, { kind: 'key_revoked', keyId }));
    return { keyId, status: 'revoked' as const };
  }

  /** A mail to the user about `notice`, queued with the change (sent within a minute by the sendMail function). */
  private mail(userId: string, notice: OwnerNotice): OutboxMail {
    return { mailId: this.ids.uuid(), userId, notice, status: 'queued', createdAt: this.clock.now().toISOString(), attempts: 0 };
  }

  private async issueKey(user: UserRecord, mode: KeyMode, replaces?: StoredKey, multiRegion = false) {
    if (!isApiPlan(user.plan)) throw new PlanRequiredError(`API keys are for the Pro and Premium plans; this user is on ${user.plan}.`);
    const apiKey = generateApiKey(mode);
    const now = this.clock.now().toISOString();
    const key: StoredKey = {
      keyHash: hashApiKey(apiKey),
      keyId: generateKeyId(),
      userId: user.userId,
      status: 'active',
      plan: user.plan,
      monthlyCredits: user.monthlyCredits,
      ...(mode === 'test' && { livemode: false as const }),
      ...(multiRegion && { multiRegion: true }),
      createdAt: now,
    };
    const notice: OwnerNotice = replaces ? { kind: 'key_rotated', keyId: key.keyId, revokedKeyId: replaces.keyId } : { kind: 'key_created', keyId: key.keyId };
    await this.store.addKey({ user, key, now, mail: this.mail(user.userId, notice), ...(replaces && { revokeKeyHash: replaces.keyHash }) });
    return { keyId: key.keyId, apiKey, livemode: mode === 'live', ...(multiRegion && { multiRegion: true }) };
  }

  private async requireUser(userId: string): Promise<UserRecord> {
    const user = await this.store.findUser(userId);
    if (!user) throw new NotFoundError(`No user ${userId}.`);
    return user;
  }

  private async requireKey(keyId: string): Promise<StoredKey> {
    const key = await this.store.findKeyById(keyId);
    if (!key) throw new NotFoundError(`No key ${keyId}.`);
    return key;
  }
}

export type { Plan };
