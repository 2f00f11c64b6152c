import { HeadBucketCommand, type S3Client } from '../aws/s3-client';
import type { DependencyCheck } from '../../ports/dependency-check';

/** HeadBucket: no object read; fails when S3 or the bucket is not there. */
export const s3BucketCheck = (client: S3Client, bucketName: string): DependencyCheck => ({
  name: 's3',
  check: async () => {
    await client.send(new HeadBucketCommand({ Bucket: bucketName }));
  },
});
