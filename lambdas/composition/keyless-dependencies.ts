// The fallback and the API reference read no key and no table: their own module, so their bundles carry no SDK client.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { jsonLogger } from '../adapters/json-logger';
import type { SwaggerUiFile } from '../contract/bundle-files';
import type { AppConfig } from '../contract/config';
import { openApiDocument } from '../contract/openapi';
import type { ApiReferenceDeps } from '../handlers/http/api-reference-handler';
import type { FallbackDeps } from '../handlers/http/fallback-handler';
import type { Clock } from '../ports/clock';
import type { Logger } from '../ports/logger';

export interface KeylessOverrides {
  readonly clock?: Clock;
  readonly logger?: Logger;
}

export const loggerFor = (config: AppConfig, overrides: KeylessOverrides): Logger => overrides.logger ?? jsonLogger({ stage: config.stage });

export const fallbackDependencies = (config: AppConfig, overrides: KeylessOverrides = {}): FallbackDeps => ({ logger: loggerFor(config, overrides) });

/** Swagger UI's files: beside the bundle once deployed (lib/bundling.ts copies them), in swagger-ui-dist on the sources. */
function readSwaggerUiFile(name: SwaggerUiFile): Promise<Uint8Array> {
  if (process.env.STORYBOOK_FILES_BESIDE_BUNDLE === 'true') return readFile(new URL(`./${name}`, import.meta.url));
  return readFile(createRequire(import.meta.url).resolve(`swagger-ui-dist/${name}`));
}

export const apiReferenceDependencies = (config: AppConfig, overrides: KeylessOverrides = {}): ApiReferenceDeps => ({
  logger: loggerFor(config, overrides),
  document: openApiDocument,
  readAsset: readSwaggerUiFile,
});
