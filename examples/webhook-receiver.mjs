// A webhook receiver: verify the signature over the raw body, answer 2xx at once, deduplicate on webhook-id.
import { createServer } from 'node:http';
import { verifyWebhook, WebhookVerificationError } from '@storybook-api/client';

const secret = process.env.STORYBOOK_WEBHOOK_SECRET; // storybook-api webhooks secret
if (!secret) throw new Error('set STORYBOOK_WEBHOOK_SECRET');
const seen = new Set();

createServer(async (request, response) => {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const rawBody = Buffer.concat(chunks).toString('utf8');
  try {
    const { id, payload } = await verifyWebhook(secret, request.headers, rawBody);
    response.writeHead(204).end();
    if (seen.has(id)) return; // deliveries are at least once
    seen.add(id);
    console.log(payload.type, payload.data.bookId, payload.data.status, `${payload.data.progress}%`);
  } catch (error) {
    response.writeHead(error instanceof WebhookVerificationError ? 400 : 500).end();
  }
}).listen(Number(process.env.PORT ?? 8787), '127.0.0.1', () => console.log('listening on http://127.0.0.1:8787'));
