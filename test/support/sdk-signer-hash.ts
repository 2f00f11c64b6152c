import { createHash, createHmac } from 'node:crypto';
import type { SourceData } from '@smithy/types';

/** The hash constructor `@smithy/signature-v4` takes, on node:crypto: tests compare canonical forms, not hashes. */
export class Sha256 {
  private readonly hash: ReturnType<typeof createHash> | ReturnType<typeof createHmac>;
  constructor(secret?: SourceData) {
    if (secret === undefined) this.hash = createHash('sha256');
    else if (typeof secret === 'string') this.hash = createHmac('sha256', secret);
    else if (ArrayBuffer.isView(secret)) this.hash = createHmac('sha256', Buffer.from(secret.buffer, secret.byteOffset, secret.byteLength));
    else this.hash = createHmac('sha256', Buffer.from(secret));
  }
  update(data: Uint8Array): void {
    this.hash.update(data);
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}
