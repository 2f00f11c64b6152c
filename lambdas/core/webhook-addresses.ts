import { BlockList, isIP } from 'node:net';

// Where a webhook's host resolved to: checked at send time, after DNS, before connecting (README, "Webhooks").

// Private, loopback, link-local (the metadata service at 169.254.169.254 included), shared, reserved and multicast ranges.
function refusedRanges(): BlockList {
  const refused = new BlockList();
  for (const [network, prefix] of [
    ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
    ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
    ['224.0.0.0', 4], ['240.0.0.0', 4],
  ] as const) refused.addSubnet(network, prefix, 'ipv4');
  // Unspecified, loopback, unique local (fc00::/7, AWS's fd00:ec2::254 metadata address included), link-local, multicast, documentation.
  for (const [network, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['2001:db8::', 32], ['100::', 64]] as const) {
    refused.addSubnet(network, prefix, 'ipv6');
  }
  return refused;
}

function loopbackRanges(): BlockList {
  const loopback = new BlockList();
  loopback.addSubnet('127.0.0.0', 8, 'ipv4');
  loopback.addAddress('::1', 'ipv6');
  return loopback;
}

let ranges: { refused: BlockList; loopback: BlockList } | undefined;

/** An IPv4 address carried inside an IPv6 one (::ffff:a.b.c.d, ::a.b.c.d, 64:ff9b::a.b.c.d), as dotted text. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|::|64:ff9b::)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower)?.[1];
  if (dotted) return dotted;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return undefined;
  const high = parseInt(hex[1]!, 16);
  const low = parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Why the service must not connect to this resolved address (null when it may). */
export function addressProblem(address: string, allowLoopback: boolean): string | null {
  const family = isIP(address);
  if (family === 0) return `${address} is not an IP address`;
  const v4 = family === 6 ? embeddedIpv4(address) : address;
  const [checked, type] = v4 ? [v4, 'ipv4' as const] : [address, 'ipv6' as const];
  ranges ??= { refused: refusedRanges(), loopback: loopbackRanges() };
  if (allowLoopback && ranges.loopback.check(checked, type)) return null;
  return ranges.refused.check(checked, type) ? `${address} is a private, loopback, link-local or reserved address` : null;
}
