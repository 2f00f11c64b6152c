// Verifying a webhook delivery as a receiver: Standard Webhooks signatures, with WebCrypto only (Node 20, browsers, workers).

export interface WebhookHeaders {
  readonly 'webhook-id'?: string | null | undefined;
  readonly 'webhook-timestamp'?: string | null | undefined;
  readonly 'webhook-signature'?: string | null | undefined;
}

export interface VerifyWebhookOptions {
  /** How far `webhook-timestamp` may be from now, in seconds (replays older than this are refused); 300 by default. */
  readonly toleranceSeconds?: number;
  /** "Now", for tests. */
  readonly now?: Date;
}

/** What a verified delivery carried. */
export interface VerifiedWebhook<T = unknown> {
  readonly id: string;
  readonly timestamp: Date;
  /** The parsed JSON body: `{ type, timestamp, data }`. */
  readonly payload: T;
}

/** The delivery is not from the service (or was changed, or is too old to trust): answer it with a 4xx. */
export class WebhookVerificationError extends Error {
  override readonly name = 'WebhookVerificationError';
}

const SECRET_PREFIX = 'whsec_';
const encoder = new TextEncoder();

// Typed as backed by an ArrayBuffer so that DOM lib's BufferSource accepts it (TypeScript 5.7+ typed arrays are generic).
function base64Bytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

function bytesBase64(bytes: ArrayBuffer): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Compares without stopping at the first difference, so the time taken tells nothing. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

function headerOf(headers: WebhookHeaders | Headers | Record<string, string | string[] | undefined>, name: keyof WebhookHeaders): string {
  const value = typeof (headers as Headers).get === 'function' ? (headers as Headers).get(name) : (headers as Record<string, unknown>)[name];
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || text === '') throw new WebhookVerificationError(`The ${name} header is missing.`);
  return text;
}

/**
 * Checks a received delivery with your secret (`GET /v1/webhooks/secret`): the `webhook-signature` must be the
 * HMAC-SHA256 of `webhook-id.webhook-timestamp.body` under the secret, and the timestamp recent. Pass the body
 * exactly as received (the raw text, before any JSON parsing). Resolves with the parsed payload; rejects with
 * WebhookVerificationError otherwise.
 */
export async function verifyWebhook<T = unknown>(
  secret: string,
  headers: WebhookHeaders | Headers | Record<string, string | string[] | undefined>,
  rawBody: string,
  options: VerifyWebhookOptions = {},
): Promise<VerifiedWebhook<T>> {
  const id = headerOf(headers, 'webhook-id');
  const timestampText = headerOf(headers, 'webhook-timestamp');
  const signatures = headerOf(headers, 'webhook-signature');
  const seconds = Number(timestampText);
  if (!/^\d+$/.test(timestampText) || !Number.isSafeInteger(seconds)) throw new WebhookVerificationError('The webhook-timestamp header is not a number of seconds.');
  const now = (options.now ?? new Date()).getTime() / 1000;
  if (Math.abs(now - seconds) > (options.toleranceSeconds ?? 300)) throw new WebhookVerificationError('The webhook-timestamp is too far from now.');

  const key = await crypto.subtle.importKey(
    'raw',
    base64Bytes(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const expected = bytesBase64(await crypto.subtle.sign('HMAC', key, encoder.encode(`${id}.${timestampText}.${rawBody}`)));
  // Several signatures may be sent (space-separated) while a secret is being rotated; one match is enough.
  const matches = signatures.split(' ').some((entry) => {
    const [version, signature] = entry.split(',', 2);
    return version === 'v1' && signature !== undefined && sameText(signature, expected);
  });
  if (!matches) throw new WebhookVerificationError('The webhook-signature does not match: wrong secret, or the body was changed.');
  let payload: T;
  try {
    payload = JSON.parse(rawBody) as T;
  } catch {
    throw new WebhookVerificationError('The body is not JSON.');
  }
  return { id, timestamp: new Date(seconds * 1000), payload };
}

/** The helpers a receiver needs, by name: `webhooks.verify(secret, headers, rawBody)`. */
export const webhooks = { verify: verifyWebhook } as const;
