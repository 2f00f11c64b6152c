// The wire format of the Step Functions API (AWS JSON 1.0): POST /, `X-Amz-Target: AWSStepFunctions.<Op>`,
// JSON in and out, timestamps as epoch seconds, errors as `__type` plus the `x-amzn-errortype` header.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readRequestBody } from '../request-body';
import { StepFunctionsError } from './sfn-errors';

export const jsonContentType = 'application/x-amz-json-1.0';
const targetPrefix = 'AWSStepFunctions.';
const maxRequestBytes = 1024 * 1024;
// The namespace AWS puts in front of Step Functions error codes.
const errorNamespace = 'com.amazonaws.swf.service.v2.model';

export interface SfnRequest {
  readonly operation: string;
  readonly body: Record<string, unknown>;
}

export async function readSfnRequest(request: IncomingMessage): Promise<SfnRequest> {
  const target = request.headers['x-amz-target'];
  const read = await readRequestBody(request, maxRequestBytes);
  if (read.kind === 'tooLarge') throw new StepFunctionsError('ValidationException', 'Request too large');
  const text = read.body.toString('utf8');
  if (request.method !== 'POST' || typeof target !== 'string' || !target.startsWith(targetPrefix)) {
    throw new StepFunctionsError('UnknownOperationException', `Unknown operation ${String(target)}`);
  }
  let body: unknown;
  try {
    body = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw new StepFunctionsError('SerializationException', 'The request body is not valid JSON');
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw new StepFunctionsError('SerializationException', 'The request body must be a JSON object');
  }
  return { operation: target.slice(targetPrefix.length), body: body as Record<string, unknown> };
}

/** Dates become epoch seconds, as the JSON protocol encodes timestamps; undefined fields are left out. */
export const epochSeconds = (date: Date | undefined): number | undefined =>
  date === undefined ? undefined : date.getTime() / 1000;

function send(response: ServerResponse, statusCode: number, payload: unknown, headers: Record<string, string> = {}): void {
  if (response.headersSent || response.destroyed) return;
  const body = JSON.stringify(payload);
  response.writeHead(statusCode, {
    'content-type': jsonContentType,
    'content-length': String(Buffer.byteLength(body)),
    'x-amzn-requestid': randomUUID(),
    ...headers,
  });
  response.end(body);
}

export const sendResult = (response: ServerResponse, payload: unknown): void => send(response, 200, payload);

export function sendError(response: ServerResponse, error: unknown): void {
  const known =
    error instanceof StepFunctionsError
      ? error
      : new StepFunctionsError('ValidationException', error instanceof Error ? error.message : String(error), 500);
  const code = known.statusCode >= 500 ? 'InternalFailure' : known.code;
  send(response, known.statusCode, { __type: `${errorNamespace}#${code}`, message: known.message }, { 'x-amzn-errortype': code });
}

/** Reads a required string field, failing the way the service's input validation does. */
export function requiredString(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') {
    throw new StepFunctionsError('ValidationException', `1 validation error detected: Value at '${field}' failed to satisfy constraint: Member must not be null`);
  }
  return value;
}

export function optionalString(body: Record<string, unknown>, field: string): string | undefined {
  const value = body[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new StepFunctionsError('SerializationException', `${field} must be a string`);
  return value;
}
