import { describe, expect, it } from 'vitest';
import { HttpsWebhookSender } from '../../lambdas/adapters/webhooks/https-webhook-sender';
import { addressProblem } from '../../lambdas/core/webhook-addresses';
import { webhookUrlProblemHere } from '../../lambdas/core/webhook-targets';

// One classifier for create and send (lambdas/core/webhook-addresses.ts): every literal form of an address the
// sender refuses after DNS is refused at create too, and the sender refuses each as a DNS answer and as a URL literal.

/** [what it is, the URL's host as a customer may write it, the address DNS or URL parsing gives]. */
const refused: ReadonlyArray<readonly [string, string, string]> = [
  ['private 10/8', '10.0.0.1', '10.0.0.1'],
  ['private 172.16/12', '172.16.0.1', '172.16.0.1'],
  ['private 192.168/16', '192.168.1.1', '192.168.1.1'],
  ['loopback', '127.0.0.1', '127.0.0.1'],
  ['loopback, short form', '127.1', '127.0.0.1'],
  ['metadata service', '169.254.169.254', '169.254.169.254'],
  ['link-local', '169.254.1.1', '169.254.1.1'],
  ['metadata as a decimal integer', '2852039166', '169.254.169.254'],
  ['metadata in octal', '0251.0376.0251.0376', '169.254.169.254'],
  ['metadata as a hex integer', '0xa9fea9fe', '169.254.169.254'],
  ['metadata in hex parts', '0xa9.0xfe.0xa9.0xfe', '169.254.169.254'],
  ['metadata, two parts', '169.254.43518', '169.254.169.254'],
  ['carrier-grade NAT', '100.64.0.1', '100.64.0.1'],
  ['unspecified', '0.0.0.0', '0.0.0.0'],
  ['unspecified as 0', '0', '0.0.0.0'],
  ['multicast', '224.0.0.1', '224.0.0.1'],
  ['broadcast', '255.255.255.255', '255.255.255.255'],
  ['documentation', '192.0.2.1', '192.0.2.1'],
  ['benchmarking', '198.18.0.1', '198.18.0.1'],
  ['reserved 240/4', '240.0.0.1', '240.0.0.1'],
  ['IPv6 loopback', '[::1]', '::1'],
  ['IPv6 unspecified', '[::]', '::'],
  ['IPv6 link-local', '[fe80::1]', 'fe80::1'],
  ['AWS IPv6 metadata (ULA)', '[fd00:ec2::254]', 'fd00:ec2::254'],
  ['unique local', '[fc00::1]', 'fc00::1'],
  ['IPv6 multicast', '[ff02::1]', 'ff02::1'],
  ['site-local (deprecated)', '[fec0::1]', 'fec0::1'],
  ['IPv6 documentation', '[2001:db8::1]', '2001:db8::1'],
  ['discard-only', '[100::1]', '100::1'],
  ['IPv4-mapped metadata, dotted', '[::ffff:169.254.169.254]', '::ffff:169.254.169.254'],
  ['IPv4-mapped metadata, hex', '[::ffff:a9fe:a9fe]', '::ffff:a9fe:a9fe'],
  ['IPv4-mapped private', '[::ffff:10.0.0.1]', '::ffff:a00:1'],
  ['IPv4-mapped loopback', '[::ffff:127.0.0.1]', '::ffff:7f00:1'],
  ['IPv4-translated (::ffff:0:a.b.c.d)', '[::ffff:0:a9fe:a9fe]', '::ffff:0:a9fe:a9fe'],
  ['IPv4-translated, dotted', '[::ffff:0:169.254.169.254]', '::ffff:0:a9fe:a9fe'],
  ['IPv4-compatible metadata, hex', '[::a9fe:a9fe]', '::a9fe:a9fe'],
  ['IPv4-compatible metadata, dotted', '[::169.254.169.254]', '::169.254.169.254'],
  ['IPv4-compatible private', '[::10.0.0.1]', '::a00:1'],
  ['6to4 of the metadata service', '[2002:a9fe:a9fe::]', '2002:a9fe:a9fe::'],
  ['6to4 of a private address', '[2002:a00:1::1]', '2002:a00:1::1'],
  ['NAT64 (64:ff9b::/96) of the metadata service', '[64:ff9b::a9fe:a9fe]', '64:ff9b::a9fe:a9fe'],
  ['NAT64 of a private address, dotted', '[64:ff9b::10.0.0.1]', '64:ff9b::a00:1'],
  ['local-use NAT64 (64:ff9b:1::/48)', '[64:ff9b:1::a9fe:a9fe]', '64:ff9b:1::a9fe:a9fe'],
  ['local-use NAT64 of a public address', '[64:ff9b:1::808:808]', '64:ff9b:1::808:808'],
  ['Teredo', '[2001:0:4136:e378:8000:63bf:3fff:fdd2]', '2001:0:4136:e378:8000:63bf:3fff:fdd2'],
  ['Teredo, short', '[2001::1]', '2001::1'],
];

const allowed: ReadonlyArray<readonly [string, string]> = [
  ['public IPv4', '93.184.215.14'],
  ['public IPv6', '[2606:4700:4700::1111]'],
  ['IPv4-mapped public', '[::ffff:93.184.215.14]'],
  ['NAT64 of a public address', '[64:ff9b::808:808]'],
  ['6to4 of a public address', '[2002:808:808::1]'],
  ['a name (checked after DNS)', 'hooks.example.com'],
];

/** A sender whose DNS answers `addresses`, counting the connections it would have made. */
function senderResolvingTo(addresses: string[]) {
  return new HttpsWebhookSender({ allowLoopback: false, timeoutMs: 500, resolve: async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })) });
}

describe('at create, a webhook whose host is a literal address the sender would refuse is a VALIDATION_ERROR', () => {
  it.each(refused)('%s: https://%s/ is refused, on AWS and on the local stack', (_kind, host) => {
    expect(webhookUrlProblemHere(`https://${host}/hook`, false)).toMatch(/private, loopback, link-local or reserved/);
    if (!/loopback/.test(_kind)) expect(webhookUrlProblemHere(`https://${host}/hook`, true)).toMatch(/private, loopback, link-local or reserved/);
  });

  it.each(allowed)('%s: https://%s/ is accepted', (_kind, host) => {
    expect(webhookUrlProblemHere(`https://${host}/hook`, false)).toBeNull();
  });

  it('loopback over http stays allowed on the local stack only', () => {
    expect(webhookUrlProblemHere('http://127.0.0.1:8080/hook', true)).toBeNull();
    expect(webhookUrlProblemHere('http://[::1]:8080/hook', true)).toBeNull();
    expect(webhookUrlProblemHere('http://127.0.0.1:8080/hook', false)).toMatch(/loopback/);
    expect(webhookUrlProblemHere('https://localhost/hook', false)).toMatch(/loopback/);
  });
});

describe('at send, every DNS answer goes through the same classifier, and a refused one is never connected to', () => {
  it.each(refused)('%s: a name resolving to %s (%s) is refused', async (_kind, _host, address) => {
    expect(addressProblem(address, false)).toMatch(/private, loopback, link-local or reserved/);
    expect(await senderResolvingTo([address]).post('https://hooks.example.test/x', {}, '{}')).toMatchObject({ kind: 'refused' });
  });

  it.each(refused)('%s: the literal URL https://%s/ is refused after its own lookup', async (_kind, host) => {
    // node's lookup of an IP literal answers the literal itself, without asking any DNS server.
    const sender = new HttpsWebhookSender({ allowLoopback: false, timeoutMs: 500 });
    expect(await sender.post(`https://${host}/x`, {}, '{}')).toMatchObject({ kind: 'refused', reason: expect.stringMatching(/private, loopback, link-local or reserved/) });
  });

  it('a name with one public and one private answer is refused (no rebinding between check and connect)', async () => {
    expect(await senderResolvingTo(['93.184.215.14', '169.254.169.254']).post('https://hooks.example.test/x', {}, '{}')).toMatchObject({ kind: 'refused' });
    expect(await senderResolvingTo(['::ffff:0:a9fe:a9fe']).post('https://hooks.example.test/x', {}, '{}')).toMatchObject({ kind: 'refused' });
  });

  it('the local stack allows loopback answers only, never the metadata service or a private network', () => {
    expect(addressProblem('127.0.0.1', true)).toBeNull();
    expect(addressProblem('::1', true)).toBeNull();
    expect(addressProblem('169.254.169.254', true)).not.toBeNull();
    expect(addressProblem('::ffff:a9fe:a9fe', true)).not.toBeNull();
    expect(addressProblem('10.0.0.1', true)).not.toBeNull();
  });
});
