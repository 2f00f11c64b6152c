import { GetObjectCommand, type S3Client } from '../aws/s3-client';
import { getSignedUrl } from '../aws/presign';
import type { AssetUrlSigner } from '../../ports/asset-urls';

/** Signs locally (no network call), so a GET with pictures costs no extra round trips. */
export class S3AssetUrlSigner implements AssetUrlSigner {
  constructor(
    private readonly s3: S3Client,
    private readonly bucketName: string,
    private readonly expiresInSeconds: number,
  ) {}

  signedUrl(key: string): Promise<string> {
    return getSignedUrl(this.s3, new GetObjectCommand({ Bucket: this.bucketName, Key: key }), {
      expiresIn: this.expiresInSeconds,
    });
  }
}
