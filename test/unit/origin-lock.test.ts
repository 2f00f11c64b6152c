import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { originLocked, viewerAddressOf } from '../../lambdas/composition/origin-lock';
import { originVerifyHeader, viewerAddressHeader } from '../../lambdas/contract/edge';
import type { HttpEvent, HttpResponse } from '../../lambdas/handlers/http/http-types';

const secret = 'a'.repeat(48);
const event = (headers: Record<string, string>): HttpEvent =>
  ({ headers, rawPath: '/v1/health', requestContext: { http: { method: 'GET', path: '/v1/health', sourceIp: '130.176.1.1' } } }) as unknown as HttpEvent;

function locked() {
  const seen: HttpEvent[] = [];
  const handler = originLocked(secret, async (e) => {
    seen.push(e);
    return { statusCode: 200, body: '{}' };
  });
  return { seen, call: (headers: Record<string, string>) => handler(event(headers), {} as Context) as Promise<HttpResponse> };
}

describe('origin lock: a request without the origin secret reaches no handler', () => {
  it.each([
    ['no header', {}],
    ['a wrong secret', { [originVerifyHeader]: 'b'.repeat(48) }],
    ['a prefix of the secret', { [originVerifyHeader]: secret.slice(0, 47) }],
  ])('%s: 404 in the error envelope', async (_name, headers) => {
    const { seen, call } = locked();
    const response = await call({ ...headers, 'x-request-id': 'probe-1' });
    expect(seen).toEqual([]);
    expect(response.statusCode).toBe(404);
    expect(response.headers?.['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(response.body as string)).toEqual({ requestId: 'probe-1', ok: false, error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });
});

describe('origin lock: a forwarded request', () => {
  it('reaches the handler without the secret header, from the viewer address', async () => {
    const { seen, call } = locked();
    const response = await call({ [originVerifyHeader]: secret, [viewerAddressHeader]: '203.0.113.7:51234', 'x-api-key': 'k' });
    expect(response.statusCode).toBe(200);
    expect(seen[0]?.headers).toEqual({ [viewerAddressHeader]: '203.0.113.7:51234', 'x-api-key': 'k' });
    expect(seen[0]?.requestContext.http.sourceIp).toBe('203.0.113.7');
  });

  it('keeps the connection address when CloudFront sent no viewer address', async () => {
    const { seen, call } = locked();
    await call({ [originVerifyHeader]: secret });
    expect(seen[0]?.requestContext.http.sourceIp).toBe('130.176.1.1');
  });
});

describe('viewer address: CloudFront-Viewer-Address without its port', () => {
  it.each([
    ['198.51.100.10:46532', '198.51.100.10'],
    ['2001:db8:85a3::8a2e:370:7334:46532', '2001:db8:85a3::8a2e:370:7334'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (value, address) => {
    expect(viewerAddressOf(value)).toBe(address);
  });
});
