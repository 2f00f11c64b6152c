// The AWS JSON 1.0 protocol (DynamoDB, SQS, Step Functions): POST / with `X-Amz-Target: <Prefix>.<Operation>`,
// JSON both ways, blobs as base64, errors as `__type` (or the `x-amzn-errortype` header) plus a message.
import { faultOf, serviceError, type ErrorTypes, type MetadataBearer } from './aws-errors';
import { AwsClient, metadataOf, type AwsClientConfig, type ServiceDescription } from './service-client';
import type { WireResponse } from './transport';

export interface JsonProtocol {
  /** `DynamoDB_20120810`, `AmazonSQS`, `AWSStepFunctions`. */
  readonly targetPrefix: string;
  /** The protocol's version in the content type: `1.0` (the default) or `1.1` (Secrets Manager). */
  readonly version?: '1.0' | '1.1' | undefined;
  readonly errors: ErrorTypes;
  /** SQS also answers with its older query protocol's error code (`x-amzn-query-error`), kept as `Code`/`Type`. */
  readonly queryCompatible?: boolean | undefined;
  /** Turns wire values in an error body into what the SDK's error carries (DynamoDB: binary attribute values). */
  readonly errorFields?: ((fields: Record<string, unknown>) => Record<string, unknown>) | undefined;
}

/** A command: its input, and (for the compiler only) its output. */
export abstract class JsonCommand<I extends object, O> {
  declare readonly outputType?: O;
  /** The service operation, e.g. `SendMessage`; interceptors see it as the SDK's `SendMessageCommand`. */
  abstract readonly operation: string;
  constructor(readonly input: I) {}
}

export type JsonOutput = Record<string, unknown> & MetadataBearer;

// `this[key]` is the value before its toJSON ran: Buffers and other byte arrays become base64, as the protocol wants.
function blobsAsBase64(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return raw instanceof Uint8Array ? Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') : value;
}

// As the SDK reads an error code: `Namespace#Code:extra` → `Code`.
const sanitizeCode = (raw: string): string => {
  const code = raw.split(',')[0]!.split(':')[0]!;
  return code.includes('#') ? code.split('#')[1]! : code;
};

function parseBody(text: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = text.trim() === '' ? {} : JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export abstract class JsonServiceClient extends AwsClient {
  protected constructor(
    service: ServiceDescription,
    private readonly protocol: JsonProtocol,
    config: AwsClientConfig,
  ) {
    super(service, config);
  }

  /** One operation, retried as the SDK does; a service error is thrown as its class (or the service's base class). */
  call(operation: string, body: object, origin?: URL): Promise<JsonOutput> {
    const path = this.endpoint.pathname.endsWith('/') ? this.endpoint.pathname : `${this.endpoint.pathname}/`;
    const payload = JSON.stringify(body, blobsAsBase64);
    const headers: Record<string, string> = {
      'content-type': `application/x-amz-json-${this.protocol.version ?? '1.0'}`,
      'content-length': String(Buffer.byteLength(payload)),
      'x-amz-target': `${this.protocol.targetPrefix}.${operation}`,
    };
    if (this.protocol.queryCompatible) headers['x-amzn-query-mode'] = 'true';
    return this.exchange({ method: 'POST', path, headers, body: payload, origin }, (response) => this.read(response));
  }

  private read(response: WireResponse): JsonOutput {
    const body = parseBody(response.body.toString('utf8'));
    const $metadata = metadataOf(response);
    if (response.statusCode >= 200 && response.statusCode < 300) {
      if (body) return { ...body, $metadata };
      throw Object.assign(new Error(`${this.service.clientName} could not read the answer: it is not a JSON object`), {
        name: 'DeserializationError',
        $metadata,
      });
    }
    const fields: Record<string, unknown> = { ...body };
    const typeHeader = response.headers['x-amzn-errortype'];
    const rawCode = (typeof typeHeader === 'string' && typeHeader) || fields.code || fields.__type;
    const queryError = response.headers['x-amzn-query-error'];
    if (this.protocol.queryCompatible && typeof queryError === 'string') {
      const [Code, Type] = queryError.split(';');
      Object.assign(fields, { Code, Type });
    }
    const message = fields.message ?? fields.Message;
    delete fields.__type;
    delete fields.message;
    throw serviceError(this.protocol.errors, {
      ...(this.protocol.errorFields ? this.protocol.errorFields(fields) : fields),
      name: typeof rawCode === 'string' && rawCode ? sanitizeCode(rawCode) : 'UnknownError',
      message: typeof message === 'string' ? message : 'UnknownError',
      $fault: faultOf(response.statusCode),
      $metadata,
    });
  }
}
