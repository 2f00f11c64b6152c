import type { LocalEndpoints } from '../../local/local-aws';

// What the global setup hands every test file through vitest's provide/inject.
declare module 'vitest' {
  export interface ProvidedContext {
    localEndpoints: LocalEndpoints;
  }
}

export {};
