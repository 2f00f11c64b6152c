// A fake Amazon SES API v2 on 127.0.0.1 (there is no local engine for it): SendEmail over REST-JSON as the Amazon SES
// API v2 Reference (SendEmail) documents it — `POST /v2/email/outbound-emails`, `Content-Type: application/json`,
// `{ FromEmailAddress, Destination: { ToAddresses }, Content: { Simple: { Subject, Body } }, ConfigurationSetName }` in,
// `{ "MessageId" }` out; errors as `x-amzn-errortype` plus `{ "message" }`, with the statuses of the service model
// (MessageRejected, MailFromDomainNotVerifiedException, AccountSuspendedException, SendingPausedException,
// LimitExceededException and BadRequestException 400, NotFoundException 404, TooManyRequestsException 429).
// An unverified sender is refused as the SES Developer Guide's "email sending errors" page says: MessageRejected,
// "Email address is not verified. …". Every request is checked against its SigV4 signature (signing name `ses`),
// recomputed with @smithy/signature-v4.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRequestBody } from '../../local/request-body';
import { checkSignature } from './signature-check';

export interface ReceivedSendEmail {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  /** The Authorization header is what @smithy/signature-v4 computes for this request with the same keys and date. */
  readonly signatureValid: boolean;
  /** The region and service in the credential scope. */
  readonly region: string;
  readonly service: string;
}

/** An answer to give instead of the real one, e.g. `{ status: 429, type: 'TooManyRequestsException' }`. */
export interface ScriptedFailure {
  readonly status: number;
  readonly type: string;
  readonly message?: string;
}

export interface FakeSesV2 {
  readonly endpoint: string;
  readonly requests: ReceivedSendEmail[];
  /** Senders SES would accept: addresses, or `@domain` for a whole domain. */
  readonly verifiedIdentities: Set<string>;
  readonly configurationSets: Set<string>;
  /** The next answers, before the real one is given. */
  readonly failNext: ScriptedFailure[];
  /** The ids given out, in order. */
  readonly sent: Array<{ messageId: string; input: Record<string, unknown> }>;
  close(): Promise<void>;
}

const addressOf = (from: string): string => (/<([^>]+)>\s*$/.exec(from)?.[1] ?? from).trim().toLowerCase();

export async function startFakeSesV2(credentials: { accessKeyId: string; secretAccessKey: string }): Promise<FakeSesV2> {
  const requests: ReceivedSendEmail[] = [];
  const verifiedIdentities = new Set<string>();
  const configurationSets = new Set<string>();
  const failNext: ScriptedFailure[] = [];
  const sent: FakeSesV2['sent'] = [];

  const answer = (outgoing: ServerResponse, status: number, payload: unknown, errorType?: string) => {
    const body = JSON.stringify(payload);
    outgoing.writeHead(status, {
      'content-type': 'application/json',
      'x-amzn-requestid': `fake-ses-${requests.length}`,
      ...(errorType && { 'x-amzn-errortype': errorType }),
      'content-length': Buffer.byteLength(body),
    });
    outgoing.end(body);
  };
  const fail = (outgoing: ServerResponse, status: number, type: string, message: string) => answer(outgoing, status, { message }, type);

  const server = createServer((incoming, outgoing) => {
    void readRequestBody(incoming, 1 << 20).then(async (read) => {
      const body = read.kind === 'body' ? read.body.toString('utf8') : '';
      const { valid: signatureValid, region, service } = await checkSignature(incoming, body, credentials, 'ses');
      requests.push({ method: incoming.method!, path: incoming.url!, headers: incoming.headers, body, signatureValid, region, service });

      if (incoming.method !== 'POST' || incoming.url !== '/v2/email/outbound-emails') {
        return fail(outgoing, 404, 'UnknownOperationException', `No operation at ${incoming.method} ${incoming.url}`);
      }
      if (!signatureValid) {
        return fail(outgoing, 403, 'InvalidSignatureException', 'The request signature we calculated does not match the signature you provided.');
      }
      const scripted = failNext.shift();
      if (scripted) return fail(outgoing, scripted.status, scripted.type, scripted.message ?? `${scripted.type} (scripted)`);

      let input: Record<string, any>;
      try {
        input = JSON.parse(body) as Record<string, any>;
      } catch {
        return fail(outgoing, 400, 'SerializationException', 'The request body is not JSON');
      }
      const simple = input.Content?.Simple;
      if (!input.Content || (!simple && !input.Content.Raw && !input.Content.Template)) {
        return fail(outgoing, 400, 'BadRequestException', 'Content is required');
      }
      if (simple && (typeof simple.Subject?.Data !== 'string' || (!simple.Body?.Text && !simple.Body?.Html))) {
        return fail(outgoing, 400, 'BadRequestException', 'Simple content needs a Subject and a Text or Html Body');
      }
      const to: unknown[] = [...(input.Destination?.ToAddresses ?? []), ...(input.Destination?.CcAddresses ?? []), ...(input.Destination?.BccAddresses ?? [])];
      if (to.length === 0) return fail(outgoing, 400, 'BadRequestException', 'Missing final recipients');
      if (typeof input.FromEmailAddress !== 'string') return fail(outgoing, 400, 'BadRequestException', 'FromEmailAddress is required');
      const from = addressOf(input.FromEmailAddress);
      if (!verifiedIdentities.has(from) && !verifiedIdentities.has(`@${from.split('@')[1]}`)) {
        return fail(outgoing, 400, 'MessageRejected', `Email address is not verified. The following identities failed the check in region ${region.toUpperCase()}: ${from}`);
      }
      if (input.ConfigurationSetName !== undefined && !configurationSets.has(input.ConfigurationSetName)) {
        return fail(outgoing, 404, 'NotFoundException', `Configuration set <${input.ConfigurationSetName}> does not exist.`);
      }
      const messageId = `0102018f${String(sent.length + 1).padStart(8, '0')}-fake-0000-000000`;
      sent.push({ messageId, input });
      answer(outgoing, 200, { MessageId: messageId });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    verifiedIdentities,
    configurationSets,
    failNext,
    sent,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
