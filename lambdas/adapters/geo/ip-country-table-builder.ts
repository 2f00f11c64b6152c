// Builds the IP→country table file from @ip-location-db/geo-whois-asn-country's CSVs and countries-list's continents,
// marking the ranges of cloud, CDN and hosting networks (hosting-networks.ts, from @ip-location-db/asn's CSVs).
// Build time only (lib/bundling.ts, and tests on the sources): bundles read the built file beside them instead.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { countries as countryList } from 'countries-list';
import { IP_COUNTRY_TABLE_FILE } from '../../contract/bundle-files';
import type { Continent } from '../../ports/ip-locator';
import { HOSTING_NETWORKS } from './hosting-networks';
import { IP_COUNTRY_TABLE_VERSION, NO_COUNTRY, rangeBlocks, writeIpCountryTable, type CountryEntry } from './ip-country-table';

/** Codes the registries still use that countries-list does not know, with the continent they are on. */
const CONTINENT_OVERRIDES: Readonly<Record<string, Continent>> = {
  // Netherlands Antilles, dissolved in 2010: Caribbean islands.
  AN: 'NA',
};

export interface IpCountryTableSources {
  /** `start,end,country` lines, addresses as decimal numbers (the package's `-num.csv` files). */
  readonly v4Csv: string;
  readonly v6Csv: string;
  /** `start,end,asn,organisation` lines of @ip-location-db/asn's `-num.csv` files; without them nothing is marked hosting. */
  readonly v4AsnCsv?: string;
  readonly v6AsnCsv?: string;
}

export interface IpCountryTableFigures {
  readonly v4Rows: number;
  readonly v6Rows: number;
  /** Rows once those inside others are cut out of them (the inner row wins). */
  readonly v4Flattened: number;
  readonly v6Flattened: number;
  /** Ranges left once neighbours of the same country are merged (IPv6 at /64). */
  readonly v4Ranges: number;
  readonly v6Ranges: number;
  /** Entries in the file: the ranges plus the starts of the gaps between them. */
  readonly v4Entries: number;
  readonly v6Entries: number;
  /** IPv6 rows narrower than a /64 that a later row of the same /64 hides. */
  readonly v6RowsHidden: number;
  readonly countries: number;
  /** Merged ranges of the hosting networks, and the entries of the table marked hosting. */
  readonly v4HostingRanges: number;
  readonly v6HostingRanges: number;
  readonly v4HostingEntries: number;
  readonly v6HostingEntries: number;
  readonly bytes: number;
}

interface Row {
  start: bigint;
  end: bigint;
  code: string;
}

function parseRows(csv: string): Row[] {
  const rows: Row[] = [];
  for (const line of csv.split('\n')) {
    if (line.trim() === '') continue;
    const [start, end, code] = line.trim().split(',');
    if (!start || !end || !code || !/^[A-Z]{2}$/.test(code)) throw new Error(`Unexpected IP range line: ${line}`);
    rows.push({ start: BigInt(start), end: BigInt(end), code });
  }
  // Wider first where two start together, so the narrower one is inside it (flatten).
  return rows.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.end > b.end ? -1 : a.end < b.end ? 1 : 0));
}

/**
 * Rows that do not overlap, from sorted rows some of which lie inside others (about 600 in the package: a provider's
 * geofeed names a country for part of a registry's block): the inner, more specific row wins where they overlap.
 */
function flatten(rows: readonly Row[]): Row[] {
  const flat: Row[] = [];
  const open: Row[] = [];
  let cursor = 0n;
  const emit = (end: bigint, code: string) => {
    if (cursor <= end) flat.push({ start: cursor, end, code });
    if (cursor <= end) cursor = end + 1n;
  };
  for (const row of rows) {
    while (open.length > 0 && open.at(-1)!.end < row.start) {
      const closed = open.pop()!;
      emit(closed.end, closed.code);
    }
    if (open.length > 0) emit(row.start - 1n, open.at(-1)!.code);
    cursor = row.start;
    open.push(row);
  }
  while (open.length > 0) {
    const closed = open.pop()!;
    emit(closed.end, closed.code);
  }
  return flat;
}

/**
 * Range starts (address >> `shift`) and their country indexes, from rows sorted by start: gaps get NO_COUNTRY, a
 * start equal to the one before replaces it (a later row of the same /64 wins), a neighbour of the same country merges.
 */
function compile(rows: readonly Row[], index: ReadonlyMap<string, number>, shift: bigint, last: bigint) {
  const starts: bigint[] = [];
  const country: number[] = [];
  let hidden = 0;
  const push = (start: bigint, countryIndex: number) => {
    if (starts.at(-1) === start) {
      if (country.at(-1) !== NO_COUNTRY) hidden++;
      starts.pop();
      country.pop();
    }
    if (country.at(-1) !== countryIndex) { starts.push(start); country.push(countryIndex); }
  };
  let next = 0n;
  for (const row of rows) {
    const start = row.start >> shift;
    // A block a row shares with the one before (IPv6 narrower than /64) starts again here, not before.
    if (start < next - 1n) throw new Error(`Overlapping IP ranges at ${row.start}`);
    if (start > next) push(next, NO_COUNTRY);
    push(start, index.get(row.code)!);
    next = (row.end >> shift) + 1n;
  }
  if (next <= last) push(next, NO_COUNTRY);
  const hosting = new Uint8Array((country.length + 7) >>> 3);
  country.forEach((key, i) => { if (key >= HOSTING_KEY && key !== NO_COUNTRY) hosting[i >>> 3]! |= 1 << (i & 7); });
  return {
    starts, country: Uint8Array.from(country, (key) => (key === NO_COUNTRY ? key : key % HOSTING_KEY)), hosting, hidden,
    ranges: country.filter((c) => c !== NO_COUNTRY).length, hostingEntries: country.filter((c) => c !== NO_COUNTRY && c >= HOSTING_KEY).length,
  };
}

/** A code's entry for the hosting ranges of its country. */
const HOSTING_SUFFIX = '+hosting';
const HOSTING_KEY = 0x100;

/** The ranges the hosting networks announce, sorted and merged, from the ASN CSV's text. */
function hostingRanges(csv: string | undefined): Array<{ start: bigint; end: bigint }> {
  if (!csv) return [];
  const networks = new Set(HOSTING_NETWORKS.map(([asn]) => String(asn)));
  const ranges: Array<{ start: bigint; end: bigint }> = [];
  for (const line of csv.split('\n')) {
    // start,end,asn,"organisation, maybe with commas": only the first three fields are read.
    const first = line.indexOf(',');
    const second = line.indexOf(',', first + 1);
    const third = line.indexOf(',', second + 1);
    if (first < 0 || second < 0) continue;
    const asn = line.slice(second + 1, third < 0 ? undefined : third);
    if (networks.has(asn)) ranges.push({ start: BigInt(line.slice(0, first)), end: BigInt(line.slice(first + 1, second)) });
  }
  ranges.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const merged: Array<{ start: bigint; end: bigint }> = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range.start <= last.end + 1n) { if (range.end > last.end) last.end = range.end; } else merged.push({ ...range });
  }
  return merged;
}

/** Flat, sorted country rows with the parts inside a hosting range given the country's hosting code. */
function overlayHosting(rows: readonly Row[], hosting: ReadonlyArray<{ start: bigint; end: bigint }>): Row[] {
  const out: Row[] = [];
  let next = 0;
  for (const row of rows) {
    while (next < hosting.length && hosting[next]!.end < row.start) next++;
    let cursor = row.start;
    let k = next;
    while (cursor <= row.end) {
      const range = hosting[k];
      if (!range || range.start > row.end) { out.push({ start: cursor, end: row.end, code: row.code }); break; }
      if (range.start > cursor) { out.push({ start: cursor, end: range.start - 1n, code: row.code }); cursor = range.start; }
      const end = range.end < row.end ? range.end : row.end;
      out.push({ start: cursor, end, code: row.code + HOSTING_SUFFIX });
      cursor = end + 1n;
      if (range.end <= row.end) k++;
    }
    next = k;
  }
  return out;
}

function continentOf(code: string): Continent {
  const continent = (countryList as Record<string, { continent: Continent } | undefined>)[code]?.continent ?? CONTINENT_OVERRIDES[code];
  if (!continent) throw new Error(`No continent for country ${code}: add it to CONTINENT_OVERRIDES`);
  return continent;
}

/** The table file's bytes from the CSVs' text, with the figures of what merging did. */
export function buildIpCountryTable(sources: IpCountryTableSources): { bytes: Uint8Array; figures: IpCountryTableFigures } {
  const v4Rows = parseRows(sources.v4Csv);
  const v6Rows = parseRows(sources.v6Csv);
  const v4Hosting = hostingRanges(sources.v4AsnCsv);
  const v6Hosting = hostingRanges(sources.v6AsnCsv);
  const v4Flat = overlayHosting(flatten(v4Rows), v4Hosting);
  const v6Flat = overlayHosting(flatten(v6Rows), v6Hosting);
  const codes = [...new Set([...v4Rows, ...v6Rows].map((row) => row.code))].sort();
  const countries: CountryEntry[] = codes.map((code) => ({ code, continent: continentOf(code) }));
  // A hosting range's key is its country's index plus HOSTING_KEY: neighbours merge only when both agree.
  const index = new Map(codes.flatMap((code, i) => [[code, i], [code + HOSTING_SUFFIX, i + HOSTING_KEY]]));
  const v4 = compile(v4Flat, index, 0n, 0xffff_ffffn);
  // IPv6 at /64: one network rarely spans countries below that, and 64 bits halve the file.
  const v6 = compile(v6Flat, index, 64n, 0xffff_ffff_ffff_ffffn);
  const bytes = writeIpCountryTable({ countries, v4: rangeBlocks(v4.starts, v4.country, false, v4.hosting), v6: rangeBlocks(v6.starts, v6.country, true, v6.hosting) });
  return {
    bytes,
    figures: {
      v4Rows: v4Rows.length, v6Rows: v6Rows.length, v4Flattened: v4Flat.length, v6Flattened: v6Flat.length, v4Ranges: v4.ranges, v6Ranges: v6.ranges,
      v4Entries: v4.starts.length, v6Entries: v6.starts.length, v6RowsHidden: v6.hidden, countries: countries.length,
      v4HostingRanges: v4Hosting.length, v6HostingRanges: v6Hosting.length, v4HostingEntries: v4.hostingEntries, v6HostingEntries: v6.hostingEntries, bytes: bytes.byteLength,
    },
  };
}

const csvFile = (name: string) => createRequire(import.meta.url).resolve(`@ip-location-db/${name}`);

/** The packages' CSVs, read from node_modules. */
export function ipCountryTableSources(): IpCountryTableSources {
  return {
    v4Csv: readFileSync(csvFile('geo-whois-asn-country/geo-whois-asn-country-ipv4-num.csv'), 'utf8'),
    v6Csv: readFileSync(csvFile('geo-whois-asn-country/geo-whois-asn-country-ipv6-num.csv'), 'utf8'),
    v4AsnCsv: readFileSync(csvFile('asn/asn-ipv4-num.csv'), 'utf8'),
    v6AsnCsv: readFileSync(csvFile('asn/asn-ipv6-num.csv'), 'utf8'),
  };
}

// Generated files live under the project's `.build/`, which CDK's bundling hooks copy from (lib/service-function.ts).
const cacheDir = join(fileURLToPath(new URL('../../../', import.meta.url)), '.build', 'ip-country');

let builtPath: string | undefined;

/**
 * The table file built from the installed packages, under `.build/ip-country/<hash of the inputs>/`: built once per
 * change of the CSVs, the continents or the format, written beside and renamed into place so parallel builds never see half.
 */
export function builtIpCountryTable(): string {
  if (builtPath) return builtPath;
  const sources = ipCountryTableSources();
  const hash = createHash('sha256').update(String(IP_COUNTRY_TABLE_VERSION)).update('\0').update(sources.v4Csv).update('\0')
    .update(sources.v6Csv).update('\0').update(sources.v4AsnCsv ?? '').update('\0').update(sources.v6AsnCsv ?? '').update('\0')
    .update(JSON.stringify([countryList, CONTINENT_OVERRIDES, HOSTING_NETWORKS])).digest('hex').slice(0, 16);
  const dir = join(cacheDir, hash);
  const path = join(dir, IP_COUNTRY_TABLE_FILE);
  if (!existsSync(path)) {
    const staging = `${dir}.${process.pid}`;
    mkdirSync(staging, { recursive: true });
    writeFileSync(join(staging, IP_COUNTRY_TABLE_FILE), buildIpCountryTable(sources).bytes);
    mkdirSync(dirname(dir), { recursive: true });
    try { renameSync(staging, dir); } catch { rmSync(staging, { recursive: true, force: true }); }
  }
  builtPath = path;
  return path;
}
