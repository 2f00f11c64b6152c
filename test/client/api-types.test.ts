import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../lambdas/contract/openapi';
import { apiTypesFile, generateApiTypes } from '../../client/scripts/generate-api-types';
import { errorCodes } from '../../client/src/errors';

/** Every `error.code` enum anywhere in the document. */
function documentedCodes(node: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => documentedCodes(item, found));
  else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      const values = (value as { enum?: unknown }).enum;
      if (key === 'code' && Array.isArray(values)) values.forEach((code) => found.add(String(code)));
      documentedCodes(value, found);
    }
  }
  return found;
}

describe('client/src/generated/api-types.ts is what openapi-typescript makes of the served document', () => {
  it('regenerating gives the same file (run `npm run -w client generate` after changing the document)', async () => {
    expect(await generateApiTypes()).toBe(readFileSync(apiTypesFile, 'utf8'));
  });
});

describe('the client has an error class for every error code the document names', () => {
  it('covers them all', () => {
    const codes = [...documentedCodes(openApiDocument())];
    expect(codes.length).toBeGreaterThan(5);
    expect(codes.filter((code) => !(errorCodes as readonly string[]).includes(code))).toEqual([]);
  });
});
