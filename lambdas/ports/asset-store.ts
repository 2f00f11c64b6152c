export interface AssetStore {
  put(key: string, body: Uint8Array | string, contentType: string): Promise<void>;
  getJson<T>(key: string): Promise<T>;
  getBytes(key: string): Promise<Uint8Array>;
}
