// A small HTTP server that answers each request with the next scripted step and records what it was sent.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export type Step = (request: RecordedRequest, res: ServerResponse) => void;

export interface ScriptedServer {
  url: string;
  requests: RecordedRequest[];
  /** Steps are used in order; the last one answers every request after it. */
  script(...steps: Step[]): void;
  close(): Promise<void>;
}

export async function startScriptedServer(): Promise<ScriptedServer> {
  let steps: Step[] = [];
  const requests: RecordedRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString() };
      requests.push(request);
      const step = steps.length > 1 ? steps.shift() : steps[0];
      if (step) step(request, res);
      else reply(500, { ok: false, error: { code: 'INTERNAL_ERROR', message: 'nothing scripted' } })(request, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...next) => {
      steps = next;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const reply =
  (status: number, body: unknown, headers: Record<string, string> = {}): Step =>
  (_request, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };

export const ok = (data: unknown, headers: Record<string, string> = {}, status = 200): Step =>
  reply(status, { ok: true, requestId: 'req-ok', data }, headers);

export const fail = (
  status: number,
  code: string,
  extra: { fields?: Record<string, string>; meta?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Step =>
  reply(
    status,
    { ok: false, requestId: `req-${code.toLowerCase()}`, error: { code, message: `${code} happened`, fields: extra.fields, meta: extra.meta } },
    extra.headers,
  );

/** The connection is closed without an answer, as a crashed proxy would. */
export const dropSocket: Step = (_request, res) => {
  res.socket?.destroy();
};

/** Never answers. */
export const hang: Step = () => {};

export const bookId = '0f8fad5b-d9cb-469f-a165-70867728950e';
export const taskId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

export const acceptance = { taskId, bookId, status: 'pending' };

export const storyInput = {
  storyIdea: 'A shy hedgehog named Pip who wants to fly',
  ageRange: '4-7',
  style: 'watercolor',
  pageCount: 6,
  tone: 'animal',
  language: 'english',
} as const;

export interface StoryPageFixture {
  index: number;
  title: string | null;
  content: string | null;
  imageUrl: string | null;
}

export function story(status: string, progress: number, pages: StoryPageFixture[] = [], extra: Record<string, unknown> = {}) {
  return {
    id: bookId,
    title: 'Pip Learns to Fly',
    status,
    progress,
    pageCount: 3,
    errorMessage: null,
    pdfUrl: status === 'completed' ? 'http://files.test/book.pdf' : null,
    readerUrl: status === 'completed' ? 'http://files.test/reader.html' : null,
    pages,
    ...extra,
  };
}

export const page = (index: number, parts: { content?: boolean; image?: boolean } = { content: true, image: true }): StoryPageFixture => ({
  index,
  title: index === 0 ? 'Pip Learns to Fly' : null,
  content: parts.content ? `Text of page ${index}.` : null,
  imageUrl: parts.image ? `http://files.test/${index}.png` : null,
});
