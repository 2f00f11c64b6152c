import type { Context } from 'aws-lambda';
import type { LogFields, Logger } from '../../ports/logger';
import type { HttpEvent, HttpHandler } from './http-types';

/** Each request in its own log context: the envelope adds the request id, `fieldsOf` what the route knows (a book id). */
export function withRequestLogContext(logger: Logger, handler: HttpHandler, fieldsOf: (event: HttpEvent) => LogFields = () => ({})): HttpHandler {
  return (event, context: Context) =>
    logger.withContext({ ...(context?.awsRequestId && { lambdaRequestId: context.awsRequestId }), ...fieldsOf(event) }, () => handler(event, context));
}
