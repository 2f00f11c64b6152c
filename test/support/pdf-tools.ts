// poppler-utils as the tests use it: how many pages a PDF has, and its text as a reader would copy it.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function withFile<T>(bytes: Uint8Array, use: (path: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'storybook-pdf-'));
  try {
    const path = join(dir, 'book.pdf');
    await writeFile(path, bytes);
    return await use(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function pdfPageCount(bytes: Uint8Array): Promise<number> {
  return withFile(bytes, async (path) => Number(/^Pages:\s+(\d+)/m.exec((await run('pdfinfo', [path])).stdout)?.[1] ?? 0));
}

export function pdfText(bytes: Uint8Array): Promise<string> {
  return withFile(bytes, async (path) => (await run('pdftotext', ['-enc', 'UTF-8', path, '-'], { maxBuffer: 16 * 1024 * 1024 })).stdout);
}
