import { hashApiKey, isWellFormedApiKey } from './api-key';
import { keyModeOf, LIVE_KEY_PREFIX, TEST_KEY_PREFIX } from './key-mode';
import { InvalidApiKeyError, MissingApiKeyError, PlanRequiredError } from './errors';
import { isApiPlan, planLimits, type Plan, type PlanLimits } from './plans';
import type { KeyStore } from '../ports/key-store';
import type { ApiKeyRecord } from './records';

export interface Principal {
  readonly userId: string;
  readonly keyId: string;
  readonly keyHash: string;
  readonly plan: Plan;
  readonly limits: PlanLimits;
  readonly monthlyCredits: number;
  /** False for a test-mode key (`cbk_test_`): its books are made offline, free, and seen by test keys only. Absent: live. */
  readonly livemode?: boolean;
  /** What the abuse rules last saw of the key (records.ts). */
  readonly seen?: ApiKeyRecord['seen'];
  readonly limited?: ApiKeyRecord['limited'];
  readonly travel?: ApiKeyRecord['travel'];
  readonly multiRegion?: boolean;
  readonly warnedAt?: ApiKeyRecord['warnedAt'];
}

export interface CredentialHeaders {
  readonly xApiKey?: string | undefined;
  readonly authorization?: string | undefined;
}

/** `x-api-key` wins over `Authorization: Bearer`; anything else carries no key. */
export function extractApiKey(headers: CredentialHeaders): string {
  const direct = headers.xApiKey?.trim();
  if (direct) return direct;
  const authorization = headers.authorization?.trim();
  if (!authorization) throw new MissingApiKeyError('An API key is required: send it in the x-api-key header.');
  const match = /^bearer\s+(.+)$/i.exec(authorization);
  if (!match?.[1]) {
    throw new MissingApiKeyError('The Authorization header must be "Bearer <API_KEY>"; or send the key in x-api-key.');
  }
  const token = match[1].trim();
  if (keyModeOf(token) === undefined) {
    throw new InvalidApiKeyError(`The bearer token is not an API key (keys start with ${LIVE_KEY_PREFIX} or ${TEST_KEY_PREFIX}).`);
  }
  return token;
}

/** The key the request presents; a missing, mistyped or malformed one is refused here, without a database read. */
export function presentedApiKey(headers: CredentialHeaders): string {
  const apiKey = extractApiKey(headers);
  // The checksum refuses mistyped keys without touching the database.
  if (!isWellFormedApiKey(apiKey)) {
    const prefixed = apiKey.startsWith(LIVE_KEY_PREFIX) || apiKey.startsWith(TEST_KEY_PREFIX);
    throw new InvalidApiKeyError(
      prefixed
        ? 'The API key is malformed: copy it whole, as it was shown when it was made.'
        : `The API key is malformed: keys start with ${LIVE_KEY_PREFIX} or ${TEST_KEY_PREFIX}.`,
    );
  }
  return apiKey;
}

export async function authenticate(keys: KeyStore, headers: CredentialHeaders): Promise<Principal> {
  return principalFor(keys, presentedApiKey(headers));
}

/** The owner of a well-formed key, if the key is active and its plan includes the API. */
export async function principalFor(keys: KeyStore, apiKey: string): Promise<Principal> {
  const record = await keys.findKey(hashApiKey(apiKey));
  // Revocation first: a revoked key is refused alike whatever happened to its account, and says nothing about it.
  if (!record || record.status !== 'active') throw new InvalidApiKeyError('The API key is not valid (unknown or revoked).');
  if (!isApiPlan(record.plan)) {
    throw new PlanRequiredError('The API is available on the Pro and Premium plans.', { meta: { plan: record.plan } });
  }
  return {
    userId: record.userId,
    keyId: record.keyId,
    keyHash: record.keyHash,
    plan: record.plan,
    limits: planLimits[record.plan],
    monthlyCredits: record.monthlyCredits,
    livemode: keyModeOf(apiKey) !== 'test',
    ...(record.seen && { seen: record.seen }),
    ...(record.limited && { limited: record.limited }),
    ...(record.travel && { travel: record.travel }),
    ...(record.multiRegion && { multiRegion: true }),
    ...(record.warnedAt && { warnedAt: record.warnedAt }),
  };
}
