// Where a client's address is, as far as abuse protection needs it: a key used from two continents within minutes.

/** The seven continents, by the two-letter codes countries-list and GeoNames use. */
export type Continent = 'AF' | 'AN' | 'AS' | 'EU' | 'NA' | 'OC' | 'SA';

export interface IpLocation {
  /** ISO 3166-1 alpha-2, e.g. "DE". */
  readonly country: string;
  readonly continent: Continent;
  /**
   * The address belongs to a cloud, CDN or hosting network (ip-hosting-networks.ts): where it is placed says where the
   * provider's machine is, not where the key's holder is.
   */
  readonly hosting?: boolean;
}

export interface IpLocator {
  /** The address's country and continent; undefined for private, loopback, unknown or malformed input (never throws on it). */
  locate(ip: string): IpLocation | undefined;
}
