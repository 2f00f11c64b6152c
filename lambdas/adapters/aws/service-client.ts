// What every client shares: region and endpoint, credentials, interceptors, signing, and the SDK's standard retry
// mode (3 attempts, exponential backoff with full jitter) around one HTTP exchange.
import { retryKind, type MetadataBearer, type ResponseMetadata } from './aws-errors';
import { credentialsFromEnvironment, type AwsCredentials } from './credentials';
import { runIntercepted, type ClientName, type InterceptedCall, type Interceptor } from './interceptors';
import { queryString, signRequest } from './sigv4';
import { timeoutError, Transport, type WireResponse } from './transport';

export interface AwsClientConfig {
  /** Defaults to `AWS_REGION`, which Lambda sets. */
  readonly region?: string | undefined;
  /** A custom endpoint (the local engines); the service's regional AWS endpoint otherwise. */
  readonly endpoint?: string | undefined;
  /** Fixed credentials; by default those in the environment, read at the first call. */
  readonly credentials?: AwsCredentials | undefined;
  /** Attempts per call, the first included (the SDK's standard mode: 3). */
  readonly maxAttempts?: number | undefined;
  /** Default 1000. */
  readonly connectTimeoutMs?: number | undefined;
  /** Default 5000, for each attempt. */
  readonly requestTimeoutMs?: number | undefined;
  readonly interceptors?: readonly Interceptor[] | undefined;
  /**
   * When the caller must have its answer (epoch ms; e.g. the Lambda invocation's end less the time to reply): no
   * attempt or backoff runs past it, so a hung dependency ends as a TimeoutError the caller can still report.
   */
  readonly deadline?: (() => number | undefined) | undefined;
}

export interface ServiceDescription {
  readonly clientName: ClientName;
  /** The SigV4 signing name. */
  readonly signingName: string;
  /**
   * The regional endpoint's host. Only the standard `aws` partition is known (`*.amazonaws.com`): China, GovCloud
   * FIPS or ISO regions need an explicit `endpoint`.
   */
  readonly endpointHost: (region: string) => string;
  /** S3 signs paths as sent; every other service signs them encoded once more. */
  readonly uriEscapePath?: boolean | undefined;
}

export interface OutgoingRequest {
  readonly method: string;
  /** Percent-encoded path. */
  readonly path: string;
  readonly query?: Readonly<Record<string, string>> | undefined;
  readonly headers: Readonly<Record<string, string>>;
  readonly body?: string | Uint8Array | undefined;
  /** Scheme, host and port when not the client's endpoint (S3 buckets, SQS queue URLs). */
  readonly origin?: URL | undefined;
}

/** The client was built without a region and `AWS_REGION` is not set (or holds something that is not a region). */
export class RegionMissingError extends Error {
  static readonly errorName = 'RegionMissingError';
  override readonly name = RegionMissingError.errorName;
}

const BACKOFF_BASE_MS = 100;
const BACKOFF_CAP_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const header = (response: WireResponse, name: string): string | undefined => {
  const value = response.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

export const metadataOf = (response: WireResponse): ResponseMetadata => ({
  httpStatusCode: response.statusCode,
  requestId: header(response, 'x-amzn-requestid') ?? header(response, 'x-amz-request-id'),
  extendedRequestId: header(response, 'x-amz-id-2'),
});

export abstract class AwsClient {
  readonly region: string;
  /** The configured endpoint, or the service's regional one. */
  readonly endpoint: URL;
  /** True when the endpoint was configured rather than derived from the region. */
  readonly customEndpoint: boolean;
  private readonly transport: Transport;
  private readonly interceptors: Interceptor[];
  private readonly maxAttempts: number;
  private resolvedCredentials: AwsCredentials | undefined;

  protected constructor(
    readonly service: ServiceDescription,
    private readonly config: AwsClientConfig,
  ) {
    const region = config.region ?? process.env.AWS_REGION;
    // The region becomes part of a host name: refuse anything else before it gets there.
    if (!region || !/^[a-z0-9-]+$/.test(region)) {
      throw new RegionMissingError(`${service.clientName} needs a region: pass { region } or set AWS_REGION (got ${JSON.stringify(region ?? null)}).`);
    }
    this.region = region;
    this.customEndpoint = config.endpoint !== undefined;
    this.endpoint = new URL(config.endpoint ?? `https://${service.endpointHost(region)}`);
    this.transport = new Transport({ connectTimeoutMs: config.connectTimeoutMs ?? 1000, requestTimeoutMs: config.requestTimeoutMs ?? 5000 });
    this.interceptors = [...(config.interceptors ?? [])];
    this.maxAttempts = Math.max(1, config.maxAttempts ?? 3);
  }

  /** Adds an interceptor (after those already there); the returned function removes it. */
  use(interceptor: Interceptor): () => void {
    this.interceptors.push(interceptor);
    return () => {
      const at = this.interceptors.indexOf(interceptor);
      if (at >= 0) this.interceptors.splice(at, 1);
    };
  }

  /** Closes kept-alive connections, as the SDK clients' `destroy()` does. */
  destroy(): void {
    this.transport.destroy();
  }

  /** Read once: Lambda's credentials do not change during an execution environment's life. */
  credentials(): AwsCredentials {
    return (this.resolvedCredentials ??= this.config.credentials ?? credentialsFromEnvironment());
  }

  /** Runs `work` inside the interceptors, once per call whatever retries happen inside it. */
  intercept<O>(command: string, input: object, work: () => Promise<O>, signedLocally = false): Promise<O> {
    const call: InterceptedCall = { client: this.service.clientName, command, input: input as Record<string, unknown>, signedLocally };
    return runIntercepted([...this.interceptors], call, work);
  }

  /**
   * Sends the request, signed afresh for each attempt, and retries throttling, 5xx, network errors and timeouts
   * with backoff; `read` turns an answer into the output or throws the service's error.
   */
  protected async exchange<O extends object>(request: OutgoingRequest, read: (response: WireResponse) => O): Promise<O & MetadataBearer> {
    const credentials = this.credentials();
    const origin = request.origin ?? this.endpoint;
    const path = request.query && Object.keys(request.query).length > 0 ? `${request.path}?${queryString(request.query)}` : request.path;
    let totalRetryDelay = 0;
    for (let attempt = 1; ; attempt++) {
      try {
        const timeLeft = (this.config.deadline?.() ?? Number.POSITIVE_INFINITY) - Date.now();
        if (timeLeft <= 0) throw timeoutError(`${this.service.clientName} gave up: the caller's deadline has passed`);
        const headers = signRequest(
          { ...request, headers: { ...request.headers, host: origin.host } },
          { credentials, region: this.region, service: this.service.signingName, uriEscapePath: this.service.uriEscapePath },
        );
        const response = await this.transport.send({ origin, method: request.method, path, headers, body: request.body, timeoutMs: timeLeft });
        const output = read(response) as O & MetadataBearer;
        output.$metadata = { ...metadataOf(response), ...output.$metadata, attempts: attempt, totalRetryDelay };
        return output;
      } catch (error) {
        const kind = retryKind(error);
        if (!kind || attempt >= this.maxAttempts) {
          if (typeof error === 'object' && error !== null) {
            const failed = error as Partial<MetadataBearer>;
            failed.$metadata = { ...failed.$metadata, attempts: attempt, totalRetryDelay };
          }
          throw error;
        }
        const delay = Math.floor(Math.random() * Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1)));
        const deadline = this.config.deadline?.();
        if (deadline !== undefined && Date.now() + delay >= deadline) throw error;
        totalRetryDelay += delay;
        await sleep(delay);
      }
    }
  }
}
