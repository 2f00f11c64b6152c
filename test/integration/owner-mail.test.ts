import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DynamoMailOutbox } from '../../lambdas/adapters/dynamodb/dynamo-mail-outbox';
import { sendQueuedMail, type MailSendingDeps } from '../../lambdas/core/mail-outbox';
import { silentLogger } from '../../lambdas/ports/logger';
import { MailRejectedError, MailTransientError, type Mailer, type OutgoingMail } from '../../lambdas/ports/mailer';
import { RecordingMetrics } from '../support/recording-metrics';
import { sdkError, startApiFixture, type ApiFixture } from './api-fixture';

// Mail to key owners over real DynamoDB: every key change queues its mail in the same transaction, and the sendMail
// run sends what is queued; a failing mail service delays mail, never the change, and is counted for the alarms.
let api: ApiFixture;
beforeAll(async () => {
  api = await startApiFixture('owner-mail');
});
afterAll(() => api.close());

/** A mail service that records what it was given, and fails as the test says. */
class ScriptedMailer implements Mailer {
  sent: OutgoingMail[] = [];
  failWith: ((mail: OutgoingMail) => Error | undefined) | undefined;
  async send(mail: OutgoingMail) {
    const failure = this.failWith?.(mail);
    if (failure) throw failure;
    this.sent.push(mail);
    return { messageId: `m-${this.sent.length}` };
  }
}

let mailer: ScriptedMailer;
let metrics: RecordingMetrics;
const outbox = () => new DynamoMailOutbox({ client: api.clients.dynamodb, tableName: api.config.tableName });
const deps = (): MailSendingDeps => ({ outbox: outbox(), mailer, clock: api.clock, logger: silentLogger, metrics, maxAttempts: 3, batchSize: 100 });
const mailsOf = (userId: string) => outbox().list(userId);
const transient = () => new MailTransientError('throttled', { transport: 'ses', reason: 'TooManyRequestsException' });

beforeEach(async () => {
  mailer = new ScriptedMailer();
  metrics = new RecordingMetrics();
  api.clock.set('2026-11-21T10:00:05.000Z');
  // Whatever earlier tests queued is sent first, so each test sees only its own mail.
  await sendQueuedMail(deps());
  mailer.sent = [];
  metrics = new RecordingMetrics();
});

describe('every key change queues a mail to the owner, in the same transaction', () => {
  it('create, rotate, revoke and a downgrade each queue one; the sendMail run writes and sends them', async () => {
    const { userId } = await api.admin.createUser({ email: 'owner@example.com', plan: 'pro' });
    // A second between changes: mails of one instant have no order among them.
    const later = <T>(change: () => Promise<T>) => (api.clock.advance(1_000), change());
    const created = await later(() => api.admin.createKey(userId));
    const rotated = await later(() => api.admin.rotateKey(created.keyId));
    await later(() => api.admin.revokeKey(rotated.keyId));
    await later(() => api.admin.createKey(userId));
    await later(() => api.admin.createKey(userId));
    await later(() => api.admin.setPlan(userId, 'free'));
    expect((await mailsOf(userId)).map((mail) => [mail.notice.kind, mail.status])).toEqual([
      ['key_created', 'queued'], ['key_rotated', 'queued'], ['key_revoked', 'queued'], ['key_created', 'queued'], ['key_created', 'queued'], ['plan_downgraded', 'queued'],
    ]);

    api.clock.advance(30_000);
    expect(await sendQueuedMail(deps())).toEqual({ sent: 6, retrying: 0, failed: 0 });
    expect(mailer.sent.every((mail) => mail.to === 'owner@example.com')).toBe(true);
    expect(mailer.sent.map((mail) => mail.subject)).toEqual([
      'A new Storybook API key was created',
      'Your Storybook API key was rotated',
      'A Storybook API key was revoked',
      'A new Storybook API key was created',
      'A new Storybook API key was created',
      'Your Storybook plan is now free: API keys revoked',
    ]);
    expect(mailer.sent[1]!.text).toContain(`Your API key ${created.keyId} was replaced by a new key (id ${rotated.keyId})`);
    expect(mailer.sent[5]!.text).toContain('its 2 active API keys were revoked at once');
    // A key itself never goes into a mail.
    expect(mailer.sent.map((mail) => mail.text).join('\n')).not.toMatch(/cbk_live_/);

    const sent = await mailsOf(userId);
    expect(sent.every((mail) => mail.status === 'sent' && mail.sentAt === '2026-11-21T10:00:41.000Z' && mail.attempts === 1)).toBe(true);
    expect(sent[0]).toMatchObject({ to: 'owner@example.com', subject: 'A new Storybook API key was created' });
    expect(metrics.of('MailsSent')).toBe(6);
    // Sent mail leaves the queue: the next run finds nothing.
    expect(await sendQueuedMail(deps())).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });

  it('a change that fails sends nothing: the mail goes with the transaction or not at all', async () => {
    const { userId } = await api.admin.createUser({ email: 'owner2@example.com', plan: 'pro' });
    api.faults.push((command) => (command.endsWith('TransactWriteItemsCommand') ? sdkError('ValidationException', 400) : undefined));
    await expect(api.admin.createKey(userId)).rejects.toThrow();
    api.faults.length = 0;
    expect(await mailsOf(userId)).toEqual([]);
  });
});

describe('a mail the service cannot send waits for the next run; one it refuses is given up; both are counted', () => {
  it('a throttled send stays queued and goes out on a later run', async () => {
    const { userId } = await api.admin.createUser({ email: 'owner3@example.com', plan: 'pro' });
    await api.admin.createKey(userId);
    mailer.failWith = transient;
    expect(await sendQueuedMail(deps())).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await mailsOf(userId)).toEqual([expect.objectContaining({ status: 'queued', attempts: 1, lastError: 'MailTransientError: throttled' })]);
    mailer.failWith = undefined;
    api.clock.advance(60_000);
    expect(await sendQueuedMail(deps())).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await mailsOf(userId)).toEqual([expect.objectContaining({ status: 'sent', attempts: 2 })]);
  });

  it('refused by the mail service → failed at once; failing maxAttempts times → failed; MailsFailed counts both', async () => {
    const refused = await api.admin.createUser({ email: 'refused@example.com', plan: 'pro' });
    await api.admin.createKey(refused.userId);
    const flaky = await api.admin.createUser({ email: 'flaky@example.com', plan: 'pro' });
    await api.admin.createKey(flaky.userId);
    mailer.failWith = (mail) => (mail.to === 'refused@example.com' ? new MailRejectedError('Email address is not verified.', { transport: 'ses', reason: 'MessageRejected' }) : transient());
    for (let run = 0; run < 3; run++) {
      await sendQueuedMail(deps());
      api.clock.advance(60_000);
    }
    expect(await mailsOf(refused.userId)).toEqual([expect.objectContaining({ status: 'failed', attempts: 1, lastError: 'MailRejectedError: Email address is not verified.' })]);
    expect(await mailsOf(flaky.userId)).toEqual([expect.objectContaining({ status: 'failed', attempts: 3 })]);
    expect(metrics.of('MailsFailed')).toBe(2);
  });

  it('a mail still queued after 15 minutes is counted as delayed', async () => {
    const { userId } = await api.admin.createUser({ email: 'late@example.com', plan: 'pro' });
    await api.admin.createKey(userId);
    mailer.failWith = transient;
    api.clock.advance(16 * 60_000);
    await sendQueuedMail({ ...deps(), maxAttempts: 10 });
    expect(metrics.of('MailsDelayed')).toBe(1);
  });
});

describe('two runs at once never send the same mail twice', () => {
  it('each queued mail is claimed by one run; the other skips it', async () => {
    const { userId } = await api.admin.createUser({ email: 'once@example.com', plan: 'pro' });
    await api.admin.createKey(userId);
    await api.admin.createKey(userId);
    const runs = await Promise.all([sendQueuedMail(deps()), sendQueuedMail(deps())]);
    expect(runs[0]!.sent + runs[1]!.sent).toBe(2);
    expect(mailer.sent).toHaveLength(2);
  });
});
