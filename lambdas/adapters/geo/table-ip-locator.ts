// Locates addresses offline in the IP→country table (ip-country-table.ts): beside the bundle once deployed
// (lib/bundling.ts puts it there), built from the packages on the sources.
import { readFileSync } from 'node:fs';
import { IP_COUNTRY_TABLE_FILE } from '../../contract/bundle-files';
import type { IpLocation, IpLocator } from '../../ports/ip-locator';
import { entryOf, isHostingEntry, readIpCountryTable, type IpCountryTable, type RangeBlocks } from './ip-country-table';

/** An IPv4 address as a 32-bit number, or -1 if `text[from, to)` is not four dotted decimals of 0–255. */
function ipv4Number(text: string, from: number, to: number): number {
  let value = 0;
  let part = 0;
  let digits = 0;
  let dots = 0;
  for (let i = from; i < to; i++) {
    const code = text.charCodeAt(i);
    if (code === 46) {
      if (digits === 0 || ++dots > 3) return -1;
      value = value * 256 + part;
      part = 0;
      digits = 0;
    } else if (code >= 48 && code <= 57) {
      // A leading zero reads as octal to some parsers: refused rather than guessed.
      if (digits > 0 && part === 0) return -1;
      part = part * 10 + (code - 48);
      if (++digits > 3 || part > 255) return -1;
    } else {
      return -1;
    }
  }
  return dots === 3 && digits > 0 ? value * 256 + part : -1;
}

const HEX_GROUP = /^[0-9a-fA-F]{1,4}$/;

/** The groups of one side of an IPv6 address's `::`, pushed onto `groups`; false if malformed. */
function readGroups(side: string, groups: number[], ipv4Allowed: boolean): boolean {
  if (side === '') return true;
  const parts = side.split(':');
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (ipv4Allowed && i === parts.length - 1 && part.includes('.')) {
      const v4 = ipv4Number(part, 0, part.length);
      if (v4 < 0) return false;
      groups.push(Math.floor(v4 / 65536), v4 % 65536);
    } else if (HEX_GROUP.test(part)) {
      groups.push(parseInt(part, 16));
    } else {
      return false;
    }
  }
  return true;
}

/** An IPv6 address's eight 16-bit groups (`::` expanded, a trailing dotted IPv4 read as two), or undefined. */
function ipv6Groups(text: string): number[] | undefined {
  // 39 characters at most, 45 with a dotted IPv4 tail; a zone (%eth0) names a link, never a client on the Internet.
  if (text.length < 2 || text.length > 45) return undefined;
  const sides = text.split('::');
  if (sides.length > 2) return undefined;
  const head: number[] = [];
  if (!readGroups(sides[0]!, head, sides.length === 1)) return undefined;
  if (sides.length === 1) return head.length === 8 ? head : undefined;
  const tail: number[] = [];
  if (!readGroups(sides[1]!, tail, true) || head.length + tail.length > 7) return undefined;
  return [...head, ...new Array<number>(8 - head.length - tail.length).fill(0), ...tail];
}

/** 10/8, 172.16/12, 192.168/16, 127/8, 169.254/16, 100.64/10: no country to find. */
function privateIpv4(address: number): boolean {
  const a = Math.floor(address / 16_777_216);
  const b = Math.floor(address / 65_536) % 256;
  return a === 10 || a === 127 || (a === 172 && b >= 16 && b < 32) || (a === 192 && b === 168)
    || (a === 169 && b === 254) || (a === 100 && b >= 64 && b < 128);
}

/** ::1, fc00::/7 (unique local), fe80::/10 (link-local). */
function privateIpv6(groups: readonly number[]): boolean {
  const first = groups[0]!;
  const loopback = groups.every((group, i) => group === (i === 7 ? 1 : 0));
  return loopback || (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80;
}

/** Locates addresses by binary search in the table `read` returns, read on the first lookup. */
export class TableIpLocator implements IpLocator {
  private table: IpCountryTable | undefined;
  private locations: readonly IpLocation[] = [];
  private hostingLocations: readonly IpLocation[] = [];

  constructor(private readonly read: () => Uint8Array) {}

  locate(ip: string): IpLocation | undefined {
    if (typeof ip !== 'string') return undefined;
    const text = ip.trim();
    if (!text.includes(':')) {
      const address = ipv4Number(text, 0, text.length);
      return address < 0 ? undefined : this.ipv4(address);
    }
    const groups = ipv6Groups(text);
    if (!groups || privateIpv6(groups)) return undefined;
    // ::ffff:a.b.c.d, an IPv4 client of a dual-stack listener.
    if (groups[5] === 0xffff && groups.slice(0, 5).every((group) => group === 0)) return this.ipv4(groups[6]! * 65_536 + groups[7]!);
    return this.lookup(this.loaded().v6, groups[0]! * 65_536 + groups[1]!, groups[2]! * 65_536 + groups[3]!);
  }

  private ipv4(address: number): IpLocation | undefined {
    return privateIpv4(address) ? undefined : this.lookup(this.loaded().v4, 0, address);
  }

  private lookup(blocks: RangeBlocks, high: number, low: number): IpLocation | undefined {
    const entry = entryOf(blocks, high, low);
    return (isHostingEntry(blocks, entry) ? this.hostingLocations : this.locations)[blocks.country[entry]!];
  }

  private loaded(): IpCountryTable {
    if (!this.table) {
      const table = readIpCountryTable(this.read());
      // One location object per country, shared by every lookup.
      this.locations = table.countries.map(({ code, continent }) => Object.freeze({ country: code, continent }));
      this.hostingLocations = table.countries.map(({ code, continent }) => Object.freeze({ country: code, continent, hosting: true }));
      this.table = table;
    }
    return this.table;
  }
}

let located: Promise<IpLocator> | undefined;

/**
 * The process's locator: the table beside the bundle once deployed; on the sources (tests, the in-process local
 * runtime) the table built from the packages under `.build/` (built on first use, then reused).
 */
export function loadIpLocator(): Promise<IpLocator> {
  located ??= (async () => {
    // A define-time constant: esbuild drops the branch a bundle does not take, and with it the builder and the CSVs.
    if (process.env.STORYBOOK_FILES_BESIDE_BUNDLE === 'true') {
      const file = new URL(`./${IP_COUNTRY_TABLE_FILE}`, import.meta.url);
      return new TableIpLocator(() => readFileSync(file));
    } else {
      const { builtIpCountryTable } = await import('./ip-country-table-builder');
      const path = builtIpCountryTable();
      return new TableIpLocator(() => readFileSync(path));
    }
  })();
  return located;
}
