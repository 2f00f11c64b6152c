// Files a function reads beside its bundle's index.mjs: lib/bundling.ts puts them there, the code finds them by name.

/** resvg's WebAssembly build, which turns the offline illustrator's SVG into PNG. */
export const RESVG_WASM_FILE = 'resvg.wasm';

/** The IP→country table (lambdas/adapters/geo/ip-country-table.ts), which the API functions locate client addresses with. */
export const IP_COUNTRY_TABLE_FILE = 'ip-country.bin';
