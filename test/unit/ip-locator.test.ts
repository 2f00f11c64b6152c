import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIpCountryTable, builtIpCountryTable, ipCountryTableSources } from '../../lambdas/adapters/geo/ip-country-table-builder';
import { readIpCountryTable } from '../../lambdas/adapters/geo/ip-country-table';
import { loadIpLocator, TableIpLocator } from '../../lambdas/adapters/geo/table-ip-locator';
import { HOSTING_NETWORKS } from '../../lambdas/adapters/geo/hosting-networks';
import { IP_COUNTRY_TABLE_FILE } from '../../lambdas/contract/bundle-files';
import { providerNames } from '../../lambdas/contract/config';
import type { IpLocator } from '../../lambdas/ports/ip-locator';
import { esbuildOptionsFor, filesBesideBundle } from '../../lib/bundling';
import { fromProjectRoot } from '../../lib/project-files';

// The expectations come from the package's CSVs themselves: the row holding an address, the innermost where rows nest.
interface CsvRow { start: bigint; end: bigint; country: string }

const csvRows = (name: string): CsvRow[] =>
  readFileSync(createRequire(import.meta.url).resolve(`@ip-location-db/geo-whois-asn-country/${name}`), 'utf8').trim().split('\n').map((line) => {
    const [start, end, country] = line.split(',');
    return { start: BigInt(start!), end: BigInt(end!), country: country! };
  });

const v4Rows = csvRows('geo-whois-asn-country-ipv4-num.csv');
const v6Rows = csvRows('geo-whois-asn-country-ipv6-num.csv');

/** The CSV's country for an address: of the rows holding it, the one starting last (the narrowest of those starting together). */
function csvCountry(address: bigint, v6: boolean): string | undefined {
  let best: CsvRow | undefined;
  for (const row of v6 ? v6Rows : v4Rows) {
    if (row.start <= address && address <= row.end && (!best || row.start > best.start || (row.start === best.start && row.end < best.end))) best = row;
  }
  return best?.country;
}

function addressNumber(ip: string): bigint {
  if (!ip.includes(':')) return ip.split('.').reduce((n, part) => n * 256n + BigInt(part), 0n);
  const [head = '', tail = ''] = ip.split('::');
  const first = head ? head.split(':') : [];
  const last = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = [...first, ...new Array<string>(8 - first.length - last.length).fill('0'), ...last];
  return groups.reduce((n, group) => n * 65536n + BigInt(parseInt(group, 16)), 0n);
}

const ipv4Text = (n: bigint) => [24n, 16n, 8n, 0n].map((shift) => String((n >> shift) & 255n)).join('.');
const ipv6Text = (n: bigint) => [112n, 96n, 80n, 64n, 48n, 32n, 16n, 0n].map((shift) => ((n >> shift) & 0xffffn).toString(16)).join(':');

// A fixed sequence, so a failure names the same addresses on every run.
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => { state = (state * 1_103_515_245 + 12_345) % 2_147_483_648; return state / 2_147_483_648; };
}

/** `count` addresses inside random rows of the CSV. */
function sampleAddresses(rows: readonly CsvRow[], count: number, seed: number): bigint[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const row = rows[Math.floor(random() * rows.length)]!;
    const span = row.end - row.start + 1n;
    return row.start + (span * BigInt(Math.floor(random() * 1_000_000))) / 1_000_000n;
  });
}

let locator: IpLocator;
beforeAll(async () => { locator = await loadIpLocator(); }, 60_000);

describe('well-known addresses are located in the country the data gives them, on that country\'s continent', () => {
  // Google's, Cloudflare's and Amazon's addresses are hosting networks' too (hosting-networks.ts).
  const cases = [
    { ip: '8.8.8.8', country: 'US', continent: 'NA', hosting: true },
    { ip: '80.128.0.1', country: 'DE', continent: 'EU' },
    { ip: '1.0.16.1', country: 'JP', continent: 'AS' },
    { ip: '200.160.2.3', country: 'BR', continent: 'SA' },
    { ip: '41.0.0.1', country: 'ZA', continent: 'AF' },
    { ip: '1.1.1.1', country: 'AU', continent: 'OC', hosting: true },
    { ip: '2001:4860:4860::8888', country: 'US', continent: 'NA', hosting: true },
    { ip: '2a00:1450:4001::1', country: 'IE', continent: 'EU', hosting: true },
    { ip: '3.80.0.1', country: 'US', continent: 'NA', hosting: true },
    { ip: '34.240.0.1', country: 'IE', continent: 'EU', hosting: true },
    { ip: '73.0.0.1', country: 'US', continent: 'NA' },
    { ip: '86.128.0.1', country: 'GB', continent: 'EU' },
  ] as const;

  it.each(cases)('$ip → $country, $continent (as the CSV says)', ({ ip, ...expected }) => {
    expect(csvCountry(addressNumber(ip), ip.includes(':'))).toBe(expected.country);
    expect(locator.locate(ip)).toEqual(expected);
  });
});

describe('addresses of cloud, CDN and hosting networks are marked as such (@ip-location-db/asn, sampled)', () => {
  const asnRows = (name: string) =>
    readFileSync(createRequire(import.meta.url).resolve(`@ip-location-db/asn/${name}`), 'utf8').trim().split('\n').map((line) => {
      const [start, end, asn] = line.split(',');
      return { start: BigInt(start!), end: BigInt(end!), asn: Number(asn), country: '' };
    });
  const hostingAsns = new Set(HOSTING_NETWORKS.map(([asn]) => asn));
  const v4Asn = asnRows('asn-ipv4-num.csv');

  it('IPv4: 300 addresses of the listed networks are hosting, 300 of others are not (located ones only)', () => {
    const inList = sampleAddresses(v4Asn.filter((row) => hostingAsns.has(row.asn)), 300, 8);
    const others = sampleAddresses(v4Asn.filter((row) => !hostingAsns.has(row.asn)), 300, 9);
    expect(inList.filter((address) => locator.locate(ipv4Text(address)) && !locator.locate(ipv4Text(address))?.hosting).map(ipv4Text)).toEqual([]);
    expect(others.filter((address) => locator.locate(ipv4Text(address))?.hosting).map(ipv4Text)).toEqual([]);
  });
});

describe('every address is located as the CSV row holding it says (sampled)', () => {
  it('IPv4: 400 addresses in random rows, all as the CSV says (private blocks excepted)', () => {
    const misses = sampleAddresses(v4Rows, 400, 4).filter((address) => {
      const expected = /^(10|127)\.|^172\.(1[6-9]|2\d|3[01])\.|^192\.168\./.test(ipv4Text(address)) ? undefined : csvCountry(address, false);
      return locator.locate(ipv4Text(address))?.country !== expected;
    });
    expect(misses.map(ipv4Text)).toEqual([]);
  });

  it('IPv6: 150 addresses in random rows, at least 98% as the CSV says (the table keeps /64s, and rows narrower than that may share one)', () => {
    const sample = sampleAddresses(v6Rows, 150, 6);
    const misses = sample.filter((address) => locator.locate(ipv6Text(address))?.country !== csvCountry(address, true));
    console.log(`IPv6 sample: ${misses.length} of ${sample.length} differ from the CSV: ${misses.map(ipv6Text).join(', ')}`);
    expect(misses.length).toBeLessThanOrEqual(3);
  });
});

describe('private, loopback, link-local and shared addresses are located nowhere', () => {
  it.each([
    '10.0.0.1', '10.255.255.255', '172.16.0.1', '172.31.255.254', '192.168.1.1', '127.0.0.1', '169.254.169.254', '100.64.0.1', '100.127.255.255',
    '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'febf::1', '::ffff:192.168.0.1', '::ffff:10.1.2.3', '::', '0.0.0.0',
  ])('%s', (ip) => {
    expect(locator.locate(ip)).toBeUndefined();
  });

  it('though the data gives some of them a country (172.16/12 and 192.168/16 are AU in this package)', () => {
    expect(csvCountry(addressNumber('192.168.1.1'), false)).toBe('AU');
    // The neighbours of the private blocks are still located.
    expect(locator.locate('172.32.0.1')).toBeDefined();
    expect(locator.locate('100.128.0.1')?.country).toBe(csvCountry(addressNumber('100.128.0.1'), false));
  });
});

describe('malformed input is located nowhere, and never throws', () => {
  it.each([
    '', 'localhost', '8.8.8', '8.8.8.8.8', '256.1.1.1', '1.2.3.-4', '01.2.3.4', '1..2.3', '8.8.8.8/32', '[::1]', ':', ':::',
    '1::2::3', '2001:4860:4860::8888::', 'gggg::1', '12345::1', '1:2:3:4:5:6:7', '1:2:3:4:5:6:7:8:9', '::ffff:999.1.1.1',
    '1.2.3.4::', 'fe80::1%eth0', '2001:4860:4860:0:0:0:0:8888:', 'x'.repeat(10_000), '\u0000',
  ])('%j', (ip) => {
    expect(locator.locate(ip)).toBeUndefined();
  });

  it('nor does anything that is not a string', () => {
    for (const value of [undefined, null, 42, {}, ['8.8.8.8']]) expect(locator.locate(value as unknown as string)).toBeUndefined();
  });
});

describe('IPv6 is read in every form: full, compressed, upper case, and IPv4 mapped into it', () => {
  it('the forms of one address are located alike', () => {
    const google = locator.locate('2001:4860:4860::8888');
    for (const form of ['2001:4860:4860:0:0:0:0:8888', '2001:4860:4860:0000:0000:0000:0000:8888', '2001:4860:4860::0:8888', '2001:4860:4860:0::8888', '2001:4860:4860::8888'.toUpperCase()]) {
      expect(locator.locate(form), form).toEqual(google);
    }
  });

  it('::ffff:a.b.c.d and its hexadecimal form are the IPv4 address', () => {
    expect(locator.locate('::ffff:8.8.8.8')).toEqual({ country: 'US', continent: 'NA', hosting: true });
    expect(locator.locate('::ffff:808:808')).toEqual({ country: 'US', continent: 'NA', hosting: true });
    expect(locator.locate('0:0:0:0:0:ffff:80.128.0.1')).toEqual({ country: 'DE', continent: 'EU' });
  });
});

describe('the table file is read once, lazily, and a file not of this format fails loudly', () => {
  it('reads its file on the first lookup only', () => {
    let reads = 0;
    const bytes = readFileSync(builtIpCountryTable());
    const counted = new TableIpLocator(() => { reads++; return bytes; });
    expect(reads).toBe(0);
    expect(counted.locate('10.0.0.1')).toBeUndefined();
    counted.locate('8.8.8.8');
    counted.locate('2001:4860:4860::8888');
    expect(reads).toBe(1);
  });

  it('a truncated or foreign file throws (a deployment fault, not an input)', () => {
    const bytes = readFileSync(builtIpCountryTable());
    expect(() => readIpCountryTable(bytes.subarray(0, bytes.length - 1))).toThrow(/bytes/);
    expect(() => new TableIpLocator(() => new Uint8Array(64)).locate('8.8.8.8')).toThrow(/Not an IP country table/);
  });
});

describe('lookups are cheap: 100,000 well under a second', () => {
  it('mixed IPv4 and IPv6 addresses', () => {
    const addresses = [
      ...sampleAddresses(v4Rows, 700, 7).map(ipv4Text),
      ...sampleAddresses(v6Rows, 300, 8).map((address) => ipv6Text(address).replace(/(^|:)0(:0)+(:|$)/, '::')),
    ];
    let located = 0;
    const started = performance.now();
    for (let i = 0; i < 100_000; i++) if (locator.locate(addresses[i % addresses.length]!)) located++;
    const elapsed = performance.now() - started;
    console.log(`100,000 lookups (70% IPv4, 30% IPv6): ${elapsed.toFixed(0)} ms, ${((elapsed * 1000) / 100_000).toFixed(2)} µs each`);
    expect(located).toBeGreaterThan(90_000);
    expect(elapsed).toBeLessThan(2_000);
  });
});

describe('the table is small: one file under 3 MB, built from the CSVs in seconds and cached', () => {
  it('figures', () => {
    const started = performance.now();
    const { bytes, figures } = buildIpCountryTable(ipCountryTableSources());
    const elapsed = performance.now() - started;
    console.table(figures);
    console.log(`${IP_COUNTRY_TABLE_FILE}: ${bytes.byteLength} bytes (${(bytes.byteLength / 1024 / 1024).toFixed(2)} MiB), built in ${elapsed.toFixed(0)} ms`);
    expect(bytes.byteLength).toBeLessThan(3 * 1024 * 1024);
    expect(statSync(builtIpCountryTable()).size).toBe(bytes.byteLength);
    expect(builtIpCountryTable().startsWith(fromProjectRoot('.build'))).toBe(true);
  }, 30_000);
});

describe('CreateStory and GetStory read the table beside their bundle', () => {
  const outdir = mkdtempSync(join(tmpdir(), 'storybook-geo-'));
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('the bundling definition gives it to both, for every provider', () => {
    for (const provider of providerNames) {
      for (const name of ['createStory', 'getStory', 'cancelStory'] as const) {
        const files = filesBesideBundle(name, provider).filter((file) => file.name === IP_COUNTRY_TABLE_FILE);
        expect(files, `${name} (${provider})`).toHaveLength(1);
        expect(statSync(files[0]!.source).size).toBeGreaterThan(1_000_000);
      }
    }
  });

  it('bundled as the functions are, the locator reads the file beside the bundle and carries neither the builder nor the CSVs', async () => {
    await build(esbuildOptionsFor({ geo: fromProjectRoot('lambdas/adapters/geo/table-ip-locator.ts') }, outdir, 'offline'));
    const bundle = join(outdir, 'geo', 'index.mjs');
    copyFileSync(builtIpCountryTable(), join(outdir, 'geo', IP_COUNTRY_TABLE_FILE));
    const code = readFileSync(bundle, 'utf8');
    expect(code).not.toMatch(/geo-whois|countries-list|Netherlands/);
    console.log(`locator bundle: ${(code.length / 1024).toFixed(1)} KiB of code`);
    expect(code.length).toBeLessThan(20 * 1024);
    const bundled = (await import(pathToFileURL(bundle).href)) as { loadIpLocator: () => Promise<IpLocator> };
    expect((await bundled.loadIpLocator()).locate('80.128.0.1')).toEqual({ country: 'DE', continent: 'EU' });
  }, 60_000);
});
