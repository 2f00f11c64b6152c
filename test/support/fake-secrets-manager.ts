// A fake AWS Secrets Manager on 127.0.0.1 (there is no local engine for it): GetSecretValue over the JSON 1.1
// protocol as the Secrets Manager API Reference documents it — POST / with `X-Amz-Target: secretsmanager.GetSecretValue`,
// `{ "SecretId" }` in, `{ ARN, Name, VersionId, SecretString, VersionStages, CreatedDate }` out, errors as
// `x-amzn-errortype` plus `{ "__type", "Message" }` (ResourceNotFoundException is 400, InternalServiceError 500).
// Every request is checked against its SigV4 signature, recomputed with @smithy/signature-v4.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readRequestBody } from '../../local/request-body';
import { checkSignature } from './signature-check';

export interface ReceivedSecretRequest {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  /** The Authorization header is what @smithy/signature-v4 computes for this request with the same keys and date. */
  readonly signatureValid: boolean;
}

export interface FakeSecretsManager {
  readonly endpoint: string;
  readonly requests: ReceivedSecretRequest[];
  /** Secrets by ARN (and by name): their text. */
  readonly secrets: Map<string, string>;
  /** The next answers' statuses before the stored secret is served (e.g. 500 for an outage). */
  readonly failNext: number[];
  close(): Promise<void>;
}

export async function startFakeSecretsManager(credentials: { accessKeyId: string; secretAccessKey: string }): Promise<FakeSecretsManager> {
  const requests: ReceivedSecretRequest[] = [];
  const secrets = new Map<string, string>();
  const failNext: number[] = [];
  const answer = (outgoing: import('node:http').ServerResponse, status: number, payload: unknown, errorType?: string) => {
    const body = JSON.stringify(payload);
    outgoing.writeHead(status, {
      'content-type': 'application/x-amz-json-1.1',
      'x-amzn-requestid': `fake-${requests.length}`,
      ...(errorType && { 'x-amzn-errortype': errorType }),
      'content-length': Buffer.byteLength(body),
    });
    outgoing.end(body);
  };

  const server = createServer((incoming, outgoing) => {
    void readRequestBody(incoming, 1 << 20).then(async (read) => {
      const body = read.kind === 'body' ? read.body.toString('utf8') : '';
      const { valid: signatureValid, region } = await checkSignature(incoming, body, credentials, 'secretsmanager');
      requests.push({ headers: incoming.headers, body, signatureValid });

      if (incoming.method !== 'POST' || incoming.url !== '/' || incoming.headers['x-amz-target'] !== 'secretsmanager.GetSecretValue') {
        return answer(outgoing, 400, { __type: 'UnknownOperationException', Message: 'Unknown operation' }, 'UnknownOperationException');
      }
      if (incoming.headers['content-type'] !== 'application/x-amz-json-1.1') {
        return answer(outgoing, 400, { __type: 'SerializationException', Message: 'Expected application/x-amz-json-1.1' }, 'SerializationException');
      }
      if (!signatureValid) {
        return answer(outgoing, 400, { __type: 'InvalidSignatureException', Message: 'The request signature we calculated does not match the signature you provided.' }, 'InvalidSignatureException');
      }
      const status = failNext.shift();
      if (status !== undefined) return answer(outgoing, status, { __type: 'InternalServiceError', Message: 'An error occurred on the server side.' }, 'InternalServiceError');
      const { SecretId } = JSON.parse(body) as { SecretId: string };
      const secret = secrets.get(SecretId);
      if (secret === undefined) {
        return answer(outgoing, 400, { __type: 'ResourceNotFoundException', Message: "Secrets Manager can't find the specified secret." }, 'ResourceNotFoundException');
      }
      const name = SecretId.split(':').at(-1)!.replace(/-\w{6}$/, '');
      answer(outgoing, 200, {
        ARN: SecretId.startsWith('arn:') ? SecretId : `arn:aws:secretsmanager:${region}:123456789012:secret:${name}-AbCdEf`,
        Name: name,
        VersionId: 'EXAMPLE1-90ab-cdef-fedc-ba987SECRET1',
        SecretString: secret,
        VersionStages: ['AWSCURRENT'],
        CreatedDate: 1_523_477_145.713,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    secrets,
    failNext,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
