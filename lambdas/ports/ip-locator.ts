// Where a client's address is, as far as abuse protection needs it: a key used from two continents within minutes.

/** The seven continents, by the two-letter codes countries-list and GeoNames use. */
export type Continent = 'AF' | 'AN' | 'AS' | 'EU' | 'NA' | 'OC' | 'SA';

export interface IpLocation {
  /** ISO 3166-1 alpha-2, e.g. "DE". */
  readonly country: string;
  readonly continent: Continent;
}

export interface IpLocator {
  /** The address's country and continent; undefined for private, loopback, unknown or malformed input (never throws on it). */
  locate(ip: string): IpLocation | undefined;
}
