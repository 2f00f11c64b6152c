import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../lambdas/core/canonical-json';

describe('idempotency compares bodies in canonical form', () => {
  it('ignores key order at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(canonicalJson({ a: { c: null, d: [1, { y: 2, z: 1 }] }, b: 1 }));
  });

  it('keeps array order and every value significant', () => {
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
    expect(canonicalJson({ pageCount: 5 })).not.toBe(canonicalJson({ pageCount: '5' }));
    expect(canonicalJson({ a: 'x' })).not.toBe(canonicalJson({ a: 'x', b: null }));
  });
});
