import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { Principal } from '../../core/authenticate';
import type { RateInfo } from '../../core/minute-limit';

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResponse = APIGatewayProxyStructuredResultV2;

/** What a handler returns; the envelope middleware turns it into the spec's response. */
export interface HttpResult {
  readonly statusCode: number;
  readonly data: unknown;
  readonly headers?: Record<string, string>;
}

/** Per-request state the middlewares fill in, in order. */
export interface ApiContext extends Context {
  requestId: string;
  principal?: Principal;
  rate?: RateInfo;
  /** The UTC day's book window, when the response can tell it (a create): the RateLimit fields' `day` entry. */
  dayRate?: RateInfo;
  body?: unknown;
}

export type HttpHandler = (event: HttpEvent, context: Context) => Promise<HttpResponse>;
