import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

// Where a webhook may connect: one classifier for the literal host at create (webhook-targets.ts) and for every DNS
// answer at send (adapters/webhooks/https-webhook-sender.ts), so the two can never disagree (docs/decisions/webhooks.md).

type Parsed = ipaddr.IPv4 | ipaddr.IPv6;

const REFUSED = 'is a private, loopback, link-local or reserved address';

/** IPv6 ranges that carry an IPv4 address in their last 32 bits (mapped, SIIT, NAT64 well-known, IPv4-compatible). */
const LAST_32_BITS = new Set(['ipv4Mapped', 'rfc6145', 'rfc6052']);

/** 64:ff9b:1::/48 (RFC 8215): a local-use translation prefix, whatever sits behind it is the operator's own network. */
const LOCAL_USE_NAT64 = ipaddr.parseCIDR('64:ff9b:1::/48');

/** The IPv4 address an IPv6 one translates to or tunnels towards, where it names one. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | undefined {
  const parts = address.parts;
  const v4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
  const range = address.range();
  if (range === '6to4') return v4(parts[1]!, parts[2]!);
  if (LAST_32_BITS.has(range)) return v4(parts[6]!, parts[7]!);
  // IPv4-compatible (::a.b.c.d, deprecated but still parsed and routed by some stacks); :: and ::1 are their own ranges.
  if (parts.slice(0, 6).every((part) => part === 0) && range === 'unicast') return v4(parts[6]!, parts[7]!);
  return undefined;
}

function isLoopback(address: Parsed): boolean {
  if (address.kind() === 'ipv6') {
    const v6 = address as ipaddr.IPv6;
    const inner = v6.match(LOCAL_USE_NAT64) ? undefined : embeddedIpv4(v6);
    return inner ? isLoopback(inner) : v6.range() === 'loopback';
  }
  return address.range() === 'loopback';
}

/**
 * Only global unicast passes; translated and tunnelled forms are judged by the IPv4 address they lead to. Teredo
 * (2001::/32) is not unicast to ipaddr.js and hides its IPv4 end behind a relay: refused like any other special range.
 */
function refusedReason(address: Parsed): string | null {
  if (address.kind() === 'ipv4') return address.range() === 'unicast' ? null : (address.range() as string);
  const v6 = address as ipaddr.IPv6;
  if (v6.match(LOCAL_USE_NAT64)) return 'local-use NAT64';
  const inner = embeddedIpv4(v6);
  if (inner) return refusedReason(inner);
  return v6.range() === 'unicast' ? null : v6.range();
}

/**
 * Why the service must not connect to this address (null when it may). `address` is an IP in its text form (with or
 * without the brackets a URL puts around IPv6). Loopback passes only where `allowLoopback` (the local stack).
 */
export function addressProblem(address: string, allowLoopback: boolean): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (isIP(bare) === 0 || !ipaddr.isValid(bare)) return `${address} is not an IP address`;
  const parsed = ipaddr.parse(bare);
  if (allowLoopback && isLoopback(parsed)) return null;
  return refusedReason(parsed) === null ? null : `${address} ${REFUSED}`;
}

/** Whether a URL's hostname is an IP literal (IPv6 in brackets, as URL gives it). */
export function isIpLiteral(hostname: string): boolean {
  return isIP(hostname.replace(/^\[|\]$/g, '')) !== 0;
}
