// A webhook receiver on 127.0.0.1 for the delivery tests: records every POST by path and answers with a rule's status.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

/** Which status a POST gets: by its path and how many that path has had (1 for the first). */
export type ReceiverAnswer = (path: string, attempt: number) => number;

export async function startWebhookReceiver(initial: ReceiverAnswer = () => 200) {
  const received = new Map<string, ReceivedWebhook[]>();
  let answer = initial;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const path = request.url ?? '/';
      const list = received.get(path) ?? [];
      list.push({ headers: request.headers, body });
      received.set(path, list);
      response.statusCode = answer(path, list.length);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: (path: string) => `${base}${path}`,
    at: (path: string) => received.get(path) ?? [],
    answerWith: (rule: ReceiverAnswer) => (answer = rule),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
