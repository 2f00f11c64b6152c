import { createHash, randomBytes } from 'node:crypto';
import { LIVE_KEY_PREFIX, prefixOf, TEST_KEY_PREFIX, type KeyMode } from './key-mode';

// Key format: `cbk_live_` (or `cbk_test_` for a test-mode key) + 32 random base62 characters + 6-character base62
// checksum of those 32. The checksum lets a mistyped or malformed key be refused without a database read.
export const API_KEY_PREFIX = LIVE_KEY_PREFIX;
const BODY_LENGTH = 32;
const CHECKSUM_LENGTH = 6;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const KEY_PATTERN = new RegExp(`^(?:${LIVE_KEY_PREFIX}|${TEST_KEY_PREFIX})[0-9A-Za-z]{${BODY_LENGTH + CHECKSUM_LENGTH}}$`);
const PREFIX_LENGTH = LIVE_KEY_PREFIX.length;

/** Anything shaped like a key of either mode inside a longer text (an error message, a logged header), for redaction. */
export const API_KEY_IN_TEXT = new RegExp(`(?:${LIVE_KEY_PREFIX}|${TEST_KEY_PREFIX})[0-9A-Za-z]+`, 'g');

function randomBase62(length: number): string {
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // 248 = 62 * 4: rejecting larger bytes keeps every character equally likely.
      if (byte < 248 && out.length < length) out += BASE62[byte % 62];
    }
  }
  return out;
}

function checksumOf(body: string): string {
  let n = createHash('sha256').update(body, 'utf8').digest().readUInt32BE(0);
  let out = '';
  for (let i = 0; i < CHECKSUM_LENGTH; i++) {
    out = BASE62[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out;
}

export function generateApiKey(mode: KeyMode = 'live'): string {
  const body = randomBase62(BODY_LENGTH);
  return `${prefixOf(mode)}${body}${checksumOf(body)}`;
}

export function generateKeyId(): string {
  return `key_${randomBase62(16)}`;
}

/** True when the key has the live or test prefix, the right length and alphabet, and a matching checksum. */
export function isWellFormedApiKey(candidate: string): boolean {
  if (!KEY_PATTERN.test(candidate)) return false;
  const rest = candidate.slice(PREFIX_LENGTH);
  return checksumOf(rest.slice(0, BODY_LENGTH)) === rest.slice(BODY_LENGTH);
}

/** Only this hash is stored; the key itself is shown once. */
export function hashApiKey(apiKey: string): string {
  return createHash('sha256').update(apiKey, 'utf8').digest('hex');
}
