import { createHash } from 'node:crypto';
import { GetObjectCommand as SdkGetObjectCommand, S3Client as SdkS3Client } from '@aws-sdk/client-s3';
import { getSignedUrl as sdkGetSignedUrl } from '@aws-sdk/s3-request-presigner';
import { SignatureV4 } from '@smithy/signature-v4';
import { describe, expect, it } from 'vitest';
import { getSignedUrl } from '../../lambdas/adapters/aws/presign';
import { GetObjectCommand, S3Client } from '../../lambdas/adapters/aws/s3-client';
import { presignRequest, signRequest, type SignableRequest } from '../../lambdas/adapters/aws/sigv4';
import { Sha256 } from '../support/sdk-signer-hash';


const date = new Date('2026-11-21T10:00:05.123Z');
const keys = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };
const temporary = { ...keys, sessionToken: 'IQoJb3JpZ2luX2VjEJr//////////wEaCXVzLWVhc3QtMSJHMEUCIQ+token/with=odd+chars' };

function smithySigner(service: string, credentials: typeof keys, uriEscapePath = true) {
  return new SignatureV4({ service, region: 'eu-west-1', credentials, sha256: Sha256, uriEscapePath });
}

// What the SDK's HttpRequest carries: hostname and port apart, the path already encoded.
function smithyRequest(request: SignableRequest, hostname: string, port?: number) {
  return { protocol: 'https:', hostname, port, method: request.method, path: request.path, query: { ...request.query }, headers: { ...request.headers }, body: request.body };
}

const binary = Buffer.from(Array.from({ length: 1024 }, (_, i) => (i * 7) % 256));

const headerCases: Array<{ title: string; service: string; credentials: typeof keys; uriEscapePath: boolean; request: SignableRequest; hostname: string; port?: number }> = [
  {
    title: 'a DynamoDB JSON POST with its target header',
    service: 'dynamodb',
    credentials: keys,
    uriEscapePath: true,
    hostname: 'dynamodb.eu-west-1.amazonaws.com',
    request: {
      method: 'POST',
      path: '/',
      headers: {
        host: 'dynamodb.eu-west-1.amazonaws.com',
        'content-type': 'application/x-amz-json-1.0',
        'x-amz-target': 'DynamoDB_20120810.TransactWriteItems',
        'content-length': '27',
      },
      body: '{"TransactItems":[{"a":1}]}',
    },
  },
  {
    title: 'an SQS JSON POST with a session token, a port, odd header spacing and unsignable headers',
    service: 'sqs',
    credentials: temporary,
    uriEscapePath: true,
    hostname: '127.0.0.1',
    port: 9324,
    request: {
      method: 'POST',
      path: '/',
      headers: {
        host: '127.0.0.1:9324',
        'Content-Type': 'application/x-amz-json-1.0',
        'X-Amz-Target': 'AmazonSQS.SendMessage',
        'x-amzn-query-mode': 'true',
        'x-custom': '  two   spaces\tand tab  ',
        'user-agent': 'not signed',
        'cache-control': 'no-cache',
      },
      body: JSON.stringify({ QueueUrl: 'http://127.0.0.1:9324/000000000000/q', MessageBody: 'ünïcödé ✓' }),
    },
  },
  {
    title: 'an S3 PUT with a binary body and a key with spaces and unicode (path signed as sent)',
    service: 's3',
    credentials: temporary,
    uriEscapePath: false,
    hostname: '127.0.0.1',
    port: 4569,
    request: {
      method: 'PUT',
      path: '/my-bucket/books/a%20b/%C3%BC%20%C3%A9%2Bx~y%21%2A%27%28%29/p%C3%A4ge%2001.png',
      query: { 'x-id': 'PutObject' },
      headers: { host: '127.0.0.1:4569', 'content-type': 'image/png', 'content-length': String(binary.length), 'x-amz-meta-title': 'Pip' },
      body: binary,
    },
  },
  {
    title: 'an S3 GET whose payload is declared unsigned',
    service: 's3',
    credentials: keys,
    uriEscapePath: false,
    hostname: 'my-bucket.s3.eu-west-1.amazonaws.com',
    request: {
      method: 'GET',
      path: '/pages/01.png',
      query: { 'x-id': 'GetObject', versionId: 'v 1/2' },
      headers: { host: 'my-bucket.s3.eu-west-1.amazonaws.com', 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD', range: 'bytes=0-9' },
    },
  },
  {
    title: 'a path that the canonical form normalizes and encodes twice (non-S3 services)',
    service: 'states',
    credentials: keys,
    uriEscapePath: true,
    hostname: 'states.eu-west-1.amazonaws.com',
    request: { method: 'POST', path: '/a%20b/./c/../d/', headers: { host: 'states.eu-west-1.amazonaws.com' }, body: '{}' },
  },
];

describe('SigV4 header signing is byte-equal to @smithy/signature-v4', () => {
  it.each(headerCases)('$title', async ({ service, credentials, uriEscapePath, request, hostname, port }) => {
    const mine = signRequest(request, { credentials, region: 'eu-west-1', service, date, uriEscapePath });
    const theirs = await smithySigner(service, credentials, uriEscapePath).sign(smithyRequest(request, hostname, port), { signingDate: date });
    expect(mine.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20261121\/eu-west-1\/[a-z0-9]+\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/);
    expect(mine).toEqual(theirs.headers);
  });

  it('signs the session token (x-amz-security-token) and the payload hash (x-amz-content-sha256)', () => {
    const request = headerCases[2]!.request;
    const signed = signRequest(request, { credentials: temporary, region: 'eu-west-1', service: 's3', date, uriEscapePath: false });
    expect(signed['x-amz-security-token']).toBe(temporary.sessionToken);
    expect(signed['x-amz-content-sha256']).toBe(createHash('sha256').update(binary).digest('hex'));
    expect(signed.authorization).toContain('SignedHeaders=content-length;content-type;host;x-amz-content-sha256;x-amz-date;x-amz-meta-title;x-amz-security-token,');
  });
});

describe('SigV4 query presigning is byte-equal to @smithy/signature-v4', () => {
  it('presigns an S3 GET with a session token and UNSIGNED-PAYLOAD, the x-amz-* headers hoisted into the query', async () => {
    const request: SignableRequest = {
      method: 'GET',
      path: '/my-bucket/books/a%20b/%C3%BC%20%C3%A9/cover.png',
      query: { 'x-id': 'GetObject' },
      headers: { host: '127.0.0.1:4569', 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD', 'x-amz-checksum-mode': 'ENABLED' },
    };
    const mine = presignRequest(request, { credentials: temporary, region: 'eu-west-1', service: 's3', date, uriEscapePath: false }, 900);
    const theirs = await smithySigner('s3', temporary, false).presign(smithyRequest(request, '127.0.0.1', 4569), { signingDate: date, expiresIn: 900 });
    expect(mine).toEqual(theirs.query);
    expect(mine).toMatchObject({ 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD', 'X-Amz-Security-Token': temporary.sessionToken, 'X-Amz-SignedHeaders': 'host' });
  });

  it('refuses an expiry beyond one week, as SigV4 does', () => {
    const request: SignableRequest = { method: 'GET', path: '/b/k', headers: { host: 'h' } };
    expect(() => presignRequest(request, { credentials: keys, region: 'eu-west-1', service: 's3' }, 604_801)).toThrow(
      expect.objectContaining({ name: 'PresignExpiryError' }),
    );
  });
});

describe('presigned URLs are the same string as @aws-sdk/s3-request-presigner getSignedUrl', () => {
  const awkwardKey = "books/a b/ü é+x~y!*'()/página 01.png";
  const cases = [
    { title: 'AWS, virtual-hosted, session token', config: { region: 'us-east-1' }, credentials: temporary },
    { title: 'a local endpoint, path-style', config: { region: 'eu-west-1', endpoint: 'http://127.0.0.1:4569', forcePathStyle: true }, credentials: keys },
    { title: 'AWS, a bucket with dots (path-style over https)', config: { region: 'eu-west-1' }, credentials: keys, bucket: 'my.dotted.bucket' },
  ];
  it.each(cases)('$title', async ({ config, credentials, bucket = 'my-bucket' }) => {
    const sdk = new SdkS3Client({ ...config, credentials });
    const mine = new S3Client({ ...config, credentials });
    const input = { Bucket: bucket, Key: awkwardKey };
    const expected = await sdkGetSignedUrl(sdk, new SdkGetObjectCommand(input), { expiresIn: 600, signingDate: date });
    const actual = await getSignedUrl(mine, new GetObjectCommand(input), { expiresIn: 600, signingDate: date });
    sdk.destroy();
    expect(actual).toBe(expected);
  });
});
