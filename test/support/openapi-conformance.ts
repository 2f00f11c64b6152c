// Holds a response to the OpenAPI document (lambdas/contract/openapi.ts): its status documented for the operation,
// its documented headers present and valid, its body valid against the response's schema (JSON Schema 2020-12).
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { openApiDocument } from '../../lambdas/contract/openapi';
import { safeDecode } from '../../local/http-routing';

type Json = { [key: string]: any };

export interface ResponseToCheck {
  readonly method: string;
  /** A concrete path (`/v1/stories/3f…`, a query string allowed) or a template (`/v1/stories/{id}`). */
  readonly path: string;
  readonly status: number;
  readonly headers: Headers | Readonly<Record<string, string | undefined>>;
  /** The parsed JSON body, or the text when it is not JSON. */
  readonly body: unknown;
}

export class OpenApiConformanceError extends Error {
  override readonly name = 'OpenApiConformanceError';
  constructor(readonly response: Pick<ResponseToCheck, 'method' | 'path' | 'status'>, readonly problems: readonly string[]) {
    super(`${response.method} ${response.path} → ${response.status} does not conform to the OpenAPI document:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const DOCUMENT_ID = 'https://storybook.invalid/openapi.json';
const escapePointer = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

// ajv-formats is CommonJS: its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => Ajv2020;

export class OpenApiConformance {
  private readonly ajv: Ajv2020;
  private readonly validators = new Map<string, ValidateFunction>();
  private readonly templates: ReadonlyArray<{ template: string; pattern: RegExp }>;

  constructor(readonly document: Json = openApiDocument()) {
    // strict off: the document's OpenAPI keywords (paths, info, example…) sit around the schemas.
    this.ajv = addFormats(new Ajv2020({ strict: false, allErrors: true, validateSchema: false }));
    this.ajv.addSchema({ ...document, $id: DOCUMENT_ID });
    this.templates = Object.keys(document.paths).map((template) => ({
      template,
      pattern: new RegExp(`^${template.split('/').map((segment) => (/^\{[^}]+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/')}$`),
    }));
  }

  /** Every way the response departs from the document; empty when it conforms. */
  problems(response: ResponseToCheck): string[] {
    const method = response.method.toLowerCase();
    const path = response.path.split('?')[0]!;
    const template = this.templateOf(path);
    const pathItem = template === undefined ? undefined : this.document.paths[template];
    const operation = pathItem?.[method];
    let responses: Json;
    let pointer: string;
    if (operation) {
      responses = operation.responses;
      pointer = `/paths/${escapePointer(template!)}/${method}/responses`;
    } else {
      // No operation: the fallback's answers. A path the API has (percent-decoded, as the fallback reads it) with
      // another method takes only 405; any other request (an unknown path, or a route's own method that reached the
      // fallback through a percent-encoded literal) only 404.
      const decoded = this.templateOf(safeDecode(path));
      const expected = decoded !== undefined && !this.document.paths[decoded][method] ? 405 : 404;
      if (response.status !== expected) return [`no operation ${method.toUpperCase()} ${template ?? path}: expected ${expected}, got ${response.status}`];
      responses = this.document['x-unmatched-requests'].responses;
      pointer = '/x-unmatched-requests/responses';
    }
    const statusKey = [String(response.status), `${String(response.status)[0]}XX`, 'default'].find((key) => responses[key] !== undefined);
    if (statusKey === undefined) {
      return [`status ${response.status} is not documented for ${method.toUpperCase()} ${template}; documented: ${Object.keys(responses).join(', ')}`];
    }
    const documented = this.resolve(responses[statusKey]);
    return [...this.headerProblems(documented, response), ...this.bodyProblems(documented, response, `${pointer}/${escapePointer(statusKey)}`)];
  }

  /** Throws an {@link OpenApiConformanceError} listing every problem. */
  assert(response: ResponseToCheck): void {
    const problems = this.problems(response);
    if (problems.length > 0) throw new OpenApiConformanceError(response, problems);
  }

  private templateOf(path: string): string | undefined {
    return this.document.paths[path] ? path : this.templates.find(({ pattern }) => pattern.test(path))?.template;
  }

  private resolve(value: Json): Json {
    if (typeof value?.$ref !== 'string') return value;
    return this.resolve(value.$ref.slice(2).split('/').reduce((node: Json, key: string) => node[key.replace(/~1/g, '/').replace(/~0/g, '~')], this.document));
  }

  private headerProblems(documented: Json, response: ResponseToCheck): string[] {
    const problems: string[] = [];
    const get = (name: string) => (response.headers instanceof Headers ? response.headers.get(name) ?? undefined : Object.entries(response.headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1]);
    for (const [name, reference] of Object.entries<Json>(documented.headers ?? {})) {
      const header = this.resolve(reference);
      const value = get(name);
      if (value === undefined) {
        if (header.required) problems.push(`header ${name} is required but missing`);
        continue;
      }
      const schema = header.schema ?? {};
      // Header values are text: an integer header must be the digits of one.
      const typed = (schema.type === 'integer' || schema.type === 'number') && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
      const validate = this.validatorFor(`header:${JSON.stringify(schema)}`, () => this.ajv.compile(schema));
      if (!validate(typed)) problems.push(`header ${name}: ${JSON.stringify(value)} ${this.ajv.errorsText(validate.errors, { dataVar: 'value', separator: '; ' })}`);
    }
    return problems;
  }

  private bodyProblems(documented: Json, response: ResponseToCheck, pointer: string): string[] {
    const content: Json | undefined = documented.content;
    if (!content) return [];
    const contentType = response.headers instanceof Headers ? response.headers.get('content-type') : response.headers['content-type'];
    const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
    if (response.method.toUpperCase() === 'HEAD') return [];
    if (!content[mediaType]) return [`content-type ${JSON.stringify(contentType)} is not documented; documented: ${Object.keys(content).join(', ')}`];
    const isJson = mediaType === 'application/json';
    if (isJson && typeof response.body === 'string') return [`body is not JSON: ${JSON.stringify(response.body.slice(0, 200))}`];
    if (!content[mediaType].schema) return [];
    const ref = `${DOCUMENT_ID}#${pointer}/content/${escapePointer(mediaType)}/schema`;
    const validate = this.validatorFor(ref, () => this.ajv.compile({ $ref: ref }));
    if (validate(response.body)) return [];
    return (validate.errors ?? []).map((error) => `body${error.instancePath || ''} ${error.message ?? 'is invalid'}${error.params && Object.keys(error.params).length ? ` ${JSON.stringify(error.params)}` : ''}`);
  }

  private validatorFor(key: string, compile: () => ValidateFunction): ValidateFunction {
    let validate = this.validators.get(key);
    if (!validate) {
      validate = compile();
      this.validators.set(key, validate);
    }
    return validate;
  }
}

let shared: OpenApiConformance | undefined;

/** The checker for the service's own document, built once per test file. */
export function openApiConformance(): OpenApiConformance {
  shared ??= new OpenApiConformance();
  return shared;
}

/** Throws when the response departs from the document (see {@link OpenApiConformance.problems}). */
export function assertConformsToOpenApi(response: ResponseToCheck): void {
  openApiConformance().assert(response);
}

/** The same check on a fetch Response (read from a clone, so the caller can still read the body). */
export async function assertFetchResponseConforms(method: string, response: Response): Promise<void> {
  const text = await response.clone().text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: checked as text.
  }
  assertConformsToOpenApi({ method, path: new URL(response.url).pathname, status: response.status, headers: response.headers, body });
}
