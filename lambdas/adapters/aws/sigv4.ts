// AWS Signature Version 4: signed headers for requests, signed query strings for presigned URLs.
// Each step follows @smithy/signature-v4 (the SDK's signer) so both produce the same bytes; a test compares them.
import { createHash, createHmac } from 'node:crypto';
import type { AwsCredentials } from './credentials';

export interface SignableRequest {
  readonly method: string;
  /** The path as sent on the wire, already percent-encoded. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string>> | undefined;
  /** Must hold `host`, as it will be sent (with `:port` when the port is not the scheme's default). */
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array | undefined;
}

export interface SigningContext {
  readonly credentials: AwsCredentials;
  readonly region: string;
  /** The signing name: `dynamodb`, `sqs`, `s3`, `states`. */
  readonly service: string;
  readonly date?: Date | undefined;
  /** False for S3, which signs the path as sent; other services sign it encoded once more. */
  readonly uriEscapePath?: boolean | undefined;
}

export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
export const CONTENT_SHA256_HEADER = 'x-amz-content-sha256';
/** The longest a presigned URL may live: one week. */
export const MAX_PRESIGNED_SECONDS = 604_800;

const ALGORITHM = 'AWS4-HMAC-SHA256';
// Headers a proxy may add, drop or rewrite: signing them would break the signature on the way (the SDK's list).
const UNSIGNABLE = new Set([
  'authorization', 'cache-control', 'connection', 'expect', 'from', 'keep-alive', 'max-forwards', 'pragma', 'referer',
  'te', 'trailer', 'transfer-encoding', 'upgrade', 'user-agent', 'x-amzn-trace-id',
]);
const GENERATED = new Set(['authorization', 'x-amz-date', 'date']);

export const sha256Hex = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Uint8Array, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 3986 percent-encoding (encodeURIComponent leaves `!'()*` alone; SigV4 and S3 keys want them encoded). */
export const escapeUri = (value: string): string =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** `name=value` pairs sorted by name, each part escaped: the canonical query, and the SDK's URL query format. */
export function queryString(query: Readonly<Record<string, string>>): string {
  return Object.keys(query)
    .map((name) => [escapeUri(name), escapeUri(query[name]!)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

// Deriving a signing key takes four HMACs; one key serves a credential, day, region and service.
const signingKeys = new Map<string, Buffer>();
function signingKey(secret: string, shortDate: string, region: string, service: string): Buffer {
  const id = `${shortDate}\n${region}\n${service}\n${secret}`;
  let key = signingKeys.get(id);
  if (!key) {
    if (signingKeys.size >= 32) signingKeys.clear();
    key = hmac(hmac(hmac(hmac(`AWS4${secret}`, shortDate), region), service), 'aws4_request');
    signingKeys.set(id, key);
  }
  return key;
}

function canonicalPath(path: string, uriEscapePath: boolean): string {
  if (!uriEscapePath) return path;
  const segments: string[] = [];
  for (const segment of path.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  const normalized = `${path.startsWith('/') ? '/' : ''}${segments.join('/')}${segments.length > 0 && path.endsWith('/') ? '/' : ''}`;
  return escapeUri(normalized).replace(/%2F/g, '/');
}

function canonicalHeaders(headers: Readonly<Record<string, string>>): Map<string, string> {
  const canonical = new Map<string, string>();
  for (const name of Object.keys(headers).sort()) {
    const value = headers[name];
    const lower = name.toLowerCase();
    if (value === undefined || value === null || UNSIGNABLE.has(lower) || /^(proxy|sec)-/.test(lower)) continue;
    canonical.set(lower, value.replace(/[\r\n]/g, ' ').replace(/[ \t]+/g, ' ').replace(/^ | $/g, ''));
  }
  return new Map([...canonical].sort(([a], [b]) => (a < b ? -1 : 1)));
}

function headerValue(headers: Readonly<Record<string, string>>, wanted: string): string | undefined {
  for (const name of Object.keys(headers)) if (name.toLowerCase() === wanted) return headers[name];
  return undefined;
}

const payloadHash = (request: SignableRequest): string =>
  headerValue(request.headers, CONTENT_SHA256_HEADER) ?? sha256Hex(request.body ?? '');

interface Stamp {
  readonly longDate: string;
  readonly shortDate: string;
  readonly scope: string;
}

function stampFor(context: SigningContext): Stamp {
  const longDate = (context.date ?? new Date()).toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');
  const shortDate = longDate.slice(0, 8);
  return { longDate, shortDate, scope: `${shortDate}/${context.region}/${context.service}/aws4_request` };
}

function signature(context: SigningContext, stamp: Stamp, request: SignableRequest, headers: Map<string, string>, payload: string): string {
  const canonicalRequest = [
    request.method,
    canonicalPath(request.path, context.uriEscapePath ?? true),
    queryString(Object.fromEntries(Object.entries(request.query ?? {}).filter(([name]) => name.toLowerCase() !== 'x-amz-signature'))),
    ...[...headers].map(([name, value]) => `${name}:${value}`),
    '',
    [...headers.keys()].join(';'),
    payload,
  ].join('\n');
  const stringToSign = `${ALGORITHM}\n${stamp.longDate}\n${stamp.scope}\n${sha256Hex(canonicalRequest)}`;
  const key = signingKey(context.credentials.secretAccessKey, stamp.shortDate, context.region, context.service);
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

const withoutGenerated = (headers: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !GENERATED.has(name.toLowerCase())));

/**
 * The request's headers with `x-amz-date`, `x-amz-security-token`, `x-amz-content-sha256` (the payload's hash,
 * unless the request names one, e.g. UNSIGNED-PAYLOAD) and `authorization` added.
 */
export function signRequest(request: SignableRequest, context: SigningContext): Record<string, string> {
  const stamp = stampFor(context);
  const { accessKeyId, sessionToken } = context.credentials;
  const headers = withoutGenerated(request.headers);
  headers['x-amz-date'] = stamp.longDate;
  if (sessionToken) headers['x-amz-security-token'] = sessionToken;
  const payload = payloadHash({ ...request, headers });
  if (headerValue(headers, CONTENT_SHA256_HEADER) === undefined) headers[CONTENT_SHA256_HEADER] = payload;
  const canonical = canonicalHeaders(headers);
  const signed = signature(context, stamp, { ...request, headers }, canonical, payload);
  headers.authorization = `${ALGORITHM} Credential=${accessKeyId}/${stamp.scope}, SignedHeaders=${[...canonical.keys()].join(';')}, Signature=${signed}`;
  return headers;
}

/** A presigned URL asked to live longer than SigV4 allows. */
export class PresignExpiryError extends Error {
  static readonly errorName = 'PresignExpiryError';
  override readonly name = PresignExpiryError.errorName;
}

/**
 * The query of a presigned URL: the request's own query, its `x-amz-*` headers moved into it, and the
 * `X-Amz-*` signing parameters. The remaining headers (at least `host`) are the signed ones.
 */
export function presignRequest(request: SignableRequest, context: SigningContext, expiresInSeconds: number): Record<string, string> {
  if (expiresInSeconds > MAX_PRESIGNED_SECONDS) {
    throw new PresignExpiryError(`A presigned URL can be valid for at most ${MAX_PRESIGNED_SECONDS} seconds (one week).`);
  }
  const stamp = stampFor(context);
  const { accessKeyId, sessionToken } = context.credentials;
  const headers = withoutGenerated(request.headers);
  const query: Record<string, string> = { ...request.query };
  for (const name of Object.keys(headers)) {
    if (name.toLowerCase().startsWith('x-amz-')) {
      query[name] = headers[name]!;
      delete headers[name];
    }
  }
  if (sessionToken) query['X-Amz-Security-Token'] = sessionToken;
  query['X-Amz-Algorithm'] = ALGORITHM;
  query['X-Amz-Credential'] = `${accessKeyId}/${stamp.scope}`;
  query['X-Amz-Date'] = stamp.longDate;
  query['X-Amz-Expires'] = String(expiresInSeconds);
  const canonical = canonicalHeaders(headers);
  query['X-Amz-SignedHeaders'] = [...canonical.keys()].join(';');
  query['X-Amz-Signature'] = signature(context, stamp, { ...request, headers, query }, canonical, payloadHash(request));
  return query;
}
