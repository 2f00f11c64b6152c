// Bundled in place of the SDK's default credential chain (see lib/bundling.ts): in Lambda, and in the local
// runtime, a function's credentials are always in its environment.
export { fromEnv as defaultProvider } from '@aws-sdk/credential-provider-env';
