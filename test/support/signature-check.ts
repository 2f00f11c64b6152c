// What a fake AWS service checks of a request's SigV4 signature: it signs the same request again with the SDK's own
// signer and the credentials the test gave the client, and compares.
import type { IncomingMessage } from 'node:http';
import { SignatureV4 } from '@smithy/signature-v4';
import { Sha256 } from './sdk-signer-hash';

export interface SignatureCheck {
  /** The signing region and service the Authorization header names. */
  readonly region: string;
  readonly service: string;
  /** True when the signature is the SDK's for `service` with these credentials. */
  readonly valid: boolean;
}

export async function checkSignature(
  incoming: IncomingMessage,
  body: string,
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string },
  service: string,
): Promise<SignatureCheck> {
  const authorization = incoming.headers.authorization ?? '';
  const [, region = '', named = ''] = /Credential=[^/]+\/\d{8}\/([^/]+)\/([^/]+)\/aws4_request/.exec(authorization) ?? [];
  const signed = (/SignedHeaders=([^,]+)/.exec(authorization)?.[1] ?? '').split(';');
  const amzDate = String(incoming.headers['x-amz-date'] ?? '');
  const date = new Date(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`);
  const headers = Object.fromEntries(signed.map((name) => [name, String(incoming.headers[name] ?? '')]));
  const [hostname, port] = String(incoming.headers.host).split(':');
  const expected = await new SignatureV4({ service: named, region, credentials, sha256: Sha256, uriEscapePath: true })
    .sign({ protocol: 'http:', hostname: hostname!, port: Number(port), method: incoming.method!, path: incoming.url!, query: {}, headers, body }, { signingDate: date })
    .catch(() => undefined);
  return { region, service: named, valid: named === service && expected?.headers.authorization === authorization };
}
