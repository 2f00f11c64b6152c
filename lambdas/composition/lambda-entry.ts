import type { Context } from 'aws-lambda';
import { parseConfig, type AppConfig } from '../contract/config';
import type { HttpHandler } from '../handlers/http/http-types';
import { withInvocationDeadline } from './invocation-deadline';
import { originLocked } from './origin-lock';

type Handler<E, R> = (event: E, context: Context) => Promise<R>;

/** A Lambda entry: the config is parsed once, on the first invocation, and the handler built from it (once). */
export function lambdaEntry<E, R>(build: (config: AppConfig) => Handler<E, R> | Promise<Handler<E, R>>): Handler<E, R> {
  let built: Promise<Handler<E, R>> | undefined;
  return async (event, context) => {
    built ??= Promise.resolve().then(async () => {
      const config = parseConfig(process.env);
      const handler = await build(config);
      // Only the API's functions get an origin secret (lib/edge-construct.ts), so only HTTP events are checked.
      return config.originSecret ? (originLocked(config.originSecret, handler as unknown as HttpHandler) as unknown as Handler<E, R>) : handler;
    });
    // A build that failed (a bad config) fails this invocation and is tried again on the next one.
    const handler = await built.catch((error: unknown) => {
      built = undefined;
      throw error;
    });
    return withInvocationDeadline(context, () => handler(event, context));
  };
}
