// The IP→country file's one definition: the builder writes it, TableIpLocator reads it in place. Range starts
// (IPv4 as 32 bits, IPv6 as the top 64) in blocks of 32: a binary search over the blocks' first starts, then a walk
// over at most 31 varint gaps. Fixed-width starts would be 4.1 MB; the gaps make it about 2.3 MB.
import type { Continent } from '../../ports/ip-locator';

/** Continents in the order the file indexes them. */
export const CONTINENTS: readonly Continent[] = ['AF', 'AN', 'AS', 'EU', 'NA', 'OC', 'SA'];

/** The country index of a range no country holds (a gap between the registries' ranges). */
export const NO_COUNTRY = 0xff;

/** Bumped when the layout or the builder's output changes, so cached files are rebuilt and old ones are refused. */
export const IP_COUNTRY_TABLE_VERSION = 2;

const BLOCK_ENTRIES = 32;
// Offsets inside a block are walked as doubles, exact below 2^53; a block ends before its span reaches that.
const MAX_BLOCK_SPAN = 2n ** 53n;
// "IPC" and the version: a stale or foreign file fails at once instead of locating nowhere.
const MAGIC = 0x00435049 | (IP_COUNTRY_TABLE_VERSION << 24);
const HEADER_WORDS = 8;
const TWO_TO_32 = 2 ** 32;

export interface CountryEntry {
  readonly code: string;
  readonly continent: Continent;
}

/**
 * One address family's ranges: entry i starts where the one before ends and belongs to `countries[country[i]]` (or
 * to none, NO_COUNTRY). Entries come in blocks; a block holds its first start (`headHigh` empty for IPv4) and the
 * gaps from each start to the next, as varints in `gaps` from `gapsOffset`.
 */
export interface RangeBlocks {
  readonly headHigh: Uint32Array;
  readonly headLow: Uint32Array;
  readonly firstEntry: Uint32Array;
  readonly gapsOffset: Uint32Array;
  readonly gaps: Uint8Array;
  readonly country: Uint8Array;
  /** One bit per entry (entry i: bit i % 8 of byte i / 8): the range is a cloud, CDN or hosting network's (hosting-networks.ts). */
  readonly hosting: Uint8Array;
}

/** Whether entry `entry` of `blocks` is a hosting network's range. */
export const isHostingEntry = (blocks: RangeBlocks, entry: number): boolean => ((blocks.hosting[entry >>> 3]! >>> (entry & 7)) & 1) === 1;

export interface IpCountryTable {
  readonly countries: readonly CountryEntry[];
  readonly v4: RangeBlocks;
  readonly v6: RangeBlocks;
}

/** The blocks of sorted range starts (the first one 0), their country indexes and hosting bits; `wide` for 64-bit starts. */
export function rangeBlocks(starts: readonly bigint[], country: Uint8Array, wide: boolean, hosting: Uint8Array = new Uint8Array((country.length + 7) >>> 3)): RangeBlocks {
  const heads: bigint[] = [];
  const firstEntry: number[] = [];
  const gapsOffset: number[] = [];
  const gaps: number[] = [];
  starts.forEach((start, i) => {
    const head = heads.at(-1);
    if (head === undefined || i - firstEntry.at(-1)! === BLOCK_ENTRIES || start - head >= MAX_BLOCK_SPAN) {
      heads.push(start);
      firstEntry.push(i);
      gapsOffset.push(gaps.length);
      return;
    }
    for (let gap = start - starts[i - 1]!; ; gap >>= 7n) {
      if (gap < 0x80n) { gaps.push(Number(gap)); break; }
      gaps.push(Number(gap & 0x7fn) | 0x80);
    }
  });
  return {
    headHigh: wide ? Uint32Array.from(heads, (head) => Number(head >> 32n)) : new Uint32Array(0),
    headLow: Uint32Array.from(heads, (head) => Number(head & 0xffff_ffffn)),
    firstEntry: Uint32Array.from(firstEntry),
    gapsOffset: Uint32Array.from(gapsOffset),
    gaps: Uint8Array.from(gaps),
    country,
    hosting,
  };
}

/** The entry holding the address whose (top) bits are `high`·2^32 + `low` (`high` 0 for IPv4). */
export function entryOf(blocks: RangeBlocks, high: number, low: number): number {
  const { headHigh, headLow, firstEntry, gapsOffset, gaps, country } = blocks;
  const wide = headHigh.length > 0;
  // The last block whose first start is at or below the address; the first block starts at 0.
  let first = 0;
  let last = headLow.length - 1;
  while (first < last) {
    const middle = (first + last + 1) >>> 1;
    const middleHigh = wide ? headHigh[middle]! : 0;
    if (middleHigh < high || (middleHigh === high && headLow[middle]! <= low)) first = middle;
    else last = middle - 1;
  }
  // Past 2^53 the offset is rounded, but stays above every start in the block, as the address is.
  const offset = (wide ? (high - headHigh[first]!) * TWO_TO_32 : 0) + (low - headLow[first]!);
  let entry = firstEntry[first]!;
  const end = first + 1 < firstEntry.length ? firstEntry[first + 1]! : country.length;
  let at = gapsOffset[first]!;
  let start = 0;
  while (entry + 1 < end) {
    let gap = 0;
    let scale = 1;
    let byte: number;
    do {
      byte = gaps[at++]!;
      gap += (byte & 0x7f) * scale;
      scale *= 128;
    } while (byte & 0x80);
    if (start + gap > offset) break;
    start += gap;
    entry++;
  }
  return entry;
}

const littleEndian = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

const familyWords = (blocks: RangeBlocks) => [blocks.headHigh, blocks.headLow, blocks.firstEntry, blocks.gapsOffset];
const familyBytes = (blocks: RangeBlocks) => [blocks.country, blocks.gaps, blocks.hosting];
const hostingBytes = (entries: number) => (entries + 7) >>> 3;

/**
 * Layout, little-endian: a header of u32s (magic, country count, then per family (IPv4, IPv6) block count and entry
 * count and gap bytes), then every u32 array (per family: head highs (IPv6 only), head lows, first entries, gap
 * offsets), then the bytes (country codes, 2 ASCII each; continent indexes; per family: country indexes, gaps, hosting bits). The
 * u32 arrays come first, so they stay aligned for reading in place.
 */
export function writeIpCountryTable(table: IpCountryTable): Uint8Array {
  const { countries, v4, v6 } = table;
  if (countries.length >= NO_COUNTRY) throw new Error(`Too many countries for one byte: ${countries.length}`);
  if (v4.headHigh.length > 0) throw new Error('IPv4 starts are 32 bits');
  const header = [MAGIC, countries.length, v4.headLow.length, v4.country.length, v4.gaps.length, v6.headLow.length, v6.country.length, v6.gaps.length];
  const words = [...familyWords(v4), ...familyWords(v6)];
  const tail = [
    Uint8Array.from(countries.flatMap(({ code }) => [code.charCodeAt(0), code.charCodeAt(1)])),
    Uint8Array.from(countries, ({ continent }) => CONTINENTS.indexOf(continent)),
    ...familyBytes(v4), ...familyBytes(v6),
  ];
  const wordCount = HEADER_WORDS + words.reduce((sum, array) => sum + array.length, 0);
  const bytes = new Uint8Array(4 * wordCount + tail.reduce((sum, array) => sum + array.length, 0));
  const view = new DataView(bytes.buffer);
  let at = 0;
  for (const array of [header, ...words]) {
    for (const value of array) { view.setUint32(at, value, true); at += 4; }
  }
  for (const array of tail) { bytes.set(array, at); at += array.length; }
  return bytes;
}

/** The table in `file`, its arrays viewing the bytes in place (copied once if misaligned). Throws on a file not of this format. */
export function readIpCountryTable(file: Uint8Array): IpCountryTable {
  if (!littleEndian) throw new Error('The IP country table is read in place on little-endian machines only');
  const bytes = file.byteOffset % 4 === 0 ? file : file.slice();
  if (bytes.byteLength < 4 * HEADER_WORDS) throw new Error('IP country table truncated');
  const header = new Uint32Array(bytes.buffer, bytes.byteOffset, HEADER_WORDS);
  if (header[0] !== MAGIC) throw new Error(`Not an IP country table of version ${IP_COUNTRY_TABLE_VERSION}`);
  const [, c, b4, n4, g4, b6, n6, g6] = Array.from(header) as [number, number, number, number, number, number, number, number];
  const size = 4 * (HEADER_WORDS + 3 * b4 + 4 * b6) + 3 * c + n4 + g4 + hostingBytes(n4) + n6 + g6 + hostingBytes(n6);
  if (bytes.byteLength !== size) throw new Error(`IP country table of ${bytes.byteLength} bytes, not ${size}`);
  let at = bytes.byteOffset + 4 * HEADER_WORDS;
  const words = (count: number) => { const array = new Uint32Array(bytes.buffer, at, count); at += 4 * count; return array; };
  const octets = (count: number) => { const array = new Uint8Array(bytes.buffer, at, count); at += count; return array; };
  const v4Words = [words(0), words(b4), words(b4), words(b4)] as const;
  const v6Words = [words(b6), words(b6), words(b6), words(b6)] as const;
  const codes = octets(2 * c);
  const continents = octets(c);
  const family = ([headHigh, headLow, firstEntry, gapsOffset]: readonly [Uint32Array, Uint32Array, Uint32Array, Uint32Array], entries: number, gapBytes: number): RangeBlocks =>
    ({ headHigh, headLow, firstEntry, gapsOffset, country: octets(entries), gaps: octets(gapBytes), hosting: octets(hostingBytes(entries)) });
  const v4 = family(v4Words, n4, g4);
  const v6 = family(v6Words, n6, g6);
  const countries = Array.from(continents, (continent, i): CountryEntry => {
    if (continent >= CONTINENTS.length) throw new Error(`IP country table: bad continent index ${continent}`);
    return { code: String.fromCharCode(codes[2 * i]!, codes[2 * i + 1]!), continent: CONTINENTS[continent]! };
  });
  return { countries, v4, v6 };
}
