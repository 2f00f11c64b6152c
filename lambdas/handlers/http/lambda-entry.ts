import type { Context } from 'aws-lambda';
import { parseConfig, type AppConfig } from '../../core/config';
import type { HttpEvent, HttpHandler, HttpResponse } from './http-types';

/** A Lambda entry: the config is parsed once, on the first invocation, and the handler built from it. */
export function lambdaEntry(build: (config: AppConfig) => HttpHandler): (event: HttpEvent, context: Context) => Promise<HttpResponse> {
  let built: HttpHandler | undefined;
  return (event, context) => {
    built ??= build(parseConfig(process.env));
    return built(event, context);
  };
}
