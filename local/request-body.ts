import type { IncomingMessage } from 'node:http';

// How the local servers (the HTTP API bridge, the Step Functions endpoint) read a request body within a limit.

export type BodyReadResult = { kind: 'body'; body: Buffer } | { kind: 'tooLarge' };

/** Reads the whole body; past `limit` it keeps draining (so the client can read the refusal) but stores nothing. */
export function readRequestBody(request: IncomingMessage, limit: number): Promise<BodyReadResult> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.once('end', () => resolve(size > limit ? { kind: 'tooLarge' } : { kind: 'body', body: Buffer.concat(chunks) }));
    request.once('error', reject);
  });
}
