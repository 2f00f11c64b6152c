// S3 PutObject, GetObject and HeadBucket over its REST protocol: the object in the body, its properties in headers, errors as
// XML. Bodies are held in memory whole (no streaming): right for the JSON plans and pictures this service stores.
import { ServiceException, faultOf, serviceError, type ErrorTypes, type MetadataBearer } from './aws-errors';
import { AwsClient, metadataOf, type AwsClientConfig } from './service-client';
import { escapeUri } from './sigv4';
import type { WireResponse } from './transport';

export interface S3ClientConfig extends AwsClientConfig {
  /** Bucket in the path (`endpoint/bucket/key`) rather than in the host name: what local S3 servers need. */
  readonly forcePathStyle?: boolean | undefined;
}

interface Conditions {
  IfMatch?: string;
  IfNoneMatch?: string;
}

export interface PutObjectCommandInput extends Conditions {
  Bucket: string;
  Key: string;
  Body?: string | Uint8Array;
  ContentType?: string;
  CacheControl?: string;
  ContentDisposition?: string;
  ContentEncoding?: string;
  ContentLanguage?: string;
  ContentMD5?: string;
  ServerSideEncryption?: string;
  StorageClass?: string;
  Tagging?: string;
  Metadata?: Record<string, string>;
}
export interface PutObjectCommandOutput extends MetadataBearer {
  ETag?: string;
  VersionId?: string;
  ServerSideEncryption?: string;
}

export interface GetObjectCommandInput extends Conditions {
  Bucket: string;
  Key: string;
  Range?: string;
  VersionId?: string;
  ResponseContentType?: string;
  ResponseCacheControl?: string;
  ResponseContentDisposition?: string;
}

/** The object's bytes, read with the same methods as the SDK's stream mixin. */
export interface ObjectBody {
  transformToByteArray(): Promise<Uint8Array>;
  transformToString(encoding?: string): Promise<string>;
  transformToWebStream(): ReadableStream<Uint8Array>;
}

export interface GetObjectCommandOutput extends MetadataBearer {
  Body?: ObjectBody;
  ContentType?: string;
  ContentLength?: number;
  ContentRange?: string;
  ETag?: string;
  LastModified?: Date;
  CacheControl?: string;
  ContentDisposition?: string;
  ContentEncoding?: string;
  ContentLanguage?: string;
  VersionId?: string;
  ServerSideEncryption?: string;
  StorageClass?: string;
  Metadata?: Record<string, string>;
}

export class PutObjectCommand {
  declare readonly outputType?: PutObjectCommandOutput;
  readonly operation = 'PutObject';
  constructor(readonly input: PutObjectCommandInput) {}
}

export class GetObjectCommand {
  declare readonly outputType?: GetObjectCommandOutput;
  readonly operation = 'GetObject';
  constructor(readonly input: GetObjectCommandInput) {}
}

export interface HeadBucketCommandInput {
  Bucket: string;
}
export interface HeadBucketCommandOutput extends MetadataBearer {
  BucketRegion?: string;
}

/** Whether the bucket exists and this caller may list it (`s3:ListBucket`); a missing bucket is `NotFound`. */
export class HeadBucketCommand {
  declare readonly outputType?: HeadBucketCommandOutput;
  readonly operation = 'HeadBucket';
  constructor(readonly input: HeadBucketCommandInput) {}
}

export class S3ServiceException extends ServiceException {}

export class NoSuchKey extends S3ServiceException {
  static override readonly errorName = 'NoSuchKey';
}

export class NoSuchBucket extends S3ServiceException {
  static override readonly errorName = 'NoSuchBucket';
}

const errors: ErrorTypes = { base: S3ServiceException, byName: { NoSuchKey, NoSuchBucket } };

// Input members sent as headers, by header name.
const conditionHeaders = { IfMatch: 'if-match', IfNoneMatch: 'if-none-match' } as const;
const putHeaders = {
  ...conditionHeaders,
  ContentType: 'content-type',
  CacheControl: 'cache-control',
  ContentDisposition: 'content-disposition',
  ContentEncoding: 'content-encoding',
  ContentLanguage: 'content-language',
  ContentMD5: 'content-md5',
  ServerSideEncryption: 'x-amz-server-side-encryption',
  StorageClass: 'x-amz-storage-class',
  Tagging: 'x-amz-tagging',
} as const;
const getHeaders = { ...conditionHeaders, Range: 'range' } as const;
const getQuery = {
  VersionId: 'versionId',
  ResponseContentType: 'response-content-type',
  ResponseCacheControl: 'response-cache-control',
  ResponseContentDisposition: 'response-content-disposition',
} as const;
const outputHeaders = {
  ETag: 'etag',
  ContentType: 'content-type',
  ContentRange: 'content-range',
  CacheControl: 'cache-control',
  ContentDisposition: 'content-disposition',
  ContentEncoding: 'content-encoding',
  ContentLanguage: 'content-language',
  VersionId: 'x-amz-version-id',
  ServerSideEncryption: 'x-amz-server-side-encryption',
  StorageClass: 'x-amz-storage-class',
} as const;

function pick(input: object, names: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [member, name] of Object.entries(names)) {
    const value = (input as Record<string, unknown>)[member];
    if (value !== undefined && value !== null) out[name] = String(value);
  }
  return out;
}

/** GetObject's headers and query: the SDK adds `x-id` to every request, and presigned URLs carry it too. */
export const getObjectParts = (input: GetObjectCommandInput) => ({
  headers: pick(input, getHeaders),
  query: { 'x-id': 'GetObject', ...pick(input, getQuery) },
});

const isIpAddress = (hostname: string) => /^(\d{1,3}\.){3}\d{1,3}$/.test(hostname) || hostname.startsWith('[');

const decodeXml = (text: string) =>
  text.replace(/&(lt|gt|quot|apos|amp);/g, (_, entity: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[entity]!);

/** S3 answers errors with `<Error><Code>…</Code><Message>…</Message>…</Error>`; each element becomes a field. */
function xmlError(response: WireResponse): ServiceException {
  const fields: Record<string, string> = {};
  const inner = /<Error>([\s\S]*)<\/Error>/.exec(response.body.toString('utf8'))?.[1] ?? '';
  for (const [, name, value] of inner.matchAll(/<(\w+)>([^<]*)<\/\1>/g)) fields[name!] = decodeXml(value!);
  const { Message, ...rest } = fields;
  // Answers without a body (HEAD, 304) carry only their status.
  const name = rest.Code ?? (response.statusCode === 404 ? 'NotFound' : response.statusCode === 304 ? 'NotModified' : 'UnknownError');
  return serviceError(errors, { ...rest, name, message: Message ?? name, $fault: faultOf(response.statusCode), $metadata: metadataOf(response) });
}

function objectBody(bytes: Uint8Array): ObjectBody {
  return {
    transformToByteArray: async () => bytes,
    transformToString: async (encoding = 'utf8') => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString(encoding as BufferEncoding),
    transformToWebStream: () => new Blob([bytes]).stream(),
  };
}

function readObject(response: WireResponse): Omit<GetObjectCommandOutput, '$metadata'> {
  if (response.statusCode >= 300) throw xmlError(response);
  const header = (name: string) => {
    const value = response.headers[name];
    return Array.isArray(value) ? value.join(', ') : value;
  };
  const output: Omit<GetObjectCommandOutput, '$metadata'> = { Body: objectBody(new Uint8Array(response.body)) };
  for (const [member, name] of Object.entries(outputHeaders)) {
    const value = header(name);
    if (value !== undefined) (output as Record<string, unknown>)[member] = value;
  }
  const length = header('content-length');
  if (length !== undefined) output.ContentLength = Number(length);
  const modified = header('last-modified');
  if (modified !== undefined) output.LastModified = new Date(modified);
  const metadata = Object.entries(response.headers).filter(([name]) => name.startsWith('x-amz-meta-'));
  if (metadata.length > 0) output.Metadata = Object.fromEntries(metadata.map(([name, value]) => [name.slice(11), String(value)]));
  return output;
}

export class S3Client extends AwsClient {
  private readonly forcePathStyle: boolean;

  constructor(config: S3ClientConfig = {}) {
    super(
      { clientName: 'S3Client', signingName: 's3', endpointHost: (region) => `s3.${region}.amazonaws.com`, uriEscapePath: false },
      config,
    );
    this.forcePathStyle = config.forcePathStyle ?? false;
  }

  /**
   * Where an object lives: `https://{bucket}.s3.{region}.amazonaws.com/{key}` (virtual-hosted), or the bucket in the
   * path with `forcePathStyle`, on an IP address, or for names that cannot be a TLS host label (dots over https).
   * Each key segment is percent-encoded as S3 wants it; `/` stays.
   */
  objectLocation(bucket: string, key: string): { origin: URL; path: string } {
    const base = this.endpoint;
    const prefix = base.pathname.replace(/\/+$/, '');
    const encodedKey = key.split('/').map(escapeUri).join('/');
    const hostLabel = base.protocol === 'https:' ? /^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/ : /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
    if (this.forcePathStyle || isIpAddress(base.hostname) || !hostLabel.test(bucket) || bucket.includes('..')) {
      return { origin: base, path: `${prefix}/${bucket}/${encodedKey}` };
    }
    const origin = new URL(base.href);
    origin.hostname = `${bucket}.${base.hostname}`;
    return { origin, path: `${prefix}/${encodedKey}` };
  }

  send(command: PutObjectCommand): Promise<PutObjectCommandOutput>;
  send(command: GetObjectCommand): Promise<GetObjectCommandOutput>;
  send(command: HeadBucketCommand): Promise<HeadBucketCommandOutput>;
  send(command: PutObjectCommand | GetObjectCommand | HeadBucketCommand): Promise<PutObjectCommandOutput | GetObjectCommandOutput | HeadBucketCommandOutput> {
    return this.intercept(`${command.operation}Command`, command.input, () => {
      if (command.operation === 'PutObject') return this.putObject(command.input);
      if (command.operation === 'GetObject') return this.getObject(command.input);
      return this.headBucket(command.input);
    });
  }

  private headBucket(input: HeadBucketCommandInput): Promise<HeadBucketCommandOutput> {
    // The bucket's location with an empty key: `endpoint/bucket/` path style, `bucket.host/` virtual-hosted.
    const { origin, path } = this.objectLocation(input.Bucket, '');
    return this.exchange({ method: 'HEAD', origin, path: path.replace(/\/$/, '') || '/', headers: {} }, (response) => {
      if (response.statusCode >= 300) throw xmlError(response);
      const region = response.headers['x-amz-bucket-region'];
      return typeof region === 'string' ? { BucketRegion: region } : {};
    });
  }

  private putObject(input: PutObjectCommandInput): Promise<PutObjectCommandOutput> {
    const body = typeof input.Body === 'string' ? Buffer.from(input.Body) : (input.Body ?? new Uint8Array());
    const metadata = Object.fromEntries(Object.entries(input.Metadata ?? {}).map(([name, value]) => [`x-amz-meta-${name}`, value]));
    const headers = { ...pick(input, putHeaders), ...metadata, 'content-length': String(body.byteLength) };
    return this.exchange({ method: 'PUT', ...this.objectLocation(input.Bucket, input.Key), query: { 'x-id': 'PutObject' }, headers, body }, (response) => {
      if (response.statusCode >= 300) throw xmlError(response);
      const header = (name: string) => response.headers[name] as string | undefined;
      const output: Omit<PutObjectCommandOutput, '$metadata'> = {};
      if (header('etag') !== undefined) output.ETag = header('etag');
      if (header('x-amz-version-id') !== undefined) output.VersionId = header('x-amz-version-id');
      if (header('x-amz-server-side-encryption') !== undefined) output.ServerSideEncryption = header('x-amz-server-side-encryption');
      return output;
    });
  }

  private getObject(input: GetObjectCommandInput): Promise<GetObjectCommandOutput> {
    return this.exchange({ method: 'GET', ...this.objectLocation(input.Bucket, input.Key), ...getObjectParts(input) }, readObject);
  }
}
