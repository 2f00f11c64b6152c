// Amazon SES API v2 SendEmail over its REST-JSON protocol: `POST /v2/email/outbound-emails` with the JSON input,
// `{ MessageId }` back, errors named by the `x-amzn-errortype` header with a JSON `message`.
import { ServiceException, faultOf, serviceError, type ErrorTypes, type MetadataBearer } from './aws-errors';
import { AwsClient, metadataOf, type AwsClientConfig } from './service-client';
import type { WireResponse } from './transport';

/** Text with its charset (SES assumes 7-bit ASCII when `Charset` is absent: send `UTF-8` for anything else). */
export interface Content {
  Data: string;
  Charset?: string;
}

export interface Body {
  Text?: Content;
  Html?: Content;
}

export interface MessageHeader {
  Name: string;
  Value: string;
}

export interface Message {
  Subject: Content;
  Body: Body;
  Headers?: MessageHeader[];
}

export interface EmailContent {
  /** SES assembles the MIME message from these parts. */
  Simple?: Message;
  /** A whole MIME message; sent as base64, as the protocol wants blobs. */
  Raw?: { Data: Uint8Array };
  Template?: { TemplateName?: string; TemplateArn?: string; TemplateData?: string; Headers?: MessageHeader[] };
}

export interface Destination {
  ToAddresses?: string[];
  CcAddresses?: string[];
  BccAddresses?: string[];
}

export interface MessageTag {
  Name: string;
  Value: string;
}

export interface SendEmailCommandInput {
  FromEmailAddress?: string;
  FromEmailAddressIdentityArn?: string;
  Destination?: Destination;
  ReplyToAddresses?: string[];
  FeedbackForwardingEmailAddress?: string;
  FeedbackForwardingEmailAddressIdentityArn?: string;
  Content: EmailContent;
  EmailTags?: MessageTag[];
  ConfigurationSetName?: string;
  ListManagementOptions?: { ContactListName: string; TopicName?: string };
}

export interface SendEmailCommandOutput extends MetadataBearer {
  /** SES's id for the accepted message; the `Message-ID` header recipients see is derived from it. */
  MessageId?: string;
}

export class SendEmailCommand {
  declare readonly outputType?: SendEmailCommandOutput;
  readonly operation = 'SendEmail';
  constructor(readonly input: SendEmailCommandInput) {}
}

export class SESv2ServiceException extends ServiceException {}

/** The content is invalid (or, per the SES guide, an address is not verified while in the sandbox). */
export class MessageRejected extends SESv2ServiceException {
  static override readonly errorName = 'MessageRejected';
}

export class MailFromDomainNotVerifiedException extends SESv2ServiceException {
  static override readonly errorName = 'MailFromDomainNotVerifiedException';
}

export class AccountSuspendedException extends SESv2ServiceException {
  static override readonly errorName = 'AccountSuspendedException';
}

/** Sending is paused for the account or for the configuration set. */
export class SendingPausedException extends SESv2ServiceException {
  static override readonly errorName = 'SendingPausedException';
}

export class LimitExceededException extends SESv2ServiceException {
  static override readonly errorName = 'LimitExceededException';
}

export class TooManyRequestsException extends SESv2ServiceException {
  static override readonly errorName = 'TooManyRequestsException';
}

export class BadRequestException extends SESv2ServiceException {
  static override readonly errorName = 'BadRequestException';
}

/** E.g. the configuration set named in the input does not exist. */
export class NotFoundException extends SESv2ServiceException {
  static override readonly errorName = 'NotFoundException';
}

const errors: ErrorTypes = {
  base: SESv2ServiceException,
  byName: {
    MessageRejected, MailFromDomainNotVerifiedException, AccountSuspendedException, SendingPausedException,
    LimitExceededException, TooManyRequestsException, BadRequestException, NotFoundException,
  },
};

// Blobs (Raw.Data) go as base64, as the protocol wants.
function blobsAsBase64(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key];
  return raw instanceof Uint8Array ? Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength).toString('base64') : value;
}

function jsonObject(body: Buffer): Record<string, unknown> | undefined {
  try {
    const text = body.toString('utf8');
    const parsed: unknown = text.trim() === '' ? {} : JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

// As the SDK reads an error code: `Code:http://internal.amazon.com/coral/…` or `Namespace#Code` → `Code`.
const sanitizeCode = (raw: string): string => {
  const code = raw.split(',')[0]!.split(':')[0]!;
  return code.includes('#') ? code.split('#')[1]! : code;
};

/** REST-JSON errors: the code from `x-amzn-errortype` (else the body's `code` or `__type`), the body's message. */
function sesError(response: WireResponse): ServiceException {
  const { message, Message, __type, code, ...fields } = jsonObject(response.body) ?? {};
  const header = response.headers['x-amzn-errortype'];
  const raw = (typeof header === 'string' && header) || code || __type;
  const name = typeof raw === 'string' && raw ? sanitizeCode(raw) : 'UnknownError';
  const text = message ?? Message;
  // The model declares every SendEmail error a client fault; others get theirs from the status, as the SDK does.
  const $fault = name in errors.byName ? 'client' : faultOf(response.statusCode);
  return serviceError(errors, { ...fields, name, message: typeof text === 'string' ? text : 'UnknownError', $fault, $metadata: metadataOf(response) });
}

function readSendEmail(response: WireResponse): Omit<SendEmailCommandOutput, '$metadata'> {
  if (response.statusCode < 200 || response.statusCode >= 300) throw sesError(response);
  const body = jsonObject(response.body);
  if (body) return typeof body.MessageId === 'string' ? { MessageId: body.MessageId } : {};
  throw Object.assign(new Error('SESv2Client could not read the answer: it is not a JSON object'), {
    name: 'DeserializationError',
    $metadata: metadataOf(response),
  });
}

export class SESv2Client extends AwsClient {
  constructor(config: AwsClientConfig = {}) {
    super({ clientName: 'SESv2Client', signingName: 'ses', endpointHost: (region) => `email.${region}.amazonaws.com` }, config);
  }

  send(command: SendEmailCommand): Promise<SendEmailCommandOutput> {
    return this.intercept(`${command.operation}Command`, command.input, () => {
      const body = JSON.stringify(command.input, blobsAsBase64);
      const headers = { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
      const path = `${this.endpoint.pathname.replace(/\/+$/, '')}/v2/email/outbound-emails`;
      return this.exchange({ method: 'POST', path, headers, body }, readSendEmail);
    });
  }
}
