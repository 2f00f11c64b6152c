// PutObject, GetObject and presigned GETs against the local S3 server (s3rver), beside @aws-sdk/client-s3.
import { GetObjectCommand as SdkGetObjectCommand, NoSuchKey as SdkNoSuchKey, PutObjectCommand as SdkPutObjectCommand, S3Client as SdkS3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getSignedUrl } from '../../lambdas/adapters/aws/presign';
import { GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from '../../lambdas/adapters/aws/s3-client';
import { localClientConfigs } from '../../local/local-aws';
import { createTestResources, type TestResources } from '../support/test-resources';

let resources: TestResources;
let s3: S3Client;
let reference: SdkS3Client;

beforeAll(async () => {
  resources = await createTestResources('aws-client-s3');
  // As the app builds it for the local stack: endpoint, path-style, credentials from the environment.
  s3 = new S3Client({ region: resources.env.AWS_REGION, endpoint: resources.endpoints.s3, forcePathStyle: true });
  reference = new SdkS3Client(localClientConfigs(resources.endpoints).s3);
});

afterAll(() => {
  s3.destroy();
  reference.destroy();
});

// Every byte value, so any re-encoding would show.
const binary = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256));
const unicodeKey = "books/a b/ü é+x~y!*'()/página 01.png";

describe('S3 PutObject and GetObject round-trip bytes, properties and awkward keys', () => {
  it('a binary body under a key with spaces and unicode comes back byte for byte, with its properties', async () => {
    const put = await s3.send(
      new PutObjectCommand({ Bucket: resources.bucketName, Key: unicodeKey, Body: binary, ContentType: 'image/png', CacheControl: 'max-age=60', Metadata: { title: 'pip' } }),
    );
    expect(put.ETag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(put.$metadata).toMatchObject({ httpStatusCode: 200, attempts: 1 });
    const object = await s3.send(new GetObjectCommand({ Bucket: resources.bucketName, Key: unicodeKey }));
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(binary);
    expect(object).toMatchObject({ ContentType: 'image/png', ContentLength: binary.length, ETag: put.ETag, CacheControl: 'max-age=60', Metadata: { title: 'pip' } });
    expect(object.LastModified).toBeInstanceOf(Date);
  });

  it('what one client writes the SDK reads, and the other way round (same addressing and key encoding)', async () => {
    await s3.send(new PutObjectCommand({ Bucket: resources.bucketName, Key: `${unicodeKey}.json`, Body: '{"title":"Pip ✓"}', ContentType: 'application/json' }));
    const theirs = await reference.send(new SdkGetObjectCommand({ Bucket: resources.bucketName, Key: `${unicodeKey}.json` }));
    expect(await theirs.Body!.transformToString()).toBe('{"title":"Pip ✓"}');
    await reference.send(new SdkPutObjectCommand({ Bucket: resources.bucketName, Key: `${unicodeKey}.sdk`, Body: binary }));
    const mine = await s3.send(new GetObjectCommand({ Bucket: resources.bucketName, Key: `${unicodeKey}.sdk` }));
    expect(Buffer.from(await mine.Body!.transformToByteArray())).toEqual(binary);
  });

  it('Body.transformToString reads text as the asset store does (JSON.parse of the plan)', async () => {
    const plan = { title: 'Pip wants to fly', pages: [1, 2, 3] };
    await s3.send(new PutObjectCommand({ Bucket: resources.bucketName, Key: 'books/b-1/plan.json', Body: JSON.stringify(plan), ContentType: 'application/json' }));
    const object = await s3.send(new GetObjectCommand({ Bucket: resources.bucketName, Key: 'books/b-1/plan.json' }));
    expect(JSON.parse(await object.Body!.transformToString('utf8'))).toEqual(plan);
  });
});

describe('S3 errors are read from the XML body', () => {
  it('a missing key: NoSuchKey with a 404 $metadata, instanceof this layer’s class and the SDK’s', async () => {
    const error = await s3.send(new GetObjectCommand({ Bucket: resources.bucketName, Key: 'books/none/plan.json' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoSuchKey);
    expect(error).toBeInstanceOf(S3ServiceException);
    expect(error).toBeInstanceOf(SdkNoSuchKey);
    expect(error).toMatchObject({ name: 'NoSuchKey', Code: 'NoSuchKey', $fault: 'client', $metadata: { httpStatusCode: 404, attempts: 1 } });
    expect((error as Error).message).toMatch(/key does not exist/i);
  });

  it('a missing bucket: NoSuchBucket', async () => {
    const error = await s3.send(new PutObjectCommand({ Bucket: `${resources.bucketName}-nope`, Key: 'k', Body: 'x' })).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NoSuchBucket', $metadata: { httpStatusCode: 404 } });
  });

  it('an access key the server does not know: InvalidAccessKeyId (403), not retried', async () => {
    const stranger = new S3Client({ region: resources.env.AWS_REGION, endpoint: resources.endpoints.s3, forcePathStyle: true, credentials: { accessKeyId: 'AKIDUNKNOWN', secretAccessKey: 'x' } });
    const error = await stranger.send(new GetObjectCommand({ Bucket: resources.bucketName, Key: unicodeKey })).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'InvalidAccessKeyId', $fault: 'client', $metadata: { httpStatusCode: 403, attempts: 1 } });
  });
});

describe('presigned GET URLs fetch the object with plain fetch', () => {
  it('returns the object’s bytes and content type', async () => {
    const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket: resources.bucketName, Key: unicodeKey }), { expiresIn: 900 });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(binary);
  });

  it('has the shape S3 checks: path-style, signing parameters, a 64-hex signature over the host header', async () => {
    const url = new URL(await getSignedUrl(s3, new GetObjectCommand({ Bucket: resources.bucketName, Key: unicodeKey }), { expiresIn: 900 }));
    expect(url.origin).toBe(resources.endpoints.s3);
    expect(url.pathname).toBe(`/${resources.bucketName}/books/a%20b/%C3%BC%20%C3%A9%2Bx~y%21%2A%27%28%29/p%C3%A1gina%2001.png`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': expect.stringMatching(/^S3RVER\/\d{8}\/us-east-1\/s3\/aws4_request$/),
      'X-Amz-Date': expect.stringMatching(/^\d{8}T\d{6}Z$/),
      'X-Amz-Expires': '900',
      'X-Amz-SignedHeaders': 'host',
      'X-Amz-Signature': expect.stringMatching(/^[0-9a-f]{64}$/),
      'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD',
    });
  });

  // s3rver checks the access key and the expiry of V4 URLs but not the signature itself (sigv4.test.ts shows the
  // signature equals the SDK's byte for byte), so a tampered signature is not refused locally.
  it('an expired URL is refused (403)', async () => {
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket: resources.bucketName, Key: unicodeKey }), { expiresIn: 60, signingDate: twoHoursAgo });
    const response = await fetch(url);
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Code>AccessDenied</Code>');
  });

  it('a URL signed with an unknown access key is refused (403)', async () => {
    const stranger = new S3Client({ region: resources.env.AWS_REGION, endpoint: resources.endpoints.s3, forcePathStyle: true, credentials: { accessKeyId: 'AKIDUNKNOWN', secretAccessKey: 'x' } });
    const response = await fetch(await getSignedUrl(stranger, new GetObjectCommand({ Bucket: resources.bucketName, Key: unicodeKey })));
    expect(response.status).toBe(403);
    expect(await response.text()).toContain('<Code>InvalidAccessKeyId</Code>');
  });
});

describe('S3 addressing on AWS: virtual-hosted by default, path-style where a host label cannot hold the bucket', () => {
  const aws = new S3Client({ region: 'eu-west-1', credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' } });
  it.each([
    ['my-bucket', 'pages/01 ü.png', 'https://my-bucket.s3.eu-west-1.amazonaws.com', '/pages/01%20%C3%BC.png'],
    ['my.dotted.bucket', 'a/b', 'https://s3.eu-west-1.amazonaws.com', '/my.dotted.bucket/a/b'],
  ])('%s / %s', (bucket, key, origin, path) => {
    const location = aws.objectLocation(bucket, key);
    expect(location.origin.origin).toBe(origin);
    expect(location.path).toBe(path);
  });
});
