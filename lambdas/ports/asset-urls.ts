export interface AssetUrlSigner {
  /** A short-lived GET URL for a stored asset, signed now (stored keys never expire; URLs do). */
  signedUrl(key: string): Promise<string>;
}
