import { describe, expect, it } from 'vitest';
import { API_KEY_PREFIX, generateApiKey, generateKeyId, hashApiKey, isWellFormedApiKey } from '../../lambdas/core/api-key';

describe('API keys: live prefix, base62 body, checksum tail', () => {
  it('generates keys with the cbk_live_ prefix and 38 base62 characters', () => {
    const key = generateApiKey();
    expect(key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(key.slice(API_KEY_PREFIX.length)).toMatch(/^[0-9A-Za-z]{38}$/);
    expect(isWellFormedApiKey(key)).toBe(true);
  });

  it('never repeats a key or a key id', () => {
    const keys = new Set(Array.from({ length: 500 }, generateApiKey));
    const ids = new Set(Array.from({ length: 500 }, generateKeyId));
    expect(keys.size).toBe(500);
    expect(ids.size).toBe(500);
  });

  it('refuses a key with one character changed (checksum), without a database', () => {
    const key = generateApiKey();
    const i = API_KEY_PREFIX.length + 5;
    const typo = key.slice(0, i) + (key[i] === 'a' ? 'b' : 'a') + key.slice(i + 1);
    expect(isWellFormedApiKey(typo)).toBe(false);
  });

  it('refuses other prefixes, lengths and alphabets', () => {
    const key = generateApiKey();
    // cbk_test_ is the test-mode prefix (docs/test-mode.md); any other is refused.
    expect(isWellFormedApiKey(key.replace('cbk_live_', 'cbk_prod_'))).toBe(false);
    expect(isWellFormedApiKey(key.slice(0, -1))).toBe(false);
    expect(isWellFormedApiKey(`${key}x`)).toBe(false);
    expect(isWellFormedApiKey(`${key.slice(0, -2)}-_`)).toBe(false);
    expect(isWellFormedApiKey('')).toBe(false);
  });

  it('stores only the SHA-256 of a key', () => {
    expect(hashApiKey('cbk_live_abc')).toBe(hashApiKey('cbk_live_abc'));
    expect(hashApiKey('cbk_live_abc')).not.toBe(hashApiKey('cbk_live_abd'));
    expect(hashApiKey(generateApiKey())).toMatch(/^[0-9a-f]{64}$/);
  });
});
