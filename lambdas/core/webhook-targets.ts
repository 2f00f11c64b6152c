import { addressProblem, isIpLiteral } from './webhook-addresses';

// Where a webhook may point, by its URL (checked at create time); webhook-addresses.ts classifies every address, the
// URL's literal one here and each DNS answer at send.

export const WEBHOOK_URL_MAX = 2048;

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A host the URL names literally as this machine (http is allowed for these on the local stack only). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return LOOPBACK_NAMES.has(host) || host.endsWith('.localhost') || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** Why a webhook URL is not acceptable anywhere (null when it is): the create body's zod check. */
export function webhookUrlProblem(value: string): string | null {
  if (value.length > WEBHOOK_URL_MAX) return `webhook must be at most ${WEBHOOK_URL_MAX} characters`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'webhook must be an absolute https URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'webhook must be an https URL';
  if (url.username !== '' || url.password !== '') return 'webhook must not carry credentials (user:password@)';
  if (url.hash !== '') return 'webhook must not have a #fragment';
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return 'webhook must be an https URL (http only to 127.0.0.1 on the local stack)';
  return null;
}

/**
 * Why a (shape-checked) URL is not acceptable on this deployment: a literal address the sender would refuse (in any
 * form URL accepts: decimal, octal and hex IPv4 come out dotted, IPv6 compressed), http and loopback only where the
 * stack allows them.
 */
export function webhookUrlProblemHere(value: string, allowLoopback: boolean): string | null {
  const url = new URL(value);
  if (isIpLiteral(url.hostname)) {
    const problem = addressProblem(url.hostname, allowLoopback);
    if (problem) return `webhook must not point at a private, loopback, link-local or reserved address (${url.hostname})`;
  }
  if (allowLoopback) return null;
  if (url.protocol !== 'https:') return 'webhook must be an https URL';
  if (isLoopbackHost(url.hostname)) return 'webhook must not point at this machine (loopback)';
  return null;
}
