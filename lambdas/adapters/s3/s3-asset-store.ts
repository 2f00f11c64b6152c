import { GetObjectCommand, PutObjectCommand, type S3Client } from '../aws/s3-client';
import { callDependency } from '../dependency-errors';
import type { AssetStore } from '../../ports/asset-store';

export class S3AssetStore implements AssetStore {
  constructor(private readonly s3: S3Client, private readonly bucketName: string) {}

  async put(key: string, body: Uint8Array | string, contentType: string): Promise<void> {
    await callDependency('picture storage', () =>
      this.s3.send(new PutObjectCommand({ Bucket: this.bucketName, Key: key, Body: body, ContentType: contentType })),
    );
  }

  async getJson<T>(key: string): Promise<T> {
    const object = await callDependency('picture storage', () => this.s3.send(new GetObjectCommand({ Bucket: this.bucketName, Key: key })));
    return JSON.parse(await object.Body!.transformToString('utf8')) as T;
  }

  async getBytes(key: string): Promise<Uint8Array> {
    const object = await callDependency('picture storage', () => this.s3.send(new GetObjectCommand({ Bucket: this.bucketName, Key: key })));
    return object.Body!.transformToByteArray();
  }
}
