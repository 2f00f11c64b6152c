// Files a function reads beside its bundle's index.mjs: lib/bundling.ts puts them there, the code finds them by name.

/** resvg's WebAssembly build, which turns the offline illustrator's SVG into PNG. */
export const RESVG_WASM_FILE = 'resvg.wasm';

/** The IP→country table (lambdas/adapters/geo/ip-country-table.ts), which the API functions locate client addresses with. */
export const IP_COUNTRY_TABLE_FILE = 'ip-country.bin';

/** Swagger UI's assets (from swagger-ui-dist), which the apiReference function serves under /docs/<name>. */
export const SWAGGER_UI_FILES = ['swagger-ui-bundle.js', 'swagger-ui.css'] as const;
export type SwaggerUiFile = (typeof SWAGGER_UI_FILES)[number];

/**
 * The offline provider's writer and illustrator, each bundled on its own: a Bedrock or OpenAI deployment's model
 * steps load them beside their bundle for test-mode books only (docs/test-mode.md).
 */
export const OFFLINE_STORY_MODEL_FILE = 'offline-story-model.mjs';
export const OFFLINE_IMAGE_MODEL_FILE = 'offline-image-model.mjs';
