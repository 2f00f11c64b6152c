import type { Context } from 'aws-lambda';
import { parseConfig, type AppConfig } from '../core/config';

/** A Lambda entry: the config is parsed once, on the first invocation, and the handler built from it. */
export function lambdaEntry<E, R>(build: (config: AppConfig) => (event: E, context: Context) => Promise<R>): (event: E, context: Context) => Promise<R> {
  let built: ((event: E, context: Context) => Promise<R>) | undefined;
  return (event, context) => {
    built ??= build(parseConfig(process.env));
    return built(event, context);
  };
}
