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

describe('a body nested 20,000 deep is hashed, not a stack overflow', () => {
  it('gives the same text as a plain serialisation for deep arrays and objects', () => {
    const depth = 20_000;
    let arrays: unknown = 1;
    for (let i = 0; i < depth; i++) arrays = [arrays];
    const text = canonicalJson({ b: 2, a: arrays });
    expect(text).toBe(`{"a":${'['.repeat(depth)}1${']'.repeat(depth)},"b":2}`);
    let objects: unknown = 'x';
    for (let i = 0; i < depth; i++) objects = { z: objects, y: i % 3 };
    expect(canonicalJson(objects).length).toBeGreaterThan(depth * 10);
  });

  it('matches JSON.stringify wherever keys are already sorted (undefined, never in a parsed body, stays null)', () => {
    const value = { a: [1, 'two', null, true, { b: [], c: {} }], d: { e: -1.5 } };
    expect(canonicalJson(value)).toBe(JSON.stringify(value));
    expect(canonicalJson({ a: undefined, b: [undefined] })).toBe('{"a":null,"b":[null]}');
  });
});
