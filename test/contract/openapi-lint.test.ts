import { createConfig, lintFromString } from '@redocly/openapi-core';
import spectralCore from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../lambdas/contract/openapi';

// Third-party tools read /v1/openapi.json as it is served: the linters integrators run must find nothing to say.
const served = JSON.stringify(openApiDocument(), null, 2);

describe("Redocly's recommended ruleset", () => {
  it('finds no error and no warning in the served document', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: served, absoluteRef: 'openapi.json', config });
    expect(problems.map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`)).toEqual([]);
  });
});

describe("Spectral's spectral:oas ruleset", () => {
  it('finds nothing, hints included, in the served document', async () => {
    // The packages are CommonJS; their named exports arrive on the default export under ESM.
    const { Spectral, Document } = spectralCore;
    const spectral = new Spectral();
    spectral.setRuleset(oas as Parameters<typeof spectral.setRuleset>[0]);
    const results = await spectral.run(new Document(served, spectralParsers.Json, 'openapi.json'));
    expect(results.map((result) => `${result.severity} ${String(result.code)}: ${result.message} at ${result.path.join('.')}`)).toEqual([]);
  });
});

describe('every parameter carries an example (contract-test tools such as Dredd need one to call a route)', () => {
  it('path, query and header parameters, inline or shared', () => {
    const document = openApiDocument() as { paths: Record<string, Record<string, { parameters?: Array<Record<string, unknown>> }>>; webhooks: typeof document.paths; components: { parameters: Record<string, Record<string, unknown>> } };
    const missing: string[] = [];
    for (const [path, operations] of [...Object.entries(document.paths), ...Object.entries(document.webhooks)]) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const parameter of operation.parameters ?? []) {
          if ('$ref' in parameter) continue;
          if (parameter.example === undefined) missing.push(`${method} ${path} ${String(parameter.name)}`);
        }
      }
    }
    for (const [name, parameter] of Object.entries(document.components.parameters)) if (parameter.example === undefined) missing.push(`components.parameters.${name}`);
    expect(missing).toEqual([]);
  });
});
