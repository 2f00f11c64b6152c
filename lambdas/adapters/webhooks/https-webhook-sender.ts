import { lookup } from 'node:dns/promises';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { addressProblem } from '../../core/webhook-addresses';
import type { SendOutcome, WebhookSender } from '../../ports/webhook-sender';

export interface HttpsWebhookSenderOptions {
  /** Loopback targets allowed (the local stack only); private, link-local and metadata addresses never are. */
  readonly allowLoopback: boolean;
  readonly timeoutMs: number;
  /** Replaces DNS (tests). */
  readonly resolve?: (hostname: string) => Promise<Array<{ address: string; family: number }>>;
}

const defaultResolve = (hostname: string) => lookup(hostname, { all: true, verbatim: true });

/**
 * POSTs with node's own client. The host is resolved first and every address it resolves to is checked; the
 * connection then goes to the checked address (the request's `lookup` returns it), so a second DNS answer cannot
 * slip in another one. TLS still verifies the certificate against the URL's host name.
 */
export class HttpsWebhookSender implements WebhookSender {
  constructor(private readonly options: HttpsWebhookSenderOptions) {}

  async post(target: string, headers: Readonly<Record<string, string>>, body: string): Promise<SendOutcome> {
    const url = new URL(target);
    const hostname = url.hostname.replace(/^\[|\]$/g, '');
    let addresses: Array<{ address: string; family: number }>;
    try {
      addresses = await (this.options.resolve ?? defaultResolve)(hostname);
    } catch (error) {
      return { kind: 'failed', reason: `DNS: ${(error as NodeJS.ErrnoException).code ?? String(error)}` };
    }
    const problem = addresses.length === 0 ? `${hostname} resolved to no address` : addresses.map((a) => addressProblem(a.address, this.options.allowLoopback)).find(Boolean);
    if (problem) return { kind: 'refused', reason: problem };
    const { address, family } = addresses[0]!;
    const pinned: LookupFunction = (_host, options, callback) => {
      if ((options as { all?: boolean }).all) (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [{ address, family }]);
      else callback(null, address, family);
    };
    const options: RequestOptions = {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)), 'user-agent': 'storybook-api-webhooks/1' },
      lookup: pinned,
      timeout: this.options.timeoutMs,
    };
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    return new Promise<SendOutcome>((resolve) => {
      const timer = setTimeout(() => {
        req.destroy();
        resolve({ kind: 'failed', reason: `no answer within ${this.options.timeoutMs} ms` });
      }, this.options.timeoutMs);
      const req = send(url, options, (response) => {
        clearTimeout(timer);
        // The answer's body is not read beyond what arrives: only the status matters.
        response.resume();
        resolve({ kind: 'answered', status: response.statusCode ?? 0 });
      });
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        resolve({ kind: 'failed', reason: error.code ?? error.message });
      });
      req.end(body);
    });
  }
}
