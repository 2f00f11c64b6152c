import { expect } from 'vitest';
import type { ApiResponse } from '../integration/api-fixture';

// Words that would betray internals in a client-facing body: stacks, SDK and service names, the injected message.
const internals = [
  /\.ts:\d+/,
  /\bat [\w.<>]+ \(/,
  /stack/i,
  /injected by the test/,
  /Exception/,
  /Command\b/,
  /DynamoDB|SQS|\bS3\b|Step ?Functions|StartExecution/,
  /TransactWrite|SendMessage|GetItem|UpdateItem|PutObject/,
  /arn:aws/,
  /127\.0\.0\.1/,
  /-table\b|-jobs\b/,
];

/** The spec's error envelope, exactly: ok false, the request id (also in x-request-id), code and message, no internals. */
export function expectErrorEnvelope(res: ApiResponse, expected: { status: number; code: string; requestId?: string }): void {
  expect(res.status).toBe(expected.status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.body).toMatchObject({ ok: false, requestId: expect.any(String), error: { code: expected.code, message: expect.any(String) } });
  expect(Object.keys(res.body).sort()).toEqual(['error', 'ok', 'requestId']);
  expect(Object.keys(res.body.error).filter((key) => !['code', 'message', 'fields', 'meta'].includes(key))).toEqual([]);
  expect(res.headers.get('x-request-id')).toBe(res.body.requestId);
  if (expected.requestId) expect(res.body.requestId).toBe(expected.requestId);
  const text = JSON.stringify(res.body);
  for (const pattern of internals) expect(text).not.toMatch(pattern);
}

/** 502 EXTERNAL_SERVICE_ERROR: what a client sees for any dependency failure. */
export const expectDependencyFailure = (res: ApiResponse, requestId?: string) =>
  expectErrorEnvelope(res, { status: 502, code: 'EXTERNAL_SERVICE_ERROR', ...(requestId && { requestId }) });
