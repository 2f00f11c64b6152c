import { GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localClientConfigs } from '../../local/local-aws';
import { createTestResources, type TestResources } from '../support/test-resources';

let resources: TestResources;
let s3: S3Client;

beforeAll(async () => {
  resources = await createTestResources('s3');
  s3 = new S3Client(localClientConfigs(resources.endpoints).s3);
});

afterAll(() => s3.destroy());

// Every byte value, so any re-encoding or chunk framing would show.
const binary = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 256));

describe('e. S3: put and get', () => {
  it('stores and returns bytes unchanged, with their content type', async () => {
    const key = 'books/book-1/page-01.png';
    await s3.send(new PutObjectCommand({ Bucket: resources.bucketName, Key: key, Body: binary, ContentType: 'image/png' }));
    const object = await s3.send(new GetObjectCommand({ Bucket: resources.bucketName, Key: key }));
    expect(object.ContentType).toBe('image/png');
    expect(Buffer.from(await object.Body!.transformToByteArray())).toEqual(binary);
    const head = await s3.send(new HeadObjectCommand({ Bucket: resources.bucketName, Key: key }));
    expect(head.ContentLength).toBe(binary.length);
  });

  it('works for a client built the way the app builds it (endpoint, path style, credentials from the environment)', async () => {
    const appStyle = new S3Client({ region: resources.env.AWS_REGION, endpoint: resources.endpoints.s3, forcePathStyle: true });
    try {
      await appStyle.send(new PutObjectCommand({ Bucket: resources.bucketName, Key: 'app-style.txt', Body: 'hello' }));
      const object = await appStyle.send(new GetObjectCommand({ Bucket: resources.bucketName, Key: 'app-style.txt' }));
      expect(await object.Body!.transformToString()).toBe('hello');
    } finally {
      appStyle.destroy();
    }
  });
});

describe('e. S3: presigned URLs', () => {
  it('serves a presigned GET to plain fetch', async () => {
    const key = 'books/book-1/cover.png';
    await s3.send(new PutObjectCommand({ Bucket: resources.bucketName, Key: key, Body: binary, ContentType: 'image/png' }));
    const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket: resources.bucketName, Key: key }), { expiresIn: 900 });
    expect(url).toContain('X-Amz-Signature=');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(binary);
  });

  it('answers a presigned GET for a missing key with 404', async () => {
    const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket: resources.bucketName, Key: 'missing.png' }));
    const response = await fetch(url);
    expect(response.status).toBe(404);
  });
});
