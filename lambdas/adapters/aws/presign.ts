// Presigned GET URLs with the signature of @aws-sdk/s3-request-presigner's getSignedUrl, signed here without a
// network call. The query is the SDK's too (`x-id`, checksum mode), so a URL is the same string byte for byte.
import { getObjectParts, type GetObjectCommand, type S3Client } from './s3-client';
import { presignRequest, queryString, UNSIGNED_PAYLOAD } from './sigv4';

export interface PresignOptions {
  /** Seconds the URL stays valid (default 900, at most 604800). */
  readonly expiresIn?: number | undefined;
  /** When the URL's validity starts (default now). */
  readonly signingDate?: Date | undefined;
}

export function getSignedUrl(client: S3Client, command: GetObjectCommand, options: PresignOptions = {}): Promise<string> {
  const { input } = command;
  // Interceptors see it as the SDK's middleware did: a GetObjectCommand, marked as going nowhere.
  return client.intercept(
    'GetObjectCommand',
    input,
    async () => {
      const { origin, path } = client.objectLocation(input.Bucket, input.Key);
      const parts = getObjectParts(input);
      const headers = { ...parts.headers, host: origin.host, 'X-Amz-Content-Sha256': UNSIGNED_PAYLOAD, 'x-amz-checksum-mode': 'ENABLED' };
      const query = presignRequest(
        { method: 'GET', path, query: parts.query, headers },
        { credentials: client.credentials(), region: client.region, service: 's3', date: options.signingDate, uriEscapePath: false },
        options.expiresIn ?? 900,
      );
      return `${origin.protocol}//${origin.host}${path}?${queryString(query)}`;
    },
    true,
  );
}
