import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from '../../client/src/webhooks';
import { retryDelaySeconds, webhookRetrySchedule } from '../../lambdas/core/webhook-delivery';
import { webhookEventId } from '../../lambdas/core/webhook-events';
import { newWebhookSecret, signatureMatches, webhookHeaders } from '../../lambdas/core/webhook-signing';
import { addressProblem } from '../../lambdas/core/webhook-addresses';
import { webhookUrlProblem, webhookUrlProblemHere } from '../../lambdas/core/webhook-targets';

// Standard Webhooks signing as the service does it (node:crypto) and as the client checks it (WebCrypto), each
// held to the reference implementation, the `standardwebhooks` package.
const body = JSON.stringify({ type: 'story.completed', timestamp: '2026-11-24T10:00:00.000Z', data: { bookId: 'b', status: 'completed', progress: 100 } });
const now = new Date('2026-11-24T10:00:00.000Z');
const seconds = Math.floor(now.getTime() / 1000);

describe('a secret is whsec_ and the base64 of 32 random bytes', () => {
  it('has the prefix, 32 bytes, and differs every time', () => {
    const secret = newWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret);
  });
});

describe('the service signs id.timestamp.body with HMAC-SHA256 as standardwebhooks verifies it', () => {
  it('standardwebhooks accepts the three headers the service sends, and refuses a changed body', () => {
    const secret = newWebhookSecret();
    const headers = webhookHeaders(secret, 'msg_1', Math.floor(Date.now() / 1000), body);
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  });

  it('the signature equals the one standardwebhooks makes for the same id, time and body', () => {
    const secret = newWebhookSecret();
    expect(webhookHeaders(secret, 'msg_2', seconds, body)['webhook-signature']).toBe(new Webhook(secret).sign('msg_2', now, body));
    expect(signatureMatches(secret, 'msg_2', seconds, body, `v1,bm9wZQ== ${new Webhook(secret).sign('msg_2', now, body)}`)).toBe(true);
  });
});

describe('the client\'s verifyWebhook accepts what standardwebhooks signs and refuses anything else', () => {
  const secret = newWebhookSecret();
  const signed = { 'webhook-id': 'msg_3', 'webhook-timestamp': String(seconds), 'webhook-signature': new Webhook(secret).sign('msg_3', now, body) };

  it('returns the id, the time and the parsed payload', async () => {
    const verified = await verifyWebhook(secret, signed, body, { now });
    expect(verified).toEqual({ id: 'msg_3', timestamp: now, payload: JSON.parse(body) });
  });

  it('reads a fetch Headers object as well as a plain record', async () => {
    await expect(verifyWebhook(secret, new Headers(signed), body, { now })).resolves.toMatchObject({ id: 'msg_3' });
  });

  it('refuses a changed body, another secret, a changed id, a missing header and a stale timestamp', async () => {
    await expect(verifyWebhook(secret, signed, body.replace('100', '99'), { now })).rejects.toBeInstanceOf(WebhookVerificationError);
    await expect(verifyWebhook(newWebhookSecret(), signed, body, { now })).rejects.toThrow(/does not match/);
    await expect(verifyWebhook(secret, { ...signed, 'webhook-id': 'msg_4' }, body, { now })).rejects.toThrow(/does not match/);
    await expect(verifyWebhook(secret, { ...signed, 'webhook-signature': undefined }, body, { now })).rejects.toThrow(/missing/);
    await expect(verifyWebhook(secret, signed, body, { now: new Date(now.getTime() + 301_000) })).rejects.toThrow(/too far/);
  });
});

describe('an event\'s webhook-id is derived from the fact, so a retried step sends the same id', () => {
  it('is the same for the same book, task, type and page, and differs otherwise', () => {
    const id = webhookEventId('book-1', 'task-1', 'story.page', 3);
    expect(id).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(webhookEventId('book-1', 'task-1', 'story.page', 3)).toBe(id);
    expect(new Set([
      id,
      webhookEventId('book-1', 'task-1', 'story.page', 4),
      webhookEventId('book-1', 'task-2', 'story.page', 3),
      webhookEventId('book-1', 'task-1', 'story.completed'),
      webhookEventId('book-1', 'task-1', 'story.failed'),
    ]).size).toBe(5);
  });
});

describe('failed deliveries are retried with exponential backoff and jitter for at least 24 hours', () => {
  it('each wait is between half and all of its step: 5 s doubling, capped at an hour', () => {
    expect(retryDelaySeconds(1, 1, () => 0)).toBe(2.5);
    expect(retryDelaySeconds(1, 1, () => 1)).toBe(5);
    expect(retryDelaySeconds(4, 1, () => 1)).toBe(40);
    expect(retryDelaySeconds(30, 1, () => 1)).toBe(3600);
    expect(retryDelaySeconds(30, 1, () => 0)).toBe(1800);
    expect(retryDelaySeconds(4, 0.001, () => 1)).toBeCloseTo(0.04);
  });

  it('the shortest schedule still attempts past 24 h before giving up, in a bounded number of attempts', () => {
    let elapsed = 0;
    let attempts = 1;
    while (elapsed < webhookRetrySchedule.retryForSeconds) elapsed += retryDelaySeconds(attempts++, 1, () => 0);
    expect(elapsed).toBeGreaterThanOrEqual(24 * 3600);
    expect(attempts).toBeLessThan(70);
    expect(attempts).toBeGreaterThan(20);
  });
});

describe('a webhook URL is https, without credentials, at most 2048 characters (http to loopback on the local stack)', () => {
  it('accepts https and loopback http, refuses the rest with a reason', () => {
    expect(webhookUrlProblem('https://hooks.example.com/storybook?x=1')).toBeNull();
    expect(webhookUrlProblem('http://127.0.0.1:8080/hook')).toBeNull();
    expect(webhookUrlProblem('http://example.com/hook')).toMatch(/https/);
    expect(webhookUrlProblem('ftp://example.com/hook')).toMatch(/https/);
    expect(webhookUrlProblem('https://user:pw@example.com/hook')).toMatch(/credentials/);
    expect(webhookUrlProblem(`https://example.com/${'a'.repeat(2048)}`)).toMatch(/2048/);
    expect(webhookUrlProblem('not a url')).toMatch(/absolute/);
  });

  it('on AWS (no loopback allowed) refuses http and loopback hosts', () => {
    expect(webhookUrlProblemHere('http://127.0.0.1:8080/hook', false)).toMatch(/loopback/);
    expect(webhookUrlProblemHere('https://localhost/hook', false)).toMatch(/loopback/);
    expect(webhookUrlProblemHere('http://127.0.0.1:8080/hook', true)).toBeNull();
  });
});

describe('after DNS, private, loopback, link-local, metadata and unique-local addresses are refused', () => {
  it.each([
    '10.1.2.3', '172.16.0.1', '192.168.1.1', '127.0.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0',
    '::1', '::', 'fe80::1', 'fd00:ec2::254', 'fc00::1', '::ffff:10.0.0.1', '::ffff:7f00:1', '64:ff9b::169.254.169.254',
  ])('%s is refused', (address) => {
    expect(addressProblem(address, false)).toMatch(/private|loopback|reserved/);
  });

  it.each(['93.184.215.14', '2606:4700:4700::1111', '::ffff:93.184.215.14'])('%s is allowed', (address) => {
    expect(addressProblem(address, false)).toBeNull();
  });

  it('the local stack allows loopback only, never the metadata service or a private network', () => {
    expect(addressProblem('127.0.0.1', true)).toBeNull();
    expect(addressProblem('::1', true)).toBeNull();
    expect(addressProblem('169.254.169.254', true)).not.toBeNull();
    expect(addressProblem('10.0.0.1', true)).not.toBeNull();
  });
});
