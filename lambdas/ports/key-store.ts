import type { ApiKeyRecord } from '../core/records';

export interface KeyStore {
  /** The key whose SHA-256 is `keyHash`, read strongly consistent so revocation applies at once. */
  findKey(keyHash: string): Promise<ApiKeyRecord | undefined>;
}
